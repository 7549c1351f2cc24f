//! The `# hintlint-allow(rule): reason` comments of a YAML text. The YAML
//! parser drops comments, so they are found in the text: a `#` at the
//! start of a line or after a space or tab, followed by `hintlint-allow`,
//! that lies inside no scalar (or unread subtree) of the document.

use std::ops::Range;

use super::reading::LineComment;
use super::value::Value;

/// What an allow comment starts with.
const NEEDLE: &[u8] = b"hintlint-allow";

/// Every allow comment of `text`, whose document is `root`.
pub fn allow_comments(text: &str, root: &Value<'_>) -> Vec<LineComment> {
    let bytes = text.as_bytes();
    let mut candidates = memchr::memmem::find_iter(bytes, NEEDLE).peekable();
    if candidates.peek().is_none() {
        return Vec::new();
    }
    let mut opaque = Vec::new();
    collect_opaque(root, &mut opaque);
    candidates
        .filter_map(|at| {
            let line_start = text[..at].rfind(['\n', '\r']).map_or(0, |end| end + 1);
            let before = text[line_start..at].trim_end_matches([' ', '\t']);
            let hash = line_start + before.strip_suffix('#')?.len();
            let starts_a_comment = hash == line_start || matches!(bytes[hash - 1], b' ' | b'\t');
            let in_a_scalar = opaque
                .iter()
                .any(|span| span.start <= hash && hash < span.end);
            if !starts_a_comment || in_a_scalar {
                return None;
            }
            let end = text[hash..]
                .find(['\n', '\r'])
                .map_or(text.len(), |length| hash + length);
            Some(LineComment {
                span: hash..end,
                text: text[hash + 1..end].to_owned(),
                marker: "#",
            })
        })
        .collect()
}

/// The spans in which a `#` is text, not a comment: scalars (keys too)
/// and the subtrees the reader did not build.
fn collect_opaque(value: &Value<'_>, spans: &mut Vec<Range<usize>>) {
    match value {
        Value::Object(object) => {
            for member in &object.members {
                spans.push(member.key.span.range());
                collect_opaque(&member.value, spans);
            }
        }
        Value::Array(array) => array
            .items
            .iter()
            .for_each(|item| collect_opaque(item, spans)),
        Value::String(string) => spans.push(string.span.range()),
        Value::Number(number) => spans.push(number.span.range()),
        Value::Skipped(_, span) => spans.push(span.range()),
        Value::Bool(..) | Value::Null(_) | Value::Undefined(_) => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::document::json::Build;
    use crate::document::yaml;

    fn comments(text: &str) -> Vec<String> {
        let root = yaml::read(text, Build::Manifest).expect("YAML");
        allow_comments(text, &root)
            .into_iter()
            .map(|comment| comment.text)
            .collect()
    }

    #[test]
    fn only_real_comments_are_allows() {
        let text = "\
# hintlint-allow(missing-annotation): generated
name: a # hintlint-allow(unsound-claim): appends only
quoted: \"# hintlint-allow(unsound-claim): in a string\"
block: |
  # hintlint-allow(unsound-claim): in a block scalar
tag: a#hintlint-allow(x)
";
        assert_eq!(
            comments(text),
            [
                " hintlint-allow(missing-annotation): generated",
                " hintlint-allow(unsound-claim): appends only"
            ]
        );
        assert!(comments("name: a\n").is_empty());
    }
}
