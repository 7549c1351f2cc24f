//! Fixed Ruby is still Ruby: every `.rb` fixture passes `ruby -c` before
//! and after `hintlint check --fix --unsafe-fixes`.

use std::path::Path;
use std::process::{Command, Output};

use crate::fixed_code_compiles::{available, fixed_copy, fixtures};

/// `ruby -c` on `path`: a syntax check that runs nothing.
fn ruby_checks(path: &Path) -> Output {
    Command::new("ruby")
        .arg("-c")
        .arg(path)
        .output()
        .expect("ruby runs")
}

#[test]
fn fixed_ruby_still_passes_ruby_c() {
    if !available("ruby", &["--version"]) {
        crate::common::tool_missing("ruby is not installed (Debian's ruby has it)");
        return;
    }
    let mut checked = 0;
    let mut changed = 0;
    for fixture in fixtures("rb") {
        let before = ruby_checks(&fixture);
        assert!(
            before.status.success(),
            "{}: not Ruby before fixing:\n{}",
            fixture.display(),
            String::from_utf8_lossy(&before.stderr)
        );
        let (_dir, copy) = fixed_copy(&fixture);
        let fixed = std::fs::read_to_string(&copy).expect("fixed");
        if fixed != std::fs::read_to_string(&fixture).expect("fixture") {
            changed += 1;
        }
        let after = ruby_checks(&copy);
        assert!(
            after.status.success(),
            "{}: no longer Ruby after fixing:\n{}\n{fixed}",
            fixture.display(),
            String::from_utf8_lossy(&after.stderr)
        );
        checked += 1;
    }
    assert!(checked >= 8, "only {checked} Ruby fixtures checked");
    assert!(
        changed >= 5,
        "only {changed} Ruby fixtures changed by a fix"
    );
}
