//! Fixed Java is still Java that javac compiles: every Java fixture, fixed
//! with `--fix --unsafe-fixes`, compiles with Debian's `javac` (from
//! `default-jdk-headless`, which `.ci/run` installs) against hintlint's
//! stubs of the SDK types it names (`tests/support/java/`: Spring AI's
//! `@McpTool`, Quarkus's `@Tool`, the Java SDK's `McpSchema` records and
//! builders, written from their documented API). A fix that wrote a
//! misspelt member, a value of the wrong type or a broken chain would not
//! compile. A fixture that does not compile before fixing (a misspelt
//! member, which the fix renames) must compile after.

use std::path::{Path, PathBuf};
use std::process::Command;

use crate::fixed_code_compiles::{available, fixed_copy, fixtures};

/// The stub sources, sorted.
fn stubs() -> Vec<PathBuf> {
    let mut found = Vec::new();
    let mut folders = vec![PathBuf::from("tests/support/java")];
    while let Some(folder) = folders.pop() {
        for entry in std::fs::read_dir(&folder).expect("the stubs folder") {
            let path = entry.expect("an entry").path();
            if path.is_dir() {
                folders.push(path);
            } else if path.extension().is_some_and(|ext| ext == "java") {
                found.push(path);
            }
        }
    }
    found.sort();
    found
}

/// Compiles `source` with javac against the stubs, into a folder of its
/// own.
fn javac(source: &Path) -> std::process::Output {
    let out = tempfile::tempdir().expect("temp dir");
    Command::new("javac")
        .arg("-d")
        .arg(out.path())
        .args(stubs())
        .arg(source)
        .output()
        .expect("javac runs")
}

#[test]
fn fixed_java_still_compiles_for_javac() {
    if !available("javac", &["-version"]) {
        crate::common::tool_missing(
            "javac is not installed (Debian's default-jdk-headless has it)",
        );
        return;
    }
    let mut compiled = 0;
    let mut changed = 0;
    for fixture in fixtures("java") {
        let before = javac(&fixture).status.success();
        let (_dir, copy) = fixed_copy(&fixture);
        let fixed =
            std::fs::read(&copy).expect("fixed") != std::fs::read(&fixture).expect("fixture");
        let after = javac(&copy);
        assert!(
            after.status.success(),
            "{} (compiled before: {before}, changed: {fixed}): does not compile after fixing:\n{}",
            fixture.display(),
            String::from_utf8_lossy(&after.stderr)
        );
        compiled += 1;
        changed += usize::from(fixed);
    }
    assert!(compiled >= 10, "only {compiled} Java fixtures compiled");
    assert!(
        changed >= 5,
        "only {changed} Java fixtures were changed by a fix"
    );
}
