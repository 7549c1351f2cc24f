//! `hintlint mcp`: its own tools are linted clean by `check --server` and
//! in the `tools/list` of both eras, `census --server` counts them; the
//! modern era (2026-07-28: `server/discover`, per-request `_meta`, no
//! `initialize`) and the legacy one (`initialize` at 2025-11-25 or
//! 2025-06-18) are each served; `lint_hints` filters and pages, a preview's
//! id is what `apply_fixes` applies; malformed or unknown requests get
//! JSON-RPC errors while the server goes on. The official clients (npm's
//! `@modelcontextprotocol/client`, the MCP Inspector's CLI) drive it where
//! `.ci/run` installed them.
#![cfg(feature = "mcp")]

use std::io::Write;
use std::path::Path;
use std::process::{Command, Stdio};

use serde_json::{Value, json};

use crate::binary::{hintlint, json};

const BIN: &str = env!("CARGO_BIN_EXE_hintlint");

/// A manifest with an unsafe fix: a POST that claims to be read-only
/// (an error, unsound-claim, and a warning, missing-annotation).
const POST_READ_ONLY: &str = "{\"tools\": [{\"name\": \"create_note\", \"inputSchema\": {}, \"_meta\": {\"http\": {\"method\": \"POST\"}}, \"annotations\": {\"readOnlyHint\": true}}]}\n";

/// The `_meta` of a modern request.
fn modern_meta() -> Value {
    json!({
        "io.modelcontextprotocol/protocolVersion": "2026-07-28",
        "io.modelcontextprotocol/clientCapabilities": { "roots": {} },
        "io.modelcontextprotocol/clientInfo": { "name": "tests", "version": "0" },
    })
}

/// A modern request, one line.
fn modern(id: u64, method: &str, mut params: Value) -> String {
    params["_meta"] = modern_meta();
    json!({ "jsonrpc": "2.0", "id": id, "method": method, "params": params }).to_string()
}

/// A modern `tools/call`, one line.
fn call(id: u64, tool: &str, arguments: Value) -> String {
    modern(
        id,
        "tools/call",
        json!({ "name": tool, "arguments": arguments }),
    )
}

/// The answers of `hintlint mcp` in `dir` to `lines`.
fn answers(dir: &Path, lines: &[&str]) -> Vec<Value> {
    let mut child = Command::new(BIN)
        .arg("mcp")
        .current_dir(dir)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("hintlint mcp runs");
    let mut input = child.stdin.take().expect("stdin");
    for line in lines {
        writeln!(input, "{line}").expect("written");
    }
    drop(input);
    let output = child.wait_with_output().expect("it ends");
    assert!(output.status.success());
    String::from_utf8_lossy(&output.stdout)
        .lines()
        .map(|line| serde_json::from_str(line).expect("one JSON message a line"))
        .collect()
}

/// The one answer of a fresh `hintlint mcp` in `dir` to `line`.
fn answer(dir: &Path, line: &str) -> Value {
    let mut got = answers(dir, &[line]);
    assert_eq!(got.len(), 1, "{got:?}");
    got.remove(0)
}

/// A tool call's structured content, asserting it did not fail.
fn structured(answer: &Value) -> &Value {
    assert_eq!(answer["result"]["isError"], false, "{answer}");
    &answer["result"]["structuredContent"]
}

/// A tool call's text.
fn text(answer: &Value) -> &str {
    answer["result"]["content"][0]["text"]
        .as_str()
        .unwrap_or_default()
}

#[test]
fn its_own_tools_are_linted_clean_and_counted() {
    let dir = tempfile::tempdir().expect("temp dir");
    let check = hintlint(
        &["check", "--format", "json", "--server", "--", BIN, "mcp"],
        dir.path(),
    );
    assert_eq!(check.code, 0, "{}{}", check.stdout, check.stderr);
    let report = json(&check);
    assert_eq!(report["summary"]["tools"], 5);
    assert_eq!(report["summary"]["warnings"], 0);
    assert_eq!(report["summary"]["notes"], 0);
    let census = hintlint(
        &["census", "--format", "json", "--server", "--", BIN, "mcp"],
        dir.path(),
    );
    let counted = json(&census);
    assert_eq!(counted["trees"][0]["total"]["tools"], 5);
    assert_eq!(counted["trees"][0]["total"]["all_four"], 5);
}

