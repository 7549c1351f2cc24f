//! `--format json`: one document with every diagnostic and the summary.

use std::io::Write;

use serde::Serialize;

use crate::fix::Fix;
use crate::report::{FileReport, Finding, Report, Summary};

#[derive(Serialize)]
struct Document<'r> {
    diagnostics: Diagnostics<'r>,
    summary: JsonSummary,
    problems: Vec<JsonProblem>,
    /// The configuration file in force, `null` when none.
    configuration: Option<&'r str>,
}

/// Every finding of a report, serialised one at a time as the document is
/// written (never gathered first).
struct Diagnostics<'r>(&'r Report);

impl Serialize for Diagnostics<'_> {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_seq(self.0.files.iter().flat_map(|file| {
            file.findings
                .iter()
                .map(move |finding| diagnostic(file, finding))
        }))
    }
}

#[derive(Serialize)]
struct JsonDiagnostic<'r> {
    rule: &'static str,
    level: &'static str,
    message: &'r str,
    path: &'r str,
    tool: Option<&'r str>,
    pointer: &'r str,
    start: JsonPosition,
    end: JsonPosition,
    help: Option<&'r str>,
    notes: &'r [String],
    fix: Option<JsonFix<'r>>,
    /// When `fix` is unsafe, the part of it `--fix` applies alone.
    #[serde(skip_serializing_if = "Option::is_none")]
    safe_fix: Option<JsonFix<'r>>,
    suppressed: Option<JsonSuppression<'r>>,
}

#[derive(Serialize)]
struct JsonSuppression<'r> {
    reason: &'r str,
    source: &'r str,
}

#[derive(Serialize)]
struct JsonFix<'r> {
    applicability: &'static str,
    message: &'r str,
    edits: Vec<JsonEdit<'r>>,
}

#[derive(Serialize)]
struct JsonEdit<'r> {
    start: JsonPosition,
    end: JsonPosition,
    content: &'r str,
}

#[derive(Serialize)]
struct JsonPosition {
    line: usize,
    column: usize,
    offset: usize,
}

#[derive(Serialize)]
struct JsonSummary {
    errors: usize,
    warnings: usize,
    notes: usize,
    files: usize,
    skipped: usize,
    tools: usize,
    fixable: usize,
    fixed: usize,
    suppressed: usize,
    unpaired: usize,
    paired: usize,
    disabled: usize,
}

#[derive(Serialize)]
struct JsonProblem {
    path: String,
    message: String,
    level: &'static str,
}

/// The whole report as one pretty-printed JSON document.
pub fn render(report: &Report) -> String {
    let mut out = Vec::new();
    // Writing to memory fails only if serialising does, which plain
    // structs of strings and numbers cannot; serde_json writes UTF-8.
    let _ = write(report, &mut out);
    String::from_utf8(out).unwrap_or_default()
}

/// [`render`], written to `out` as it is serialised: a report with many
/// findings is never held in memory as text.
pub fn write(report: &Report, out: &mut dyn std::io::Write) -> std::io::Result<()> {
    let Summary {
        errors,
        warnings,
        notes,
        files,
        skipped,
        tools,
        fixable_safe,
        fixable_unsafe,
        fixed,
        fixed_files: _,
        suppressed,
        unpaired,
        paired,
        disabled,
    } = report.counts();
    let problems = report
        .all_problems()
        .into_iter()
        .map(|problem| JsonProblem {
            level: problem.severity().as_str(),
            path: problem.path,
            message: problem.message,
        })
        .collect();
    let document = Document {
        configuration: report.configuration.as_deref(),
        diagnostics: Diagnostics(report),
        summary: JsonSummary {
            errors,
            warnings,
            notes,
            files,
            skipped,
            tools,
            fixable: fixable_safe + fixable_unsafe,
            fixed,
            suppressed,
            unpaired,
            paired,
            disabled,
        },
        problems,
    };
    // serde_json writes many small pieces: through a buffer of a concrete
    // type they are copies, not calls through `dyn Write`.
    let mut buffered = std::io::BufWriter::with_capacity(1 << 16, out);
    super::pretty_json::to_writer(&mut buffered, &document)?;
    buffered.write_all(b"\n")?;
    buffered.flush()
}

fn diagnostic<'r>(file: &'r FileReport, finding: &'r Finding) -> JsonDiagnostic<'r> {
    let diagnostic = &finding.diagnostic;
    let span = &diagnostic.primary.span;
    let position = |offset: usize| {
        let at = file.source.position(offset);
        JsonPosition {
            line: at.line,
            column: at.column,
            offset: file.source.file_offset(offset),
        }
    };
    JsonDiagnostic {
        rule: diagnostic.rule.name(),
        level: finding.severity.as_str(),
        message: &diagnostic.message,
        path: &file.source.name,
        tool: diagnostic.tool.as_deref(),
        pointer: &diagnostic.pointer,
        start: position(span.start),
        end: position(span.end),
        help: diagnostic.help.as_deref(),
        notes: &diagnostic.notes,
        suppressed: finding
            .suppressed
            .as_ref()
            .map(|suppression| JsonSuppression {
                reason: &suppression.reason,
                source: &suppression.source,
            }),
        fix: diagnostic.fix.as_ref().map(|fix| json_fix(fix, &position)),
        safe_fix: diagnostic
            .safe_fix
            .as_ref()
            .map(|fix| json_fix(fix, &position)),
    }
}

/// A fix with its edits located.
fn json_fix<'r>(fix: &'r Fix, position: &impl Fn(usize) -> JsonPosition) -> JsonFix<'r> {
    JsonFix {
        applicability: fix.applicability.as_str(),
        message: &fix.message,
        edits: fix
            .edits
            .iter()
            .map(|edit| JsonEdit {
                start: position(edit.span.start),
                end: position(edit.span.end),
                content: &edit.content,
            })
            .collect(),
    }
}
