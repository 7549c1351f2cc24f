"""The handbook's tools: its server is named `mcp` here and imported
under another name by the gateway."""

from fastmcp import FastMCP

mcp = FastMCP("Handbook")


@mcp.tool(annotations={"readOnlyHint": True, "openWorldHint": False})
def search(query: str) -> list[str]:
    """Search the handbook."""
    return []
