//! The configuration end to end, on the real binary.

use crate::binary::{diagnostics, hintlint, write};

/// Unbound tools: a GET-like one that is not read-only (non-maximal once
/// bound), and a POST whose additive claim is accepted by an exception.
const TOOLS: &str = r#"{"tools": [
  {"name": "get_user", "inputSchema": {},
   "annotations": {"readOnlyHint": false, "destructiveHint": true, "idempotentHint": false, "openWorldHint": false}},
  {"name": "send_message", "inputSchema": {},
   "annotations": {"readOnlyHint": false, "destructiveHint": false, "idempotentHint": false, "openWorldHint": true},
   "_meta": {"http": {"method": "POST"}}}
]}
"#;

const CONFIG: &str = r#"[lints]
non-maximal = "deny"

[[binding]]
tools = "get_*"
method = "GET"

[[exception]]
tool = "send_message"
rule = "unsound-claim"
hint = "destructiveHint"
reason = "POST /messages only appends; see the provider's API reference"

[[exception]]
tool = "delete_*"
rule = "unsound-claim"
reason = "soft deletes"
"#;

#[test]
fn levels_bindings_and_exceptions_work_together() {
    let dir = tempfile::tempdir().expect("temp dir");
    write(dir.path(), "hintlint.toml", CONFIG);
    write(dir.path(), "tools.json", TOOLS);
    let run = hintlint(&["check"], dir.path());
    assert_eq!(run.code, 1, "{}", run.stdout);
    assert!(
        run.stdout.contains(
            "error[non-maximal]: `get_user` leaves READ_ONLY, ADDITIVE_ONLY, IDEMPOTENT unstated, which GET justifies"
        ),
        "{}",
        run.stdout
    );
    assert!(
        run.stdout
            .contains("= note: the method comes from the binding at hintlint.toml:4"),
        "{}",
        run.stdout
    );
    assert!(
        !run.stdout.contains("error[unsound-claim]"),
        "the accepted finding is hidden: {}",
        run.stdout
    );
    assert!(run.stdout.contains("warning[unused-exception]: the exception at hintlint.toml:14 accepts no unsound-claim finding"), "{}", run.stdout);
    assert!(
        run.stdout.contains("1 finding accepted by exceptions"),
        "{}",
        run.stdout
    );

    let shown = hintlint(&["check", "--show-exceptions"], dir.path());
    assert!(
        shown.stdout.contains(
            "= accepted by the exception at hintlint.toml:8: POST /messages only appends"
        ),
        "{}",
        shown.stdout
    );

    let json = hintlint(&["check", "--format", "json"], dir.path());
    let all = diagnostics(&json);
    let accepted = all
        .iter()
        .find(|d| d["rule"] == "unsound-claim")
        .expect("kept in JSON");
    assert_eq!(
        accepted["suppressed"]["reason"],
        "POST /messages only appends; see the provider's API reference"
    );
    assert_eq!(accepted["suppressed"]["source"], "hintlint.toml:8");
    let unused = all
        .iter()
        .find(|d| d["rule"] == "unused-exception")
        .expect("reported");
    assert_eq!(unused["path"], "hintlint.toml");
    assert_eq!(unused["start"]["line"], 14);

    // The command line overrides the file; an accepted finding never fails the run.
    let run = hintlint(&["check", "-W", "non-maximal"], dir.path());
    assert_eq!(run.code, 0, "{}", run.stdout);
}

#[test]
fn a_misspelt_rule_in_the_config_is_exit_two_with_a_snippet() {
    let dir = tempfile::tempdir().expect("temp dir");
    write(
        dir.path(),
        "hintlint.toml",
        "[lints]\nnon-maximl = \"deny\"\n",
    );
    write(dir.path(), "tools.json", TOOLS);
    let run = hintlint(&["check"], dir.path());
    run.assert_fails(2, "error: unknown rule `non-maximl`");
    assert!(
        run.stderr.contains("--> hintlint.toml:2:1"),
        "{}",
        run.stderr
    );
    assert!(
        run.stderr.contains(" 2 │ non-maximl = \"deny\""),
        "{}",
        run.stderr
    );
    assert!(
        run.stderr.contains("help: did you mean `non-maximal`?"),
        "{}",
        run.stderr
    );
    let isolated = hintlint(&["check", "--isolated", "tools.json"], dir.path());
    assert_eq!(
        isolated.code, 1,
        "the bad config is ignored: {}",
        isolated.stderr
    );
    let bad_glob = tempfile::tempdir().expect("temp dir");
    write(
        bad_glob.path(),
        "hintlint.toml",
        "[files]\nexclude = [\"[abc\"]\n",
    );
    let run = hintlint(&["check"], bad_glob.path());
    run.assert_fails(2, "invalid glob `[abc`");
}

