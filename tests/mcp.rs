//! `hintlint mcp`: its own tools are linted clean by `check --server`,
//! `census --server` counts them, the protocol revisions are negotiated,
//! and malformed or unknown requests get JSON-RPC errors while the server
//! goes on; the MCP Inspector's CLI lists the tools where `.ci/run`
//! installed it.
#![cfg(feature = "mcp")]

use std::io::Write;
use std::process::{Command, Stdio};

use crate::binary::{hintlint, json};

const BIN: &str = env!("CARGO_BIN_EXE_hintlint");

/// The answers of `hintlint mcp` in `dir` to `lines`.
fn answers(dir: &std::path::Path, lines: &[&str]) -> Vec<serde_json::Value> {
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
fn revisions_are_negotiated_and_bad_requests_answered() {
    let dir = tempfile::tempdir().expect("temp dir");
    let got = answers(
        dir.path(),
        &[
            r#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"protocolVersion":"2025-11-25","capabilities":{}}}"#,
            r#"{"jsonrpc":"2.0","id":2,"method":"initialize","params":{"protocolVersion":"1999-01-01","capabilities":{}}}"#,
            r#"{"jsonrpc":"2.0","method":"notifications/initialized"}"#,
            "{not json",
            r#"{"jsonrpc":"2.0","id":3,"method":"resources/list"}"#,
            r#"{"jsonrpc":"2.0","id":4,"method":"tools/call","params":{"name":"explain_rule","arguments":{"rule":"no-such-rule"}}}"#,
            r#"{"jsonrpc":"2.0","id":5,"method":"ping"}"#,
        ],
    );
    assert_eq!(got.len(), 6, "no answer to a notification: {got:?}");
    assert_eq!(got[0]["result"]["protocolVersion"], "2025-11-25");
    assert_eq!(
        got[1]["result"]["protocolVersion"], "2026-07-28",
        "the newest"
    );
    assert_eq!(got[2]["error"]["code"], -32700);
    assert_eq!(got[3]["error"]["code"], -32601);
    assert_eq!(
        got[4]["result"]["isError"], true,
        "a bad argument is a tool error"
    );
    assert_eq!(got[5]["id"], 5, "the server went on");
}

#[test]
fn the_mcp_inspector_lists_the_tools() {
    let inspector = std::path::Path::new("target/inspector/node_modules/.bin/mcp-inspector");
    if !inspector.exists() {
        println!(
            "skipped: the MCP Inspector is not installed (npm install --prefix target/inspector @modelcontextprotocol/inspector)"
        );
        return;
    }
    let dir = tempfile::tempdir().expect("temp dir");
    let output = Command::new(std::fs::canonicalize(inspector).expect("the inspector"))
        .args(["--cli", BIN, "mcp", "--method", "tools/list"])
        .current_dir(dir.path())
        .output()
        .expect("the inspector runs");
    let listed: serde_json::Value =
        serde_json::from_slice(&output.stdout).expect("the inspector prints the tools");
    let names: Vec<&str> = listed["tools"]
        .as_array()
        .expect("tools")
        .iter()
        .filter_map(|tool| tool["name"].as_str())
        .collect();
    assert_eq!(
        names,
        [
            "lint_hints",
            "preview_fixes",
            "apply_fixes",
            "explain_rule",
            "judge_hints"
        ]
    );
}

#[test]
fn the_client_s_first_root_is_the_workspace() {
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
        ],
    );
    assert_eq!(
        got[1]["method"], "roots/list",
        "hintlint asks for the roots"
    );
    assert_eq!(got[2]["result"]["isError"], false, "{:?}", got[2]);
    assert_eq!(
        got[2]["result"]["structuredContent"]["findings"][0]["file"], "tools.json",
        "read in the client's root"
    );
}
