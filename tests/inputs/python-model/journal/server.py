from fastmcp import FastMCP
from mcp.types import ToolAnnotations

from .naming import scoped


def create_journal(namespace: str = "") -> FastMCP:
    mcp = FastMCP("journal")
    prefix = scoped(namespace)

    @mcp.tool(
        name=prefix + "read_entries",
        annotations=ToolAnnotations(readOnlyHint=True, openWorldHint=False),
    )
    def read_entries() -> list[str]:
        return []

    @mcp.tool(name=f"{prefix}erase_entry", annotations=ToolAnnotations(destructiveHint=True))
    def erase_entry(entry_id: str) -> None:
        pass

    return mcp


def create_for(mcp: FastMCP, namespace: str) -> None:
    @mcp.tool(name=scoped(namespace) + "stamp", annotations=ToolAnnotations(readOnlyHint=False))
    def stamp() -> None:
        pass
