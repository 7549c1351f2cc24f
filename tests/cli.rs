//! The real binary: subcommands, formats, exit codes, inputs.

use std::process::Command;

use crate::binary::{hintlint, json, repo, write};

const CLEAN_TOOL: &str = r#"{"name": "get_user", "inputSchema": {"type": "object"},
 "annotations": {"readOnlyHint": true, "destructiveHint": false, "idempotentHint": true, "openWorldHint": false},
 "_meta": {"http": {"method": "GET", "path": "/users/{id}"}}}"#;

#[test]
fn examples_show_every_rule_and_fail() {
    let run = hintlint(
        &["check", "--config", "examples/hintlint.toml", "examples/"],
        repo(),
    );
    assert_eq!(run.code, 1, "{}", run.stdout);
    // The rules that are off by default show in the review example, which
    // turns them on.
    let review = hintlint(
        &[
            "check",
            "--config",
            "examples/review/hintlint.toml",
            "examples/review/",
        ],
        repo(),
    );
    assert_eq!(review.code, 1, "{}", review.stdout);
    for info in &hintlint::rules::REGISTRY {
        let shown_in = if info.default_level == hintlint::level::Level::Allow {
            &review.stdout
        } else {
            &run.stdout
        };
        assert!(
            shown_in.contains(&format!("[{}]: ", info.name)),
            "examples do not show {}",
            info.name
        );
    }
    assert!(
        review
            .stdout
            .contains("the method is guessed from the tool's name"),
        "{}",
        review.stdout
    );
    assert!(run.stdout.contains("  --> examples/rest-api-tools.json:"));
    assert!(
        run.stdout.contains(
            "(1 file skipped); 2 places hintlint could not read; 2 findings accepted by exceptions"
        ),
        "{}",
        run.stdout
    );
    assert!(run.stderr.is_empty(), "stderr is for hintlint's own errors");
    // Without the configuration, only the bindings are missing.
    let bare = hintlint(&["check", "examples/"], repo());
    assert!(!bare.stdout.contains("[unused-binding]"));
    assert!(
        bare.stdout.contains("[invalid-allow]"),
        "inline allows need no configuration"
    );
}

#[test]
fn a_clean_file_exits_zero() {
    let dir = tempfile::tempdir().expect("temp dir");
    write(dir.path(), "tools.json", CLEAN_TOOL.as_bytes());
    let run = hintlint(&["check", "tools.json"], dir.path());
    assert_eq!(run.code, 0, "{}", run.stdout);
    assert!(
        run.stdout
            .contains("0 errors, 0 warnings, 0 notes in 1 file"),
        "{}",
        run.stdout
    );
}

#[test]
fn warnings_and_notes_do_not_fail_but_deny_does() {
    let dir = tempfile::tempdir().expect("temp dir");
    write(
        dir.path(),
        "t.json",
        br#"{"name": "put_x", "inputSchema": {}, "annotations": {"idempotentHint": false}, "_meta": {"http": {"method": "PUT"}}}"#,
    );
    assert_eq!(hintlint(&["check", "t.json"], dir.path()).code, 0);
    assert_eq!(
        hintlint(&["check", "-D", "non-maximal", "t.json"], dir.path()).code,
        1
    );
    assert_eq!(
        hintlint(
            &["check", "--deny", "missing-annotation", "t.json"],
            dir.path()
        )
        .code,
        1
    );
    // The last flag for a rule wins.
    let run = hintlint(
        &[
            "check",
            "-D",
            "missing-annotation",
            "-A",
            "missing-annotation",
            "-A",
            "non-maximal",
            "t.json",
        ],
        dir.path(),
    );
    run.assert_fails(0, "0 errors, 0 warnings, 0 notes");
    let run = hintlint(
        &["check", "-A", "non-maximal", "-W", "non-maximal", "t.json"],
        dir.path(),
    );
    assert!(
        run.stdout.contains("warning[non-maximal]"),
        "{}",
        run.stdout
    );
}

