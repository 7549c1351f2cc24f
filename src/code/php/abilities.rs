//! WordPress abilities served as MCP tools by `wordpress/mcp-adapter`
//! (read from its main of 2026-06): `wp_register_ability('plugin/name',
//! array( …, 'meta' => array( 'annotations' => array( 'readonly' => true,
//! 'destructive' => false, 'idempotent' => true ) ) ) )`. The adapter's
//! server lists an ability as a tool named after it with each `/` made
//! `-` (its `McpNameSanitizer`), and maps the WordPress annotations to
//! hints (its `McpAnnotationMapper`): `readonly` → `readOnlyHint`,
//! `destructive` → `destructiveHint`, `idempotent` → `idempotentHint`,
//! each taking precedence over the MCP key written beside it
//! (`readOnlyHint`, …, and `openWorldHint`, which has no WordPress
//! name); a `null` is no hint. An ability of `'mcp' => array( 'type' =>
//! 'resource' )` (or `'prompt'`) is no tool. Values are literals or
//! constants of the file; anything else leaves the tool unjudged. No fix
//! is written into the array yet.

use tree_sitter::Node;

use super::values::{self, Reader};
use crate::code::registration::{Constants, Opaque, Registration, member};
use crate::code::tree::{self, children, span, spot};
use crate::document::{CodeSyntax, Layout, Object, Spot, Str, Value};

/// The function that registers an ability.
pub(super) const FUNCTION: &str = "wp_register_ability";

/// The annotations the adapter maps, the hint each is, and whether it is
/// WordPress's own name (which overrides the MCP key written beside it).
const MAPPED: [(&str, &str, bool); 7] = [
    ("readonly", "readOnlyHint", true),
    ("destructive", "destructiveHint", true),
    ("idempotent", "idempotentHint", true),
    ("readOnlyHint", "readOnlyHint", false),
    ("destructiveHint", "destructiveHint", false),
    ("idempotentHint", "idempotentHint", false),
    ("openWorldHint", "openWorldHint", false),
];

/// The keyed elements of a PHP array: key text (a string literal's
/// value), key node and value node.
fn entries<'tree>(text: &str, array: Node<'tree>) -> Vec<(String, Node<'tree>, Node<'tree>)> {
    if array.kind() != "array_creation_expression" {
        return Vec::new();
    }
    children(array)
        .into_iter()
        .filter_map(|element| {
            let parts = children(element);
            let [key, value] = parts.as_slice() else {
                return None;
            };
            let name = values::string(text, *key)?;
            Some((name.value.into_owned(), *key, *value))
        })
        .collect()
}

/// The entry `key` of an array, if written.
fn entry<'tree>(text: &str, array: Node<'tree>, key: &str) -> Option<(Node<'tree>, Node<'tree>)> {
    entries(text, array)
        .into_iter()
        .find(|(name, _, _)| name == key)
        .map(|(_, key, value)| (key, value))
}

/// The tool name the adapter sends for an ability's name: `/` made `-`;
/// a name with other characters than letters, digits, `_`, `.` and `-`
/// has them made `-`, runs of `-` collapsed and `-`/`_` trimmed at both
/// ends (accents are not transliterated here: such a name is not read).
pub(super) fn tool_name(ability: &str) -> Option<String> {
    let name = ability.trim().replace('/', "-");
    let valid = |ch: char| ch.is_ascii_alphanumeric() || matches!(ch, '_' | '.' | '-');
    if !name.is_empty() && name.len() <= 128 && name.chars().all(valid) {
        return Some(name);
    }
    if !name.is_ascii() {
        return None;
    }
    let mut out = String::with_capacity(name.len());
    for ch in name.chars() {
        let ch = if valid(ch) { ch } else { '-' };
        if !(ch == '-' && out.ends_with('-')) {
            out.push(ch);
        }
    }
    let out = out.trim_matches(['-', '_']);
    (!out.is_empty() && out.len() <= 128).then(|| out.to_owned())
}

