"""The ticket tracker's tools, served under the `tickets` namespace."""

from fastmcp import FastMCP

tickets = FastMCP("Tickets")


@tickets.tool(annotations={"readOnlyHint": True, "openWorldHint": True})
def search(query: str) -> list[str]:
    """Search tickets."""
    return []
