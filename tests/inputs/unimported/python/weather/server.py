from mcp.server.fastmcp import FastMCP

mcp = FastMCP("weather")

from weather import forecasts  # noqa: E402  (registers its tools)


def main() -> None:
    mcp.run()