#[test]
fn usage_and_input_errors_exit_two() {
    let dir = tempfile::tempdir().expect("temp dir");
    write(
        dir.path(),
        "package.json",
        br#"{"name": "x", "version": "1.0.0"}"#,
    );
    write(dir.path(), "tools.json", CLEAN_TOOL.as_bytes());
    let run = hintlint(&["check", "package.json", "tools.json"], dir.path());
    assert_eq!(
        run.code, 0,
        "a named non-manifest is skipped with a warning"
    );
    assert!(
        run.stdout.contains(
            "package.json: skipped: not an MCP tool manifest: a named object without `inputSchema`"
        ),
        "{}",
        run.stdout
    );
    assert!(
        run.stdout
            .contains("0 errors, 1 warning, 0 notes in 2 files"),
        "the other file is still linted, and the summary counts the problem: {}",
        run.stdout
    );

    let run = hintlint(&["check", "missing.json"], dir.path());
    run.assert_fails(2, "missing.json: no such file or folder");

    let run = hintlint(&["check", "-A", "unsound-claims", "tools.json"], dir.path());
    run.assert_fails(2, "did you mean `unsound-claim`?");

    assert_eq!(hintlint(&["check", "--format", "xml"], dir.path()).code, 2);
}

#[test]
fn json_output_carries_every_field_with_pointers() {
    let run = hintlint(
        &["check", "--format", "json", "examples/rest-api-tools.json"],
        repo(),
    );
    assert_eq!(run.code, 1);
    let document = json(&run);
    let diagnostics = document["diagnostics"]
        .as_array()
        .expect("diagnostics array");
    let create_user = diagnostics
        .iter()
        .find(|d| d["rule"] == "unsound-claim" && d["tool"] == "create_user")
        .expect("create_user is unsound");
    assert_eq!(create_user["level"], "error");
    assert_eq!(create_user["path"], "examples/rest-api-tools.json");
    assert_eq!(
        create_user["pointer"],
        "/tools/3/annotations/destructiveHint"
    );
    assert_eq!(create_user["start"]["line"], 28);
    assert_eq!(create_user["start"]["column"], 65);
    assert_eq!(create_user["end"]["line"], 28);
    assert_eq!(create_user["end"]["column"], 70);
    assert_eq!(
        create_user["fix"],
        serde_json::json!({
            "applicability": "unsafe",
            "message": "set destructiveHint to true",
            "edits": [{
                "start": {"line": 28, "column": 65, "offset": 1450},
                "end": {"line": 28, "column": 70, "offset": 1455},
                "content": "true"
            }]
        })
    );
    let duplicate = diagnostics
        .iter()
        .find(|d| d["rule"] == "duplicate-tool-name")
        .expect("a duplicate name");
    assert!(duplicate["fix"].is_null(), "duplicate-tool-name has no fix");
    assert_eq!(
        create_user["message"],
        "destructiveHint: false on `create_user` claims ADDITIVE_ONLY, which POST does not justify"
    );
    let pointers: Vec<(&str, &str)> = diagnostics
        .iter()
        .map(|d| {
            (
                d["rule"].as_str().unwrap_or(""),
                d["pointer"].as_str().unwrap_or(""),
            )
        })
        .collect();
    for expected in [
        ("missing-annotation", "/tools/1"),
        (
            "inert-dependent-hint",
            "/tools/2/annotations/destructiveHint",
        ),
        ("non-maximal", "/tools/5"),
        ("invalid-hint", "/tools/7/annotations/idempotentHint"),
        ("uncovered-method", "/tools/8"),
        ("unknown-annotation", "/tools/9/annotations/readonlyHint"),
        ("duplicate-key", "/tools/10/annotations/destructiveHint"),
        ("duplicate-tool-name", "/tools/11"),
    ] {
        assert!(
            pointers.contains(&expected),
            "missing {expected:?} in {pointers:?}"
        );
    }
    assert_eq!(document["summary"]["errors"], 6);
    assert_eq!(document["summary"]["tools"], 12);
    assert!(
        run.stderr.is_empty(),
        "json goes to stdout only: {}",
        run.stderr
    );
}

