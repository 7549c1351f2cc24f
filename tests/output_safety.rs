//! What hintlint prints is safe for terminals, pipes, problem matchers and
//! CI runners: hostile names are escaped in every text format, a closed
//! pipe is no crash, and every problem that sets the exit code shows in
//! every format.

use crate::binary;

use std::io::Read;
use std::process::{Command, Stdio};

use crate::binary::{diagnostics, hintlint, write};
use proptest::prelude::*;

/// Names that try to forge lines, workflow commands, terminal sequences
/// and reordered text.
const HOSTILE: [&str; 6] = [
    "x\nfake.json:1:1: error[unsound-claim] injected",
    "::add-mask::secret",
    "y\n::stop-commands::token",
    "\u{1b}]8;;http://evil.example\u{7}link\u{1b}]8;;\u{7}",
    "report\u{202e}lmth.exe",
    "next\u{85}line\r",
];

fn manifest(names: &[&str]) -> String {
    let tools: Vec<String> = names
        .iter()
        .map(|name| {
            format!(
                r#"{{"name": {}, "inputSchema": {{}}, "annotations": {{"readOnlyHint": false, "destructiveHint": false}}, "_meta": {{"http": {{"method": "POST"}}}}}}"#,
                serde_json::to_string(name).expect("a JSON string")
            )
        })
        .collect();
    format!("[{}]", tools.join(",\n"))
}

/// Characters no text output may carry raw.
fn hostile_char(ch: char) -> bool {
    (ch.is_control() && ch != '\n')
        || matches!(ch, '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}')
}

fn assert_safe(format: &str, output: &str, findings: usize) {
    assert!(
        !output.chars().any(hostile_char),
        "{format} carries a raw control or bidi character: {output:?}"
    );
    match format {
        "concise" => {
            let lines: Vec<&str> = output.lines().collect();
            assert_eq!(lines.len(), findings, "one line per finding: {output}");
            for line in lines {
                assert!(line.starts_with("tools.json:"), "forged line: {line}");
            }
        }
        "github" => {
            let lines: Vec<&str> = output.lines().collect();
            assert_eq!(lines.len(), findings, "one command per finding: {output}");
            for line in lines {
                assert!(
                    line.starts_with("::error file=tools.json")
                        || line.starts_with("::warning file=tools.json")
                        || line.starts_with("::notice file=tools.json"),
                    "forged command: {line}"
                );
            }
        }
        _ => {
            for line in output.lines() {
                assert!(
                    !line.starts_with("::"),
                    "a workflow command in {format}: {line}"
                );
            }
        }
    }
}

fn check_every_format(names: &[&str]) {
    let dir = tempfile::tempdir().expect("temp dir");
    write(dir.path(), "tools.json", manifest(names));
    let json = hintlint(&["check", "--format", "json", "tools.json"], dir.path());
    let findings = diagnostics(&json).len();
    assert!(findings >= names.len(), "{}", json.stdout);
    for format in ["human", "concise", "github"] {
        let run = hintlint(
            &[
                "check",
                "--color",
                "never",
                "--format",
                format,
                "tools.json",
            ],
            dir.path(),
        );
        assert_eq!(run.code, 1, "{}", run.stderr);
        assert_safe(format, &run.stdout, findings);
        assert!(!run.stderr.chars().any(hostile_char), "{:?}", run.stderr);
    }
    let narrated = Command::new(env!("CARGO_BIN_EXE_hintlint"))
        .args(["check", "--color", "never", "tools.json"])
        .env("NO_GRAPHICS", "1")
        .current_dir(dir.path())
        .output()
        .expect("runs");
    assert_safe(
        "narrated",
        &String::from_utf8_lossy(&narrated.stdout),
        findings,
    );
}

#[test]
fn hostile_tool_names_are_escaped_in_every_format() {
    check_every_format(&HOSTILE);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    #[test]
    fn random_hostile_names_never_escape(
        names in proptest::collection::vec("[a-z:\\n\\r\\t\\u{1b}\\u{7}\\u{85}\\u{202e}\\u{2066}\\[\\] ]{1,16}", 1..4)
    ) {
        let names: Vec<&str> = names.iter().map(String::as_str).collect();
        check_every_format(&names);
    }
}

#[test]
fn a_closed_pipe_ends_the_run_quietly_with_the_findings_exit_code() {
    let dir = tempfile::tempdir().expect("temp dir");
    let names: Vec<String> = (0..2000).map(|index| format!("tool_{index}")).collect();
    let names: Vec<&str> = names.iter().map(String::as_str).collect();
    write(dir.path(), "tools.json", manifest(&names));
    let mut child = Command::new(env!("CARGO_BIN_EXE_hintlint"))
        .args(["check", "tools.json"])
        .current_dir(dir.path())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawned");
    // Read a little, as `head` would, then close the pipe.
    let mut stdout = child.stdout.take().expect("piped");
    let mut first = [0u8; 64];
    let _ = stdout.read(&mut first);
    drop(stdout);
    let mut stderr = String::new();
    child
        .stderr
        .take()
        .expect("piped")
        .read_to_string(&mut stderr)
        .expect("read");
    let status = child.wait().expect("waited");
    assert_eq!(status.code(), Some(1), "{stderr}");
    assert!(!stderr.contains("panicked"), "{stderr}");
}

