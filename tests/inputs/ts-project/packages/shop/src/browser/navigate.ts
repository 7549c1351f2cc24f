import { defineBrowserTool } from "./tool.js";

const back = defineBrowserTool({
  schema: { name: "browser_back", type: "action" },
  handle: async () => {},
});

const snapshot = defineBrowserTool({
  schema: { name: "browser_snapshot", type: "readOnly" },
  handle: async () => {},
});

export default [back, snapshot];
