import io.modelcontextprotocol.kotlin.sdk.server.Server
import io.modelcontextprotocol.kotlin.sdk.types.CallToolResult
import io.modelcontextprotocol.kotlin.sdk.types.Tool
import io.modelcontextprotocol.kotlin.sdk.types.ToolAnnotations
import io.modelcontextprotocol.kotlin.sdk.types.ToolSchema

fun Server.weather() {
    addTool(
        name = "get_forecast",
        description = "Forecast for a point",
        toolAnnotations = ToolAnnotations(readOnlyHint = true, openWorldHint = true),
        //                ^ tool: get_forecast readOnlyHint=true openWorldHint=true
    ) { _ -> CallToolResult(content = emptyList()) }

    // Positional arguments, in ToolAnnotations' order.
    val clear = Tool(
        name = "clear_cache",
        inputSchema = ToolSchema(),
        annotations = ToolAnnotations("Clear the cache", false, true),
        //            ^ tool: clear_cache readOnlyHint=false destructiveHint=true
    )
    addTool(clear) { _ -> CallToolResult(content = emptyList()) }
}
