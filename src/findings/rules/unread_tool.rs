//! `unread-tool`: a place in source code that says something of a tool
//! but belongs to no tool hintlint read: a hint written as a literal
//! boolean outside every tool read (passed to a project's own function, or
//! to a registration hintlint cannot read), or, in a language hintlint does
//! not parse yet, a hint value or an SDK's tool registration. Raised by the
//! engine while judging source code, so that what hintlint misses is never
//! silent. A registration hintlint read but whose hints are not static is
//! `unjudged-tool`'s.

use std::ops::Range;

use crate::base::level::Level;
use crate::findings::diagnostic::Diagnostic;
use crate::findings::rules::{Check, FixSafety, Rule, RuleInfo};

/// The rule's declaration: name, level, fix safety, summary, page.
pub const INFO: RuleInfo = RuleInfo {
    rule: Rule::UnreadTool,
    name: "unread-tool",
    default_level: Level::Warn,
    fix: FixSafety::None,
    tags: &["source"],
    summary: "a hint value or tool registration in code that belongs to no tool hintlint reads",
    doc: include_str!("../../../rules/unread-tool.md"),
    check: Check::Engine,
};

/// How to have such a tool judged, in a language hintlint reads.
const HELP_READ: &str = "register the tool with the SDK where hintlint reads it (annotations \
    written as a literal or a constant of this file), or lint what the running server lists \
    with `hintlint check --server`";

/// How to have such a tool judged, in a language hintlint does not parse.
const HELP_FOREIGN: &str = "lint what the running server lists with `hintlint check --server`, \
    or a saved `tools/list` answer";

/// The finding for a place at `span`: `message` says what was found and
/// why it is not read; `foreign` when hintlint does not parse the file's
/// language at all.
pub fn diagnostic(message: String, span: Range<usize>, foreign: bool) -> Diagnostic {
    Diagnostic::new(
        Rule::UnreadTool,
        message,
        span,
        "not part of any tool hintlint read",
    )
    .with_help(if foreign { HELP_FOREIGN } else { HELP_READ })
}
