//! A file's findings as LSP diagnostics: the primary span as the range,
//! the level as the severity, the rule as the code (linking its page),
//! the secondary labels that point elsewhere (where the method came from)
//! as related information, and help and notes after the message. Findings
//! an allow or an exception accepts are not shown.
//!
//! Nothing a client does not use is sent: an editor's document may hold a
//! thousand findings, published again after every edit, and the client
//! parses (and, in a typed client, structures) every field of each. The
//! code actions find a sent diagnostic's finding by its range and rule
//! ([`super::actions`]), so a diagnostic carries no `data`. What the
//! client's `publishDiagnostics` capabilities do not declare it takes is not
//! sent ([`Takes`]): the rule's page without `codeDescriptionSupport`, the
//! unnecessary tag without `tagSupport`, and related information without
//! `relatedInformation`, whose places are then told in the message's
//! last lines (`note: bound to PUT here (line 128)`), where every client
//! shows them. Related information is most of what a typed client builds
//! of a large document's diagnostics (five objects a place).

use lsp_types::{
    CodeDescription, Diagnostic, DiagnosticRelatedInformation, DiagnosticSeverity, DiagnosticTag,
    Location, NumberOrString, Uri,
};

use std::fmt::Write;

use super::positions::LineIndex;
use crate::base::level::Severity;
use crate::document::source::Position;
use crate::findings::report::{FileReport, Finding};
use crate::findings::rules::Rule;

/// What of a diagnostic the client says it takes, from its
/// `textDocument.publishDiagnostics` capabilities (a client that declares
/// none takes none of them).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Takes {
    /// `relatedInformation`: else the related places are told in the
    /// message.
    pub related: bool,
    /// `codeDescription`, the rule's page.
    pub pages: bool,
    /// `tags` (unnecessary, for an allow or exception that accepts
    /// nothing).
    pub tags: bool,
}

impl Takes {
    /// What a client whose text document capabilities are `capabilities`
    /// takes.
    pub fn of(capabilities: Option<&lsp_types::TextDocumentClientCapabilities>) -> Takes {
        let Some(publish) = capabilities.and_then(|document| document.publish_diagnostics.as_ref())
        else {
            return Takes::default();
        };
        Takes {
            related: publish.related_information == Some(true),
            pages: publish.code_description_support == Some(true),
            tags: publish
                .tag_support
                .as_ref()
                .is_some_and(|tags| tags.value_set.contains(&DiagnosticTag::UNNECESSARY)),
        }
    }
}

/// The diagnostics of `report`, whose text is `text` (the document's, as
/// linted) at `uri`, as a client that takes `takes` is sent them.
pub fn of_report(
    report: &FileReport,
    text: &str,
    lines: &LineIndex,
    uri: &Uri,
    takes: Takes,
) -> Vec<Diagnostic> {
    // Each rule's page, linked once per report rather than per finding.
    let mut pages: Vec<(Rule, Option<CodeDescription>)> = Vec::new();
    report
        .findings
        .iter()
        .filter(|finding| finding.is_active())
        .map(|finding| {
            let rule = finding.diagnostic.rule;
            let page = match pages.iter().find(|(known, _)| *known == rule) {
                Some((_, page)) => page.clone(),
                None => {
                    let page = page_of(rule).filter(|_| takes.pages);
                    pages.push((rule, page.clone()));
                    page
                }
            };
            of_finding(finding, text, lines, uri, page, takes)
        })
        .collect()
}

/// The link to `rule`'s page, when this build knows where pages are.
fn page_of(rule: Rule) -> Option<CodeDescription> {
    rule.info()
        .page_url()
        .and_then(|url| url.parse().ok())
        .map(|href| CodeDescription { href })
}

/// Whether the diagnostic `sent` (one a client sends back with a code
/// action request) is the one made of `finding`, whose range is `range`:
/// the same rule, range and message.
pub fn is_of(sent: &Diagnostic, finding: &Finding, range: lsp_types::Range) -> bool {
    let rule = finding.diagnostic.rule.info().name;
    matches!(&sent.code, Some(NumberOrString::String(code)) if code == rule)
        && sent.range == range
        && sent
            .message
            .starts_with(finding.diagnostic.message.as_str())
}

