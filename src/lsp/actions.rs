//! Code actions: each finding's fixes as quick fixes — safe ones
//! preferred, unsafe ones always offered but never preferred and titled
//! `(unsafe)`, as ruff's extension offers them — an allow comment with a
//! placeholder reason in the file's own syntax on the line before the tool
//! or, in a file that cannot hold one, an `[[exception]]` in the
//! configuration ([`super::exception`]), and `source.fixAll.hintlint`,
//! every safe fix of the file at once (the fixer's own rounds, for
//! fix-on-save; never an unsafe one).

use lsp_types::{
    CodeAction, CodeActionKind, CodeActionOrCommand, Diagnostic as LspDiagnostic,
    OptionalVersionedTextDocumentIdentifier, Range, TextDocumentEdit, TextEdit, Uri, WorkspaceEdit,
};

use super::positions::LineIndex;
use crate::findings::report::{FileReport, Finding};
use crate::fix::{Applicability, Edit, Fix};

/// The kind of the fix-all action.
pub fn fix_all_kind() -> CodeActionKind {
    CodeActionKind::new("source.fixAll.hintlint")
}

/// What the code actions of one document are made from.
pub struct Source<'d> {
    /// The document.
    pub uri: &'d Uri,
    /// Its version.
    pub version: i32,
    /// Its text, as linted.
    pub text: &'d str,
    /// Its lines.
    pub lines: &'d LineIndex,
    /// Its report.
    pub report: &'d FileReport,
}

impl Source<'_> {
    /// A workspace edit of `edits` to this document at its version.
    fn edit(&self, edits: Vec<TextEdit>) -> WorkspaceEdit {
        WorkspaceEdit {
            changes: None,
            document_changes: Some(lsp_types::DocumentChanges::Edits(vec![TextDocumentEdit {
                text_document: OptionalVersionedTextDocumentIdentifier {
                    uri: self.uri.clone(),
                    version: Some(self.version),
                },
                edits: edits.into_iter().map(lsp_types::OneOf::Left).collect(),
            }])),
            change_annotations: None,
        }
    }

    /// `edits` of the fixer as protocol edits.
    fn text_edits(&self, edits: &[Edit]) -> Vec<TextEdit> {
        edits
            .iter()
            .map(|edit| TextEdit {
                range: self.lines.range(self.text, edit.span.clone()),
                new_text: edit.content.to_string(),
            })
            .collect()
    }
}

/// How a finding is accepted on evidence in the editor.
pub struct Accept<'a> {
    /// The edit that allows a finding with a comment, when its file can
    /// hold one.
    pub allow: &'a dyn Fn(&Finding) -> Option<TextEdit>,
    /// Otherwise, the edit that accepts it with an `[[exception]]` in the
    /// configuration, when one can be written.
    pub exception: &'a dyn Fn(&Finding) -> Option<WorkspaceEdit>,
}

/// The quick fixes and the allow comments or exceptions of the findings
/// whose range meets `range`, each tied to the diagnostic the client sent
/// for it (or made again from the finding).
pub fn quick_fixes(
    source: &Source<'_>,
    range: Range,
    sent: &[LspDiagnostic],
    accept: &Accept<'_>,
) -> Vec<CodeActionOrCommand> {
    let start = source.lines.offset(source.text, range.start);
    let end = source.lines.offset(source.text, range.end);
    let mut actions = Vec::new();
    for finding in &source.report.findings {
        if !finding.is_active() {
            continue;
        }
        let span = &finding.diagnostic.primary.span;
        let touched = span.start <= end && start <= span.end.max(span.start);
        // The diagnostic the client sent for this finding, if it sent it.
        let tied = || {
            let range = source.lines.range(source.text, span.clone());
            sent.iter()
                .find(|diagnostic| super::diagnostics::is_of(diagnostic, finding, range))
        };
        let tied = if sent.is_empty() { None } else { tied() };
        if !touched && tied.is_none() {
            continue;
        }
        let diagnostics = tied.map(|sent| vec![sent.clone()]);
        let rule = finding.diagnostic.rule.name();
        let fixes = [
            finding.diagnostic.fix.as_deref(),
            finding.diagnostic.safe_fix.as_deref(),
        ];
        for fix in fixes.into_iter().flatten() {
            if fix.edits.is_empty() {
                continue;
            }
            let safe = fix.applicability == Applicability::Safe;
            actions.push(quick_fix(source, fix, rule, safe, diagnostics.clone()));
        }
        let accepted = match (accept.allow)(finding) {
            Some(edit) => Some((
                format!("hintlint: allow {rule} here, with a reason"),
                source.edit(vec![edit]),
            )),
            None => (accept.exception)(finding).map(|edit| {
                (
                    format!("hintlint: accept {rule} with an exception in hintlint.toml"),
                    edit,
                )
            }),
        };
        if let Some((title, edit)) = accepted {
            actions.push(CodeActionOrCommand::CodeAction(CodeAction {
                title,
                kind: Some(CodeActionKind::QUICKFIX),
                diagnostics: diagnostics.clone(),
                edit: Some(edit),
                command: None,
                is_preferred: Some(false),
                disabled: None,
                data: None,
            }));
        }
    }
    actions
}

/// One fix as a quick fix: a safe one preferred (what an editor's auto
/// fix applies), an unsafe one never, and titled `(unsafe)`.
fn quick_fix(
    source: &Source<'_>,
    fix: &Fix,
    rule: &str,
    safe: bool,
    diagnostics: Option<Vec<LspDiagnostic>>,
) -> CodeActionOrCommand {
    let title = if safe {
        format!("hintlint: {} ({rule})", fix.message)
    } else {
        format!("hintlint: {} ({rule}) (unsafe)", fix.message)
    };
    CodeActionOrCommand::CodeAction(CodeAction {
        title,
        kind: Some(CodeActionKind::QUICKFIX),
        diagnostics,
        edit: Some(source.edit(source.text_edits(&fix.edits))),
        command: None,
        is_preferred: Some(safe),
        disabled: None,
        data: None,
    })
}

/// The fix-all action: the document's text replaced by `fixed` (what
/// `--fix` would write), as one edit.
pub fn fix_all(source: &Source<'_>, fixed: String) -> CodeActionOrCommand {
    let whole = source.lines.range(source.text, 0..source.text.len());
    CodeActionOrCommand::CodeAction(CodeAction {
        title: "hintlint: fix all safe fixes".to_owned(),
        kind: Some(fix_all_kind()),
        diagnostics: None,
        edit: Some(source.edit(vec![TextEdit {
            range: whole,
            new_text: fixed,
        }])),
        command: None,
        is_preferred: None,
        disabled: None,
        data: None,
    })
}
