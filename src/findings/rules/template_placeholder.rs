//! `template-placeholder`: a display template (the Display Templates
//! extension's `_meta["io.modelcontextprotocol/display-templates"].template`,
//! or the `io.modelcontextprotocol/display-template` of a `oneOf`/`anyOf`
//! branch of `inputSchema`) whose `{placeholder}` names no property of the
//! tool's input schema: clients render it as `...`.

use std::ops::Range;

use crate::base::level::Level;
use crate::base::protocol::{DISPLAY_TEMPLATE_BRANCH_KEY, DISPLAY_TEMPLATES_KEY};
use crate::document::json::{Build, Syntax};
use crate::document::{Layout, Object, Str, Value};
use crate::findings::diagnostic::Diagnostic;
use crate::findings::rules::{AboutTool, Check, Context, FixSafety, Rule, RuleInfo};
use crate::tools::manifest::{Tool, pointer};

/// The rule's declaration: name, level, fix safety, summary, page.
pub const INFO: RuleInfo = RuleInfo {
    rule: Rule::TemplatePlaceholder,
    name: "template-placeholder",
    default_level: Level::Warn,
    fix: FixSafety::None,
    tags: &["correctness", "clients"],
    summary: "a display template's `{placeholder}` names no property of the tool's inputSchema",
    doc: include_str!("../../../rules/template-placeholder.md"),
    check: Check::Tool(check),
};

/// The branch keywords of a schema whose branches may carry a template.
const BRANCHES: [&str; 2] = ["oneOf", "anyOf"];

/// The branch template's key, searched for in every tool's input schema:
/// its searcher is built once per run, not once per tool (a `str::contains`
/// builds one each time, which cost more than the search).
static BRANCH_KEY: std::sync::LazyLock<memchr::memmem::Finder<'static>> =
    std::sync::LazyLock::new(|| memchr::memmem::Finder::new(DISPLAY_TEMPLATE_BRANCH_KEY));

/// Reports each placeholder of `tool`'s display templates that names no
/// property of its input schema.
pub fn check(tool: &Tool<'_, '_>, _context: &Context, found: &mut Vec<Diagnostic>) {
    let Some(schema) = tool.object.get("inputSchema") else {
        return;
    };
    // Only tools that carry a template pay for reading their schema whole.
    let template = match tool.object.get("_meta") {
        Some(Value::Object(meta)) => match meta.get(DISPLAY_TEMPLATES_KEY) {
            Some(Value::Object(extension)) => match extension.get("template") {
                Some(Value::String(template)) => Some(template),
                _ => None,
            },
            _ => None,
        },
        _ => None,
    };
    let branched = tool
        .text
        .get(schema.span())
        .is_some_and(|written| BRANCH_KEY.find(written.as_bytes()).is_some());
    if template.is_none() && !branched {
        return;
    }
    // The reader builds only what the hint rules read of an input schema:
    // a JSON one is read again, whole, from its text.
    let whole;
    let (schema, offset) =
        match (schema, &tool.object.layout) {
            (Value::Skipped(..), _) | (Value::Object(_), Layout::Json) => {
                let span = schema.span();
                let Some(Ok(parsed)) = tool.text.get(span.clone()).map(|text| {
                    crate::document::json::read(text, Syntax::Jsonc, Build::Everything)
                }) else {
                    return;
                };
                whole = parsed.root;
                (&whole, span.start)
            }
            // A YAML mapping is built as partly as JSON, and cannot be read
            // again alone: left unjudged.
            (_, Layout::YamlBlock(_) | Layout::YamlFlow) => return,
            _ => (schema, 0),
        };
    let Value::Object(schema) = schema else {
        return;
    };
    let Some(top) = properties(schema) else {
        return;
    };
    if let Some(template) = template {
        // A tool-level template takes the arguments of any branch.
        let mut names = top.clone();
        for (_, _, branch) in branches(schema) {
            names.extend(properties(branch).unwrap_or_default());
        }
        let at = pointer::child(
            &pointer::child(
                &pointer::child(&tool.pointer, "_meta"),
                DISPLAY_TEMPLATES_KEY,
            ),
            "template",
        );
        report(tool, template, 0, &names, at, found);
    }
    for (keyword, index, branch) in branches(schema) {
        let Some(Value::String(template)) = branch.get(DISPLAY_TEMPLATE_BRANCH_KEY) else {
            continue;
        };
        let mut names = top.clone();
        names.extend(properties(branch).unwrap_or_default());
        let at = pointer::child(
            &pointer::child(
                &pointer::child(&pointer::child(&tool.pointer, "inputSchema"), keyword),
                &index.to_string(),
            ),
            DISPLAY_TEMPLATE_BRANCH_KEY,
        );
        report(tool, template, offset, &names, at, found);
    }
}

