//! FastMCP's decorators: the standalone `@tool`, what `add_tool(x)` adds
//! (a tool declared elsewhere or a plain function), and the
//! `<server>.tool` / `<server>.add_tool` callees.

use std::borrow::Cow;

use tree_sitter::Node;

use super::definitions::undecorated;
use crate::code::query::{Capture, Found};
use crate::code::tree::{self, children, spot};
use crate::document::Str;

/// The decorators under `root`, bare or called, in source order: found by
/// a walk of the paths to where an `@` is written rather than a
/// tree-sitter query, whose compiling analyses Python's parse table first
/// (22 M instructions once per process). Each has the captures of
/// [`crate::code::query`]: the decorator, what it names (`mcp.tool` of
/// `@mcp.tool(…)`, `tool` of `@tool`) and its arguments when called.
pub fn located<'tree>(root: Node<'tree>, text: &str) -> Vec<Found<'tree>> {
    let offsets = tree::offsets_of(text, &["@"]);
    let mut found = Vec::new();
    tree::preorder_holding(root, &offsets, |node| found.extend(decorator(node)));
    found
}

/// `node`, when it is a decorator naming something (a name or an
/// attribute, called or not): the decorator, what it names, and its
/// arguments when called.
fn decorator(node: Node<'_>) -> Option<Found<'_>> {
    if node.kind() != "decorator" {
        return None;
    }
    let mut cursor = node.walk();
    let found = node
        .named_children(&mut cursor)
        .find_map(|written| match written.kind() {
            "call" => {
                let (callee, arguments) = tree::field_pair(written, "function", "arguments")?;
                Some(vec![
                    (Capture::Attribute, node),
                    (Capture::AttributeName, callee),
                    (Capture::AttributeArguments, arguments),
                ])
            }
            "identifier" | "attribute" => Some(vec![
                (Capture::Attribute, node),
                (Capture::AttributeName, written),
            ]),
            _ => None,
        });
    found.map(Found::new)
}

/// The local names of FastMCP's standalone `tool` decorator: `from
/// fastmcp.tools import tool` (or `… import tool as name`), FastMCP 3 and
/// later.
pub(super) fn standalone_decorators<'t>(text: &'t str, root: Node<'_>) -> Vec<&'t str> {
    let mut found = Vec::new();
    for statement in children(root) {
        if statement.kind() != "import_from_statement" {
            continue;
        }
        let module = statement
            .child_by_field_name("module_name")
            .map(|module| tree::text(text, module));
        if !matches!(module, Some("fastmcp.tools" | "fastmcp.tools.tool")) {
            continue;
        }
        for name in children(statement).into_iter().skip(1) {
            let (imported, local) = match name.kind() {
                "aliased_import" => (
                    name.child_by_field_name("name"),
                    name.child_by_field_name("alias"),
                ),
                _ => (Some(name), Some(name)),
            };
            if let (Some(imported), Some(local)) = (imported, local)
                && tree::text(text, imported) == "tool"
            {
                found.push(tree::text(text, local));
            }
        }
    }
    found
}

/// Whether the function `name` names is decorated by one of `decorators`
/// (a standalone `@tool`), in the module `name` is written in.
pub(super) fn decorated_by(text: &str, name: Node<'_>, decorators: &[&str]) -> bool {
    if decorators.is_empty() {
        return false;
    }
    let function = tree::text(text, name);
    let mut root = name;
    while let Some(parent) = root.parent() {
        root = parent;
    }
    children(root).into_iter().any(|statement| {
        statement
            .child_by_field_name("definition")
            .and_then(|definition| definition.child_by_field_name("name"))
            .is_some_and(|defined| tree::text(text, defined) == function)
            && decorated_with(statement, |callee| {
                decorators.contains(&tree::text(text, callee))
            })
    })
}

/// What FastMCP's `add_tool(x)` adds, from 2.7 on.
pub(super) enum Added<'t> {
    /// A tool made where it is declared (`@mcp.tool`, `@tool`,
    /// `Tool.from_function`), or elsewhere (a value of another module): not
    /// a tool of this call.
    Declared,
    /// A function no decorator made a tool (FastMCP 3 makes one without
    /// annotations), by its name.
    Function(Option<Str<'t>>),
}

/// What `add_tool(argument)` adds: a call's result, a module value, an
/// imported name and a decorated function or method are tools declared
/// there; a plain function or method of the module, or a lambda, is made a
/// tool by this call.
pub(super) fn added<'t>(text: &'t str, argument: Node<'_>, standalone: &[&str]) -> Added<'t> {
    let named = |name: Node<'_>| Str {
        value: Cow::Borrowed(tree::text(text, name)),
        span: spot(name),
    };
    let (wanted, in_classes) = match argument.kind() {
        "identifier" => (argument, false),
        "attribute" => match argument.child_by_field_name("attribute") {
            Some(method) => (method, true),
            None => return Added::Declared,
        },
        "lambda" => return Added::Function(None),
        _ => return Added::Declared,
    };
    let mut root = argument;
    while let Some(parent) = root.parent() {
        root = parent;
    }
    match defined_function(text, root, tree::text(text, wanted), in_classes) {
        Some(statement) if !tool_decorated(text, statement, standalone) => {
            Added::Function(Some(named(wanted)))
        }
        _ => Added::Declared,
    }
}

