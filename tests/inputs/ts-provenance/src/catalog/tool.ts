import type { Spec } from "../listing/spec.js";

export type CatalogTool = {
  spec: Spec;
  run: () => Promise<string>;
};

export function defineCatalogTool(tool: CatalogTool): CatalogTool {
  return tool;
}
