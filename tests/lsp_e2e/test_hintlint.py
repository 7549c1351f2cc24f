"""hintlint lsp, end to end, with pytest-lsp: the capabilities VS Code and
Neovim send, replayed against the real binary (HINTLINT_BIN, else
target/debug/hintlint). pytest-lsp also checks every answer against what
the client declared it supports."""

import asyncio
import json
import os
import pathlib
import subprocess
import sys

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities

ROOT = pathlib.Path(__file__).resolve().parents[2]
BINARY = os.environ.get("HINTLINT_BIN", str(ROOT / "target" / "debug" / "hintlint"))

# A POST tool claiming read-only, with a non-ASCII description before the
# claim on its line (UTF-16 columns differ from bytes there).
MANIFEST = (
    '{\n  "tools": [\n    {\n      "name": "create_note",\n'
    '      "inputSchema": {},\n'
    '      "_meta": { "http": { "method": "POST" } },\n'
    '      "annotations": { "title": "Noté 😀", "readOnlyHint": true }\n'
    "    }\n  ]\n}\n"
)


@pytest_lsp.fixture(
    config=ClientServerConfig(server_command=[BINARY, "lsp"]),
    params=["visual-studio-code", "neovim"],
)
async def client(request, lsp_client: LanguageClient, tmp_path):
    # The test's folder is the workspace: a new hintlint.toml goes there.
    params = types.InitializeParams(
        capabilities=client_capabilities(request.param),
        workspace_folders=[types.WorkspaceFolder(uri=tmp_path.as_uri(), name="workspace")],
    )
    result = await lsp_client.initialize_session(params)
    lsp_client.hintlint_pulls = result.capabilities.diagnostic_provider is not None
    lsp_client.hintlint_encoding = result.capabilities.position_encoding or "utf-16"
    offered = (client_capabilities(request.param).general or types.GeneralClientCapabilities())
    # UTF-8 when the client offers it, else UTF-16.
    expected = "utf-8" if "utf-8" in (offered.position_encodings or []) else "utf-16"
    assert lsp_client.hintlint_encoding == expected
    yield
    await lsp_client.shutdown_session()


def write(tmp_path, name, text):
    path = tmp_path / name
    path.write_text(text)
    return path


def mark(client: LanguageClient, uri: str):
    """What the client holds for `uri` now: every publish replaces it with a
    new list, so a later publish is told apart by identity (no race with a
    notification that came before the wait)."""
    return client.diagnostics.get(uri)


async def diagnostics(client: LanguageClient, uri: str, since=None):
    """The diagnostics of `uri`, pulled, or as published after `since`
    (a `mark` taken before the change that makes them)."""
    if client.hintlint_pulls:
        report = await client.text_document_diagnostic_async(
            types.DocumentDiagnosticParams(text_document=types.TextDocumentIdentifier(uri=uri))
        )
        return list(report.items)
    await published(client, uri, since)
    return list(client.diagnostics.get(uri, []))


async def published(client: LanguageClient, uri: str, since=None):
    """Waits until diagnostics are published for `uri` after `since`."""
    for _ in range(2000):
        current = client.diagnostics.get(uri)
        if current is not None and current is not since:
            return current
        await asyncio.sleep(0.005)
    raise AssertionError(f"no diagnostics published for {uri}")


def codes(found):
    return sorted(str(diagnostic.code) for diagnostic in found)


def open_document(client, uri, text, language="json", version=1):
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(
                uri=uri, language_id=language, version=version, text=text
            )
        )
    )


def change_document(client, uri, text, version):
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=version),
            content_changes=[types.TextDocumentContentChangeWholeDocument(text=text)],
        )
    )


def width(char, encoding):
    """How many columns a character counts for in the negotiated encoding."""
    if encoding == "utf-8":
        return len(char.encode("utf-8"))
    return 2 if ord(char) > 0xFFFF else 1


def column(line, index, encoding):
    """The column of character `index` of `line`."""
    return sum(width(char, encoding) for char in line[:index])


def offset(text, position, encoding):
    lines = text.split("\n")
    before = sum(len(line) + 1 for line in lines[: position.line])
    line = lines[position.line]
    units = 0
    for index, char in enumerate(line):
        if units >= position.character:
            return before + index
        units += width(char, encoding)
    return before + len(line)


