//! `invalid-allow`: a `hintlint-allow` comment without a reason, or naming
//! no rule. Raised while applying a JSONC file's allow comments.

use std::ops::Range;

use crate::base::level::Level;
use crate::findings::diagnostic::Diagnostic;
use crate::findings::rules::{Check, FixSafety, Rule, RuleInfo};

/// The rule's declaration: name, level, fix safety, summary, page.
pub const INFO: RuleInfo = RuleInfo {
    rule: Rule::InvalidAllow,
    name: "invalid-allow",
    default_level: Level::Deny,
    fix: FixSafety::None,
    tags: &["configuration"],
    summary: "a hintlint-allow comment lacks a reason or names no rule",
    doc: include_str!("../../../rules/invalid-allow.md"),
    check: Check::Engine,
};

/// The finding for the allow comment at `span`.
pub fn diagnostic(message: String, span: Range<usize>, help: Option<String>) -> Diagnostic {
    let diagnostic = Diagnostic::new(Rule::InvalidAllow, message, span, "this allow");
    match help {
        Some(help) => diagnostic.with_help(help),
        None => diagnostic,
    }
}
