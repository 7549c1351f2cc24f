//! `unused-binding`: a `[[binding]]` of the configuration that binds no
//! tool. Raised at the end of a run.

use std::ops::Range;

use crate::base::level::Level;
use crate::findings::diagnostic::Diagnostic;
use crate::findings::rules::{Check, FixSafety, Rule, RuleInfo};

/// The rule's declaration: name, level, fix safety, summary, page.
pub const INFO: RuleInfo = RuleInfo {
    rule: Rule::UnusedBinding,
    name: "unused-binding",
    default_level: Level::Note,
    fix: FixSafety::None,
    tags: &["configuration"],
    summary: "a [[binding]] of the configuration binds no tool",
    doc: include_str!("../../../rules/unused-binding.md"),
    check: Check::Engine,
};

/// The finding for the binding at `origin` (`hintlint.toml:14`, its header
/// at `span`).
pub fn diagnostic(origin: &str, span: Range<usize>) -> Diagnostic {
    Diagnostic::new(
        Rule::UnusedBinding,
        format!("the binding at {origin} binds no tool"),
        span,
        "binds no tool",
    )
    .with_help(
        "its `tools` globs match no tool without `_meta.http` in the files it covers; correct \
         them or remove the binding",
    )
}
