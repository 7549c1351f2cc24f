//! Laying out a Rust attribute the way rustfmt does once a fix has added
//! arguments to it: on one line when it fits in rustfmt's 100 columns and
//! its arguments in `attr_fn_like_width` (70), else one argument per line (a nested list such as `annotations(…)`
//! broken the same way when it does not fit on its own line), without a
//! trailing comma, and a lone nested list kept on the attribute's line
//! (`#[tool(annotations(` … `))]`).
//!
//! Only attributes hintlint can read whole are laid out: keys with
//! literals, bare keys and nested lists, without comments. Anything else
//! keeps the plain edit.

use std::ops::Range;

use crate::fix::Edit;
use crate::fix::braced::newline;

/// rustfmt's `attr_fn_like_width` for a `max_width` (70% of it, 70 by
/// default): the widest argument list an attribute (`tool(…)`) or a list
/// nested in it keeps on one line.
fn attribute_width(max_width: usize) -> usize {
    max_width * 7 / 10
}

/// The indentation rustfmt adds per level.
const INDENT: &str = "    ";

/// One argument of an attribute list.
#[derive(Debug, PartialEq, Eq)]
enum Argument {
    /// `key = literal` or a bare `key`, as written.
    Flat(String),
    /// `key(arguments)`.
    List(String, Vec<Argument>),
}

/// `edits` (inside the attribute at `attribute`, `#[…]`) applied, and the
/// attribute laid out as rustfmt lays it out with `max_width` (100 by
/// default); `None` when the attribute holds what this layout does not
/// read.
pub fn laid_out(
    text: &str,
    attribute: Range<usize>,
    edits: &[Edit],
    max_width: usize,
) -> Option<Edit> {
    let written = text.get(attribute.clone())?;
    if edits
        .iter()
        .any(|edit| edit.span.start < attribute.start || edit.span.end > attribute.end)
    {
        return None;
    }
    let mut shifted: Vec<Edit> = edits
        .iter()
        .map(|edit| Edit {
            span: edit.span.start - attribute.start..edit.span.end - attribute.start,
            ..edit.clone()
        })
        .collect();
    shifted.sort_by_key(|edit| edit.span.start);
    let edited = crate::fix::apply(written, &shifted.iter().collect::<Vec<_>>());
    let inner = edited.strip_prefix("#[")?.strip_suffix(']')?;
    let open = inner.find('(')?;
    let path = &inner[..open];
    if !path
        .bytes()
        .all(|byte| byte.is_ascii_alphanumeric() || byte == b'_' || byte == b':')
    {
        return None;
    }
    let mut tokens = Tokens::new(&inner[open..]);
    let arguments = tokens.list()?;
    if !tokens.rest().trim().is_empty() {
        return None;
    }
    let indent = line_indent(text, attribute.start)?;
    let newline = newline(text);
    let rendered = render(path, &arguments, indent, newline, max_width);
    Some(Edit::replace(attribute, rendered))
}

/// The whitespace that starts the line `offset` is on, when only
/// whitespace precedes `offset` there.
fn line_indent(text: &str, offset: usize) -> Option<&str> {
    crate::fix::braced::indent_before(text, offset)
}

/// The attribute `#[path(arguments)]` at `indent`.
fn render(
    path: &str,
    arguments: &[Argument],
    indent: &str,
    newline: &str,
    max_width: usize,
) -> String {
    let flat = format!("#[{path}({})]", one_line(arguments));
    let lone_list = matches!(arguments, [Argument::List(..)]);
    let narrow = path.len() + 2 + one_line(arguments).len() <= attribute_width(max_width);
    if indent.len() + flat.len() <= max_width && (narrow || lone_list) {
        return flat;
    }
    if let [Argument::List(key, inner)] = arguments {
        // A lone nested list stays on the attribute's line.
        let mut out = format!("#[{path}({key}(");
        vertical(
            &mut out,
            inner,
            &format!("{indent}{INDENT}"),
            newline,
            max_width,
        );
        out.push_str(newline);
        out.push_str(indent);
        out.push_str("))]");
        return out;
    }
    let mut out = format!("#[{path}(");
    vertical(
        &mut out,
        arguments,
        &format!("{indent}{INDENT}"),
        newline,
        max_width,
    );
    out.push_str(newline);
    out.push_str(indent);
    out.push_str(")]");
    out
}

/// `arguments` one per line at `indent`, commas between them.
fn vertical(
    out: &mut String,
    arguments: &[Argument],
    indent: &str,
    newline: &str,
    max_width: usize,
) {
    for (index, argument) in arguments.iter().enumerate() {
        out.push_str(newline);
        out.push_str(indent);
        let last = index + 1 == arguments.len();
        let comma = usize::from(!last);
        match argument {
            Argument::List(key, inner)
                if indent.len() + key.len() + 2 + one_line(inner).len() + comma > max_width
                    || one_line(inner).len() + 1 > attribute_width(max_width) =>
            {
                out.push_str(key);
                out.push('(');
                vertical(out, inner, &format!("{indent}{INDENT}"), newline, max_width);
                out.push_str(newline);
                out.push_str(indent);
                out.push(')');
            }
            other => out.push_str(&one_line(std::slice::from_ref(other))),
        }
        if !last {
            out.push(',');
        }
    }
}

