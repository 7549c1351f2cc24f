using ModelContextProtocol.Server;
using Notes.Shared;

// Names from the constants of classes in other files (tool_names.cs): a
// class-qualified `const`, and one a base class declares.
[McpServerToolType]
public static class ArchiveTools
{
    [McpServerTool(Name = ToolNames.Archive, ReadOnly = false, Idempotent = ToolNames.Safe)]
    //             ^ tool: archive_note readOnlyHint=false idempotentHint=true
    public static string Archive(string id) => id;

    // A name no file declares: unjudged, never the method's name.
    [McpServerTool(Name = NoSuchNames.Unknown, ReadOnly = true)]
    //                    ^ unjudged: ?
    public static string Unknown(string id) => id;
}

[McpServerToolType]
public class SearchNotes : SearchToolBase
{
    [McpServerTool(Name = Name, ReadOnly = true)]
    //             ^ tool: search_notes readOnlyHint=true
    public string Run(string query) => query;
}
