#!/usr/bin/env python3
"""A small Streamable HTTP MCP server on 127.0.0.1 for hintlint's tests.

Prints its port on the first line of stdout, then serves POST /mcp: JSON for
initialize (with an Mcp-Session-Id), 202 for notifications and responses,
and a server-sent event stream for tools/list (the second page preceded by
a ping request to the client, and the stream held open a moment after the
answer). It serves the tools of fixture_server.py.
"""
import json
import os
import sys
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from fixture_server import PAGES  # noqa: E402

SESSION = "fixture-session-1"


class Handler(BaseHTTPRequestHandler):
    def log_message(self, *args):
        pass

    def reply_json(self, message, headers=()):
        body = json.dumps(message).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        for key, value in headers:
            self.send_header(key, value)
        self.end_headers()
        self.wfile.write(body)

    def do_DELETE(self):
        self.send_response(200)
        self.send_header("Content-Length", "0")
        self.end_headers()

    def do_POST(self):
        length = int(self.headers.get("Content-Length", "0"))
        message = json.loads(self.rfile.read(length))
        method = message.get("method")
        if method != "initialize" and self.headers.get("Mcp-Session-Id") != SESSION:
            self.send_response(400)
            self.send_header("Content-Length", "0")
            self.end_headers()
            return
        if method == "initialize":
            self.reply_json({"jsonrpc": "2.0", "id": message["id"], "result": {
                "protocolVersion": message["params"]["protocolVersion"],
                "capabilities": {"tools": {}},
                "serverInfo": {"name": "fixture-http", "version": "1.0"}}},
                headers=[("Mcp-Session-Id", SESSION)])
            return
        if "id" not in message or method is None:
            self.send_response(202)
            self.send_header("Content-Length", "0")
            self.end_headers()
            return
        if method == "tools/list":
            cursor = (message.get("params") or {}).get("cursor")
            page = int(cursor) if cursor else 0
            result = {"tools": PAGES[page]}
            if page + 1 < len(PAGES):
                result["nextCursor"] = str(page + 1)
            self.send_response(200)
            self.send_header("Content-Type", "text/event-stream")
            self.end_headers()
            if page == 1:
                ping = {"jsonrpc": "2.0", "id": 900, "method": "ping"}
                self.wfile.write(("event: message\ndata: %s\n\n" % json.dumps(ping)).encode())
            answer = {"jsonrpc": "2.0", "id": message["id"], "result": result}
            self.wfile.write(("event: message\ndata: %s\n\n" % json.dumps(answer)).encode())
            self.wfile.flush()
            time.sleep(0.2)
            return
        self.reply_json({"jsonrpc": "2.0", "id": message["id"], "error": {"code": -32601, "message": "unknown"}})


def main():
    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    print(server.server_address[1], flush=True)
    server.serve_forever()


if __name__ == "__main__":
    main()
