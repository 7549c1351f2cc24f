//! Fixed source code is still code its language's own tools accept: every
//! Python fixture compiles (`python3 -m py_compile`), every Python fixture
//! that `ruff format` accepted is still formatted as it formats (ruff from
//! PyPI, which `.ci/run` installs in `target/ruff-venv`), every Go fixture
//! that gofmt accepted is still gofmt-clean after `--fix --unsafe-fixes`,
//! and every Rust fixture (all rustfmt-clean) is still rustfmt-clean; every
//! TypeScript and JavaScript fixture still parses for TypeScript itself
//! (`transpileModule`, with the `typescript` package `.ci/run` installs in
//! `target/tsc`).
//! Every C# fixture that Mono's C# compiler (`mcs`, Debian's `mono-mcs`)
//! compiles against a stub of the SDK's attributes still compiles after
//! fixing: the .NET SDK is in neither Debian nor the other registries
//! reachable here, and `mcs` speaks C# 7, so fixtures written with later
//! syntax (primary constructors, collection expressions) are left to the
//! fixtures test, which reads every fixed fixture back.
//! A tool that is not installed is skipped with a printed reason on a
//! developer's machine, and fails the test in CI (`HINTLINT_REQUIRE_TOOLS`,
//! which `.ci/run` sets after installing them).

use std::path::{Path, PathBuf};
use std::process::Command;

use crate::binary::hintlint;

/// The source fixtures with extension `ext`, if any.
pub(crate) fn fixtures_of(ext: &str) -> Vec<PathBuf> {
    let mut found: Vec<PathBuf> = std::fs::read_dir("tests/fixtures")
        .expect("the fixtures")
        .filter_map(Result::ok)
        .flat_map(|rule| std::fs::read_dir(rule.path()).expect("a rule's folder"))
        .filter_map(Result::ok)
        .map(|entry| entry.path())
        .filter(|path| path.extension().is_some_and(|found| found == ext))
        .collect();
    found.sort();
    found
}

/// The source fixtures with extension `ext`.
pub(crate) fn fixtures(ext: &str) -> Vec<PathBuf> {
    let found = fixtures_of(ext);
    assert!(!found.is_empty(), "no .{ext} fixtures");
    found
}

/// Whether `program` runs here.
pub(crate) fn available(program: &str, probe: &[&str]) -> bool {
    Command::new(program)
        .args(probe)
        .output()
        .is_ok_and(|output| output.status.success())
}

/// `fixture` copied alone into a folder of its own, then fixed there.
pub(crate) fn fixed_copy(fixture: &Path) -> (tempfile::TempDir, PathBuf) {
    let dir = tempfile::tempdir().expect("temp dir");
    let name = fixture.file_name().expect("a file name");
    let copy = dir.path().join(name);
    std::fs::copy(fixture, &copy).expect("copied");
    let run = hintlint(
        // A fixture that registers no tool (a constant catalogue another
        // file imports) is left as it is, not an error.
        &[
            "check",
            "--fix",
            "--unsafe-fixes",
            "--allow-empty",
            &name.to_string_lossy(),
        ],
        dir.path(),
    );
    assert!(
        run.code != 2,
        "{}: {}{}",
        fixture.display(),
        run.stdout,
        run.stderr
    );
    (dir, copy)
}

/// [`fixed_copy`] of `fixture`, when fixing changed it.
pub(crate) fn fixed_if_changed(fixture: &Path) -> Option<(tempfile::TempDir, PathBuf)> {
    let (dir, copy) = fixed_copy(fixture);
    let changed = std::fs::read(&copy).expect("fixed") != std::fs::read(fixture).expect("fixture");
    changed.then_some((dir, copy))
}

#[test]
fn fixed_python_still_compiles() {
    if !available("python3", &["--version"]) {
        crate::common::tool_missing("python3 is not installed");
        return;
    }
    for fixture in fixtures("py") {
        let (_dir, copy) = fixed_copy(&fixture);
        let compiled = Command::new("python3")
            .args(["-m", "py_compile"])
            .arg(&copy)
            .output()
            .expect("python3 runs");
        assert!(
            compiled.status.success(),
            "{}: {}",
            fixture.display(),
            String::from_utf8_lossy(&compiled.stderr)
        );
    }
}

#[test]
fn fixed_go_stays_gofmt_clean() {
    if !available(
        "gofmt",
        &[
            "-l",
            "tests/fixtures/missing-annotation/valid-go-all-four.go",
        ],
    ) {
        crate::common::tool_missing("gofmt is not installed (Debian's golang-go has it)");
        return;
    }
    let unformatted = |path: &Path| {
        let listed = Command::new("gofmt")
            .arg("-l")
            .arg(path)
            .output()
            .expect("gofmt runs");
        assert!(
            listed.status.success(),
            "gofmt: {}",
            String::from_utf8_lossy(&listed.stderr)
        );
        !listed.stdout.is_empty()
    };
    for fixture in fixtures("go") {
        if unformatted(&fixture) {
            continue; // written unformatted on purpose
        }
        let (_dir, copy) = fixed_copy(&fixture);
        let diff = Command::new("gofmt")
            .arg("-d")
            .arg(&copy)
            .output()
            .expect("gofmt runs");
        assert!(
            diff.stdout.is_empty(),
            "{}: not gofmt-clean after fixing:\n{}",
            fixture.display(),
            String::from_utf8_lossy(&diff.stdout)
        );
    }
}

