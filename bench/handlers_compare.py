#!/usr/bin/env python3
"""Compares hintlint's `unsound-claim` from handlers with the handler census
read by hand (bench/handlers).

Each census file names a public repository, the commit it was read at, and
per tool its hints as written, the handler's effects, the false-positive
traps it holds and whether its hints contradict its certain effects. This
script lays a copy of each repository at that commit (from a bare git
snapshot under /work/.mirror/OWNER+NAME/repo, as bench/census_compare.py
does), runs `hintlint check --format json --isolated` over it (the default
configuration: no binding, no preset), and counts:

- (a) contradictions resting on a certain HTTP method or SQL statement
  (the census's `why` names no file-system effect) that hintlint reports
  as `unsound-claim` at error level, of all such contradictions;
- the other contradictions (file-system effects) found at error level;
- (b) tools holding a trap that the census does not count as a
  contradiction and on which hintlint reports `unsound-claim` above a note
  (a warning or an error), of all tools holding a trap;
- notes: `unsound-claim` notes (uncertain effects), for information.

It never commits or copies third-party code: the copies live in a temporary
folder removed at the end. A repository whose snapshot is missing is
reported as missing, not counted.

    python3 bench/handlers_compare.py --hintlint target/release/hintlint \\
        [--mirrors /work/.mirror] [--census bench/handlers] [--markdown] [--details]
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from census_compare import laid  # noqa: E402


def unsound_claims(binary: str, tree: Path) -> dict[str, list[str]]:
    """The levels of hintlint's `unsound-claim` findings, by tool name."""
    run = subprocess.run(
        [binary, "check", "--format", "json", "--isolated", "."],
        cwd=tree,
        capture_output=True,
        text=True,
    )
    if run.returncode not in (0, 1, 2):
        sys.exit(f"hintlint failed on {tree}: {run.stderr}")
    found: dict[str, list[str]] = defaultdict(list)
    for diagnostic in json.loads(run.stdout)["diagnostics"]:
        if diagnostic["rule"] == "unsound-claim" and diagnostic.get("tool"):
            found[diagnostic["tool"]].append(diagnostic["level"])
    return found


def names(tool: dict) -> list[str]:
    """The names a census tool may be reported under: as sent, and
    without a namespace a mount adds (`confluence_get_page` → `get_page`)."""
    name = tool["name"]
    return [name, name.split("_", 1)[-1]] if "_" in name else [name]


def compare(census: dict, found: dict[str, list[str]]) -> dict:
    """The counts of one repository."""
    row = defaultdict(int)
    for tool in census["tools"]:
        levels = [level for name in names(tool) for level in found.get(name, [])]
        above_note = [level for level in levels if level != "note"]
        error = "error" in levels
        http_sql = any(
            effect.get("certain") and effect["kind"] in ("http", "sql") and effect["effect"] != "read"
            for effect in tool.get("effects", [])
        )
        if tool.get("contradicts"):
            if not http_sql:
                row["other_contradictions"] += 1
                row["other_found"] += error
            else:
                row["http_sql_contradictions"] += 1
                row["http_sql_found"] += error
                if not error:
                    row.setdefault("missed", []).append(tool["name"])
        if tool.get("traps"):
            row["trap_tools"] += 1
            if not tool.get("contradicts") and above_note:
                row["traps_reported"] += 1
                row.setdefault("trap_reports", []).append(tool["name"])
        row["notes"] += levels.count("note")
    return row


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--hintlint", required=True)
    parser.add_argument("--mirrors", default="/work/.mirror", type=Path)
    parser.add_argument("--census", default="bench/handlers", type=Path)
    parser.add_argument("--markdown", action="store_true")
    parser.add_argument("--details", action="store_true")
    args = parser.parse_args()
    binary = str(Path(args.hintlint).resolve())
    rows = []
    for census, tree in laid(args.census, args.mirrors):
        if tree is None:
            rows.append((census["repo"], None))
            continue
        rows.append((census["repo"], compare(census, unsound_claims(binary, tree))))
    keys = (
        "http_sql_found",
        "http_sql_contradictions",
        "other_found",
        "other_contradictions",
        "traps_reported",
        "trap_tools",
        "notes",
    )
    total = {key: sum(row[key] for _, row in rows if row) for key in keys}
    if args.markdown:
        print("| repository | (a) certain HTTP/SQL contradictions found | other contradictions found | (b) trap tools reported above a note | notes |")
        print("|---|---|---|---|---|")
        for repo, row in rows + [("**total**", total)]:
            if row is None:
                print(f"| {repo} | missing | | | |")
                continue
            print(
                f"| {repo} | {row['http_sql_found']} of {row['http_sql_contradictions']} "
                f"| {row['other_found']} of {row['other_contradictions']} "
                f"| {row['traps_reported']} of {row['trap_tools']} | {row['notes']} |"
            )
    else:
        print(json.dumps({"repositories": dict(rows), "total": total}, indent=1, default=list))
    if args.details:
        for repo, row in rows:
            for key in ("missed", "trap_reports"):
                if row and row.get(key):
                    print(f"{repo} {key}: {', '.join(row[key])}", file=sys.stderr)


if __name__ == "__main__":
    main()
