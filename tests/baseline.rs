//! Adopting hintlint on a big repository: record a baseline, then fail only
//! on new findings, and let the baseline shrink.

use crate::binary;

use crate::binary::{diagnostics, hintlint, write};

const SEND: &str = r#"{"name": "send", "inputSchema": {}, "annotations": {"readOnlyHint": false, "destructiveHint": false, "idempotentHint": false, "openWorldHint": true}, "_meta": {"http": {"method": "POST"}}}"#;
const PATCH: &str = r#"{"name": "patch", "inputSchema": {}, "annotations": {"readOnlyHint": false, "destructiveHint": true, "idempotentHint": true, "openWorldHint": true}, "_meta": {"http": {"method": "PATCH"}}}"#;
const NEW: &str = r#"{"name": "new", "inputSchema": {}, "annotations": {"readOnlyHint": true, "destructiveHint": false, "idempotentHint": true, "openWorldHint": true}, "_meta": {"http": {"method": "DELETE"}}}"#;

fn tools(items: &[&str]) -> String {
    format!("[\n{}\n]\n", items.join(",\n"))
}

#[test]
fn a_baseline_fails_only_new_findings_and_shrinks() {
    let dir = tempfile::tempdir().expect("temp dir");
    std::fs::create_dir(dir.path().join(".git")).expect("a repository");
    write(dir.path(), "tools.json", tools(&[SEND, PATCH]));
    let before = hintlint(&["check", "."], dir.path());
    assert_eq!(before.code, 1, "{}", before.stdout);

    let record = hintlint(
        &["check", "--write-baseline", "baseline.json", "."],
        dir.path(),
    );
    assert_eq!(record.code, 0, "{}{}", record.stdout, record.stderr);
    assert!(
        record
            .stderr
            .contains("recorded 2 findings in baseline.json"),
        "{}",
        record.stderr
    );
    let baseline: serde_json::Value = serde_json::from_str(
        &std::fs::read_to_string(dir.path().join("baseline.json")).expect("written"),
    )
    .expect("JSON");
    assert_eq!(baseline["findings"].as_array().map(Vec::len), Some(2));

    let clean = hintlint(&["check", "--baseline", "baseline.json", "."], dir.path());
    assert_eq!(clean.code, 0, "{}", clean.stdout);
    assert!(
        clean.stdout.contains("2 findings accepted"),
        "{}",
        clean.stdout
    );

    // Lines move and a new finding appears: only the new one fails.
    write(
        dir.path(),
        "tools.json",
        format!("\n\n{}", tools(&[SEND, PATCH, NEW])),
    );
    let new = hintlint(
        &[
            "check",
            "--baseline",
            "baseline.json",
            "--format",
            "json",
            ".",
        ],
        dir.path(),
    );
    assert_eq!(new.code, 1, "{}", new.stdout);
    let active: Vec<String> = diagnostics(&new)
        .iter()
        .filter(|d| d["suppressed"].is_null())
        .map(|d| d["tool"].as_str().unwrap_or("").to_owned())
        .collect();
    assert_eq!(active, ["new"], "{}", new.stdout);

    // One recorded finding is fixed: its entry is reported, nothing fails.
    let fixed_send = SEND.replace(r#""destructiveHint": false"#, r#""destructiveHint": true"#);
    write(dir.path(), "tools.json", tools(&[&fixed_send, PATCH]));
    let stale = hintlint(&["check", "--baseline", "baseline.json", "."], dir.path());
    assert_eq!(stale.code, 0, "{}", stale.stdout);
    assert!(
        stale
            .stdout
            .contains("baseline.json: 1 of its entries match no finding any more"),
        "{}",
        stale.stdout
    );
    assert!(
        stale.stdout.contains("unsound-claim on `send`"),
        "{}",
        stale.stdout
    );
}

#[test]
fn the_baseline_works_with_every_format() {
    let dir = tempfile::tempdir().expect("temp dir");
    std::fs::create_dir(dir.path().join(".git")).expect("a repository");
    write(dir.path(), "tools.json", tools(&[SEND]));
    hintlint(&["check", "--write-baseline", "b.json", "."], dir.path());
    write(dir.path(), "tools.json", tools(&[SEND, NEW]));
    let sarif = hintlint(
        &["check", "--baseline", "b.json", "--format", "sarif", "."],
        dir.path(),
    );
    let log: serde_json::Value = serde_json::from_str(&sarif.stdout).expect("SARIF");
    let results = log["runs"][0]["results"]
        .as_array()
        .expect("results")
        .clone();
    let suppressed = results
        .iter()
        .filter(|r| r["suppressions"].is_array())
        .count();
    assert_eq!(suppressed, 1, "{}", sarif.stdout);
    let github = hintlint(
        &["check", "--baseline", "b.json", "--format", "github", "."],
        dir.path(),
    );
    assert!(!github.stdout.contains("`send`"), "{}", github.stdout);
    assert!(github.stdout.contains("`new`"), "{}", github.stdout);
    let concise = hintlint(
        &["check", "--baseline", "b.json", "--format", "concise", "."],
        dir.path(),
    );
    assert_eq!(concise.stdout.lines().count(), 1, "{}", concise.stdout);
}

#[test]
fn a_broken_baseline_is_a_usage_error() {
    let dir = tempfile::tempdir().expect("temp dir");
    write(dir.path(), "tools.json", tools(&[SEND]));
    write(dir.path(), "b.json", "{\"version\": 1, \"findigns\": []}");
    hintlint(&["check", "--baseline", "b.json", "."], dir.path())
        .assert_fails(2, "the baseline b.json is not valid");
    hintlint(&["check", "--baseline", "missing.json", "."], dir.path())
        .assert_fails(2, "cannot read the baseline");
}

/// An OpenAPI operation whose `x-mcp-annotations` claim `claims` (the
/// hints written false).
fn operation(claims: &[&str]) -> String {
    let hints: Vec<String> = claims.iter().map(|hint| format!("{hint}: true")).collect();
    format!(
        "openapi: 3.0.3\ninfo: {{title: Notes, version: \"1\"}}\npaths:\n  /notes:\n    post:\n      \
         operationId: addNote\n      x-mcp-annotations: {{{}}}\n      responses: {{\"200\": {{description: ok}}}}\n",
        hints.join(", ")
    )
}

#[test]
fn a_baseline_tells_the_hints_of_one_openapi_operation_apart() {
    let dir = tempfile::tempdir().expect("temp dir");
    std::fs::create_dir(dir.path().join(".git")).expect("a repository");
    // POST claims idempotent: one unsound claim, recorded.
    write(dir.path(), "api.yaml", operation(&["idempotentHint"]));
    let record = hintlint(
        &["check", "--write-baseline", "baseline.json", "api.yaml"],
        dir.path(),
    );
    assert_eq!(record.code, 0, "{}{}", record.stdout, record.stderr);
    // Now it claims read-only instead: a new finding, not the recorded one.
    write(dir.path(), "api.yaml", operation(&["readOnlyHint"]));
    let after = hintlint(
        &[
            "check",
            "--format",
            "json",
            "--baseline",
            "baseline.json",
            "api.yaml",
        ],
        dir.path(),
    );
    assert_eq!(after.code, 1, "{}{}", after.stdout, after.stderr);
    let unsound: Vec<String> = diagnostics(&after)
        .iter()
        .filter(|finding| finding["rule"] == "unsound-claim")
        .map(|finding| finding["pointer"].to_string())
        .collect();
    assert_eq!(unsound.len(), 1, "{}", after.stdout);
    assert!(unsound[0].ends_with("readOnlyHint\""), "{unsound:?}");
}

#[cfg(unix)]
#[test]
fn files_whose_names_are_not_utf8_keep_their_fingerprints_from_any_folder() {
    use std::os::unix::ffi::OsStrExt;
    let dir = tempfile::tempdir().expect("temp dir");
    std::fs::create_dir(dir.path().join(".git")).expect("a repository");
    std::fs::create_dir(dir.path().join("sub")).expect("a folder");
    for byte in [0xfe_u8, 0xff] {
        let bytes = [b't', byte, b'.', b'j', b's', b'o', b'n'];
        let name = std::ffi::OsStr::from_bytes(&bytes);
        std::fs::write(dir.path().join("sub").join(name), tools(&[SEND])).expect("written");
    }
    let fingerprints = |run: &binary::Run| -> Vec<(String, String)> {
        binary::json(run)["runs"][0]["results"]
            .as_array()
            .expect("results")
            .iter()
            .map(|result| {
                (
                    result["locations"][0]["physicalLocation"]["artifactLocation"]["uri"]
                        .to_string(),
                    result["partialFingerprints"].to_string(),
                )
            })
            .collect()
    };
    let from_root = hintlint(&["check", "--format", "sarif", "sub"], dir.path());
    let from_sub = hintlint(
        &["check", "--format", "sarif", "."],
        &dir.path().join("sub"),
    );
    let mut root = fingerprints(&from_root);
    root.sort();
    let mut sub = fingerprints(&from_sub);
    sub.sort();
    assert_eq!(root.len(), 2, "{}", from_root.stdout);
    assert_eq!(root, sub);
    assert_ne!(root[0].1, root[1].1, "two files, two identities");
    let report = hintlint(&["check", "--format", "json", "sub"], dir.path());
    let mut uris: Vec<String> = binary::diagnostics(&report)
        .iter()
        .map(|finding| finding["uri"].to_string())
        .collect();
    uris.sort();
    uris.dedup();
    assert_eq!(
        uris,
        ["\"sub/t%FE.json\"", "\"sub/t%FF.json\""],
        "JSON tells them apart"
    );
    assert_eq!(root[0].0, "\"sub/t%FE.json\"");
}

#[test]
fn a_reformatted_manifest_still_matches_its_baseline() {
    let dir = tempfile::tempdir().expect("temp dir");
    std::fs::create_dir(dir.path().join(".git")).expect("a repository");
    write(dir.path(), "tools.json", tools(&[SEND, PATCH]));
    let record = hintlint(
        &["check", "--write-baseline", "baseline.json", "."],
        dir.path(),
    );
    assert_eq!(record.code, 0, "{}{}", record.stdout, record.stderr);
    // The same tools, re-indented as a formatter writes them: every line,
    // column and offset of every finding moves.
    let value: serde_json::Value = serde_json::from_str(&tools(&[SEND, PATCH])).expect("JSON");
    let reindented = serde_json::to_string_pretty(&value).expect("JSON");
    assert!(reindented.lines().count() > 20, "{reindented}");
    write(dir.path(), "tools.json", format!("{reindented}\n"));
    let after = hintlint(&["check", "--baseline", "baseline.json", "."], dir.path());
    assert_eq!(after.code, 0, "{}{}", after.stdout, after.stderr);
    assert!(
        after.stdout.contains("2 findings accepted"),
        "{}",
        after.stdout
    );
    assert!(
        !after.stderr.contains("match no finding"),
        "no entry went stale: {}",
        after.stderr
    );
}
