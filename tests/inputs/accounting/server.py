# Tools of the Python SDK: one read, and a hint given to a function of
# the project no reader follows.
from mcp.server.fastmcp import FastMCP
from mcp.types import ToolAnnotations

mcp = FastMCP("notes")


@mcp.tool(annotations=ToolAnnotations(readOnlyHint=True, destructiveHint=False, idempotentHint=True, openWorldHint=False))  # account: read
def list_notes() -> list[str]:
    return []


register_all(mcp, TOOLS, readOnlyHint=False)  # account: value