#[test]
fn its_tools_list_lints_clean_in_both_eras() {
    let dir = tempfile::tempdir().expect("temp dir");
    let got = answers(
        dir.path(),
        &[
            &modern(1, "tools/list", json!({})),
            r#"{"jsonrpc":"2.0","id":2,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{}}}"#,
            r#"{"jsonrpc":"2.0","id":3,"method":"tools/list"}"#,
        ],
    );
    for (era, listed) in [("modern", &got[0]), ("legacy", &got[2])] {
        let manifest = dir.path().join(format!("{era}.json"));
        std::fs::write(&manifest, listed["result"].to_string()).expect("written");
        let check = hintlint(
            &["check", "--format", "json", &format!("{era}.json")],
            dir.path(),
        );
        assert_eq!(check.code, 0, "{era}: {}{}", check.stdout, check.stderr);
        let report = json(&check);
        assert_eq!(report["summary"]["tools"], 5, "{era}");
        assert_eq!(report["summary"]["warnings"], 0, "{era}");
        assert_eq!(report["summary"]["notes"], 0, "{era}");
    }
}

#[test]
fn a_modern_request_is_served_without_initialize() {
    let dir = tempfile::tempdir().expect("temp dir");
    std::fs::write(dir.path().join("tools.json"), POST_READ_ONLY).expect("a manifest");
    let got = answers(
        dir.path(),
        &[
            &modern(1, "server/discover", json!({})),
            &modern(2, "tools/list", json!({})),
            &call(3, "lint_hints", json!({ "paths": ["tools.json"] })),
            // Deprecated in the modern era: no roots/list is sent, even to
            // a client that declares roots.
            r#"{"jsonrpc":"2.0","method":"notifications/roots/list_changed"}"#,
            &modern(4, "ping", json!({})),
        ],
    );
    assert_eq!(got.len(), 4, "no request of the server's own: {got:?}");
    let discovered = &got[0]["result"];
    assert_eq!(discovered["supportedVersions"], json!(["2026-07-28"]));
    assert!(discovered["capabilities"]["tools"].is_object());
    assert_eq!(
        discovered["_meta"]["io.modelcontextprotocol/serverInfo"]["name"],
        "hintlint"
    );
    assert!(discovered.get("serverInfo").is_none(), "in _meta only");
    for answer in &got[..3] {
        assert_eq!(answer["result"]["resultType"], "complete", "{answer}");
    }
    for cacheable in [&got[0], &got[1]] {
        assert!(
            cacheable["result"]["ttlMs"].as_u64().is_some(),
            "{cacheable}"
        );
        assert_eq!(cacheable["result"]["cacheScope"], "public");
    }
    assert!(
        got[2]["result"].get("ttlMs").is_none(),
        "a call is not cached"
    );
    assert_eq!(got[1]["result"]["tools"].as_array().map(Vec::len), Some(5));
    assert_eq!(structured(&got[2])["total"], 2);
    assert_eq!(
        got[3]["error"]["code"], -32601,
        "ping is gone in 2026-07-28"
    );
}

#[test]
fn an_unsupported_or_missing_version_is_refused_with_the_revisions_served() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut meta = modern_meta();
    meta["io.modelcontextprotocol/protocolVersion"] = json!("2027-01-01");
    let future =
        json!({ "jsonrpc": "2.0", "id": 1, "method": "tools/list", "params": { "_meta": meta } });
    let mut legacy_in_meta = future.clone();
    legacy_in_meta["params"]["_meta"]["io.modelcontextprotocol/protocolVersion"] =
        json!("2025-06-18");
    let mut no_capabilities = future.clone();
    no_capabilities["params"]["_meta"] =
        json!({ "io.modelcontextprotocol/protocolVersion": "2026-07-28" });
    let got = answers(
        dir.path(),
        &[
            &future.to_string(),
            &legacy_in_meta.to_string(),
            &no_capabilities.to_string(),
            // No version and no initialize before it.
            r#"{"jsonrpc":"2.0","id":2,"method":"tools/list"}"#,
            r#"{"jsonrpc":"2.0","id":3,"method":"tools/call","params":{"name":"explain_rule","arguments":{"rule":"unsound-claim"}}}"#,
            // A legacy client may ping before it initializes.
            r#"{"jsonrpc":"2.0","id":4,"method":"ping"}"#,
        ],
    );
    let served = json!(["2026-07-28", "2025-11-25", "2025-06-18"]);
    for (refused, requested) in [(&got[0], "2027-01-01"), (&got[1], "2025-06-18")] {
        assert_eq!(refused["error"]["code"], -32022, "{refused}");
        assert_eq!(refused["error"]["data"]["supported"], served);
        assert_eq!(refused["error"]["data"]["requested"], requested);
    }
    assert_eq!(got[2]["error"]["code"], -32602, "capabilities are required");
    for refused in [&got[3], &got[4]] {
        assert_eq!(refused["error"]["code"], -32602, "{refused}");
        assert_eq!(refused["error"]["data"]["supported"], served);
    }
    assert_eq!(got[5]["result"], json!({}));
}

