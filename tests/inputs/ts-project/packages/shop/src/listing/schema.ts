import type { z } from "zod";
import type { Tool } from "@modelcontextprotocol/sdk/types.js";

export type ToolSchema = {
  name: string;
  title: string;
  input: z.Schema;
  kind: "look" | "assert" | "act";
};

// What tools/list answers for each page tool.
export function listedTool(schema: ToolSchema): Tool {
  const looks = schema.kind === "look" || schema.kind === "assert";
  return {
    name: schema.name,
    inputSchema: { type: "object" },
    annotations: { title: schema.title, readOnlyHint: looks, destructiveHint: !looks, openWorldHint: true },
  };
}
