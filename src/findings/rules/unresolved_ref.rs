//! `unresolved-ref`: an OpenAPI `$ref` that hintlint cannot follow (to
//! another document, to nothing, or round in circles). Raised by the
//! engine while reading an OpenAPI document.

use std::ops::Range;

use crate::base::level::Level;
use crate::findings::diagnostic::Diagnostic;
use crate::findings::rules::{Check, FixSafety, Rule, RuleInfo};

/// The rule's declaration: name, level, fix safety, summary, page.
pub const INFO: RuleInfo = RuleInfo {
    rule: Rule::UnresolvedRef,
    name: "unresolved-ref",
    default_level: Level::Note,
    fix: FixSafety::None,
    tags: &["openapi"],
    summary: "an OpenAPI $ref hintlint cannot follow (outside the document, or to nothing)",
    doc: include_str!("../../../rules/unresolved-ref.md"),
    check: Check::Engine,
};

/// The finding for the `$ref` at `span` (in the object at `pointer`).
pub fn diagnostic(message: String, span: Range<usize>, pointer: String) -> Diagnostic {
    Diagnostic::new(Rule::UnresolvedRef, message, span, "not followed")
        .at(pointer)
        .with_help(
            "hintlint follows `$ref`s inside the document only; lint the referenced document \
             on its own",
        )
}