#[test]
fn concise_output_is_one_line_per_finding() {
    let run = hintlint(
        &[
            "check",
            "--format",
            "concise",
            "examples/billing-tools.jsonc",
        ],
        repo(),
    );
    assert_eq!(run.code, 1);
    let lines: Vec<&str> = run.stdout.lines().collect();
    assert_eq!(
        lines,
        [
            "examples/billing-tools.jsonc:23:26: error[unsound-claim] destructiveHint: false on `refund_payment` claims ADDITIVE_ONLY, which POST does not justify",
            "examples/billing-tools.jsonc:30:5: note[non-maximal] `set_invoice_status` leaves IDEMPOTENT unstated, which PUT justifies",
        ]
    );
}

#[test]
fn walking_respects_gitignore_and_skips_other_json() {
    let dir = tempfile::tempdir().expect("temp dir");
    let bad = br#"{"name": "t", "inputSchema": {}}"#;
    write(dir.path(), "repo/.gitignore", b"ignored.json\n");
    write(dir.path(), "repo/tools/a.json", bad);
    write(
        dir.path(),
        "repo/tools/b.jsonc",
        b"// ok\n[{\"name\": \"u\", \"inputSchema\": {}}]",
    );
    write(dir.path(), "repo/ignored.json", bad);
    write(dir.path(), "repo/node_modules/pkg/tools.json", bad);
    write(dir.path(), "repo/target/tools.json", bad);
    write(
        dir.path(),
        "repo/package.json",
        br#"{"name": "x", "version": "1.0.0"}"#,
    );
    write(
        dir.path(),
        "repo/tsconfig.json",
        b"{\n  // comment\n  \"compilerOptions\": {},\n}\n",
    );
    write(dir.path(), "repo/notes.txt", bad);
    let run = hintlint(&["check", "--format", "json", "repo"], dir.path());
    let document = json(&run);
    let paths: Vec<&str> = document["diagnostics"]
        .as_array()
        .expect("array")
        .iter()
        .filter_map(|d| d["path"].as_str())
        .collect();
    assert_eq!(paths, ["repo/tools/a.json", "repo/tools/b.jsonc"]);
    assert_eq!(document["summary"]["files"], 2);
    assert_eq!(document["summary"]["skipped"], 2);
    assert_eq!(run.code, 0, "warnings only");

    let run = hintlint(
        &["check", "--format", "json", "."],
        &dir.path().join("repo"),
    );
    let first = &json(&run)["diagnostics"][0];
    assert_eq!(first["path"], "tools/a.json", "no leading ./");
}

#[test]
fn globs_select_files_and_a_glob_matching_nothing_warns() {
    let dir = tempfile::tempdir().expect("temp dir");
    write(dir.path(), "tools/a.json", CLEAN_TOOL.as_bytes());
    write(
        dir.path(),
        "tools/deep/b.json",
        br#"{"name": "t", "inputSchema": {}}"#,
    );
    let run = hintlint(&["check", "tools/*.json"], dir.path());
    assert_eq!(run.code, 0);
    assert!(
        run.stdout.contains("in 1 file"),
        "`*` does not cross `/`: {}",
        run.stdout
    );
    let run = hintlint(&["check", "tools/**/*.json"], dir.path());
    assert!(run.stdout.contains("in 2 files"), "{}", run.stdout);
    let run = hintlint(&["check", "nothing/*.json", "tools/a.json"], dir.path());
    assert_eq!(run.code, 0);
    assert!(
        run.stdout
            .contains("warning: nothing/*.json: the pattern matches no file"),
        "{}",
        run.stdout
    );
}

