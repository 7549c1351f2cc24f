//! `method-catch-all`: one tool whose input lets the caller choose the HTTP
//! method, mixing safe methods and unsafe ones. Its hints can be sound only
//! for the method that justifies least, so they are judged under it
//! ([`crate::tools::binding::catch_all`]), and a reader cannot be auto-approved
//! without auto-approving the writes.

use crate::base::level::Level;
use crate::base::profile::Method;
use crate::findings::diagnostic::Diagnostic;
use crate::findings::rules::{AboutTool, Check, Context, FixSafety, Rule, RuleInfo};
use crate::tools::manifest::Tool;
use crate::tools::manifest::input_schema::{self, Accepted};
use crate::tools::manifest::pointer;

/// The rule's declaration: name, level, fix safety, summary, page.
pub const INFO: RuleInfo = RuleInfo {
    rule: Rule::MethodCatchAll,
    name: "method-catch-all",
    default_level: Level::Warn,
    fix: FixSafety::None,
    tags: &["soundness", "review"],
    summary: "a tool lets the caller choose the HTTP method, safe and unsafe ones alike",
    doc: include_str!("../../../rules/method-catch-all.md"),
    check: Check::Tool(check),
};

/// Reports `tool` when its input schema accepts both a safe method and an
/// unsafe one.
pub fn check(tool: &Tool<'_, '_>, context: &Context, found: &mut Vec<Diagnostic>) {
    let Some(choice) = input_schema::method_choice(tool.object) else {
        return;
    };
    if !choice.mixes_safe_and_unsafe() {
        return;
    }
    let accepted = match &choice.accepted {
        // Each method once, a long `enum` counted (`describe`).
        Accepted::Listed(_) => format!("({})", choice.describe()),
        Accepted::Any => "(a free string described as the method)".to_owned(),
    };
    let message = format!(
        "{} lets the caller choose the HTTP method {accepted}, safe and unsafe ones alike",
        tool.label()
    );
    let pointer = pointer::child(
        &pointer::child(&pointer::child(&tool.pointer, "inputSchema"), "properties"),
        choice.property,
    );
    let deciding = Method::justifying_least(&choice.core());
    found.push(
        Diagnostic::new(
            Rule::MethodCatchAll,
            message,
            choice.span.clone(),
            "safe and unsafe methods in one tool",
        )
        .on(tool, pointer)
        .with_details(context.brief, |diagnostic| {
            let judged = deciding.map(|method| {
                format!(
                    "its hints are judged under {method}, the accepted method that justifies \
                     least: a hint sound for {method} is sound for every method it accepts"
                )
            });
            diagnostic
                .with_help(
                    "split it: a tool for the safe methods (readOnlyHint: true), and one for the \
                     writes with the hints of the method that justifies least",
                )
                .with_note(judged)
                .with_note(Some(
                    "a client cannot auto-approve its reads without auto-approving its writes; \
                     Anthropic's Connectors Directory policy (read 2026-10-02) rejects a tool \
                     that accepts both safe and unsafe HTTP methods"
                        .to_owned(),
                ))
        }),
    );
}
