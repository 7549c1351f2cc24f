import * as z from "zod";
import { definePageTool } from "./tool.js";

const title = definePageTool({
  scope: "core",
  schema: { name: "page_title", title: "Page title", input: z.object({}), kind: "look" },
  handle: async () => {},
});

const fill = definePageTool({
  scope: "core",
  schema: { name: "page_fill", title: "Fill a field", input: z.object({}), kind: "act" },
  handle: async () => {},
});

export default [title, fill];