#[test]
fn bom_crlf_and_non_ascii_columns() {
    let dir = tempfile::tempdir().expect("temp dir");
    let text = "\u{feff}{\"tools\": [\r\n{\"name\": \"caf\u{e9}\", \"inputSchema\": {},\r\n\"annotations\": {\"r\u{e9}sum\u{e9}\": 1, \"readOnlyHint\": \"yes\", \"destructiveHint\": true, \"idempotentHint\": false, \"openWorldHint\": true}}\r\n]}\r\n";
    write(dir.path(), "t.json", text.as_bytes());
    let run = hintlint(&["check", "--format", "json", "t.json"], dir.path());
    let document = json(&run);
    let finding = &document["diagnostics"][0];
    assert_eq!(finding["rule"], "invalid-hint");
    assert_eq!(finding["start"]["line"], 3);
    // `"annotations": {"résumé": 1, "readOnlyHint": ` is 45 code points.
    assert_eq!(finding["start"]["column"], 46);
    let line_start = text.find("\"annotations\"").expect("present");
    let value = text.find("\"yes\"").expect("present");
    assert_eq!(finding["start"]["offset"], value);
    assert!(value > line_start);
}

#[test]
fn duplicate_keys_are_judged_by_the_last_occurrence() {
    let dir = tempfile::tempdir().expect("temp dir");
    write(
        dir.path(),
        "t.json",
        br#"{"name": "send", "inputSchema": {}, "_meta": {"http": {"method": "POST"}},
 "annotations": {"readOnlyHint": false, "destructiveHint": true, "idempotentHint": false, "openWorldHint": true, "destructiveHint": false}}"#,
    );
    let run = hintlint(&["check", "--format", "json", "t.json"], dir.path());
    let document = json(&run);
    let rules: Vec<(&str, &str)> = document["diagnostics"]
        .as_array()
        .expect("array")
        .iter()
        .map(|d| {
            (
                d["rule"].as_str().unwrap_or(""),
                d["pointer"].as_str().unwrap_or(""),
            )
        })
        .collect();
    assert_eq!(
        rules,
        [
            ("duplicate-key", "/annotations/destructiveHint"),
            ("unsound-claim", "/annotations/destructiveHint"),
        ]
    );
    assert_eq!(document["diagnostics"][1]["start"]["column"], 133);
}

#[test]
fn a_file_that_does_not_parse_is_a_located_finding_and_the_run_goes_on() {
    let dir = tempfile::tempdir().expect("temp dir");
    write(
        dir.path(),
        "a.json",
        b"{\"tools\": [\n  {\"name\": \"x\" \"inputSchema\": {}}\n]}",
    );
    write(dir.path(), "b.json", [b'[', 0xff, b']']);
    write(dir.path(), "c.json", CLEAN_TOOL.as_bytes());
    let run = hintlint(&["check", "--format", "concise", "."], dir.path());
    assert_eq!(run.code, 1);
    assert_eq!(
        run.stdout.lines().collect::<Vec<_>>(),
        [
            "a.json:2:15: error[parse-error] expected comma",
            "b.json:1:2: error[parse-error] invalid UTF-8 at byte offset 1",
        ]
    );
    assert!(
        run.stderr
            .contains("2 errors, 0 warnings, 0 notes in 3 files"),
        "{}",
        run.stderr
    );
}

#[test]
fn no_graphics_narrates() {
    let output = Command::new(env!("CARGO_BIN_EXE_hintlint"))
        .args(["check", "examples/billing-tools.jsonc"])
        .current_dir(repo())
        .env("NO_GRAPHICS", "1")
        .output()
        .expect("runs");
    let stderr = String::from_utf8_lossy(&output.stdout);
    assert!(stderr.contains(
        "error[unsound-claim]: destructiveHint: false on `refund_payment` claims ADDITIVE_ONLY, which POST does not justify at examples/billing-tools.jsonc:23:26"
    ), "{stderr}");
    assert!(!stderr.contains('╭'), "{stderr}");
    // Each label is narrated once, on its own line: a finding drawn in two
    // snippets once attached the second one's label to the first one's
    // last line too, at columns that ran backwards.
    assert_eq!(
        stderr
            .matches(
                "label at line 27, columns 34 to 39: bound to POST /payments/{id}/refunds here"
            )
            .count(),
        1,
        "{stderr}"
    );
    for line in stderr.lines() {
        let Some((_, columns)) = line.split_once(", columns ") else {
            continue;
        };
        let numbers: Vec<usize> = columns
            .split(|ch: char| !ch.is_ascii_digit())
            .filter(|part| !part.is_empty())
            .take(2)
            .map(|part| part.parse().expect("digits"))
            .collect();
        assert!(numbers[0] <= numbers[1], "{line}");
    }
}

