"""hintlint mcp, end to end, with the official Python MCP SDK's stdio
client against the real binary (HINTLINT_BIN, else target/debug/hintlint):
initialize, list the tools (schemas and hints), call each tool, refuse a
path outside the workspace, bad arguments, an unknown tool, shutdown."""

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
            return await run(session, initialized)


def get(value, camel):
    """An attribute under the SDK 1 (camelCase) or SDK 2 (snake_case) name."""
    snake = re.sub(r"(?<!^)([A-Z])", lambda m: "_" + m.group(1).lower(), camel)
    return getattr(value, snake) if hasattr(value, snake) else getattr(value, camel)


def text_of(result):
    return "".join(part.text for part in result.content if part.type == "text")


async def everything(session, initialized):
    assert get(initialized, "serverInfo").name == "hintlint"
    listed = await session.list_tools()
    names = sorted(tool.name for tool in listed.tools)
    assert names == ["apply_fixes", "explain_rule", "judge_hints", "lint_hints", "preview_fixes"], names
    for tool in listed.tools:
        hints = tool.annotations
        assert tool.title and get(tool, "outputSchema") and get(tool, "inputSchema")["type"] == "object"
        assert None not in (get(hints, "readOnlyHint"), get(hints, "destructiveHint"), get(hints, "idempotentHint"), get(hints, "openWorldHint"))

    linted = await session.call_tool("lint_hints", {"paths": ["tools.json"]})
    assert not get(linted, "isError"), text_of(linted)
    rules = sorted(finding["rule"] for finding in get(linted, "structuredContent")["findings"])
    assert rules == ["missing-annotation", "unsound-claim"], rules
    unsound = next(f for f in get(linted, "structuredContent")["findings"] if f["rule"] == "unsound-claim")
    assert (unsound["file"], unsound["line"], unsound["fix"]) == ("tools.json", 12, "unsafe"), unsound

    text = await session.call_tool("lint_hints", {"text": POST_READ_ONLY, "filename": "inline.json"})
    assert [f["file"] for f in get(text, "structuredContent")["findings"]] == ["inline.json", "inline.json"]

    preview = await session.call_tool("preview_fixes", {"paths": ["tools.json"], "unsafe_fixes": True})
    assert get(preview, "structuredContent")["files"] == 1
    assert '-        "readOnlyHint": true' in get(preview, "structuredContent")["diff"], get(preview, "structuredContent")

    applied = await session.call_tool("apply_fixes", {"paths": ["tools.json"], "unsafe_fixes": True})
    assert get(applied, "structuredContent")["applied"] >= 1 and get(applied, "structuredContent")["files"] == ["tools.json"]
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
    written = await session.call_tool("apply_fixes", {"paths": ["link/outside.json"]})
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
    folder = pathlib.Path(tempfile.mkdtemp())
    try:
        workspace = folder / "workspace"
        workspace.mkdir()
        (workspace / "tools.json").write_text(POST_READ_ONLY)
        (folder / "outside.json").write_text(POST_READ_ONLY)
        (workspace / "link").symlink_to(folder)
        assert asyncio.run(session_in(workspace, everything))
        assert (folder / "outside.json").read_text() == POST_READ_ONLY, "nothing outside is written"
        print("hintlint mcp: every tool end to end with the Python MCP SDK client: ok")
    finally:
        shutil.rmtree(folder)


if __name__ == "__main__":
    sys.exit(main())
