#!/usr/bin/env python3
"""The language server's latency, idle CPU and memory, measured as an
editor would see them (targets from the editor issue; never timed tests).

Usage: python3 bench/lsp.py [--binary target/release/hintlint] [--edits 200]
                            [--manifest-only] [--related]

- didChange -> publishDiagnostics, median and 95th percentile over the
  edits, for a 2,000-line server in each of the ten languages hintlint
  reads (the benchmark's templates, `compare.server_of`) and a 1 MB
  manifest (targets: <= 20 ms median, <= 50 ms p95), twice: when the
  message has arrived (the server's side), and when the client holds the
  diagnostics, parsed (json.loads) and, where lsprotocol is installed
  (pygls's and pytest-lsp's types), structured into its typed objects as
  a Python LSP client does (the client's side: what an editor waits for;
  target for the 1 MB manifest: <= 30 ms), with the size of what is
  published per edit (`--manifest-only`: that row alone, to repeat it;
  the client declares no `publishDiagnostics` capabilities, so that related
  places come in the message; `--related`: it declares Neovim's and VS
  Code's, `relatedInformation`, `codeDescriptionSupport` and `tagSupport`,
  and gets them as related information);
- with 1,000 small TypeScript documents open (every 20th importing a
  shared module): didChange -> publishDiagnostics of the edited document,
  for a document nobody imports and for the shared module (target: <= 50
  ms), and for the shared module the time until its 50 importers are
  published again (after the 100 ms debounce);
- CPU the server uses while idle for two seconds (target: 0);
- RSS with 50 open documents (target: <= 3 x their size + 30 MiB).
"""

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time

try:
    # What a Python LSP client (pygls, pytest-lsp) turns a message into.
    from lsprotocol import converters as lsp_converters
    from lsprotocol import types as lsp_types
    STRUCTURE = lsp_converters.get_converter().structure
except ImportError:
    STRUCTURE = None

from compare import LANGUAGES, server_of

# The languageId an editor sends for each extension of the benchmark.
LANGUAGE_IDS = {"ts": "typescript", "py": "python", "go": "go", "rs": "rust", "cs": "csharp",
                "java": "java", "kt": "kotlin", "php": "php", "rb": "ruby", "swift": "swift",
                "json": "json"}


class Client:
    """A JSON-RPC client over a child's stdio, speaking LSP framing."""

    def __init__(self, binary):
        self.process = subprocess.Popen(
            [binary, "lsp"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL
        )
        self.next = 0
        # The bytes of the last diagnostics received (its JSON body).
        self.last_size = 0

    def send(self, message):
        body = json.dumps(message).encode()
        self.process.stdin.write(b"Content-Length: %d\r\n\r\n" % len(body) + body)
        self.process.stdin.flush()

    def receive(self):
        return json.loads(self.receive_raw())

    def request(self, method, params):
        self.next += 1
        self.send({"jsonrpc": "2.0", "id": self.next, "method": method, "params": params})
        while True:
            message = self.receive()
            if message.get("id") == self.next and "method" not in message:
                return message.get("result")

    def notify(self, method, params):
        self.send({"jsonrpc": "2.0", "method": method, "params": params})

    def receive_raw(self):
        """The next message's bytes, unparsed."""
        length = 0
        while True:
            line = self.process.stdout.readline()
            if line in (b"\r\n", b"\n", b""):
                break
            if line.lower().startswith(b"content-length:"):
                length = int(line.split(b":")[1])
        return self.process.stdout.read(length)

    def diagnostics_for(self, uri, clock=None):
        """The diagnostics next published for `uri`; `clock` gets two
        times: when they have arrived, before this client parses them (the
        server's latency), and when it holds them parsed and structured
        (the latency a client sees)."""
        while True:
            body = self.receive_raw()
            arrived = time.perf_counter()
            message = json.loads(body)
            if message.get("method") == "textDocument/publishDiagnostics" and message["params"]["uri"] == uri:
                self.last_size = len(body)
                if STRUCTURE is not None:
                    STRUCTURE(message["params"], lsp_types.PublishDiagnosticsParams)
                if clock is not None:
                    clock.extend([arrived, time.perf_counter()])
                return message["params"]["diagnostics"]

    def cpu_seconds(self):
        with open(f"/proc/{self.process.pid}/stat") as stat:
            fields = stat.read().rsplit(")", 1)[1].split()
        ticks = os.sysconf("SC_CLK_TCK")
        return (int(fields[11]) + int(fields[12])) / ticks

    def rss_mib(self):
        with open(f"/proc/{self.process.pid}/status") as status:
            for line in status:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) / 1024
        return 0.0

    def close(self):
        self.request("shutdown", None)
        self.notify("exit", None)
        self.process.wait(timeout=10)


