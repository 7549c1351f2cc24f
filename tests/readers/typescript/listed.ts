// A low-level server whose tools are the project's definitions, each
// mapped into the listed tool by a function of the project: the hints
// follow each definition's `kind`.
import { Server } from "@modelcontextprotocol/sdk/server/index.js";
import { ListToolsRequestSchema } from "@modelcontextprotocol/sdk/types.js";

type Definition = {
  name: string;
  kind: "query" | "change" | "purge";
};

type Entry = {
  definition: Definition;
  run: () => Promise<string>;
};

function noteTool(made: Entry): Entry {
  return made;
}

function listed(definition: Definition) {
  const query = definition.kind === "query";
  return {
    name: definition.name,
    annotations: {
      readOnlyHint: query,
      destructiveHint: definition.kind === "purge",
      idempotentHint: query ? true : undefined,
    },
  };
}

const entries = [
  noteTool({
    definition: { name: "notes_search", kind: "query" },
    //                    ^ tool: notes_search readOnlyHint=true destructiveHint=false idempotentHint=true
    run: async () => "",
  }),
  noteTool({
    definition: { name: "notes_purge", kind: "purge" },
    //                    ^ tool: notes_purge readOnlyHint=false destructiveHint=true idempotentHint=…
    run: async () => "",
  }),
];

const server = new Server({ name: "notes", version: "1.0.0" }, { capabilities: { tools: {} } });
server.setRequestHandler(ListToolsRequestSchema, async () => ({
  tools: entries.map((made) => listed(made.definition)),
}));
