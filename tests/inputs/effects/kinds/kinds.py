"""Effect kinds the other fixtures of Python do not show: a GraphQL
mutation and mail sent, each behind readOnlyHint: true."""

import smtplib

import requests
from mcp.server.fastmcp import FastMCP
from mcp.types import ToolAnnotations

mcp = FastMCP("kinds")
API = "https://api.example.com"


@mcp.tool(annotations=ToolAnnotations(readOnlyHint=True))
def create_issue(title: str) -> str:
    """Create an issue over GraphQL."""
    return requests.post(
        f"{API}/graphql",
        json={"query": "mutation Create($t: String!) { createIssue(title: $t) { id } }"},
        timeout=10,
    ).text


@mcp.tool(annotations=ToolAnnotations(readOnlyHint=True))
def notify(text: str) -> str:
    """Mail the team."""
    server = smtplib.SMTP("smtp.example.com")
    server.sendmail("bot@example.com", ["team@example.com"], text)
    return "sent"
