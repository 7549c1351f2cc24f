using ModelContextProtocol.Protocol;

// The project's base classes, and the low-level `tools/list` handler that
// turns their instances into the SDK's `Tool`. No tool is written here.
internal abstract class NoteToolBase
{
    public abstract string Name { get; }

    public abstract string Description { get; }
}

internal abstract class PinnedToolBase : NoteToolBase
{
}

internal abstract class HintedToolBase
{
    public abstract string Name { get; }

    public abstract ToolAnnotations Annotations { get; }
}

internal sealed class NotesServer(IReadOnlyList<NoteToolBase> tools, IReadOnlyList<HintedToolBase> hinted)
{
    public ListToolsResult List() => new()
    {
        Tools = [
            .. tools.Select(tool => new Tool { Name = tool.Name, Description = tool.Description }),
            .. hinted.Select(tool => new Tool { Name = tool.Name, Annotations = tool.Annotations }),
        ],
    };
}
