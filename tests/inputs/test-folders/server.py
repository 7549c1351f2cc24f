from mcp.server.fastmcp import FastMCP

mcp = FastMCP("catalog")


@mcp.tool()
def search(query: str) -> list[str]:
    return []
