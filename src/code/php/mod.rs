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

use super::query::{self, Capture, Queries};
use super::registration::{Constants, Found, Place, Registration};
use super::tree;
use values::Reader;

/// The reader's queries: attributes on methods and classes, and
/// constants.
pub static QUERIES: Queries = Queries::placed(
    "src/code/php/forms.scm",
    include_str!("forms.scm"),
    || tree_sitter_php::LANGUAGE_PHP.into(),
    placed,
);

/// Where the query's matches must be (its patterns name no parent): an
/// attribute of a group of an attribute list, whose holder (a method, a
/// class, a function, a parameter) becomes its `@attribute.target`.
fn placed<'tree>(found: query::Found<'tree>, _: &str) -> Option<query::Found<'tree>> {
    let Some(attribute) = found.node(Capture::Attribute) else {
        return Some(found);
    };
    let group = attribute
        .parent()
        .filter(|group| group.kind() == "attribute_group")?;
    let list = group
        .parent()
        .filter(|list| list.kind() == "attribute_list")?;
    let target = list.parent()?;
    Some(found.with(Capture::AttributeTarget, target))
}

/// Reads the registrations of a parsed PHP file.
pub fn registrations<'t>(text: &'t str, root: Node<'_>, place: Option<Place<'t>>) -> Found<'t> {
    let reader = Reader::new(text, root).placed(place);
    let shapes = QUERIES.matches(root, text);
    let definitions = shapes
        .iter()
        .flat_map(|each| each.constants(text))
        .collect();
    let mut constants = Constants::new(text, definitions);
    let mut found: Vec<Registration<'t>> = shapes
        .iter()
        .filter_map(|each| sdk::tool_attribute(&reader, &mut constants, each))
        .collect();
    tree::preorder(root, |node| match node.kind() {
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