/// The statement defining the function `name` (decorated or not): at the
/// top level of the module, or as a method of one of its classes.
fn defined_function<'tree>(
    text: &str,
    root: Node<'tree>,
    name: &str,
    in_classes: bool,
) -> Option<Node<'tree>> {
    let defines = |statement: Node<'_>| {
        let function = undecorated(statement);
        function.is_some_and(|function| {
            function.kind() == "function_definition"
                && function
                    .child_by_field_name("name")
                    .is_some_and(|defined| tree::text(text, defined) == name)
        })
    };
    let mut found = None;
    for statement in children(root) {
        if !in_classes {
            if defines(statement) {
                found = Some(statement);
            }
            continue;
        }
        let class = undecorated(statement);
        let body = class
            .filter(|class| class.kind() == "class_definition")
            .and_then(|class| class.child_by_field_name("body"));
        if let Some(method) = body.and_then(|body| {
            children(body)
                .into_iter()
                .rev()
                .find(|method| defines(*method))
        }) {
            found = Some(method);
        }
    }
    found
}

/// Whether a definition is decorated as a tool: `@server.tool`,
/// `@server.tool(…)`, or a standalone `@tool`.
fn tool_decorated(text: &str, statement: Node<'_>, standalone: &[&str]) -> bool {
    decorated_with(statement, |callee| {
        is_tool_method(text, callee, "tool") || standalone.contains(&tree::text(text, callee))
    })
}

/// Whether `statement` is a decorated definition one of whose decorators
/// (`@name`, or the callee of `@name(…)`) is `wanted`.
fn decorated_with(statement: Node<'_>, wanted: impl Fn(Node<'_>) -> bool) -> bool {
    statement.kind() == "decorated_definition"
        && decorators(statement)
            .into_iter()
            .any(|(callee, _)| wanted(callee))
}

/// The decorators of the decorated definition `statement`, in order: each
/// as what it names (`mcp.tool` of `@mcp.tool(…)`) and its arguments
/// when called ([`located`]'s).
pub(super) fn decorators<'tree>(statement: Node<'tree>) -> Vec<(Node<'tree>, Option<Node<'tree>>)> {
    // Its own decorators, not those of the definitions in its body.
    children(statement)
        .into_iter()
        .filter_map(decorator)
        .filter_map(|found| {
            let callee = found.node(Capture::AttributeName)?;
            Some((callee, found.node(Capture::AttributeArguments)))
        })
        .collect()
}

/// Whether `callee` is `<object>.<method>` (`mcp.tool`, `server.add_tool`).
pub(super) fn is_tool_method(text: &str, callee: Node<'_>, method: &str) -> bool {
    callee.kind() == "attribute"
        && callee
            .child_by_field_name("attribute")
            .is_some_and(|attribute| tree::text(text, attribute) == method)
}
