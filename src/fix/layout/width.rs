//! Fixes of source code laid out for the file's line length, as its
//! formatter lays them out: a Python line as Black and `ruff format` do, a
//! JavaScript or TypeScript object as prettier does, a Rust attribute as
//! rustfmt does with the project's `max_width`, a PHP argument list as
//! PSR-12 splits it, a Kotlin one as ktlint does. Appends and replacements
//! alike: the fix's edits are applied and the lines they touched laid out
//! again, so that `--fix` leaves lines the project's own checks accept.

use crate::base::line_width::{Formatter, Indent, LineWidth};
use crate::document::CodeSyntax;

use super::python::{self as python_call, Flavour};
use crate::fix::Fix;

/// `fix`, a fix of a tool written in `syntax`, with its edits laid out
/// for `width`; kept as it is when every line fits or a long one holds
/// what the layout does not read.
pub fn fit(text: &str, syntax: CodeSyntax, width: LineWidth, fix: &mut Fix) {
    if fix.edits.is_empty() {
        return;
    }
    let laid_out = match (width.formatter, syntax) {
        (Formatter::Ruff, _) => {
            python_call::laid_out(text, &fix.edits, width.width, Flavour::Black, None)
        }
        (Formatter::Prettier, _) => {
            python_call::laid_out(text, &fix.edits, width.width, Flavour::Prettier, None)
        }
        // At rustfmt's default width the attribute is laid out already
        // (`super::code::insert_members`).
        (Formatter::Rustfmt, CodeSyntax::RustAttribute { attribute, .. })
            if width.width != Formatter::Rustfmt.default_width() =>
        {
            super::rust::laid_out(text, attribute.range(), &fix.edits, width.width)
        }
        (Formatter::Rustfmt, _) => None,
        (Formatter::Psr12, _) => {
            let (unit, tabs) = indent(text, width);
            let flavour = Flavour::Psr12 { unit };
            python_call::laid_out(text, &fix.edits, width.width, flavour, tabs)
        }
        (Formatter::Ktlint { official }, _) => {
            let (unit, tabs) = indent(text, width);
            let flavour = Flavour::Ktlint {
                unit,
                trailing_comma: official,
            };
            python_call::laid_out(text, &fix.edits, width.width, flavour, tabs)
        }
    };
    if let Some(edit) = laid_out {
        fix.edits = vec![edit];
    }
}

/// The indentation step of a PHP or Kotlin fix: the one the file shows,
/// else the one its `.editorconfig` sets, else four spaces; and, for tabs,
/// their width.
fn indent(text: &str, width: LineWidth) -> (usize, Option<usize>) {
    let tab_width = match width.indent {
        Some(Indent::Tabs(columns) | Indent::Spaces(columns)) => columns,
        None => 4,
    };
    match python_call::file_indent(text, tab_width)
        .or(width.indent)
        .unwrap_or(Indent::Spaces(4))
    {
        Indent::Spaces(unit) => (unit, None),
        Indent::Tabs(columns) => (columns, Some(columns)),
    }
}