#[test]
fn initialize_negotiates_legacy_revisions_only() {
    let dir = tempfile::tempdir().expect("temp dir");
    let initialize = |asked: &str| {
        answer(
            dir.path(),
            &format!(
                r#"{{"jsonrpc":"2.0","id":1,"method":"initialize","params":{{"protocolVersion":"{asked}","capabilities":{{}}}}}}"#
            ),
        )["result"]["protocolVersion"]
            .clone()
    };
    assert_eq!(initialize("2025-06-18"), "2025-06-18");
    assert_eq!(initialize("2025-11-25"), "2025-11-25");
    assert_eq!(initialize("2025-03-26"), "2025-11-25", "the newest legacy");
    assert_eq!(
        initialize("2026-07-28"),
        "2025-11-25",
        "it has no initialize"
    );
    assert_eq!(initialize("1999-01-01"), "2025-11-25");
}

#[test]
fn a_legacy_session_is_served_as_its_revision_says_and_bad_requests_answered() {
    let dir = tempfile::tempdir().expect("temp dir");
    let got = answers(
        dir.path(),
        &[
            r#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{}}}"#,
            r#"{"jsonrpc":"2.0","method":"notifications/initialized"}"#,
            "{not json",
            r#"{"jsonrpc":"2.0","id":3,"method":"resources/list"}"#,
            r#"{"jsonrpc":"2.0","id":4,"method":"tools/call","params":{"name":"explain_rule","arguments":{"rule":"no-such-rule"}}}"#,
            r#"{"jsonrpc":"2.0","id":5,"method":"ping"}"#,
            r#"{"jsonrpc":"2.0","id":6,"method":"tools/list"}"#,
        ],
    );
    assert_eq!(got.len(), 6, "no answer to a notification: {got:?}");
    assert_eq!(got[0]["result"]["protocolVersion"], "2025-11-25");
    assert_eq!(got[0]["result"]["serverInfo"]["name"], "hintlint");
    assert_eq!(got[1]["error"]["code"], -32700);
    assert_eq!(got[2]["error"]["code"], -32601);
    assert_eq!(
        got[3]["result"]["isError"], true,
        "a bad argument is a tool error"
    );
    assert_eq!(got[4]["result"], json!({}), "the server went on");
    let listed = &got[5]["result"];
    assert_eq!(listed["tools"].as_array().map(Vec::len), Some(5));
    assert!(
        listed.get("resultType").is_none() && listed.get("ttlMs").is_none(),
        "no modern field in a legacy answer: {listed}"
    );
}

/// A workspace of three manifests, each with an error and a warning.
fn three_manifests() -> tempfile::TempDir {
    let dir = tempfile::tempdir().expect("temp dir");
    for name in ["a.json", "b.json", "c.json"] {
        std::fs::write(dir.path().join(name), POST_READ_ONLY).expect("a manifest");
    }
    dir
}

