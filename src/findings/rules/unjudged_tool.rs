//! `unjudged-tool`: a tool registered in source code whose hints are not
//! written statically (a call, an import hintlint does not follow, a loop
//! over data), so that hintlint cannot judge it. Raised by the engine
//! while reading source code.

use std::ops::Range;

use crate::base::level::Level;
use crate::findings::diagnostic::Diagnostic;
use crate::findings::rules::{Check, FixSafety, Rule, RuleInfo};

/// The rule's declaration: name, level, fix safety, summary, page.
pub const INFO: RuleInfo = RuleInfo {
    rule: Rule::UnjudgedTool,
    name: "unjudged-tool",
    default_level: Level::Note,
    fix: FixSafety::None,
    tags: &["source"],
    summary: "a tool registered in code whose hints hintlint cannot read statically",
    doc: include_str!("../../../rules/unjudged-tool.md"),
    check: Check::Engine,
};

/// The finding for the registration of `tool` (its label) at `anchor`,
/// whose expression `what` at `opaque` hintlint could not read.
pub fn diagnostic(
    tool: &str,
    what: &str,
    anchor: Range<usize>,
    opaque: Range<usize>,
) -> Diagnostic {
    let message = format!("{tool} is not judged: hintlint cannot read `{what}` statically");
    let label = "not a literal or a constant of this file";
    // The tool's place is its registration; what could not be read is
    // labelled where it is written.
    let diagnostic = if anchor == opaque || anchor.is_empty() {
        Diagnostic::new(Rule::UnjudgedTool, message, opaque, label)
    } else {
        Diagnostic::new(Rule::UnjudgedTool, message, anchor, "registered here")
            .with_label(opaque, label)
    };
    diagnostic.with_help(
        "write the annotations as a literal (or a constant of this file) where the tool is \
         registered, or lint what the running server lists with `hintlint check --server`",
    )
}

/// The finding for the registration of `tool` (its label) at `anchor` in
/// a module no entry point of its project loads: the tool is never
/// registered when the server runs, so its hints are not judged.
pub fn not_imported(tool: &str, anchor: Range<usize>) -> Diagnostic {
    Diagnostic::new(
        Rule::UnjudgedTool,
        format!("{tool} is not judged: defined in a module the server does not import"),
        anchor,
        "registered here, in a module no entry point loads",
    )
    .with_note(Some(
        "hintlint follows the imports from the entry points the project declares (package.json's \
         main, bin and exports; pyproject.toml's scripts, `__main__.py` and \
         `if __name__ == \"__main__\"`; Go's `package main`)"
            .to_owned(),
    ))
    .with_help(
        "import the module where the server is built if the tool should exist, or remove it; \
         hintlint judges its hints once a server loads it",
    )
}
