import io.modelcontextprotocol.kotlin.sdk.server.Server
import io.modelcontextprotocol.kotlin.sdk.types.CallToolResult
import io.modelcontextprotocol.kotlin.sdk.types.TextContent
import io.modelcontextprotocol.kotlin.sdk.types.ToolAnnotations

val server = Server(serverInfo, options)

server.addTool(name = "close", description = "Closes the month", toolAnnotations = ToolAnnotations()) { _ -> CallToolResult(content = listOf(TextContent("closed"))) }
