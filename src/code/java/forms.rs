//! The fixed shape the Java reader locates, found by a walk of the paths
//! to where `Tool` is written rather than a tree-sitter query: compiling a
//! query against Java's grammar analyses its parse table first (13 M
//! instructions once per process), and the query's cursor visits every
//! node of the file, where every tool annotation's name holds `Tool`.
//!
//! The walk gives what `forms.scm` gave, with the captures of
//! [`crate::code::query`]: a tool annotation among a method's modifiers,
//! Spring AI's `@McpTool(…)` and Quarkus's `@Tool(…)` (which `@Tool` is
//! Quarkus's, the reader tells from the imports), bare or fully
//! qualified, with arguments or without, and the method as its target.

use tree_sitter::Node;

use crate::code::query::{Found, written_as};
use crate::code::tree;

/// The tool annotations on methods under `root`, in source order.
pub fn located<'tree>(root: Node<'tree>, text: &str) -> Vec<Found<'tree>> {
    let mut found = Vec::new();
    let offsets = tree::offsets_of(text, &["Tool"]);
    tree::preorder_holding(root, &offsets, |node| {
        found.extend(tool_annotation(node, text));
    });
    found
}

/// `node`, when it is a tool annotation on a method: the annotation, its
/// name, its arguments when written, and the method as its target.
fn tool_annotation<'tree>(node: Node<'tree>, text: &str) -> Option<Found<'tree>> {
    let arguments = match node.kind() {
        "annotation" => Some(
            node.child_by_field_name("arguments")
                .filter(|arguments| arguments.kind() == "annotation_argument_list")?,
        ),
        "marker_annotation" => None,
        _ => return None,
    };
    let name = node.child_by_field_name("name")?;
    if !names_a_tool(tree::text(text, name)) {
        return None;
    }
    let modifiers = node
        .parent()
        .filter(|modifiers| modifiers.kind() == "modifiers")?;
    let method = modifiers
        .parent()
        .filter(|method| method.kind() == "method_declaration")?;
    Some(Found::attribute(node, name, arguments, method))
}

/// Whether an annotation's name is a tool annotation's: `McpTool` or
/// `Tool`, bare or after a package.
fn names_a_tool(name: &str) -> bool {
    written_as(name, &["McpTool", "Tool"], &['.'])
}
