import { defineCatalogTool } from "./tool.js";

export default [
  defineCatalogTool({
    spec: { name: "catalog_search", kind: "read" },
    run: async () => "",
  }),
];
