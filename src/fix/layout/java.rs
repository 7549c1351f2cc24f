//! Edits in the Java SDK's builder chains and positional record
//! (`McpSchema.Tool.builder()….build()`,
//! `McpSchema.ToolAnnotations.builder().readOnlyHint(true).build()`, `new
//! McpSchema.ToolAnnotations("T", true, null, …)`): a new member is a call
//! inserted before the chain's `.build()`, on a line of its own when the
//! chain's calls start lines; a removed call goes with the line break
//! before it; a removed member of the record becomes `null`, which the SDK
//! leaves out.

use crate::document::spelling::member_alone;
use crate::document::{CodeSyntax, Member, Object};

use crate::fix::Edit;
use crate::fix::braced::chain_line;

/// `McpSchema.ToolAnnotations.builder()` (the record named `name`)
/// followed by a call per member and `.build()`: new annotations as a Java
/// file writes them.
pub fn new_annotations(text: &str, name: &str, members: &[(&str, String)]) -> String {
    let syntax = CodeSyntax::JavaBuilder { qualified: true };
    let mut out = format!("{name}.builder()");
    for (key, value) in members {
        out.push_str(&member_alone(text, syntax, key, value));
    }
    out.push_str(".build()");
    out
}

/// The calls that add `members` to the builder chain `object` (whose span
/// ends before its `.build()`): on lines of their own, indented like the
/// chain's last call, when that call starts a line.
pub fn insert_calls(
    text: &str,
    object: &Object<'_>,
    syntax: CodeSyntax,
    members: &[(&str, String)],
) -> Vec<Edit> {
    let line_break = chain_line(text.get(object.span.range()).unwrap_or(""));
    let mut out = String::new();
    for (key, value) in members {
        let Some((newline, indent)) = line_break else {
            out.push_str(&member_alone(text, syntax, key, value));
            continue;
        };
        out.push_str(newline);
        out.push_str(indent);
        // New annotations in a chain of lines are a chain of lines too,
        // one level in.
        let inner = format!("{newline}{indent}{CONTINUATION}");
        let value = split_calls(value).join(&inner);
        out.push_str(&member_alone(text, syntax, key, &value));
    }
    // After a comment that ends the chain's last line, not before it.
    let end = object.span.end();
    let rest = text.get(end..).unwrap_or("");
    let line_end = rest.find(['\n', '\r']).unwrap_or(rest.len());
    let at = if line_break.is_some() && rest[..line_end].trim_start().starts_with("//") {
        end + line_end
    } else {
        end
    };
    vec![Edit::insert(at, out)]
}

/// What a chain of lines is indented by inside a call's argument.
const CONTINUATION: &str = "        ";

/// A one-line chain (`T.builder().a(x).build()`) split before each call
/// outside parentheses and strings; anything else whole.
fn split_calls(chain: &str) -> Vec<&str> {
    let mut links = Vec::new();
    let (mut depth, mut start, mut in_string) = (0usize, 0, false);
    let mut escaped = false;
    for (at, byte) in chain.bytes().enumerate() {
        match byte {
            _ if escaped => escaped = false,
            b'\\' if in_string => escaped = true,
            b'"' => in_string = !in_string,
            b'(' if !in_string => depth += 1,
            b')' if !in_string => depth = depth.saturating_sub(1),
            b'.' if !in_string && depth == 0 && at > start && chain[..at].ends_with(')') => {
                links.push(&chain[start..at]);
                start = at;
            }
            _ => {}
        }
    }
    links.push(&chain[start..]);
    links
}

/// Removes the builder call `.key(value)` that sets `member`, with the
/// spaces and line break before it.
pub fn remove_call(text: &str, member: &Member<'_>) -> Vec<Edit> {
    let Some(before) = text.get(..member.key.span.start()) else {
        return Vec::new();
    };
    let Some(dot) = before.trim_end().strip_suffix('.') else {
        return Vec::new();
    };
    let start = dot.trim_end_matches([' ', '\t', '\r', '\n']).len();
    let value_end = member.value.span().end;
    let Some(close) = text.get(value_end..).and_then(|after| after.find(')')) else {
        return Vec::new();
    };
    vec![Edit::delete(start..value_end + close + 1)]
}

