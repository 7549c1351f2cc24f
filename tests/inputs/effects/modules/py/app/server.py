"""Handlers whose calls go into sibling modules: followed there."""

from mcp.server.fastmcp import FastMCP
from mcp.types import ToolAnnotations

from . import api, notes
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


# Traps in another module: a log file written beside a GET is a read.
@mcp.tool(annotations=ToolAnnotations(readOnlyHint=True))
def get_user(user_id: str) -> str:
    """Read a user."""
    return api.get_user(user_id)


# The method comes from the caller's parameter: a note at most.
@mcp.tool(annotations=ToolAnnotations(readOnlyHint=True))
def call_api(method: str, path: str) -> str:
    """Call the API with a method of the caller's."""
    return api.call(method, path)
