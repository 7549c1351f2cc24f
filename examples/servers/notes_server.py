"""A notes server on FastMCP: decorators with and without annotations."""

from mcp.server.fastmcp import FastMCP
from mcp.types import ToolAnnotations

mcp = FastMCP("notes")


@mcp.tool()
def add_note(text: str) -> str:
    """Add a note."""
    return text


@mcp.tool(
    title="Search notes",
    annotations=ToolAnnotations(readOnlyHint=True, destructiveHint=True),
)
def search_notes(query: str) -> list[str]:
    """Search the notes."""
    return []
