import type { z } from "zod";

// The page tools' own copy of the schema type: TypeScript's types are
// structural, so the listing's mapper takes it as its own `ToolSchema`.
type ToolSchema = {
  name: string;
  title: string;
  input: z.Schema;
  kind: "look" | "assert" | "act";
};

export type PageTool = {
  scope: string;
  schema: ToolSchema;
  handle: (page: unknown) => Promise<void>;
};

export function definePageTool(tool: PageTool): PageTool {
  return tool;
}
