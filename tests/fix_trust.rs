//! Fixes the user can trust, end to end on the binary: the order of runs
//! does not matter, accepted findings are never fixed, `--diff` does not
//! pass over what it could not consider.

use crate::binary::{diagnostics, hintlint, read, write};

/// A misspelt `readOnlyHint`: `--fix` then `--fix --unsafe-fixes` writes
/// what one `--fix --unsafe-fixes` writes.
#[test]
fn the_result_does_not_depend_on_the_order_of_runs() {
    let text =
        r#"{"name": "list_teams", "inputSchema": {}, "annotations": {"readonlyHint": true}}"#;
    let dir = tempfile::tempdir().expect("temp dir");
    write(dir.path(), "stepwise.json", text);
    write(dir.path(), "at-once.json", text);
    hintlint(&["check", "--fix", "stepwise.json"], dir.path());
    hintlint(
        &["check", "--fix", "--unsafe-fixes", "stepwise.json"],
        dir.path(),
    );
    let run = hintlint(
        &["check", "--fix", "--unsafe-fixes", "at-once.json"],
        dir.path(),
    );
    assert_eq!(run.code, 0, "{}", run.stderr);
    let stepwise: serde_json::Value =
        serde_json::from_slice(&read(&dir.path().join("stepwise.json"))).expect("JSON");
    let at_once: serde_json::Value =
        serde_json::from_slice(&read(&dir.path().join("at-once.json"))).expect("JSON");
    assert_eq!(stepwise, at_once);
    assert_eq!(at_once["annotations"]["readOnlyHint"], true);
    assert_eq!(at_once["annotations"]["destructiveHint"], false);
}

/// Safe `--fix` never makes a GET look destructive: it writes only what
/// claims nothing new, and the warning stays until the claims are written.
#[test]
fn safe_fix_on_a_get_writes_nothing_that_contradicts_the_method() {
    let dir = tempfile::tempdir().expect("temp dir");
    write(
        dir.path(),
        "t.json",
        r#"{"name": "get_product", "inputSchema": {}, "_meta": {"http": {"method": "GET"}}}"#,
    );
    let run = hintlint(&["check", "--fix", "t.json"], dir.path());
    assert_eq!(run.code, 0, "{}", run.stdout);
    let fixed: serde_json::Value =
        serde_json::from_slice(&read(&dir.path().join("t.json"))).expect("JSON");
    assert_eq!(
        fixed["annotations"],
        serde_json::json!({"openWorldHint": true})
    );
    assert!(
        run.stdout.contains("warning[missing-annotation]"),
        "{}",
        run.stdout
    );
    assert!(
        run.stdout.contains("1 fixable with --fix --unsafe-fixes"),
        "{}",
        run.stdout
    );
}

/// `[[exception]] hint = …` applies to hints written in OpenAPI extensions.
#[test]
fn an_exception_for_a_hint_matches_openapi_findings() {
    let dir = tempfile::tempdir().expect("temp dir");
    write(
        dir.path(),
        "hintlint.toml",
        r#"[[exception]]
tool = "sendMessage"
rule = "unsound-claim"
hint = "destructiveHint"
reason = "POST /messages only appends; see the provider's API reference"
"#,
    );
    write(
        dir.path(),
        "api.json",
        r#"{"openapi": "3.1.0", "info": {"title": "t", "version": "1"}, "paths": {"/messages": {
  "post": {"operationId": "sendMessage", "x-mcp-annotations": {"readOnlyHint": false, "destructiveHint": false, "idempotentHint": false, "openWorldHint": true}},
  "put": {"operationId": "putMessage", "x-speakeasy-mcp": {"readOnlyHint": false, "destructiveHint": false, "idempotentHint": true, "openWorldHint": true}}
}}}"#,
    );
    let run = hintlint(&["check", "--format", "json", "api.json"], dir.path());
    let found = diagnostics(&run);
    let accepted: Vec<&str> = found
        .iter()
        .filter(|d| !d["suppressed"].is_null())
        .filter_map(|d| d["tool"].as_str())
        .collect();
    assert_eq!(accepted, ["sendMessage"], "{found:?}");
    assert!(
        found.iter().any(|d| d["tool"] == "putMessage"
            && d["rule"] == "unsound-claim"
            && d["suppressed"].is_null()),
        "only the named tool is accepted: {found:?}"
    );
}

/// `--diff` names a file it could not parse and fails.
#[test]
fn diff_fails_on_a_file_it_could_not_consider() {
    let dir = tempfile::tempdir().expect("temp dir");
    write(
        dir.path(),
        "broken.json",
        r#"{"name": "x", "inputSchema": {},}"#,
    );
    write(
        dir.path(),
        "clean.json",
        r#"{"name": "y", "inputSchema": {}, "annotations": {"readOnlyHint": false, "destructiveHint": true, "idempotentHint": false, "openWorldHint": true}}"#,
    );
    let run = hintlint(&["check", "--diff", "."], dir.path());
    assert_eq!(run.code, 1, "{}", run.stderr);
    assert!(
        run.stderr.contains("broken.json:1:32: not considered:"),
        "{}",
        run.stderr
    );
    assert!(
        run.stderr
            .contains("would apply 0 fixes in 0 files; 1 error would remain"),
        "{}",
        run.stderr
    );
}

