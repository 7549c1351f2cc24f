//! Swift labels in their declaration order: a Swift call's labelled
//! arguments must follow the order its parameters are declared in, so a
//! new label goes before the first written label declared after it, and
//! only the labels declared after every written one go at the end (where
//! [`super::code`] writes them for [`NamedStyle::Colon`]).
//!
//! [`NamedStyle::Colon`]: crate::document::NamedStyle::Colon

use crate::document::spelling::member_alone;
use crate::document::{CodeSyntax, Object};

use crate::fix::Edit;
use crate::fix::braced::{indent_before, newline};

/// The labels of the swift-sdk's initializers hintlint writes, in one
/// order both keep (read from swift-sdk 0.12.0): `Tool(name:title:
/// description:inputSchema:annotations:outputSchema:icons:_meta:)` and
/// `Tool.Annotations(title:readOnlyHint:destructiveHint:idempotentHint:
/// openWorldHint:)`. The hints are only the second's labels, and
/// `description`… only the first's, so one list orders both.
const DECLARATION_ORDER: [&str; 12] = [
    "name",
    "title",
    "readOnlyHint",
    "destructiveHint",
    "idempotentHint",
    "openWorldHint",
    "description",
    "inputSchema",
    "annotations",
    "outputSchema",
    "icons",
    "_meta",
];

/// Where `key` is declared, if hintlint knows the label.
fn rank(key: &str) -> Option<usize> {
    DECLARATION_ORDER.iter().position(|known| *known == key)
}

