import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";
import { listedTool } from "./schema.js";
import type { ToolSchema } from "./schema.js";

export function listingServer(schemas: ToolSchema[]): Server {
  const server = new Server({ name: "pages", version: "1.0.0" }, { capabilities: { tools: {} } });
  server.setRequestHandler(ListToolsRequestSchema, async () => ({
    tools: schemas.map((schema) => listedTool(schema)),
  }));
  return server;
}
