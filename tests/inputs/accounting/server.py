# Tools of the Python SDK: one read, one added from a table no reader
# follows, and hints kept in a class body.
from mcp.server.fastmcp import FastMCP
from mcp.types import ToolAnnotations

mcp = FastMCP("notes")


@mcp.tool(annotations=ToolAnnotations(readOnlyHint=True, destructiveHint=False, idempotentHint=True, openWorldHint=False))  # account: read
def list_notes() -> list[str]:
    return []


for name in TOOLS:
    mcp.tool(name=name)(handlers[name])  # account: unread


class Presets:
    archive = dict(readOnlyHint=False)  # account: value