/// The property names of `schema`; `None` when it cannot be known (a
/// `$ref`, or `properties` that is not an object).
fn properties<'v>(schema: &'v Object<'_>) -> Option<Vec<&'v str>> {
    if schema.get("$ref").is_some() {
        return None;
    }
    match schema.get("properties") {
        Some(Value::Object(properties)) => Some(
            properties
                .members
                .iter()
                .map(|member| member.key.value.as_ref())
                .collect(),
        ),
        None => Some(Vec::new()),
        Some(_) => None,
    }
}

/// The object branches of `schema`'s `oneOf` and `anyOf`, in order, each
/// with its keyword and index.
fn branches<'v, 'a>(
    schema: &'v Object<'a>,
) -> impl Iterator<Item = (&'static str, usize, &'v Object<'a>)> {
    BRANCHES
        .into_iter()
        .filter_map(|keyword| match schema.get(keyword) {
            Some(Value::Array(items)) => Some(items.items.iter().enumerate().filter_map(
                move |(index, item)| match item {
                    Value::Object(branch) => Some((keyword, index, branch)),
                    _ => None,
                },
            )),
            _ => None,
        })
        .flatten()
}

/// The placeholders of `template`: each name with its byte range in the
/// decoded text. `{{` and `}}` are literal braces; an unclosed `{` names
/// nothing.
pub fn placeholders(template: &str) -> Vec<(&str, Range<usize>)> {
    let mut found = Vec::new();
    let mut at = 0;
    while let Some(open) = template[at..].find('{').map(|open| at + open) {
        if template[open + 1..].starts_with('{') {
            at = open + 2;
            continue;
        }
        let Some(close) = template[open + 1..].find('}').map(|close| open + 1 + close) else {
            break;
        };
        found.push((&template[open + 1..close], open..close + 1));
        at = close + 1;
    }
    found
}

/// Reports the placeholders of `template` (whose spans lie `offset` bytes
/// into the tool's text) that are not among `names`.
fn report(
    tool: &Tool<'_, '_>,
    template: &Str<'_>,
    offset: usize,
    names: &[&str],
    at: String,
    found: &mut Vec<Diagnostic>,
) {
    let span = template.span.range();
    let span = span.start + offset..span.end + offset;
    // A placeholder is pointed at where the literal holds no escape.
    let raw = tool.text.get(span.start + 1..span.end.saturating_sub(1));
    let exact = raw == Some(template.value.as_ref());
    for (name, within) in placeholders(&template.value) {
        if names.contains(&name) {
            continue;
        }
        let range = match exact {
            true => span.start + 1 + within.start..span.start + 1 + within.end,
            false => span.clone(),
        };
        let known: Vec<String> = names.iter().map(|name| format!("`{{{name}}}`")).collect();
        let help = match known.is_empty() {
            true => "its inputSchema declares no property: remove the placeholder, or declare \
                     the argument it means"
                .to_owned(),
            false => format!(
                "name one of its arguments: {}",
                crate::base::wording::list(&known)
            ),
        };
        found.push(
            Diagnostic::new(
                Rule::TemplatePlaceholder,
                format!(
                    "{}'s display template names `{{{name}}}`, which is no property of its \
                     inputSchema",
                    tool.label()
                ),
                range,
                "no such argument",
            )
            .on(tool, at.clone())
            .with_help(help)
            .with_note(Some(
                "a client fills `{name}` from the call's top-level arguments and shows `...` \
                 for a missing one (io.modelcontextprotocol/display-templates); `{{` and `}}` \
                 write literal braces"
                    .to_owned(),
            )),
        );
    }
}

#[cfg(test)]
mod tests {
    use super::placeholders;

    #[test]
    fn placeholders_skip_literal_braces() {
        let names = |text| {
            placeholders(text)
                .into_iter()
                .map(|(name, _)| name)
                .collect::<Vec<_>>()
        };
        assert_eq!(names("set {bus} to {gain_db} dB"), ["bus", "gain_db"]);
        assert_eq!(names("{{literal}} {x}"), ["x"]);
        assert_eq!(names("open {x"), Vec::<&str>::new());
        assert_eq!(placeholders("a {b}")[0].1, 2..5);
    }
}
