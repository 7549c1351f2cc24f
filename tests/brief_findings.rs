//! Brief findings (what `--format concise` and `github` ask for) give the
//! same one-line report and the same counts as full findings, and hold
//! none of what only a full report shows.

use std::path::Path;

use hintlint::Report;
use hintlint::fix::FixDetail;
use hintlint::render::{concise, github};
use hintlint::rules::InertStyle;
use proptest::prelude::*;

use crate::common;

fn check(brief: bool) -> Report {
    let mut options = common::examples_options();
    options.brief = brief;
    // Manifests, OpenAPI documents, YAML, and source code (whose findings
    // are made brief only after the constants are explained); the fixtures
    // hold every rule's findings, so every fix that is left unbuilt in a
    // brief report (whose existence is worked out without its edits).
    hintlint::check(
        &["examples/".to_owned(), "tests/fixtures/".to_owned()],
        &options,
    )
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

/// A hint as a generated tool writes it: absent, a boolean, or no boolean.
fn hint_text() -> impl Strategy<Value = Option<&'static str>> {
    prop_oneof![
        3 => Just(None),
        3 => Just(Some("true")),
        3 => Just(Some("false")),
        1 => Just(Some("null")),
    ]
}

/// A tool with some hints (or no annotations at all) and maybe a method.
fn tool_text(index: usize) -> impl Strategy<Value = String> {
    let method = prop_oneof![
        Just(None),
        Just(Some("GET")),
        Just(Some("POST")),
        Just(Some("PUT")),
        Just(Some("PATCH")),
        Just(Some("DELETE")),
    ];
    // A misspelt hint, which no fix fills in while it is there.
    let misspelt = prop_oneof![
        Just(None),
        Just(Some("\"readonlyHint\": true")),
        Just(Some("\"destructivehint\": false")),
        Just(Some("\"idempotent\": true")),
    ];
    (
        proptest::collection::vec(hint_text(), 4),
        any::<bool>(),
        method,
        misspelt,
    )
        .prop_map(move |(values, annotated, method, misspelt)| {
            let keys = [
                "readOnlyHint",
                "destructiveHint",
                "idempotentHint",
                "openWorldHint",
            ];
            let mut hints: Vec<String> = keys
                .iter()
                .zip(values)
                .filter_map(|(key, value)| Some(format!("\"{key}\": {}", value?)))
                .collect();
            hints.extend(misspelt.map(str::to_owned));
            let mut members = vec![
                format!("\"name\": \"tool_{index}\""),
                "\"inputSchema\": {\"type\": \"object\"}".to_owned(),
            ];
            if annotated {
                members.push(format!("\"annotations\": {{{}}}", hints.join(", ")));
            }
            if let Some(method) = method {
                members.push(format!(
                    "\"_meta\": {{\"http\": {{\"method\": \"{method}\", \"path\": \"/x\"}}}}"
                ));
            }
            format!("{{{}}}", members.join(", "))
        })
}

/// The findings of `text`, with their fixes built as `detail` says: for
/// each, what a report of one line shows (rule, level, message, place,
/// which fixes there are and how safe), and what a human report shows
/// besides (labels, help, notes, what the fixes do).
fn findings(name: &str, text: &str, style: InertStyle, detail: FixDetail) -> Vec<(String, String)> {
    let mut options = hintlint::Options::default();
    options.config.inert_style = style;
    options.brief = detail == FixDetail::Existence;
    // A human report drawn as it is made (drawing is not part of linting).
    options.draw_human = (detail == FixDetail::Message).then_some(hintlint::HumanDrawing {
        style: hintlint::render::human::HumanStyle::PLAIN,
        show_exceptions: false,
    });
    assert_eq!(options.fix_detail(), detail);
    let report = hintlint::lint::lint_bytes(
        name,
        hintlint::parse::Dialect::of_path(Path::new(name)),
        text.as_bytes().to_vec(),
        hintlint::lint::FileContext::named(&options),
    );
    report
        .findings
        .iter()
        .map(|finding| {
            let diagnostic = &finding.diagnostic;
            let message =
                |fix: &Option<Box<hintlint::fix::Fix>>| fix.as_ref().map(|fix| fix.message.clone());
            let one_line = format!(
                "{:?} {:?} {} {:?} {:?} {:?}",
                diagnostic.rule,
                diagnostic.level,
                diagnostic.message,
                diagnostic.primary.span,
                diagnostic.fix.as_ref().map(|fix| fix.applicability),
                diagnostic.safe_fix.as_ref().map(|fix| fix.applicability),
            );
            let besides = format!(
                "{:?} {:?} {:?} {:?} {:?} {:?}",
                diagnostic.primary.text,
                diagnostic.secondary,
                diagnostic.help,
                diagnostic.notes,
                message(&diagnostic.fix),
                message(&diagnostic.safe_fix),
            );
            (one_line, besides)
        })
        .collect()
}

proptest! {
    /// Whether a fix exists, and how safe it is, is worked out without its
    /// edits in a brief report, and a human report drawn as it is made
    /// builds fixes without edits: both say what building them whole says,
    /// for every combination of hints, method, misspelling and inert style,
    /// streamed (`.json`) or read whole (`.jsonc`).
    #[test]
    fn fixes_left_without_edits_exist_exactly_when_built_ones_do(
        tools in (1usize..4).prop_flat_map(|count| (0..count).map(tool_text).collect::<Vec<_>>()),
        style in prop_oneof![Just(InertStyle::Explicit), Just(InertStyle::Omit), Just(InertStyle::Either)],
    ) {
        let text = format!("{{\"tools\": [{}]}}", tools.join(", "));
        for name in ["generated.json", "generated.jsonc"] {
            let full = findings(name, &text, style, FixDetail::Full);
            let one_lines = |findings: Vec<(String, String)>| -> Vec<String> {
                findings.into_iter().map(|(one_line, _)| one_line).collect()
            };
            let brief = findings(name, &text, style, FixDetail::Existence);
            prop_assert_eq!(one_lines(brief), one_lines(full.clone()), "{}", text);
            prop_assert_eq!(findings(name, &text, style, FixDetail::Message), full, "{}", text);
        }
    }
}

/// Fixes that are applied or previewed are built whole, even when the
/// options also ask for a human report drawn as it is made.
#[test]
fn fixes_are_built_whole_when_fixing() {
    let text =
        r#"{"tools": [{"name": "t", "inputSchema": {}, "_meta": {"http": {"method": "GET"}}}]}"#;
    for fix in [hintlint::FixMode::Write, hintlint::FixMode::Diff] {
        let options = hintlint::Options {
            fix,
            draw_human: Some(hintlint::HumanDrawing {
                style: hintlint::render::human::HumanStyle::PLAIN,
                show_exceptions: false,
            }),
            ..hintlint::Options::default()
        };
        assert_eq!(options.fix_detail(), FixDetail::Full);
        let report = hintlint::lint::lint_bytes(
            "t.json",
            hintlint::parse::Dialect::Json,
            text.as_bytes().to_vec(),
            hintlint::lint::FileContext::named(&options),
        );
        let fixes: Vec<_> = report
            .findings
            .iter()
            .filter_map(|finding| finding.diagnostic.fix.as_ref())
            .collect();
        assert!(!fixes.is_empty());
        assert!(
            fixes
                .iter()
                .all(|fix| !fix.edits.is_empty() && !fix.edits_left_out)
        );
    }
}
