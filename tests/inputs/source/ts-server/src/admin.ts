import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import * as hints from "./hints.js";

export function registerAdmin(server: McpServer) {
  server.registerTool(
    "audit_log",
    { description: "Read the audit log", annotations: hints.READ_ONLY },
    async () => ({ content: [] }),
  );
}