def apply(text, edit: types.WorkspaceEdit, encoding, uri=None):
    """`text` with the edits of `edit` to `uri` (to any document when
    None) applied."""
    edits = []
    for change in edit.document_changes or []:
        if isinstance(change, types.TextDocumentEdit) and uri in (None, change.text_document.uri):
            edits.extend(change.edits)
    for item in sorted(edits, key=lambda e: (e.range.start.line, e.range.start.character), reverse=True):
        start = offset(text, item.range.start, encoding)
        end = offset(text, item.range.end, encoding)
        text = text[:start] + item.new_text + text[end:]
    return text


@pytest.mark.asyncio
async def test_diagnostics_in_utf16(client: LanguageClient, tmp_path):
    uri = write(tmp_path, "tools.json", MANIFEST).as_uri()
    open_document(client, uri, MANIFEST)
    found = await diagnostics(client, uri)
    assert codes(found) == ["missing-annotation", "unsound-claim"]
    unsound = next(d for d in found if d.code == "unsound-claim")
    line = MANIFEST.split("\n")[6]
    claim = line.index("true")
    # UTF-16 counts the emoji two units and the é one; UTF-8 counts bytes.
    assert unsound.range.start.character == column(line, claim, client.hintlint_encoding)
    assert unsound.source == "hintlint"
    # The rule's page when the build knows its repository (a release, whose
    # repository is stamped in), no link rather than a guessed one otherwise.
    assert unsound.code_description is None or unsound.code_description.href.endswith(
        "/rules/unsound-claim.md"
    )


@pytest.mark.asyncio
async def test_code_actions_fix_and_relint_clean(client: LanguageClient, tmp_path):
    uri = write(tmp_path, "tools.json", MANIFEST).as_uri()
    open_document(client, uri, MANIFEST)
    found = await diagnostics(client, uri)
    unsound = next(d for d in found if d.code == "unsound-claim")
    actions = await client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(uri=uri),
            range=unsound.range,
            context=types.CodeActionContext(diagnostics=[unsound]),
        )
    )
    fix = next(a for a in actions if a.kind == "quickfix" and "unsound-claim" in a.title)
    fixed = apply(MANIFEST, fix.edit, client.hintlint_encoding)
    before = mark(client, uri)
    change_document(client, uri, fixed, 2)
    assert codes(await diagnostics(client, uri, before)) == ["missing-annotation"]
    everything = await client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(uri=uri),
            range=types.Range(start=types.Position(line=0, character=0), end=types.Position(line=0, character=0)),
            context=types.CodeActionContext(diagnostics=[], only=["source.fixAll.hintlint"]),
        )
    )
    assert [a.kind for a in everything] == ["source.fixAll.hintlint"]
    clean = apply(fixed, everything[0].edit, client.hintlint_encoding)
    before = mark(client, uri)
    change_document(client, uri, clean, 3)
    assert codes(await diagnostics(client, uri, before)) == []
    json.loads(clean)


@pytest.mark.asyncio
async def test_hover_and_inlay_hints(client: LanguageClient, tmp_path):
    uri = write(tmp_path, "tools.json", MANIFEST).as_uri()
    open_document(client, uri, MANIFEST)
    await diagnostics(client, uri)
    line = MANIFEST.split("\n")[6]
    key = line.index("readOnlyHint")
    hover = await client.text_document_hover_async(
        types.HoverParams(
            text_document=types.TextDocumentIdentifier(uri=uri),
            position=types.Position(line=6, character=column(line, key + 2, client.hintlint_encoding)),
        )
    )
    assert "**readOnlyHint**" in hover.contents.value
    assert "Bound to POST" in hover.contents.value
    if client.capabilities.text_document.inlay_hint is None:
        return
    hints = await client.text_document_inlay_hint_async(
        types.InlayHintParams(
            text_document=types.TextDocumentIdentifier(uri=uri),
            range=types.Range(start=types.Position(line=0, character=0), end=types.Position(line=12, character=0)),
        )
    )
    assert [hint.label for hint in hints] == [
        "assumed: openWorldHint: true; ignored, or read as destructiveHint: true, idempotentHint: false"
    ]


