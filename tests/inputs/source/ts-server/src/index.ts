import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { READ_ONLY, WRITE } from "./hints.js";
import { registerMore } from "./more.js";

const server = new McpServer({ name: "inventory", version: "1.0.0" });

server.registerTool(
  "list_items",
  { description: "List the items", annotations: READ_ONLY },
  async () => ({ content: [] }),
);

server.registerTool(
  "add_item",
  { description: "Add an item", inputSchema: { name: z.string() }, annotations: WRITE },
  async () => ({ content: [] }),
);

server.registerTool(
  "remove_item",
  { description: "Remove an item", inputSchema: { id: z.string() } },
  async () => ({ content: [] }),
);

registerMore(server);
