package shop.tools

import io.modelcontextprotocol.kotlin.sdk.types.ToolAnnotations

/** What every tool of the shop declares. */
interface ShopTool {
    val name: String
    val description: String
    val annotations: ToolAnnotations
}

/** The base of the shop's tools. */
abstract class AbstractShopTool : ShopTool {
    override val description = ""
}