#[test]
fn findings_are_filtered_and_paged_most_severe_first() {
    let dir = three_manifests();
    let everything = structured(&answer(dir.path(), &call(1, "lint_hints", json!({})))).clone();
    assert_eq!(everything["total"], 6);
    assert_eq!(
        everything["next_cursor"],
        Value::Null,
        "under the default 50"
    );
    let levels: Vec<&str> = everything["findings"]
        .as_array()
        .expect("findings")
        .iter()
        .filter_map(|finding| finding["level"].as_str())
        .collect();
    assert_eq!(
        levels,
        ["error", "error", "error", "warning", "warning", "warning"]
    );
    // Pages of 4: the first, then the rest by its cursor.
    let first = answer(dir.path(), &call(2, "lint_hints", json!({ "limit": 4 })));
    assert!(
        text(&first).starts_with("4 of 6 findings"),
        "{}",
        text(&first)
    );
    assert!(
        !text(&first).contains("unsound-claim"),
        "the findings are not repeated in the text: {}",
        text(&first)
    );
    let first = structured(&first).clone();
    assert_eq!(first["total"], 6);
    let cursor = first["next_cursor"].as_str().expect("a cursor").to_owned();
    let rest = structured(&answer(
        dir.path(),
        &call(3, "lint_hints", json!({ "limit": 4, "cursor": cursor })),
    ))
    .clone();
    assert_eq!(rest["next_cursor"], Value::Null);
    let paged: Vec<Value> = [&first, &rest]
        .iter()
        .flat_map(|page| page["findings"].as_array().cloned().unwrap_or_default())
        .collect();
    assert_eq!(Value::Array(paged), everything["findings"]);
    // A cursor given with other filters is refused.
    let misused = answer(
        dir.path(),
        &call(
            4,
            "lint_hints",
            json!({ "level": "error", "cursor": cursor }),
        ),
    );
    assert_eq!(misused["result"]["isError"], true, "{misused}");
    // Filters: level, rules, paths.
    let errors = structured(&answer(
        dir.path(),
        &call(5, "lint_hints", json!({ "level": "error" })),
    ))
    .clone();
    assert_eq!(errors["total"], 3);
    let missing = structured(&answer(
        dir.path(),
        &call(
            6,
            "lint_hints",
            json!({ "rules": ["missing-annotation"], "paths": ["b.json"] }),
        ),
    ))
    .clone();
    assert_eq!(missing["total"], 1);
    assert_eq!(missing["findings"][0]["rule"], "missing-annotation");
    assert_eq!(missing["findings"][0]["file"], "b.json");
    for bad in [
        json!({ "limit": 0 }),
        json!({ "limit": 1001 }),
        json!({ "level": "fatal" }),
        json!({ "rules": ["no-such-rule"] }),
        json!({ "cursor": "12.nonsense" }),
    ] {
        let refused = answer(dir.path(), &call(7, "lint_hints", bad.clone()));
        assert_eq!(refused["result"]["isError"], true, "{bad}: {refused}");
    }
}

#[test]
fn a_preview_needs_paths_or_all_and_an_apply_needs_a_preview() {
    let dir = three_manifests();
    let got = answers(
        dir.path(),
        &[
            &call(1, "preview_fixes", json!({ "unsafe_fixes": true })),
            &call(2, "apply_fixes", json!({})),
            &call(3, "apply_fixes", json!({ "paths": ["a.json"] })),
            &call(4, "apply_fixes", json!({ "preview_id": "preview-0-1" })),
            &call(5, "preview_fixes", json!({ "all": false })),
            &call(
                6,
                "preview_fixes",
                json!({ "all": true, "paths": ["a.json"] }),
            ),
        ],
    );
    for refused in &got {
        assert_eq!(refused["result"]["isError"], true, "{refused}");
    }
    assert!(text(&got[0]).contains("`all: true`"), "{}", text(&got[0]));
    assert!(text(&got[2]).contains("preview_fixes"), "{}", text(&got[2]));
    for name in ["a.json", "b.json", "c.json"] {
        assert_eq!(
            std::fs::read_to_string(dir.path().join(name)).expect("read"),
            POST_READ_ONLY,
            "nothing written"
        );
    }
    let all = answer(
        dir.path(),
        &call(
            7,
            "preview_fixes",
            json!({ "all": true, "unsafe_fixes": true }),
        ),
    );
    assert_eq!(structured(&all)["files"].as_array().map(Vec::len), Some(3));
}

