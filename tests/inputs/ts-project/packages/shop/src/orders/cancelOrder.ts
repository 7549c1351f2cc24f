import { OrdersTool } from "../shopBase.js";
import { kindOf } from "./kinds.js";

export class CancelOrderTool extends OrdersTool {
  static toolName = "cancel_order";
  static kind = "remove";
}

// Its kind is computed at run time: registered, but not judged.
export class RefundOrderTool extends OrdersTool {
  static toolName = "refund_order";
  static kind = kindOf(process.env.REFUND_KIND);
}