/// `members` in declaration order (labels hintlint does not know last, as
/// given).
pub fn in_declaration_order<'a, 'm, T>(members: &'a [(&'m str, T)]) -> Vec<&'a (&'m str, T)> {
    let mut ordered: Vec<&(&'m str, T)> = members.iter().collect();
    ordered.sort_by_key(|(key, _)| rank(key).unwrap_or(usize::MAX));
    ordered
}

/// The edits that write each of `members` before the first label of
/// `object` declared after it, and the members declared after every
/// written label (in declaration order), which go after the last
/// argument.
pub fn before_later_labels<'m>(
    text: &str,
    object: &Object<'_>,
    syntax: CodeSyntax,
    members: &[(&'m str, String)],
) -> (Vec<Edit>, Vec<(&'m str, String)>) {
    let inside = object.span.range();
    // The written labels hintlint knows, in source order.
    let written: Vec<(usize, usize)> = object
        .members
        .iter()
        .filter(|member| {
            let key = member.key.span.range();
            inside.start < key.start && key.end <= inside.end && !key.is_empty()
        })
        .filter_map(|member| Some((member.key.span.start(), rank(&member.key.value)?)))
        .collect();
    let mut before: Vec<(usize, Vec<String>)> = Vec::new();
    let mut rest = Vec::new();
    for &(key, ref value) in in_declaration_order(members) {
        let later = rank(key).and_then(|declared| {
            written
                .iter()
                .find(|(_, written)| *written > declared)
                .map(|(at, _)| *at)
        });
        match later {
            Some(at) => {
                let argument = member_alone(text, syntax, key, value);
                match before.iter_mut().find(|(start, _)| *start == at) {
                    Some((_, arguments)) => arguments.push(argument),
                    None => before.push((at, vec![argument])),
                }
            }
            None => rest.push((key, value.clone())),
        }
    }
    let edits = before
        .into_iter()
        .map(|(at, arguments)| insert_before(text, inside.start, at, &arguments))
        .collect();
    (edits, rest)
}

/// The edit that writes `arguments` before the label at `at`: each on a
/// line of its own above it (and above the comment lines right before it)
/// when the label starts its line, else on its line before it.
fn insert_before(text: &str, open: usize, at: usize, arguments: &[String]) -> Edit {
    let Some(indent) = indent_before(text, at) else {
        let written: String = arguments
            .iter()
            .map(|argument| format!("{argument}, "))
            .collect();
        return Edit::insert(at, written);
    };
    let newline = newline(text);
    let mut line_start = at - indent.len();
    // A comment right above the label is about it: it stays with it.
    while let Some(previous) = previous_line(text, line_start)
        && previous.start > open
        && text[previous.clone()].trim_start().starts_with("//")
    {
        line_start = previous.start;
    }
    let written: String = arguments
        .iter()
        .map(|argument| format!("{indent}{argument},{newline}"))
        .collect();
    Edit::insert(line_start, written)
}

/// The line before the one starting at `line_start`, without its line
/// end.
fn previous_line(text: &str, line_start: usize) -> Option<std::ops::Range<usize>> {
    let before = text.get(..line_start)?;
    let end = before.trim_end_matches('\n').trim_end_matches('\r').len();
    if end == line_start {
        return None;
    }
    let start = text[..end].rfind(['\n', '\r']).map_or(0, |at| at + 1);
    Some(start..end)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::document::{Layout, Member, NamedStyle, Spot, Str, Value};

    fn labels(text: &str, labels: &[&str]) -> Object<'static> {
        let members = labels
            .iter()
            .map(|label| {
                let at = text.find(&format!("{label}:")).unwrap_or(0);
                Member {
                    key: Str {
                        value: label.to_string().into(),
                        span: Spot::of(at..at + label.len()),
                    },
                    value: Value::Null(Spot::of(at..at)),
                }
            })
            .collect();
        let open = text.find('(').unwrap_or(0);
        Object {
            span: Spot::of(open..text.len()),
            members,
            layout: Layout::Code(Box::new(SYNTAX)),
        }
    }

    const SYNTAX: CodeSyntax = CodeSyntax::Named {
        style: NamedStyle::Labels,
        last_argument: None,
        annotations_type: ".init",
        annotations_key: "annotations",
    };

    fn fixed(text: &str, written: &[&str], new: &[&str]) -> (String, Vec<String>) {
        let object = labels(text, written);
        let members: Vec<(&str, String)> =
            new.iter().map(|key| (*key, "true".to_owned())).collect();
        let (edits, rest) = before_later_labels(text, &object, SYNTAX, &members);
        let mut edits = edits;
        edits.sort_by_key(|edit| std::cmp::Reverse(edit.span.start));
        let mut out = text.to_owned();
        for edit in &edits {
            out.replace_range(edit.span.clone(), &edit.content);
        }
        (
            out,
            rest.into_iter().map(|(key, _)| key.to_owned()).collect(),
        )
    }

    #[test]
    fn a_label_goes_before_the_first_declared_after_it() {
        let (out, rest) = fixed(
            ".init(destructiveHint: false)",
            &["destructiveHint"],
            &["openWorldHint", "readOnlyHint", "idempotentHint"],
        );
        assert_eq!(out, ".init(readOnlyHint: true, destructiveHint: false)");
        assert_eq!(rest, ["idempotentHint", "openWorldHint"]);
    }

    #[test]
    fn a_label_on_its_own_line_gets_a_line_above_its_comments() {
        let text = ".init(\n    title: \"T\",\n    // why\n    openWorldHint: false\n)";
        let (out, rest) = fixed(text, &["title", "openWorldHint"], &["idempotentHint"]);
        assert_eq!(
            out,
            ".init(\n    title: \"T\",\n    idempotentHint: true,\n    // why\n    openWorldHint: false\n)"
        );
        assert!(rest.is_empty());
    }

    #[test]
    fn annotations_go_before_the_output_schema() {
        let text = "Tool(name: \"a\", description: nil, inputSchema: .null, outputSchema: .null)";
        let (out, rest) = fixed(
            text,
            &["name", "description", "inputSchema", "outputSchema"],
            &["annotations"],
        );
        assert_eq!(
            out,
            "Tool(name: \"a\", description: nil, inputSchema: .null, annotations: true, outputSchema: .null)"
        );
        assert!(rest.is_empty());
        let (_, rest) = fixed(
            "Tool(name: \"a\", inputSchema: .null)",
            &["name", "inputSchema"],
            &["annotations"],
        );
        assert_eq!(rest, ["annotations"]);
    }
}
