using ModelContextProtocol.Server;

[McpServerToolType]
public static class NoteTools
{
    [McpServerTool(Name = "read_note", ReadOnly = true, OpenWorld = false)]
    //             ^ tool: read_note readOnlyHint=true openWorldHint=false
    public static string ReadNote(string id) => id;

    [McpServerTool(Name = "drop_note", Destructive = true)]
    //             ^ tool: drop_note destructiveHint=true
    public static string DropNote(string id) => id;
}
