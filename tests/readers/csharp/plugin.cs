using System.ComponentModel;
using com.IvanMurzak.McpPlugin;

// McpPlugin's attribute: the name is the first argument (a literal or a
// constant of the class), the title the second or `Title =`; a hint is
// sent only when its property is assigned.
[AiToolType]
public partial class Tool_Notes
{
    public const string NotesReadToolId = "notes-read";

    [AiTool
    (
        NotesReadToolId,
        // ^ tool: notes-read readOnlyHint=true idempotentHint=true
        Title = "Notes / Read",
        ReadOnlyHint = true,
        IdempotentHint = true
    )]
    [Description("Reads a note.")]
    public string Read(string id) => id;

    [AiTool("notes-purge", "Notes / Purge", DestructiveHint = true, OpenWorldHint = false, Enabled = false)]
    //     ^ tool: notes-purge destructiveHint=true openWorldHint=false
    public string Purge(string id) => id;

    [McpPluginTool("notes-list")]
    //            ^ tool: notes-list -
    public string List() => "";

    // Served over the plugin's HTTP API only: no MCP tool.
    [AiTool("notes-ping", ReadOnlyHint = true, ToolType = McpToolType.System)]
    public string Ping() => "pong";
}
