// The tools of the first version, no longer registered: nothing imports
// this module.
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";

export function registerLegacy(server: McpServer): void {
  server.registerTool(
    "purge_notes",
    { description: "Delete every note", annotations: { title: "Purge notes" } },
    async () => ({ content: [] }),
  );
}
