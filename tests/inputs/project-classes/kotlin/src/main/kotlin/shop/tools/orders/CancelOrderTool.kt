package shop.tools.orders

import shop.tools.AbstractShopTool
import shop.tools.Presets

class CancelOrderTool : AbstractShopTool() {
    override val name = "cancel_order"
    override val annotations = Presets.change("Cancel an order", destructive = true)
}

class RenameOrderTool : AbstractShopTool() {
    override val name = "rename_order"
    override val annotations = Presets.change("Rename an order")
}
