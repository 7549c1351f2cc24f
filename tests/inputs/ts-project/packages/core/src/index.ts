export { Logger } from "./logger.js";
export { ShopTool, type ToolKind } from "./shopTool.js";