def typescript_server(lines):
    out = ['import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";',
           'const server = new McpServer({ name: "bench", version: "1.0.0" });']
    n = 0
    while len(out) < lines:
        out += [f'server.registerTool("tool_{n}", {{',
                f'  description: "Tool {n}",',
                f'  annotations: {{ readOnlyHint: {"true" if n % 2 else "false"} }},',
                "}, async () => ({ content: [] }));",
                f"export function helper{n}(items: string[]): number {{",
                f"  return items.filter((item) => item.length > {n}).length;",
                "}"]
        n += 1
    return "\n".join(out) + "\n"


def manifest(size):
    """A tools/list answer of about `size` bytes, its tools as servers list
    them (about 1.5 KB each: a description and an input schema of a few
    described properties), their hints partly written."""
    tools = []
    n = 0
    properties = {f"field_{k}": {"type": "string", "description": f"The {k}th field of the request, as the API takes it"}
                  for k in range(6)}
    while len(json.dumps({"tools": tools})) < size:
        tools.append({"name": f"tool_{n}",
                      "description": "Calls one operation of the service and returns its JSON answer. " * 3,
                      "inputSchema": {"type": "object", "properties": properties, "required": ["field_0"]},
                      "_meta": {"http": {"method": ["GET", "POST", "PUT"][n % 3]}},
                      "annotations": {"readOnlyHint": n % 2 == 0}})
        n += 1
    return json.dumps({"tools": tools}, indent=1) + "\n"


def latency(client, folder, name, text, edits):
    path = os.path.join(folder, name)
    with open(path, "w") as out:
        out.write(text)
    uri = "file://" + path
    language = LANGUAGE_IDS.get(name.rsplit(".", 1)[-1], "plaintext")
    client.notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": language,
                                                             "version": 1, "text": text}})
    client.diagnostics_for(uri)
    times, parsed = [], []
    last_line = text.count("\n") - 1
    for version in range(2, edits + 2):
        # Type a space at the end of the last line and take it back.
        change = {"range": {"start": {"line": last_line, "character": 0},
                            "end": {"line": last_line, "character": 0}},
                  "text": " " if version % 2 == 0 else ""}
        if version % 2:
            change["range"]["end"]["character"] = 1
        start = time.perf_counter()
        client.notify("textDocument/didChange", {"textDocument": {"uri": uri, "version": version},
                                                  "contentChanges": [change]})
        clock = []
        client.diagnostics_for(uri, clock)
        times.append((clock[0] - start) * 1000)
        parsed.append((clock[1] - start) * 1000)
    size = client.last_size
    client.notify("textDocument/didClose", {"textDocument": {"uri": uri}})
    client.diagnostics_for(uri)
    times.sort()
    parsed.sort()
    return (statistics.median(times), times[int(len(times) * 0.95) - 1],
            statistics.median(parsed), parsed[int(len(parsed) * 0.95) - 1], size)


