import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { KITCHEN_TOOLS } from "./tool_table";

export function registerKitchen(server: McpServer, readOnly: boolean) {
  const tools = KITCHEN_TOOLS.filter((tool) => !readOnly || tool.annotations.readOnlyHint);
  for (const tool of tools) {
    // Which elements reach here is decided at run time: not judged here.
    server.registerTool(tool.name, { description: tool.description, annotations: tool.annotations }, async () => ({ content: [] }));
                                                                              // ^ unjudged: ?
  }
}
