//! The extension drafts of autumn 2026 (modelcontextprotocol/
//! experimental-ext-tool-annotations): Tool Resolution's `resolvable`
//! marker and Display Templates' `template` are known `_meta` keys, and
//! `explain --tool` says what a resolvable tool's static hints are.

use crate::binary::{diagnostics, hintlint, repo};

const FIXTURE: &str = "tests/fixtures/approval-key/valid-autumn-extensions.json";

#[test]
fn the_drafts_keys_are_known() {
    let run = hintlint(
        &["check", "--isolated", "--format", "json", FIXTURE],
        repo(),
    );
    assert_eq!(run.code, 0, "{}", run.stderr);
    let rules: Vec<String> = diagnostics(&run)
        .iter()
        .map(|finding| finding["rule"].as_str().unwrap_or_default().to_owned())
        .collect();
    assert!(rules.is_empty(), "{rules:?}");
}

#[test]
fn explain_says_a_resolvable_tools_hints_are_the_fallback() {
    let run = hintlint(&["explain", "--tool", "manage_notes", FIXTURE], repo());
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(
        run.stdout
            .contains("resolvable (`io.modelcontextprotocol/tool-resolution`)")
            && run
                .stdout
                .contains("the conservative fallback the draft requires"),
        "{}",
        run.stdout
    );
    // A tool without the marker says nothing of it.
    let plain = hintlint(
        &[
            "explain",
            "--tool",
            "read_drafts",
            "tests/fixtures/approval-key/valid-official-extensions.json",
        ],
        repo(),
    );
    assert_eq!(plain.code, 0, "{}", plain.stderr);
    assert!(!plain.stdout.contains("tools/resolve"), "{}", plain.stdout);
}