def small_server(imports, tool, annotations):
    return (imports + 'import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";\n'
            'const server = new McpServer({ name: "s", version: "1" });\n'
            f'server.registerTool("{tool}", {{ annotations: {annotations} }}, async () => ({{ content: [] }}));\n')


def many_documents(client, folder, edits, count=1000, every=20):
    """Edit latencies with `count` documents open, every `every`th of them
    importing shared.ts."""
    hints = "{ readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false }"
    shared_path = os.path.join(folder, "shared.ts")
    shared_text = f"export const HINTS = {hints};\n"
    with open(shared_path, "w") as out:
        out.write(shared_text)
    shared = "file://" + shared_path
    importers = set()
    uris = [shared]
    texts = {shared: shared_text}
    for n in range(count - 1):
        if n % every == 0:
            uri = "file://" + os.path.join(folder, f"importer{n}.ts")
            importers.add(uri)
            texts[uri] = small_server('import { HINTS } from "./shared.js";\n', f"list_{n}", "HINTS")
        else:
            uri = "file://" + os.path.join(folder, f"alone{n}.ts")
            texts[uri] = small_server("", f"get_{n}", hints)
        uris.append(uri)
    opened = time.perf_counter()
    for uri in uris:
        client.notify("textDocument/didOpen", {"textDocument": {
            "uri": uri, "languageId": "typescript", "version": 1, "text": texts[uri]}})
    waiting = set(uris)
    while waiting:
        message = client.receive()
        if message.get("method") == "textDocument/publishDiagnostics":
            waiting.discard(message["params"]["uri"])
    opened = time.perf_counter() - opened

    def edit(uri, version):
        lines = texts[uri].count("\n")
        change = {"range": {"start": {"line": lines, "character": 0},
                            "end": {"line": lines, "character": 1 if version % 2 else 0}},
                  "text": "" if version % 2 else " "}
        start = time.perf_counter()
        client.notify("textDocument/didChange", {"textDocument": {"uri": uri, "version": version},
                                                  "contentChanges": [change]})
        return start

    alone = uris[2]
    times = []
    for version in range(2, edits + 2):
        start = edit(alone, version)
        arrived = []
        client.diagnostics_for(alone, arrived)
        times.append((arrived[0] - start) * 1000)
    own, everyone = [], []
    for version in range(2, edits // 4 + 2):
        start = edit(shared, version)
        waiting = set(importers) | {shared}
        while waiting:
            body = client.receive_raw()
            now = time.perf_counter()
            message = json.loads(body)
            if message.get("method") != "textDocument/publishDiagnostics":
                continue
            uri = message["params"]["uri"]
            if uri == shared:
                own.append((now - start) * 1000)
            waiting.discard(uri)
            if not waiting:
                everyone.append((now - start) * 1000)
    for uri in uris:
        client.notify("textDocument/didClose", {"textDocument": {"uri": uri}})
    waiting = set(uris)
    while waiting:
        message = client.receive()
        if message.get("method") == "textDocument/publishDiagnostics":
            waiting.discard(message["params"]["uri"])

    def summary(values):
        values.sort()
        return statistics.median(values), values[max(int(len(values) * 0.95) - 1, 0)]
    return opened, summary(times), summary(own), summary(everyone)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", default="target/release/hintlint")
    parser.add_argument("--edits", type=int, default=200)
    parser.add_argument("--manifest-only", action="store_true",
                        help="only the 1 MB manifest's row (the client's figure, to repeat it)")
    parser.add_argument("--related", action="store_true",
                        help="declare Neovim's publishDiagnostics capabilities (related information)")
    args = parser.parse_args()
    if not os.path.exists(args.binary):
        subprocess.run(["cargo", "build", "--release", "--quiet"], check=True)
    rows = []
    with tempfile.TemporaryDirectory() as folder:
        client = Client(args.binary)
        capabilities = {"textDocument": {"publishDiagnostics": {
            "relatedInformation": True, "codeDescriptionSupport": True,
            "tagSupport": {"valueSet": [1, 2]}}}} if args.related else {}
        client.request("initialize", {"processId": None, "rootUri": None, "capabilities": capabilities})
        client.notify("initialized", {})
        ts = typescript_server(2000)
        big = manifest(1_000_000)
        servers = [] if args.manifest_only else [
            (f"2,000-line {LANGUAGE_IDS[ext]} server", f"server.{ext}",
             ts if ext == "ts" else server_of(ext, 2000)) for ext in LANGUAGES]
        for label, name, text in servers + [("1 MB manifest", "tools.json", big)]:
            rows.append((label,) + latency(client, folder, name, text, args.edits))
        if not args.manifest_only:
            many = many_documents(client, folder, args.edits)
            idle_before = client.cpu_seconds()
            time.sleep(2)
            idle = client.cpu_seconds() - idle_before
        client.close()
        if not args.manifest_only:
            rss, sizes = rss_row(args.binary, folder)
    print("hintlint lsp, didChange -> publishDiagnostics over", args.edits, "edits: arrived; held by the client "
          + ("(parsed, structured with lsprotocol)" if STRUCTURE else "(parsed; lsprotocol not installed)"))
    for label, median, p95, client_median, client_p95, _ in rows:
        verdict = "met " if median <= 20 and p95 <= 50 else "MISS"
        print(f"  {verdict}  {label:<30} median {median:6.1f} ms   p95 {p95:6.1f} ms   (<= 20 / 50)   "
              f"client: median {client_median:6.1f} ms   p95 {client_p95:6.1f} ms")
    client_median, published = rows[-1][3], rows[-1][5]
    print(f"  {'met ' if client_median <= 30 else 'MISS'}  1 MB manifest as the client holds it: "
          f"median {client_median:.1f} ms (<= 30); {published:,} bytes published per edit")
    if args.manifest_only:
        return
    opened, alone, own, everyone = many
    print(f"  with 1,000 documents open (opened and published in {opened:.2f} s):")
    for label, (median, p95) in [("edit, imported by none", alone), ("edit to a module 50 import", own)]:
        verdict = "met " if p95 <= 50 else "MISS"
        print(f"  {verdict}  {label:<30} median {median:6.1f} ms   p95 {p95:6.1f} ms   (<= 50)")
    print(f"        its 50 importers published   median {everyone[0]:6.1f} ms   p95 {everyone[1]:6.1f} ms   "
          "(after the 100 ms debounce)")
    print(f"  {'met ' if idle == 0 else 'MISS'}  idle CPU over 2 s: {idle:.2f} s (target 0)")
    limit = 3 * sizes / 2**20 + 30
    print(f"  {'met ' if rss <= limit else 'MISS'}  RSS with 50 open documents ({sizes / 2**20:.1f} MiB): "
          f"{rss:.0f} MiB (<= {limit:.0f})")


def rss_row(binary, folder):
    """The RSS with 50 open documents, in a server of its own (the other
    rows opened and closed servers of 2,000 lines in every language, whose
    memory the allocator keeps), and the documents' size."""
    client = Client(binary)
    client.request("initialize", {"processId": None, "rootUri": None, "capabilities": {}})
    client.notify("initialized", {})
    sizes = 0
    for n in range(50):
        text = typescript_server(400) if n % 2 else manifest(20_000)
        name = f"doc{n}." + ("ts" if n % 2 else "json")
        path = os.path.join(folder, name)
        with open(path, "w") as out:
            out.write(text)
        sizes += len(text)
        uri = "file://" + path
        client.notify("textDocument/didOpen", {"textDocument": {
            "uri": uri, "languageId": "typescript" if n % 2 else "json", "version": 1, "text": text}})
        client.diagnostics_for(uri)
    rss = client.rss_mib()
    client.close()
    return rss, sizes

if __name__ == "__main__":
    sys.exit(main())
