package org.example.notes.mcp

import io.modelcontextprotocol.kotlin.sdk.types.ToolAnnotations

class NoteTools : NotesComponent() {
    init {
        register(NoteNames.LIST, "Lists the notes", ToolAnnotations(readOnlyHint = true)) { "[]" }
        //                                          ^ tool: list_notes readOnlyHint=true
        register(
            name = NoteNames.PURGE,
            description = "Deletes every note",
            hints = ToolAnnotations(destructiveHint = true, idempotentHint = true),
            //      ^ tool: purge_notes destructiveHint=true idempotentHint=true
        ) { "done" }
        register("count_notes", "Counts the notes") { "0" }
        //       ^ tool: count_notes -
    }
}
