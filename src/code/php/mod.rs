//! Tools registered with the PHP MCP SDKs: the official `mcp/sdk` and
//! php-mcp's `php-mcp/server` (`#[McpTool(name: 'x', annotations: new
//! ToolAnnotations(readOnlyHint: true))]` on a method or an invokable
//! class, `Server::builder()->addTool(…)`, php-mcp's `->withTool(…)`), and
//! Laravel MCP's `Tool` subclasses (`laravel.rs`), and the WordPress
//! abilities `wordpress/mcp-adapter` serves as tools (`abilities.rs`).
//!
//! Arguments are read by name or, written positionally, by the place the
//! SDK's constructor gives them (the two SDKs order `McpTool`'s and the
//! builder's parameters differently: the file's imports say which SDK it
//! is written for). A tool without `name` is named as the SDKs name it:
//! the method's name, or the class's short name for `__invoke`. Constants
//! of the file (`const READ_ONLY = true;`, `self::READ_ONLY`) are followed;
//! anything else leaves the tool unjudged.

mod abilities;
mod forms;
mod laravel;
#[cfg(test)]
mod laravel_tests;
mod sdk;
#[cfg(test)]
mod sdk_tests;
mod values;

use tree_sitter::Node;

use super::registration::{Constants, Found, Place, Registration};
use super::tree;
use values::Reader;

pub use forms::located;

/// Reads the registrations of a parsed PHP file.
pub fn registrations<'t>(text: &'t str, root: Node<'_>, place: Option<Place<'t>>) -> Found<'t> {
    let reader = Reader::new(text, root).placed(place);
    let shapes = forms::located(root, text);
    let definitions = shapes
        .iter()
        .flat_map(|each| each.constants(text))
        .collect();
    let mut constants = Constants::new(text, definitions);
    let mut found: Vec<Registration<'t>> = shapes
        .iter()
        .filter_map(|each| sdk::tool_attribute(&reader, &mut constants, each))
        .collect();
    let abilities = text.contains(abilities::FUNCTION);
    // A builder call names `addTool` or `withTool`, a class is declared
    // with its keyword (in any case, as PHP's keywords are), and an
    // ability is registered by its function: only the paths to where one
    // is written are walked.
    let mut offsets = tree::offsets_of(text, &["Tool", abilities::FUNCTION]);
    offsets.extend(tree::offsets_of(&text.to_ascii_lowercase(), &["class"]));
    offsets.sort_unstable();
    tree::preorder_holding(root, &offsets, |node| match node.kind() {
        "member_call_expression" | "nullsafe_member_call_expression" => {
            found.extend(sdk::builder_call(&reader, &mut constants, node));
        }
        "class_declaration" => {
            found.extend(laravel::tool_class(&reader, &mut constants, root, node));
        }
        "function_call_expression" if abilities => {
            found.extend(abilities::ability(&reader, &mut constants, node));
        }
        _ => {}
    });
    // A builder chain is visited from its last call: tools in source order.
    found.sort_by_key(|registration| registration.holder.span.start());
    found
}
