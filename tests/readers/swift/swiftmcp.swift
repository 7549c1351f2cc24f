import SwiftMCP

// SwiftMCP's macro: the name is `name:` (a string literal), else the
// function's; a hint is sent only when true, from `hints:` or a
// `…Hint: true` literal.
@MCPServer(name: "Notes")
actor NotesServer {
    /// Lists the notes.
    @MCPTool
    public func listNotes() async throws -> [String] {
    //          ^ tool: listNotes -
        []
    }

    /// Reads a note.
    @MCPTool(name: "read_note", hints: [.readOnly, .idempotent])
    //             ^ tool: read_note readOnlyHint=true idempotentHint=true
    public func readNote(id: String) -> String { id }

    /// Drops a note; `openWorldHint: false` is not sent.
    @MCPTool(description: "Drops a note", destructiveHint: true, openWorldHint: false)
    //                                     ^ tool: dropNote destructiveHint=true
    public func dropNote(id: String) {}

    /// Hints the reader cannot list.
    @MCPTool(hints: shared)
    //              ^ unjudged: archiveNote
    public func archiveNote(id: String) {}
}
