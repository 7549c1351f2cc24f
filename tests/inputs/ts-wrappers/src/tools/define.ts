import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { ToolAnnotations } from "@modelcontextprotocol/sdk/types.js";

// The project's own registration helper: every tool's name and hints
// come from the call.
export const defineTool = (server: McpServer, name: string, annotations: ToolAnnotations) => {
  server.registerTool(name, { title: name, annotations }, async () => ({ content: [] }));
};
