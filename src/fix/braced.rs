//! Edits inside one pair of delimiters, shared by the JSON layout and the
//! braced syntaxes of source code (objects, dicts, struct literals, call
//! arguments): the style of the text around an object, new objects, and
//! members inserted and removed with their commas and comments kept.

use std::ops::Range;

use crate::document::Object;

use super::Edit;
use super::trivia::{self, BlockComments, Trivia};

/// The conventions of one file, read off its text around an object.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Style<'t> {
    /// `"\r\n"`, `"\n"` or `"\r"`.
    pub newline: &'static str,
    /// What separates a key from its value, e.g. `": "` or `":"`.
    pub colon: &'t str,
    /// What separates members on one line, e.g. `", "` or `","`.
    pub comma: &'t str,
}

impl Style<'static> {
    /// `": "` and `", "` on `\n` lines: the style of a new one-line object.
    pub fn plain() -> Style<'static> {
        Style {
            newline: "\n",
            colon: ": ",
            comma: ", ",
        }
    }
}

impl<'t> Style<'t> {
    /// The style of `text`, with spacing read off `object`'s members.
    pub fn of(text: &'t str, object: &Object<'_>) -> Style<'t> {
        let colon = object
            .members
            .first()
            .and_then(|prop| text.get(prop.key.span.end()..prop.value.span().start))
            .filter(|between| is_plain(between) && between.contains(':'))
            .unwrap_or(": ");
        let compact = if colon == ":" { "," } else { ", " };
        let comma = match object.members.as_slice() {
            [first, second, ..] => match text.get(first.span().end..second.span().start) {
                Some(between) if is_plain(between) && !between.contains(['\n', '\r']) => between,
                _ => compact,
            },
            _ => compact,
        };
        Style {
            newline: newline(text.get(object.span.range()).unwrap_or(text)),
            colon,
            comma,
        }
    }
}

/// Whitespace and punctuation only: no comment sits in the text.
fn is_plain(text: &str) -> bool {
    // (A byte scan: these texts are a few bytes, too short for a searcher.)
    !text
        .as_bytes()
        .windows(2)
        .any(|pair| pair[0] == b'/' && matches!(pair[1], b'/' | b'*'))
}

/// The line ending of `text` (an object, or a file): the first one found,
/// `\n` when there is none.
pub fn newline(text: &str) -> &'static str {
    match text.find(['\n', '\r']) {
        Some(at) if text[at..].starts_with("\r\n") => "\r\n",
        Some(at) if text[at..].starts_with('\r') => "\r",
        _ => "\n",
    }
}

/// When the last line of `chain` (a builder chain's text) starts with a
/// call (`.name(…)`): the chain's line ending and that line's indent, which
/// new calls take on lines of their own (Java's and Rust's builders).
pub fn chain_line(chain: &str) -> Option<(&'static str, &str)> {
    let line = &chain[chain.rfind(['\n', '\r'])? + 1..];
    let spaces = line.len() - line.trim_start_matches([' ', '\t']).len();
    line[spaces..]
        .starts_with('.')
        .then(|| (newline(chain), &line[..spaces]))
}

/// The whitespace before `offset` on its line, when only whitespace
/// precedes it there (the member starts its own line). Looks back only as
/// far as the indentation goes, so it costs nothing on a minified line.
pub(crate) fn indent_before(text: &str, offset: usize) -> Option<&str> {
    let before = &text.as_bytes()[..offset];
    let width = before
        .iter()
        .rev()
        .take_while(|byte| **byte == b' ' || **byte == b'\t')
        .count();
    let start = offset - width;
    match start.checked_sub(1).map(|at| before[at]) {
        None | Some(b'\n' | b'\r') => Some(&text[start..offset]),
        Some(_) => None,
    }
}

/// A JSON string literal for `text`.
pub fn quote(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 2);
    push_quoted(&mut out, text);
    out
}

pub use crate::document::spelling::push_quoted;

