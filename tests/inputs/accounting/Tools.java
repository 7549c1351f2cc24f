// Tools of Spring AI: one read, one whose name and hints are constants of
// other classes.
import org.springframework.ai.mcp.annotation.McpTool;

public class NotesTools {
    @McpTool(name = "list_notes", description = "Lists notes", annotations = @McpTool.McpAnnotations(readOnlyHint = true, destructiveHint = false, idempotentHint = true, openWorldHint = false)) // account: read
    public String listNotes() { return ""; }

    static final java.util.Map<String, Boolean> KEPT = java.util.Map.of("readOnlyHint", true);
}

class ArchiveTools {
    @McpTool(name = Names.ARCHIVE, annotations = Presets.WRITE)
    public String archive() { return ""; } // account: unjudged
}
