//! The fixed shapes the C# reader locates, found by one walk of the tree
//! rather than a tree-sitter query: compiling any query against C#'s
//! grammar analyses its parse table first, about 80 M instructions once
//! per process, more than parsing every C# file of the 3,000-file
//! benchmark tree, where a walk costs what the query's cursor costs.
//!
//! The walk gives what `forms.scm` gave, with the captures of
//! [`crate::code::query`]: `[McpServerTool(…)]` and McpPlugin's
//! `[AiTool(…)]`/`[McpPluginTool(…)]` (written with or without
//! the `Attribute` suffix, bare or qualified) in the attribute list of a
//! method or a local function, and each declarator of a declaration
//! written `const` (a field or a local) with its value.

use tree_sitter::Node;

use crate::code::query::{Found, written_as};
use crate::code::tree::{self, children};

/// The tool attributes and the `const` declarators under `root`, in
/// source order.
pub fn located<'tree>(root: Node<'tree>, text: &str) -> Vec<Found<'tree>> {
    let mut found = Vec::new();
    tree::preorder(root, |node| {
        let each = match node.kind() {
            "attribute" => tool_attribute(node, text),
            "variable_declarator" => constant(node, text),
            _ => None,
        };
        found.extend(each);
    });
    found
}

/// `node`, an attribute, when it is `McpServerTool` on a method or a
/// local function: the attribute, its name, its arguments when written,
/// and the declaration as its target.
fn tool_attribute<'tree>(node: Node<'tree>, text: &str) -> Option<Found<'tree>> {
    let name = node.child_by_field_name("name")?;
    if !names_the_tool(tree::text(text, name)) {
        return None;
    }
    let list = node
        .parent()
        .filter(|list| list.kind() == "attribute_list")?;
    let target = list.parent().filter(|target| {
        matches!(
            target.kind(),
            "method_declaration" | "local_function_statement"
        )
    })?;
    let mut cursor = node.walk();
    let arguments = node.named_children(&mut cursor).find(|child| {
        child.kind() == "attribute_argument_list" && child.start_byte() >= name.end_byte()
    });
    Some(Found::attribute(node, name, arguments, target))
}

/// Whether an attribute's name is a tool attribute: the SDK's
/// `McpServerTool`, or McpPlugin's `AiTool` and its alias `McpPluginTool`,
/// with or without the `Attribute` suffix, bare or after a `.` or `::`
/// qualifier.
fn names_the_tool(name: &str) -> bool {
    written_as(
        name,
        &[
            "McpServerTool",
            "McpServerToolAttribute",
            "AiTool",
            "AiToolAttribute",
            "McpPluginTool",
            "McpPluginToolAttribute",
        ],
        &['.', ':'],
    )
}

/// `node`, a variable declarator, when its declaration is written `const`:
/// its name and its value (the declarator's last named child).
fn constant<'tree>(node: Node<'tree>, text: &str) -> Option<Found<'tree>> {
    let name = node
        .child_by_field_name("name")
        .filter(|name| name.kind() == "identifier")?;
    let count = u32::try_from(node.named_child_count()).ok()?;
    let value = node
        .named_child(count.checked_sub(1)?)
        .filter(|value| value.start_byte() >= name.end_byte() && value.id() != name.id())?;
    let declaration = node
        .parent()
        .filter(|declaration| declaration.kind() == "variable_declaration")?;
    let written_const = children(declaration.parent()?).into_iter().any(|modifier| {
        modifier.kind() == "modifier"
            && modifier.end_byte() <= declaration.start_byte()
            && tree::text(text, modifier) == "const"
    });
    written_const.then(|| Found::constant(name, value))
}
