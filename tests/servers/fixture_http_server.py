#!/usr/bin/env python3
"""A small Streamable HTTP MCP server on 127.0.0.1 for hintlint's tests.

Prints its port on the first line of stdout, then serves POST /mcp: JSON for
initialize (with an Mcp-Session-Id), 202 for notifications and responses,
and a server-sent event stream for tools/list (the second page preceded by
a ping request to the client, and the stream held open a moment after the
answer). It serves the tools of fixture_server.py.

Usage: fixture_http_server.py [MODE]
  (none)     as above
  pingloop   answers every POST after initialize with a new ping on a stream
  sseping    sends a ping on the tools/list stream and answers only after the
             pong arrives (on a POST of its own)
  redirect   answers every POST with a 302 to another host
  longevent  streams one endless `data:` line for tools/list
  repeat     answers every tools/list page with the same cursor
  bearer     as (none), but every request needs `Authorization: Bearer
             fixture-token` (401 otherwise)
  echo       answers initialize with a JSON-RPC error whose message echoes
             the Authorization header, and anything else with a 500 whose
             body does
  modern     speaks only the modern era (2026-07-28): no session; every POST
             needs MCP-Protocol-Version and Mcp-Method matching its body (400
             with HeaderMismatch, -32020, otherwise), a request without the
             `_meta` envelope (initialize) is 400 with -32022; tools/list
             pages as JSON, then as an event stream
  modernold  answers server/discover with 400 and -32022 listing only
             2025-11-25, then serves the legacy era as (none)
  legacy     speaks only the legacy HTTP+SSE transport (2024-11-05): POST /mcp
             is 405; GET /mcp opens an event stream whose first event names
             the endpoint to POST messages to, and every answer comes on
             that stream
"""
import json
import os
import sys
import threading
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from fixture_server import PAGES  # noqa: E402

SESSION = "fixture-session-1"
MODE = sys.argv[1] if len(sys.argv) > 1 else ""
PONGED = threading.Event()
# The legacy transport: answers queued for the open event stream.
LEGACY_QUEUE = []
LEGACY_READY = threading.Condition()


