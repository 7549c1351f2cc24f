//! Hostile input: every file of `tests/adversarial/` and the large ones
//! generated here has a pinned outcome, and none panics, hangs or reads
//! forever.

use crate::common;

use std::os::unix::fs::symlink;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use hintlint::report::{FileReport, FileStatus};

fn lint(name: &str) -> FileReport {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/adversarial")
        .join(name);
    common::lint_named(name, std::fs::read(path).expect("readable"))
}

fn messages(report: &FileReport) -> Vec<String> {
    report
        .findings
        .iter()
        .map(|finding| {
            format!(
                "{}: {}",
                finding.diagnostic.rule, finding.diagnostic.message
            )
        })
        .collect()
}

#[test]
fn files_that_hold_no_json_value_are_located_parse_errors() {
    for name in [
        "empty.json",
        "bom-only.json",
        "whitespace-only.json",
        "comment-only.jsonc",
    ] {
        let report = lint(name);
        assert_eq!(report.status, FileStatus::Unparsable, "{name}");
        assert_eq!(
            messages(&report),
            ["parse-error: the file holds no JSON value"],
            "{name}"
        );
    }
}

#[test]
fn bytes_that_are_not_json_name_their_offset() {
    assert_eq!(
        messages(&lint("nul-byte.json")),
        ["parse-error: the control character U+0000 at byte offset 7 is not JSON"]
    );
    assert_eq!(
        messages(&lint("invalid-utf8.json")),
        ["parse-error: invalid UTF-8 at byte offset 24"]
    );
}

#[test]
fn odd_but_valid_manifests_are_linted() {
    let lone_cr = lint("lone-cr.json");
    assert_eq!(lone_cr.findings.len(), 1);
    let start = lone_cr
        .source
        .position(lone_cr.findings[0].diagnostic.primary.span.start);
    assert_eq!((start.line, start.column), (2, 4), "a lone CR ends a line");

    assert_eq!(
        common::fired(&lint("huge-numbers.json")),
        ["missing-annotation"]
    );
    let nameless = lint("name-is-an-object.json");
    assert!(
        messages(&nameless)
            .iter()
            .all(|message| message.contains("the tool at /tools/0")),
        "{:?}",
        messages(&nameless)
    );
    let kinds = messages(&lint("annotations-kinds.json"));
    assert_eq!(kinds.len(), 3);
    assert!(
        kinds[..2]
            .iter()
            .all(|message| message.contains("annotations that are not an object")),
        "{kinds:?}"
    );
    // An explicit null is the author's choice, said so.
    assert!(
        kinds[2].contains("has its annotations set to `null`"),
        "{kinds:?}"
    );
    assert!(
        lint("meta-http-string.json").findings.is_empty(),
        "a string `_meta.http` binds nothing"
    );
}

#[test]
fn deep_nesting_is_a_parse_error_not_a_stack_overflow() {
    for (open, name) in [("[", "brackets.json"), ("{\"a\":", "objects.json")] {
        let text = open.repeat(100_000);
        let report = common::lint_named(name, text.into_bytes());
        assert_eq!(report.status, FileStatus::Unparsable, "{name}");
        assert_eq!(common::fired(&report), ["parse-error"], "{name}");
    }
}

