#!/usr/bin/env python3
"""An MCP server built with PyPI's `mcp` 2.x (MCPServer) for hintlint's tests.

Usage: py_sdk_server.py TRANSPORT
  stdio   serves over stdio
  http    serves Streamable HTTP on 127.0.0.1 at /mcp; prints its port on the
          first line of stdout
It serves the tools of fixture_server.py, in whichever era the client opens
with (mcp 2.3 is dual-era).
"""
import socket
import sys

from mcp.server.mcpserver import MCPServer
from mcp.types import ToolAnnotations


def annotations(read_only, destructive, idempotent, open_world):
    return ToolAnnotations(readOnlyHint=read_only, destructiveHint=destructive,
                           idempotentHint=idempotent, openWorldHint=open_world)


def main():
    transport = sys.argv[1] if len(sys.argv) > 1 else "stdio"
    port = 0
    if transport == "http":
        with socket.socket() as probe:
            probe.bind(("127.0.0.1", 0))
            port = probe.getsockname()[1]
    server = MCPServer("py-sdk")

    @server.tool(annotations=annotations(True, False, True, False), meta={"http": {"method": "GET", "path": "/items"}})
    def list_items() -> str:
        return "ok"

    @server.tool(annotations=annotations(False, False, False, True), meta={"http": {"method": "POST", "path": "/items"}})
    def create_item() -> str:
        return "ok"

    @server.tool(meta={"http": {"method": "PUT", "path": "/items/{id}"}})
    def replace_item() -> str:
        return "ok"

    @server.tool(annotations=annotations(False, True, True, False), meta={"http": {"method": "PATCH", "path": "/items/{id}"}})
    def edit_item() -> str:
        return "ok"

    @server.tool(annotations=annotations(False, True, True, False), meta={"http": {"method": "DELETE", "path": "/items/{id}"}})
    def delete_item() -> str:
        return "ok"

    if transport == "http":
        print(port, flush=True)
        server.run("streamable-http", host="127.0.0.1", port=port)
    else:
        server.run("stdio")


if __name__ == "__main__":
    main()
