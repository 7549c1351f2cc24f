//! Brief findings (what `--format concise` and `github` ask for) give the
//! same one-line report and the same counts as full findings, and hold
//! none of what only a full report shows.

use std::path::Path;

use hintlint::Report;
use hintlint::render::{concise, github};

mod common;

fn check(brief: bool) -> Report {
    let mut options = common::examples_options();
    options.brief = brief;
    // Manifests, an OpenAPI document, YAML, and source code (whose
    // findings are made brief only after the constants are explained).
    hintlint::check(&["examples/".to_owned()], &options)
}

#[test]
fn brief_findings_give_the_same_one_line_report_and_counts() {
    let full = check(false);
    let brief = check(true);
    assert_eq!(concise::render(&brief), concise::render(&full));
    let root = Path::new(".");
    assert_eq!(github::render(&brief, root), github::render(&full, root));
    assert_eq!(brief.summary_line(), full.summary_line());
    assert_eq!(brief.exit_code(), full.exit_code());
}

#[test]
fn brief_findings_hold_no_help_notes_labels_or_edits() {
    let diagnostics = |report: &Report| -> Vec<hintlint::diagnostic::Diagnostic> {
        report
            .files
            .iter()
            .flat_map(|file| &file.findings)
            .map(|finding| finding.diagnostic.clone())
            .collect()
    };
    let full = diagnostics(&check(false));
    let brief = diagnostics(&check(true));
    let edits = |diagnostic: &hintlint::diagnostic::Diagnostic| {
        [&diagnostic.fix, &diagnostic.safe_fix]
            .into_iter()
            .flatten()
            .map(|fix| fix.edits.len() + fix.message.len())
            .sum::<usize>()
    };
    // The full findings have every kind of detail, so that the brief ones
    // holding none is a finding of this test.
    assert!(full.iter().any(|diagnostic| diagnostic.help.is_some()));
    assert!(full.iter().any(|diagnostic| !diagnostic.notes.is_empty()));
    assert!(
        full.iter()
            .any(|diagnostic| !diagnostic.secondary.is_empty())
    );
    assert!(full.iter().any(|diagnostic| edits(diagnostic) > 0));
    assert_eq!(brief.len(), full.len());
    for (brief, full) in brief.iter().zip(&full) {
        assert_eq!(brief.help, None, "{}", brief.message);
        assert!(brief.notes.is_empty(), "{}", brief.message);
        assert!(brief.secondary.is_empty(), "{}", brief.message);
        assert!(brief.primary.text.is_empty(), "{}", brief.message);
        assert_eq!(edits(brief), 0, "{}", brief.message);
        // What a one-line report and its summary read is kept.
        assert_eq!(
            (brief.rule, &brief.message, &brief.primary.span, brief.level),
            (full.rule, &full.message, &full.primary.span, full.level)
        );
        assert_eq!((&brief.tool, &brief.pointer), (&full.tool, &full.pointer));
        let fixes = |diagnostic: &hintlint::diagnostic::Diagnostic| {
            (
                diagnostic.fix.as_ref().map(|fix| fix.applicability),
                diagnostic.safe_fix.as_ref().map(|fix| fix.applicability),
            )
        };
        assert_eq!(fixes(brief), fixes(full), "{}", brief.message);
    }
}