#[test]
fn fixed_rust_stays_rustfmt_clean() {
    if !available("rustfmt", &["--version"]) {
        crate::common::tool_missing("rustfmt is not installed");
        return;
    }
    let check = |path: &Path| {
        Command::new("rustfmt")
            .args(["--edition", "2021", "--check"])
            .arg(path)
            .output()
            .expect("rustfmt runs")
    };
    for fixture in fixtures("rs") {
        let before = check(&fixture);
        assert!(
            before.status.success(),
            "{}: the fixture itself is not rustfmt-clean:\n{}",
            fixture.display(),
            String::from_utf8_lossy(&before.stdout)
        );
        let (_dir, copy) = fixed_copy(&fixture);
        let after = check(&copy);
        assert!(
            after.status.success(),
            "{}: not rustfmt-clean after fixing:\n{}",
            fixture.display(),
            String::from_utf8_lossy(&after.stdout)
        );
    }
}

/// The `typescript` package: `HINTLINT_TYPESCRIPT`, else the one `.ci/run`
/// installs in `target/tsc`.
fn typescript_module() -> Option<PathBuf> {
    let module = std::env::var_os("HINTLINT_TYPESCRIPT")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from("target/tsc/node_modules/typescript"));
    module
        .join("package.json")
        .is_file()
        .then(|| std::fs::canonicalize(&module).unwrap_or(module))
}

#[test]
fn fixed_typescript_still_parses_for_typescript() {
    let Some(module) = typescript_module().filter(|_| available("node", &["--version"])) else {
        crate::common::tool_missing(
            "node or the typescript package (npm install --prefix target/tsc typescript@5) is missing",
        );
        return;
    };
    let parses = |paths: &[PathBuf]| {
        Command::new("node")
            .arg("tests/support/transpile.js")
            .arg(&module)
            .args(paths)
            .output()
            .expect("node runs")
    };
    // The parse-error fixtures are broken on purpose.
    let mut fixtures = fixtures("ts");
    fixtures.extend(fixtures_of("js"));
    fixtures.retain(|path| !path.starts_with("tests/fixtures/parse-error"));
    let before = parses(&fixtures);
    assert!(
        before.status.success(),
        "the fixtures themselves:\n{}",
        String::from_utf8_lossy(&before.stdout)
    );
    for fixture in fixtures {
        let (_dir, copy) = fixed_copy(&fixture);
        let after = parses(std::slice::from_ref(&copy));
        assert!(
            after.status.success(),
            "{}: no longer parses after fixing:\n{}",
            fixture.display(),
            String::from_utf8_lossy(&after.stdout)
        );
    }
}

/// Compiles `source` with Mono's `mcs` against the SDK stub, with the
/// implicit usings of a .NET project (`System`, `System.Threading.Tasks`,
/// `System.Net.Http`) put before it.
fn mcs_compiles(source: &Path) -> std::process::Output {
    let dir = tempfile::tempdir().expect("temp dir");
    let with_usings = dir.path().join("Tools.cs");
    let text = std::fs::read_to_string(source).expect("the C# file");
    std::fs::write(
        &with_usings,
        format!("using System; using System.Threading.Tasks; using System.Net.Http;\n{text}"),
    )
    .expect("written");
    Command::new("mcs")
        .args([
            "-langversion:experimental",
            "-target:library",
            "-nowarn:1998",
        ])
        .arg(format!("-out:{}", dir.path().join("tools.dll").display()))
        .arg("tests/support/csharp_sdk_stub.cs")
        .arg(&with_usings)
        .output()
        .expect("mcs runs")
}

#[test]
fn fixed_csharp_still_compiles_for_mcs() {
    if !available("mcs", &["--version"]) {
        crate::common::tool_missing("mcs is not installed (Debian's mono-mcs has it)");
        return;
    }
    let mut compiled = 0;
    for fixture in fixtures("cs") {
        if !mcs_compiles(&fixture).status.success() {
            continue; // C# after version 7: beyond mcs
        }
        compiled += 1;
        let (_dir, copy) = fixed_copy(&fixture);
        let changed =
            std::fs::read(&copy).expect("fixed") != std::fs::read(&fixture).expect("fixture");
        let after = mcs_compiles(&copy);
        assert!(
            after.status.success(),
            "{} (changed: {changed}): no longer compiles after fixing:\n{}",
            fixture.display(),
            String::from_utf8_lossy(&after.stdout)
        );
    }
    assert!(compiled >= 2, "only {compiled} C# fixtures compile for mcs");
}

/// `ruff`: `HINTLINT_RUFF`, else the one `.ci/run` installs in
/// `target/ruff-venv`.
pub(crate) fn ruff() -> Option<PathBuf> {
    let ruff = std::env::var_os("HINTLINT_RUFF")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from("target/ruff-venv/bin/ruff"));
    available(&ruff.to_string_lossy(), &["--version"]).then_some(ruff)
}

#[test]
fn fixed_python_stays_formatted_as_ruff_format_formats_it() {
    let Some(ruff) = ruff() else {
        crate::common::tool_missing(
            "ruff is not installed (pip install ruff into target/ruff-venv)",
        );
        return;
    };
    let formatted = |path: &Path| {
        Command::new(&ruff)
            .args(["format", "--check", "--quiet"])
            .arg(path)
            .status()
            .expect("ruff runs")
            .success()
    };
    let mut checked = 0;
    for fixture in fixtures("py") {
        if !formatted(&fixture) {
            continue; // written unformatted on purpose
        }
        let Some((_dir, copy)) = fixed_if_changed(&fixture) else {
            continue;
        };
        checked += 1;
        let diff = Command::new(&ruff)
            .args(["format", "--diff"])
            .arg(&copy)
            .output()
            .expect("ruff runs");
        assert!(
            diff.status.success(),
            "{}: not formatted as ruff formats it after fixing:\n{}",
            fixture.display(),
            String::from_utf8_lossy(&diff.stdout)
        );
    }
    assert!(
        checked >= 5,
        "only {checked} formatted Python fixtures were fixed"
    );
}
