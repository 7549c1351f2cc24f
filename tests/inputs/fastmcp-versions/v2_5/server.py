# FastMCP 2.5 (as pyproject.toml pins it): add_tool takes a function, with
# name= and annotations=, so a fix writes into the call.
from fastmcp import FastMCP

mcp = FastMCP("reports")


def export_report(report_id: str) -> str:
    return report_id


mcp.add_tool(export_report)
