//! A module's own functions that register tools with what their
//! parameters give (`def register_search(server, name=…)`), read at each
//! call.

use tree_sitter::Node;

use crate::code::tree::{self, children};

use super::decorators::is_tool_method;
use super::definitions::{functions, parameters};

/// A function of the module that registers a tool with values its
/// parameters give (`def register_search(server, name="search"):
/// @server.tool(name=name, …)`, `server.add_tool(fn, name=name)`) and that
/// the module calls: each call is a tool, read with the call's arguments,
/// its body none.
pub(super) struct Wrapper<'t, 'tree> {
    /// Its name.
    pub(super) name: &'t str,
    /// Its definition.
    pub(super) function: Node<'tree>,
    /// Its parameters with their defaults.
    pub(super) parameters: Vec<(&'t str, Option<Node<'tree>>)>,
    /// The registrations in its body that name a parameter: decorated
    /// definitions and `add_tool` calls.
    pub(super) registrations: Vec<Node<'tree>>,
}

/// The module's wrappers (see [`Wrapper`]).
pub(super) fn wrappers<'t, 'tree>(text: &'t str, root: Node<'tree>) -> Vec<Wrapper<'t, 'tree>> {
    let mut found = Vec::new();
    for (name, function) in functions(text, root) {
        let Some(body) = function.child_by_field_name("body") else {
            continue;
        };
        let body_text = tree::text(text, body);
        if !body_text.contains(".tool(") && !body_text.contains("add_tool(") {
            continue;
        }
        let Some(parameters) = parameters(text, function).filter(|found| !found.is_empty()) else {
            continue;
        };
        let names: Vec<&str> = parameters.iter().map(|(parameter, _)| *parameter).collect();
        let mut registrations = Vec::new();
        tree::preorder(body, |node| {
            if registration_naming(text, node, &names) {
                registrations.push(node);
            }
        });
        if registrations.is_empty() || !module_calls(text, root, name) {
            continue;
        }
        found.push(Wrapper {
            name,
            function,
            parameters,
            registrations,
        });
    }
    found
}

/// Whether `node` is a registration one of whose arguments names one of
/// `parameters`: a definition decorated by `@….tool(…)`, or an
/// `add_tool(…)` call by keyword (its function is the tool, not a value).
fn registration_naming(text: &str, node: Node<'_>, parameters: &[&str]) -> bool {
    let arguments: Vec<Node<'_>> = match node.kind() {
        "decorated_definition" => children(node)
            .into_iter()
            .filter(|decorator| decorator.kind() == "decorator")
            .filter_map(|decorator| decorator.named_child(0))
            .filter(|call| {
                call.kind() == "call"
                    && call
                        .child_by_field_name("function")
                        .is_some_and(|callee| is_tool_method(text, callee, "tool"))
            })
            .filter_map(|call| call.child_by_field_name("arguments"))
            .collect(),
        "call"
            if node
                .child_by_field_name("function")
                .is_some_and(|callee| is_tool_method(text, callee, "add_tool")) =>
        {
            node.child_by_field_name("arguments")
                .map(children)
                .unwrap_or_default()
                .into_iter()
                .filter(|argument| argument.kind() == "keyword_argument")
                .collect()
        }
        _ => Vec::new(),
    };
    let mut names_one = false;
    for argument in arguments {
        tree::preorder(argument, |inner| {
            names_one |=
                inner.kind() == "identifier" && parameters.contains(&tree::text(text, inner));
        });
    }
    names_one
}

/// Whether the module calls the function `name` anywhere.
fn module_calls(text: &str, root: Node<'_>, name: &str) -> bool {
    let mut found = false;
    tree::preorder(root, |node| found |= calls(text, node, name));
    found
}

/// Whether `node` is a call of the function `name`.
pub(super) fn calls(text: &str, node: Node<'_>, name: &str) -> bool {
    node.kind() == "call"
        && node
            .child_by_field_name("function")
            .is_some_and(|callee| callee.kind() == "identifier" && tree::text(text, callee) == name)
}
