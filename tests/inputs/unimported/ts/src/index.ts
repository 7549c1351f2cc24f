import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { registerSearch } from "./tools/search.js";

const server = new McpServer({ name: "notes", version: "1.0.0" });
registerSearch(server);
await server.connect(new StdioServerTransport());
