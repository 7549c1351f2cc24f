package org.example.notes.mcp

import io.modelcontextprotocol.kotlin.sdk.server.Server
import io.modelcontextprotocol.kotlin.sdk.types.CallToolResult
import io.modelcontextprotocol.kotlin.sdk.types.Tool
import io.modelcontextprotocol.kotlin.sdk.types.ToolAnnotations
import io.modelcontextprotocol.kotlin.sdk.types.ToolSchema

// The project's base: each call of `register` in a subclass is a tool
// (component_tools.kt), read there with the call's arguments.
abstract class NotesComponent {
    private val pending = mutableListOf<(Server) -> Unit>()

    fun install(server: Server) = pending.forEach { it(server) }

    fun register(
        name: String,
        description: String,
        hints: ToolAnnotations? = null,
        handler: suspend (String) -> String,
    ) {
        pending += { server ->
            val tool = Tool(name = name, description = description, inputSchema = ToolSchema(), annotations = hints)
                                                                                                           // ^ unjudged: ?
            server.addTool(tool) { _ -> CallToolResult(content = emptyList()) }
        }
    }
}

object NoteNames {
    const val LIST = "list_notes"
    const val PURGE = "purge_notes"
}