#[test]
fn color_always_colours_and_never_does_not() {
    let run = hintlint(
        &["check", "--color", "always", "examples/billing-tools.jsonc"],
        repo(),
    );
    assert!(run.stdout.contains("\u{1b}["));
    let run = hintlint(
        &["check", "--color", "never", "examples/billing-tools.jsonc"],
        repo(),
    );
    assert!(!run.stdout.contains("\u{1b}["));
}

#[test]
fn profile_json_pins_the_totals() {
    let run = hintlint(&["profile", "--format", "json"], repo());
    assert_eq!(run.code, 0);
    let document = json(&run);
    assert_eq!(
        document["totals"],
        serde_json::json!({"states": 40, "sound": 14, "unsound": 26, "maximal": 8})
    );
    assert_eq!(
        document["states"][0],
        serde_json::json!({"method": "GET", "readOnlyHint": false, "destructiveHint": false,
            "idempotentHint": false, "active": ["ADDITIVE_ONLY"],
            "justified": ["READ_ONLY", "ADDITIVE_ONLY", "IDEMPOTENT"], "sound": true, "maximal": false})
    );
    let human = hintlint(&["profile"], repo());
    assert!(
        human
            .stdout
            .contains("40 states: 14 sound, 26 unsound, 8 profile-maximal")
    );
    assert_eq!(
        human
            .stdout
            .lines()
            .filter(|line| line.contains("UNSOUND"))
            .count(),
        26
    );
}

#[test]
fn rules_and_explain() {
    let run = hintlint(&["rules"], repo());
    assert_eq!(run.code, 0);
    for name in hintlint::rules::Rule::names() {
        assert!(run.stdout.contains(name), "{name}");
    }
    // The columns line up whatever the widest cell (`safe/unsafe`).
    let header = run.stdout.lines().next().expect("a header");
    let summary_at = header.find("summary").expect("a summary column");
    for line in run.stdout.lines().skip(1) {
        let info = hintlint::rules::REGISTRY
            .iter()
            .find(|info| line.starts_with(info.name))
            .expect("a rule's row");
        assert_eq!(line.find(info.summary), Some(summary_at), "{line}");
    }
    let run = hintlint(&["explain", "unsound-claim"], repo());
    assert_eq!(run.code, 0);
    assert!(run.stdout.starts_with("# unsound-claim\n"));
    let run = hintlint(&["explain", "non-maximl"], repo());
    assert_eq!(run.code, 2);
    assert!(run.stderr.contains("did you mean `non-maximal`?"));
}

#[test]
fn output_file_takes_the_machine_format_while_the_terminal_gets_the_report() {
    let dir = tempfile::tempdir().expect("temp dir");
    let sarif_path = dir.path().join("hintlint.sarif");
    let sarif_arg = sarif_path.to_string_lossy().into_owned();
    let run = hintlint(
        &[
            "check",
            "--format",
            "sarif",
            "-o",
            &sarif_arg,
            "examples/billing-tools.jsonc",
        ],
        repo(),
    );
    assert_eq!(run.code, 1);
    assert!(
        !run.stdout.contains("\"$schema\""),
        "only the file gets SARIF"
    );
    assert!(
        run.stdout.contains("error[unsound-claim]"),
        "{}",
        run.stdout
    );
    let log: serde_json::Value =
        serde_json::from_slice(&std::fs::read(&sarif_path).expect("written")).expect("JSON");
    assert_eq!(log["version"], "2.1.0");
    assert_eq!(log["runs"][0]["results"].as_array().map(Vec::len), Some(2));

    let run = hintlint(
        &[
            "check",
            "--format",
            "github",
            "examples/billing-tools.jsonc",
        ],
        repo(),
    );
    assert_eq!(run.code, 1);
    assert_eq!(run.stdout.lines().count(), 2);
    assert!(
        run.stdout
            .starts_with("::error file=examples/billing-tools.jsonc,line=23,col=26,")
    );

    let unwritable = hintlint(
        &[
            "check",
            "--format",
            "json",
            "-o",
            "/nonexistent/dir/out.json",
            "examples/billing-tools.jsonc",
        ],
        repo(),
    );
    assert_eq!(unwritable.code, 2);
    assert!(unwritable.stderr.contains("cannot write the report"));
}