/// One finding as a diagnostic, linking `page`, for a client that takes
/// `takes`.
fn of_finding(
    finding: &Finding,
    text: &str,
    lines: &LineIndex,
    uri: &Uri,
    page: Option<CodeDescription>,
    takes: Takes,
) -> Diagnostic {
    let diagnostic = &finding.diagnostic;
    let info = diagnostic.rule.info();
    let size = diagnostic.message.len()
        + diagnostic.help.as_ref().map_or(0, |help| help.len() + 7)
        + diagnostic
            .notes
            .iter()
            .map(|note| note.len() + 7)
            .sum::<usize>();
    let mut message = String::with_capacity(size);
    message.push_str(&diagnostic.message);
    if let Some(help) = &diagnostic.help {
        message.push_str("\nhelp: ");
        message.push_str(help);
    }
    for note in &diagnostic.notes {
        message.push_str("\nnote: ");
        message.push_str(note);
    }
    let elsewhere = diagnostic.related.iter().filter_map(|place| {
        Some(DiagnosticRelatedInformation {
            location: Location::new(
                super::documents::uri_of(std::path::Path::new(&*place.path))?,
                lsp_range(place.start, place.end),
            ),
            message: place.text.clone(),
        })
    });
    // A label where the primary range already is, or without text, tells
    // nothing the range does not.
    let related: Vec<DiagnosticRelatedInformation> = diagnostic
        .secondary
        .iter()
        .filter(|label| label.span != diagnostic.primary.span && !label.text.is_empty())
        .map(|label| DiagnosticRelatedInformation {
            location: Location::new(uri.clone(), lines.range(text, label.span.clone())),
            message: label.text.clone(),
        })
        .chain(elsewhere)
        .collect();
    if !takes.related {
        for place in &related {
            told_in(&mut message, place, uri);
        }
    }
    // An allow or exception that accepts nothing is dead weight.
    let tags = (takes.tags
        && matches!(diagnostic.rule, Rule::UnusedException | Rule::UnusedBinding))
    .then(|| vec![DiagnosticTag::UNNECESSARY]);
    Diagnostic {
        range: lines.range(text, diagnostic.primary.span.clone()),
        severity: Some(severity(finding.severity)),
        code: Some(NumberOrString::String(info.name.to_owned())),
        code_description: page,
        source: Some("hintlint".to_owned()),
        message,
        related_information: (takes.related && !related.is_empty()).then_some(related),
        tags,
        data: None,
    }
}

/// `place` told on a last line of `message`, for a client that takes no
/// related information: `note: bound to PUT here (line 128)`, with the
/// file's path when it is another file's.
fn told_in(message: &mut String, place: &DiagnosticRelatedInformation, uri: &Uri) {
    let line = place.location.range.start.line + 1;
    message.push_str("\nnote: ");
    message.push_str(&place.message);
    if place.location.uri == *uri {
        let _ = write!(message, " (line {line})");
    } else {
        let path = super::documents::path_of(&place.location.uri).map_or_else(
            || place.location.uri.as_str().to_owned(),
            |path| path.display().to_string(),
        );
        let _ = write!(message, " ({path}:{line})");
    }
}

/// A level as the protocol's severity.
fn severity(severity: Severity) -> DiagnosticSeverity {
    match severity {
        Severity::Error => DiagnosticSeverity::ERROR,
        Severity::Warning => DiagnosticSeverity::WARNING,
        Severity::Note => DiagnosticSeverity::INFORMATION,
    }
}

/// A diagnostic for a file whose linting failed (an internal error): one,
/// at its start, never a crashed server.
pub fn failure(message: &str) -> Diagnostic {
    Diagnostic {
        range: lsp_types::Range::default(),
        severity: Some(DiagnosticSeverity::ERROR),
        code: None,
        code_description: None,
        source: Some("hintlint".to_owned()),
        message: message.to_owned(),
        related_information: None,
        tags: None,
        data: None,
    }
}

/// The LSP range of a related place located as 1-based lines and
/// code-point columns (the client counts UTF-16 units: for a place in
/// another file, whose text the server has not opened, code points are
/// what is known; they agree on every line without astral characters).
fn lsp_range(start: Position, end: Position) -> lsp_types::Range {
    let at = |place: Position| {
        lsp_types::Position::new(
            u32::try_from(place.line.saturating_sub(1)).unwrap_or(u32::MAX),
            u32::try_from(place.column.saturating_sub(1)).unwrap_or(u32::MAX),
        )
    };
    lsp_types::Range::new(at(start), at(end))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::findings::diagnostic::{Diagnostic as Finding_, Related};
    use crate::lsp::positions::Encoding;

    #[test]
    fn a_place_in_another_file_is_related_information_there() {
        let text = "{\"idempotentHint\": true}";
        let handler = "a\nb fetch(u, {method: \"PATCH\"})\n";
        let at = handler.find("fetch").unwrap_or(0);
        let finding = Finding {
            severity: Severity::Error,
            diagnostic: Finding_::new(Rule::UnsoundClaim, "m".to_owned(), 19..23, "here")
                .with_related(Related::locate(
                    "/srv/h.ts",
                    handler,
                    at..at + 5,
                    "this PATCH",
                )),
            suppressed: None,
        };
        let lines = LineIndex::new(text, Encoding::Utf16);
        let uri: Uri = "file:///srv/tools.json".parse().expect("a URI");
        let takes = Takes {
            related: true,
            ..Takes::default()
        };
        let shown = of_finding(&finding, text, &lines, &uri, None, takes);
        assert_eq!(shown.message, "m");
        let related = shown.related_information.unwrap_or_default();
        assert_eq!(related.len(), 1);
        assert_eq!(related[0].location.uri.as_str(), "file:///srv/h.ts");
        assert_eq!(
            related[0].location.range.start,
            lsp_types::Position::new(1, 2)
        );
        assert_eq!(
            related[0].location.range.end,
            lsp_types::Position::new(1, 7)
        );
        assert_eq!(related[0].message, "this PATCH");
        // A client that takes no related information reads it in the message.
        let shown = of_finding(&finding, text, &lines, &uri, None, Takes::default());
        assert_eq!(shown.related_information, None);
        assert_eq!(shown.message, "m\nnote: this PATCH (/srv/h.ts:2)");
    }
}