#[test]
fn a_full_stderr_is_no_crash() {
    let dir = tempfile::tempdir().expect("temp dir");
    write(dir.path(), "tools.json", manifest(&["a"]));
    let full = std::fs::OpenOptions::new().write(true).open("/dev/full");
    let Ok(full) = full else {
        return; // no /dev/full on this platform
    };
    let run = Command::new(env!("CARGO_BIN_EXE_hintlint"))
        .args(["check", "--format", "concise", "tools.json"])
        .current_dir(dir.path())
        .stderr(Stdio::from(full))
        .output()
        .expect("runs");
    assert_eq!(run.status.code(), Some(1));
    let usage = Command::new(env!("CARGO_BIN_EXE_hintlint"))
        .args(["check", "--translator", "nope", "tools.json"])
        .current_dir(dir.path())
        .stderr(Stdio::from(
            std::fs::OpenOptions::new()
                .write(true)
                .open("/dev/full")
                .expect("opened again"),
        ))
        .output()
        .expect("runs");
    assert_eq!(usage.status.code(), Some(2));
}

#[test]
fn a_lone_cr_file_is_drawn_on_the_right_lines() {
    let dir = tempfile::tempdir().expect("temp dir");
    write(
        dir.path(),
        "cr.json",
        "{\"tools\": [\r  {\"name\": \"t\", \"inputSchema\": {}}\r]}\r",
    );
    let run = hintlint(&["check", "--color", "never", "cr.json"], dir.path());
    assert!(!run.stdout.contains('\r'), "{:?}", run.stdout);
    assert!(run.stdout.contains("--> cr.json:2:4"), "{}", run.stdout);
    assert!(
        run.stdout.contains(" 2 │   {\"name\": \"t\""),
        "the snippet labels line 2: {}",
        run.stdout
    );
}

#[test]
fn utf16_is_named() {
    let dir = tempfile::tempdir().expect("temp dir");
    let text = r#"{"name": "t", "inputSchema": {}}"#;
    let mut utf16: Vec<u8> = vec![0xFF, 0xFE];
    for unit in text.encode_utf16() {
        utf16.extend(unit.to_le_bytes());
    }
    write(dir.path(), "bom.json", &utf16);
    write(dir.path(), "plain.json", &utf16[2..]);
    let run = hintlint(
        &["check", "--format", "concise", "bom.json", "plain.json"],
        dir.path(),
    );
    assert_eq!(
        run.stdout
            .matches("the file is UTF-16 (little-endian)")
            .count(),
        2,
        "{}",
        run.stdout
    );
}

#[cfg(unix)]
#[test]
fn a_file_name_that_is_not_utf8_is_percent_encoded_in_uris() {
    use std::os::unix::ffi::OsStrExt;
    let dir = tempfile::tempdir().expect("temp dir");
    let name = std::ffi::OsStr::from_bytes(b"inv\xff.json");
    std::fs::write(dir.path().join(name), manifest(&["a"])).expect("written");
    let run = hintlint(&["check", "--format", "sarif", "."], dir.path());
    let log: serde_json::Value = serde_json::from_str(&run.stdout).expect("SARIF");
    assert_eq!(
        log["runs"][0]["results"][0]["locations"][0]["physicalLocation"]["artifactLocation"]["uri"],
        "inv%FF.json"
    );
    // A workflow command cannot carry raw bytes: the runner decodes `%25`
    // and sees the same percent-encoded name.
    let github = hintlint(&["check", "--format", "github", "."], dir.path());
    assert!(
        github.stdout.contains("file=inv%25FF.json"),
        "{}",
        github.stdout
    );
}

#[test]
fn an_empty_file_found_by_a_walk_is_no_manifest() {
    let dir = tempfile::tempdir().expect("temp dir");
    write(dir.path(), "tools.json", manifest(&["a"]));
    write(dir.path(), "report.json", "");
    let run = hintlint(&["check", "--format", "concise", "."], dir.path());
    assert!(!run.stdout.contains("report.json"), "{}", run.stdout);
    assert!(run.stderr.contains("(1 file skipped)"), "{}", run.stderr);
}

#[test]
fn a_named_non_manifest_shows_in_every_format_and_is_counted() {
    let dir = tempfile::tempdir().expect("temp dir");
    write(
        dir.path(),
        "package.json",
        r#"{"name": "pkg", "version": "1.0.0"}"#,
    );
    let alone = hintlint(&["check", "package.json"], dir.path());
    assert_eq!(alone.code, 2, "nothing to lint: {}", alone.stdout);
    assert!(
        alone.stdout.contains("found no MCP tool manifest"),
        "{}",
        alone.stdout
    );
    write(dir.path(), "tools.json", manifest(&["a"]));
    let both = ["package.json", "tools.json"];
    let human = hintlint(&["check", both[0], both[1]], dir.path());
    assert_eq!(
        human.code, 1,
        "the skip is a warning; the tool's claim the error"
    );
    assert!(
        human
            .stdout
            .contains("1 error, 2 warnings, 0 notes in 2 files"),
        "{}",
        human.stdout
    );
    let concise = hintlint(
        &["check", "--format", "concise", both[0], both[1]],
        dir.path(),
    );
    assert!(
        concise
            .stdout
            .contains("package.json: warning: skipped: not an MCP tool manifest"),
        "{}",
        concise.stdout
    );
    let github = hintlint(
        &["check", "--format", "github", both[0], both[1]],
        dir.path(),
    );
    assert!(
        github.stdout.contains("::warning file=package.json"),
        "{}",
        github.stdout
    );
    let json = hintlint(&["check", "--format", "json", both[0], both[1]], dir.path());
    assert_eq!(binary::json(&json)["summary"]["warnings"], 2);
    // A missing path is an error, in every format.
    let missing = hintlint(&["check", "--format", "github", "missing.json"], dir.path());
    assert_eq!(missing.code, 2);
    assert!(
        missing.stdout.starts_with("::error file=missing.json"),
        "{}",
        missing.stdout
    );
}
