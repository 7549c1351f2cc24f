package shop.tools.orders

import shop.tools.AbstractShopTool
import shop.tools.Presets

class ListOrdersTool : AbstractShopTool() {
    override val name = "list_orders"
    override val annotations = Presets.inspection("List orders")
}
