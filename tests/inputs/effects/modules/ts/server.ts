// Handlers defined in other modules of the project: followed there.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { deleteItem } from "./handlers.js";
import * as notes from "./notes.js";
import { getUser, request } from "./api.js";

const server = new McpServer({ name: "modules", version: "1.0.0" });

// The handler is imported by name: its DELETE is in handlers.ts.
server.registerTool(
  "delete_item",
  {
    description: "Delete an item",
    inputSchema: { id: z.string() },
    annotations: { readOnlyHint: true },
  },
  deleteItem,
);

// The handler calls a function of a module imported whole, which calls a
// helper of its own module: the PATCH is two calls down, in notes.ts.
server.registerTool(
  "rename_note",
  {
    description: "Rename a note",
    inputSchema: { id: z.string(), title: z.string() },
    annotations: { readOnlyHint: false, destructiveHint: false },
  },
  async ({ id, title }) => {
    await notes.rename(id, title);
    return { content: [] };
  },
);

// Traps in another module: a log file written beside a GET is a read.
server.registerTool(
  "get_user",
  {
    description: "Read a user",
    inputSchema: { id: z.string() },
    annotations: { readOnlyHint: true },
  },
  async ({ id }) => getUser(id),
);

// The method comes from the caller's parameter: a note at most.
server.registerTool(
  "call_api",
  {
    description: "Call the API with a method of the caller's",
    inputSchema: { method: z.string(), path: z.string() },
    annotations: { readOnlyHint: true },
  },
  async ({ method, path }) => request(method, path),
);
