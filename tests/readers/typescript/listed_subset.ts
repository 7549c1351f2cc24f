// A low-level server whose answer is a subset of a table built in the
// handler, one part of it spread from a constant of the module.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";

const server = new Server({ name: "files", version: "1.0.0" }, { capabilities: { tools: {} } });

const ADMIN_TOOLS = [
  {
    name: "wipe_cache",
    description: "Empties the cache",
    annotations: { destructiveHint: true, idempotentHint: true },
    //             ^ tool: wipe_cache destructiveHint=true idempotentHint=true
  },
];

function allowed(name: string): boolean {
  return name !== "wipe_cache" || process.env.ADMIN === "1";
}

server.setRequestHandler(ListToolsRequestSchema, async () => {
  const everything = [
    {
      name: "read_page",
      description: "Reads a page",
      annotations: { title: "Read page", readOnlyHint: true },
      //             ^ tool: read_page readOnlyHint=true
    },
    {
      name: "save_page",
      description: "Saves a page",
      annotations: { readOnlyHint: false, destructiveHint: false },
      //             ^ tool: save_page readOnlyHint=false destructiveHint=false
    },
    ...ADMIN_TOOLS,
  ];
  const shown = everything.filter((tool) => allowed(tool.name));
  return { tools: shown };
});