#[test]
fn an_apply_writes_what_the_preview_showed_and_reports_a_file_changed_since() {
    let dir = three_manifests();
    let mut child = Command::new(BIN)
        .arg("mcp")
        .current_dir(dir.path())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("hintlint mcp runs");
    let mut input = child.stdin.take().expect("stdin");
    let mut output = std::io::BufReader::new(child.stdout.take().expect("stdout"));
    let mut ask = |line: &str| -> Value {
        use std::io::BufRead;
        writeln!(input, "{line}").expect("written");
        let mut answer = String::new();
        output.read_line(&mut answer).expect("an answer");
        serde_json::from_str(&answer).expect("JSON")
    };
    let preview = ask(&call(
        1,
        "preview_fixes",
        json!({ "paths": ["a.json", "b.json"], "unsafe_fixes": true }),
    ));
    let preview = structured(&preview).clone();
    let id = preview["preview_id"].as_str().expect("an id").to_owned();
    assert_eq!(
        preview["files"]
            .as_array()
            .expect("files")
            .iter()
            .map(|file| file["file"].as_str().unwrap_or_default())
            .collect::<Vec<_>>(),
        ["a.json", "b.json"]
    );
    assert!(
        preview["diff"]
            .as_str()
            .is_some_and(|diff| diff.contains("+++ b/a.json"))
    );
    // b.json changes after the preview.
    let edited = POST_READ_ONLY.replace("create_note", "create_memo");
    std::fs::write(dir.path().join("b.json"), &edited).expect("edited");
    let applied = ask(&call(2, "apply_fixes", json!({ "preview_id": id })));
    let applied = structured(&applied).clone();
    assert_eq!(applied["files"], json!(["a.json"]));
    assert_eq!(applied["changed"], json!(["b.json"]));
    assert!(
        applied["applied"].as_u64().is_some_and(|fixes| fixes >= 2),
        "{applied}"
    );
    assert_eq!(applied["remaining"]["total"], 0);
    let read = |name: &str| std::fs::read_to_string(dir.path().join(name)).expect("read");
    assert!(
        read("a.json").contains("\"destructiveHint\": true"),
        "{}",
        read("a.json")
    );
    assert_eq!(read("b.json"), edited, "not written");
    assert_eq!(read("c.json"), POST_READ_ONLY, "never previewed");
    // An id is applied once.
    let again = ask(&call(3, "apply_fixes", json!({ "preview_id": id })));
    assert_eq!(again["result"]["isError"], true, "{again}");
    drop(input);
    assert!(child.wait().expect("it ends").success());
}

/// The `mcp-inspector` binary `.ci/run` installs, if it is there.
fn inspector() -> Option<std::path::PathBuf> {
    let path = crate::binary::repo().join("target/inspector/node_modules/.bin/mcp-inspector");
    if path.exists() {
        return Some(path);
    }
    crate::common::tool_missing(
        "the MCP Inspector is not installed (npm install --prefix target/inspector @modelcontextprotocol/inspector)",
    );
    None
}

/// The tool names a `tools/list` result, or the Inspector's JSON output
/// wrapping one, lists.
fn tool_names(listed: &Value) -> Vec<String> {
    let tools = listed
        .pointer("/result/tools")
        .or_else(|| listed.get("tools"))
        .and_then(Value::as_array)
        .cloned()
        .unwrap_or_default();
    tools
        .iter()
        .filter_map(|tool| tool["name"].as_str().map(str::to_owned))
        .collect()
}

const TOOLS: [&str; 5] = [
    "lint_hints",
    "preview_fixes",
    "apply_fixes",
    "explain_rule",
    "judge_hints",
];

#[test]
fn the_mcp_inspector_lists_the_tools_in_both_eras() {
    let Some(inspector) = inspector() else {
        return;
    };
    let dir = tempfile::tempdir().expect("temp dir");
    let config = dir.path().join("mcp.json");
    std::fs::write(
        &config,
        json!({ "mcpServers": {
            "legacy": { "type": "stdio", "command": BIN, "args": ["mcp"] },
            "modern": { "type": "stdio", "command": BIN, "args": ["mcp"], "protocolEra": "modern" },
        }})
        .to_string(),
    )
    .expect("a config");
    for era in ["legacy", "modern"] {
        let output = Command::new(&inspector)
            .args(["--cli", "--config"])
            .arg(&config)
            .args([
                "--server",
                era,
                "--method",
                "tools/list",
                "--format",
                "json",
            ])
            .current_dir(dir.path())
            .output()
            .expect("the inspector runs");
        let listed: Value = serde_json::from_slice(&output.stdout).unwrap_or_else(|_| {
            panic!(
                "{era}: the inspector prints the tools: {}{}",
                String::from_utf8_lossy(&output.stdout),
                String::from_utf8_lossy(&output.stderr)
            )
        });
        assert_eq!(tool_names(&listed), TOOLS, "{era}");
    }
}

