//! "Accept with an exception in hintlint.toml": for a finding in a file
//! that cannot hold an allow comment (strict JSON), a workspace edit that
//! appends an `[[exception]]` for the finding's rule, tool, hint and file to
//! the configuration that governs the file, or creates `hintlint.toml`
//! where the CLI will find it. Its reason is
//! [`crate::findings::config::reason::PLACEHOLDER`], which the configuration refuses
//! (a located error on the exception's reason) until the evidence is
//! written in its place.

use std::path::{Path, PathBuf};

use lsp_types::{
    CreateFile, CreateFileOptions, DocumentChangeOperation, DocumentChanges,
    OptionalVersionedTextDocumentIdentifier, Position, Range, ResourceOp, TextDocumentEdit,
    TextEdit, Uri, WorkspaceEdit,
};

use super::documents::uri_of;
use super::positions::{Encoding, LineIndex};
use crate::findings::config::reason::PLACEHOLDER;
use crate::findings::report::Finding;
use crate::findings::rules::Rule;

/// The configuration an exception is written to.
#[derive(Debug)]
pub struct Target {
    /// The file.
    uri: Uri,
    /// Its folder, which the exception's `files` glob is relative to.
    folder: PathBuf,
    /// Its text, where to append, and its version when it is open (`None`:
    /// there is no such file yet).
    existing: Option<Existing>,
}

/// A configuration file that exists.
#[derive(Debug)]
struct Existing {
    /// Its version in the editor, when it is open there.
    version: Option<i32>,
    /// Its end, in the client's encoding.
    end: Position,
    /// What goes before the exception: nothing in an empty file, else a
    /// blank line (and the newline a last line lacks).
    separator: String,
    /// The file's newline.
    newline: &'static str,
}

impl Target {
    /// The existing configuration at `path`, whose text is `text` and
    /// whose version in the editor is `version` when it is open there.
    pub fn existing(
        path: &Path,
        text: &str,
        version: Option<i32>,
        encoding: Encoding,
    ) -> Option<Target> {
        // Editors do not show a byte-order mark: positions start after it.
        let shown = text.strip_prefix('\u{feff}').unwrap_or(text);
        let newline = crate::fix::braced::newline(shown);
        let separator = match shown.trim().is_empty() {
            true => String::new(),
            false if shown.ends_with(['\n', '\r']) => newline.to_owned(),
            false => [newline, newline].concat(),
        };
        Some(Target {
            uri: uri_of(path)?,
            folder: path.parent()?.to_path_buf(),
            existing: Some(Existing {
                version,
                end: LineIndex::new(shown, encoding).position(shown, shown.len()),
                separator,
                newline,
            }),
        })
    }

    /// A `hintlint.toml` to create in `folder`.
    pub fn new_in(folder: &Path) -> Option<Target> {
        Some(Target {
            uri: uri_of(&folder.join(super::configs::CONFIG))?,
            folder: folder.to_path_buf(),
            existing: None,
        })
    }
}

/// Where a new `hintlint.toml` for the file at `path` goes so that the CLI
/// finds it: the workspace folder holding the file, when the CLI looks there
/// (it looks up to the repository root only), else the highest folder it
/// looks in (the repository root, or the file's own folder outside a
/// repository).
pub fn new_config_folder(path: &Path, roots: &[PathBuf]) -> Option<PathBuf> {
    let searched = crate::base::paths::project_folders(path.parent()?);
    searched
        .iter()
        .find(|folder| {
            roots
                .iter()
                .any(|root| crate::base::paths::absolute(root) == **folder)
        })
        .or_else(|| searched.last())
        .cloned()
}

/// Whether findings of `rule` can be accepted by an exception: not those
/// about exceptions, allows and bindings themselves.
fn acceptable(rule: Rule) -> bool {
    !matches!(
        rule,
        Rule::UnusedException | Rule::InvalidAllow | Rule::ExpiredException | Rule::UnusedBinding
    )
}

