//! `uncovered-method`: a tool bound to a method outside GET, POST, PUT,
//! PATCH and DELETE. The Core profile does not cover it, and hintlint does
//! not guess.

use crate::base::level::Level;
use crate::findings::diagnostic::Diagnostic;
use crate::findings::rules::{AboutTool, Check, Context, FixSafety, Rule, RuleInfo};
use crate::tools::manifest::{BoundMethod, Tool};

/// The rule's declaration: name, level, fix safety, summary, page.
pub const INFO: RuleInfo = RuleInfo {
    rule: Rule::UncoveredMethod,
    name: "uncovered-method",
    default_level: Level::Note,
    fix: FixSafety::None,
    tags: &["profile"],
    summary: "a tool is bound to a method outside the Core profile",
    doc: include_str!("../../../rules/uncovered-method.md"),
    check: Check::Tool(check),
};

/// Methods RFC 9110 (and the QUERY draft) define as safe and idempotent.
const SAFE_OUTSIDE_CORE: [&str; 4] = ["HEAD", "OPTIONS", "TRACE", "QUERY"];

/// Reports a tool bound to a method the Core does not judge.
pub fn check(tool: &Tool<'_, '_>, _context: &Context, found: &mut Vec<Diagnostic>) {
    let Some(binding) = tool.binding.as_ref() else {
        return;
    };
    let (message, help) = match binding.method {
        BoundMethod::Core(_) => return,
        BoundMethod::NotAString => (
            format!(
                "the method of {} is not a string, so its hints are not judged",
                tool.label()
            ),
            "write the HTTP method as a string in `_meta.http.method`".to_owned(),
        ),
        BoundMethod::Uncovered("") => (
            format!(
                "the method of {} is empty, so its hints are not judged",
                tool.label()
            ),
            "write the HTTP method in `_meta.http.method`".to_owned(),
        ),
        BoundMethod::Uncovered(text) => {
            let upper = text.to_ascii_uppercase();
            let help = if SAFE_OUTSIDE_CORE.contains(&upper.as_str()) {
                format!(
                    "{upper} is safe and idempotent by RFC 9110, but outside the Core: \
                     its hints are left to you"
                )
            } else {
                "the Core judges GET, POST, PUT, PATCH and DELETE; check the method name".to_owned()
            };
            (
                format!(
                    "{} is bound to {upper}, which the Core profile does not cover",
                    tool.label()
                ),
                help,
            )
        }
    };
    let primary = binding.span.clone().unwrap_or_else(|| tool.anchor.clone());
    let mut diagnostic = Diagnostic::new(
        Rule::UncoveredMethod,
        message,
        primary,
        "outside GET, POST, PUT, PATCH, DELETE",
    )
    .on(tool, tool.pointer.clone())
    .with_help(help);
    if binding.span.is_none() {
        diagnostic = diagnostic.with_binding(binding, "");
    }
    found.push(diagnostic);
}
