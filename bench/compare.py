#!/usr/bin/env python3
"""Whole-process benchmark: hintlint beside the baselines of the shared kit.

Builds hintlint in release mode, generates the kit's deterministic corpora
(1,000 files x 20 tools; one file of 20,000 tools) and its own (a 110 MB
JSON data file in a walked folder, a tool with 8,000 duplicate keys to fix,
a 13 MB OpenAPI document in JSON and in YAML, a tree of 3,000 source files,
20,000 registrations in one file, a Go package of 4,000 files, a 2,000-line
TypeScript server), runs every command --runs times and prints the medians
of wall time, CPU time (user + sys) and peak RSS (the commands a ratio
compares run in turns, round by round, so that a busy moment of the
machine weighs on both sides of the ratio), then the targets of the
performance issue as ratios to the reading floors measured in this one
run: `bench/json_floor.rs` (serde_json validating the same JSON, building
nothing), `bench/yaml_floor.rs` (saphyr-parser's event pass over the YAML)
and `grep` over the source tree; the ratios to Python and Spectral follow,
for reference.

Usage: python3 bench/compare.py [--kit ../shared/bench] [--runs 5] [--no-build] [--spectral]
                               [--instructions]
"""
import argparse
import json
import os
import random
import shutil
import statistics
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "target", "bench")
BINARY = os.path.join(ROOT, "target", "release", "hintlint")
FLOOR = os.path.join(ROOT, "target", "release", "examples", "json_floor")
YAML_FLOOR = os.path.join(ROOT, "target", "release", "examples", "yaml_floor")
SOURCE_FLOOR = os.path.join(ROOT, "target", "release", "examples", "source_floor")
MIB = 1024 * 1024


# Linux carries a process's peak RSS across fork and exec, so a command
# started by this script, grown to 100 MB by the corpora it generates,
# would report at least that: the peak is taken by GNU time, a small
# process, from the command it starts.
GNU_TIME = "/usr/bin/time"


def run_once(command, prepare=None):
    """Wall seconds, CPU seconds and peak RSS (MiB) of one run of `command`."""
    if prepare:
        prepare()
    measured = command
    peak_file = None
    if os.path.exists(GNU_TIME):
        peak_file = os.path.join(OUT, "peak-rss.txt")
        measured = [GNU_TIME, "-f", "%M", "-o", peak_file] + command
    start = time.perf_counter()
    with open(os.devnull, "wb") as devnull:
        process = subprocess.Popen(measured, stdout=devnull, stderr=devnull, cwd=ROOT)
        _, status, usage = os.wait4(process.pid, 0)
    wall = time.perf_counter() - start
    code = os.waitstatus_to_exitcode(status)
    if code not in (0, 1):
        sys.exit(f"{' '.join(command)} failed with exit code {code}")
    if peak_file:
        with open(peak_file) as peak:
            rss = int(peak.read().split()[-1]) / 1024
    else:
        rss = usage.ru_maxrss / 1024
    return wall, usage.ru_utime + usage.ru_stime, rss


def measure_interleaved(commands, runs):
    """Median wall seconds, CPU seconds and peak RSS (MiB) of each of
    `commands` ([(command, prepare)]), run in turns: round after round,
    each command once, so that whatever else the machine does in a while
    weighs on every command of a ratio alike."""
    samples = [[] for _ in commands]
    for _ in range(runs):
        for index, (command, prepare) in enumerate(commands):
            samples[index].append(run_once(command, prepare))
    return [tuple(statistics.median(sample[k] for sample in taken) for k in range(3))
            for taken in samples]


def instructions(command):
    """The instructions `command` executes, all its threads together, as
    valgrind's callgrind counts them: the same in every run, whatever else
    the machine does (CPU seconds on a shared machine move by a quarter)."""
    result = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null"]
                            + command, cwd=ROOT, stdout=subprocess.DEVNULL,
                            stderr=subprocess.PIPE, text=True)
    for line in result.stderr.splitlines():
        if "Collected :" in line:
            return int(line.rsplit(":", 1)[1].strip())
    sys.exit(f"valgrind counted nothing for {' '.join(command)}")


def kit_corpora(kit):
    gen = os.path.join(kit, "gen.py")
    many = os.path.join(OUT, "many")
    big = os.path.join(OUT, "big.json")
    if not os.path.isdir(many):
        subprocess.run([sys.executable, gen, "many", many, "--files", "1000", "--tools", "20",
                        "--seed", "42"], check=True, stdout=subprocess.DEVNULL)
    if not os.path.isfile(big):
        subprocess.run([sys.executable, gen, "single", big, "--tools", "20000", "--seed", "42"],
                       check=True, stdout=subprocess.DEVNULL)
    return many, big


