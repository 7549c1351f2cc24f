//! What a Python module defines at its top level: its constants,
//! functions and classes, and a helper's body bound to a call's arguments.

use std::collections::HashMap;

use tree_sitter::Node;

use crate::code::registration::{HelperCall, Signature};
use crate::code::tree::{self, children};

/// The definition a module's statement holds, its decorators set aside
/// (`def f` of `@mcp.tool def f`): the statement itself when undecorated.
pub(super) fn undecorated(statement: Node<'_>) -> Option<Node<'_>> {
    tree::unwrapped(statement, "decorated_definition", "definition")
}

/// The module's top-level assignments `NAME = value`.
pub(super) fn definitions<'t, 'tree>(
    text: &'t str,
    root: Node<'tree>,
) -> Vec<(&'t str, Node<'tree>)> {
    let mut found = Vec::new();
    for statement in children(root) {
        if statement.kind() != "expression_statement" {
            continue;
        }
        for assignment in children(statement) {
            if assignment.kind() != "assignment" {
                continue;
            }
            let Some((left, right)) = tree::field_pair(assignment, "left", "right") else {
                continue;
            };
            if left.kind() == "identifier" {
                found.push((tree::text(text, left), right));
            }
        }
    }
    found
}

/// The module's top-level functions, by name (helpers a registration may
/// call for its annotations).
pub(super) fn functions<'t, 'tree>(
    text: &'t str,
    root: Node<'tree>,
) -> Vec<(&'t str, Node<'tree>)> {
    children(root)
        .into_iter()
        .filter(|statement| statement.kind() == "function_definition")
        .filter_map(|function| {
            Some((
                tree::text(text, function.child_by_field_name("name")?),
                function,
            ))
        })
        .collect()
}

/// A helper's signature: the expression its body returns (the body being
/// one `return`, after a docstring) and its parameters with their
/// defaults. `None` when the body does more, or a parameter cannot be
/// bound to one value (`*args`, `**kwargs`).
pub(super) fn signature<'t, 'tree>(
    text: &'t str,
    function: Node<'tree>,
) -> Option<Signature<'t, 'tree>> {
    let body = function.child_by_field_name("body")?;
    let statements = children(body);
    let returned = match statements.as_slice() {
        [only] => *only,
        [docstring, only]
            if docstring.kind() == "expression_statement"
                && docstring
                    .named_child(0)
                    .is_some_and(|node| node.kind() == "string") =>
        {
            *only
        }
        _ => return None,
    };
    if returned.kind() != "return_statement" {
        return None;
    }
    let returned = returned.named_child(0)?;
    Some((returned, parameters(text, function)?))
}

/// The parameters of `function` with their defaults; `None` when one
/// cannot be bound to one value (`*args`, `**kwargs`).
pub(super) fn parameters<'t, 'tree>(
    text: &'t str,
    function: Node<'tree>,
) -> Option<Vec<(&'t str, Option<Node<'tree>>)>> {
    let mut parameters = Vec::new();
    for parameter in children(function.child_by_field_name("parameters")?) {
        let (name, default) = match parameter.kind() {
            "identifier" => (parameter, None),
            "typed_parameter" => (parameter.named_child(0)?, None),
            "default_parameter" | "typed_default_parameter" => (
                parameter.child_by_field_name("name")?,
                parameter.child_by_field_name("value"),
            ),
            // `*`, `/`: markers, not parameters.
            "keyword_separator" | "positional_separator" => continue,
            _ => return None,
        };
        parameters.push((tree::text(text, name), default));
    }
    Some(parameters)
}

/// What a call with `arguments` binds each of `parameters` to: its
/// keyword argument, else the next positional one, else its default
/// (`None`: none of these).
pub(super) fn bound<'t, 'tree>(
    text: &str,
    parameters: Vec<(&'t str, Option<Node<'tree>>)>,
    arguments: Node<'tree>,
) -> Vec<(&'t str, Option<Node<'tree>>)> {
    let given = children(arguments);
    let mut positional = given
        .iter()
        .filter(|argument| argument.kind() != "keyword_argument");
    let keyword = |wanted: &str| {
        given.iter().find_map(|argument| {
            let key = argument.child_by_field_name("name")?;
            (argument.kind() == "keyword_argument" && tree::text(text, key) == wanted)
                .then(|| argument.child_by_field_name("value"))
                .flatten()
        })
    };
    parameters
        .into_iter()
        .map(|(key, default)| {
            let value = keyword(key)
                .or_else(|| positional.next().copied())
                .or(default);
            (key, value)
        })
        .collect()
}

/// A call of the helper `function` (`def annotate(read_only=False): return
/// ToolAnnotations(readOnlyHint=read_only, …)`) with `arguments`: the
/// expression its body returns and its parameters bound to the arguments,
/// positional or by keyword, else to their defaults. `None` when the body
/// does more, or a parameter has no value (`*args`, a missing argument).
pub(super) fn helper_call<'t, 'tree>(
    text: &'t str,
    function: Node<'tree>,
    arguments: Node<'tree>,
) -> Option<HelperCall<'t, 'tree>> {
    let name = tree::text(text, function.child_by_field_name("name")?);
    let (returned, parameters) = signature(text, function)?;
    let mut bindings = HashMap::new();
    for (key, value) in bound(text, parameters, arguments) {
        bindings.insert(key, value?);
    }
    Some(HelperCall {
        name,
        definition: function,
        returned,
        bindings,
    })
}

/// The top-level function `name` of a module.
pub(super) fn function_named<'tree>(
    text: &str,
    root: Node<'tree>,
    name: &str,
) -> Option<Node<'tree>> {
    functions(text, root)
        .into_iter()
        .rev()
        .find(|(defined, _)| *defined == name)
        .map(|(_, function)| function)
}

/// The top-level classes of a module, by name.
pub(super) fn classes<'t, 'tree>(text: &'t str, root: Node<'tree>) -> Vec<(&'t str, Node<'tree>)> {
    children(root)
        .into_iter()
        .filter_map(|statement| {
            let definition = undecorated(statement)?;
            let name = definition.child_by_field_name("name")?;
            (definition.kind() == "class_definition").then(|| (tree::text(text, name), definition))
        })
        .collect()
}

/// The value assigned to `member` in the body of the top-level class
/// `class` of the module `node` is in (`class GitTools(str, Enum): STATUS
/// = "git_status"`).
pub(super) fn class_member<'tree>(
    text: &str,
    node: Node<'tree>,
    class: &str,
    member: &str,
) -> Option<Node<'tree>> {
    let mut root = node;
    while let Some(parent) = root.parent() {
        root = parent;
    }
    let definition = children(root).into_iter().find_map(|statement| {
        let definition = undecorated(statement)?;
        (definition.kind() == "class_definition"
            && definition
                .child_by_field_name("name")
                .is_some_and(|name| tree::text(text, name) == class))
        .then_some(definition)
    })?;
    let body = definition.child_by_field_name("body")?;
    children(body).into_iter().rev().find_map(|statement| {
        if statement.kind() != "expression_statement" {
            return None;
        }
        children(statement).into_iter().find_map(|assignment| {
            let left = assignment.child_by_field_name("left")?;
            (assignment.kind() == "assignment" && tree::text(text, left) == member)
                .then(|| assignment.child_by_field_name("right"))
                .flatten()
        })
    })
}
