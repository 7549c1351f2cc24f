import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

const server = new McpServer({ name: "clock", version: "1.0.0" });

server.registerTool(
  "now",
  {
    description: "The current time",
    annotations: { readOnlyHint: true, openWorldHint: false },
    // ^ tool: now readOnlyHint=true openWorldHint=false
  },
  async () => ({ content: [] }),
);

server.tool("reset", "Resets the clock", { destructiveHint: true }, async () => ({ content: [] }));
//                                        ^ tool: reset destructiveHint=true

server.registerTool("tick", { annotations: makeHints() }, async () => ({ content: [] }));
//                                         ^ unjudged: tick

// Names kept in a constant object of the module, member and subscript.
const NAMES = { list: "core_list", drop: "core_drop" };

server.tool(NAMES.list, "Lists the items", { top: z.number() }, async () => ({ content: [] }));
//          ^ tool: core_list -
server.tool(NAMES["drop"], "Drops an item", { destructiveHint: true }, async () => ({ content: [] }));
//                                          ^ tool: core_drop destructiveHint=true