def data_folder():
    """A walked folder holding one 110 MB JSON array of small objects."""
    folder = os.path.join(OUT, "data")
    path = os.path.join(folder, "rows.json")
    if not os.path.isfile(path):
        os.makedirs(folder, exist_ok=True)
        rng = random.Random(7)
        with open(path, "w") as out:
            out.write("[")
            row = 0
            while out.tell() < 110 * 1000 * 1000:
                if row:
                    out.write(",")
                out.write(json.dumps({"id": row, "label": f"row {row}", "value": rng.random(),
                                      "tags": ["a", "b"], "nested": {"x": row, "y": "z" * 20}}))
                row += 1
            out.write("]")
    return folder, path


def duplicate_keys():
    """One tool whose annotations repeat a key 8,000 times (150 KB)."""
    path = os.path.join(OUT, "dup-keys.json")
    repeated = ", ".join('"readOnlyHint": true' for _ in range(8000))
    text = ('{"name": "t", "inputSchema": {}, "annotations": {' + repeated +
            ', "destructiveHint": true}, "_meta": {"http": {"method": "POST"}}}')
    return path, text


def openapi_document():
    """A deterministic OpenAPI 3.1 document of about 13 MB: 3,300
    operations with large schemas and examples, as public API
    descriptions have."""
    path = os.path.join(OUT, "openapi-13mb.json")
    if os.path.isfile(path):
        return path
    rng = random.Random(11)
    schemas, paths = {}, {}
    for index in range(1100):
        properties = {f"field_{n}": {"type": rng.choice(["string", "integer", "boolean"]),
                                     "description": "A property of the resource. " * 3}
                      for n in range(60)}
        schemas[f"Resource{index}"] = {"type": "object", "properties": properties,
                                       "example": {f"field_{n}": n for n in range(60)}}
    for index in range(1100):
        item = {}
        for method in ("get", "put", "delete"):
            operation = {"operationId": f"{method}Resource{index}",
                         "summary": "Operate on a resource",
                         "parameters": [{"name": "id", "in": "path", "required": True,
                                         "schema": {"type": "string"}}],
                         "responses": {"200": {"description": "OK", "content": {
                             "application/json": {"schema": {
                                 "$ref": f"#/components/schemas/Resource{index}"}}}}}}
            if rng.random() < 0.5:
                operation["x-mcp-annotations"] = {"readOnlyHint": method == "get"}
            item[method] = operation
        paths[f"/resources{index}/{{id}}"] = item
    document = {"openapi": "3.1.0", "info": {"title": "Bench", "version": "1"},
                "paths": paths, "components": {"schemas": schemas}}
    with open(path, "w") as out:
        json.dump(document, out, indent=1)
    return path


def yaml_scalar(value):
    """A JSON scalar as YAML writes it (strings quoted when they would read
    as something else)."""
    if value is True:
        return "true"
    if value is False:
        return "false"
    if value is None:
        return "null"
    if isinstance(value, (int, float)):
        return json.dumps(value)
    plain = value and value.strip() == value and not any(ch in value for ch in ":#{}[],&*!|>'\"%@`")
    if plain and value.lower() not in ("true", "false", "null", "yes", "no", "~") and not value[0].isdigit() and value[0] not in "-?":
        return value
    return json.dumps(value)


def yaml_lines(value, indent, out):
    """`value` as block YAML, appended to `out` line by line."""
    pad = " " * indent
    if isinstance(value, dict):
        for key, item in value.items():
            if isinstance(item, (dict, list)) and item:
                out.append(f"{pad}{yaml_scalar(key)}:")
                yaml_lines(item, indent + 2, out)
            else:
                empty = "{}" if isinstance(item, dict) else "[]"
                shown = empty if isinstance(item, (dict, list)) else yaml_scalar(item)
                out.append(f"{pad}{yaml_scalar(key)}: {shown}")
    else:
        for item in value:
            if isinstance(item, (dict, list)) and item:
                inner = []
                yaml_lines(item, indent + 2, inner)
                out.append(f"{pad}- {inner[0].lstrip()}")
                out.extend(inner[1:])
            else:
                out.append(f"{pad}- {yaml_scalar(item)}")


