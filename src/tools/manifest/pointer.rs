//! RFC 6901 JSON pointers for findings.

use std::ops::Range;

use crate::document::{Member, Value};

/// Appends one reference token to `base`, escaping `~` and `/`.
pub fn child(base: &str, token: &str) -> String {
    let mut pointer = String::with_capacity(base.len() + token.len() + 1);
    pointer.push_str(base);
    pointer.push('/');
    let mut rest = token;
    while let Some(at) = rest.find(['~', '/']) {
        pointer.push_str(&rest[..at]);
        pointer.push_str(if rest.as_bytes()[at] == b'~' {
            "~0"
        } else {
            "~1"
        });
        rest = &rest[at + 1..];
    }
    pointer.push_str(rest);
    pointer
}

/// Appends an array index to `base`.
pub fn item(base: &str, index: usize) -> String {
    let mut digits = itoa::Buffer::new();
    let index = digits.format(index);
    let mut pointer = String::with_capacity(base.len() + 1 + index.len());
    pointer.push_str(base);
    pointer.push('/');
    pointer.push_str(index);
    pointer
}

/// The node `pointer` designates in `root` (last occurrence of a repeated
/// key), and the object member holding it when it is one.
fn walk<'a, 'v>(
    root: &'v Value<'a>,
    pointer: &str,
) -> Option<(&'v Value<'a>, Option<&'v Member<'a>>)> {
    if pointer.is_empty() {
        return Some((root, None));
    }
    let mut node = root;
    let mut member = None;
    for token in pointer.strip_prefix('/')?.split('/') {
        let token = token.replace("~1", "/").replace("~0", "~");
        match node {
            Value::Object(object) => {
                let prop = object.last(&token)?;
                member = Some(prop);
                node = &prop.value;
            }
            Value::Array(array) => {
                node = array.items.get(token.parse::<usize>().ok()?)?;
                member = None;
            }
            _ => return None,
        }
    }
    Some((node, member))
}

/// The value `pointer` designates in `root`.
pub fn lookup<'a, 'v>(root: &'v Value<'a>, pointer: &str) -> Option<&'v Value<'a>> {
    walk(root, pointer).map(|(value, _)| value)
}

/// The span of the node `pointer` designates in `root`: the whole member
/// (key and value) for an object member, the value for an array element or
/// the root.
pub fn resolve(root: &Value<'_>, pointer: &str) -> Option<Range<usize>> {
    walk(root, pointer).map(|(value, member)| member.map_or_else(|| value.span(), Member::span))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn resolves_members_elements_and_the_root() {
        let text = r#"{"tools": [{"a/b": 1, "x": 2, "x": 3}]}"#;
        let root =
            crate::tools::parse::parse(text, crate::tools::parse::Dialect::Json).expect("parses");
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
        assert_eq!(child("/x", "~~//é~"), "/x/~0~0~1~1é~0");
        assert_eq!(child("/x", ""), "/x/");
        assert_eq!(item("/tools", 1024), "/tools/1024");
        assert_eq!(item("", 0), "/0");
    }
}
