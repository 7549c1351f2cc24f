import io.modelcontextprotocol.kotlin.sdk.server.Server
import io.modelcontextprotocol.kotlin.sdk.types.CallToolResult
import io.modelcontextprotocol.kotlin.sdk.types.TextContent
import io.modelcontextprotocol.kotlin.sdk.types.ToolAnnotations

fun registerLedger(server: Server) {
    server.addTool(name = "close", description = "Closes", toolAnnotations = ToolAnnotations()) { _ ->
        CallToolResult(content = listOf(TextContent("closed")))
    }
}
