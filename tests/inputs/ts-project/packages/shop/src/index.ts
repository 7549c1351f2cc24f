export type { ToolSchema } from "./listing/schema.js";
export { listingServer } from "./listing/server.js";
