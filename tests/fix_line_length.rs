//! Fixes keep to the line length the project's formatter keeps: every
//! TypeScript and JavaScript fixture prettier accepts is still accepted
//! after `--fix --unsafe-fixes` (prettier from npm, which `.ci/run`
//! installs in `target/prettier`), every Python fixture ruff accepts still
//! passes `ruff check --select E501`, and a project's own setting
//! (`pyproject.toml`'s `[tool.ruff] line-length`, `.prettierrc`'s
//! `printWidth`) is the width fixes are laid out to: a line that fits it
//! stays whole, a longer one is split as the formatter splits it. PHP
//! fixes keep to PSR-12's 120 columns and Kotlin ones to ktlint's 140
//! (`ktlint_official`), or to the project's `.editorconfig`
//! (`max_line_length`, `ktlint_code_style`), split one argument per line;
//! a PHP project's phpcs ruleset (`Generic.Files.LineLength`'s `lineLimit`)
//! stands over both, and its fixed file still passes `phpcs` (Debian's
//! php-codesniffer, which `.ci/run` installs); where a file shows no
//! indentation of its own, the `.editorconfig`'s `indent_size` is the
//! step.

use std::path::{Path, PathBuf};
use std::process::Command;

use crate::binary::{hintlint, repo};
use crate::fixed_code_compiles::{
    available, fixed_copy, fixed_if_changed, fixtures, fixtures_of, ruff,
};

/// prettier: `HINTLINT_PRETTIER`, else the one `.ci/run` installs in
/// `target/prettier`.
fn prettier() -> Option<PathBuf> {
    let prettier = std::env::var_os("HINTLINT_PRETTIER")
        .map(PathBuf::from)
        .unwrap_or_else(|| repo().join("target/prettier/node_modules/.bin/prettier"));
    available(&prettier.to_string_lossy(), &["--version"]).then_some(prettier)
}

/// Whether prettier accepts `path` as it is formatted (with the
/// configuration it finds beside it).
fn prettier_accepts(prettier: &Path, path: &Path) -> bool {
    Command::new(prettier)
        .args(["--check", "--log-level", "silent"])
        .arg(path)
        .status()
        .expect("prettier runs")
        .success()
}

/// Whether ruff's `args` (a `check` or `format --check`) accept `path`.
fn ruff_accepts(ruff: &Path, args: &[&str], path: &Path) -> bool {
    Command::new(ruff)
        .args(args)
        .arg(path)
        .output()
        .expect("ruff runs")
        .status
        .success()
}

#[test]
fn fixed_typescript_stays_prettier_clean() {
    let Some(prettier) = prettier() else {
        crate::common::tool_missing(
            "prettier is not installed (npm install --prefix target/prettier prettier@3)",
        );
        return;
    };
    let mut sources = fixtures("ts");
    sources.extend(fixtures_of("js"));
    let mut checked = 0;
    for fixture in sources {
        if !prettier_accepts(&prettier, &fixture) {
            continue; // not written as prettier writes it
        }
        let Some((_dir, copy)) = fixed_if_changed(&fixture) else {
            continue;
        };
        checked += 1;
        let diff = Command::new(&prettier)
            .arg(&copy)
            .output()
            .expect("prettier runs");
        assert!(
            prettier_accepts(&prettier, &copy),
            "{}: not formatted as prettier formats it after fixing; prettier writes:\n{}",
            fixture.display(),
            String::from_utf8_lossy(&diff.stdout)
        );
    }
    assert!(
        checked >= 5,
        "only {checked} prettier-clean fixtures were fixed"
    );
}

#[test]
fn fixed_python_keeps_to_ruffs_line_length() {
    let Some(ruff) = ruff() else {
        crate::common::tool_missing(
            "ruff is not installed (pip install ruff into target/ruff-venv)",
        );
        return;
    };
    let long_lines = ["check", "--isolated", "--quiet", "--select", "E501"];
    let mut checked = 0;
    for fixture in fixtures("py") {
        if !ruff_accepts(&ruff, &long_lines, &fixture)
            || !ruff_accepts(&ruff, &["format", "--check", "--quiet"], &fixture)
        {
            continue;
        }
        let (_dir, copy) = fixed_copy(&fixture);
        checked += 1;
        let report = Command::new(&ruff)
            .args(long_lines)
            .arg(&copy)
            .output()
            .expect("ruff runs");
        assert!(
            report.status.success(),
            "{}: lines too long after fixing:\n{}",
            fixture.display(),
            String::from_utf8_lossy(&report.stdout)
        );
    }
    assert!(checked >= 5, "only {checked} Python fixtures were checked");
}

