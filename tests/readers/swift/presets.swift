import MCP

// Presets declared on the SDK's type, named as its members.
extension Tool.Annotations {
    static let inspection = Tool.Annotations(readOnlyHint: true, openWorldHint: false)
}

struct StatusTool {
    func tool() -> Tool {
        Tool(
            name: "status",
            description: "The service's status",
            inputSchema: .object([:]),
            annotations: .inspection
            //           ^ tool: status readOnlyHint=true openWorldHint=false
        )
    }
}
