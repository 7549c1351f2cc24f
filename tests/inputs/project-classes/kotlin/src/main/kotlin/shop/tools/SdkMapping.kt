package shop.tools

import io.modelcontextprotocol.kotlin.sdk.types.Tool
import io.modelcontextprotocol.kotlin.sdk.types.ToolSchema

/** The SDK's tool for one of the shop's. */
fun ShopTool.toSdkTool(): Tool = Tool(
    name = name,
    description = description,
    inputSchema = ToolSchema(),
    annotations = annotations,
)
