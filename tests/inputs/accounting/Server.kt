// Tools of the Kotlin SDK: one read, one whose hints a helper returns.
import io.modelcontextprotocol.kotlin.sdk.ToolAnnotations

fun register(server: Server) {
    server.addTool(name = "list_notes", description = "Lists notes", toolAnnotations = ToolAnnotations(readOnlyHint = true, destructiveHint = false, idempotentHint = true, openWorldHint = false)) { _ -> result() } // account: read
    server.addTool(name = "archive", description = "Archives", toolAnnotations = presetFor("archive")) { _ -> result() } // account: unjudged
}
