import io.modelcontextprotocol.kotlin.sdk.server.Server
import io.modelcontextprotocol.kotlin.sdk.types.ToolAnnotations

// The reports are registered through the project's own extension,
// `registerReport`, defined in another module: hintlint does not follow it
// there, so `unread-tool` says where these hints are instead of passing
// over them in silence.
fun registerReports(server: Server) {
    server.registerReport(
        name = "export_report",
        annotations = ToolAnnotations(readOnlyHint = true, openWorldHint = false),
    )
}
