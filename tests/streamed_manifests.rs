//! A strict-JSON manifest is judged batch by batch while it is read; the
//! same text read as JSONC is judged whole. Both give the same status and
//! the same findings (messages, places, fixes, order), on generated
//! manifests of every shape, including the shapes that must be read again
//! whole (an OpenAPI document with a `tools` array, a tool with a `tools`
//! member, a repeated `tools` member, an element that is no tool), and on
//! manifests of several batches whose tool names repeat across batches.

use std::path::Path;

use hintlint::Options;
use hintlint::lint::{FileContext, lint_bytes};
use hintlint::parse::Dialect;
use hintlint::report::FileReport;
use proptest::prelude::*;
use serde_json::{Value, json};

fn lint(name: &str, text: &str) -> FileReport {
    let options = Options::default();
    lint_bytes(
        name,
        Dialect::of_path(Path::new(name)),
        text.as_bytes().to_vec(),
        FileContext::named(&options),
    )
}

/// Judged batch by batch (`.json`) and whole (`.jsonc`), the text gives
/// the same report.
fn assert_judged_alike(text: &str) {
    let streamed = lint("tools.json", text);
    let whole = lint("tools.jsonc", text);
    assert_eq!(streamed.status, whole.status);
    assert_eq!(streamed.findings.len(), whole.findings.len());
    for (streamed, whole) in streamed.findings.iter().zip(&whole.findings) {
        assert_eq!(streamed, whole);
    }
}

fn tool(name: &str, index: usize, hints: &[(usize, bool)], method: Option<&str>) -> Value {
    let keys = [
        "readOnlyHint",
        "destructiveHint",
        "idempotentHint",
        "openWorldHint",
    ];
    let mut tool = json!({
        "name": name,
        "description": format!("tool {index}"),
        "inputSchema": {"type": "object", "properties": {"id": {"type": "string"}}},
    });
    if !hints.is_empty() {
        let annotations: serde_json::Map<String, Value> = hints
            .iter()
            .map(|(hint, value)| (keys[hint % 4].to_owned(), Value::Bool(*value)))
            .collect();
        tool["annotations"] = Value::Object(annotations);
    }
    if let Some(method) = method {
        tool["_meta"] = json!({"http": {"method": method, "path": "/v1/things"}});
    }
    tool
}

fn tools() -> impl Strategy<Value = Vec<Value>> {
    let one = (
        0..6usize,
        prop::collection::vec((0..4usize, any::<bool>()), 0..4),
        prop::option::of(prop::sample::select(vec![
            "GET", "POST", "PUT", "PATCH", "DELETE", "TRACE",
        ])),
    );
    prop::collection::vec(one, 0..12).prop_map(|tools| {
        tools
            .into_iter()
            .enumerate()
            .map(|(index, (name, hints, method))| {
                tool(&format!("tool_{name}"), index, &hints, method)
            })
            .collect()
    })
}

/// The document around the tools: the usual shapes, and those that are
/// read again whole.
fn document(tools: Vec<Value>, shape: usize) -> String {
    let array = Value::Array(tools);
    let document = match shape {
        0 => array,
        1 => json!({"tools": array}),
        2 => json!({"tools": array, "nextCursor": "abc"}),
        3 => json!({"openapi": "3.1.0", "tools": array, "paths": {}}),
        4 => json!({"name": "a", "inputSchema": {}, "tools": array}),
        5 => json!({"jsonrpc": "2.0", "id": 1, "result": {"tools": array}}),
        _ => {
            let mut items = match array {
                Value::Array(items) => items,
                _ => Vec::new(),
            };
            items.push(json!("not a tool"));
            json!({"tools": items})
        }
    };
    serde_json::to_string_pretty(&document).unwrap_or_default()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]

    #[test]
    fn batch_by_batch_and_whole_judge_alike(tools in tools(), shape in 0..7usize) {
        assert_judged_alike(&document(tools, shape));
    }

    /// Damaged manifests (a byte replaced by punctuation, or dropped) never
    /// panic; those that are still JSON are judged alike both ways.
    #[test]
    fn damaged_manifests_are_judged_alike_or_refused(
        tools in tools(),
        shape in 0..3usize,
        damage in prop::collection::vec((any::<prop::sample::Index>(), 0..8usize), 1..4),
    ) {
        let mut text = document(tools, shape).into_bytes();
        for (at, with) in damage {
            if text.is_empty() {
                break;
            }
            let at = at.index(text.len());
            match b"{}[]\",:0"[with] {
                b'0' => {
                    text.remove(at);
                }
                byte => text[at] = byte,
            }
        }
        let text = String::from_utf8_lossy(&text).into_owned();
        let streamed = lint("tools.json", &text);
        if serde_json::from_str::<Value>(&text).is_ok() {
            assert_judged_alike(&text);
        } else {
            prop_assert_eq!(streamed.status, hintlint::report::FileStatus::Unparsable);
        }
    }
}

