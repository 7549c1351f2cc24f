//! Ruby values as the Ruby MCP gems read them: literals, symbol-keyed
//! hashes and keyword arguments (`read_only_hint: true`, `:title => "T"`),
//! and the constants of the file (`READ_ONLY = true`, `HINTS = { … }.freeze`,
//! `Hints::READ_ONLY`).

use std::borrow::Cow;

use tree_sitter::Node;

use crate::code::registration::{Constants, Converted, Opaque, member, merge_spreads};
use crate::code::tree::{self, children, spot};
use crate::document::{CodeSyntax, Layout, Member, NamedStyle, Number, Object, Spot, Str, Value};

/// The layout of keyword arguments and symbol-keyed hashes: new members
/// follow `last_argument`, written `read_only_hint: true`.
pub fn keywords(last_argument: Option<Spot>) -> Layout {
    Layout::Code(Box::new(CodeSyntax::Named {
        style: NamedStyle::RubyKeywords,
        last_argument,
        annotations_type: "",
        annotations_key: "annotations",
    }))
}

/// The file's constants (`NAME = value`, at any depth of modules and
/// classes): name to value node.
pub fn definitions<'a, 'b>(text: &'a str, root: Node<'b>) -> Vec<(&'a str, Node<'b>)> {
    let mut found = Vec::new();
    tree::preorder(root, |node| {
        if node.kind() != "assignment" {
            return;
        }
        let Some((left, right)) = tree::field_pair(node, "left", "right") else {
            return;
        };
        if left.kind() == "constant" {
            found.push((tree::text(text, left), right));
        }
    });
    found
}

/// The key a gem sends for a key written in Ruby: fast-mcp's rule (each
/// `_` before a lower-case letter dropped, the letter upper-cased:
/// `read_only_hint` → `readOnlyHint`, `read_only_hnt` → `readOnlyHnt`),
/// which also gives the `mcp` gem's four hints their wire keys.
pub fn wire_key(written: &str) -> Cow<'_, str> {
    if !written.contains('_') {
        return Cow::Borrowed(written);
    }
    let mut out = String::with_capacity(written.len());
    let mut chars = written.chars().peekable();
    while let Some(ch) = chars.next() {
        match chars.peek() {
            Some(next) if ch == '_' && next.is_ascii_lowercase() => {
                out.push(next.to_ascii_uppercase());
                chars.next();
            }
            _ => out.push(ch),
        }
    }
    Cow::Owned(out)
}

/// A Ruby string literal without interpolation, decoded.
pub fn string<'t>(text: &'t str, node: Node<'_>) -> Option<Str<'t>> {
    if node.kind() != "string" {
        return None;
    }
    let parts = children(node);
    if parts.iter().any(|part| part.kind() == "interpolation") {
        return None;
    }
    let written = tree::text(text, node);
    let value = match parts.as_slice() {
        [] => Cow::Borrowed(""),
        [only] if only.kind() == "string_content" => Cow::Borrowed(tree::text(text, *only)),
        _ if written.starts_with('"') => tree::unescape(written.get(1..written.len() - 1)?),
        _ => Cow::Owned(
            parts
                .iter()
                .map(|part| match tree::text(text, *part) {
                    "\\'" => "'",
                    "\\\\" => "\\",
                    other => other,
                })
                .collect(),
        ),
    };
    Some(Str {
        value,
        span: spot(node),
    })
}

