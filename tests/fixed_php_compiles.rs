//! Fixed PHP stays PHP: every `.php` fixture that `php -l` accepts is fixed
//! (`check --fix --unsafe-fixes`) and must still pass `php -l`, and the
//! fixes must have changed some of them (new named arguments after
//! positional ones, attributes above a class, `use` lines).

use std::path::Path;
use std::process::Command;

use crate::fixed_code_compiles::{available, fixed_copy, fixtures};

/// `php -l` on `path`: its output when the file does not lint.
fn php_lint(path: &Path) -> Result<(), String> {
    let output = Command::new("php")
        .arg("-l")
        .arg(path)
        .output()
        .expect("php runs");
    if output.status.success() {
        Ok(())
    } else {
        Err(format!(
            "{}{}",
            String::from_utf8_lossy(&output.stdout),
            String::from_utf8_lossy(&output.stderr)
        ))
    }
}

#[test]
fn fixed_php_still_lints_for_php() {
    if !available("php", &["--version"]) {
        crate::common::tool_missing("php is not installed (Debian's php-cli has it)");
        return;
    }
    let (mut checked, mut changed) = (0, 0);
    for fixture in fixtures("php") {
        if let Err(error) = php_lint(&fixture) {
            panic!(
                "{} is no valid PHP before fixing:\n{error}",
                fixture.display()
            );
        }
        checked += 1;
        let (_dir, copy) = fixed_copy(&fixture);
        let fixed = std::fs::read(&copy).expect("fixed");
        if fixed != std::fs::read(&fixture).expect("fixture") {
            changed += 1;
        }
        if let Err(error) = php_lint(&copy) {
            panic!(
                "{} no longer lints after fixing:\n{error}\n{}",
                fixture.display(),
                String::from_utf8_lossy(&fixed)
            );
        }
    }
    // A project whose `.editorconfig` sets the line length: its fixes
    // laid out at 100 columns are still PHP.
    let (dir, fixed) = crate::fix_line_length::fixed_project("php-100", "LedgerTools.php");
    if let Err(error) = php_lint(&dir.path().join("LedgerTools.php")) {
        panic!("the fixed php-100 project no longer lints:\n{error}\n{fixed}");
    }
    assert!(checked >= 12, "only {checked} PHP fixtures were checked");
    assert!(
        changed >= 8,
        "only {changed} PHP fixtures were changed by fixing"
    );
}

/// Fixed Laravel tools carry attributes that resolve: every fixture with a
/// Laravel MCP tool, fixed, is loaded by PHP after a stub of Laravel MCP
/// (`tests/support/php/`) and every attribute of its classes instantiated
/// (`reflect.php`), so that a hint attribute written short where the
/// file's namespace does not import it (a class that does not exist, whose
/// hint no client sees) fails, as does a `use` that clashes with one of
/// the file's.
#[test]
fn fixed_laravel_attributes_resolve_for_php() {
    if !available("php", &["--version"]) {
        crate::common::tool_missing("php is not installed (Debian's php-cli has it)");
        return;
    }
    let reflect = std::fs::canonicalize("tests/support/php/reflect.php").expect("reflect.php");
    let mut reflected = 0;
    for fixture in fixtures("php") {
        let original = std::fs::read_to_string(&fixture).expect("fixture");
        if !original.contains("use Laravel\\Mcp\\Server\\Tool;") {
            continue;
        }
        let (_dir, copy) = fixed_copy(&fixture);
        let output = Command::new("php")
            .arg(&reflect)
            .arg(&copy)
            .output()
            .expect("php runs");
        let shown = String::from_utf8_lossy(&output.stdout);
        assert!(
            output.status.success(),
            "{}: an attribute of the fixed file does not resolve:\n{shown}{}\n{}",
            fixture.display(),
            String::from_utf8_lossy(&output.stderr),
            std::fs::read_to_string(&copy).unwrap_or_default()
        );
        assert!(
            shown.contains("Laravel\\Mcp\\Server\\Tools\\Annotations\\"),
            "{}: no hint attribute was read:\n{shown}",
            fixture.display()
        );
        reflected += 1;
    }
    assert!(
        reflected >= 6,
        "only {reflected} Laravel fixtures were reflected"
    );
}
