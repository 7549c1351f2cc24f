//! `unused-exception`: an `[[exception]]` of the configuration, or a
//! `hintlint-allow` comment, that accepts no finding. Raised at the end of
//! a run (exceptions) or of a file (allow comments).

use std::ops::Range;

use crate::base::level::Level;
use crate::findings::diagnostic::Diagnostic;
use crate::findings::rules::{Check, FixSafety, Rule, RuleInfo};

/// The rule's declaration: name, level, fix safety, summary, page.
pub const INFO: RuleInfo = RuleInfo {
    rule: Rule::UnusedException,
    name: "unused-exception",
    default_level: Level::Warn,
    fix: FixSafety::None,
    tags: &["configuration"],
    summary: "an [[exception]] or hintlint-allow comment accepts no finding",
    doc: include_str!("../../../rules/unused-exception.md"),
    check: Check::Engine,
};

/// The finding for the exception at `origin` (`hintlint.toml:12`, its
/// header at `span`) for `rule`.
pub fn exception(origin: &str, rule: Rule, span: Range<usize>) -> Diagnostic {
    Diagnostic::new(
        Rule::UnusedException,
        format!("the exception at {origin} accepts no {rule} finding"),
        span,
        "accepts nothing",
    )
    .with_help(
        "the finding it was written for is gone, or its tool, rule, hint or files do not \
         match; remove or correct it",
    )
}

/// The finding for the allow comment at `span` for `rule`.
pub fn allow_comment(rule: Rule, span: Range<usize>) -> Diagnostic {
    Diagnostic::new(
        Rule::UnusedException,
        format!("hintlint-allow({rule}) accepts nothing"),
        span,
        "no finding here",
    )
    .with_help(
        "an allow covers the tool or hint on its own line or the next one; remove it if the \
         finding is gone",
    )
}
