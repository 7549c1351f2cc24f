# The server comes from a sibling module written for the official SDK,
# whose add_tool takes a function and annotations=: a fix writes into it.
from .app import mcp


def export_report(report_id: str) -> str:
    return report_id


mcp.add_tool(export_report)