#[test]
fn the_config_is_found_above_the_working_directory_and_files_select_walked_files() {
    let dir = tempfile::tempdir().expect("temp dir");
    std::fs::create_dir(dir.path().join(".git")).expect("a repository");
    write(
        dir.path(),
        "hintlint.toml",
        "[files]\ninclude = [\"tools/**/*.json\"]\nexclude = [\"**/fixtures/**\"]\n",
    );
    let bad = r#"{"name": "t", "inputSchema": {}}"#;
    write(dir.path(), "tools/a.json", bad);
    write(dir.path(), "tools/fixtures/b.json", bad);
    write(dir.path(), "other/c.json", bad);
    let run = hintlint(
        &["check", "--format", "json", "."],
        &dir.path().join("tools"),
    );
    let paths: Vec<String> = diagnostics(&run)
        .iter()
        .filter_map(|d| d["path"].as_str().map(str::to_owned))
        .collect();
    assert_eq!(paths, ["a.json"]);
    let run = hintlint(&["check", "--format", "json", "."], dir.path());
    let paths: Vec<String> = diagnostics(&run)
        .iter()
        .filter_map(|d| d["path"].as_str().map(str::to_owned))
        .collect();
    assert_eq!(paths, ["tools/a.json"]);
    // A file named on the command line is linted whatever [files] says.
    let run = hintlint(&["check", "--format", "json", "other/c.json"], dir.path());
    assert_eq!(diagnostics(&run).len(), 1);
}

#[test]
fn inline_allows_accept_findings_and_report_themselves() {
    let dir = tempfile::tempdir().expect("temp dir");
    write(
        dir.path(),
        "tools.jsonc",
        r#"[
  // hintlint-allow(missing-annotation): generated by the SDK, which sets no hints yet
  {"name": "a", "inputSchema": {}},
  {"name": "b", "inputSchema": {}}, // hintlint-allow(missing-annotation): same SDK
  // hintlint-allow(unsound-claim): nothing to accept here
  {"name": "c", "inputSchema": {}, "annotations": {"readOnlyHint": false, "destructiveHint": true, "idempotentHint": false, "openWorldHint": true}},
  // hintlint-allow(non-maximal)
  {"name": "d", "inputSchema": {}, "annotations": {"readOnlyHint": false, "destructiveHint": true, "idempotentHint": false, "openWorldHint": true}}
]
"#,
    );
    let run = hintlint(&["check", "--format", "json", "tools.jsonc"], dir.path());
    let all = diagnostics(&run);
    let summary: Vec<(String, bool)> = all
        .iter()
        .map(|d| {
            (
                d["rule"].as_str().unwrap_or("").to_owned(),
                d["suppressed"].is_null(),
            )
        })
        .collect();
    assert_eq!(
        summary,
        [
            ("missing-annotation".to_owned(), false),
            ("missing-annotation".to_owned(), false),
            ("unused-exception".to_owned(), true),
            ("invalid-allow".to_owned(), true),
        ]
    );
    assert_eq!(all[0]["suppressed"]["source"], "tools.jsonc:2");
    assert_eq!(all[1]["suppressed"]["source"], "tools.jsonc:4");
    assert_eq!(run.code, 1, "invalid-allow is an error");
}

