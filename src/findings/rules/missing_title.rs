//! `missing-title`: a tool without a human-readable title, which directory
//! reviews require (off unless `[require] title = true` or a preset asks).

use crate::base::hint::TITLE_KEY;
use crate::base::level::Level;
use crate::document::Value;
use crate::findings::diagnostic::Diagnostic;
use crate::findings::rules::{AboutTool, Check, Context, FixSafety, Rule, RuleInfo};
use crate::tools::manifest::Tool;

/// The rule's declaration: name, level, fix safety, summary, page.
pub const INFO: RuleInfo = RuleInfo {
    rule: Rule::MissingTitle,
    name: "missing-title",
    default_level: Level::Allow,
    fix: FixSafety::None,
    tags: &["explicitness", "review"],
    summary: "a tool has no human-readable title (required by directory reviews), an empty one, two that disagree, or one that repeats its name",
    doc: include_str!("../../../rules/missing-title.md"),
    check: Check::Tool(check),
};

/// Reports `tool` when neither the tool nor its annotations carry a
/// non-empty string `title`, when a title is empty, when `title` and
/// `annotations.title` disagree, and when a title only repeats the name.
pub fn check(tool: &Tool<'_, '_>, _context: &Context, found: &mut Vec<Diagnostic>) {
    let string = |value: Option<&Value<'_>>| match value {
        Some(Value::String(title)) => Some((title.value.to_string(), value?.span())),
        _ => None,
    };
    let own = string(tool.object.last(TITLE_KEY).map(|member| &member.value));
    let annotated = tool
        .hint_objects()
        .find_map(|object| string(object.last(TITLE_KEY).map(|member| &member.value)));
    let pointer = format!("{}/{TITLE_KEY}", tool.pointer);
    let present = |title: &Option<(String, std::ops::Range<usize>)>| {
        title
            .as_ref()
            .filter(|(text, _)| !text.trim().is_empty())
            .cloned()
    };
    let Some(shown) = present(&own).or_else(|| present(&annotated)) else {
        found.push(untitled(tool, own.as_ref().or(annotated.as_ref()), pointer));
        return;
    };
    if let (Some((own_text, _)), Some((annotated_text, at))) = (present(&own), present(&annotated))
        && own_text.trim() != annotated_text.trim()
    {
        found.push(
            Diagnostic::new(
                Rule::MissingTitle,
                format!(
                    "{} has two titles: `{}` and annotations.title `{}`",
                    tool.label(),
                    own_text.trim(),
                    annotated_text.trim()
                ),
                at,
                "a second title",
            )
            .on(tool, pointer.clone())
            .with_note(Some(
                "VS Code shows `annotations.title` first and the MCP spec's clients `title` \
                 first: people using two clients see two names for one tool"
                    .to_owned(),
            ))
            .with_help("keep one title, or write the same words in both"),
        );
    }
    let (text, at) = shown;
    if let Some(name) = tool.name.as_deref()
        && repeats_the_name(&text, name)
    {
        found.push(
            Diagnostic::new(
                Rule::MissingTitle,
                format!(
                    "{}'s title `{}` only repeats its name",
                    tool.label(),
                    text.trim()
                ),
                at,
                "the name again",
            )
            .on(tool, pointer)
            .with_help(
                "write the words a person reads in an approval prompt (`List users`), not the \
                 identifier",
            ),
        );
    }
}

/// The finding of a tool without a title, or with only an empty one (at
/// `empty`).
fn untitled(
    tool: &Tool<'_, '_>,
    empty: Option<&(String, std::ops::Range<usize>)>,
    pointer: String,
) -> Diagnostic {
    let shown = tool.name.as_deref().unwrap_or("its name");
    let (message, at, label) = match empty {
        Some((_, at)) => (
            format!(
                "{} has an empty title: clients show the raw name `{shown}` to the people who \
                 approve it",
                tool.label()
            ),
            at.clone(),
            "empty",
        ),
        None => (
            format!(
                "{} has no title: clients show the raw name `{shown}` to the people who approve it",
                tool.label()
            ),
            tool.anchor.clone(),
            "no title",
        ),
    };
    Diagnostic::new(Rule::MissingTitle, message, at, label)
        .on(tool, pointer)
        .with_help(
            "add `\"title\": \"…\"` to the tool (or to its annotations): a short phrase a person \
             reads in an approval prompt",
        )
}

/// Whether `title` is only the identifier `name` again: the same once case
/// and separators are ignored, with no space between words (`list_users`,
/// `listUsers`, `LIST-USERS` for `list_users`; `List users` is words).
fn repeats_the_name(title: &str, name: &str) -> bool {
    let title = title.trim();
    let letters = |text: &str| -> String {
        text.chars()
            .filter(|ch| !matches!(ch, '_' | '-' | '.' | '/'))
            .flat_map(char::to_lowercase)
            .collect()
    };
    !title.contains(' ') && letters(title) == letters(name)
}

#[cfg(test)]
mod tests {
    use super::repeats_the_name;

    #[test]
    fn a_title_that_is_the_identifier_again_is_told_apart_from_words() {
        assert!(repeats_the_name("list_users", "list_users"));
        assert!(repeats_the_name("listUsers", "list_users"));
        assert!(repeats_the_name(" LIST-USERS ", "list_users"));
        assert!(!repeats_the_name("List users", "list_users"));
        assert!(!repeats_the_name("Users", "list_users"));
    }
}
