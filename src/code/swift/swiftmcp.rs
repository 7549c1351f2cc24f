//! SwiftMCP (`Cocoanetics/SwiftMCP`, read from 1.10 of 2026-08): a method
//! of an `@MCPServer` type marked `@MCPTool` or `@MCPTool(name: "…",
//! description: "…", hints: [.readOnly, .idempotent], readOnlyHint: true,
//! …)` is a tool. The macro reads its arguments from the syntax alone: the
//! name is the `name:` string literal, else the function's name as
//! written; a hint is sent only when it is true, from `hints:` (an option
//! set: `.readOnly`, `.destructive`, `.idempotent`, `.openWorld`) or a
//! `…Hint: true` literal. A hint written `false`, or as anything but a
//! literal, is not sent (the macro passes none, and `MCPToolAnnotations`
//! encodes only the hints it holds), so it is no hint here either. A
//! `hints:` value the reader cannot list leaves the tool unjudged. The
//! macro's arguments keep a declared order hintlint's fixer does not
//! know yet: no fix is written there.

use tree_sitter::Node;

use super::values::implicit_member;
use crate::code::hints_member::hints_member;
use crate::code::registration::{Opaque, Registration, member};
use crate::code::tree::{self, span, spot};
use crate::document::{CodeSyntax, Layout, Object, Spot, Str, Value};

/// The text a file must hold for a tool of this form.
pub const NEEDLE: &str = "@MCPTool";

/// The macro's hint arguments and the keys they stand for.
const HINT_LABELS: [&str; 4] = [
    "readOnlyHint",
    "destructiveHint",
    "idempotentHint",
    "openWorldHint",
];

/// The members of `MCPToolHints` and the keys they stand for.
const HINT_MEMBERS: [(&str, &str); 4] = [
    ("readOnly", "readOnlyHint"),
    ("destructive", "destructiveHint"),
    ("idempotent", "idempotentHint"),
    ("openWorld", "openWorldHint"),
];

/// The tools `@MCPTool` marks in a parsed Swift file.
pub fn tools<'t>(text: &'t str, root: Node<'_>) -> Vec<Registration<'t>> {
    let mut found = Vec::new();
    let offsets = tree::offsets_of(text, &[NEEDLE]);
    tree::preorder_holding(root, &offsets, |node| {
        if node.kind() == "attribute"
            && let Some(registration) = tool(text, node)
        {
            found.push(registration);
        }
    });
    found
}

/// The function an `@MCPTool` attribute marks, if it is one.
fn marked<'tree>(text: &str, attribute: Node<'tree>) -> Option<Node<'tree>> {
    let kind = tree::children(attribute).into_iter().next()?;
    let name = tree::text(text, kind);
    if !matches!(name, "MCPTool" | "SwiftMCP.MCPTool") {
        return None;
    }
    let function = attribute.parent()?.parent()?;
    (function.kind() == "function_declaration").then_some(function)
}

/// The labelled arguments of an attribute: label and value.
fn arguments<'tree>(attribute: Node<'tree>) -> Vec<(Node<'tree>, Node<'tree>)> {
    let mut cursor = attribute.walk();
    let all: Vec<Node<'tree>> = attribute.children(&mut cursor).collect();
    all.windows(3)
        .filter(|window| {
            window[0].kind() == "simple_identifier"
                && window[1].kind() == ":"
                && window[2].is_named()
        })
        .map(|window| (window[0], window[2]))
        .collect()
}

/// The keys of the hints a `hints:` value lists (`[.readOnly]`,
/// `.readOnly`, `[]`), each with where it is written.
fn listed<'tree>(
    text: &str,
    value: Node<'tree>,
) -> Result<Vec<(&'static str, Node<'tree>)>, Opaque> {
    let elements = match value.kind() {
        "array_literal" => tree::children(value),
        _ => vec![value],
    };
    elements
        .into_iter()
        .map(|element| {
            let name = implicit_member(text, element).map(|name| tree::text(text, name));
            HINT_MEMBERS
                .iter()
                .find(|(member, _)| Some(*member) == name)
                .map(|(_, key)| (*key, element))
                .ok_or_else(|| Opaque::at(text, element))
        })
        .collect()
}

/// The tool an `@MCPTool` attribute marks.
fn tool<'t>(text: &'t str, attribute: Node<'_>) -> Option<Registration<'t>> {
    let function = marked(text, attribute)?;
    let function_name = function.child_by_field_name("name")?;
    let written = arguments(attribute);
    let list = match (written.first(), written.last()) {
        (Some((first, _)), Some((_, last))) => Spot::of(first.start_byte()..last.end_byte()),
        _ => Spot::of(attribute.end_byte()..attribute.end_byte()),
    };
    let mut members = Vec::new();
    let mut hints = Vec::new();
    let mut name = None;
    let mut opaque = None;
    let mut name_unread = false;
    for (label, value) in written {
        let key = tree::text(text, label);
        match key {
            "name" if value.kind() == "line_string_literal" => {
                let interpolated = tree::children(value)
                    .iter()
                    .any(|child| child.kind() == "interpolated_expression");
                let body = tree::text(text, value)
                    .strip_prefix('"')
                    .and_then(|body| body.strip_suffix('"'));
                match body {
                    Some(body) if !interpolated => {
                        let string = Str {
                            value: tree::unescape(body),
                            span: spot(value),
                        };
                        members.push(member("name", span(label), Value::String(string.clone())));
                        name = Some(string);
                    }
                    _ => {
                        opaque.get_or_insert(Opaque::at(text, value));
                        name_unread = true;
                    }
                }
            }
            "hints" => match listed(text, value) {
                Ok(listed) => hints.extend(
                    listed
                        .into_iter()
                        .map(|(key, at)| member(key, span(at), Value::Bool(true, spot(at)))),
                ),
                Err(found) => {
                    opaque.get_or_insert(found);
                }
            },
            hint if HINT_LABELS.contains(&hint)
                && value.kind() == "boolean_literal"
                && tree::text(text, value) == "true" =>
            {
                hints.push(member(hint, span(label), Value::Bool(true, spot(value))));
            }
            _ => {}
        }
    }
    // `hints: [.readOnly]` and `readOnlyHint: true` both: one hint.
    let mut seen = Vec::new();
    hints.retain(|hint| {
        let key = hint.key.value.to_string();
        let first = !seen.contains(&key);
        seen.push(key);
        first
    });
    let layout = || Layout::Code(Box::new(CodeSyntax::Unwritable { written_as: None }));
    members.extend(hints_member(hints, list, layout()));
    // An interpolated `name:` is not the function's name: unknown.
    let name = match name {
        Some(name) => Some(name),
        None if name_unread => None,
        None => Some(Str {
            value: std::borrow::Cow::Borrowed(tree::text(text, function_name)),
            span: spot(function_name),
        }),
    };
    let anchor = crate::code::registration::anchor(name.as_ref(), function_name);
    let holder = Object {
        span: list,
        members,
        layout: layout(),
    };
    let registration = Registration {
        unjudged: opaque,
        ..Registration::new(holder, name, anchor, Vec::new())
    };
    Some(registration.with_handler(
        text,
        crate::code::Language::Swift,
        function.child_by_field_name("body"),
    ))
}
