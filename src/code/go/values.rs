//! Go's literals: strings decoded, a composite literal's elements.

use std::borrow::Cow;

use tree_sitter::Node;

use crate::code::tree::{self, spot};
use crate::document::{Object, Str, Value};

/// mcp-go's package path.
pub const MCP_GO: &str = "github.com/mark3labs/mcp-go/mcp";
/// The official Go SDK's package path.
pub const OFFICIAL: &str = "github.com/modelcontextprotocol/go-sdk/mcp";

/// The expression inside a `literal_element`.
pub(super) fn element(node: Node<'_>) -> Node<'_> {
    match node.kind() {
        "literal_element" => node.named_child(0).unwrap_or(node),
        _ => node,
    }
}

/// A Go string literal, decoded.
pub(super) fn string<'t>(text: &'t str, node: Node<'_>) -> Option<Str<'t>> {
    let written = tree::text(text, node);
    let value = match node.kind() {
        "raw_string_literal" => Cow::Borrowed(written.get(1..written.len().checked_sub(1)?)?),
        "interpreted_string_literal" => {
            tree::unescape(written.get(1..written.len().checked_sub(1)?)?)
        }
        _ => return None,
    };
    Some(Str {
        value,
        span: spot(node),
    })
}

/// Where a tool literal's `Annotations` object is, when it is one.
pub(super) fn annotated(holder: &Object<'_>) -> Option<std::ops::Range<usize>> {
    holder
        .members
        .iter()
        .find(|member| member.key.value == "annotations")
        .filter(|member| matches!(member.value, Value::Object(_)))
        .map(|member| member.value.span())
}
