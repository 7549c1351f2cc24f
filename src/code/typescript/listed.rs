//! A low-level `setRequestHandler(ListToolsRequestSchema, …)` handler:
//! the tools its answer lists, written in place, mapped from a constant
//! table, or a constant array.

use std::borrow::Cow;

use tree_sitter::Node;

use crate::code::model::written_before;
use crate::code::registration::{Constants, Registration};
use crate::code::tree::{self, children, spot};
use crate::document::{Container, Str, Value};

use super::values::{string, tool_object, unwrap};

/// The tools a `ListToolsRequestSchema` handler lists: every `tools: [...]`
/// member in it whose elements are object literals or constants.
pub(super) fn listed_tools<'t, 'tree>(
    constants: &mut Constants<'t, 'tree>,
    handler: Node<'tree>,
) -> Vec<Registration<'t>> {
    let text = constants.text;
    let mut lists = Vec::new();
    tree::preorder(handler, |node| {
        if node.kind() != "pair" {
            return;
        }
        let is_tools = node
            .child_by_field_name("key")
            .is_some_and(|key| matches!(tree::text(text, key), "tools" | "\"tools\"" | "'tools'"));
        if let (true, Some(list)) = (is_tools, node.child_by_field_name("value")) {
            lists.push(unwrap(list));
        }
    });
    let mut found = Vec::new();
    for list in lists {
        if let Some(table) = mapped_table(constants, list) {
            found.extend(table_tools(constants, table));
            continue;
        }
        let Some(elements) = listed_elements(constants, list, 0) else {
            continue;
        };
        for element in elements {
            let listed = tool_object(constants, element, None);
            // A tool listed by name: `NAME.annotations = …` may follow.
            found.push(match unwrap(element).kind() {
                "identifier" => listed.unless_set_later(text, tree::text(text, unwrap(element))),
                _ => listed.unless_annotated_later(text, element),
            });
        }
    }
    found
}

/// How deep constants, subsets and spreads of a listed array are followed.
const LISTED_DEPTH: usize = 8;

/// The elements a listed array holds: an array literal (its spread
/// constants' elements in place), a constant naming one, or a subset of
/// one (`ALL.filter(…)`, `ALL.slice(…)`: every element a tool the server
/// may list, as conditional tools are). `None` when it is none of these.
fn listed_elements<'tree>(
    constants: &mut Constants<'_, 'tree>,
    list: Node<'tree>,
    depth: usize,
) -> Option<Vec<Node<'tree>>> {
    if depth > LISTED_DEPTH {
        return None;
    }
    let text = constants.text;
    match list.kind() {
        "identifier" => {
            let defined = match local_constant(text, list) {
                Some(local) => local,
                None => constant_node(constants, list)?,
            };
            listed_elements(constants, defined, depth + 1)
        }
        "call_expression" => {
            let (function, _) = call_parts(list)?;
            let subset = function.kind() == "member_expression"
                && function
                    .child_by_field_name("property")
                    .is_some_and(|property| {
                        matches!(tree::text(text, property), "filter" | "slice")
                    });
            let whole = unwrap(function.child_by_field_name("object").filter(|_| subset)?);
            listed_elements(constants, whole, depth + 1)
        }
        "array" => {
            let mut elements = Vec::new();
            for element in children(list) {
                match element.kind() {
                    // A spread of what is not followed stays one element,
                    // read as what it is.
                    "spread_element" => {
                        let spread = children(element).into_iter().next().map(unwrap);
                        match spread
                            .and_then(|spread| listed_elements(constants, spread, depth + 1))
                        {
                            Some(spread) => elements.extend(spread),
                            None => elements.push(element),
                        }
                    }
                    _ => elements.push(element),
                }
            }
            Some(elements)
        }
        _ => None,
    }
}

