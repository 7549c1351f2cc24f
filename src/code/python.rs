//! Python registrations (stub).
use tree_sitter::Node;
use super::registration::Registration;
pub fn registrations<'t>(_text: &'t str, _root: Node<'_>) -> Vec<Registration<'t>> { Vec::new() }
