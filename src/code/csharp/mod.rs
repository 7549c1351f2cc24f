//! Tools registered with the C# MCP SDK (`ModelContextProtocol`): methods
//! marked `[McpServerTool(Name = "…", Title = "…", ReadOnly = true,
//! Destructive = false, Idempotent = true, OpenWorld = false)]`, usually
//! in a `[McpServerToolType]` class.
//!
//! A tool without `Name` is named as the SDK names it: the method's name
//! without an `Async` suffix, in snake_case (`GetForecastAsync` →
//! `get_forecast`). Attribute arguments are compile-time constants, so a
//! `const` of the file (`ReadOnly = Hints.Safe`) or of a class declared
//! in a nearby file (`Name = ToolNames.Search`, `constants.rs`) is
//! followed; anything else leaves the tool unjudged. A `Name` that cannot
//! be read leaves the tool unjudged and unnamed: the method's name is not
//! what the SDK sends then.
//!
//! The `com.IvanMurzak.McpPlugin` framework (Unity-MCP) marks tools with
//! `[AiTool("name", Title = "…", ReadOnlyHint = true, …)]` (its obsolete
//! alias `[McpPluginTool(…)]`): the name is the first argument, the title
//! the second or `Title =`, and a hint is sent only when its property is
//! assigned. A tool of `ToolType = McpToolType.System` is served over the
//! plugin's HTTP API only, never listed to MCP clients: it is no tool.
//!
//! A class deriving from a project's base class that a file of the
//! solution turns into the SDK's `Tool` is read by `derived.rs`.

use std::borrow::Cow;

use tree_sitter::Node;

mod constants;
mod derived;
mod forms;
mod values;

pub use forms::located;

use super::Language;
use super::query::{Capture, Found};
use super::registration::{Constants, Opaque, Place, Registration, anchor, member};
use super::tree::{self, children, span, spot};
use crate::base::hint::TITLE_KEY;
use crate::document::{CodeSyntax, Layout, Member, Object, Spot, Str, Value};
use values::value;

/// The attribute's hint properties and the keys they stand for.
pub const HINT_PROPERTIES: [(&str, &str); 4] = [
    ("ReadOnly", "readOnlyHint"),
    ("Destructive", "destructiveHint"),
    ("Idempotent", "idempotentHint"),
    ("OpenWorld", "openWorldHint"),
];

/// The McpPlugin attribute's hint properties and the keys they stand for.
pub const PLUGIN_HINT_PROPERTIES: [(&str, &str); 4] = [
    ("ReadOnlyHint", "readOnlyHint"),
    ("DestructiveHint", "destructiveHint"),
    ("IdempotentHint", "idempotentHint"),
    ("OpenWorldHint", "openWorldHint"),
];

/// Reads the registrations of a parsed C# file.
pub fn registrations<'t>(
    text: &'t str,
    root: Node<'_>,
    place: Option<Place<'t>>,
) -> Vec<Registration<'t>> {
    let found = forms::located(root, text);
    let definitions = found.iter().flat_map(|each| each.constants(text)).collect();
    let importer = place.map(|place| {
        Box::new(constants::ClassConstants {
            place,
            convert: value,
            bases: constants::bases_of(
                text,
                found
                    .iter()
                    .filter_map(|each| each.node(Capture::AttributeTarget)),
            ),
        }) as Box<dyn super::registration::Importer + 't>
    });
    let mut constants = Constants::new(text, definitions).importing(importer);
    let reach = super::effects::Reach::of(place, super::effects::classes::CSHARP, text);
    let mut tools: Vec<Registration<'t>> = found
        .iter()
        .filter_map(|each| tool_attribute(&mut constants, each, reach))
        .collect();
    if let Some(place) = place
        && text.contains(derived::OVERRIDDEN_NAME)
    {
        tools.extend(derived::tools(&mut constants, root, place));
    }
    tools
}