#[test]
fn both_inert_styles_converge_under_fix() {
    let tool = r#"{"tools": [
  {"name": "a", "inputSchema": {}, "annotations": {"readOnlyHint": true, "destructiveHint": true, "openWorldHint": false}, "_meta": {"http": {"method": "GET"}}},
  {"name": "b", "inputSchema": {}, "annotations": {"readOnlyHint": true, "openWorldHint": false}},
  {"name": "c", "inputSchema": {}, "annotations": {"readOnlyHint": false, "destructiveHint": false, "idempotentHint": true, "openWorldHint": false}, "_meta": {"http": {"method": "GET"}}}
]}
"#;
    for (style, expected) in [
        (
            "explicit",
            [
                r#"{"readOnlyHint": true, "destructiveHint": false, "openWorldHint": false, "idempotentHint": true}"#,
                r#"{"readOnlyHint": true, "openWorldHint": false, "destructiveHint": false, "idempotentHint": true}"#,
                r#"{"readOnlyHint": true, "destructiveHint": false, "idempotentHint": true, "openWorldHint": false}"#,
            ],
        ),
        (
            "omit",
            [
                r#"{"readOnlyHint": true, "openWorldHint": false}"#,
                r#"{"readOnlyHint": true, "openWorldHint": false}"#,
                r#"{"readOnlyHint": true, "openWorldHint": false}"#,
            ],
        ),
    ] {
        let dir = tempfile::tempdir().expect("temp dir");
        write(
            dir.path(),
            "hintlint.toml",
            format!("[style]\ninert-style = \"{style}\"\n"),
        );
        write(dir.path(), "tools.json", tool);
        let run = hintlint(
            &["check", "--fix", "--unsafe-fixes", "tools.json"],
            dir.path(),
        );
        assert_eq!(run.code, 0, "{style}: {}", run.stdout);
        assert!(
            run.stdout.contains("0 errors, 0 warnings, 0 notes"),
            "{style}: {}",
            run.stdout
        );
        let fixed = std::fs::read_to_string(dir.path().join("tools.json")).expect("readable");
        for annotations in expected {
            assert!(
                fixed.contains(annotations),
                "{style}: {annotations} not in {fixed}"
            );
        }
    }
}

#[test]
fn init_writes_a_starter_and_never_overwrites() {
    let dir = tempfile::tempdir().expect("temp dir");
    let run = hintlint(&["init"], dir.path());
    assert_eq!(run.code, 0, "{}", run.stderr);
    let written = std::fs::read_to_string(dir.path().join("hintlint.toml")).expect("written");
    assert_eq!(written, hintlint::config::init::starter());
    let again = hintlint(&["init"], dir.path());
    again.assert_fails(2, "already exists");
    write(dir.path(), "tools.json", TOOLS);
    assert_ne!(
        hintlint(&["check"], dir.path()).code,
        2,
        "the starter loads"
    );
}

#[test]
fn init_in_a_subfolder_never_silently_shadows_the_repositorys_configuration() {
    let dir = tempfile::tempdir().expect("temp dir");
    std::fs::create_dir(dir.path().join(".git")).expect("a repository");
    std::fs::create_dir_all(dir.path().join("servers/inventory")).expect("folders");
    assert_eq!(hintlint(&["init"], dir.path()).code, 0);
    let nested = dir.path().join("servers/inventory");
    let refused = hintlint(&["init"], &nested);
    refused.assert_fails(2, "hintlint.toml already applies here");
    assert!(!nested.join("hintlint.toml").exists(), "nothing written");
    let forced = hintlint(&["init", "--nested"], &nested);
    assert_eq!(forced.code, 0, "{}", forced.stderr);
    assert!(nested.join("hintlint.toml").exists());
}

#[test]
fn statistics_list_the_exceptions_by_owner_and_expired_ones_accept_nothing() {
    for format in ["human", "concise"] {
        statistics_by_owner(format);
    }
}

/// The table by owner of one report format (a brief report once lost the
/// owners of expired exceptions, which it read from notes it had dropped).
fn statistics_by_owner(format: &str) {
    let fixtures =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/expired-exception");
    let run = hintlint(
        &[
            "check",
            "--color",
            "never",
            "--format",
            format,
            "--statistics",
            "--config",
            "invalid-expired-exception.toml",
            "invalid-expired-exception.json",
            "invalid-expired-allow.jsonc",
        ],
        &fixtures,
    );
    assert_eq!(run.code, 1, "{}{}", run.stdout, run.stderr);
    let table = run
        .stdout
        .split_once("exceptions by owner:\n")
        .map(|(_, table)| table)
        .unwrap_or_else(|| panic!("no table by owner: {}", run.stdout));
    let rows: Vec<&str> = table
        .lines()
        .take_while(|line| line.starts_with("  "))
        .collect();
    assert_eq!(
        rows,
        [
            "  @messaging  2 expired",
            "  @platform   1 exception accepting 2 findings",
        ]
    );
    // The expired exception's finding is reported again, at its level.
    assert!(
        run.stdout.contains("3  error    unsound-claim"),
        "{}",
        run.stdout
    );
    assert!(
        run.stdout.contains("2  warning  expired-exception"),
        "{}",
        run.stdout
    );
}