/// The edit that accepts `finding`, in the file at `path`, with an
/// `[[exception]]` in `target`; `None` for a finding of no named tool, or
/// a file outside the configuration's folder.
pub fn edit(target: &Target, path: &Path, finding: &Finding) -> Option<WorkspaceEdit> {
    let diagnostic = &finding.diagnostic;
    let tool = diagnostic.tool.as_deref()?;
    if !acceptable(diagnostic.rule) {
        return None;
    }
    let relative = crate::base::paths::relative_path(path, &target.folder)?;
    let file = crate::base::paths::display_name(&relative);
    let newline = target.existing.as_ref().map_or("\n", |found| found.newline);
    let mut table = vec![
        "[[exception]]".to_owned(),
        format!("tool = {}", toml_string(&glob::Pattern::escape(tool))),
        format!("rule = {}", toml_string(diagnostic.rule.name())),
    ];
    // A finding about one hint names it last in its pointer.
    if let Some(hint) = diagnostic
        .pointer
        .rsplit('/')
        .next()
        .and_then(crate::base::hint::Hint::from_key)
    {
        table.push(format!("hint = {}", toml_string(hint.key())));
    }
    table.push(format!(
        "files = [{}]",
        toml_string(&glob::Pattern::escape(&file))
    ));
    table.push(format!("reason = {}", toml_string(PLACEHOLDER)));
    let mut text = table.join(newline);
    text.push_str(newline);
    let (at, version, create) = match &target.existing {
        Some(found) => {
            text.insert_str(0, &found.separator);
            (found.end, found.version, false)
        }
        None => (Position::new(0, 0), None, true),
    };
    let edit = TextDocumentEdit {
        text_document: OptionalVersionedTextDocumentIdentifier {
            uri: target.uri.clone(),
            version,
        },
        edits: vec![lsp_types::OneOf::Left(TextEdit {
            range: Range::new(at, at),
            new_text: text,
        })],
    };
    let changes = match create {
        false => DocumentChanges::Edits(vec![edit]),
        true => DocumentChanges::Operations(vec![
            DocumentChangeOperation::Op(ResourceOp::Create(CreateFile {
                uri: target.uri.clone(),
                options: Some(CreateFileOptions {
                    overwrite: Some(false),
                    ignore_if_exists: Some(true),
                }),
                annotation_id: None,
            })),
            DocumentChangeOperation::Edit(edit),
        ]),
    };
    Some(WorkspaceEdit {
        changes: None,
        document_changes: Some(changes),
        change_annotations: None,
    })
}

/// `text` as a TOML basic string: quotes, backslashes and control
/// characters escaped, so a tool's name cannot end the string or add a key.
fn toml_string(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 2);
    out.push('"');
    for ch in text.chars() {
        match ch {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\t' => out.push_str("\\t"),
            '\r' => out.push_str("\\r"),
            ch if ch.is_control() => out.push_str(&format!("\\u{:04X}", u32::from(ch))),
            ch => out.push(ch),
        }
    }
    out.push('"');
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_name_stays_one_toml_string() {
        for name in [
            "plain",
            "a\"b",
            "back\\slash",
            "new\nline = 1",
            "\u{7f}\u{0}",
            "é😀",
        ] {
            let line = format!("tool = {}", toml_string(name));
            let parsed: toml::Table = toml::from_str(&line).expect("valid TOML");
            assert_eq!(parsed["tool"].as_str(), Some(name), "{line}");
            assert_eq!(parsed.len(), 1);
        }
    }

    #[test]
    fn a_new_configuration_goes_where_the_cli_looks() {
        let dir = tempfile::tempdir().expect("temp dir");
        let root = dir.path();
        std::fs::create_dir_all(root.join(".git")).expect("a repository");
        std::fs::create_dir_all(root.join("tools/crm")).expect("folders");
        let file = root.join("tools/crm/tools.json");
        let root = crate::base::paths::absolute(root);
        assert_eq!(
            new_config_folder(&file, &[root.join("tools")]),
            Some(root.join("tools")),
            "the workspace folder holding the file"
        );
        assert_eq!(
            new_config_folder(&file, &[]),
            Some(root.clone()),
            "the repository root"
        );
        assert_eq!(
            new_config_folder(&file, &[root.parent().expect("a parent").to_path_buf()]),
            Some(root.clone()),
            "never above the repository, where the CLI does not look"
        );
    }
}
