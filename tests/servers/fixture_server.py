#!/usr/bin/env python3
"""A small MCP server over stdio for hintlint's tests.

Usage: fixture_server.py MODE
  paginated   serves TOOLS over three pages; before the second page it asks
              the client for ping and roots/list and waits for the answers
  banner      like paginated, but prints a banner line on stdout first
  crash       exits with an error on stderr when it receives initialize
  hang        never answers tools/list
  error       answers tools/list with a JSON-RPC error
  deaf        after initialize, sends pings forever and never reads stdin
  flood       after initialize, writes notifications as fast as it can
  longline    after initialize, writes one endless line without a line end
  stderrflood writes to stderr forever (one endless line, then many lines)
  daemon      double-forks a grandchild in a new session that sleeps, writes
              its pid to HINTLINT_FIXTURE_PID_FILE, and hangs on tools/list
  repeat      answers every tools/list page with the same cursor
  endless     answers every page with 1,000 tools and a new cursor
  badutf8     answers tools/list with a line that is not UTF-8
  deep        answers tools/list with a result nested 10,000 levels deep
  hugenumber  writes numbers no double holds (1e400) in its answers to
              initialize and tools/list
If HINTLINT_FIXTURE_PID_FILE is set, the server writes its pid there.
"""
import json
import os
import sys

TOOLS = [
    {"name": "list_items", "inputSchema": {"type": "object"},
     "annotations": {"readOnlyHint": True, "destructiveHint": False, "idempotentHint": True, "openWorldHint": False},
     "_meta": {"http": {"method": "GET", "path": "/items"}}},
    {"name": "create_item", "inputSchema": {"type": "object"},
     "annotations": {"readOnlyHint": False, "destructiveHint": False, "idempotentHint": False, "openWorldHint": True},
     "_meta": {"http": {"method": "POST", "path": "/items"}}},
    {"name": "replace_item", "inputSchema": {"type": "object"},
     "_meta": {"http": {"method": "PUT", "path": "/items/{id}"}}},
    {"name": "edit_item", "inputSchema": {"type": "object"},
     "annotations": {"readOnlyHint": False, "destructiveHint": True, "idempotentHint": True, "openWorldHint": False},
     "_meta": {"http": {"method": "PATCH", "path": "/items/{id}"}}},
    {"name": "delete_item", "inputSchema": {"type": "object"},
     "annotations": {"readOnlyHint": False, "destructiveHint": True, "idempotentHint": True, "openWorldHint": False},
     "_meta": {"http": {"method": "DELETE", "path": "/items/{id}"}}},
]
PAGES = [TOOLS[0:2], TOOLS[2:4], TOOLS[4:]]


def send(message):
    sys.stdout.write(json.dumps(message) + "\n")
    sys.stdout.flush()


def read():
    line = sys.stdin.readline()
    if not line:
        sys.exit(0)
    return json.loads(line)