/// `arguments` on one line, `a = 1, b(c = 2)`.
fn one_line(arguments: &[Argument]) -> String {
    arguments
        .iter()
        .map(|argument| match argument {
            Argument::Flat(written) => written.clone(),
            Argument::List(key, inner) => format!("{key}({})", one_line(inner)),
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// A reader of an attribute's argument list.
struct Tokens<'a> {
    /// The text not yet read.
    rest: &'a str,
}

impl<'a> Tokens<'a> {
    fn new(text: &'a str) -> Self {
        Tokens { rest: text }
    }

    fn rest(&self) -> &'a str {
        self.rest
    }

    fn skip_space(&mut self) {
        self.rest = self.rest.trim_start();
    }

    /// `(argument, …)`, the parentheses included.
    fn list(&mut self) -> Option<Vec<Argument>> {
        self.skip_space();
        self.rest = self.rest.strip_prefix('(')?;
        let mut arguments = Vec::new();
        loop {
            self.skip_space();
            if let Some(rest) = self.rest.strip_prefix(')') {
                self.rest = rest;
                return Some(arguments);
            }
            arguments.push(self.argument()?);
            self.skip_space();
            if let Some(rest) = self.rest.strip_prefix(',') {
                self.rest = rest;
            } else if !self.rest.starts_with(')') {
                return None;
            }
        }
    }

    /// `key`, `key = literal` or `key(…)`.
    fn argument(&mut self) -> Option<Argument> {
        let key = self.identifier()?;
        self.skip_space();
        if self.rest.starts_with('(') {
            let inner = self.list()?;
            return Some(Argument::List(key.to_owned(), inner));
        }
        let Some(rest) = self.rest.strip_prefix('=') else {
            return Some(Argument::Flat(key.to_owned()));
        };
        self.rest = rest;
        self.skip_space();
        let literal = self.literal()?;
        Some(Argument::Flat(format!("{key} = {literal}")))
    }

    fn identifier(&mut self) -> Option<&'a str> {
        let end = self
            .rest
            .find(|ch: char| !(ch.is_alphanumeric() || ch == '_' || ch == '#'))
            .unwrap_or(self.rest.len());
        let (identifier, rest) = self.rest.split_at(end);
        if identifier.is_empty() || identifier.starts_with(|ch: char| ch.is_ascii_digit()) {
            return None;
        }
        self.rest = rest;
        Some(identifier)
    }

    /// A string (no raw strings), boolean or number literal.
    fn literal(&mut self) -> Option<&'a str> {
        let bytes = self.rest.as_bytes();
        let end = match bytes.first()? {
            b'"' => {
                let mut at = 1;
                while at < bytes.len() && bytes[at] != b'"' {
                    at += if bytes[at] == b'\\' { 2 } else { 1 };
                }
                (at < bytes.len()).then_some(at + 1)?
            }
            _ => self
                .rest
                .find(|ch: char| !(ch.is_alphanumeric() || ch == '_' || ch == '.' || ch == '-'))
                .unwrap_or(self.rest.len()),
        };
        if end == 0 {
            return None;
        }
        let (literal, rest) = self.rest.split_at(end);
        self.rest = rest;
        Some(literal)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn laid(text: &str, insert_at: &str, content: &str) -> String {
        let at = text.find(insert_at).expect("marker") + insert_at.len();
        let start = text.find("#[").expect("attribute");
        let end = text[start..].find("]\n").expect("end") + start + 1;
        let edit = laid_out(
            text,
            start..end,
            &[Edit::insert(at, content.to_owned())],
            100,
        )
        .expect("laid out");
        crate::fix::apply(text, &[&edit])
    }

    #[test]
    fn a_short_attribute_stays_on_one_line() {
        let text = "    #[tool(annotations(read_only_hint = true))]\n";
        assert_eq!(
            laid(text, "true", ", open_world_hint = false"),
            "    #[tool(annotations(read_only_hint = true, open_world_hint = false))]\n"
        );
    }

    #[test]
    fn a_long_attribute_breaks_as_rustfmt_breaks_it() {
        let text = "    #[tool(name = \"list_pets\", annotations(title = \"List pets\", read_only_hint = true))]\n";
        assert_eq!(
            laid(
                text,
                "read_only_hint = true",
                ", destructive_hint = false, idempotent_hint = true, open_world_hint = true"
            ),
            "    #[tool(\n        name = \"list_pets\",\n        annotations(\n            title = \"List pets\",\n            read_only_hint = true,\n            destructive_hint = false,\n            idempotent_hint = true,\n            open_world_hint = true\n        )\n    )]\n"
        );
        let lone = "    #[tool]\n";
        assert_eq!(
            laid(
                lone,
                "tool",
                "(annotations(read_only_hint = false, destructive_hint = true, idempotent_hint = false, open_world_hint = true))"
            ),
            "    #[tool(annotations(\n        read_only_hint = false,\n        destructive_hint = true,\n        idempotent_hint = false,\n        open_world_hint = true\n    ))]\n"
        );
    }

    #[test]
    fn what_it_cannot_read_keeps_the_plain_edit() {
        let text = "#[tool(input_schema = schema(), annotations(read_only_hint = true))]\n";
        let at = text.find("true").expect("marker") + 4;
        let end = text.find("]\n").expect("end") + 1;
        assert_eq!(
            laid_out(text, 0..end, &[Edit::insert(at, ", x = 1".to_owned())], 100),
            None
        );
        let commented = "#[tool(annotations(read_only_hint = true /* yes */))]\n";
        let end = commented.find("]\n").expect("end") + 1;
        assert_eq!(laid_out(commented, 0..end, &[], 100), None);
    }
}
