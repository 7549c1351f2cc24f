import { OrdersTool } from "../shopBase.js";

export const ListOrdersName = "list_orders";

export class ListOrdersTool extends OrdersTool {
  static toolName = ListOrdersName;
  static kind = "read";
}
