"""A server of its own, imported whole by the gateway."""

from fastmcp import FastMCP

mcp = FastMCP("Status")


@mcp.tool(annotations={"readOnlyHint": True, "openWorldHint": True})
def search(query: str) -> list[str]:
    """Search status pages."""
    return []
