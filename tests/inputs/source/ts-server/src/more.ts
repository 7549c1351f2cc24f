import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";

export function registerMore(server: McpServer) {
  server.registerTool(
    "list_items",
    {
      description: "List the items again",
      annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
    },
    async () => ({ content: [] }),
  );
}
