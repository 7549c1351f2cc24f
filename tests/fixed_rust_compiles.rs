//! Fixed Rust still compiles for `rustc`: every `.rs` fixture but one,
//! after `hintlint check --fix --unsafe-fixes`, is compiled by `rustc
//! --edition 2021 --crate-type lib` against a stub of `rmcp` in
//! `tests/support/rust/` (its types and builder methods with the SDK's
//! signatures, so a fixed `ToolAnnotations::new().read_only(…)…` chain is
//! type-checked). rmcp's `#[tool]` macro is stood in for by a stub
//! proc-macro that checks each `#[tool(…)]` argument list as rmcp parses
//! it (the known keys, the four hints and `title` in `annotations(…)`, each
//! hint a bare flag or a boolean): `#[tool_router]` then expands to nothing,
//! so the handlers inside a router are parsed but not type-checked (their
//! bodies use types the fixtures never declare). The fixtures' undeclared
//! `schema()` is declared after each file.
//! Left out: `unread-tool/invalid-rs-own-function.rs`, whose tool goes
//! through the project's own `crate::Spec`, which no stub of rmcp declares
//! (and which no fix changes).

use std::path::Path;
use std::process::{Command, Output};

use crate::fixed_code_compiles::{available, fixed_copy, fixtures};

/// Fixtures that name types of their own project, not of rmcp.
const LEFT_OUT: &[&str] = &["invalid-rs-own-function.rs"];

/// The stub `rmcp` (with its stub macros) built into `dir`.
fn build_stub(dir: &Path) {
    let macros = Command::new("rustc")
        .args(["--edition", "2021", "--crate-type", "proc-macro", "-o"])
        .arg(dir.join("librmcp_macros.so"))
        .arg("tests/support/rust/rmcp_macros.rs")
        .output()
        .expect("rustc runs");
    assert!(
        macros.status.success(),
        "{}",
        String::from_utf8_lossy(&macros.stderr)
    );
    let rmcp = Command::new("rustc")
        .args([
            "--edition",
            "2021",
            "--crate-type",
            "lib",
            "--crate-name",
            "rmcp",
            "--extern",
        ])
        .arg(format!(
            "rmcp_macros={}",
            dir.join("librmcp_macros.so").display()
        ))
        .arg("-o")
        .arg(dir.join("librmcp.rlib"))
        .arg("tests/support/rust/rmcp.rs")
        .output()
        .expect("rustc runs");
    assert!(
        rmcp.status.success(),
        "{}",
        String::from_utf8_lossy(&rmcp.stderr)
    );
}

/// `rustc` on `source` (with `schema()` declared after it) against the stub.
fn rustc_compiles(source: &Path, stub: &Path) -> Output {
    let dir = tempfile::tempdir().expect("temp dir");
    let file = dir.path().join("tools.rs");
    let text = std::fs::read_to_string(source).expect("the Rust file");
    std::fs::write(
        &file,
        format!("{text}\nfn schema() -> rmcp::model::JsonObject {{ Default::default() }}\n"),
    )
    .expect("written");
    Command::new("rustc")
        .args([
            "--edition",
            "2021",
            "--crate-type",
            "lib",
            "--emit=metadata",
            "-A",
            "warnings",
        ])
        .arg("--extern")
        .arg(format!("rmcp={}", stub.join("librmcp.rlib").display()))
        .arg("-L")
        .arg(stub)
        .arg("--out-dir")
        .arg(dir.path())
        .arg(&file)
        .output()
        .expect("rustc runs")
}

#[test]
fn fixed_rust_still_compiles_for_rustc() {
    if !available("rustc", &["--version"]) {
        crate::common::tool_missing("rustc is not installed");
        return;
    }
    let stub = tempfile::tempdir().expect("temp dir");
    build_stub(stub.path());
    let mut changed = 0;
    let mut compiled = 0;
    for fixture in fixtures("rs") {
        let name = fixture.file_name().expect("a name").to_string_lossy();
        if LEFT_OUT.contains(&name.as_ref()) {
            continue;
        }
        let (_dir, copy) = fixed_copy(&fixture);
        let fixed = std::fs::read_to_string(&copy).expect("fixed");
        if fixed != std::fs::read_to_string(&fixture).expect("fixture") {
            changed += 1;
        }
        let after = rustc_compiles(&copy, stub.path());
        assert!(
            after.status.success(),
            "{}: does not compile after fixing:\n{}\n{fixed}",
            fixture.display(),
            String::from_utf8_lossy(&after.stderr)
        );
        compiled += 1;
    }
    assert!(compiled >= 10, "only {compiled} Rust fixtures compiled");
    assert!(
        changed >= 6,
        "only {changed} Rust fixtures changed by a fix"
    );
}