def main():
    mode = sys.argv[1] if len(sys.argv) > 1 else "paginated"
    pid_file = os.environ.get("HINTLINT_FIXTURE_PID_FILE")
    if pid_file:
        with open(pid_file, "w") as f:
            f.write(str(os.getpid()))
    if mode == "banner":
        print("Fixture server 1.0 listening on stdio", flush=True)
    if mode == "daemon":
        daemonise(pid_file)
    if mode == "stderrflood":
        flood_stderr()
    sys.stderr.write("fixture server started in mode %s\n" % mode)
    sys.stderr.flush()
    asked = 100
    while True:
        message = read()
        method = message.get("method")
        if method == "initialize":
            if mode == "crash":
                sys.stderr.write("fatal: cannot open the database\n")
                sys.stderr.flush()
                sys.exit(3)
            if mode == "hugenumber":
                sys.stdout.write('{"jsonrpc": "2.0", "id": %s, "result": {"protocolVersion": %s, '
                                 '"capabilities": {"tools": {}, "experimental": {"ttlMs": 1e400}}, '
                                 '"serverInfo": {"name": "fixture", "version": "1.0"}}}\n'
                                 % (json.dumps(message["id"]), json.dumps(message["params"]["protocolVersion"])))
                sys.stdout.flush()
                continue
            send({"jsonrpc": "2.0", "id": message["id"], "result": {
                "protocolVersion": message["params"]["protocolVersion"],
                "capabilities": {"tools": {}},
                "serverInfo": {"name": "fixture", "version": "1.0"}}})
            if mode in ("deaf", "flood", "longline"):
                hostile(mode)
        elif method == "tools/list":
            if mode == "repeat":
                send({"jsonrpc": "2.0", "id": message["id"], "result": {"tools": TOOLS[:1], "nextCursor": "again"}})
                continue
            if mode == "endless":
                cursor = (message.get("params") or {}).get("cursor") or "0"
                tools = [dict(TOOLS[0], name="tool_%s_%d" % (cursor, n)) for n in range(1000)]
                send({"jsonrpc": "2.0", "id": message["id"], "result": {"tools": tools, "nextCursor": str(int(cursor) + 1)}})
                continue
            if mode == "badutf8":
                sys.stdout.buffer.write(b'{"jsonrpc": "2.0", "id": %d, "result": {"tools": [{"name": "caf\xe9"}]}}\n' % message["id"])
                sys.stdout.flush()
                continue
            if mode == "hugenumber":
                sys.stdout.write('{"jsonrpc": "2.0", "id": %d, "result": {"tools": [{"name": "cache_item", '
                                 '"inputSchema": {"type": "object"}, "_meta": {"ttlMs": 1e400, "floor": -1e400}}]}}\n'
                                 % message["id"])
                sys.stdout.flush()
                continue
            if mode == "deep":
                sys.stdout.write('{"jsonrpc": "2.0", "id": %d, "result": %s1%s}\n' % (message["id"], "[" * 10000, "]" * 10000))
                sys.stdout.flush()
                continue
            if mode in ("hang", "daemon"):
                continue
            if mode == "error":
                send({"jsonrpc": "2.0", "id": message["id"], "error": {"code": -32603, "message": "backend down"}})
                continue
            cursor = (message.get("params") or {}).get("cursor")
            page = int(cursor) if cursor else 0
            if page == 1:
                for request in ("ping", "roots/list"):
                    asked += 1
                    send({"jsonrpc": "2.0", "id": asked, "method": request})
                    answer = read()
                    if answer.get("id") != asked or "result" not in answer:
                        sys.stderr.write("bad answer to %s: %r\n" % (request, answer))
                        sys.exit(4)
            result = {"tools": PAGES[page]}
            if page + 1 < len(PAGES):
                result["nextCursor"] = str(page + 1)
            send({"jsonrpc": "2.0", "id": message["id"], "result": result})
        elif "id" in message and method is not None:
            send({"jsonrpc": "2.0", "id": message["id"], "error": {"code": -32601, "message": "unknown"}})


def hostile(mode):
    """Misbehaves for good after initialize."""
    if mode == "deaf":
        n = 1000
        while True:
            n += 1
            send({"jsonrpc": "2.0", "id": n, "method": "ping"})
    if mode == "flood":
        line = json.dumps({"jsonrpc": "2.0", "method": "notifications/message", "params": {"level": "info", "data": "x" * 100}}) + "\n"
        while True:
            sys.stdout.write(line * 100)
    if mode == "longline":
        chunk = "x" * 65536
        while True:
            sys.stdout.write(chunk)


def flood_stderr():
    chunk = "e" * 65536
    for _ in range(2000):
        sys.stderr.write(chunk)
    while True:
        sys.stderr.write("another line of noise\n" * 1000)


def daemonise(pid_file):
    """A grandchild in a session of its own: out of the server's group."""
    if os.fork() == 0:
        os.setsid()
        if os.fork() == 0:
            if pid_file:
                with open(pid_file + ".daemon", "w") as f:
                    f.write(str(os.getpid()))
            import time
            while True:
                time.sleep(1)
        os._exit(0)


if __name__ == "__main__":
    main()
