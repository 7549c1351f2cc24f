//! Tools registered with the Swift MCP SDKs (in progress: the reader
//! reads nothing yet, and no extension chooses the language).

use tree_sitter::Node;

use super::registration::{Place, Registration};

/// Whether `text` can hold a registration this reader reads.
pub fn might_register(text: &str) -> bool {
    ["Tool(", "ListTools"]
        .iter()
        .any(|needle| text.contains(needle))
}

/// Reads the registrations of a parsed Swift file.
pub fn registrations<'t>(
    _text: &'t str,
    _root: Node<'_>,
    _place: Option<Place<'t>>,
) -> Vec<Registration<'t>> {
    Vec::new()
}
