import MCP

let readOnly = true

enum Tools {
    static let listNotes = Tool(
        name: "list_notes",
        description: "Every note's title",
        inputSchema: .object([:]),
        annotations: .init(readOnlyHint: readOnly, openWorldHint: false)
        //           ^ tool: list_notes readOnlyHint=true openWorldHint=false
    )
}

await server.withMethodHandler(ListTools.self) { _ in
    .init(tools: [Tools.listNotes])
}
