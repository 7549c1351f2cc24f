// A table of tool definitions another module filters and registers
// (tool_table_register.ts): each element is a tool, read here.
import type { ToolAnnotations } from "@modelcontextprotocol/sdk/types.js";

export const KITCHEN_TOOLS = [
  {
    name: "list_recipes",
    // ^ tool: list_recipes readOnlyHint=true openWorldHint=false
    description: "Lists the recipes",
    inputSchema: {},
    annotations: { readOnlyHint: true, openWorldHint: false } satisfies ToolAnnotations,
  },
  {
    name: "discard_recipe",
    // ^ tool: discard_recipe destructiveHint=true
    description: "Discards a recipe",
    inputSchema: {},
    annotations: { destructiveHint: true } satisfies ToolAnnotations,
  },
];

// Not imported anywhere: not read as tools.
export const DRAFT_TOOLS = [
  { name: "draft", inputSchema: {}, annotations: {} },
];
