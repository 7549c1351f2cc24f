import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { NAMES, EXPORT_NAME } from "./names.js";
import * as names from "./names.js";

enum Tools {
  Lookup = "crm_lookup",
}

const server = new McpServer({ name: "crm", version: "1.0.0" });
server.registerTool(NAMES.search, { annotations: { readOnlyHint: true } }, async () => ({ content: [] }));
server.registerTool(EXPORT_NAME, { annotations: { readOnlyHint: true } }, async () => ({ content: [] }));
server.registerTool(Tools.Lookup, { annotations: { readOnlyHint: true } }, async () => ({ content: [] }));
server.registerTool(names.NAMES.search + "_v2", { annotations: { readOnlyHint: true } }, async () => ({ content: [] }));
