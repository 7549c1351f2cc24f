//! Fixed Kotlin is still Kotlin that kotlinc compiles: every Kotlin
//! fixture, fixed with `--fix --unsafe-fixes`, compiles with the Kotlin
//! compiler (npm's `kotlin-compiler`, which ships kotlinc for the JVM and
//! which `.ci/run` installs into `target/kotlinc`) against hintlint's stub
//! of the SDK types the fixtures name (`tests/support/kotlin/`). A fix that
//! writes `ToolAnnotations(…)` into a file that does not import it, or a
//! parameter the type lacks, does not compile.

use std::path::PathBuf;
use std::process::Command;

use crate::fixed_code_compiles::{available, fixed_copy, fixtures};

/// The fixtures no compiler can take alone, and why.
const NOT_ALONE: [(&str, &str); 2] = [
    (
        "invalid-kt-no-imports.kt",
        "names the SDK's types through declarations of its own package, in another file",
    ),
    (
        "invalid-kt-project-helper.kt",
        "calls a helper of the project's, declared in another file",
    ),
];

/// kotlinc: the one `.ci/run` installs, else one on the PATH.
fn kotlinc() -> Option<PathBuf> {
    let installed = PathBuf::from("target/kotlinc/node_modules/kotlin-compiler/bin/kotlinc");
    if available(&installed.to_string_lossy(), &["-version"]) {
        return Some(installed);
    }
    available("kotlinc", &["-version"]).then(|| PathBuf::from("kotlinc"))
}

/// The stub sources.
fn stubs() -> Vec<PathBuf> {
    let mut found: Vec<PathBuf> = std::fs::read_dir("tests/support/kotlin")
        .expect("the stubs folder")
        .map(|entry| entry.expect("an entry").path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "kt"))
        .collect();
    found.sort();
    found
}

#[test]
fn fixed_kotlin_still_compiles_for_kotlinc() {
    let Some(kotlinc) = kotlinc() else {
        crate::common::tool_missing(
            "kotlinc is not installed (npm's kotlin-compiler has it; .ci/run installs it)",
        );
        return;
    };
    let all = fixtures("kt");
    for (name, _) in NOT_ALONE {
        assert!(
            all.iter().any(|fixture| fixture.ends_with(name)),
            "{name} is listed as not compiling alone but is no fixture"
        );
    }
    // Every fixed fixture in a package of its own, compiled in one run
    // (kotlinc starts slowly).
    let sources = tempfile::tempdir().expect("temp dir");
    let (mut compiled, mut changed) = (Vec::new(), 0);
    for (index, fixture) in all.iter().enumerate() {
        if NOT_ALONE.iter().any(|(name, _)| fixture.ends_with(name)) {
            continue;
        }
        let (_dir, copy) = fixed_copy(fixture);
        let fixed = std::fs::read_to_string(&copy).expect("fixed");
        let original = std::fs::read_to_string(fixture).expect("fixture");
        changed += usize::from(fixed != original);
        assert!(
            !fixed.starts_with("package "),
            "{}: a fixture with a package line",
            fixture.display()
        );
        let source = sources.path().join(format!("fixture{index}.kt"));
        std::fs::write(&source, format!("package fixture{index}\n{fixed}")).expect("written");
        compiled.push((source, fixture.clone()));
    }
    // A project whose `.editorconfig` picks ktlint's android_studio style:
    // its fixes, laid out at 100 columns, compile too.
    let (_project, fixed) = crate::fix_line_length::fixed_project("kotlin-android", "Ledger.kt");
    let source = sources.path().join("project_android.kt");
    std::fs::write(&source, format!("package project_android\n{fixed}")).expect("written");
    compiled.push((
        source,
        PathBuf::from("tests/inputs/line-length/kotlin-android/Ledger.kt"),
    ));
    let out = tempfile::tempdir().expect("temp dir");
    let run = Command::new(&kotlinc)
        .arg("-nowarn")
        .arg("-d")
        .arg(out.path())
        .args(stubs())
        .args(compiled.iter().map(|(source, _)| source))
        .output()
        .expect("kotlinc runs");
    let which: Vec<String> = compiled
        .iter()
        .map(|(source, fixture)| format!("{} is {}", source.display(), fixture.display()))
        .collect();
    assert!(
        run.status.success(),
        "fixed Kotlin does not compile:\n{}{}\n{}",
        String::from_utf8_lossy(&run.stdout),
        String::from_utf8_lossy(&run.stderr),
        which.join("\n")
    );
    assert!(
        compiled.len() >= 8,
        "only {} Kotlin fixtures compiled",
        compiled.len()
    );
    assert!(
        changed >= 4,
        "only {changed} Kotlin fixtures were changed by a fix"
    );
}