/// An invalid hint is written in place as the boolean clients apply now,
/// never removed: a tool recognised by its hints alone (no `inputSchema`)
/// stays a tool, so fixing it succeeds; a dependent of a read-only tool
/// takes the value `readOnlyHint: true` implies.
#[test]
fn an_invalid_hint_is_written_in_place_and_its_tool_stays_a_tool() {
    let dir = tempfile::tempdir().expect("temp dir");
    write(
        dir.path(),
        "hints-only.json",
        r#"{"name": "t", "annotations": {"idempotentHint": null, "title": "A"}}"#,
    );
    write(
        dir.path(),
        "read-only.json",
        r#"{"name": "r", "inputSchema": {}, "annotations": {"readOnlyHint": true, "destructiveHint": 1, "idempotentHint": true, "openWorldHint": false}}"#,
    );
    let run = hintlint(
        &[
            "check",
            "--fix",
            "--unsafe-fixes",
            "hints-only.json",
            "read-only.json",
        ],
        dir.path(),
    );
    assert_eq!(run.code, 0, "{}", run.stdout);
    let hints_only = String::from_utf8(read(&dir.path().join("hints-only.json"))).expect("UTF-8");
    assert!(
        hints_only
            .starts_with(r#"{"name": "t", "annotations": {"idempotentHint": false, "title": "A""#),
        "{hints_only}"
    );
    let read_only: serde_json::Value =
        serde_json::from_slice(&read(&dir.path().join("read-only.json"))).expect("JSON");
    assert_eq!(read_only["annotations"]["destructiveHint"], false);
    let check = hintlint(&["check", "hints-only.json"], dir.path());
    assert_eq!(
        check.code, 0,
        "the fixed file is still a manifest: {}",
        check.stdout
    );
}

/// `[McpServerTool()]`, an empty argument list: `check --fix` writes the
/// named arguments inside it (it once wrote `Annotations = ReadOnly =
/// false⏎…` and refused with an internal error), and the language
/// server's quick fix is the same edit, from the same fixer.
#[cfg(feature = "lsp")]
#[test]
fn an_empty_csharp_argument_list_gets_its_arguments_from_check_and_the_quick_fix() {
    use lsp_server::{Message, Notification, Request, RequestId};
    use serde_json::json;

    let text = "using ModelContextProtocol.Server;\n\n[McpServerToolType]\npublic sealed class T\n{\n    [McpServerTool()]\n    public static string Echo(string message) => message;\n}\n";
    let expected = text.replace(
        "[McpServerTool()]",
        "[McpServerTool(ReadOnly = false, Destructive = true, Idempotent = false, OpenWorld = true)]",
    );
    let dir = tempfile::tempdir().expect("temp dir");
    write(dir.path(), "Tools.cs", text);
    let run = hintlint(&["check", "--fix", "Tools.cs"], dir.path());
    assert_eq!(run.code, 0, "{}{}", run.stdout, run.stderr);
    let fixed = String::from_utf8(read(&dir.path().join("Tools.cs"))).expect("UTF-8");
    assert_eq!(fixed, expected);

    let (server_side, client) = hintlint::lsp::Transport::memory();
    let server = std::thread::spawn(move || hintlint::lsp::serve(&server_side));
    let send = |message: Message| client.sender.send(message).expect("the server listens");
    let answer = |id: i32| loop {
        let message = client
            .receiver
            .recv_timeout(std::time::Duration::from_secs(20))
            .expect("the server answers");
        if let Message::Response(response) = message
            && response.id == RequestId::from(id)
        {
            return response.result.expect("a result");
        }
    };
    let request = |id: i32, method: &str, params| {
        Message::Request(Request::new(RequestId::from(id), method.to_owned(), params))
    };
    let notify =
        |method: &str, params| Message::Notification(Notification::new(method.to_owned(), params));
    send(request(
        1,
        "initialize",
        json!({ "processId": null, "rootUri": null, "capabilities": {} }),
    ));
    answer(1);
    send(notify("initialized", json!({})));
    let uri = format!("file://{}", dir.path().join("Open.cs").display());
    send(notify(
        "textDocument/didOpen",
        json!({ "textDocument": { "uri": uri, "languageId": "csharp", "version": 1, "text": text } }),
    ));
    let whole =
        json!({ "start": { "line": 0, "character": 0 }, "end": { "line": 8, "character": 0 } });
    send(request(
        2,
        "textDocument/codeAction",
        json!({ "textDocument": { "uri": uri }, "range": whole,
                "context": { "diagnostics": [], "only": ["source.fixAll.hintlint"] } }),
    ));
    let actions = answer(2);
    let edits = actions[0]["edit"]["documentChanges"][0]["edits"]
        .as_array()
        .expect("the fix-all action's edits")
        .clone();
    // The text is ASCII: a position's character is its byte.
    let offset = |position: &serde_json::Value| {
        let line = position["line"].as_u64().expect("a line") as usize;
        let character = position["character"].as_u64().expect("a character") as usize;
        text.split_inclusive('\n')
            .take(line)
            .map(str::len)
            .sum::<usize>()
            + character
    };
    let mut quick_fixed = text.to_owned();
    for edit in edits.iter().rev() {
        let span = offset(&edit["range"]["start"])..offset(&edit["range"]["end"]);
        quick_fixed.replace_range(span, edit["newText"].as_str().expect("new text"));
    }
    assert_eq!(quick_fixed, expected, "{edits:?}");
    send(request(3, "shutdown", serde_json::Value::Null));
    answer(3);
    send(notify("exit", serde_json::Value::Null));
    assert_eq!(server.join().expect("the server thread"), Ok(()));
}
