//! A file's own helper that builds a tool from its parameter
//! (`func updateTool(name, title string) inventory.ServerTool { … mcp.Tool{
//! Name: name, … } … }`), called in the same file with each tool's name
//! (`updateTool("update_title", …)`): one tool per call, named by the
//! argument the call gives that parameter.

use std::ops::Range;

use tree_sitter::Node;

use super::lower::Names;
use super::values::{annotated, string};
use crate::code::registration::Registration;
use crate::code::relocated::relocated;
use crate::code::tree::{self, children, span};
use crate::document::{Object, Value};

/// The most calls of one helper read as tools.
const MOST_CALLS: usize = 200;

/// The arguments the file's calls of the function enclosing `node` give
/// its parameter `parameter`, in the file's order; empty when `node` is in
/// no named function (a function literal's parameter is bound where it is
/// called, which is not read) or `parameter` is not one of its own.
pub(super) fn arguments_for<'tree>(
    text: &str,
    node: Node<'tree>,
    parameter: &str,
) -> Vec<Node<'tree>> {
    let mut at = node.parent();
    let function = loop {
        match at {
            Some(found) if found.kind() == "function_declaration" => break found,
            Some(found) if matches!(found.kind(), "func_literal" | "method_declaration") => {
                return Vec::new();
            }
            Some(found) => at = found.parent(),
            None => return Vec::new(),
        }
    };
    let (Some(name), Some(parameters)) = (
        function.child_by_field_name("name"),
        function.child_by_field_name("parameters"),
    ) else {
        return Vec::new();
    };
    let Some(index) = index_of(text, parameters, parameter) else {
        return Vec::new();
    };
    let name = tree::text(text, name);
    let mut root = function;
    while let Some(parent) = root.parent() {
        root = parent;
    }
    let mut found = Vec::new();
    tree::preorder(root, |call| {
        if call.kind() != "call_expression" || found.len() >= MOST_CALLS {
            return;
        }
        let called = call
            .child_by_field_name("function")
            .filter(|function| function.kind() == "identifier")
            .is_some_and(|function| tree::text(text, function) == name);
        if !called {
            return;
        }
        if let Some(argument) = call
            .child_by_field_name("arguments")
            .and_then(|arguments| children(arguments).into_iter().nth(index))
        {
            found.push(argument);
        }
    });
    found
}

/// The position of `parameter` among a function's parameters (`name,
/// title string` counts two); `None` past a variadic one.
fn index_of(text: &str, parameters: Node<'_>, parameter: &str) -> Option<usize> {
    let mut index = 0;
    for declaration in children(parameters) {
        if declaration.kind() != "parameter_declaration" {
            return None;
        }
        let mut cursor = declaration.walk();
        let names: Vec<Node<'_>> = declaration
            .children_by_field_name("name", &mut cursor)
            .collect();
        if names.is_empty() {
            index += 1;
            continue;
        }
        for name in names {
            if tree::text(text, name) == parameter {
                return Some(index);
            }
            index += 1;
        }
    }
    None
}

/// A tool literal (`literal`) whose `Name` (`written`) is a parameter of
/// the file's function that builds it: one tool per call of that function
/// in the file, named by the argument each call gives, with the literal's
/// hints (`holder`) shown at the call (no fix edits the literal the calls
/// share); with where each one's annotations are. `None` when the name is
/// no such parameter or no call gives it a name.
pub(super) fn per_call<'t>(
    text: &'t str,
    names: &mut Names<'t>,
    (literal, written): (Node<'_>, Node<'_>),
    holder: &Object<'t>,
) -> Option<Vec<(Registration<'t>, Option<Range<usize>>)>> {
    if written.kind() != "identifier" {
        return None;
    }
    let mut called = Vec::new();
    for argument in arguments_for(text, literal, tree::text(text, written)) {
        let Some(name) = string(text, argument).or_else(|| names.string(argument)) else {
            continue;
        };
        let at = span(argument);
        let Value::Object(holder) = relocated(Value::Object(holder.clone()), &at) else {
            continue;
        };
        let annotated = annotated(&holder);
        called.push((
            Registration::new(holder, Some(name), at, Vec::new()),
            annotated,
        ));
    }
    (!called.is_empty()).then_some(called)
}
