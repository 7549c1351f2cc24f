import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";

const server = new McpServer({ name: "scratch", version: "0.0.0" });
server.registerTool("search", { description: "a stub" }, async () => ({ content: [] }));
