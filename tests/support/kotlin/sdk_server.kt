// A stub of the Kotlin MCP SDK's server, as hintlint's fixtures call it
// (see sdk_types.kt).
package io.modelcontextprotocol.kotlin.sdk.server

import io.modelcontextprotocol.kotlin.sdk.types.CallToolRequest
import io.modelcontextprotocol.kotlin.sdk.types.CallToolResult
import io.modelcontextprotocol.kotlin.sdk.types.Tool
import io.modelcontextprotocol.kotlin.sdk.types.ToolAnnotations
import io.modelcontextprotocol.kotlin.sdk.types.ToolSchema

class RegisteredTool(val tool: Tool, val handler: (CallToolRequest) -> CallToolResult)

class Server {
    fun addTool(
        name: String,
        description: String,
        inputSchema: ToolSchema = ToolSchema(),
        title: String? = null,
        outputSchema: ToolSchema? = null,
        toolAnnotations: ToolAnnotations? = null,
        handler: (CallToolRequest) -> CallToolResult,
    ) {}

    fun addTool(tool: Tool, handler: (CallToolRequest) -> CallToolResult) {}

    fun addTools(toolsToAdd: List<RegisteredTool>) {}
}
