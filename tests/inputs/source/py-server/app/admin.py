from . import hints

from .server import mcp


@mcp.tool(annotations=hints.READ_ONLY)
def audit_log() -> list[str]:
    return []
