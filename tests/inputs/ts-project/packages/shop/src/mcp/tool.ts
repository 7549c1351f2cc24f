export type ToolSchema = {
  name: string;
  type: "readOnly" | "action";
};

// What tools/list answers for each tool: the hints follow `type`.
export function toListedTool(tool: ToolSchema) {
  const readOnly = tool.type === "readOnly";
  return {
    name: tool.name,
    annotations: { readOnlyHint: readOnly, destructiveHint: !readOnly, openWorldHint: true },
  };
}
