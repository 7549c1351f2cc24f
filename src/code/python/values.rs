//! Python's string literals, decoded (raw strings kept as written; bytes
//! and f-strings with interpolation are not literals).

use std::borrow::Cow;

use tree_sitter::Node;

use crate::code::tree::{self, children, spot};
use crate::document::Str;

/// The text of a Python string literal without interpolation.
pub(super) fn literal_string(text: &str, node: Node<'_>) -> Option<String> {
    string(text, node).map(|found| found.value.into_owned())
}

/// A Python string literal without interpolation, decoded.
pub(super) fn string<'t>(text: &'t str, node: Node<'_>) -> Option<Str<'t>> {
    let parts = children(node);
    let start = parts.iter().find(|part| part.kind() == "string_start")?;
    let end = parts.iter().find(|part| part.kind() == "string_end")?;
    let prefix = tree::text(text, *start)
        .trim_end_matches(['"', '\''])
        .to_ascii_lowercase();
    if prefix.contains('b') || parts.iter().any(|part| part.kind() == "interpolation") {
        return None;
    }
    let body = text.get(start.end_byte()..end.start_byte())?;
    let value = if prefix.contains('r') {
        Cow::Borrowed(body)
    } else {
        tree::unescape(body)
    };
    Some(Str {
        value,
        span: spot(node),
    })
}
