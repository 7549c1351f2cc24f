import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";

export interface FetchConfig {
  raw: boolean;
}

// Registered by the server's entry point, once per name it wants.
export function registerWebFetch(server: McpServer, config: FetchConfig, toolName?: string) {
  server.tool(
    toolName ?? "web_fetch",
    config.raw ? "Fetch a URL as bytes" : "Fetch a URL as text",
    { url: z.string().url() },
    { title: "Fetch", readOnlyHint: true, openWorldHint: true },
    async ({ url }) => ({ content: [{ type: "text", text: url }] }),
  );
}
