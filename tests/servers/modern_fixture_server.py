#!/usr/bin/env python3
"""MCP servers over stdio for hintlint's tests of the era probe (2026-07-28).

Every method received is written to stderr as `got METHOD` (with the
protocol version it carried), so that a test can tell what hintlint sent.

Usage: modern_fixture_server.py MODE
  modern     modern only: answers server/discover with a DiscoverResult,
             initialize with UnsupportedProtocolVersionError (-32022), and
             tools/list (only with the `_meta` envelope) over three pages
             with resultType, ttlMs and cacheScope
  retry      as modern, but answers the first request with -32022 listing
             2026-07-28 and 2025-11-25
  foreign    answers everything with -32022 listing only 2099-01-01
  oldonly    answers server/discover with -32022 listing only 2025-03-26,
             then serves the legacy era
  invalid    legacy: answers server/discover with -32602 (not -32601)
  silent     legacy: never answers a request before initialize
  exiting    legacy: exits when a request other than initialize comes first
  slow       modern, but the first answer comes only after 4 seconds
  incomplete modern, but tools/list answers with resultType input_required
"""
import json
import sys
import time

sys.path.insert(0, __import__("os").path.dirname(__import__("os").path.abspath(__file__)))
from fixture_server import PAGES  # noqa: E402

MODERN = "2026-07-28"
VERSION_KEY = "io.modelcontextprotocol/protocolVersion"


def send(message):
    sys.stdout.write(json.dumps(message) + "\n")
    sys.stdout.flush()


def unsupported(message, supported):
    send({"jsonrpc": "2.0", "id": message["id"], "error": {
        "code": -32022, "message": "Unsupported protocol version",
        "data": {"supported": supported, "requested": requested(message)}}})


def requested(message):
    params = message.get("params") or {}
    return (params.get("_meta") or {}).get(VERSION_KEY) or params.get("protocolVersion")


def modern(message, mode):
    method = message.get("method")
    if method == "server/discover":
        send({"jsonrpc": "2.0", "id": message["id"], "result": {
            "resultType": "complete", "supportedVersions": [MODERN],
            "capabilities": {"tools": {}},
            "_meta": {"io.modelcontextprotocol/serverInfo": {"name": "modern-fixture", "version": "1.0"}},
            "ttlMs": 60000, "cacheScope": "public"}})
    elif method == "tools/list":
        if requested(message) != MODERN:
            return unsupported(message, [MODERN])
        if mode == "incomplete":
            send({"jsonrpc": "2.0", "id": message["id"], "result": {
                "resultType": "input_required", "inputRequests": {}}})
            return
        cursor = (message.get("params") or {}).get("cursor")
        page = int(cursor) if cursor else 0
        result = {"resultType": "complete", "tools": PAGES[page], "ttlMs": 0, "cacheScope": "private"}
        if page + 1 < len(PAGES):
            result["nextCursor"] = str(page + 1)
        send({"jsonrpc": "2.0", "id": message["id"], "result": result})
    elif "id" in message:
        # initialize among them: a modern-only server names its versions.
        unsupported(message, [MODERN])


def legacy(message, mode, initialized):
    method = message.get("method")
    if method == "initialize":
        send({"jsonrpc": "2.0", "id": message["id"], "result": {
            "protocolVersion": message["params"]["protocolVersion"],
            "capabilities": {"tools": {}},
            "serverInfo": {"name": "legacy-fixture", "version": "1.0"}}})
        return True
    if "id" not in message:
        return initialized
    if not initialized:
        if mode == "silent":
            return False
        if mode == "exiting":
            sys.stderr.write("fatal: request before initialize\n")
            sys.exit(1)
        if mode == "oldonly" and method == "server/discover":
            unsupported(message, ["2025-03-26"])
            return False
        code = -32602 if mode == "invalid" else -32601
        send({"jsonrpc": "2.0", "id": message["id"], "error": {"code": code, "message": "not now"}})
        return False
    if method == "tools/list":
        cursor = (message.get("params") or {}).get("cursor")
        page = int(cursor) if cursor else 0
        result = {"tools": PAGES[page]}
        if page + 1 < len(PAGES):
            result["nextCursor"] = str(page + 1)
        send({"jsonrpc": "2.0", "id": message["id"], "result": result})
    return initialized


def main():
    mode = sys.argv[1] if len(sys.argv) > 1 else "modern"
    first = True
    initialized = False
    for line in sys.stdin:
        message = json.loads(line)
        sys.stderr.write("got %s %s\n" % (message.get("method"), requested(message)))
        sys.stderr.flush()
        if mode == "slow" and first:
            time.sleep(4)
        if mode == "foreign" and "id" in message:
            unsupported(message, ["2099-01-01"])
        elif mode == "retry" and first:
            unsupported(message, [MODERN, "2025-11-25"])
        elif mode in ("modern", "retry", "slow", "incomplete"):
            modern(message, mode)
        else:
            initialized = legacy(message, mode, initialized)
        first = False


if __name__ == "__main__":
    main()