/// How one member is written: appends `key` and `value` in `style` to
/// the output.
pub(crate) type WriteMember<'w> = &'w dyn Fn(&mut String, &str, &str, &Style<'_>);

/// `"key": value` in `style`, appended to `out`.
pub(crate) fn push_member(out: &mut String, key: &str, value: &str, style: &Style<'_>) {
    push_quoted(out, key);
    out.push_str(style.colon);
    out.push_str(value);
}

/// [`super::layout::new_object`] for braced syntaxes: members written by `write`, the
/// object opened and closed by `braces` when it fits on one line.
pub(crate) fn new_braced_object(
    text: &str,
    container: &Object<'_>,
    members: &[(&str, String)],
    write: WriteMember<'_>,
    braces: (&str, &str),
) -> String {
    let style = Style::of(text, container);
    let member_indent = container
        .members
        .last()
        .and_then(|prop| indent_before(text, prop.span().start));
    let Some(outer) = member_indent else {
        let mut out = String::with_capacity(48 * members.len() + 4);
        out.push_str(braces.0);
        for (index, (key, value)) in members.iter().enumerate() {
            if index > 0 {
                out.push_str(style.comma);
            }
            write(&mut out, key, value, &style);
        }
        out.push_str(braces.1);
        return out;
    };
    let container_indent = indent_before(text, container.span.start())
        .or_else(|| line_indent(text, container.span.start()))
        .unwrap_or("");
    let unit = outer
        .strip_prefix(container_indent)
        .filter(|unit| !unit.is_empty())
        .unwrap_or("  ");
    let mut out = String::with_capacity(64 * members.len() + 16);
    out.push('{');
    for (index, (key, value)) in members.iter().enumerate() {
        if index > 0 {
            out.push(',');
        }
        out.push_str(style.newline);
        out.push_str(outer);
        out.push_str(unit);
        write(&mut out, key, value, &style);
    }
    out.push_str(style.newline);
    out.push_str(outer);
    out.push('}');
    out
}

/// The indentation of the line `offset` is on.
pub(crate) fn line_indent(text: &str, offset: usize) -> Option<&str> {
    let line_start =
        memchr::memrchr2(b'\n', b'\r', &text.as_bytes()[..offset]).map_or(0, |at| at + 1);
    let rest = &text[line_start..];
    let width = rest.len() - rest.trim_start_matches([' ', '\t']).len();
    Some(&rest[..width])
}

/// [`super::layout::insert_members`] for syntaxes whose members are separated by commas
/// inside one pair of delimiters, the members written by `write`.
pub(crate) fn insert_braced_members(
    text: &str,
    object: &Object<'_>,
    members: &[(&str, String)],
    write: WriteMember<'_>,
) -> Vec<Edit> {
    let style = Style::of(text, object);
    let comments = BlockComments::of(&object.layout);
    let close = object.span.end() - 1;
    let Some(last) = object.members.last() else {
        return insert_into_empty(text, object, members, &style, write);
    };
    let indent = indent_before(text, last.span().start);
    let tail = trivia::scan(text, last.span().end..close, comments);
    let trailing_comma = trivia::comma(&tail);
    let line_end = trivia::first_newline(&tail);
    if let (Some(indent), Some(line_end), true) = (
        indent,
        line_end,
        trailing_comma.is_some() || trivia::has_comment(&tail),
    ) {
        // Members go on lines of their own after the last member's line,
        // which keeps its comma (or gets one) and its comments.
        let mut edits = Vec::new();
        let at = match trailing_comma {
            None => {
                edits.push(Edit::insert(last.span().end, ","));
                line_end.start
            }
            // After the line of the trailing comma, which stays trailing.
            Some(comma) => trivia::first_newline(&trivia::scan(text, comma..close, comments))
                .map_or(comma + 1, |newline| newline.start),
        };
        let mut content = String::with_capacity(64 * members.len());
        for (index, (key, value)) in members.iter().enumerate() {
            if index > 0 {
                content.push(',');
            }
            content.push_str(style.newline);
            content.push_str(indent);
            write(&mut content, key, value, &style);
        }
        if trailing_comma.is_some() {
            content.push(',');
        }
        edits.push(Edit::insert(at, content));
        return edits;
    }
    // After the block comments that end the last member's text on its
    // line (`a: 1 /* why */`): they stay with it.
    let at = match trailing_comma {
        None => tail
            .iter()
            .map_while(|token| match token {
                Trivia::Comment(range) if text[range.clone()].starts_with("/*") => Some(range.end),
                _ => None,
            })
            .last()
            .unwrap_or(last.span().end),
        Some(_) => last.span().end,
    };
    let mut content = String::with_capacity(64 * members.len());
    for (key, value) in members {
        match indent {
            Some(indent) => {
                content.push(',');
                content.push_str(style.newline);
                content.push_str(indent);
            }
            None => content.push_str(style.comma),
        }
        write(&mut content, key, value, &style);
    }
    vec![Edit::insert(at, content)]
}

/// Writes `members` into an object without members: on one line, after any
/// comment the object holds.
fn insert_into_empty(
    text: &str,
    object: &Object<'_>,
    members: &[(&str, String)],
    style: &Style<'_>,
    write: WriteMember<'_>,
) -> Vec<Edit> {
    let mut body = String::with_capacity(48 * members.len());
    for (index, (key, value)) in members.iter().enumerate() {
        if index > 0 {
            body.push_str(style.comma);
        }
        write(&mut body, key, value, style);
    }
    let comments = BlockComments::of(&object.layout);
    let inner = (object.span.start() + 1)..(object.span.end() - 1);
    let tokens = trivia::scan(text, inner.clone(), comments);
    let last_comment = tokens.iter().rev().find_map(|token| match token {
        trivia::Trivia::Comment(range) => Some(range.clone()),
        _ => None,
    });
    let Some(comment) = last_comment else {
        return vec![Edit::replace(inner, body)];
    };
    if text[comment.clone()].starts_with("/*") {
        return vec![Edit::insert(comment.end, format!(" {body}"))];
    }
    // After a line comment, the members start a line of their own.
    let after = trivia::scan(text, comment.end..inner.end, comments);
    let line_end = trivia::first_newline(&after).map_or(inner.end, |newline| newline.end);
    let closing_indent = indent_before(text, inner.end).unwrap_or("");
    vec![Edit::insert(
        line_end,
        format!("{closing_indent}  {body}{}", style.newline),
    )]
}

/// [`super::layout::remove_member`] for syntaxes whose members are separated by commas
/// inside one pair of delimiters.
pub(crate) fn remove_braced_member(text: &str, object: &Object<'_>, index: usize) -> Vec<Edit> {
    removal(text, object, index)
        .into_iter()
        .map(|edit| {
            let content = keeping_comments(
                text,
                edit.span.clone(),
                edit.content.to_string(),
                BlockComments::of(&object.layout),
            );
            Edit::replace(edit.span, content)
        })
        .collect()
}

/// The edits of [`super::layout::remove_member`] before the comments they cut are put back.
fn removal(text: &str, object: &Object<'_>, index: usize) -> Vec<Edit> {
    let props = &object.members;
    let Some(prop) = props.get(index) else {
        return Vec::new();
    };
    let comments = BlockComments::of(&object.layout);
    let close = object.span.end() - 1;
    if props.len() == 1 {
        let inner = (object.span.start() + 1)..close;
        let whole = trivia::scan(text, inner.start..prop.span().start, comments);
        let after = trivia::scan(text, prop.span().end..close, comments);
        if !trivia::has_comment(&whole) && !trivia::has_comment(&after) {
            return vec![Edit::delete(inner)];
        }
        let mut edits = vec![Edit::delete(own_lines(
            text,
            prop.span().start..prop.span().end,
        ))];
        if let Some(comma) = trivia::comma(&after) {
            edits.push(Edit::delete(comma..comma + 1));
        }
        return edits;
    }
    if let Some(next) = props.get(index + 1) {
        // Remove the member, its comma and the space up to the next one.
        let next_start = next.span().start;
        let between = trivia::scan(text, prop.span().end..next_start, comments);
        if !trivia::has_comment(&between) {
            return vec![Edit::delete(prop.span().start..next_start)];
        }
        let mut edits = vec![Edit::delete(own_lines(
            text,
            prop.span().start..prop.span().end,
        ))];
        if let Some(comma) = trivia::comma(&between) {
            edits.push(Edit::delete(comma..comma + 1));
        }
        return edits;
    }
    // The last member: remove the comma before it and the member.
    let previous = &props[index - 1];
    let between = trivia::scan(text, previous.span().end..prop.span().start, comments);
    let after = trivia::scan(text, prop.span().end..close, comments);
    if !trivia::has_comment(&between) && !trivia::has_comment(&after) {
        return vec![Edit::delete(previous.span().end..prop.span().end)];
    }
    let mut edits = Vec::new();
    if let Some(comma) = trivia::comma(&between) {
        // A trailing comma after the member keeps the object's style.
        if trivia::comma(&after).is_none() {
            edits.push(Edit::delete(comma..comma + 1));
        }
    }
    let member = own_lines(text, prop.span().start..prop.span().end);
    match trivia::comma(&after) {
        Some(comma) if member.end <= comma => edits.push(Edit::delete(member.start..comma + 1)),
        _ => edits.push(Edit::delete(member)),
    }
    edits
}

/// `span` widened to its whole line (indentation and line end) when it
/// stands alone on it, so that removing it leaves no blank line.
pub(crate) fn own_lines(text: &str, span: Range<usize>) -> Range<usize> {
    let Some(indent) = indent_before(text, span.start) else {
        return span;
    };
    let rest = &text[span.end..];
    let spaces = rest.len() - rest.trim_start_matches([' ', '\t']).len();
    let after = &rest[spaces..];
    let newline = if after.starts_with("\r\n") {
        2
    } else if after.starts_with(['\n', '\r']) {
        1
    } else {
        return span;
    };
    (span.start - indent.len())..(span.end + spaces + newline)
}

/// `content` after the comments of `text[span]`, which it replaces: a
/// replacement never drops a comment. Block comments end as `block` says.
pub(crate) fn keeping_comments(
    text: &str,
    span: Range<usize>,
    content: String,
    block: BlockComments,
) -> String {
    let comments = trivia::comments_in(text, span.clone(), block);
    if comments.is_empty() {
        return content;
    }
    let newline = newline(text);
    let indent = line_indent(text, span.start).unwrap_or("");
    let mut out = String::new();
    for comment in comments {
        let comment = &text[comment];
        out.push_str(comment);
        if comment.starts_with("//") {
            out.push_str(newline);
            out.push_str(indent);
        } else {
            out.push(' ');
        }
    }
    out.push_str(&content);
    out
}