/// The lines of `fixed` that are not lines of `original` and are longer
/// than `width` columns.
fn new_long_lines<'a>(original: &str, fixed: &'a str, width: usize) -> Vec<&'a str> {
    let before: Vec<&str> = original.lines().collect();
    fixed
        .lines()
        .filter(|line| line.chars().count() > width && !before.contains(line))
        .collect()
}

#[test]
fn fixed_php_and_kotlin_keep_to_their_formatters_line_length() {
    for (ext, width) in [("php", 120), ("kt", 140)] {
        let mut changed = 0;
        for fixture in fixtures(ext) {
            let original = std::fs::read_to_string(&fixture).expect("fixture");
            let (_dir, copy) = fixed_copy(&fixture);
            let fixed = std::fs::read_to_string(&copy).expect("fixed");
            changed += usize::from(fixed != original);
            let long = new_long_lines(&original, &fixed, width);
            assert!(
                long.is_empty(),
                "{}: fixed lines longer than {width} columns:\n{}",
                fixture.display(),
                long.join("\n")
            );
        }
        assert!(changed >= 5, "only {changed} .{ext} fixtures were fixed");
    }
}

/// The project `tests/inputs/line-length/<name>` copied and fixed; its
/// fixed `file`'s text.
pub(crate) fn fixed_project(name: &str, file: &str) -> (tempfile::TempDir, String) {
    let dir = tempfile::tempdir().expect("temp dir");
    let from = repo().join("tests/inputs/line-length").join(name);
    for entry in std::fs::read_dir(&from).expect("the project") {
        let entry = entry.expect("an entry");
        if !entry.path().is_file() {
            continue; // a formatter's cache
        }
        std::fs::copy(entry.path(), dir.path().join(entry.file_name())).expect("copied");
    }
    let fixed = fixed_in(dir.path(), file);
    (dir, fixed)
}

/// `file` of the folder `dir` fixed in place; its fixed text.
fn fixed_in(dir: &Path, file: &str) -> String {
    let run = hintlint(&["check", "--fix", "--unsafe-fixes", file], dir);
    assert!(run.code != 2, "{}{}", run.stdout, run.stderr);
    std::fs::read_to_string(dir.join(file)).expect("fixed")
}

#[test]
fn a_python_projects_line_length_is_the_width_of_its_fixes() {
    let (dir, fixed) = fixed_project("python-120", "ledger_server.py");
    // 107 columns: past Black's 88, within the project's 120.
    assert!(
        fixed.contains(
            "\nposting = ToolAnnotations(readOnlyHint=False, destructiveHint=True, \
             idempotentHint=False, openWorldHint=True)\n"
        ),
        "{fixed}"
    );
    assert!(
        fixed.contains("        title=\"Close the month and archive its entries\",\n"),
        "{fixed}"
    );
    let Some(ruff) = ruff() else {
        crate::common::tool_missing(
            "ruff is not installed (pip install ruff into target/ruff-venv)",
        );
        return;
    };
    let path = dir.path().join("ledger_server.py");
    // ruff reads the project's pyproject.toml beside the file.
    assert!(
        ruff_accepts(&ruff, &["format", "--check", "--quiet"], &path),
        "{fixed}"
    );
    assert!(
        ruff_accepts(&ruff, &["check", "--quiet", "--select", "E501"], &path),
        "{fixed}"
    );
}

#[test]
fn a_prettier_projects_print_width_is_the_width_of_its_fixes() {
    let (dir, fixed) = fixed_project("prettier-120", "ledger-server.ts");
    assert!(
        fixed.contains(
            "\n    annotations: { readOnlyHint: false, destructiveHint: true, \
             idempotentHint: false, openWorldHint: true },\n"
        ),
        "{fixed}"
    );
    assert!(
        fixed.contains("      title: \"Close the month and archive its entries\",\n"),
        "{fixed}"
    );
    let Some(prettier) = prettier() else {
        crate::common::tool_missing(
            "prettier is not installed (npm install --prefix target/prettier prettier@3)",
        );
        return;
    };
    assert!(
        prettier_accepts(&prettier, &dir.path().join("ledger-server.ts")),
        "{fixed}"
    );
}

