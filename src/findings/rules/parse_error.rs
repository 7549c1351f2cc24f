//! `parse-error`: a file that does not parse, located where the parser
//! stopped. Raised by the engine while reading a file.

use std::ops::Range;

use crate::base::level::Level;
use crate::findings::diagnostic::Diagnostic;
use crate::findings::rules::{Check, FixSafety, Rule, RuleInfo};

/// The rule's declaration: name, level, fix safety, summary, page.
pub const INFO: RuleInfo = RuleInfo {
    rule: Rule::ParseError,
    name: "parse-error",
    default_level: Level::Deny,
    fix: FixSafety::None,
    tags: &["syntax"],
    summary: "a file does not parse",
    doc: include_str!("../../../rules/parse-error.md"),
    check: Check::Engine,
};

/// The finding for a text that stopped parsing at `span` with `message`,
/// with a hint of what to do when there is one.
pub fn diagnostic(message: String, span: Range<usize>, help: Option<&str>) -> Diagnostic {
    let diagnostic = Diagnostic::new(Rule::ParseError, message, span, "the parser stopped here");
    match help {
        Some(help) => diagnostic.with_help(help),
        None => diagnostic,
    }
}
