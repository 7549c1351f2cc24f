//! Linting one file: read, parse, recognise, run the rules.

use std::path::Path;

use crate::diagnostic::Diagnostic;
use crate::manifest::{self, Tool};
use crate::parse::{self, Dialect, ParseFailure};
use crate::report::{FileReport, FileStatus, Finding};
use crate::rules::{self, Levels, Rule};
use crate::source::SourceFile;

/// How a file came to be linted, which decides what a non-manifest means.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Origin {
    /// Named on the command line: a non-manifest is an error.
    Named,
    /// Found by walking a folder or matching a glob: a non-manifest is
    /// skipped and counted.
    Found,
}

/// Reads and lints the file at `path`, shown to the user as `name`.
pub fn lint_file(path: &Path, name: &str, origin: Origin, levels: &Levels) -> FileReport {
    match std::fs::read(path) {
        Ok(bytes) => lint_bytes(name, Dialect::of_path(path), bytes, origin, levels),
        Err(error) => FileReport {
            source: SourceFile::new(name, String::new()),
            status: FileStatus::Unreadable(error.to_string()),
            findings: Vec::new(),
            fix: None,
        },
    }
}

/// Lints file contents given as bytes (they need not be UTF-8).
pub fn lint_bytes(
    name: &str,
    dialect: Dialect,
    bytes: Vec<u8>,
    origin: Origin,
    levels: &Levels,
) -> FileReport {
    match String::from_utf8(bytes) {
        Ok(text) => lint_text(SourceFile::new(name, text), dialect, origin, levels),
        Err(error) => {
            let valid = error.utf8_error().valid_up_to();
            let source =
                SourceFile::new(name, String::from_utf8_lossy(error.as_bytes()).into_owned());
            // Text before the first invalid byte is unchanged by the lossy
            // decoding, so `valid` is also the offset in the shown text
            // (less the BOM, which is not part of it).
            let offset = valid.saturating_sub(source.file_offset(0));
            let failure = ParseFailure {
                message: format!("invalid UTF-8 at byte offset {valid}"),
                span: offset..offset + 1,
            };
            FileReport {
                findings: parse_error(&failure, None, levels),
                status: FileStatus::Unparsable,
                source,
                fix: None,
            }
        }
    }
}

/// Lints a decoded source file.
pub fn lint_text(
    source: SourceFile,
    dialect: Dialect,
    origin: Origin,
    levels: &Levels,
) -> FileReport {
    let (status, findings) = judge(&source.text, dialect, origin, levels);
    FileReport {
        source,
        status,
        findings,
        fix: None,
    }
}

/// Parses, recognises and checks `text`.
fn judge(
    text: &str,
    dialect: Dialect,
    origin: Origin,
    levels: &Levels,
) -> (FileStatus, Vec<Finding>) {
    let root = match parse::parse(text, dialect) {
        Ok(root) => root,
        Err(failure) => {
            // Whether the strict-JSON failure would parse as JSONC, and if
            // so whether it is a manifest.
            let jsonc_manifest = match dialect {
                Dialect::Json => parse::parse(text, Dialect::Jsonc)
                    .ok()
                    .map(|root| manifest::detect(&root).is_some()),
                Dialect::Jsonc => None,
            };
            if origin == Origin::Found && jsonc_manifest == Some(false) {
                // A walked JSONC config saved as `.json` (tsconfig.json,
                // .vscode/settings.json): not ours to judge.
                return (FileStatus::Skipped, Vec::new());
            }
            let help = jsonc_manifest.map(|_| {
                "`.json` files are parsed as strict JSON; name the file `.jsonc` to allow \
                 comments and trailing commas"
            });
            return (FileStatus::Unparsable, parse_error(&failure, help, levels));
        }
    };
    let Some((_, slots)) = manifest::detect(&root) else {
        let status = match origin {
            Origin::Named => FileStatus::NotAManifest,
            Origin::Found => FileStatus::Skipped,
        };
        return (status, Vec::new());
    };
    let tools: Vec<Tool<'_, '_>> = slots
        .into_iter()
        .map(|slot| Tool::read(text, slot.pointer, slot.object))
        .collect();
    let mut diagnostics = rules::check_tools(&tools, levels);
    diagnostics.sort_by_key(|diagnostic| (diagnostic.primary.span.start, diagnostic.rule));
    (
        FileStatus::Manifest { tools: tools.len() },
        with_severities(diagnostics, levels),
    )
}

/// The `parse-error` finding of a file that did not parse.
fn parse_error(failure: &ParseFailure, help: Option<&str>, levels: &Levels) -> Vec<Finding> {
    let mut diagnostic = Diagnostic::new(
        Rule::ParseError,
        failure.message.clone(),
        failure.span.clone(),
        "the parser stopped here",
    );
    if let Some(help) = help {
        diagnostic = diagnostic.with_help(help);
    }
    with_severities(vec![diagnostic], levels)
}

/// Gives each diagnostic its rule's severity, dropping allowed ones.
fn with_severities(diagnostics: Vec<Diagnostic>, levels: &Levels) -> Vec<Finding> {
    diagnostics
        .into_iter()
        .filter_map(|diagnostic| {
            let severity = levels.get(diagnostic.rule).severity()?;
            Some(Finding {
                severity,
                diagnostic,
            })
        })
        .collect()
}
