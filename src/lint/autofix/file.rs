//! Fixing one linted file: the rounds, then writing it or keeping the
//! result for a diff.

use std::path::Path;

use super::rounds::fix_report;
use super::write::replace_file;
use crate::findings::report::{FileReport, FileStatus, FixOutcome, FixRecord};
use crate::lint::FileContext;
use crate::lint::options::FixMode;
use crate::tools::parse::Dialect;

/// Applies the allowed fixes to a linted text in `dialect`, writing the
/// result to `path` under `--fix` (a text that is no file, such as a live
/// server's answer, has none: it is only ever previewed). Returns the report
/// of what remains, with a [`FixRecord`]; a text with nothing to fix comes
/// back unchanged.
pub fn fix_file(
    path: Option<&Path>,
    dialect: Dialect,
    report: FileReport,
    context: FileContext<'_>,
) -> FileReport {
    let mode = context.options.fix;
    let unsafe_fixes = context.options.unsafe_fixes;
    let fixable = report.findings.iter().any(|finding| {
        finding.is_active() && finding.diagnostic.applicable_fix(unsafe_fixes).is_some()
    });
    if mode == FixMode::Off || !fixable || !matches!(report.status, FileStatus::Manifest { .. }) {
        return report;
    }
    let original = report.source.text.clone();
    let original_bytes = report.source.file_bytes();
    match fix_report(report.clone(), dialect, context) {
        Ok(fixed) => {
            let outcome = match (mode, path) {
                (FixMode::Write, Some(path)) => {
                    if let Some(reason) = context.texts.refuses_write(path) {
                        return failed(report, original, reason);
                    }
                    match replace_file(path, &original_bytes, &fixed.report.source.file_bytes()) {
                        Ok(()) => FixOutcome::Written,
                        Err(reason) => {
                            return failed(report, original, reason);
                        }
                    }
                }
                _ => FixOutcome::Previewed,
            };
            // Entries used before the fixes count as used.
            let mut used = report.used;
            used.merge(&fixed.report.used);
            FileReport {
                fix: Some(FixRecord {
                    original,
                    applied: fixed.applied,
                    revealed: fixed.revealed,
                    outcome,
                    stuck: fixed.stuck,
                }),
                used,
                ..fixed.report
            }
        }
        Err(failure) => failed(report, original, failure.message()),
    }
}

/// The unchanged report of a file that could not be fixed, saying why.
fn failed(report: FileReport, original: String, reason: String) -> FileReport {
    FileReport {
        fix: Some(FixRecord {
            original,
            applied: 0,
            revealed: 0,
            outcome: FixOutcome::Failed(reason),
            stuck: Vec::new(),
        }),
        ..report
    }
}
