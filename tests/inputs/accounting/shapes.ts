import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";

const server = new McpServer({ name: "notes", version: "1.0.0" });

server.registerTool("notes_list", { description: "Lists notes", inputSchema: {} }, async () => ({ content: [] })); // account: read

// A table of tools in the protocol's own shape, served by the project's
// own router: no SDK entry point holds them.
export const TOOLS = [
  {
    name: "notes_search",
    description: "Searches notes",
    inputSchema: { type: "object" }, // account: unread
  },
  {
    name: "notes_purge",
    description: "Deletes every note",
    inputSchema: { type: "object" }, // account: unread
  },
];

// An adapter from the project's tool type, a helper's parameter, a type:
// none is a tool.
export function toProtocol(tool: { name: string; schema: object }) {
  return { name: tool.name, description: "", inputSchema: tool.schema };
}

export function define(name: string, schema: object) {
  return { name, inputSchema: schema };
}

type ToolShape = {
  name: string;
  inputSchema: object;
};
