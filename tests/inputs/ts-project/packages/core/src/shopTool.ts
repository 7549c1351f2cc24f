import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";

export type ToolKind = "read" | "write" | "remove";

// Every tool of the shop is a subclass: its name and kind are static.
export abstract class ShopTool {
  public readonly name: string;
  public readonly kind: ToolKind;

  constructor({ name, kind }: { name: string; kind: ToolKind }) {
    this.name = name;
    this.kind = kind;
  }

  public get annotations() {
    const hints: { title: string; openWorldHint: boolean; readOnlyHint?: boolean; destructiveHint?: boolean } = {
      title: this.name,
      openWorldHint: false,
    };
    switch (this.kind) {
      case "read":
        hints.readOnlyHint = true;
        break;
      case "remove":
        hints.destructiveHint = true;
      // falls through
      case "write":
        hints.readOnlyHint = false;
        break;
    }
    return hints;
  }

  public register(server: McpServer): void {
    (server.registerTool as (name: string, config: object, cb: () => object) => void)(
      this.name,
      { annotations: this.annotations },
      () => ({ content: [] }),
    );
  }
}
