from mcp.server.fastmcp import FastMCP

from .hints import READ_ONLY

mcp = FastMCP("inventory")


@mcp.tool(annotations=READ_ONLY)
def list_items() -> list[str]:
    """The same name as the TypeScript server's tool: another server, no clash."""
    return []


@mcp.tool
def delete_item(item_id: str) -> None:
    pass


def register_exports(formats, hints_for):
    for export_format in formats:
        mcp.add_tool(exporter(export_format), name=f"export_{export_format}", annotations=hints_for(export_format))
