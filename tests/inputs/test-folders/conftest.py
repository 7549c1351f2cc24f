import pytest
from mcp.server.fastmcp import FastMCP


@pytest.fixture
def server():
    fixture = FastMCP("fixture")
    fixture.add_tool(lambda: "pong", name="ping")
    return fixture
