// Tools of the Swift SDK: one read, one whose hints are a member of
// another type.
import MCP

let listNotes = Tool(name: "list_notes", description: "Lists notes", inputSchema: .object([:]), annotations: .init(readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false)) // account: read
let archive = Tool(name: "archive", description: "Archives", inputSchema: .object([:]), annotations: presets.write) // account: unjudged

// SwiftMCP's macro: read.
@MCPServer(name: "Notes")
actor NotesServer {
    @MCPTool(hints: [.readOnly], idempotentHint: true) func listPinned() -> [String] { [] } // account: read
}
