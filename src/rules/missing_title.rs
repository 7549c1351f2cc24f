//! `missing-title`: a tool without a human-readable title, which directory
//! reviews require (off unless `[require] title = true` or a preset asks).

use crate::diagnostic::Diagnostic;
use crate::document::Value;
use crate::hint::TITLE_KEY;
use crate::level::Level;
use crate::manifest::Tool;
use crate::rules::{AboutTool, Check, Context, FixSafety, Rule, RuleInfo};

/// The rule's declaration: name, level, fix safety, summary, page.
pub const INFO: RuleInfo = RuleInfo {
    rule: Rule::MissingTitle,
    name: "missing-title",
    default_level: Level::Allow,
    fix: FixSafety::None,
    tags: &["explicitness", "review"],
    summary: "a tool has no human-readable title (required by directory reviews)",
    doc: include_str!("../../rules/missing-title.md"),
    check: Check::Tool(check),
};

/// Reports `tool` when neither the tool nor its annotations carry a
/// non-empty string `title`.
pub fn check(tool: &Tool<'_, '_>, _context: &Context, found: &mut Vec<Diagnostic>) {
    let titled = |value: Option<&Value<'_>>| matches!(value, Some(Value::String(title)) if !title.value.trim().is_empty());
    let own = tool.object.last(TITLE_KEY).map(|member| &member.value);
    if titled(own)
        || tool
            .hint_objects()
            .any(|object| titled(object.last(TITLE_KEY).map(|member| &member.value)))
    {
        return;
    }
    let shown = tool.name.as_deref().unwrap_or("its name");
    found.push(
        Diagnostic::new(
            Rule::MissingTitle,
            format!(
                "{} has no title: clients show the raw name `{shown}` to the people who approve it",
                tool.label()
            ),
            tool.anchor.clone(),
            "no title",
        )
        .on(tool, format!("{}/{TITLE_KEY}", tool.pointer))
        .with_help(
            "add `\"title\": \"…\"` to the tool (or to its annotations): a short phrase a person \
             reads in an approval prompt",
        ),
    );
}
