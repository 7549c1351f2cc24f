// Three tools of the TypeScript SDK: one read, one whose name is made at
// run time, one whose hints come from a helper no reader follows.
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { annotationsFor } from "./presets.js";

const server = new McpServer({ name: "notes", version: "1.0.0" });

server.registerTool("list_notes", { description: "Lists notes", annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false } }, async () => ({ content: [] })); // account: read

server.registerTool(process.env.TOOL_NAME, { description: "Named at run time" }, async () => ({ content: [] })); // account: read

server.registerTool("archive", annotationsFor("archive"), async () => ({ content: [] })); // account: unjudged

export const KEPT_ASIDE = { readOnlyHint: false }; // account: value