/// The byte prefilter: a file that may write a tool attribute, or a class
/// overriding a project base class's `Name` in a file that uses the SDK.
pub fn might_register(text: &str) -> bool {
    ["McpServerTool", "AiTool", "McpPluginTool"]
        .iter()
        .any(|needle| text.contains(needle))
        || (text.contains(derived::OVERRIDDEN_NAME) && text.contains("ModelContextProtocol"))
}

/// The tool name the SDK derives from a method: its name without an
/// `Async` suffix (for an async method), characters other than ASCII
/// letters and digits made `_` and trimmed, in snake_case.
pub fn derived_name(method: &str, asynchronous: bool) -> String {
    let trimmed = match method.strip_suffix("Async") {
        Some(rest) if asynchronous && !rest.is_empty() => rest,
        _ => method,
    };
    let replaced: String = trimmed
        .chars()
        .map(|ch| if ch.is_ascii_alphanumeric() { ch } else { '_' })
        .collect();
    let replaced = replaced.trim_matches('_');
    let name = if replaced.is_empty() {
        method
    } else {
        replaced
    };
    snake_case(name)
}

/// `name` in lower snake_case, as .NET's `JsonNamingPolicy.SnakeCaseLower`
/// writes it: a separator before an upper-case letter that follows a
/// lower-case letter or a digit, or that starts a word after capitals
/// (`HTTPStatus` → `http_status`).
fn snake_case(name: &str) -> String {
    let chars: Vec<char> = name.chars().collect();
    let mut out = String::with_capacity(name.len() + 4);
    for (index, &ch) in chars.iter().enumerate() {
        if ch.is_uppercase() && index > 0 {
            let previous = chars[index - 1];
            let next_lower = chars.get(index + 1).is_some_and(|next| next.is_lowercase());
            if previous.is_lowercase()
                || previous.is_ascii_digit()
                || (previous.is_uppercase() && next_lower)
            {
                out.push('_');
            }
        }
        out.extend(ch.to_lowercase());
    }
    out
}

/// Whether a method is asynchronous as the SDK sees it: declared `async`,
/// or returning a task.
fn asynchronous(text: &str, method: Node<'_>) -> bool {
    let is_async = children(method)
        .iter()
        .any(|child| child.kind() == "modifier" && tree::text(text, *child) == "async");
    let returns = method
        .child_by_field_name("returns")
        .or_else(|| method.child_by_field_name("type"))
        .map(|returns| tree::text(text, returns))
        .unwrap_or("");
    is_async || returns.starts_with("Task") || returns.starts_with("ValueTask")
}

/// Whether the attribute `name` (bare or qualified, with or without the
/// `Attribute` suffix) is McpPlugin's `[AiTool]` or `[McpPluginTool]`.
fn is_plugin_attribute(name: &str) -> bool {
    let last = name.rsplit(['.', ':']).next().unwrap_or(name);
    let last = last.strip_suffix("Attribute").unwrap_or(last);
    matches!(last, "AiTool" | "McpPluginTool")
}

