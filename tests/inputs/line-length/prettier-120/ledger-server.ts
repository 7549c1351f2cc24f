import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";

const server = new McpServer({ name: "ledger", version: "1.0.0" });

// Past 80 once fixed, within the project's 120: kept on one line.
server.registerTool(
  "post_entry",
  {
    description: "Post an entry",
    annotations: { readOnlyHint: false },
  },
  async () => ({ content: [] }),
);

// Past 120 once fixed: split as prettier splits it.
server.registerTool(
  "close_month",
  {
    description: "Close the month",
    annotations: { title: "Close the month and archive its entries", readOnlyHint: false },
  },
  async () => ({ content: [] }),
);
