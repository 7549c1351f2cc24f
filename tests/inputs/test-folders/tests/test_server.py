# A test that builds a throwaway server around the real tool: not a server
# of the project, so a walk does not lint it.
from mcp.server.fastmcp import FastMCP

from server import search

scratch = FastMCP("scratch")
scratch.add_tool(search)


@scratch.tool()
def search_twice(query: str) -> list[str]:
    return search(query) + search(query)
