//! Helpers shared by the integration tests.

use std::path::Path;

use hintlint::Levels;
use hintlint::lint::{Origin, lint_bytes};
use hintlint::parse::Dialect;
use hintlint::report::FileReport;

/// Lints `bytes` as a file named `name` with the default levels.
pub fn lint_named(name: &str, bytes: Vec<u8>) -> FileReport {
    lint_bytes(
        name,
        Dialect::of_path(Path::new(name)),
        bytes,
        Origin::Named,
        &Levels::default(),
    )
}

/// The names of the rules that fired, in report order.
pub fn fired(report: &FileReport) -> Vec<&'static str> {
    report
        .findings
        .iter()
        .map(|finding| finding.diagnostic.rule.name())
        .collect()
}
