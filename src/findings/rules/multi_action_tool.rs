//! `multi-action-tool`: a tool whose input picks one of several actions,
//! some destructive (`{"action": {"enum": ["list", "delete"]}}`), that
//! claims `readOnlyHint: true` or `destructiveHint: false`. A tool is
//! destructive if it is destructive in any of its modes.

use crate::base::hint::Hint;
use crate::base::level::Level;
use crate::findings::diagnostic::Diagnostic;
use crate::findings::rules::{AboutTool, Check, Context, FixSafety, Rule, RuleInfo};
use crate::fix::Applicability;
use crate::fix::hints::set_hints_fix;
use crate::tools::manifest::{HintValue, Tool};

/// The rule's declaration: name, level, fix safety, summary, page.
pub const INFO: RuleInfo = RuleInfo {
    rule: Rule::MultiActionTool,
    name: "multi-action-tool",
    default_level: Level::Warn,
    fix: FixSafety::Unsafe,
    tags: &["soundness", "review"],
    summary: "a tool with a destructive action among its modes claims readOnlyHint: true or destructiveHint: false",
    doc: include_str!("../../../rules/multi-action-tool.md"),
    check: Check::Tool(check),
};

/// Reports `tool` when one of its actions is destructive and its hints, as
/// clients read them, say it only reads or never destroys.
pub fn check(tool: &Tool<'_, '_>, context: &Context, found: &mut Vec<Diagnostic>) {
    let Some(first) = tool.destructive_actions.first() else {
        return;
    };
    let claim = match (tool.hint(Hint::ReadOnly), tool.hint(Hint::Destructive)) {
        (HintValue::Bool(true, _), _) => Some((Hint::ReadOnly, "readOnlyHint: true")),
        (_, HintValue::Bool(false, _)) => Some((Hint::Destructive, "destructiveHint: false")),
        _ => None,
    };
    let Some((hint, claimed)) = claim else {
        return;
    };
    // Each action once, and a long `enum` counted past the first few.
    let actions: Vec<String> = tool
        .destructive_actions
        .iter()
        .map(|action| format!("`{}`", action.value))
        .collect();
    let message = format!(
        "{} claims {claimed}, but its `{}` can be {}",
        tool.label(),
        first.property,
        crate::base::wording::or_list(&actions)
    );
    let mut diagnostic = Diagnostic::new(
        Rule::MultiActionTool,
        message,
        first.span.clone(),
        format!("{}s", first.verb),
    )
    .on(tool, tool.hint_pointer(hint));
    if let HintValue::Bool(_, crate::tools::manifest::HintSource::Written(member)) = tool.hint(hint)
    {
        diagnostic = diagnostic.with_label(member.span(), format!("claims {claimed}"));
    }
    let targets = [(Hint::ReadOnly, false), (Hint::Destructive, true)];
    found.push(
        diagnostic
            .with_details(context.brief, |diagnostic| {
                diagnostic
                    .with_help(
                        "give the tool the hints of its most destructive action \
                         (readOnlyHint: false, destructiveHint: true), or split the destructive \
                         actions into a tool of their own",
                    )
                    .with_note(Some(
                        "a client approves a tool, not one of its modes: one that auto-approves \
                         this tool's reads auto-approves its deletes; OpenAI's Apps SDK guidance \
                         calls a tool destructive if it is destructive even in only select modes"
                            .to_owned(),
                    ))
            })
            .with_fix(set_hints_fix(
                tool,
                Applicability::Unsafe,
                &targets,
                context.fixes,
            )),
    );
}
