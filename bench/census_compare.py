#!/usr/bin/env python3
"""Compares what hintlint reads with censuses read by hand (bench/census).

Each census file names a public repository, the commit it was read at, and
per file every tool the server registers: its name as sent, its hints as
written and as sent. This script lays a copy of each repository at that
commit (from a bare git snapshot, e.g. the ones `fetch` brings under
/work/.mirror/OWNER+NAME/repo), runs `hintlint census --tools --format json`
over it, and counts per repository:

- tools: the census's tools;
- found: tools hintlint lists under the same name (same file first);
- right: found with the hints as written and as sent both equal;
- silent files: census files with a tool hintlint does not find and on
  which hintlint says nothing (no unread place, no tool registered but not
  judged, no tool listed as named at run time, not a source file that
  does not parse: `check` reports that as a `parse-error`);
- unnamed: census tools hintlint lists as named at run time;
- extra: tools hintlint lists in a census file that the census does not
  have;
- noise: findings (unread places) in files the census lists as holding no
  tool (SDK type definitions, tests).

It never commits or copies third-party code: the copies live in a
temporary folder removed at the end. A census whose snapshot is missing is
reported as missing, not counted.

    python3 bench/census_compare.py --hintlint target/release/hintlint \
        [--mirrors /work/.mirror] [--census bench/census] [--markdown] [--details]
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
from collections import Counter, defaultdict
from pathlib import Path

HINTS = ("readOnlyHint", "destructiveHint", "idempotentHint", "openWorldHint")


def git_dir(mirrors: Path, repo: str) -> Path | None:
    """The bare git folder of `repo`'s snapshot, if there is one."""
    base = mirrors / repo.replace("/", "+")
    for candidate in (base / "repo", base):
        if (candidate / "objects").is_dir():
            return candidate
    return None


def lay(git: Path, commit: str, into: Path) -> bool:
    """Writes the files of `commit` into `into` (a snapshot lacks its
    largest files: they are left out); False when the commit is missing."""
    listing = subprocess.run(
        ["git", f"--git-dir={git}", "ls-tree", "-r", "-z", commit],
        capture_output=True,
    )
    if listing.returncode != 0:
        return False
    entries = []
    for entry in listing.stdout.split(b"\0"):
        if not entry:
            continue
        meta, path = entry.split(b"\t", 1)
        mode, kind, blob = meta.split(b" ")
        if kind == b"blob" and mode != b"120000":
            entries.append((blob.decode(), path.decode("utf-8", "surrogateescape")))
    batch = subprocess.run(
        ["git", f"--git-dir={git}", "cat-file", "--batch"],
        input="".join(f"{blob}\n" for blob, _ in entries).encode(),
        capture_output=True,
    ).stdout
    at = 0
    for _, path in entries:
        end = batch.index(b"\n", at)
        header = batch[at:end].split(b" ")
        at = end + 1
        if header[-1] == b"missing":
            continue
        size = int(header[2])
        target = into / path
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(batch[at : at + size])
        at += size + 1
    return True


def laid(censuses: Path, mirrors: Path):
    """Each census file of `censuses` with its repository laid at the
    census's commit in a temporary folder: (census, tree), the tree `None`
    when no mirror holds that commit. A tree lasts until the next one."""
    for path in sorted(censuses.glob("*.json")):
        census = json.loads(path.read_text())
        git = git_dir(mirrors, census["repo"])
        with tempfile.TemporaryDirectory() as folder:
            tree = Path(folder)
            if git is None or not lay(git, census["commit"], tree):
                yield census, None
                continue
            yield census, tree


def hintlint_listing(binary: str, tree: Path) -> dict[str, dict]:
    """hintlint's census of `tree`, by file path relative to it."""
    run = subprocess.run(
        [binary, "census", "--tools", "--format", "json", "--isolated", "."],
        cwd=tree,
        capture_output=True,
        text=True,
    )
    if run.returncode not in (0, 1, 2):
        sys.exit(f"hintlint failed on {tree}: {run.stderr}")
    document = json.loads(run.stdout)
    files = {}
    for one in document["trees"]:
        for file in one["files"]:
            files[file["path"].removeprefix("./")] = file
    return files


def normalised(hints: dict | None, all_four: bool) -> dict:
    """Hints as a dict of the four keys (`sent`) or of those written."""
    hints = hints or {}
    if all_four:
        return {key: hints.get(key) for key in HINTS}
    return {key: value for key, value in hints.items() if key in HINTS and value is not None}


