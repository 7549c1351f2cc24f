//! RFC 6901 JSON pointers for findings.

use std::ops::Range;

use jsonc_parser::ast::Value;

use super::object::{last, span};

/// Appends one reference token to `base`, escaping `~` and `/`.
pub fn child(base: &str, token: &str) -> String {
    let mut pointer = String::with_capacity(base.len() + token.len() + 1);
    pointer.push_str(base);
    pointer.push('/');
    for ch in token.chars() {
        match ch {
            '~' => pointer.push_str("~0"),
            '/' => pointer.push_str("~1"),
            _ => pointer.push(ch),
        }
    }
    pointer
}

/// The value `pointer` designates in `root` (last occurrence of a repeated
/// key).
pub fn lookup<'a, 'v>(root: &'v Value<'a>, pointer: &str) -> Option<&'v Value<'a>> {
    if pointer.is_empty() {
        return Some(root);
    }
    let mut node = root;
    for token in pointer.strip_prefix('/')?.split('/') {
        let token = token.replace("~1", "/").replace("~0", "~");
        node = match node {
            Value::Object(object) => &last(object, &token)?.value,
            Value::Array(array) => array.elements.get(token.parse::<usize>().ok()?)?,
            _ => return None,
        };
    }
    Some(node)
}

/// The span of the node `pointer` designates in `root`: the whole member
/// (key and value, last occurrence) for an object member, the value for an
/// array element or the root.
pub fn resolve(root: &Value<'_>, pointer: &str) -> Option<Range<usize>> {
    if pointer.is_empty() {
        return Some(span(root));
    }
    let mut node = root;
    let mut found = span(root);
    for token in pointer.strip_prefix('/')?.split('/') {
        let token = token.replace("~1", "/").replace("~0", "~");
        match node {
            Value::Object(object) => {
                let prop = last(object, &token)?;
                found = span(prop);
                node = &prop.value;
            }
            Value::Array(array) => {
                node = array.elements.get(token.parse::<usize>().ok()?)?;
                found = span(node);
            }
            _ => return None,
        }
    }
    Some(found)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn resolves_members_elements_and_the_root() {
        let text = r#"{"tools": [{"a/b": 1, "x": 2, "x": 3}]}"#;
        let root = crate::parse::parse(text, crate::parse::Dialect::Json).expect("parses");
        let at = |pointer: &str| resolve(&root, pointer).map(|range| &text[range]);
        assert_eq!(at("/tools/0/a~1b"), Some(r#""a/b": 1"#));
        assert_eq!(at("/tools/0/x"), Some(r#""x": 3"#));
        assert_eq!(at("/tools/0"), Some(r#"{"a/b": 1, "x": 2, "x": 3}"#));
        assert_eq!(at(""), Some(text));
        assert_eq!(at("/tools/9"), None);
    }

    #[test]
    fn escapes_tilde_and_slash() {
        assert_eq!(child("/tools/0", "a/b~c"), "/tools/0/a~1b~0c");
        assert_eq!(child("", "3"), "/3");
    }
}
