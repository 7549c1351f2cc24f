// The names and hints other files' tools take from this file's classes
// (read by names.cs): no tool here.
namespace Notes.Shared;

public static class ToolNames
{
    public const string Archive = "archive_note";
    public const bool Safe = true;
}

public abstract class SearchToolBase
{
    protected const string Name = "search_notes";
}
