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
