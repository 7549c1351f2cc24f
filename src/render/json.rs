//! `--format json`: one document with every diagnostic and the summary.

use std::io::{self, Write};

use super::pretty_json::JsonWriter;
use crate::document::source::SourceFile;
use crate::findings::diagnostic::Related;
use crate::findings::report::{FileReport, Finding, Report, Summary};
use crate::fix::Fix;

/// The whole report as one pretty-printed JSON document.
pub fn render(report: &Report) -> String {
    let mut out = Vec::new();
    // Writing to memory cannot fail, and every piece written is UTF-8.
    let _ = write(report, &mut out);
    String::from_utf8(out).unwrap_or_default()
}

/// [`render`], written to `out` piece by piece as it is made: a report with
/// many findings is never held in memory as text. The document is
/// `{"diagnostics": [...], "summary": {...}, "problems": [...],
/// "skipped": [...], "unpaired": [...], "configuration": ...}`, laid out as serde_json's pretty printer lays it
/// out.
pub fn write(report: &Report, out: &mut dyn Write) -> io::Result<()> {
    let mut json = JsonWriter::new(out);
    json.begin_object()?;
    json.key("diagnostics")?;
    json.begin_array()?;
    for file in &report.files {
        for finding in &file.findings {
            json.element()?;
            diagnostic(&mut json, file, finding)?;
        }
    }
    json.end_array()?;
    json.key("summary")?;
    summary(&mut json, &report.counts())?;
    json.key("problems")?;
    json.begin_array()?;
    for problem in report.all_problems() {
        json.element()?;
        json.begin_object()?;
        json.key("path")?;
        json.string(&problem.path)?;
        json.key("message")?;
        json.string(&problem.message)?;
        json.key("level")?;
        json.string(problem.severity().as_str())?;
        json.end_object()?;
    }
    json.end_array()?;
    json.key("skipped")?;
    json.begin_array()?;
    for file in &report.files {
        if let Some(why) = file.status.skipped_because() {
            json.element()?;
            json.begin_object()?;
            json.key("path")?;
            json.string(&file.source.name)?;
            json.key("reason")?;
            json.string(&why)?;
            json.end_object()?;
        }
    }
    json.end_array()?;
    json.key("unpaired")?;
    json.begin_array()?;
    for file in &report.files {
        if let crate::findings::report::FileStatus::Manifest { unpaired, .. } = &file.status {
            for tool in unpaired {
                json.element()?;
                json.begin_object()?;
                json.key("path")?;
                json.string(&file.source.name)?;
                json.key("tool")?;
                json.string(tool)?;
                json.end_object()?;
            }
        }
    }
    json.end_array()?;
    json.key("configuration")?;
    json.optional_string(report.configuration.as_deref())?;
    json.end_object()?;
    let out = json.into_inner()?;
    out.write_all(b"\n")?;
    out.flush()
}

/// The run's counts.
fn summary<W: Write>(json: &mut JsonWriter<W>, counts: &Summary) -> io::Result<()> {
    let fields = [
        ("errors", counts.errors),
        ("warnings", counts.warnings),
        ("notes", counts.notes),
        ("files", counts.files),
        ("skipped", counts.skipped),
        ("tools", counts.tools),
        ("fixable", counts.fixable_safe + counts.fixable_unsafe),
        ("fixable_safe", counts.fixable_safe),
        ("fixed", counts.fixed),
        ("revealed", counts.revealed),
        ("suppressed", counts.suppressed),
        ("unpaired", counts.unpaired),
        ("paired", counts.paired),
        ("disabled", counts.disabled),
    ];
    json.numbers(&fields)
}

