//! Swift values as the swift-sdk's initializers take them: literals, the
//! file's `let` constants (by name or through their type), annotations
//! written `.init(…)` or `Tool.Annotations(…)`, and a preset named as the
//! type's member (`.readOnly`), in the file or in another of its package
//! ([`super::presets`]).

use tree_sitter::Node;

use crate::base::hint::TITLE_KEY;
use crate::code::registration::{Constants, Converted, Opaque, member, tolerated};
use crate::code::tree::{self, children, span, spot};
use crate::document::{CodeSyntax, Layout, Member, NamedStyle, Object, Str, Value};

/// The file's `let` constants, top-level or `static` in a type: name to
/// value node (`var`s may change, and are not read).
pub fn definitions<'a, 'b>(text: &'a str, root: Node<'b>) -> Vec<(&'a str, Node<'b>)> {
    let mut found = Vec::new();
    tree::preorder(root, |node| {
        if node.kind() != "property_declaration" {
            return;
        }
        let constant = children(node).iter().any(|child| {
            child.kind() == "value_binding_pattern" && tree::text(text, *child) == "let"
        });
        if !constant {
            return;
        }
        let mut cursor = node.walk();
        let names: Vec<Node<'b>> = node.children_by_field_name("name", &mut cursor).collect();
        let mut cursor = node.walk();
        let values: Vec<Node<'b>> = node.children_by_field_name("value", &mut cursor).collect();
        // `let a = 1, b = 2`: each name with its value (a name without one
        // would pair the others wrongly).
        if names.len() != values.len() {
            return;
        }
        for (name, value) in names.into_iter().zip(values) {
            if let Some(bound) = name.child_by_field_name("bound_identifier") {
                found.push((tree::text(text, bound), value));
            }
        }
    });
    found
}

/// The `value_arguments` of a call.
pub fn call_arguments(call: Node<'_>) -> Option<Node<'_>> {
    let suffix = children(call)
        .into_iter()
        .find(|child| child.kind() == "call_suffix")?;
    children(suffix)
        .into_iter()
        .find(|child| child.kind() == "value_arguments")
}

/// The labelled arguments of a `value_arguments` node: label, value and
/// the whole argument.
pub fn labelled<'tree>(
    arguments: Node<'tree>,
) -> impl Iterator<Item = (Node<'tree>, Node<'tree>, Node<'tree>)> {
    children(arguments).into_iter().filter_map(|argument| {
        let label = argument.child_by_field_name("name")?;
        let value = argument.child_by_field_name("value")?;
        Some((label, value, argument))
    })
}

/// The syntax of a call's labelled arguments, new ones going after
/// `arguments`' last.
pub fn syntax(arguments: Node<'_>, annotations_type: &'static str) -> CodeSyntax {
    CodeSyntax::Named {
        style: NamedStyle::Labels,
        last_argument: children(arguments).last().map(|last| spot(*last)),
        annotations_type,
        annotations_key: "annotations",
    }
}

/// The annotations of a tool: `.init(…)` or `Tool.Annotations(…)`, `nil`,
/// or a constant holding one.
pub fn annotations<'t, 'tree>(
    constants: &mut Constants<'t, 'tree>,
    node: Node<'tree>,
) -> Converted<'t> {
    constants.nested(node, |constants| {
        let text = constants.text;
        match node.kind() {
            "nil_literal" => Ok(Value::Null(spot(node))),
            "simple_identifier" => constants.follow(node, annotations),
            "navigation_expression" => {
                let name = member_name(node).ok_or_else(|| Opaque::at(text, node))?;
                constants.follow(name, annotations)
            }
            "call_expression" => annotations_call(constants, node),
            // `.readOnly`: a preset declared on the type, in this file or
            // another of the package.
            "prefix_expression" => {
                let member = implicit_member(text, node).ok_or_else(|| Opaque::at(text, node))?;
                constants.follow(member, annotations)
            }
            _ => Err(Opaque::at(text, node)),
        }
    })
}

/// `.init(title: …, readOnlyHint: …, …)` or `Tool.Annotations(…)` as an
/// annotations object.
fn annotations_call<'t, 'tree>(
    constants: &mut Constants<'t, 'tree>,
    call: Node<'tree>,
) -> Converted<'t> {
    let text = constants.text;
    let callee = call
        .named_child(0)
        .map_or("", |callee| tree::text(text, callee));
    let annotations_type = match callee {
        ".init" => ".init",
        "Tool.Annotations" | "MCP.Tool.Annotations" => "Tool.Annotations",
        _ => return Err(Opaque::at(text, call)),
    };
    let arguments = call_arguments(call).ok_or_else(|| Opaque::at(text, call))?;
    let mut members: Vec<Member<'t>> = Vec::new();
    for (label, written, _) in labelled(arguments) {
        let key = tree::text(text, label);
        let converted = constants.nested(written, |constants| scalar(constants, written));
        match (key, converted) {
            (_, Ok(value)) => members.push(member(key, span(label), value)),
            (TITLE_KEY, Err(found)) => {
                if let Ok(Some(kept)) = tolerated(TITLE_KEY, found) {
                    members.push(member(key, span(label), kept));
                }
            }
            (_, Err(found)) => return Err(found),
        }
    }
    Ok(Value::Object(Object {
        span: spot(arguments),
        members,
        layout: Layout::Code(Box::new(syntax(arguments, annotations_type))),
    }))
}

/// The member an implicit member expression names (`readOnly` of
/// `.readOnly`).
pub fn implicit_member<'tree>(text: &str, node: Node<'tree>) -> Option<Node<'tree>> {
    let operation = node.child_by_field_name("operation")?;
    let target = node.child_by_field_name("target")?;
    (tree::text(text, operation) == "." && target.kind() == "simple_identifier").then_some(target)
}

/// The member a navigation names (`search` of `Names.search`).
fn member_name(node: Node<'_>) -> Option<Node<'_>> {
    node.child_by_field_name("suffix")?
        .child_by_field_name("suffix")
        .filter(|name| name.kind() == "simple_identifier")
}

/// A name, title or hint: a literal, `nil`, or a `let` constant of the
/// file by name or through its type.
pub fn scalar<'t, 'tree>(constants: &mut Constants<'t, 'tree>, node: Node<'tree>) -> Converted<'t> {
    let text = constants.text;
    match node.kind() {
        "boolean_literal" => Ok(Value::Bool(tree::text(text, node) == "true", spot(node))),
        "nil_literal" => Ok(Value::Null(spot(node))),
        "line_string_literal" => string(text, node)
            .map(Value::String)
            .ok_or_else(|| Opaque::at(text, node)),
        "simple_identifier" => constants.follow(node, scalar),
        "navigation_expression" => {
            let name = member_name(node).ok_or_else(|| Opaque::at(text, node))?;
            constants.follow_qualified(name, node, scalar)
        }
        _ => Err(Opaque::at(text, node)),
    }
}

/// A one-line Swift string literal without interpolation, decoded.
fn string<'t>(text: &'t str, node: Node<'_>) -> Option<Str<'t>> {
    if children(node)
        .iter()
        .any(|child| child.kind() == "interpolated_expression")
    {
        return None;
    }
    let written = tree::text(text, node);
    let body = written.strip_prefix('"')?.strip_suffix('"')?;
    Some(Str {
        value: tree::unescape(body),
        span: spot(node),
    })
}
