//! Tools registered with the PHP MCP SDKs: the official `mcp/sdk` and
//! php-mcp's `php-mcp/server` (`#[McpTool(name: 'x', annotations: new
//! ToolAnnotations(readOnlyHint: true))]` on a method or an invokable
//! class, `Server::builder()->addTool(…)`, php-mcp's `->withTool(…)`), and
//! Laravel MCP's `Tool` subclasses (`laravel.rs`).
//!
//! Arguments are read by name or, written positionally, by the place the
//! SDK's constructor gives them (the two SDKs order `McpTool`'s and the
//! builder's parameters differently: the file's imports say which SDK it
//! is written for). A tool without `name` is named as the SDKs name it:
//! the method's name, or the class's short name for `__invoke`. Constants
//! of the file (`const READ_ONLY = true;`, `self::READ_ONLY`) are followed;
//! anything else leaves the tool unjudged.

mod laravel;
#[cfg(test)]
mod laravel_tests;
mod sdk;
#[cfg(test)]
mod sdk_tests;
mod values;

use tree_sitter::Node;

use super::registration::{Constants, Found, Place};
use super::tree::{self, children};
use values::Reader;

/// Reads the registrations of a parsed PHP file.
pub fn registrations<'t>(text: &'t str, root: Node<'_>, _: Option<Place<'t>>) -> Found<'t> {
    let reader = Reader::new(text, root);
    let mut constants = Constants::of_file(text, root, definitions);
    let mut found = Vec::new();
    tree::preorder(root, |node| match node.kind() {
        "attribute" => found.extend(sdk::tool_attribute(&reader, &mut constants, node)),
        "member_call_expression" | "nullsafe_member_call_expression" => {
            found.extend(sdk::builder_call(&reader, &mut constants, node));
        }
        "class_declaration" => {
            found.extend(laravel::tool_class(&reader, &mut constants, root, node));
        }
        _ => {}
    });
    // A builder chain is visited from its last call: tools in source order.
    found.sort_by_key(|registration| registration.holder.span.start());
    found
}

/// The file's constants, global (`const READ_ONLY = true;`) and of its
/// classes (`const READ_ONLY = true;` in a class body, read as
/// `self::READ_ONLY`): name to value node.
fn definitions<'a, 'b>(text: &'a str, root: Node<'b>) -> Vec<(&'a str, Node<'b>)> {
    let mut found = Vec::new();
    tree::preorder(root, |node| {
        if node.kind() != "const_element" {
            return;
        }
        let parts = children(node);
        if let (Some(name), Some(value)) = (parts.first(), parts.last())
            && name.kind() == "name"
            && value.id() != name.id()
        {
            found.push((tree::text(text, *name), *value));
        }
    });
    found
}
