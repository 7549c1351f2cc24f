# The station tools of the first version, no longer registered: nothing
# imports this module.
from weather.server import mcp


@mcp.tool(annotations={"title": "Delete station"})
def delete_station(station: str) -> str:
    return station
