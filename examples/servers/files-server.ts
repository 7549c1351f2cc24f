// A files server on the TypeScript SDK: registerTool with and without
// annotations, a shared constant, and a tool whose hints are computed.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

const server = new McpServer({ name: "files", version: "1.0.0" });

const READ_ONLY = {
  readOnlyHint: true,
  openWorldHint: false,
} as const;

server.registerTool(
  "read_file",
  {
    title: "Read a file",
    description: "Read a file from the workspace",
    inputSchema: { path: z.string() },
    annotations: READ_ONLY,
  },
  async ({ path }) => ({ content: [{ type: "text", text: path }] }),
);

server.registerTool(
  "delete_file",
  {
    title: "Delete a file",
    description: "Delete a file from the workspace",
    inputSchema: { path: z.string() },
  },
  async ({ path }) => ({ content: [{ type: "text", text: `deleted ${path}` }] }),
);

server.registerTool(
  "move_file",
  {
    title: "Move a file",
    description: "Move a file",
    inputSchema: { from: z.string(), to: z.string() },
    annotations: annotationsFor("move"),
  },
  async ({ from, to }) => ({ content: [{ type: "text", text: `${from} -> ${to}` }] }),
);

function annotationsFor(kind: string) {
  return { readOnlyHint: kind === "read" };
}