#[test]
fn a_config_error_still_gives_a_sarif_log() {
    let dir = tempfile::tempdir().expect("temp dir");
    write(dir.path(), "hintlint.toml", "[lintz]\n");
    let run = hintlint(&["check", "--format", "sarif"], dir.path());
    assert_eq!(run.code, 2);
    let log = json(&run);
    let invocation = &log["runs"][0]["invocations"][0];
    assert_eq!(invocation["executionSuccessful"], false);
    let text = invocation["toolExecutionNotifications"][0]["message"]["text"]
        .as_str()
        .unwrap_or("");
    assert!(text.contains("unknown field `lintz`"), "{text}");
}

#[test]
fn labels_too_far_apart_to_draw_are_listed_and_shown_lines_stay_safe() {
    let dir = tempfile::tempdir().expect("temp dir");
    // Two tools of one name, 30 KB of description apart: no snippet could
    // show both, so the labels are listed; a nearby hostile character in a
    // drawn snippet is still made visible.
    let filler = "x".repeat(30_000);
    let manifest = format!(
        r#"{{"tools": [
{{"name": "twice", "description": "{filler}", "inputSchema": {{}}}},
{{"name": "twice", "inputSchema": {{}}}},
{{"name": "flip", "description": "left \u202e right", "inputSchema": {{}},
 "annotations": {{"readOnlyHint": "yes"}}}}
]}}"#
    );
    write(
        dir.path(),
        "far.json",
        manifest.replace("\\u202e", "\u{202e}"),
    );
    let run = hintlint(&["check", "--color", "never", "far.json"], dir.path());
    assert_eq!(run.code, 1, "{}", run.stderr);
    let shown = format!("{}{}", run.stdout, run.stderr);
    let duplicate = shown
        .split("error[duplicate-tool-name]")
        .nth(1)
        .expect("the duplicate is reported");
    assert!(
        duplicate.contains("  = first used at `/tools/0`"),
        "{duplicate}"
    );
    assert!(duplicate.contains("  = used again here"), "{duplicate}");
    assert!(shown.contains("error[invalid-hint]"), "{shown}");
    assert!(
        !shown.contains('\u{202e}'),
        "a direction mark reached the terminal"
    );
}