/// The value of a Ruby expression: a literal, a hash, a constant of the
/// file (`READ_ONLY`, `Hints::READ_ONLY`), `….freeze` of one.
pub fn value<'t, 'tree>(constants: &mut Constants<'t, 'tree>, node: Node<'tree>) -> Converted<'t> {
    let text = constants.text;
    match node.kind() {
        "true" | "false" => Ok(Value::Bool(node.kind() == "true", spot(node))),
        "nil" => Ok(Value::Null(spot(node))),
        "string" => string(text, node)
            .map(Value::String)
            .ok_or_else(|| Opaque::at(text, node)),
        "integer" | "float" => Ok(Value::Number(Number {
            text: Cow::Borrowed(tree::text(text, node)),
            span: spot(node),
        })),
        "parenthesized_statements" => match children(node).as_slice() {
            [inner] => value(constants, *inner),
            _ => Err(Opaque::at(text, node)),
        },
        "hash" => constants.nested(node, |constants| {
            let pairs = children(node);
            let last = pairs.last().map(|last| spot(*last));
            let members = pairs_of(constants, &pairs)?;
            Ok(Value::Object(Object {
                span: spot(node),
                members,
                layout: keywords(last),
            }))
        }),
        "constant" => constants.follow(node, |constants, defined| value(constants, defined)),
        // A parameter of the project's method being read for one of its
        // calls ([`super::wrappers`]): the argument that call gives.
        "identifier" if constants.bound(tree::text(text, node)).is_some() => {
            constants.follow(node, |constants, given| value(constants, given))
        }
        "scope_resolution" => {
            let name = node
                .child_by_field_name("name")
                .ok_or_else(|| Opaque::at(text, node))?;
            // A scalar is replaced where the tool names it, scope and all.
            match constants.follow(name, |constants, defined| value(constants, defined))? {
                Value::Bool(value, _) => Ok(Value::Bool(value, spot(node))),
                Value::String(string) => Ok(Value::String(Str {
                    value: string.value,
                    span: spot(node),
                })),
                other => Ok(other),
            }
        }
        // `{ … }.freeze`, `"x".freeze`: the value itself.
        "call"
            if method_name(text, node) == Some("freeze")
                && node.child_by_field_name("arguments").is_none() =>
        {
            match node.child_by_field_name("receiver") {
                Some(receiver) => value(constants, receiver),
                None => Err(Opaque::at(text, node)),
            }
        }
        _ => Err(Opaque::at(text, node)),
    }
}

/// The members of keyword arguments or a hash's elements: `key: value`,
/// `:key => value`, `"key" => value` and `**CONSTANT` (its members, which
/// a later key overrides).
pub fn pairs_of<'t, 'tree>(
    constants: &mut Constants<'t, 'tree>,
    elements: &[Node<'tree>],
) -> Result<Vec<Member<'t>>, Opaque> {
    let text = constants.text;
    let mut members = Vec::new();
    for element in elements {
        match element.kind() {
            "pair" => {
                let Some((key, written)) = tree::field_pair(*element, "key", "value") else {
                    // `read_only_hint:` alone takes a local's value.
                    return Err(Opaque::at(text, *element));
                };
                let (name, key_span) = key_of(text, key).ok_or_else(|| Opaque::at(text, key))?;
                let converted = value(constants, written)?;
                members.push((member(wire_key(name), key_span, converted), false));
            }
            "hash_splat_argument" => {
                let Some(spread) = children(*element).into_iter().next() else {
                    return Err(Opaque::at(text, *element));
                };
                let Value::Object(object) = value(constants, spread)? else {
                    return Err(Opaque::at(text, *element));
                };
                members.extend(object.members.into_iter().map(|member| (member, true)));
            }
            _ => return Err(Opaque::at(text, *element)),
        }
    }
    Ok(merge_spreads(members))
}

/// A hash key as written and where its name is (without a symbol's `:` or
/// a string's quotes, so that a rename writes the name alone).
fn key_of<'t>(text: &'t str, key: Node<'_>) -> Option<(&'t str, std::ops::Range<usize>)> {
    let range = key.byte_range();
    match key.kind() {
        "hash_key_symbol" | "identifier" | "constant" => Some((tree::text(text, key), range)),
        "simple_symbol" => {
            let name = tree::text(text, key).strip_prefix(':')?;
            Some((name, range.start + 1..range.end))
        }
        "string" => match children(key).as_slice() {
            [content] if content.kind() == "string_content" => {
                Some((tree::text(text, *content), content.byte_range()))
            }
            _ => None,
        },
        _ => None,
    }
}

/// The method a call names (`annotations` of `annotations(…)`).
pub fn method_name<'t>(text: &'t str, call: Node<'_>) -> Option<&'t str> {
    call.child_by_field_name("method")
        .map(|method| tree::text(text, method))
}

#[cfg(test)]
mod tests {
    use super::wire_key;

    #[test]
    fn keys_are_sent_as_fast_mcp_camel_cases_them() {
        assert_eq!(wire_key("read_only_hint"), "readOnlyHint");
        assert_eq!(wire_key("open_world_hint"), "openWorldHint");
        assert_eq!(wire_key("readOnlyHint"), "readOnlyHint");
        assert_eq!(wire_key("read_only_hnt"), "readOnlyHnt");
        assert_eq!(wire_key("title"), "title");
        assert_eq!(wire_key("hint_2"), "hint_2");
    }
}
