// Tools of the C# SDK: one read, and one made by a factory no reader
// follows.
using ModelContextProtocol.Server;

[McpServerToolType]
public static class NotesTools
{
    [McpServerTool(Name = "list_notes", ReadOnly = true, Destructive = false, Idempotent = true, OpenWorld = false)] // account: read
    public static string[] ListNotes() => new string[0];

    public static McpServerTool Archive() => McpServerTool.Create(ArchiveNote, Options()); // account: unread
}

// McpPlugin's attribute (Unity-MCP): read.
public partial class Tool_Notes
{
    [AiTool("notes-pin", Title = "Pin", IdempotentHint = true, DestructiveHint = false)] // account: read
    public string Pin(string id) => id;
}
