export type Definition = {
  name: string;
  annotations: Record<string, unknown>;
  handler: () => object;
};

export function defineTool(definition: Definition): Definition {
  return definition;
}

export function definePageTool(make: (page: string) => Definition) {
  return make;
}
