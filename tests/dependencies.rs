//! The normal dependencies are the library's and the binary's: each one is
//! named by the code of `src/` outside its test modules, so that neither an
//! unused crate nor a crate only the tests use is compiled by every `cargo
//! install` and wheel build. (`.ci/run` also runs `cargo machete`, which
//! finds unused crates of every kind.)

use std::path::Path;

/// The code of every `.rs` file under `folder`, each cut at its first
/// `#[cfg(test)]` (test modules close the files of this crate).
fn code_outside_tests(folder: &Path, out: &mut String) {
    for entry in std::fs::read_dir(folder)
        .expect("a readable folder")
        .flatten()
    {
        let path = entry.path();
        if path.is_dir() {
            code_outside_tests(&path, out);
        } else if path.extension().is_some_and(|ext| ext == "rs") {
            let text = std::fs::read_to_string(&path).expect("readable");
            let cut = text.find("#[cfg(test)]").unwrap_or(text.len());
            out.push_str(&text[..cut]);
            out.push('\n');
        }
    }
}

/// Whether `code` names the crate `name` (`name::…`, `use name`).
fn names(code: &str, name: &str) -> bool {
    let bytes = code.as_bytes();
    code.match_indices(name).any(|(at, _)| {
        let before = at.checked_sub(1).map(|before| bytes[before]);
        let after = &code[at + name.len()..];
        !before.is_some_and(|byte| byte.is_ascii_alphanumeric() || byte == b'_' || byte == b':')
            && (after.starts_with("::") || after.starts_with(';') || after.starts_with(" as "))
    })
}

#[test]
fn every_normal_dependency_is_used_by_the_code_it_ships() {
    let manifest: toml::Table =
        toml::from_str(&std::fs::read_to_string("Cargo.toml").expect("Cargo.toml")).expect("TOML");
    let mut dependencies: Vec<String> = manifest["dependencies"]
        .as_table()
        .expect("[dependencies]")
        .keys()
        .cloned()
        .collect();
    if let Some(targets) = manifest.get("target").and_then(toml::Value::as_table) {
        for target in targets.values() {
            if let Some(table) = target.get("dependencies").and_then(toml::Value::as_table) {
                dependencies.extend(table.keys().cloned());
            }
        }
    }
    let mut code = String::new();
    code_outside_tests(Path::new("src"), &mut code);
    let unused: Vec<&String> = dependencies
        .iter()
        .filter(|name| !names(&code, &name.replace('-', "_")))
        .collect();
    assert!(
        unused.is_empty(),
        "normal dependencies that src/ does not use outside its tests \
         (make them dev-dependencies, or remove them): {unused:?}"
    );
    assert!(dependencies.len() > 20, "{dependencies:?}");
}

/// A check whose tool is missing fails in CI, where `.ci/run` installs the
/// tools and says so with `HINTLINT_REQUIRE_TOOLS`; elsewhere it prints
/// why it was skipped.
#[test]
fn a_missing_tool_fails_in_ci_and_is_skipped_elsewhere() {
    let failed = std::panic::catch_unwind(|| {
        crate::common::tool_missing_where(true, "gofmt is not installed")
    });
    let message = failed.expect_err("a missing tool fails where tools are required");
    let message = message
        .downcast_ref::<String>()
        .cloned()
        .unwrap_or_default();
    assert!(message.contains("gofmt is not installed"), "{message}");
    assert!(
        std::panic::catch_unwind(|| crate::common::tool_missing_where(false, "x")).is_ok(),
        "a developer's machine skips"
    );
    let ci = std::fs::read_to_string(".ci/run").expect(".ci/run");
    assert!(
        ci.lines()
            .any(|line| line.trim() == format!("export {}=1", crate::common::REQUIRE_TOOLS)),
        ".ci/run requires every tool check to run"
    );
}