/// The value of a `const` of a block around `identifier` (the handler's
/// own `const all = […]`), declared in a statement written before the one
/// holding it: the blocks and statements the program model's lowerings
/// read ([`written_before`]).
fn local_constant<'tree>(text: &str, identifier: Node<'tree>) -> Option<Node<'tree>> {
    let name = tree::text(text, identifier);
    let mut node = identifier;
    while let Some(block) = node.parent() {
        if block.kind() == "program" {
            return None;
        }
        if block.kind() == "statement_block" {
            let declared = written_before(children(block), Some(node))
                .filter(|statement| {
                    statement.kind() == "lexical_declaration"
                        && statement
                            .child(0)
                            .is_some_and(|keyword| tree::text(text, keyword) == "const")
                })
                .flat_map(children)
                .filter(|declarator| declarator.kind() == "variable_declarator")
                .filter_map(|declarator| tree::field_pair(declarator, "name", "value"))
                .find(|(declared, _)| tree::text(text, *declared) == name);
            if let Some((_, value)) = declared {
                return Some(unwrap(value));
            }
        }
        node = block;
    }
    None
}

/// The object literal of tools by name that `list` maps into the listed
/// tools, keeping their annotations: `Object.entries(TOOLS).map(([name,
/// t]) => ({ name, …, annotations: t.annotations }))` (or `…t`) with
/// `TOOLS` a constant object of the file. A map that drops the
/// annotations sends none, whatever the table says: not read as a table.
fn mapped_table<'tree>(
    constants: &mut Constants<'_, 'tree>,
    list: Node<'tree>,
) -> Option<Node<'tree>> {
    let text = constants.text;
    let (map, arguments) = call_parts(list)?;
    if map.kind() != "member_expression"
        || tree::text(text, map.child_by_field_name("property")?) != "map"
    {
        return None;
    }
    let mapper = *arguments.first()?;
    let mapped = tree::text(text, mapper);
    if !mapped.contains("annotations") && !mapped.contains("...") {
        return None;
    }
    let (entries, table) = call_parts(unwrap(map.child_by_field_name("object")?))?;
    if tree::text(text, entries) != "Object.entries" {
        return None;
    }
    let table = unwrap(*table.first()?);
    if table.kind() != "identifier" {
        return None;
    }
    constant_node(constants, table).filter(|node| node.kind() == "object")
}

/// The function and arguments of the call `node`.
fn call_parts(node: Node<'_>) -> Option<(Node<'_>, Vec<Node<'_>>)> {
    if node.kind() != "call_expression" {
        return None;
    }
    let function = node.child_by_field_name("function")?;
    let arguments = node.child_by_field_name("arguments").map(children)?;
    Some((function, arguments))
}

/// A tool for each entry of a table of tools by name: the entry's object,
/// written as it is or passed alone to the project's helper (`tool({ … })`),
/// named by its key.
fn table_tools<'t, 'tree>(
    constants: &mut Constants<'t, 'tree>,
    table: Node<'tree>,
) -> Vec<Registration<'t>> {
    let text = constants.text;
    let mut found = Vec::new();
    for pair in children(table) {
        if pair.kind() != "pair" {
            continue;
        }
        let Some((key, value)) = tree::field_pair(pair, "key", "value") else {
            continue;
        };
        let value = unwrap(value);
        let object = match call_parts(value) {
            Some((_, arguments)) if arguments.len() == 1 => unwrap(arguments[0]),
            _ => value,
        };
        if object.kind() != "object" {
            continue;
        }
        let name = match key.kind() {
            "property_identifier" => Some(Str {
                value: Cow::Borrowed(tree::text(text, key)),
                span: spot(key),
            }),
            _ => string(text, key),
        };
        let mut registration = tool_object(constants, object, None);
        if let Some(name) = name {
            registration.anchor = name.span.range();
            registration.name = Some(name);
        }
        found.push(registration);
    }
    found
}

/// The array literal a constant holds.
pub(super) fn constant_array<'tree>(
    constants: &mut Constants<'_, 'tree>,
    identifier: Node<'tree>,
) -> Option<Node<'tree>> {
    constant_node(constants, identifier).filter(|node| node.kind() == "array")
}

/// The expression the constant `identifier` names is defined with, as a
/// node of this file (no use is recorded).
fn constant_node<'tree>(
    constants: &mut Constants<'_, 'tree>,
    identifier: Node<'tree>,
) -> Option<Node<'tree>> {
    let mut defined = None;
    // Only the node is wanted; the value stands for it.
    let _ = constants.follow(identifier, |_, node| {
        defined = Some(unwrap(node));
        Ok(Value::Skipped(Container::Object, spot(node)))
    });
    constants.take_uses();
    defined
}
