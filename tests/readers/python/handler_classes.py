# Tools described by a class per tool (a low-level server listing each
# handler's `Tool`), the name passed up to the base's `__init__`.
from mcp.server import Server
from mcp.types import Tool, ToolAnnotations

TOOL_READ_NOTE = "notes_read"
TOOL_DROP_NOTE = "notes_drop"


class NoteTool:
    def __init__(self, tool_name: str):
        self.name = tool_name

    def describe(self) -> Tool:
        raise NotImplementedError()


class ReadNote(NoteTool):
    def __init__(self):
        super().__init__(TOOL_READ_NOTE)

    def describe(self):
        return Tool(
             # ^ tool: notes_read readOnlyHint=true
            name=self.name,
            description="Reads a note",
            inputSchema={"type": "object"},
            annotations=ToolAnnotations(readOnlyHint=True),
        )


class DropNote(NoteTool):
    def __init__(self):
        NoteTool.__init__(self, TOOL_DROP_NOTE)

    def describe(self):
        return Tool(name=self.name, description="Drops a note", inputSchema={"type": "object"})
        #      ^ tool: notes_drop -


class Archive(NoteTool):
    title = "archive"

    def __init__(self, name):
        super().__init__(name)

    def describe(self):
        return Tool(name=self.name, description="Archives", inputSchema={"type": "object"})
        #      ^ tool: ? -


app = Server("notes")
handlers = [ReadNote(), DropNote(), Archive("notes_archive")]


@app.list_tools()
async def list_tools() -> list[Tool]:
    return [handler.describe() for handler in handlers]