/// One finding: what, where (line, column and byte offset in the file),
/// help, notes, fixes and the exception that accepts it.
fn diagnostic<W: Write>(
    json: &mut JsonWriter<W>,
    file: &FileReport,
    finding: &Finding,
) -> io::Result<()> {
    let diagnostic = &finding.diagnostic;
    let span = &diagnostic.primary.span;
    json.begin_object()?;
    json.key("rule")?;
    json.string(diagnostic.rule.name())?;
    json.key("level")?;
    json.string(finding.severity.as_str())?;
    json.key("message")?;
    json.string(&diagnostic.message)?;
    json.key("path")?;
    json.string(&file.source.name)?;
    // A name that is not UTF-8 shows U+FFFD for its undecodable bytes, so
    // two such files could share a `path`: the URI tells them apart.
    if let Some(uri) = &file.source.uri
        && !uri.contains("://")
    {
        json.key("uri")?;
        json.string(uri)?;
    }
    json.key("tool")?;
    json.optional_string(diagnostic.tool.as_deref())?;
    json.key("pointer")?;
    json.string(&diagnostic.pointer)?;
    json.key("start")?;
    position(json, &file.source, span.start)?;
    json.key("end")?;
    position(json, &file.source, span.end)?;
    json.key("help")?;
    json.optional_string(diagnostic.help.as_deref())?;
    json.key("notes")?;
    json.begin_array()?;
    for note in &diagnostic.notes {
        json.element()?;
        json.string(note)?;
    }
    json.end_array()?;
    if !diagnostic.related.is_empty() {
        json.key("related")?;
        json.begin_array()?;
        for place in &diagnostic.related {
            json.element()?;
            related(json, place)?;
        }
        json.end_array()?;
    }
    json.key("fix")?;
    match &diagnostic.fix {
        Some(fix) => self::fix(json, &file.source, fix)?,
        None => json.null()?,
    }
    // Only when the fix is unsafe: the part of it `--fix` applies alone.
    if let Some(safe) = &diagnostic.safe_fix {
        json.key("safe_fix")?;
        self::fix(json, &file.source, safe)?;
    }
    json.key("suppressed")?;
    match &finding.suppressed {
        Some(suppression) => {
            json.begin_object()?;
            json.key("reason")?;
            json.string(&suppression.reason)?;
            json.key("source")?;
            json.string(&suppression.source)?;
            if let Some(owner) = &suppression.owner {
                json.key("owner")?;
                json.string(owner)?;
            }
            json.end_object()?;
        }
        None => json.null()?,
    }
    json.end_object()
}

/// A place the finding rests on: its file, start, end and what it shows.
fn related<W: Write>(json: &mut JsonWriter<W>, place: &Related) -> io::Result<()> {
    json.begin_object()?;
    json.key("path")?;
    json.string(&place.path)?;
    for (key, at) in [("start", place.start), ("end", place.end)] {
        json.key(key)?;
        json.numbers(&[("line", at.line), ("column", at.column)])?;
    }
    json.key("message")?;
    json.string(&place.text)?;
    json.end_object()
}

/// A fix with its edits located.
fn fix<W: Write>(json: &mut JsonWriter<W>, source: &SourceFile, fix: &Fix) -> io::Result<()> {
    json.begin_object()?;
    json.key("applicability")?;
    json.string(fix.applicability.as_str())?;
    json.key("message")?;
    json.string(&fix.message)?;
    json.key("edits")?;
    json.begin_array()?;
    for edit in &fix.edits {
        json.element()?;
        json.begin_object()?;
        json.key("start")?;
        position(json, source, edit.span.start)?;
        json.key("end")?;
        position(json, source, edit.span.end)?;
        json.key("content")?;
        json.string(&edit.content)?;
        json.end_object()?;
    }
    json.end_array()?;
    json.end_object()
}

/// `{"line": …, "column": …, "offset": …}` of `offset` in the shown text
/// (the offset counted in the file, BOM included).
fn position<W: Write>(
    json: &mut JsonWriter<W>,
    source: &SourceFile,
    offset: usize,
) -> io::Result<()> {
    let at = source.position(offset);
    json.numbers(&[
        ("line", at.line),
        ("column", at.column),
        ("offset", source.file_offset(offset)),
    ])
}
