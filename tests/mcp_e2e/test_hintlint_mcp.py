"""hintlint mcp, end to end, with the official Python MCP SDK's stdio
client against the real binary (HINTLINT_BIN, else target/debug/hintlint),
in each era the SDK speaks: the legacy ClientSession (initialize), and with
mcp 2.x its Client pinned to 2026-07-28 (per-request _meta, no initialize)
and in `auto` mode (it probes server/discover and must stay modern). Each
lists the tools (schemas and hints), calls each tool (a page of findings
and the next by cursor, a preview then its apply), refuses a path outside
the workspace, bad arguments, an unknown tool."""

import asyncio
import json
import os
import re
import pathlib
import shutil
import sys
import tempfile

from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client
try:
    from mcp.shared.exceptions import McpError
except ImportError:  # the SDK 2 name
    from mcp.shared.exceptions import MCPError as McpError

ROOT = pathlib.Path(__file__).resolve().parents[2]
BINARY = os.environ.get("HINTLINT_BIN", str(ROOT / "target" / "debug" / "hintlint"))

POST_READ_ONLY = json.dumps({"tools": [{
    "name": "create_note", "inputSchema": {},
    "_meta": {"http": {"method": "POST"}},
    "annotations": {"readOnlyHint": True},
}]}, indent=2) + "\n"


async def session_in(folder, run):
    params = StdioServerParameters(command=BINARY, args=["mcp"], cwd=str(folder))
    async with stdio_client(params) as (read, write):
        async with ClientSession(read, write) as session:
            initialized = await session.initialize()
            assert get(initialized, "protocolVersion") in ("2025-11-25", "2025-06-18")
            assert get(initialized, "serverInfo").name == "hintlint"
            return await run(session)


async def modern_client_in(folder, mode, run):
    """The mcp 2.x Client in `mode`: it must end up on 2026-07-28."""
    from mcp import Client
    params = StdioServerParameters(command=BINARY, args=["mcp"], cwd=str(folder))
    async with Client(params, mode=mode) as client:
        assert client.protocol_version == "2026-07-28", client.protocol_version
        return await run(client)


def get(value, camel):
    """An attribute under the SDK 1 (camelCase) or SDK 2 (snake_case) name."""
    snake = re.sub(r"(?<!^)([A-Z])", lambda m: "_" + m.group(1).lower(), camel)
    return getattr(value, snake) if hasattr(value, snake) else getattr(value, camel)


def text_of(result):
    return "".join(part.text for part in result.content if part.type == "text")


