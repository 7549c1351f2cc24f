//! Fixed Go still compiles for `go vet`: every `.go` fixture but one, after
//! `hintlint check --fix --unsafe-fixes`, is put in a package of its own in
//! a temporary module whose `go.mod` replaces the modules the fixtures
//! import (mcp-go, the official go-sdk, and the pointer helpers of
//! jsonschema-go, samber/lo and k8s.io/utils) with stubs in
//! `tests/support/go/`, which declare what the fixtures use with the SDKs'
//! names and field types; the handlers the fixtures pass without declaring
//! them are declared beside each (`tests/support/go/handlers.go.txt`).
//! `go vet ./...` then type-checks every package, offline (`GOPROXY=off`).
//! The unfixed fixtures are vetted the same way first, so a failure after
//! fixing is the fix's.
//! Left out: `unread-tool/invalid-go-own-type.go`, whose tool is of the
//! project's own `example.com/files/api` and which calls a `ptr.To` it never
//! imports: it is not Go before any fix, and no fix changes it.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use crate::fixed_code_compiles::{available, fixed_copy, fixtures};

/// Fixtures that are not Go on their own (see the module's comment).
const LEFT_OUT: &[&str] = &["invalid-go-own-type.go"];

/// The stub modules under `tests/support/go/`, by the path they stand for.
const STUBS: &[(&str, &str)] = &[
    ("github.com/mark3labs/mcp-go", "mcp-go"),
    ("github.com/modelcontextprotocol/go-sdk", "go-sdk"),
    ("github.com/google/jsonschema-go", "jsonschema-go"),
    ("github.com/samber/lo", "lo"),
    ("k8s.io/utils", "k8s-utils"),
];

/// A module in `dir` holding each of `sources` in a package of its own.
fn module_of(dir: &Path, sources: &[(String, PathBuf)]) {
    let support = std::fs::canonicalize("tests/support/go").expect("the Go stubs");
    let mut go_mod = String::from("module hintlint.test/fixtures\n\ngo 1.19\n\n");
    for (path, folder) in STUBS {
        go_mod.push_str(&format!("require {path} v0.0.0\n"));
        go_mod.push_str(&format!(
            "replace {path} => {}\n",
            support.join(folder).display()
        ));
    }
    std::fs::write(dir.join("go.mod"), go_mod).expect("go.mod");
    let handlers = std::fs::read_to_string(support.join("handlers.go.txt")).expect("handlers");
    for (name, source) in sources {
        let text = std::fs::read_to_string(source).expect("the Go file");
        let package = text
            .lines()
            .find_map(|line| line.strip_prefix("package "))
            .expect("a package clause");
        let folder = dir.join(name);
        std::fs::create_dir(&folder).expect("a package folder");
        std::fs::write(folder.join("tools.go"), &text).expect("written");
        std::fs::write(
            folder.join("handlers.go"),
            format!("package {package}\n\n{handlers}"),
        )
        .expect("written");
    }
}

/// `go vet ./...` in a module holding `sources`, offline.
fn go_vets(sources: &[(String, PathBuf)]) -> Output {
    let dir = tempfile::tempdir().expect("temp dir");
    module_of(dir.path(), sources);
    Command::new("go")
        .args(["vet", "./..."])
        .current_dir(dir.path())
        .env("GOFLAGS", "-mod=mod")
        .env("GOPROXY", "off")
        .env("GOSUMDB", "off")
        .env("GONOSUMDB", "*")
        .env("GOWORK", "off")
        .env("GOTOOLCHAIN", "local")
        .env("GO111MODULE", "on")
        .output()
        .expect("go runs")
}

#[test]
fn fixed_go_still_compiles_for_go_vet() {
    if !available("go", &["version"]) {
        crate::common::tool_missing("go is not installed (Debian's golang-go has it)");
        return;
    }
    let chosen: Vec<(String, PathBuf)> = fixtures("go")
        .into_iter()
        .filter_map(|path| {
            let name = path.file_name()?.to_string_lossy().into_owned();
            (!LEFT_OUT.contains(&name.as_str()))
                .then(|| (name.trim_end_matches(".go").to_string(), path))
        })
        .collect();
    let before = go_vets(&chosen);
    assert!(
        before.status.success(),
        "the fixtures themselves:\n{}",
        String::from_utf8_lossy(&before.stderr)
    );
    let copies: Vec<_> = chosen
        .iter()
        .map(|(name, path)| (name.clone(), fixed_copy(path)))
        .collect();
    let changed = copies
        .iter()
        .zip(&chosen)
        .filter(|((_, (_, copy)), (_, path))| {
            std::fs::read(copy).expect("fixed") != std::fs::read(path).expect("fixture")
        })
        .count();
    let fixed: Vec<(String, PathBuf)> = copies
        .iter()
        .map(|(name, (_, copy))| (name.clone(), copy.clone()))
        .collect();
    let after = go_vets(&fixed);
    assert!(
        after.status.success(),
        "does not compile after fixing (the folder is the fixture's name):\n{}",
        String::from_utf8_lossy(&after.stderr)
    );
    assert!(
        chosen.len() >= 14,
        "only {} Go fixtures vetted",
        chosen.len()
    );
    assert!(changed >= 8, "only {changed} Go fixtures changed by a fix");
}