#[test]
fn machine_reports_written_to_a_file_leave_stdout_to_the_human_report() {
    let dir = tempfile::tempdir().expect("temp dir");
    write(
        dir.path(),
        "tools.json",
        format!(r#"{{"tools": [{CLEAN_TOOL}, {{"name": "bare", "inputSchema": {{}}}}]}}"#),
    );
    let run = hintlint(
        &[
            "check",
            "--format",
            "json",
            "-o",
            "report.json",
            "tools.json",
        ],
        dir.path(),
    );
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(
        run.stdout.contains("warning[missing-annotation]"),
        "{}",
        run.stdout
    );
    let written = std::fs::read_to_string(dir.path().join("report.json")).expect("written");
    let report: serde_json::Value = serde_json::from_str(&written).expect("JSON");
    assert_eq!(report["diagnostics"][0]["rule"], "missing-annotation");
    assert_eq!(report["diagnostics"].as_array().map(Vec::len), Some(1));
    let run = hintlint(
        &[
            "check",
            "--format",
            "concise",
            "-o",
            "report.txt",
            "tools.json",
        ],
        dir.path(),
    );
    assert_eq!(run.code, 0, "{}", run.stderr);
    let written = std::fs::read_to_string(dir.path().join("report.txt")).expect("written");
    assert!(written.starts_with("tools.json:"), "{written}");
    assert!(
        written.contains(": warning[missing-annotation] `bare` has no annotations"),
        "{written}"
    );
}

#[test]
fn check_help_says_where_reports_go() {
    let run = hintlint(&["check", "--help"], repo());
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(
        run.stdout.contains("every report goes to stdout")
            && run.stdout.contains("When stdout is a terminal"),
        "{}",
        run.stdout
    );
    assert!(!run.stdout.contains("(stderr)"), "{}", run.stdout);
    // As it says: the human report is on stdout.
    let human = hintlint(&["check", "--isolated", "examples/crm-tools.jsonc"], repo());
    assert!(
        human.stdout.contains("warning[unused-exception]"),
        "{}",
        human.stdout
    );
    assert!(!human.stderr.contains("warning["), "{}", human.stderr);
}

#[test]
fn explain_a_tool_says_what_each_client_does_with_it() {
    let run = hintlint(
        &[
            "explain",
            "--tool",
            "manage_documents",
            "examples/workspace-agent-tools.json",
        ],
        repo(),
    );
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(
        run.stdout.contains("  destructiveHint  false  written"),
        "{}",
        run.stdout
    );
    assert!(
        run.stdout.contains(
            "Codex: auto-approves it, because destructiveHint: false and openWorldHint: false"
        ),
        "{}",
        run.stdout
    );
    assert!(
        run.stdout
            .contains("VS Code: asks before every call, because readOnlyHint: false"),
        "{}",
        run.stdout
    );
    let missing = hintlint(
        &[
            "explain",
            "--tool",
            "manage_document",
            "examples/workspace-agent-tools.json",
        ],
        repo(),
    );
    missing.assert_fails(2, "did you mean `manage_documents`?");
    let no_path = hintlint(&["explain", "--tool", "x"], repo());
    no_path.assert_fails(2, "needs the file that holds the tool");
}

/// `--format concise` in a terminal: the findings first, the summary line
/// (on stderr) last, as ruff's; run in a pseudo-terminal by util-linux's
/// `script`, where stdout and stderr are one terminal.
#[test]
fn concise_shows_its_summary_after_the_findings_in_a_terminal() {
    let command = format!(
        "'{}' check --isolated --format concise examples/rest-api-tools.json",
        env!("CARGO_BIN_EXE_hintlint")
    );
    let output = std::process::Command::new("script")
        .args(["-qec", &command, "/dev/null"])
        .current_dir(repo())
        .env("NO_COLOR", "1")
        .output()
        .expect("util-linux's `script` runs (it makes the pseudo-terminal)");
    let shown = String::from_utf8_lossy(&output.stdout).replace('\r', "");
    let lines: Vec<&str> = shown.lines().filter(|line| !line.is_empty()).collect();
    let summary = lines
        .iter()
        .position(|line| line.contains(" in 1 file"))
        .unwrap_or_else(|| panic!("no summary in {shown}"));
    let last_finding = lines
        .iter()
        .rposition(|line| line.starts_with("examples/rest-api-tools.json:"))
        .unwrap_or_else(|| panic!("no finding in {shown}"));
    assert!(
        last_finding < summary,
        "summary before the findings:\n{shown}"
    );
    assert_eq!(
        summary,
        lines.len() - 1,
        "the summary is the last line:\n{shown}"
    );
}

#[test]
fn explain_tool_searches_a_folder() {
    let run = hintlint(&["explain", "--tool", "get_user", "examples"], repo());
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(
        run.stdout
            .starts_with("`get_user` in examples/rest-api-tools.json"),
        "{}",
        run.stdout
    );
    let run = hintlint(&["explain", "--tool", "get_usr", "examples"], repo());
    assert_eq!(run.code, 2);
    assert!(
        run.stderr.contains("did you mean `get_user`?"),
        "{}",
        run.stderr
    );
    let run = hintlint(&["explain", "--tool", "get_user", "no-such-folder"], repo());
    assert_eq!(run.code, 2);
    assert!(
        run.stderr.contains("no such file or folder"),
        "{}",
        run.stderr
    );
}