@pytest.mark.asyncio
async def test_configuration_changes_and_errors(client: LanguageClient, tmp_path):
    (tmp_path / ".git").mkdir()
    config = write(tmp_path, "hintlint.toml", '[lints]\nmissing-annotation = "allow"\n')
    uri = write(tmp_path, "tools.json", MANIFEST).as_uri()
    open_document(client, uri, MANIFEST)
    assert codes(await diagnostics(client, uri)) == ["unsound-claim"]
    config.write_text('[lints]\nmissing-anotation = "allow"\n')
    before, before_config = mark(client, uri), mark(client, config.as_uri())
    client.workspace_did_change_watched_files(
        types.DidChangeWatchedFilesParams(
            changes=[types.FileEvent(uri=config.as_uri(), type=types.FileChangeType.Changed)]
        )
    )
    await published(client, config.as_uri(), before_config)
    shown = client.diagnostics.get(config.as_uri(), [])
    assert len(shown) == 1 and shown[0].range.start.line == 1
    assert codes(await diagnostics(client, uri, before)) == ["unsound-claim"]
    config.write_text("")
    before = mark(client, uri)
    client.workspace_did_change_watched_files(
        types.DidChangeWatchedFilesParams(
            changes=[types.FileEvent(uri=config.as_uri(), type=types.FileChangeType.Changed)]
        )
    )
    assert codes(await diagnostics(client, uri, before)) == ["missing-annotation", "unsound-claim"]


@pytest.mark.asyncio
async def test_source_code_and_close(client: LanguageClient, tmp_path):
    text = (
        "from mcp.server.fastmcp import FastMCP\n\nmcp = FastMCP(\"notes\")\n\n\n"
        "@mcp.tool()\ndef add_note(text: str) -> str:\n    return text\n"
    )
    uri = write(tmp_path, "server.py", text).as_uri()
    open_document(client, uri, text, language="python")
    found = await diagnostics(client, uri)
    assert codes(found) == ["missing-annotation"]
    assert found[0].range.start.line == 5, "the decorator"
    before = mark(client, uri)
    client.text_document_did_close(
        types.DidCloseTextDocumentParams(text_document=types.TextDocumentIdentifier(uri=uri))
    )
    if not client.hintlint_pulls:
        await published(client, uri, before)
        assert list(client.diagnostics.get(uri, [])) == []


async def actions_for(client: LanguageClient, uri, diagnostic):
    return await client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(uri=uri),
            range=diagnostic.range,
            context=types.CodeActionContext(diagnostics=[diagnostic]),
        )
    )


@pytest.mark.asyncio
async def test_unsafe_fixes_are_quick_fixes_never_preferred_nor_in_fix_all(client: LanguageClient, tmp_path):
    # No setting: the fixture sends none.
    uri = write(tmp_path, "tools.json", MANIFEST).as_uri()
    open_document(client, uri, MANIFEST)
    found = await diagnostics(client, uri)
    unsound = next(d for d in found if d.code == "unsound-claim")
    actions = await actions_for(client, uri, unsound)
    unsafe = [a for a in actions if a.title.endswith("(unsafe)")]
    assert [a.title for a in unsafe] == ["hintlint: set readOnlyHint to false (unsound-claim) (unsafe)"]
    assert all(a.kind == "quickfix" and not a.is_preferred for a in unsafe)
    everything = await client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(uri=uri),
            range=types.Range(start=types.Position(line=0, character=0), end=types.Position(line=0, character=0)),
            context=types.CodeActionContext(diagnostics=[], only=["source.fixAll.hintlint"]),
        )
    )
    assert [a.kind for a in everything] == ["source.fixAll.hintlint"]
    saved = apply(MANIFEST, everything[0].edit, client.hintlint_encoding)
    assert '"readOnlyHint": true' in saved, "fix-all (fix-on-save) applies no unsafe fix"
    before = mark(client, uri)
    change_document(client, uri, saved, 2)
    assert codes(await diagnostics(client, uri, before)) == ["missing-annotation", "unsound-claim"]
    # The unsafe fix, applied as a quick fix, does what it says.
    fixed = apply(MANIFEST, unsafe[0].edit, client.hintlint_encoding)
    before = mark(client, uri)
    change_document(client, uri, fixed, 3)
    assert "unsound-claim" not in codes(await diagnostics(client, uri, before))


