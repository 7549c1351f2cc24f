//! Parsing a manifest's text into the document model, strictly for `.json`
//! and with comments and trailing commas for `.jsonc`: the dialect, the
//! failure, and the comments that carry allows.

use std::path::Path;

use crate::document::Value;
use crate::document::json::{self, Build};
use crate::document::yaml;

/// The language a file is parsed in, chosen by its extension.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Dialect {
    /// RFC 8259 JSON: nothing else is accepted.
    Json,
    /// JSON with `//` and `/* */` comments and trailing commas.
    Jsonc,
    /// YAML 1.2, one document.
    Yaml,
    /// Source code that registers tools.
    Code(crate::code::Language),
    /// Source code of a language hintlint does not parse yet (Dart,
    /// Elixir): scanned for hint values and tool
    /// registrations, which it reports as unread.
    Unread(crate::code::unread::Foreign),
}

impl Dialect {
    /// `.jsonc` files are JSONC, `.yaml` and `.yml` files YAML, source
    /// files (`.ts`, `.py`, `.go`, …) source code when hintlint is built
    /// with the `source` feature; everything else is strict JSON.
    pub fn of_path(path: &Path) -> Dialect {
        #[cfg(feature = "source")]
        if let Some(language) = crate::code::Language::of_path(path) {
            return Dialect::Code(language);
        }
        #[cfg(feature = "source")]
        if let Some(foreign) = crate::code::unread::Foreign::of_path(path) {
            return Dialect::Unread(foreign);
        }
        match path.extension().and_then(|ext| ext.to_str()) {
            Some(ext) if ext.eq_ignore_ascii_case("jsonc") => Dialect::Jsonc,
            Some(ext) if ext.eq_ignore_ascii_case("yaml") || ext.eq_ignore_ascii_case("yml") => {
                Dialect::Yaml
            }
            _ => Dialect::Json,
        }
    }
}

pub use crate::document::{LineComment, ParseFailure};

/// The JSON reader's syntax for a JSON dialect.
fn json_syntax(dialect: Dialect) -> json::Syntax {
    if dialect == Dialect::Jsonc {
        json::Syntax::Jsonc
    } else {
        json::Syntax::Json
    }
}

/// Reads `text` in `dialect` into the document model, building what
/// linting needs. Empty text is a failure, not a missing value.
pub fn parse(text: &str, dialect: Dialect) -> Result<Value<'_>, ParseFailure> {
    match dialect {
        Dialect::Yaml => yaml::read(text, Build::Manifest),
        Dialect::Code(language) => code(text, language).map(|(root, _)| root),
        Dialect::Unread(foreign) => Err(unparsed(foreign)),
        Dialect::Json | Dialect::Jsonc => {
            json::read(text, json_syntax(dialect), Build::Manifest).map(|parsed| parsed.root)
        }
    }
}

/// [`parse`], also returning the `//` comments, in source order.
pub fn parse_with_comments(
    text: &str,
    dialect: Dialect,
) -> Result<(Value<'_>, Vec<LineComment>), ParseFailure> {
    match dialect {
        Dialect::Yaml => yaml::read(text, Build::Manifest).map(|root| (root, Vec::new())),
        Dialect::Code(language) => code(text, language),
        Dialect::Unread(foreign) => Err(unparsed(foreign)),
        Dialect::Json | Dialect::Jsonc => json::read(text, json_syntax(dialect), Build::Manifest)
            .map(|parsed| (parsed.root, parsed.comments)),
    }
}

/// Why a file of a language hintlint does not parse has no document.
fn unparsed(foreign: crate::code::unread::Foreign) -> ParseFailure {
    ParseFailure {
        message: format!("hintlint does not parse {} yet", foreign.name()),
        span: 0..0,
    }
}

/// Source code as a document: an array of the registrations' holder
/// objects, and the line comments.
#[cfg(feature = "source")]
fn code(
    text: &str,
    language: crate::code::Language,
) -> Result<(Value<'_>, Vec<LineComment>), ParseFailure> {
    crate::code::read(text, language, None).map(|file| (file.root, file.comments))
}

/// Without the `source` feature no path is source code.
#[cfg(not(feature = "source"))]
fn code(
    _text: &str,
    language: crate::code::Language,
) -> Result<(Value<'_>, Vec<LineComment>), ParseFailure> {
    Err(ParseFailure {
        message: format!(
            "this hintlint was built without the `source` feature and cannot read {language:?}"
        ),
        span: 0..0,
    })
}