class Handler(BaseHTTPRequestHandler):
    def log_message(self, *args):
        pass

    def rpc_refuse(self, status, code, text, data, message):
        body = json.dumps({"jsonrpc": "2.0", "id": message.get("id"),
                           "error": {"code": code, "message": text, "data": data}}).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def modern_post(self, message):
        method = message.get("method")
        version = ((message.get("params") or {}).get("_meta") or {}).get(
            "io.modelcontextprotocol/protocolVersion")
        if version is None:
            return self.rpc_refuse(400, -32022, "Unsupported protocol version",
                               {"supported": ["2026-07-28"], "requested": None}, message)
        if self.headers.get("MCP-Protocol-Version") != version or self.headers.get("Mcp-Method") != method:
            return self.rpc_refuse(400, -32020, "Header mismatch", None, message)
        if self.headers.get("Mcp-Session-Id") is not None:
            return self.rpc_refuse(400, -32600, "no sessions in 2026-07-28", None, message)
        if version != "2026-07-28":
            return self.rpc_refuse(400, -32022, "Unsupported protocol version",
                               {"supported": ["2026-07-28"], "requested": version}, message)
        if method == "server/discover":
            return self.reply_json({"jsonrpc": "2.0", "id": message["id"], "result": {
                "resultType": "complete", "supportedVersions": ["2026-07-28"],
                "capabilities": {"tools": {}},
                "_meta": {"io.modelcontextprotocol/serverInfo": {"name": "modern-http", "version": "1"}},
                "ttlMs": 1000, "cacheScope": "public"}})
        if method != "tools/list":
            return self.rpc_refuse(404, -32601, "Method not found", None, message)
        cursor = (message.get("params") or {}).get("cursor")
        page = int(cursor) if cursor else 0
        result = {"resultType": "complete", "tools": PAGES[page], "ttlMs": 0, "cacheScope": "public"}
        if page + 1 < len(PAGES):
            result["nextCursor"] = str(page + 1)
        answer = {"jsonrpc": "2.0", "id": message["id"], "result": result}
        if page == 1:
            return self.stream([answer])
        return self.reply_json(answer)

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

    def stream(self, messages, hold=0.0):
        self.send_response(200)
        self.send_header("Content-Type", "text/event-stream")
        self.end_headers()
        for message in messages:
            self.wfile.write(("event: message\ndata: %s\n\n" % json.dumps(message)).encode())
            self.wfile.flush()
        time.sleep(hold)

    def refuse(self, status):
        self.send_response(status)
        self.send_header("Content-Length", "0")
        self.end_headers()

    def do_GET(self):
        if MODE != "legacy" or not self.path.startswith("/mcp"):
            return self.refuse(405)
        self.send_response(200)
        self.send_header("Content-Type", "text/event-stream")
        self.end_headers()
        self.wfile.write(b"event: endpoint\ndata: /messages?sessionId=legacy-1\n\n")
        self.wfile.flush()
        deadline = time.time() + 20
        while time.time() < deadline:
            with LEGACY_READY:
                LEGACY_READY.wait(0.2)
                queued = LEGACY_QUEUE[:]
                del LEGACY_QUEUE[:]
            try:
                for message in queued:
                    self.wfile.write(("event: message\ndata: %s\n\n" % json.dumps(message)).encode())
                self.wfile.flush()
            except (BrokenPipeError, ConnectionResetError):
                return

    def legacy_post(self, message):
        if not self.path.startswith("/messages?sessionId=legacy-1"):
            return self.refuse(404 if self.path.startswith("/messages") else 405)
        self.refuse(202)
        method = message.get("method")
        if "id" not in message or method is None:
            return
        if method == "initialize":
            result = {"protocolVersion": "2024-11-05", "capabilities": {"tools": {}},
                      "serverInfo": {"name": "fixture-legacy", "version": "1.0"}}
        elif method == "tools/list":
            result = {"tools": PAGES[0]}
        else:
            result = None
        answer = {"jsonrpc": "2.0", "id": message["id"]}
        if result is None:
            answer["error"] = {"code": -32601, "message": "unknown"}
        else:
            answer["result"] = result
        with LEGACY_READY:
            LEGACY_QUEUE.append(answer)
            LEGACY_READY.notify_all()

    def do_POST(self):
        length = int(self.headers.get("Content-Length", "0"))
        message = json.loads(self.rfile.read(length))
        method = message.get("method")
        if MODE == "legacy":
            return self.legacy_post(message)
        if MODE == "modern":
            return self.modern_post(message)
        if MODE == "modernold" and method == "server/discover":
            return self.rpc_refuse(400, -32022, "Unsupported protocol version",
                               {"supported": ["2025-11-25"], "requested": "2026-07-28"}, message)
        if MODE == "bearer" and self.headers.get("Authorization") != "Bearer fixture-token":
            body = b'{"error": "invalid_token"}'
            self.send_response(401)
            self.send_header("WWW-Authenticate", 'Bearer realm="fixture"')
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)
            return
        if MODE == "echo":
            echoed = self.headers.get("Authorization", "")
            if method == "initialize":
                return self.reply_json({
                    "jsonrpc": "2.0",
                    "id": message.get("id"),
                    "error": {"code": -32001, "message": "rejected credentials: " + echoed},
                })
            body = ("server error for " + echoed).encode()
            self.send_response(500)
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)
            return
        if MODE == "redirect":
            self.send_response(302)
            self.send_header("Location", "http://elsewhere.invalid/mcp?token=stolen")
            self.send_header("Content-Length", "0")
            self.end_headers()
            return
        if MODE == "pingloop" and method != "initialize" and "id" in message:
            self.stream([{"jsonrpc": "2.0", "id": 5000 + int(time.time() * 1000) % 1000, "method": "ping"}])
            return
        if MODE == "sseping" and method is None and message.get("id") == 777:
            PONGED.set()
            self.send_response(202)
            self.send_header("Content-Length", "0")
            self.end_headers()
            return
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
        if method == "tools/list" and MODE == "longevent":
            self.send_response(200)
            self.send_header("Content-Type", "text/event-stream")
            self.end_headers()
            self.wfile.write(b"data: ")
            try:
                while True:
                    self.wfile.write(b"x" * 65536)
            except (BrokenPipeError, ConnectionResetError):
                return
        if method == "tools/list" and MODE == "repeat":
            self.reply_json({"jsonrpc": "2.0", "id": message["id"], "result": {"tools": PAGES[0], "nextCursor": "again"}})
            return
        if method == "tools/list" and MODE == "sseping":
            self.send_response(200)
            self.send_header("Content-Type", "text/event-stream")
            self.end_headers()
            ping = {"jsonrpc": "2.0", "id": 777, "method": "ping"}
            self.wfile.write(("event: message\ndata: %s\n\n" % json.dumps(ping)).encode())
            self.wfile.flush()
            if PONGED.wait(20):
                answer = {"jsonrpc": "2.0", "id": message["id"], "result": {"tools": PAGES[0]}}
                self.wfile.write(("event: message\ndata: %s\n\n" % json.dumps(answer)).encode())
                self.wfile.flush()
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
