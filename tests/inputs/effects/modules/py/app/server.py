"""Handlers whose calls go into sibling modules: followed there."""

from mcp.server.fastmcp import FastMCP
from mcp.types import ToolAnnotations

from . import notes
from .items import delete_item

mcp = FastMCP("modules")


# The handler calls a function of a module imported by name: its DELETE
# is in items.py.
@mcp.tool(annotations=ToolAnnotations(readOnlyHint=True))
def remove_item(item_id: str) -> str:
    """Remove an item."""
    delete_item(item_id)
    return "removed"


# A function of a module imported whole, whose helper writes the file:
# two calls down, in notes.py.
@mcp.tool(annotations=ToolAnnotations(readOnlyHint=False, destructiveHint=False))
def save_note(name: str, text: str) -> str:
    """Save a note."""
    notes.save(name, text)
    return "saved"
