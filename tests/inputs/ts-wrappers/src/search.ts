import { z } from "zod";
import { server } from "./index.js";

// The server comes from another module: its `tool` is the SDK's.
server.tool(
  "search",
  "Search the files",
  { query: z.string() },
  { title: "Search", readOnlyHint: true, openWorldHint: false },
  async () => ({ content: [] }),
);
