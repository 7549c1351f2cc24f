// A Kotlin server: hintlint does not parse Kotlin yet, so `unread-tool`
// says where its tools are instead of passing over them in silence.
fun registerReports(server: Server) {
    server.addTool(
        name = "export_report",
        description = "Export a report as CSV",
        toolAnnotations = ToolAnnotations(readOnlyHint = true, openWorldHint = false),
    ) { _ -> CallToolResult(content = listOf()) }
}
