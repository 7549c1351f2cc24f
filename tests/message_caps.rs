//! Messages that list what an input holds stay small however much it holds:
//! each item is named once, and past the first few the rest are counted
//! (`… and 99,995 more`), so a 100,000-value `enum` cannot make a
//! megabyte message.

use crate::common;

/// Every text a finding shows: its message, labels, help and notes.
fn shown(report: &hintlint::report::FileReport, rule: &str) -> Vec<String> {
    report
        .findings
        .iter()
        .map(|finding| &finding.diagnostic)
        .filter(|diagnostic| diagnostic.rule.name() == rule)
        .map(|diagnostic| format!("{diagnostic:?}"))
        .collect()
}

/// A tool whose `property` takes one of `values`, claiming `annotations`.
fn manifest(property: &str, values: &[String], annotations: &str) -> Vec<u8> {
    let values = serde_json::to_string(values).expect("JSON");
    format!(
        r#"{{"tools": [{{"name": "t", "inputSchema": {{"type": "object", "properties": {{
            "url": {{"type": "string"}}, "{property}": {{"type": "string", "enum": {values}}}}}}},
            "annotations": {annotations}}}]}}"#
    )
    .into_bytes()
}

#[test]
fn a_hundred_thousand_destructive_actions_make_a_short_message() {
    let mut values = vec!["list".to_owned()];
    values.extend((0..100_000).map(|n| format!("delete_{n}")));
    let bytes = manifest("action", &values, r#"{"readOnlyHint": true}"#);
    assert!(bytes.len() > 1_000_000, "the input is large");
    let report = common::lint_named("tools.json", bytes);
    let found = shown(&report, "multi-action-tool");
    assert_eq!(found.len(), 1, "{:?}", common::fired(&report));
    assert!(found[0].len() < 2_000, "{} bytes", found[0].len());
    assert!(
        found[0].contains(
            "`delete_0`, `delete_1`, `delete_2`, `delete_3`, `delete_4` … and 99995 more"
        ),
        "{}",
        found[0]
    );
}

#[test]
fn a_method_repeated_a_thousand_times_is_named_once() {
    let mut values = vec!["GET".to_owned(); 1000];
    values.push("DELETE".to_owned());
    let bytes = manifest(
        "method",
        &values,
        r#"{"readOnlyHint": false, "destructiveHint": true, "idempotentHint": false, "openWorldHint": true}"#,
    );
    let report = common::lint_named("tools.json", bytes);
    let found = shown(&report, "method-catch-all");
    assert_eq!(found.len(), 1, "{:?}", common::fired(&report));
    assert!(found[0].contains("(GET, DELETE)"), "{}", found[0]);
    assert!(found[0].len() < 2_000, "{} bytes", found[0].len());
}
