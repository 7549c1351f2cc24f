"""The contacts server: its tool names come from `names.py`."""

import os

from mcp.server.fastmcp import FastMCP

from . import names
from .names import PREFIX, Tools

mcp = FastMCP("Contacts")


@mcp.tool(name=Tools.SEARCH.value)
def search(query: str) -> list[str]:
    """Search contacts."""
    return []


@mcp.tool(name=Tools.EXPORT)
def export() -> str:
    """Export every contact."""
    return ""


@mcp.tool(name=f"{PREFIX}_merge")
def merge(first: str, second: str) -> str:
    """Merge two contacts."""
    return first


@mcp.tool(name=names.PREFIX + "_delete")
def delete(contact: str) -> str:
    """Delete a contact."""
    return contact


@mcp.tool(name=os.environ.get("PURGE_TOOL", "purge"))
def purge() -> str:
    """Named at run time."""
    return ""
