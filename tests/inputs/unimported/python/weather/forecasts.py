from weather.server import mcp


@mcp.tool(annotations={"title": "Forecast"})
def forecast(city: str) -> str:
    return city