/// The tool a `wp_register_ability(…)` call registers.
pub(super) fn ability<'t, 'tree>(
    reader: &Reader<'t>,
    constants: &mut Constants<'t, 'tree>,
    call: Node<'tree>,
) -> Option<Registration<'t>> {
    let text = constants.text;
    let function = call.child_by_field_name("function")?;
    if tree::text(text, function).trim_start_matches('\\') != FUNCTION {
        return None;
    }
    let list = call.child_by_field_name("arguments");
    let written = values::arguments(text, list).ok()?;
    let first = written.first()?;
    let args = written.get(1).map(|argument| argument.value);
    let meta = args.and_then(|args| entry(text, args, "meta"));
    // A resource or a prompt is no tool.
    let kind = meta
        .and_then(|(_, meta)| entry(text, meta, "mcp"))
        .and_then(|(_, mcp)| entry(text, mcp, "type"))
        .and_then(|(_, kind)| values::string(text, kind));
    if kind.is_some_and(|kind| kind.value != "tool") {
        return None;
    }
    let mut opaque = None;
    let name = match values::value(reader, constants, first.value) {
        Ok(Value::String(ability)) => match tool_name(&ability.value) {
            Some(name) => Some(Str {
                value: std::borrow::Cow::Owned(name),
                span: ability.span,
            }),
            None => {
                opaque = Some(Opaque::at(text, first.value));
                None
            }
        },
        Ok(_) => {
            opaque = Some(Opaque::at(text, first.value));
            None
        }
        Err(found) => {
            opaque = Some(found);
            None
        }
    };
    let mut members = Vec::new();
    if let Some(name) = &name {
        members.push(member(
            "name",
            span(first.value),
            Value::String(name.clone()),
        ));
    }
    let annotations = meta.and_then(|(_, meta)| entry(text, meta, "annotations"));
    match annotations {
        Some((key, array)) if array.kind() == "array_creation_expression" => {
            let mut hints: Vec<crate::document::Member<'t>> = Vec::new();
            for (written, key_node, value) in entries(text, array) {
                let Some(&(_, hint, overrides)) = MAPPED.iter().find(|(key, _, _)| *key == written)
                else {
                    continue;
                };
                match values::value(reader, constants, value) {
                    Ok(Value::Null(_)) => {}
                    Ok(converted @ Value::Bool(..)) => {
                        let at = hints.iter().position(|member| member.key.value == hint);
                        match at {
                            Some(at) if overrides => {
                                hints[at] = member(hint, span(key_node), converted);
                            }
                            Some(_) => {}
                            None => hints.push(member(hint, span(key_node), converted)),
                        }
                    }
                    Ok(_) => {
                        opaque.get_or_insert(Opaque::at(text, value));
                    }
                    Err(found) => {
                        opaque.get_or_insert(found);
                    }
                }
            }
            if !hints.is_empty() {
                members.push(member(
                    "annotations",
                    span(key),
                    Value::Object(Object {
                        span: spot(array),
                        members: hints,
                        layout: unwritable(),
                    }),
                ));
            }
        }
        Some((_, other)) => {
            opaque.get_or_insert(Opaque::at(text, other));
        }
        None => {}
    }
    let anchor = match &name {
        Some(name) => name.span.range(),
        None => span(first.value),
    };
    let holder = Object {
        span: args.map_or(Spot::of(call.end_byte()..call.end_byte()), spot),
        members,
        layout: unwritable(),
    };
    let uses = constants.take_uses();
    Some(Registration {
        unjudged: opaque,
        ..Registration::new(holder, name, anchor, uses)
    })
}

/// No fix is written into an ability's arrays yet.
fn unwritable() -> Layout {
    Layout::Code(Box::new(CodeSyntax::Unwritable { written_as: None }))
}

#[cfg(test)]
mod tests {
    use super::tool_name;

    #[test]
    fn names_are_sanitised_as_the_adapter_sanitises_them() {
        assert_eq!(
            tool_name("mcp-adapter/discover-abilities").as_deref(),
            Some("mcp-adapter-discover-abilities")
        );
        assert_eq!(
            tool_name(" my plugin/do it! ").as_deref(),
            Some("my-plugin-do-it")
        );
        assert_eq!(tool_name("a//b").as_deref(), Some("a--b"));
        assert_eq!(tool_name("_x/?/y_").as_deref(), Some("x-y"));
        assert_eq!(tool_name("///"), Some("---".to_owned()));
        assert_eq!(tool_name("café/menu"), None);
        assert_eq!(tool_name("?!"), None);
    }
}