def openapi_yaml_document():
    """The 13 MB OpenAPI document in block YAML (what most published API
    descriptions are written in)."""
    path = os.path.join(OUT, "openapi-13mb.yaml")
    if os.path.isfile(path):
        return path
    with open(openapi_document()) as source:
        document = json.load(source)
    lines = []
    yaml_lines(document, 0, lines)
    with open(path, "w") as out:
        out.write("\n".join(lines) + "\n")
    return path


def typescript_server(lines=2000):
    """The language server's 2,000-line TypeScript server (bench/lsp.py
    makes it: a registration and a helper function every seven lines),
    written to a file."""
    path = os.path.join(OUT, "server-2000.ts")
    if os.path.isfile(path):
        return path
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    import lsp  # bench/lsp.py

    os.makedirs(OUT, exist_ok=True)
    with open(path, "w") as out:
        out.write(lsp.typescript_server(lines))
    return path


SOURCE_FILES = 3000


# How each language writes ordinary code (FILLER), a tool registration
# with and without annotations (TOOLS: the template and its annotations),
# a file that registers (HEADERS) or not (PLAIN_HEADERS), and what goes
# around the filler and the tools where a language needs it.
FILLER = {
    "ts": "export function helper{n}(items: string[]): number {{\n"
          "  return items.filter((item) => item.length > {n}).length;\n}}\n\n",
    "py": "def helper_{n}(items: list[str]) -> int:\n"
          "    return len([item for item in items if len(item) > {n}])\n\n\n",
    "go": "func helper{n}(items []string) int {{\n\tcount := 0\n"
          "\tfor _, item := range items {{\n\t\tif len(item) > {n} {{\n\t\t\tcount++\n"
          "\t\t}}\n\t}}\n\treturn count\n}}\n\n",
    "rs": "pub fn helper{n}(items: &[String]) -> usize {{\n"
          "    items.iter().filter(|item| item.len() > {n}).count()\n}}\n\n",
    "cs": "    public static int Helper{n}(string[] items)\n    {{\n"
          "        return items.Count(item => item.Length > {n});\n    }}\n\n",
    "java": "    static int helper{n}(java.util.List<String> items) {{\n"
            "        return (int) items.stream().filter(item -> item.length() > {n}).count();\n"
            "    }}\n\n",
    "kt": "fun helper{n}(items: List<String>): Int {{\n"
          "    return items.count {{ it.length > {n} }}\n}}\n\n",
    "php": "function helper{n}(array $items): int\n{{\n"
           "    return count(array_filter($items, fn ($item) => strlen($item) > {n}));\n}}\n\n",
    "rb": "def helper_{n}(items)\n  items.count {{ |item| item.length > {n} }}\nend\n\n",
    "swift": "func helper{n}(_ items: [String]) -> Int {{\n"
             "    items.filter {{ $0.count > {n} }}.count\n}}\n\n",
}
TOOLS = {
    "ts": ('server.registerTool("tool_{n}", {{ description: "Tool {n}"{a} }}, '
           'async () => ({{ content: [] }}));\n', ', annotations: { readOnlyHint: true }'),
    "py": ('@mcp.tool({a})\ndef tool_{n}() -> str:\n    return "{n}"\n\n\n',
           'annotations={"readOnlyHint": True}'),
    "go": ('var tool{n} = mcp.NewTool("tool_{n}", mcp.WithDescription("Tool {n}"){a})\n',
           ', mcp.WithReadOnlyHintAnnotation(true)'),
    "rs": ('    #[tool(name = "tool_{n}"{a})]\n    async fn tool_{n}(&self) -> String {{\n'
           '        String::new()\n    }}\n\n', ', annotations(read_only_hint = true)'),
    "cs": ('    [McpServerTool(Name = "tool_{n}"{a})]\n'
           '    public static string Tool{n}() => "{n}";\n\n', ', ReadOnly = true'),
    "java": ('    @McpTool(name = "tool_{n}", description = "Tool {n}"{a})\n'
             '    public String tool{n}() {{\n        return "{n}";\n    }}\n\n',
             ', annotations = @McpTool.McpAnnotations(readOnlyHint = true)'),
    "kt": ('    server.addTool(name = "tool_{n}", description = "Tool {n}"{a}) {{ _ ->\n'
           '        CallToolResult(content = emptyList())\n    }}\n',
           ', toolAnnotations = ToolAnnotations(readOnlyHint = true)'),
    "php": ("    #[McpTool(name: 'tool_{n}', description: 'Tool {n}'{a})]\n"
            "    public function tool{n}(): string\n    {{\n        return '{n}';\n    }}\n\n",
            ', annotations: new ToolAnnotations(readOnlyHint: true)'),
    "rb": ('class Tool{n} < MCP::Tool\n  tool_name "tool_{n}"\n  description "Tool {n}"\n{a}'
           '  def self.call(server_context:)\n    MCP::Tool::Response.new([])\n  end\nend\n\n',
           '  annotations(read_only_hint: true)\n'),
    "swift": ('let tool{n} = Tool(name: "tool_{n}", description: "Tool {n}", '
              'inputSchema: .object([:]){a})\n', ', annotations: .init(readOnlyHint: true)'),
}
HEADERS = {
    "ts": 'import {{ McpServer }} from "@modelcontextprotocol/sdk/server/mcp.js";\n'
          'const server = new McpServer({{ name: "s{i}", version: "1" }});\n\n',
    "py": 'from mcp.server.fastmcp import FastMCP\n\nmcp = FastMCP("s{i}")\n\n\n',
    "go": 'package pkg{i}\n\nimport "github.com/mark3labs/mcp-go/mcp"\n\n',
    "rs": 'use rmcp::{{tool, tool_router}};\n\n',
    "cs": 'using ModelContextProtocol.Server;\n\n',
    "java": 'package pkg{i};\n\nimport org.springaicommunity.mcp.annotation.McpTool;\n\n',
    "kt": 'package pkg{i}\n\nimport io.modelcontextprotocol.kotlin.sdk.server.Server\n\n',
    "php": '<?php\n\nnamespace Pkg{i};\n\nuse Mcp\\Capability\\Attribute\\McpTool;\n\n',
    "rb": 'require "mcp"\n\n',
    "swift": 'import MCP\n\n',
}
PLAIN_HEADERS = {"ts": "", "py": "import os\n\n\n", "go": "package pkg{i}\n\n",
                 "rs": "use std::fmt;\n\n", "cs": "using System.Linq;\n\n",
                 "java": "package pkg{i};\n\n", "kt": "package pkg{i}\n\n",
                 "php": "<?php\n\nnamespace Pkg{i};\n\n", "rb": 'require "json"\n\n',
                 "swift": "import Foundation\n\n"}