#[test]
fn the_official_typescript_client_drives_it_in_both_eras() {
    let client =
        crate::binary::repo().join("target/mcp-client/node_modules/@modelcontextprotocol/client");
    if !client.exists() {
        crate::common::tool_missing(
            "npm's @modelcontextprotocol/client is not installed (npm install --prefix target/mcp-client @modelcontextprotocol/client@2.4)",
        );
        return;
    }
    let script = crate::binary::repo().join("tests/mcp_e2e/typescript_client.mjs");
    let dir = three_manifests();
    let output = Command::new("node")
        .arg(&script)
        .env("HINTLINT_BIN", BIN)
        .env(
            "NODE_PATH",
            crate::binary::repo().join("target/mcp-client/node_modules"),
        )
        .current_dir(dir.path())
        .output()
        .expect("node runs");
    let said = format!(
        "{}{}",
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    );
    assert!(output.status.success(), "{said}");
    for era in ["modern 2026-07-28", "legacy 2025-11-25"] {
        assert!(said.contains(&format!("{era}: ok")), "{said}");
    }
}

#[test]
fn the_client_s_first_root_is_the_workspace_of_a_legacy_session() {
    let started = tempfile::tempdir().expect("where the server starts");
    let root = tempfile::tempdir().expect("the client's root");
    std::fs::write(
        root.path().join("tools.json"),
        "{\"tools\": [{\"name\": \"a\", \"inputSchema\": {}}]}",
    )
    .expect("a manifest");
    let uri = format!(
        "file://{}",
        std::fs::canonicalize(root.path())
            .expect("canonical")
            .display()
    );
    let got = answers(
        started.path(),
        &[
            r#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-06-18","capabilities":{"roots":{}}}}"#,
            r#"{"jsonrpc":"2.0","method":"notifications/initialized"}"#,
            &format!(
                r#"{{"jsonrpc":"2.0","id":"hintlint-roots","result":{{"roots":[{{"uri":"{uri}"}}]}}}}"#
            ),
            r#"{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"lint_hints","arguments":{"paths":["tools.json"]}}}"#,
            // A modern request is stateless: the folder the server started in.
            &call(3, "lint_hints", json!({ "paths": ["tools.json"] })),
        ],
    );
    assert_eq!(
        got[1]["method"], "roots/list",
        "hintlint asks for the roots"
    );
    assert_eq!(
        structured(&got[2])["findings"][0]["file"],
        "tools.json",
        "read in the client's root"
    );
    assert_eq!(
        got[3]["result"]["isError"], true,
        "no tools.json where it started"
    );
}

#[test]
fn the_newer_sdks_languages_are_linted_and_fixed_through_the_endpoint() {
    let dir = tempfile::tempdir().expect("temp dir");
    for (file, _, text, _) in crate::common::NEWER_SDK_SERVERS {
        std::fs::write(dir.path().join(file), text).expect("written");
    }
    let found = structured(&answer(dir.path(), &call(1, "lint_hints", json!({})))).clone();
    assert_eq!(found["total"], 5, "{found}");
    let mut files: Vec<&str> = found["findings"]
        .as_array()
        .expect("findings")
        .iter()
        .inspect(|finding| assert_eq!(finding["rule"], "missing-annotation", "{finding}"))
        .filter_map(|finding| finding["file"].as_str())
        .collect();
    files.sort_unstable();
    let mut expected: Vec<&str> = crate::common::NEWER_SDK_SERVERS
        .iter()
        .map(|(file, ..)| *file)
        .collect();
    expected.sort_unstable();
    assert_eq!(files, expected);
    // The preview's diff writes the hints in each language's own syntax.
    let preview = structured(&answer(
        dir.path(),
        &call(2, "preview_fixes", json!({ "all": true })),
    ))
    .clone();
    let diff = preview["diff"].as_str().expect("a diff");
    for added in [
        "+    @Tool(name = \"delete_note\", description = \"Deletes a note\", annotations = @Tool.Annotations(",
        "toolAnnotations = ToolAnnotations(",
        "annotations: new \\Mcp\\Schema\\ToolAnnotations(",
        "+  annotations(",
        "annotations: .init(",
    ] {
        assert!(diff.contains(added), "{added}:\n{diff}");
    }
}