async def everything(session):
    listed = await session.list_tools()
    names = sorted(tool.name for tool in listed.tools)
    assert names == ["apply_fixes", "explain_rule", "judge_hints", "lint_hints", "preview_fixes"], names
    for tool in listed.tools:
        hints = tool.annotations
        assert tool.title and get(tool, "outputSchema") and get(tool, "inputSchema")["type"] == "object"
        assert None not in (get(hints, "readOnlyHint"), get(hints, "destructiveHint"), get(hints, "idempotentHint"), get(hints, "openWorldHint"))

    linted = await session.call_tool("lint_hints", {"paths": ["tools.json"]})
    assert not get(linted, "isError"), text_of(linted)
    found = get(linted, "structuredContent")
    rules = sorted(finding["rule"] for finding in found["findings"])
    assert rules == ["missing-annotation", "unsound-claim"], rules
    assert "unsound-claim" not in text_of(linted), "the findings once: " + text_of(linted)
    unsound = next(f for f in found["findings"] if f["rule"] == "unsound-claim")
    assert (unsound["file"], unsound["line"], unsound["fix"]) == ("tools.json", 12, "unsafe"), unsound

    first = await session.call_tool("lint_hints", {"paths": ["tools.json"], "limit": 1})
    page = get(first, "structuredContent")
    assert (page["total"], len(page["findings"]), page["findings"][0]["level"]) == (2, 1, "error"), page
    rest = await session.call_tool("lint_hints", {"paths": ["tools.json"], "limit": 1, "cursor": page["next_cursor"]})
    assert get(rest, "structuredContent")["findings"][0]["rule"] == "missing-annotation"
    assert get(rest, "structuredContent")["next_cursor"] is None
    errors = await session.call_tool("lint_hints", {"level": "error", "rules": ["unsound-claim"]})
    assert get(errors, "structuredContent")["total"] == 1

    text = await session.call_tool("lint_hints", {"text": POST_READ_ONLY, "filename": "inline.json"})
    assert [f["file"] for f in get(text, "structuredContent")["findings"]] == ["inline.json", "inline.json"]

    unbounded = await session.call_tool("preview_fixes", {"unsafe_fixes": True})
    assert get(unbounded, "isError") and "all: true" in text_of(unbounded), text_of(unbounded)
    preview = await session.call_tool("preview_fixes", {"paths": ["tools.json"], "unsafe_fixes": True})
    previewed = get(preview, "structuredContent")
    assert [f["file"] for f in previewed["files"]] == ["tools.json"], previewed
    assert '-        "readOnlyHint": true' in previewed["diff"], previewed

    unpreviewed = await session.call_tool("apply_fixes", {"paths": ["tools.json"]})
    assert get(unpreviewed, "isError") and "preview_fixes" in text_of(unpreviewed), text_of(unpreviewed)
    applied = await session.call_tool("apply_fixes", {"preview_id": previewed["preview_id"]})
    assert get(applied, "structuredContent")["applied"] >= 1 and get(applied, "structuredContent")["files"] == ["tools.json"]
    assert get(applied, "structuredContent")["changed"] == []
    assert get(applied, "structuredContent")["remaining"]["findings"] == []

    explained = await session.call_tool("explain_rule", {"rule": "unsound-claim"})
    assert get(explained, "structuredContent")["rule"] == "unsound-claim"
    assert "unsound-claim" in get(explained, "structuredContent")["page"]

    judged = await session.call_tool("judge_hints", {"method": "POST", "readOnlyHint": True})
    assert get(judged, "structuredContent")["verdict"] == "unsound"
    judged = await session.call_tool("judge_hints", {"method": "GET", "readOnlyHint": True})
    assert get(judged, "structuredContent")["verdict"] == "maximal"

    outside = await session.call_tool("lint_hints", {"paths": ["../outside.json"]})
    assert get(outside, "isError") and "outside the workspace" in text_of(outside), text_of(outside)
    written = await session.call_tool("preview_fixes", {"paths": ["link/outside.json"]})
    assert get(written, "isError") and "outside the workspace" in text_of(written), text_of(written)

    bad = await session.call_tool("judge_hints", {"method": "BREW"})
    assert get(bad, "isError") and "method" in text_of(bad)
    unknown_argument = await session.call_tool("lint_hints", {"path": "tools.json"})
    assert get(unknown_argument, "isError") and "unknown argument" in text_of(unknown_argument)
    try:
        await session.call_tool("no_such_tool", {})
        raise AssertionError("an unknown tool is a JSON-RPC error")
    except McpError as error:
        assert "no tool" in str(error)
    return True


def main():
    import mcp
    modern = hasattr(mcp, "Client")
    runs = [("legacy initialize", lambda workspace: session_in(workspace, everything))]
    if modern:
        for mode in ("2026-07-28", "auto"):
            runs.append((f"modern ({mode})", lambda workspace, mode=mode: modern_client_in(workspace, mode, everything)))
    elif os.environ.get("CI"):
        raise AssertionError("mcp 2.x is needed for the modern era (.ci/run installs it)")
    for name, run in runs:
        folder = pathlib.Path(tempfile.mkdtemp())
        try:
            workspace = folder / "workspace"
            workspace.mkdir()
            (workspace / "tools.json").write_text(POST_READ_ONLY)
            (folder / "outside.json").write_text(POST_READ_ONLY)
            (workspace / "link").symlink_to(folder)
            assert asyncio.run(run(workspace))
            assert (folder / "outside.json").read_text() == POST_READ_ONLY, "nothing outside is written"
            print(f"hintlint mcp, {name}: every tool end to end with the Python MCP SDK client: ok")
        finally:
            shutil.rmtree(folder)


if __name__ == "__main__":
    sys.exit(main())
