import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";

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