#[test]
fn a_repeated_tools_member_is_judged_whole() {
    let first = tool("first", 0, &[], Some("GET"));
    let second = tool("second", 1, &[(0, false)], Some("DELETE"));
    let text = format!(
        "{{\"tools\": [{}], \"tools\": [{}]}}",
        serde_json::to_string(&first).unwrap_or_default(),
        serde_json::to_string(&second).unwrap_or_default()
    );
    let report = lint("tools.json", &text);
    // Clients read the last `tools`: only its tool is judged.
    assert!(
        report
            .findings
            .iter()
            .all(|finding| finding.diagnostic.pointer.starts_with("/tools/0")
                && finding.diagnostic.tool.as_deref() == Some("second")),
        "{:?}",
        report.findings
    );
    assert_judged_alike(&text);
}

#[test]
fn names_repeated_across_batches_are_found() {
    // More tools than one batch holds, their names repeating every 1,500.
    let tools: Vec<Value> = (0..5000)
        .map(|index| {
            let hints = [(index % 4, index % 3 == 0)];
            let method = ["GET", "POST", "DELETE"][index % 3];
            tool(
                &format!("tool_{}", index % 1500),
                index,
                &hints,
                Some(method),
            )
        })
        .collect();
    // Judged while read on another thread, and the same tools in a
    // document read again whole.
    assert_judged_alike(&document(tools.clone(), 3));
    let text = document(tools, 1);
    assert!(text.len() > 1 << 20);
    let report = lint("tools.json", &text);
    let duplicates = report
        .findings
        .iter()
        .filter(|finding| finding.diagnostic.rule.name() == "duplicate-tool-name")
        .count();
    assert_eq!(duplicates, 5000 - 1500);
    assert_judged_alike(&text);
}

#[test]
fn a_text_that_breaks_after_its_tools_is_only_a_parse_error() {
    let tools: Vec<Value> = (0..5000)
        .map(|index| tool(&format!("tool_{index}"), index, &[], Some("POST")))
        .collect();
    let whole = document(tools, 1);
    // Large enough to be judged on another thread while it is read.
    assert!(whole.len() > 1 << 20);
    // Cut before the closing brace: every tool was read, the document not.
    let text = &whole[..whole.len() - 1];
    let report = lint("tools.json", text);
    let rules: Vec<&str> = report
        .findings
        .iter()
        .map(|finding| finding.diagnostic.rule.name())
        .collect();
    assert_eq!(rules, ["parse-error"]);
    assert_eq!(report.status, hintlint::report::FileStatus::Unparsable);
}

#[test]
fn every_cut_of_a_manifest_is_a_parse_error() {
    let tools: Vec<Value> = (0..3)
        .map(|index| tool(&format!("tool_{index}"), index, &[(0, true)], Some("GET")))
        .collect();
    for shape in [0, 1] {
        let whole = document(tools.clone(), shape);
        for cut in 1..whole.len() {
            let report = lint("tools.json", &whole[..cut]);
            assert_eq!(
                report.status,
                hintlint::report::FileStatus::Unparsable,
                "{:?}",
                &whole[..cut]
            );
        }
    }
}
