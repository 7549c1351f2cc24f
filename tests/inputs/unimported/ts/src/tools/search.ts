import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";

export function registerSearch(server: McpServer): void {
  server.registerTool(
    "search_notes",
    { description: "Search the notes", annotations: { title: "Search notes" } },
    async () => ({ content: [] }),
  );
}
