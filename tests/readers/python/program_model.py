from fastmcp import FastMCP
from mcp.types import ToolAnnotations

KIND = "notes"


def _prefix(namespace: str) -> str:
    if namespace:
        if namespace.endswith("_"):
            return namespace
        return namespace + "_"
    else:
        return ""


def build(namespace: str = "", label: str = KIND):
    mcp = FastMCP("journal")
    prefix = _prefix(namespace)
    scoped = f"{label}_" if label else ""

    @mcp.tool(name=prefix + "list_entries", annotations=ToolAnnotations(readOnlyHint=True))
    # ^ tool: list_entries readOnlyHint=true
    def list_entries() -> list[str]:
        return []

    @mcp.tool(name=scoped + "purge", annotations=ToolAnnotations(destructiveHint=True))
    # ^ tool: notes_purge destructiveHint=true
    def purge() -> None:
        pass

    return mcp


def mount(mcp, namespace):
    @mcp.tool(name=_prefix(namespace) + "archive", annotations=ToolAnnotations(readOnlyHint=False))
    # ^ tool: ? readOnlyHint=false
    def archive() -> None:
        pass
