import type { ToolSchema } from "../mcp/tool.js";

export type BrowserTool = {
  schema: ToolSchema;
  handle: () => Promise<void>;
};

export function defineBrowserTool(tool: BrowserTool): BrowserTool {
  return tool;
}
