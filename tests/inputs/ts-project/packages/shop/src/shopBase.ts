import { ShopTool } from "@shop/core";

export abstract class OrdersTool extends ShopTool {
  protected readonly table = "orders";
}