def apply_to_disk(edit: types.WorkspaceEdit, encoding):
    """Applies a workspace edit to files on disk, as an editor saving them
    would: creations, then text edits."""
    for change in edit.document_changes or []:
        if isinstance(change, types.CreateFile):
            path = pathlib.Path(change.uri.removeprefix("file://"))
            if not path.exists():
                path.write_text("")
    for change in edit.document_changes or []:
        if isinstance(change, types.TextDocumentEdit):
            path = pathlib.Path(change.text_document.uri.removeprefix("file://"))
            path.write_text(apply(path.read_text(), edit, encoding, change.text_document.uri))


def config_changed(client: LanguageClient, config):
    client.workspace_did_change_watched_files(
        types.DidChangeWatchedFilesParams(
            changes=[types.FileEvent(uri=config.as_uri(), type=types.FileChangeType.Changed)]
        )
    )


@pytest.mark.asyncio
async def test_a_plain_json_finding_is_accepted_with_an_exception(client: LanguageClient, tmp_path):
    (tmp_path / ".git").mkdir()
    (tmp_path / "tools").mkdir()
    uri = write(tmp_path, "tools/tools.json", MANIFEST).as_uri()
    open_document(client, uri, MANIFEST)
    found = await diagnostics(client, uri)
    unsound = next(d for d in found if d.code == "unsound-claim")
    actions = await actions_for(client, uri, unsound)
    assert not any("allow" in a.title for a in actions), "plain JSON holds no comment"
    accept = next(a for a in actions if "exception" in a.title)
    assert accept.title == "hintlint: accept unsound-claim with an exception in hintlint.toml"
    assert accept.kind == "quickfix" and not accept.is_preferred
    config = tmp_path / "hintlint.toml"
    assert isinstance(accept.edit.document_changes[0], types.CreateFile)
    assert accept.edit.document_changes[0].uri == config.as_uri()
    apply_to_disk(accept.edit, client.hintlint_encoding)
    written = config.read_text()
    assert 'tool = "create_note"' in written and 'files = ["tools/tools.json"]' in written
    before, before_config = mark(client, uri), mark(client, config.as_uri())
    config_changed(client, config)
    await published(client, config.as_uri(), before_config)
    shown = client.diagnostics.get(config.as_uri(), [])
    assert len(shown) == 1 and shown[0].severity == types.DiagnosticSeverity.Error
    assert "placeholder" in shown[0].message
    assert shown[0].range.start.line == written.split("\n").index(
        'reason = "<why this is acceptable>"'
    ), "at the reason"
    assert codes(await diagnostics(client, uri, before)) == ["missing-annotation", "unsound-claim"]
    config.write_text(written.replace("<why this is acceptable>", "POST /notes only reads; see the API reference"))
    before, before_config = mark(client, uri), mark(client, config.as_uri())
    config_changed(client, config)
    await published(client, config.as_uri(), before_config)
    assert list(client.diagnostics.get(config.as_uri(), [])) == []
    assert codes(await diagnostics(client, uri, before)) == ["missing-annotation"]


@pytest.mark.asyncio
async def test_the_hover_says_what_each_client_does(client: LanguageClient, tmp_path):
    uri = write(tmp_path, "tools.json", MANIFEST).as_uri()
    open_document(client, uri, MANIFEST)
    await diagnostics(client, uri)
    line = MANIFEST.split("\n")[6]
    key = line.index("readOnlyHint")
    hover = await client.text_document_hover_async(
        types.HoverParams(
            text_document=types.TextDocumentIdentifier(uri=uri),
            position=types.Position(line=6, character=column(line, key + 2, client.hintlint_encoding)),
        )
    )
    text = hover.contents.value
    assert "What each client does with `create_note`" in text
    clients = [line[2:] for line in text.split("\n") if line.startswith("- ")]
    assert clients[0] == "Codex: auto-approves it, because readOnlyHint: true"
    assert "VS Code: auto-approves it, because readOnlyHint: true" in clients
    assert "goose: auto-approves it, because readOnlyHint: true" in clients
    # The very lines `hintlint explain --tool` prints, one per client.
    explained = subprocess.run(
        [BINARY, "explain", "--tool", "create_note", "tools.json"],
        cwd=tmp_path, capture_output=True, text=True, check=True,
    ).stdout
    section = explained.split("what each client does with it (docs/clients.md):\n", 1)[1]
    assert clients == [line[2:] for line in section.split("\n") if line.startswith("  ") and not line.startswith("    ")]