/// php-100's `LedgerTools.php` fixed in a copy of the project `name`
/// (`tests/inputs/line-length/`), whose configuration sets 100 columns:
/// the fixed line of 110 columns, past 100 and within PSR-12's 120, is
/// split. The copy's folder and the file's fixed text.
fn php_split_at_100(name: &str) -> (tempfile::TempDir, String) {
    let dir = tempfile::tempdir().expect("temp dir");
    for from in [
        repo().join("tests/inputs/line-length/php-100"),
        repo().join("tests/inputs/line-length").join(name),
    ] {
        for entry in std::fs::read_dir(&from).expect("the project") {
            let entry = entry.expect("an entry");
            if entry.path().is_file() {
                std::fs::copy(entry.path(), dir.path().join(entry.file_name())).expect("copied");
            }
        }
    }
    if name != "php-100" {
        std::fs::remove_file(dir.path().join(".editorconfig")).expect("php-100's own");
    }
    let fixed = fixed_in(dir.path(), PHP_FILE);
    assert!(
        fixed.contains(
            "    #[McpTool(\n        'close_month',\n        annotations: new \
             ToolAnnotations(null, false, true, false, openWorldHint: true)\n    )]\n"
        ),
        "{fixed}"
    );
    assert_eq!(
        new_long_lines(&php_original(), &fixed, 100),
        Vec::<&str>::new()
    );
    (dir, fixed)
}

/// The PHP file of `tests/inputs/line-length/php-100`.
const PHP_FILE: &str = "LedgerTools.php";

/// Its text as written.
fn php_original() -> String {
    std::fs::read_to_string(
        repo()
            .join("tests/inputs/line-length/php-100")
            .join(PHP_FILE),
    )
    .expect("the project's file")
}

/// Without its configuration `config`, the project in `dir` keeps the
/// fixed line whole: PSR-12's 120 columns hold it.
fn php_one_line_without(dir: &Path, config: &str) {
    std::fs::remove_file(dir.join(config)).expect("removed");
    std::fs::write(dir.join(PHP_FILE), php_original()).expect("restored");
    let default = fixed_in(dir, PHP_FILE);
    assert!(
        default.contains(
            "\n    #[McpTool('close_month', annotations: new ToolAnnotations(null, false, true, \
             false, openWorldHint: true))]\n"
        ),
        "{default}"
    );
}

#[test]
fn a_php_projects_editorconfig_is_the_width_of_its_fixes() {
    let (dir, _) = php_split_at_100("php-100");
    php_one_line_without(dir.path(), ".editorconfig");
}

#[test]
fn a_kotlin_projects_ktlint_code_style_is_the_layout_of_its_fixes() {
    let (_dir, fixed) = fixed_project("kotlin-android", "Ledger.kt");
    // android_studio: 100 columns, no trailing comma on a call site.
    assert!(
        fixed.contains(
            "    server.addTool(\n        name = \"close\",\n        description = \"Closes\",\n        \
             toolAnnotations = ToolAnnotations(\n            readOnlyHint = false,\n"
        ),
        "{fixed}"
    );
    assert!(
        fixed.contains("            openWorldHint = true\n        )\n    ) { _ ->\n"),
        "{fixed}"
    );
    assert!(
        fixed.lines().all(|line| line.chars().count() <= 100),
        "{fixed}"
    );
}

#[test]
fn a_php_projects_phpcs_ruleset_is_the_width_of_its_fixes() {
    let (dir, fixed) = php_split_at_100("php-phpcs");
    if available("phpcs", &["--version"]) {
        let check = Command::new("phpcs")
            .args(["-q", "--standard=phpcs.xml", PHP_FILE])
            .current_dir(dir.path())
            .output()
            .expect("phpcs runs");
        assert!(
            check.status.success(),
            "phpcs rejects the fixed file:\n{}\n{fixed}",
            String::from_utf8_lossy(&check.stdout)
        );
    } else {
        crate::common::tool_missing("phpcs is not installed (Debian's php-codesniffer has it)");
    }
    php_one_line_without(dir.path(), "phpcs.xml");
}

#[test]
fn a_kotlin_projects_editorconfig_indent_size_steps_a_file_that_shows_none() {
    let file = "ledger.main.kts";
    let (dir, fixed) = fixed_project("kotlin-script", file);
    let expected = |step: &str| {
        format!(
            "\nserver.addTool(\n{step}name = \"close\",\n{step}description = \"Closes the month\",\n\
             {step}toolAnnotations = ToolAnnotations("
        )
    };
    assert!(fixed.contains(&expected("  ")), "{fixed}");
    assert!(fixed.contains("\n    readOnlyHint = false,\n"), "{fixed}");
    assert!(
        fixed.lines().all(|line| line.chars().count() <= 100),
        "{fixed}"
    );
    // Without the `.editorconfig`, four spaces.
    let original = std::fs::read_to_string(
        repo()
            .join("tests/inputs/line-length/kotlin-script")
            .join(file),
    )
    .expect("the project's file");
    std::fs::remove_file(dir.path().join(".editorconfig")).expect("removed");
    std::fs::write(dir.path().join(file), &original).expect("restored");
    let default = fixed_in(dir.path(), file);
    assert!(default.contains(&expected("    ")), "{default}");
}