/// `[McpServerTool(…)]` or McpPlugin's `[AiTool(…)]` on a method, as the
/// query found it: its holder is the argument list; the hint properties
/// stand for the annotations.
fn tool_attribute<'t, 'tree>(
    constants: &mut Constants<'t, 'tree>,
    found: &Found<'tree>,
    reach: Option<super::effects::Reach<'_>>,
) -> Option<Registration<'t>> {
    let text = constants.text;
    let attribute = found.node(Capture::Attribute)?;
    let plugin = found
        .node(Capture::AttributeName)
        .is_some_and(|name| is_plugin_attribute(tree::text(text, name)));
    let hint_properties = if plugin {
        &PLUGIN_HINT_PROPERTIES
    } else {
        &HINT_PROPERTIES
    };
    let method = found.node(Capture::AttributeTarget)?;
    let method_name = method.child_by_field_name("name")?;
    let list = found.node(Capture::AttributeArguments);
    let arguments = list.map(children).unwrap_or_default();
    let syntax = CodeSyntax::CsAttribute {
        last_argument: arguments.last().map(|last| spot(*last)),
    };
    let list_span = match list {
        Some(list) => spot(list),
        None => Spot::of(attribute.end_byte()..attribute.end_byte()),
    };
    let mut members = Vec::new();
    let mut hints: Vec<Member<'t>> = Vec::new();
    let mut name = None;
    let mut opaque = None;
    let mut name_unread = false;
    let mut positional = 0;
    for argument in arguments {
        let Some(written) = children(argument).into_iter().last() else {
            continue;
        };
        // McpPlugin's constructor takes the name, then the title.
        let (key, property) = match argument.child_by_field_name("name") {
            Some(key) => (key, tree::text(text, key)),
            None if plugin => {
                positional += 1;
                match positional {
                    1 => (written, "Name"),
                    2 => (written, "Title"),
                    _ => continue,
                }
            }
            None => continue,
        };
        if plugin && property == "ToolType" && tree::text(text, written).ends_with("System") {
            return None;
        }
        let field = match property {
            "Name" => "name",
            "Title" => TITLE_KEY,
            other => match hint_properties.iter().find(|(known, _)| *known == other) {
                Some((_, hint)) => hint,
                None => continue,
            },
        };
        let converted = value(constants, written);
        match (field, converted) {
            ("name", Ok(Value::String(written))) => {
                name = Some(written.clone());
                members.push(member("name", span(key), Value::String(written)));
            }
            // A name that cannot be read is not the method's: the tool
            // is unjudged and unnamed.
            ("name", Ok(_)) => {
                opaque.get_or_insert(Opaque::at(text, written));
                name_unread = true;
            }
            ("name", Err(found)) => {
                opaque.get_or_insert(found);
                name_unread = true;
            }
            (TITLE_KEY, Ok(title)) => members.push(member(TITLE_KEY, span(key), title)),
            (TITLE_KEY, Err(_)) => {}
            (hint, Ok(value)) => hints.push(member(hint, span(key), value)),
            (_, Err(found)) => {
                opaque.get_or_insert(found);
            }
        }
    }
    if let Some(first) = hints.first() {
        let key = first.key.span;
        members.push(Member {
            key: Str {
                value: Cow::Borrowed("annotations"),
                span: key,
            },
            value: Value::Object(Object {
                span: list_span,
                members: hints,
                layout: Layout::Code(Box::new(syntax)),
            }),
        });
    }
    let name = name.or_else(|| {
        // McpPlugin's name is required: without one read, it is unknown.
        if name_unread || plugin {
            return None;
        }
        let written = tree::text(text, method_name);
        Some(Str {
            value: Cow::Owned(derived_name(written, asynchronous(text, method))),
            span: spot(method_name),
        })
    });
    let anchor = anchor(name.as_ref(), method_name);
    let holder = Object {
        span: list_span,
        members,
        layout: Layout::Code(Box::new(syntax)),
    };
    let uses = constants.take_uses();
    let registration = Registration {
        unjudged: opaque,
        ..Registration::new(holder, name, anchor, uses)
    };
    Some(registration.with_handler_reaching(
        text,
        Language::CSharp,
        method.child_by_field_name("body"),
        reach,
    ))
}

#[cfg(test)]
mod tests {
    use super::derived_name;

    #[test]
    fn names_are_derived_as_the_sdk_derives_them() {
        assert_eq!(derived_name("GetForecastAsync", true), "get_forecast");
        assert_eq!(
            derived_name("GetForecastAsync", false),
            "get_forecast_async"
        );
        assert_eq!(derived_name("Echo", false), "echo");
        assert_eq!(derived_name("GetHTTPStatus", false), "get_http_status");
        assert_eq!(derived_name("Read2Files", false), "read2_files");
        assert_eq!(derived_name("Async", true), "async");
        assert_eq!(derived_name("list_items", false), "list_items");
    }
}
