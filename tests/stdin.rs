//! `check --stdin-filename PATH`: the text on standard input linted as
//! PATH, without PATH being read or written; with `--fix`, the fixed text
//! on stdout.

use std::io::Write;
use std::process::{Command, Stdio};

/// Runs `hintlint` in `dir` with `args`, `input` on its standard input.
fn run(dir: &std::path::Path, args: &[&str], input: &str) -> (i32, String, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_hintlint"))
        .args(args)
        .current_dir(dir)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("hintlint runs");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(input.as_bytes())
        .expect("written");
    let output = child.wait_with_output().expect("it ends");
    (
        output.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&output.stdout).into_owned(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
}

const POST_READ_ONLY: &str = "{\"tools\": [{\"name\": \"create_note\", \"inputSchema\": {}, \"_meta\": {\"http\": {\"method\": \"POST\"}}, \"annotations\": {\"readOnlyHint\": true}}]}\n";

#[test]
fn stdin_is_linted_as_the_file_it_names() {
    let dir = tempfile::tempdir().expect("temp dir");
    std::fs::write(dir.path().join("tools.json"), "{}").expect("on disk");
    let (code, stdout, _) = run(
        dir.path(),
        &[
            "check",
            "--stdin-filename",
            "tools.json",
            "--format",
            "concise",
        ],
        POST_READ_ONLY,
    );
    assert_eq!(code, 1, "{stdout}");
    assert!(stdout.starts_with("tools.json:1:"), "{stdout}");
    assert!(stdout.contains("unsound-claim"), "{stdout}");
    // The configuration is the file's: its folder's hintlint.toml.
    std::fs::write(
        dir.path().join("hintlint.toml"),
        "[lints]\nunsound-claim = \"allow\"\n",
    )
    .expect("config");
    let (code, stdout, _) = run(
        dir.path(),
        &[
            "check",
            "--stdin-filename",
            "tools.json",
            "--format",
            "concise",
        ],
        POST_READ_ONLY,
    );
    assert_eq!(code, 0, "{stdout}");
    assert!(!stdout.contains("unsound-claim"), "{stdout}");
}

#[test]
fn fix_prints_the_fixed_text_and_writes_nothing() {
    let dir = tempfile::tempdir().expect("temp dir");
    let (code, stdout, stderr) = run(
        dir.path(),
        &[
            "check",
            "--stdin-filename",
            "src/tools.jsonc",
            "--fix",
            "--unsafe-fixes",
        ],
        POST_READ_ONLY,
    );
    assert_eq!(code, 0, "{stderr}");
    assert!(
        stdout.contains("\"readOnlyHint\": false") && stdout.contains("\"destructiveHint\": true"),
        "{stdout}"
    );
    assert!(stderr.contains("fix"), "{stderr}");
    assert!(!dir.path().join("src").exists(), "nothing is written");
}
