import { defineTool, definePageTool } from "./define.js";
import { NAMES } from "./names.js";
import { READ_ONLY } from "./presets.js";

export const findCustomer = defineTool({
  name: NAMES.findCustomer,
  annotations: { ...READ_ONLY, title: "Find a customer" },
  handler: () => ({ content: [] }),
});

export const mergeCustomers = definePageTool((page) => ({
  name: NAMES.mergeCustomers,
  annotations: { readOnlyHint: false },
  handler: () => ({ content: [{ type: "text", text: page }] }),
}));
