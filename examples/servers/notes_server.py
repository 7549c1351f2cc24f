"""A notes server on FastMCP: decorators with and without annotations."""

import httpx
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


@mcp.tool(
    title="Delete a note",
    annotations=ToolAnnotations(
        readOnlyHint=False, destructiveHint=False, idempotentHint=True, openWorldHint=True
    ),
)
async def delete_note(note_id: str) -> None:
    """Delete a note in the notes service."""
    async with httpx.AsyncClient() as client:
        await client.delete(f"https://notes.example.com/notes/{note_id}")