def compare(census: dict, listing: dict[str, dict]) -> dict:
    """The counts of one repository, and the tools behind each miss."""
    counts = Counter()
    misses = []
    listed = {path: list(file.get("listed_tools", [])) for path, file in listing.items()}
    used: set[tuple[str, int]] = set()

    def take(path: str, name: str):
        for index, tool in enumerate(listed.get(path, [])):
            if tool.get("name") == name and (path, index) not in used:
                used.add((path, index))
                return tool
        return None

    census_paths = set()
    for file in census["files"]:
        path = file["path"]
        census_paths.add(path)
        missed_here = 0
        for tool in file["tools"]:
            counts["tools"] += 1
            found = take(path, tool["name"])
            if found is None:
                for other in listed:
                    found = take(other, tool["name"])
                    if found is not None:
                        break
            if found is None:
                missed_here += 1
                misses.append(f"unread  {path}:{tool.get('line')} {tool['name']}")
                continue
            counts["found"] += 1
            written_ok = normalised(found.get("written"), False) == normalised(tool.get("written"), False)
            sent_ok = normalised(found.get("sent"), True) == normalised(tool.get("sent"), True)
            if written_ok and sent_ok:
                counts["right"] += 1
            else:
                misses.append(
                    f"wrong   {path}:{tool.get('line')} {tool['name']}: "
                    f"census written {normalised(tool.get('written'), False)} sent {normalised(tool.get('sent'), True)}; "
                    f"hintlint written {normalised(found.get('written'), False)} sent {normalised(found.get('sent'), True)}"
                )
        if file["tools"]:
            counts["files"] += 1
        if missed_here:
            counts["files with a miss"] += 1
            said = listing.get(path, {})
            unnamed = sum(1 for tool in listed.get(path, []) if tool.get("name") is None)
            counts["unnamed"] += min(unnamed, missed_here)
            # A tool read under no name (named at run time) is listed, not
            # passed over in silence.
            # A source file that does not parse is a `parse-error` in `check`.
            quiet = not said.get("unread") and not said.get("not_judged") and not said.get("unparsed")
            if quiet and unnamed < missed_here:
                counts["silent files"] += 1
                misses.append(f"silent  {path}: {missed_here} tool(s) unread, nothing said")
    for path in census_paths:
        for index, tool in enumerate(listed.get(path, [])):
            if (path, index) not in used:
                counts["extra"] += 1
                misses.append(f"extra   {path}:{tool.get('line')} {tool.get('name')}")
    for path in census.get("no_tool_files", []):
        path = path.split(" ")[0]
        said = listing.get(path, {})
        if said.get("unread") or said.get("tools"):
            counts["noise"] += 1
            misses.append(f"noise   {path}: {said.get('tools', 0)} tools, {said.get('unread', 0)} unread places")
    return {"counts": counts, "misses": misses}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--hintlint", default="target/release/hintlint")
    parser.add_argument("--mirrors", default="/work/.mirror", type=Path)
    parser.add_argument("--census", default=Path(__file__).parent / "census", type=Path)
    parser.add_argument("--markdown", action="store_true", help="print a Markdown table")
    parser.add_argument("--details", action="store_true", help="print every miss")
    parser.add_argument("--json", type=Path, help="write the counts as JSON here")
    args = parser.parse_args()
    binary = str(Path(args.hintlint).resolve())
    rows = []
    missing = []
    for census, tree in laid(args.census, args.mirrors):
        if tree is None:
            missing.append(census["repo"])
            continue
        result = compare(census, hintlint_listing(binary, tree))
        rows.append((census["repo"], census.get("language", "?"), result))
    total = Counter()
    for _, _, result in rows:
        total.update(result["counts"])
    columns = ("tools", "found", "right", "files", "silent files", "unnamed", "extra", "noise")
    if args.markdown:
        print("| repository | language | " + " | ".join(columns) + " |")
        print("|---|---|" + "---|" * len(columns))
        for repo, language, result in rows:
            print(f"| {repo} | {language} | " + " | ".join(str(result["counts"][c]) for c in columns) + " |")
        print("| **all** | | " + " | ".join(f"**{total[c]}**" for c in columns) + " |")
    else:
        print(f"{'repository':45} {'lang':10} " + " ".join(f"{c:>7}" for c in ("tools", "found", "right", "files", "silent", "unnamed", "extra", "noise")))
        for repo, language, result in rows:
            print(f"{repo:45} {language:10} " + " ".join(f"{result['counts'][c]:>7}" for c in columns))
        print(f"{'all':45} {'':10} " + " ".join(f"{total[c]:>7}" for c in columns))
    if total["tools"]:
        print(
            f"\n{total['right']} of {total['tools']} tools read with the right hints "
            f"({100 * total['right'] / total['tools']:.0f} %), {total['found']} found; "
            f"{total['silent files']} of {total['files']} files with tools miss one without a word"
        )
    for repo in missing:
        print(f"missing snapshot: {repo} (fetch it first)")
    if args.details:
        for repo, _, result in rows:
            for miss in result["misses"]:
                print(f"{repo}: {miss}")
    if args.json:
        args.json.write_text(
            json.dumps({repo: dict(result["counts"]) for repo, _, result in rows}, indent=1, sort_keys=True)
        )


if __name__ == "__main__":
    main()
