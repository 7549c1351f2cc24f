"""The gateway clients connect to: it mounts the product servers."""

from fastmcp import FastMCP

from . import status
from .handbook import mcp as handbook_server
from .tickets import tickets

gateway = FastMCP("Gateway")

gateway.mount(tickets, namespace="tickets")
gateway.mount(handbook_server, namespace="handbook")
gateway.mount(status.mcp, prefix="status")
