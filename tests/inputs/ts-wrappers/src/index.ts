import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { defineTool } from "./tools/define.js";
import { registerWebFetch } from "./tools/fetch.js";

export const server = new McpServer({ name: "web-tools", version: "1.0.0" });

registerWebFetch(server, { raw: false });
registerWebFetch(server, { raw: true }, "web_fetch_raw");

defineTool(server, "list_files", { readOnlyHint: true });
defineTool(server, "delete_file", {
  readOnlyHint: false,
  destructiveHint: true,
  idempotentHint: true,
  openWorldHint: false,
});
