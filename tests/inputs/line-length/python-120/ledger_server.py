from mcp.server.fastmcp import FastMCP
from mcp.types import ToolAnnotations

mcp = FastMCP("ledger")

# Past 88 once fixed, within the project's 120: kept on one line.
posting = ToolAnnotations(readOnlyHint=False)


@mcp.tool(annotations=posting)
def post_entry(amount: int) -> str:
    """Post an entry to the ledger."""
    return "posted"


# Past 120 once fixed: split as ruff format splits it at 120.
@mcp.tool(annotations=ToolAnnotations(title="Close the month and archive its entries", readOnlyHint=False))
def close_month(month: str) -> str:
    """Close the ledger for a month."""
    return month