/// Removes a member of the positional record: its value becomes `null`.
pub fn null_argument(member: &Member<'_>) -> Vec<Edit> {
    vec![Edit::replace(member.value.span(), "null")]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::document::{Layout, Spot, Str, Value};

    fn builder(end: usize) -> Object<'static> {
        Object {
            span: Spot::of(0..end),
            members: Vec::new(),
            layout: Layout::Code(Box::new(CodeSyntax::JavaBuilder { qualified: true })),
        }
    }

    #[test]
    fn calls_go_before_build_on_lines_like_the_chain() {
        let syntax = CodeSyntax::JavaBuilder { qualified: true };
        let members = [("destructiveHint", "false".to_owned())];
        let one_line = "ToolAnnotations.builder().readOnlyHint(true).build()";
        let end = one_line.len() - ".build()".len();
        let edits = insert_calls(one_line, &builder(end), syntax, &members);
        assert_eq!(edits, vec![Edit::insert(end, ".destructiveHint(false)")]);
        let lines = "Tool.builder()\n        .name(\"a\")\n        .build()";
        let end = lines.len() - "\n        .build()".len();
        let edits = insert_calls(lines, &builder(end), syntax, &members);
        assert_eq!(
            edits,
            vec![Edit::insert(end, "\n        .destructiveHint(false)")]
        );
    }

    #[test]
    fn new_annotations_in_a_chain_of_lines_take_lines() {
        let syntax = CodeSyntax::JavaBuilder { qualified: true };
        let text = "Tool.builder()\n    .name(\"a.b\") // the name\n    .build()";
        let end = text.find(" //").unwrap_or(0);
        let value = new_annotations(
            text,
            "McpSchema.ToolAnnotations",
            &[("readOnlyHint", "true".to_owned())],
        );
        let edits = insert_calls(text, &builder(end), syntax, &[("annotations", value)]);
        let at = text.find("\n    .build").unwrap_or(0);
        assert_eq!(
            edits,
            vec![Edit::insert(
                at,
                "\n    .annotations(McpSchema.ToolAnnotations.builder()\n            .readOnlyHint(true)\n            .build())"
            )]
        );
        assert_eq!(split_calls("t(\"a.b\").c()"), vec!["t(\"a.b\")", ".c()"]);
    }

    #[test]
    fn new_annotations_are_a_builder_chain() {
        let members = [
            ("readOnlyHint", "true".to_owned()),
            ("openWorldHint", "false".to_owned()),
        ];
        assert_eq!(
            new_annotations("", "McpSchema.ToolAnnotations", &members),
            "McpSchema.ToolAnnotations.builder().readOnlyHint(true).openWorldHint(false).build()"
        );
        assert_eq!(
            new_annotations("", "ToolAnnotations", &members[..1]),
            "ToolAnnotations.builder().readOnlyHint(true).build()"
        );
    }

    #[test]
    fn a_removed_call_takes_its_line() {
        let text = "b()\n    .readOnlyHint(true)\n    .destructiveHint(false)\n    .build()";
        let key = text.find("destructiveHint").unwrap_or(0);
        let value = text.find("false").unwrap_or(0);
        let member = Member {
            key: Str {
                value: "destructiveHint".into(),
                span: Spot::of(key..key + "destructiveHint".len()),
            },
            value: Value::Bool(false, Spot::of(value..value + 5)),
        };
        let edits = remove_call(text, &member);
        let start = text.find("\n    .destructiveHint").unwrap_or(0);
        assert_eq!(edits, vec![Edit::delete(start..value + 6)]);
    }
}
