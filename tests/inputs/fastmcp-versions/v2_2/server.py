# FastMCP 2.2 (as requirements.txt pins it): neither the decorator nor
# add_tool takes annotations=, so no fix writes them.
from fastmcp import FastMCP

mcp = FastMCP("reports")


@mcp.tool()
def list_reports() -> list[str]:
    return []


def export_report(report_id: str) -> str:
    return report_id


mcp.add_tool(export_report, name="export")
