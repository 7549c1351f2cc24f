using ModelContextProtocol.Protocol;

// Tools made through the project's base classes, which
// derived_registrar.cs turns into the SDK's `Tool` (`Name = tool.Name`,
// no `Annotations`): named by the overridden `Name`, no hint sent.
internal static class NoteNames
{
    internal const string Archive = "archive_note";
}

internal sealed class ArchiveNoteTool(INotes notes) : NoteToolBase
//                    ^ tool: archive_note -
{
    public override string Name => NoteNames.Archive;

    public override string Description => "Archives a note.";
}

// Two classes deep: `PinnedToolBase : NoteToolBase`.
internal sealed class PinNoteTool : PinnedToolBase
//                    ^ tool: pin_note -
{
    public override string Name { get; } = "pin_note";
}

// A base whose `Tool` takes the project's annotations: not followed yet.
internal sealed class PurgeNotesTool : HintedToolBase
//                    ^ unjudged: purge_notes
{
    public override string Name => "purge_notes";
}

// An abstract class makes no tool, and neither does a class whose base
// no file turns into a `Tool`.
internal abstract class DraftToolBase : NoteToolBase
{
    public override string Name => "draft";
}

internal sealed class Unrelated : SomethingElse
{
    public override string Name => "unrelated";
}