#[test]
fn a_megabyte_key_and_ten_thousand_namesakes() {
    let key = "k".repeat(1 << 20);
    let text = format!(r#"{{"tools": [{{"name": "t", "inputSchema": {{"{key}": 1}}}}]}}"#);
    assert_eq!(
        common::fired(&common::lint_named("key.json", text.into_bytes())),
        ["missing-annotation"]
    );

    let tool = r#"{"name": "same", "inputSchema": {}, "annotations": {"readOnlyHint": false, "destructiveHint": true, "idempotentHint": false, "openWorldHint": true}}"#;
    let text = format!("[{}]", vec![tool; 10_000].join(","));
    let report = common::lint_named("same.json", text.into_bytes());
    assert_eq!(report.findings.len(), 9_999);
    assert!(
        common::fired(&report)
            .iter()
            .all(|rule| *rule == "duplicate-tool-name")
    );
}

/// Runs the binary in `dir`, failing the test if it takes over 60 seconds.
/// Returns the exit code and the report (stdout, then stderr).
fn run_bounded(args: &[&str], dir: &Path) -> (i32, String) {
    let captured = tempfile::tempfile().expect("a file for the output");
    let mut child = Command::new(env!("CARGO_BIN_EXE_hintlint"))
        .args(args)
        .current_dir(dir)
        .stdout(Stdio::from(captured.try_clone().expect("cloned")))
        .stderr(Stdio::from(captured.try_clone().expect("cloned")))
        .spawn()
        .expect("spawned");
    let started = Instant::now();
    loop {
        if let Some(status) = child.try_wait().expect("waitable") {
            use std::io::{Read, Seek};
            let mut captured = captured;
            let mut output = String::new();
            captured.rewind().expect("rewound");
            captured.read_to_string(&mut output).expect("read");
            return (status.code().unwrap_or(-1), output);
        }
        if started.elapsed() > Duration::from_secs(60) {
            let _ = child.kill();
            panic!("hintlint {args:?} did not end within 60 seconds");
        }
        std::thread::sleep(Duration::from_millis(20));
    }
}

#[test]
fn links_fifos_and_devices_neither_loop_nor_block() {
    let dir = tempfile::tempdir().expect("temp dir");
    let root = dir.path();
    std::fs::create_dir(root.join("walked")).expect("folder");
    std::fs::write(
        root.join("walked/real.json"),
        r#"{"name": "t", "inputSchema": {}}"#,
    )
    .expect("written");
    symlink("..", root.join("walked/loop")).expect("symlink loop");
    symlink("/dev/zero", root.join("walked/zero.json")).expect("symlink to /dev/zero");
    let fifo = root.join("walked/pipe.json");
    let made = Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .expect("mkfifo runs");
    assert!(made.success());

    let (code, stderr) = run_bounded(&["check", "walked"], root);
    assert_eq!(code, 0, "{stderr}");
    assert!(
        stderr.contains("in 1 file"),
        "only the real file is read: {stderr}"
    );

    let (code, stderr) = run_bounded(
        &[
            "check",
            "walked/zero.json",
            "walked/pipe.json",
            "walked/real.json",
        ],
        root,
    );
    assert_eq!(code, 2, "{stderr}");
    assert!(
        // A link to a device: refused as a link out of the repository (a
        // file named on the command line) before it is even examined.
        stderr.contains("walked/zero.json: cannot read the file: it is reached through a symbolic link that leads out"),
        "{stderr}"
    );
    assert!(
        stderr.contains("walked/pipe.json: cannot read the file: not a regular file"),
        "{stderr}"
    );
    assert!(
        stderr.contains("1 warning"),
        "the other file is linted: {stderr}"
    );
}

#[test]
fn a_folder_named_like_a_manifest_is_walked_not_read() {
    let dir = tempfile::tempdir().expect("temp dir");
    std::fs::create_dir(dir.path().join("tools.json")).expect("folder");
    let (code, stderr) = run_bounded(&["check", "tools.json"], dir.path());
    assert_eq!(code, 2, "nothing to lint is an error: {stderr}");
    assert!(stderr.contains("found no MCP tool manifest"), "{stderr}");
    let (code, stderr) = run_bounded(&["check", "--allow-empty", "tools.json"], dir.path());
    assert_eq!(code, 0, "unless asked for: {stderr}");
    assert!(stderr.contains("in 0 files"), "{stderr}");
}

/// The 100 MB manifest: run with `cargo test --release --test integration
/// adversarial:: -- --ignored` (a debug build takes minutes); the README gives the peak
/// memory measured with it.
#[test]
#[ignore = "100 MB of input: run in release mode, see the README"]
fn a_hundred_megabyte_manifest_is_linted() {
    let tool = r#"{"name": "t", "description": "A tool of a very large manifest, repeated to reach one hundred megabytes of input.", "inputSchema": {"type": "object"}, "annotations": {"readOnlyHint": false, "destructiveHint": true, "idempotentHint": false, "openWorldHint": true}}"#;
    let count = 100 * 1024 * 1024 / (tool.len() + 1);
    let dir = tempfile::tempdir().expect("temp dir");
    let mut text = String::with_capacity(100 * 1024 * 1024 + 64);
    text.push_str("{\"tools\": [");
    for index in 0..count {
        if index > 0 {
            text.push(',');
        }
        text.push_str(tool);
    }
    text.push_str("]}");
    std::fs::write(dir.path().join("big.json"), &text).expect("written");
    drop(text);
    let (code, stderr) = run_bounded(
        &["check", "--format", "json", "-o", "report.json", "big.json"],
        dir.path(),
    );
    assert_eq!(code, 1, "{stderr}");
    assert!(
        stderr.contains(&format!("{} errors", count - 1)),
        "every tool after the first repeats the name: {}",
        stderr.lines().last().unwrap_or("")
    );
}

/// Applies safe and unsafe fixes, which must converge.
fn fix_unsafely(report: FileReport) -> hintlint::autofix::rounds::Fixed {
    let options = hintlint::Options {
        unsafe_fixes: true,
        ..hintlint::Options::default()
    };
    let context = hintlint::lint::FileContext::named(&options);
    hintlint::autofix::rounds::fix_report(report, hintlint::parse::Dialect::Json, context)
        .expect("converges")
}

/// Found by the `fix` fuzzer: a tool with dozens of misspelt and repeated
/// hints, which once needed more rounds of fixes than a fixed cap allowed
/// (each renamed near miss became an invalid hint that was removed). The
/// invalid hint is now written in place, so no near miss the author wrote is
/// renamed away: fixing converges, keeps every key, and a second fix
/// changes nothing.
#[test]
fn many_near_misses_converge() {
    let report = lint("many-near-misses.json");
    let keys_before = annotation_keys(&report.source.text);
    let fixed = fix_unsafely(report);
    let keys_after = annotation_keys(&fixed.report.source.text);
    assert!(
        keys_before.iter().all(|key| keys_after.contains(key)),
        "a key was lost: {keys_before:?} → {keys_after:?}"
    );
    assert_eq!(fix_unsafely(fixed.report).applied, 0);
}

/// The keys of the first tool's annotations (the last of duplicates wins).
fn annotation_keys(text: &str) -> Vec<String> {
    let document: serde_json::Value = serde_json::from_str(text).expect("JSON");
    document["tools"][0]["annotations"]
        .as_object()
        .expect("an annotations object")
        .keys()
        .cloned()
        .collect()
}

/// Found by the `fix` fuzzer: raw control characters inside strings, which
/// the parser let through and every JSON client refuses.
#[test]
fn control_characters_inside_strings_are_parse_errors() {
    let report = lint("fuzz-control-characters-in-keys.json");
    assert_eq!(report.status, FileStatus::Unparsable);
    assert!(
        messages(&report)[0].contains("U+0000 at byte offset 259"),
        "{:?}",
        messages(&report)
    );
}

/// Running as root, permissions cannot make a file unreadable; a file whose
/// read fails (`/proc/self/mem` answers EIO) stands in for one.
#[test]
fn a_file_that_cannot_be_read_is_an_error_for_that_file_only() {
    let dir = tempfile::tempdir().expect("temp dir");
    std::fs::write(
        dir.path().join("real.json"),
        r#"{"name": "t", "inputSchema": {}}"#,
    )
    .expect("written");
    let (code, stderr) = run_bounded(&["check", "/proc/self/mem", "real.json"], dir.path());
    assert_eq!(code, 2, "{stderr}");
    assert!(
        stderr.contains("/proc/self/mem: cannot read the file"),
        "{stderr}"
    );
    assert!(
        stderr.contains("1 warning"),
        "the other file is linted: {stderr}"
    );
}

/// Found by the `fix` fuzzer: a near miss inside `x-speakeasy-mcp` whose
/// value is an object. Renaming it makes an invalid hint, which is then
/// written in place as the value `readOnlyHint: true` implies, and the GET
/// operation is written in its profile-maximal state; everything converges
/// and stays a manifest.
#[test]
fn a_near_miss_holding_an_object_converges() {
    let fixed = fix_unsafely(lint("speakeasy-near-miss-object.json"));
    assert!(matches!(fixed.report.status, FileStatus::Manifest { .. }));
    assert!(
        fixed
            .report
            .findings
            .iter()
            .all(|finding| finding.diagnostic.fix.is_none())
    );
    let document: serde_json::Value =
        serde_json::from_str(&fixed.report.source.text).expect("still JSON");
    let operation = &document["paths"]["/products"]["get"];
    assert_eq!(operation["x-speakeasy-mcp"]["destructiveHint"], false);
    assert_eq!(operation["x-mcp-annotations"]["readOnlyHint"], true);
    assert_eq!(operation["x-mcp-annotations"].get("destructiveHint"), None);
}