# What goes around the filler and the tools, where a language needs it.
FILLER_AROUND = {"cs": ("public static class Helpers{i}\n{{\n", "}}\n\n"),
                 "java": ("class Helpers{i} {{\n", "}}\n\n")}
TOOLS_AROUND = {"rs": ("pub struct S{i};\n\n#[tool_router]\nimpl S{i} {{\n", "}}\n"),
                "cs": ("[McpServerToolType]\npublic static class Tools{i}\n{{\n", "}}\n"),
                "java": ("class Tools{i} {{\n", "}}\n"),
                "kt": ("fun register{i}(server: Server) {{\n", "}}\n"),
                "php": ("class Tools{i}\n{{\n", "}}\n")}
LANGUAGES = ("ts", "py", "go", "rs", "cs", "java", "kt", "php", "rb", "swift")


def server_of(ext, lines, index=0):
    """A server of about `lines` lines in the language of `ext`: tools
    (every other one annotated) and as much ordinary code."""
    count = 1
    while True:
        before, after = TOOLS_AROUND.get(ext, ("", ""))
        template, annotations = TOOLS[ext]
        body = HEADERS[ext].format(i=index) + before.format(i=index)
        for n in range(count):
            body += template.format(n=f"{index}_{n}", a=annotations if n % 2 else "")
        body += after.format(i=index)
        before, after = FILLER_AROUND.get(ext, ("", ""))
        body += before.format(i=index)
        for n in range(count):
            body += FILLER[ext].format(n=n)
        body += after.format(i=index)
        if body.count("\n") >= lines:
            return body
        count += max(1, count // 8)


def source_tree():
    """A deterministic tree of 3,000 source files (a tenth each in the ten
    languages hintlint reads: TypeScript, Python, Go, Rust, C#, Java,
    Kotlin, PHP, Ruby and Swift, about 3 KB of ordinary code each); 3 % of
    them register five tools each, half of them without annotations."""
    folder = os.path.join(OUT, "source-tree-10")
    marker = os.path.join(folder, ".complete")
    if os.path.isfile(marker):
        return folder
    shutil.rmtree(folder, ignore_errors=True)
    rng = random.Random(7)
    for index in range(SOURCE_FILES):
        ext = LANGUAGES[index % len(LANGUAGES)]
        registers = rng.random() < 0.03
        body = (HEADERS if registers else PLAIN_HEADERS)[ext].format(i=index)
        before, after = FILLER_AROUND.get(ext, ("", ""))
        body += before.format(i=index)
        for n in range(24):
            body += FILLER[ext].format(n=n)
        body += after.format(i=index)
        if registers:
            template, annotations = TOOLS[ext]
            before, after = TOOLS_AROUND.get(ext, ("", ""))
            body += before.format(i=index)
            for n in range(5):
                body += template.format(n=f"{index}_{n}", a=annotations if n % 2 else "")
            body += after.format(i=index)
        sub = os.path.join(folder, f"pkg{index // 100}")
        os.makedirs(sub, exist_ok=True)
        with open(os.path.join(sub, f"module{index}.{ext}"), "w") as out:
            out.write(body)
    open(marker, "w").close()
    return folder


REGISTRATIONS = 20000
PACKAGE_FILES = 4000
UNREAD_PLACES = 200000


def many_registrations():
    """One TypeScript file of 20,000 `registerTool` calls (reading and
    fixing it must stay linear in the registrations)."""
    path = os.path.join(OUT, "registrations.ts")
    if not os.path.isfile(path):
        os.makedirs(OUT, exist_ok=True)
        with open(path, "w") as out:
            out.write('import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";\n'
                      'const server = new McpServer({ name: "many", version: "1" });\n')
            for n in range(REGISTRATIONS):
                out.write(f'server.registerTool("tool_{n}", {{ description: "Tool {n}", '
                          f'annotations: {{ readOnlyHint: true }} }}, async () => ({{ content: [] }}));\n')
    return path


def unread_places():
    """One Python file of 200,000 hint values passed to a function hintlint
    does not follow: 200,000 `unread-tool` places, each told its line
    (locating them must stay linear in the file)."""
    path = os.path.join(OUT, "unread.py")
    if not os.path.isfile(path):
        os.makedirs(OUT, exist_ok=True)
        with open(path, "w") as out:
            for n in range(UNREAD_PLACES):
                out.write(f"configure_{n % 100}(readOnlyHint=True)\n")
    return path


def large_package():
    """One Go package of 4,000 files, a tenth registering a tool whose hint
    is a constant of another file of the package (resolving them must stay
    linear in the files)."""
    folder = os.path.join(OUT, "go-package")
    marker = os.path.join(folder, ".complete")
    if os.path.isfile(marker):
        return folder
    shutil.rmtree(folder, ignore_errors=True)
    os.makedirs(folder)
    for n in range(PACKAGE_FILES):
        with open(os.path.join(folder, f"file{n}.go"), "w") as out:
            if n % 10 == 0:
                out.write(f'package main\n\nimport "github.com/mark3labs/mcp-go/mcp"\n\n'
                          f'var tool{n} = mcp.NewTool("tool_{n}", '
                          f'mcp.WithReadOnlyHintAnnotation(readOnly{n}))\n')
            else:
                base = n - n % 10
                out.write(f"package main\n\nconst readOnly{base}_{n} = true\n\n"
                          + (f"const readOnly{base} = true\n" if n % 10 == 9 else "")
                          + f"func helper{n}() int {{ return {n} }}\n")
    open(marker, "w").close()
    return folder


def census_files(count):
    """A folder of `count` repositories' census files, as many CI jobs of
    `hintlint census --format json` write them (varied counts)."""
    folder = os.path.join(OUT, f"censuses-{count}")
    if os.path.isdir(folder) and len(os.listdir(folder)) == count:
        return folder
    os.makedirs(folder, exist_ok=True)
    rng = random.Random(11)
    hints = ("readOnlyHint", "destructiveHint", "idempotentHint", "openWorldHint")
    clients = ("Codex", "VS Code", "Gemini CLI", "goose")
    for index in range(count):
        tools = rng.randrange(1, 60)

        def tally():
            written = rng.randrange(0, tools + 1)
            true = rng.randrange(0, written + 1)
            return {"true": true, "false": written - true, "absent": tools - written,
                    "invalid": 0, "inert": 0,
                    "wire": {"true": true, "false": written - true, "absent": tools - written}}
        total = {"tools": tools, "all_four": rng.randrange(0, tools + 1),
                 "gated_destructive": rng.randrange(0, tools + 1), "not_judged": 0,
                 "hints": {hint: tally() for hint in hints},
                 "asked_by": {client: rng.randrange(0, tools + 1) for client in clients},
                 "never_called_by": {}, "judged_by": {}}
        document = {"trees": [{"root": ".", "files": [{"path": "tools.json", "kind": "manifest",
                                                       **total}],
                               "unparsable": [], "total": total}]}
        with open(os.path.join(folder, f"repo-{index:05}.json"), "w") as out:
            json.dump(document, out, indent=2)
    return folder


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--kit", default=os.path.join(ROOT, "..", "shared", "bench"))
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--no-build", action="store_true")
    parser.add_argument("--spectral", action="store_true", help="also run Spectral (npm ci once)")
    parser.add_argument("--instructions", action="store_true",
                        help="also count the instructions of each format and of the floor "
                             "(valgrind; deterministic, for comparing two builds)")
    args = parser.parse_args()
    if not args.no_build or not os.path.exists(FLOOR):
        subprocess.run(["cargo", "build", "--release", "--quiet", "--bins", "--example",
                        "json_floor", "--example", "yaml_floor", "--example", "source_floor"],
                       cwd=ROOT, check=True)
    baseline = os.path.join(args.kit, "baseline_lint.py")
    many, big = kit_corpora(args.kit)
    check = [BINARY, "check", "--isolated"]
    rows = {}

    def group(label, commands):
        """Measures the commands of one corpus in turns ([(name, command)]
        or [(name, command, prepare)]) and prints their rows."""
        entries = [(entry[1], entry[2] if len(entry) > 2 else None) for entry in commands]
        for entry, row in zip(commands, measure_interleaved(entries, args.runs)):
            rows[(label, entry[0])] = row
            wall, cpu, rss = row
            print(f"{label:<26} {entry[0]:<28} {wall:>7.3f} {cpu:>7.3f} {rss:>8.0f}")

    def run(label, name, command, prepare=None):
        group(label, [(name, command, prepare)])

    print(f"medians of {args.runs} runs; CPU = user + sys\n")
    print(f"{'corpus':<26} {'command':<28} {'wall s':>7} {'CPU s':>7} {'RSS MiB':>8}")
    for label, path in (("1,000 files x 20 tools", many), ("1 file, 20,000 tools", big)):
        commands = [
            ("hintlint (human)", check + [path]),
            ("hintlint --format concise", check + ["--format", "concise", path]),
            ("hintlint --format json", check + ["--format", "json", path]),
            ("hintlint --format sarif", check + ["--format", "sarif", path]),
            ("python baseline", [sys.executable, baseline, path]),
            ("json floor (serde_json)", [FLOOR, path]),
        ]
        if args.spectral:
            pattern = os.path.join(path, "*.json") if os.path.isdir(path) else path
            commands.append(("spectral", spectral_command(args.kit) + [pattern]))
        group(label, commands)
    folder, rows_file = data_folder()
    run("110 MB data file, walked", "hintlint", check + ["--allow-empty", folder])
    dup_path, dup_text = duplicate_keys()

    def restore():
        with open(dup_path, "w") as out:
            out.write(dup_text)

    run("8,000 duplicate keys", "hintlint --fix --unsafe-fixes",
        check + ["--fix", "--unsafe-fixes", dup_path], prepare=restore)
    api = openapi_document()
    run("13 MB OpenAPI document", "hintlint --format concise", check + ["--format", "concise", api])
    api_yaml = openapi_yaml_document()
    group("the same document in YAML", [
        ("hintlint --format concise", check + ["--format", "concise", api_yaml]),
        ("YAML floor (saphyr events)", [YAML_FLOOR, api_yaml]),
    ])
    sources = source_tree()
    group("3,000 source files", [
        ("hintlint --format concise", check + ["--format", "concise", sources]),
        ("source floor (prefilter+parse)", [SOURCE_FLOOR, sources]),
        ("grep -rlE (reading floor)",
         ["grep", "-rlE", "registerTool|mcp.tool|NewTool|#\\[tool|McpServerTool|@McpTool|addTool|McpTool\\(|MCP::Tool|Tool\\(name:", sources]),
    ])
    run("20,000 registerTool calls", "hintlint --format concise",
        check + ["--format", "concise", many_registrations()])
    run("Go package of 4,000 files", "hintlint --format concise",
        check + ["--format", "concise", large_package()])
    run("200,000 unread hint values", "hintlint census",
        [BINARY, "census", unread_places()])
    server = typescript_server()
    group("2,000-line TypeScript server", [
        ("hintlint --format concise", check + ["--format", "concise", server]),
        ("source floor (its parse)", [SOURCE_FLOOR, server]),
    ])

    group("census --merge", [
        ("1,000 census files", [BINARY, "census", "--merge", census_files(1000)]),
        ("10,000 census files", [BINARY, "census", "--merge", census_files(10000)]),
    ])

    def cpu(label, name):
        return rows[(label, name)][1]

    print("\ntargets (ratios to the reading floor, from the performance issue), this run:")
    targets = []
    largest = {"1 file, 20,000 tools": big}
    for label in ("1,000 files x 20 tools", "1 file, 20,000 tools"):
        floor = cpu(label, "json floor (serde_json)")
        for fmt, limit in (("concise", 2), ("json", 3), ("sarif", 3)):
            ratio = cpu(label, f"hintlint --format {fmt}") / floor
            targets.append((f"{label}: --format {fmt} / floor, CPU", f"{ratio:.1f}x <= {limit}",
                            ratio <= limit))
        ratio = cpu(label, "hintlint (human)") / cpu(label, "hintlint --format concise")
        targets.append((f"{label}: human / concise, CPU", f"{ratio:.1f}x <= 1.5", ratio <= 1.5))
        if label == "1 file, 20,000 tools":
            # Memory is held to the file being read; 1,000 small files are
            # read in parallel, several at a time, so the rule is the big
            # file's.
            budget = 2 * os.path.getsize(largest[label]) / MIB + 20
            worst = max(rows[(label, name)][2] for name in (
                "hintlint (human)", "hintlint --format concise", "hintlint --format json",
                "hintlint --format sarif"))
            targets.append((f"{label}: peak RSS (every format) vs 2 x the file + 20 MiB",
                            f"{worst:.0f} / {budget:.0f} MiB", worst <= budget))
    ratio = (cpu("3,000 source files", "hintlint --format concise")
             / cpu("3,000 source files", "source floor (prefilter+parse)"))
    targets.append(("3,000 source files / the source floor (prefilter and parse), CPU",
                    f"{ratio:.1f}x <= 1.5", ratio <= 1.5))
    ratio = (cpu("2,000-line TypeScript server", "hintlint --format concise")
             / cpu("2,000-line TypeScript server", "source floor (its parse)"))
    targets.append(("2,000-line TypeScript server / its parse alone, CPU",
                    f"{ratio:.1f}x <= 1.5", ratio <= 1.5))
    data_cpu, data_rss = rows[("110 MB data file, walked", "hintlint")][1:]
    data_budget = os.path.getsize(rows_file) / MIB + 20
    targets.append(("110 MB data file skipped: CPU", f"{data_cpu:.2f} s", data_cpu < 0.5))
    targets.append(("110 MB data file skipped: RSS vs size + 20 MiB",
                    f"{data_rss:.0f} / {data_budget:.0f} MiB", data_rss <= data_budget))
    dup_cpu = cpu("8,000 duplicate keys", "hintlint --fix --unsafe-fixes")
    targets.append(("8,000 duplicate keys, --fix --unsafe-fixes", f"{dup_cpu:.2f} s", dup_cpu < 1))
    api_cpu = cpu("13 MB OpenAPI document", "hintlint --format concise")
    targets.append(("13 MB OpenAPI document, CPU", f"{api_cpu:.3f} s", api_cpu <= 0.05))
    yaml_ratio = (cpu("the same document in YAML", "hintlint --format concise")
                  / cpu("the same document in YAML", "YAML floor (saphyr events)"))
    targets.append(("OpenAPI document in YAML / the YAML reading floor, CPU",
                    f"{yaml_ratio:.2f}x", yaml_ratio <= 1.5))
    calls_cpu = cpu("20,000 registerTool calls", "hintlint --format concise")
    targets.append(("20,000 registerTool calls in one file, CPU (linear)", f"{calls_cpu:.2f} s",
                    calls_cpu < 2))
    unread_cpu = cpu("200,000 unread hint values", "hintlint census")
    targets.append(("200,000 unread hint values in one file, CPU (linear)",
                    f"{unread_cpu:.2f} s", unread_cpu < 2))
    package_cpu = cpu("Go package of 4,000 files", "hintlint --format concise")
    targets.append(("Go package of 4,000 files, CPU (linear)", f"{package_cpu:.2f} s",
                    package_cpu < 1))
    small_rss = rows[("census --merge", "1,000 census files")][2]
    large_rss = rows[("census --merge", "10,000 census files")][2]
    targets.append(("census --merge: RSS of 10,000 files vs 1,000 (+ 4 MiB: their names)",
                    f"{large_rss:.0f} / {small_rss:.0f} MiB", large_rss <= small_rss + 4))
    for name, value, met in targets:
        print(f"  {'met ' if met else 'MISS'}  {name:<62} {value}")
    print("\nfor reference (not targets):")
    grep_ratio = (cpu("3,000 source files", "hintlint --format concise")
                  / cpu("3,000 source files", "grep -rlE (reading floor)"))
    print(f"  3,000 source files: hintlint / grep {grep_ratio:.1f}x")
    for label in ("1,000 files x 20 tools", "1 file, 20,000 tools"):
        concise = cpu(label, "hintlint --format concise")
        line = f"  {label}: Python / concise {cpu(label, 'python baseline') / concise:.1f}x"
        if args.spectral:
            line += f", Spectral / concise {cpu(label, 'spectral') / concise:.0f}x"
        print(line)
    print("\nthe reading floor (serde_json validating every file, building nothing):")
    for label in ("1,000 files x 20 tools", "1 file, 20,000 tools"):
        floor = cpu(label, "json floor (serde_json)")
        ratio = cpu(label, "python baseline") / floor
        line = (f"  {label}: Python / floor {ratio:.1f}x, hintlint concise / floor "
                f"{cpu(label, 'hintlint --format concise') / floor:.1f}x")
        if args.spectral:
            line += f", Spectral / floor {cpu(label, 'spectral') / floor:.0f}x"
        print(line)
    if args.instructions:
        print("\ninstructions (valgrind's count, every thread; ratios to the floor's):")
        verdicts = []
        for label, path in (("1,000 files x 20 tools", many), ("1 file, 20,000 tools", big)):
            floor = instructions([FLOOR, path])
            counts = [f"floor {floor / 1e6:,.0f} M"]
            counted = {}
            for fmt in ("concise", "json", "sarif", "human"):
                count = instructions(check + ["--format", fmt, path])
                counted[fmt] = count
                counts.append(f"{fmt} {count / 1e6:,.0f} M ({count / floor:.2f}x)")
            print(f"  {label}: " + ", ".join(counts))
            for fmt, limit in (("concise", 2), ("json", 3), ("sarif", 3)):
                ratio = counted[fmt] / floor
                verdicts.append((f"{label}: --format {fmt} / floor, instructions",
                                 f"{ratio:.2f}x <= {limit}", ratio <= limit))
            ratio = counted["human"] / counted["concise"]
            verdicts.append((f"{label}: human / concise, instructions", f"{ratio:.2f}x <= 1.5",
                             ratio <= 1.5))
        for label, path in (("3,000 source files", sources), ("2,000-line TypeScript server", server)):
            floor = instructions([SOURCE_FLOOR, path])
            count = instructions(check + ["--format", "concise", path])
            print(f"  {label}: source floor {floor / 1e6:,.0f} M, concise {count / 1e6:,.0f} M "
                  f"({count / floor:.2f}x)")
            verdicts.append((f"{label}: concise / source floor, instructions",
                             f"{count / floor:.2f}x <= 1.5", count / floor <= 1.5))
        print("\ntargets in instructions:")
        for name, value, met in verdicts:
            print(f"  {'met ' if met else 'MISS'}  {name:<62} {value}")
    source_wall, source_cpu = rows[("3,000 source files", "hintlint --format concise")][:2]
    print(f"\nsource tree: {SOURCE_FILES / max(source_cpu, 1e-9):,.0f} files per CPU-second, "
          f"{SOURCE_FILES / max(source_wall, 1e-9):,.0f} per wall second")


def spectral_command(kit):
    """Installs the kit's pinned Spectral into target/bench/spectral once."""
    here = os.path.join(OUT, "spectral")
    if not os.path.isdir(os.path.join(here, "node_modules")):
        shutil.copytree(os.path.join(kit, "spectral"), here, dirs_exist_ok=True)
        subprocess.run(["npm", "ci", "--no-audit", "--no-fund"], cwd=here, check=True,
                       stdout=subprocess.DEVNULL)
    return [os.path.join(here, "node_modules", ".bin", "spectral"), "lint", "-r",
            os.path.join(here, ".spectral.yaml"), "-f", "text"]


if __name__ == "__main__":
    main()
