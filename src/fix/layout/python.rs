//! Laying out a Python line the way Black and `ruff format` do once a fix
//! has made it longer than their line length (88 columns unless the
//! project says otherwise, [`crate::base::line_width`]): a call (or dict, list, tuple)
//! that no longer fits is split after its opening bracket; its arguments go
//! on one indented line when they fit there, a lone argument is split in
//! turn, and several go one per line with a trailing comma.
//!
//! Only a line that is one statement or argument of this shape is laid out:
//! `[@]head(arguments)[,][  # comment]`, where `head` is a name, a dotted
//! name, `key=` or an assignment's target. Anything else keeps the plain
//! edit.
//!
//! The same reading lays out a JavaScript or TypeScript line as prettier
//! does ([`Flavour::Prettier`]): an object literal that no longer fits in
//! `printWidth` (80 unless the project says otherwise) puts each member on
//! a line of its own, two spaces further in, with a trailing comma, and a
//! member that is an object is laid out in turn. A line whose outermost
//! group is not an object (a call) keeps the plain edit.
//!
//! A PHP line is laid out as PSR-12 splits an argument list
//! ([`Flavour::Psr12`]), and a Kotlin one as ktlint does
//! ([`Flavour::Ktlint`]): a call that no longer fits puts each argument on
//! a line of its own, one indentation step (the file's own) further in,
//! with the closing parenthesis on a line of its own (`)]` after a PHP
//! attribute, `) { params ->` before a Kotlin trailing lambda); an
//! argument that does not fit there is split in turn. ktlint's
//! `ktlint_official` style ends the list with a trailing comma, PSR-12 and
//! ktlint's other styles do not.

use std::ops::Range;

use crate::base::line_width::Indent;
use crate::fix::Edit;
use crate::fix::braced::newline;

/// Whose layout a line follows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Flavour {
    /// Black's and `ruff format`'s, for Python.
    Black,
    /// prettier's, for JavaScript and TypeScript.
    Prettier,
    /// PSR-12's, for PHP, with the file's indentation step.
    Psr12 {
        /// Columns per indentation level.
        unit: usize,
    },
    /// ktlint's, for Kotlin, with the file's indentation step.
    Ktlint {
        /// Columns per indentation level.
        unit: usize,
        /// Whether a split argument list ends with a comma
        /// (`ktlint_official`).
        trailing_comma: bool,
    },
}

impl Flavour {
    /// The indentation added per level.
    fn indent(self) -> usize {
        match self {
            Flavour::Black => 4,
            Flavour::Prettier => 2,
            Flavour::Psr12 { unit } | Flavour::Ktlint { unit, .. } => unit,
        }
    }

    /// Whether a split list ends with a comma.
    fn trailing_comma(self) -> bool {
        match self {
            Flavour::Black | Flavour::Prettier => true,
            Flavour::Psr12 { .. } => false,
            Flavour::Ktlint { trailing_comma, .. } => trailing_comma,
        }
    }

    /// Whether this is PSR-12's or ktlint's layout of an argument list.
    fn one_per_line(self) -> bool {
        matches!(self, Flavour::Psr12 { .. } | Flavour::Ktlint { .. })
    }
}

/// The indentation step a file shows: tabs (each `tab_width` columns
/// wide) when a line is indented with one, else the smallest indentation
/// of its lines (a block comment's ` * ` aside), at most 8; `None` when no
/// line is indented.
pub fn file_indent(text: &str, tab_width: usize) -> Option<Indent> {
    let mut unit = None;
    for line in text.lines() {
        if line.starts_with('\t') {
            return Some(Indent::Tabs(tab_width));
        }
        let rest = line.trim_start_matches(' ');
        let spaces = line.len() - rest.len();
        if spaces >= 2 && !rest.is_empty() && !rest.starts_with('*') {
            unit = Some(unit.map_or(spaces, |unit: usize| unit.min(spaces)));
        }
    }
    unit.map(|unit| Indent::Spaces(unit.min(8)))
}

/// `line` with its leading tabs as `tab_width` spaces each.
fn expand_tabs(line: &str, tab_width: usize) -> String {
    let rest = line.trim_start_matches('\t');
    let tabs = line.len() - rest.len();
    format!("{}{rest}", " ".repeat(tabs * tab_width))
}

/// Each line of `text` (split at `newline`) with its leading spaces as
/// tabs, `tab_width` spaces to a tab (the odd ones kept as spaces).
fn tabbed(text: &str, newline: &str, tab_width: usize) -> String {
    let lines: Vec<String> = text
        .split(newline)
        .map(|line| {
            let rest = line.trim_start_matches(' ');
            let spaces = line.len() - rest.len();
            format!(
                "{}{}{rest}",
                "\t".repeat(spaces / tab_width),
                " ".repeat(spaces % tab_width)
            )
        })
        .collect();
    lines.join(newline)
}

/// A piece of a line: text kept as written, or a bracketed group.
#[derive(Debug, PartialEq, Eq)]
enum Part {
    /// An argument or item written as is (`"search"`, `readOnlyHint=True`).
    Atom(String),
    /// `head(items)`, `{items}`, `[items]`.
    Group {
        /// What comes before the opening bracket (`annotations=ToolAnnotations`).
        head: String,
        /// The brackets.
        open: char,
        close: char,
        /// The items, split at the group's own commas.
        items: Vec<Part>,
        /// Whether the items end with a comma: Black keeps such a group
        /// one item per line.
        magic_comma: bool,
    },
}

/// `edits` applied, and each line they changed laid out as Black (or
/// prettier, by `flavour`) lays it out when it is longer than `width`
/// columns; `None` when every line fits, or a long one holds what this
/// layout does not read. `tabs`: the file is indented with tabs this many
/// columns wide, which the layout reads as spaces and writes back as tabs.
pub fn laid_out(
    text: &str,
    edits: &[Edit],
    width: usize,
    flavour: Flavour,
    tabs: Option<usize>,
) -> Option<Edit> {
    let start = edits.iter().map(|edit| edit.span.start).min()?;
    let end = edits.iter().map(|edit| edit.span.end).max()?;
    let region = line_around(text, start).start..line_around(text, end).end;
    let mut shifted: Vec<Edit> = edits
        .iter()
        .map(|edit| {
            Edit::replace(
                edit.span.start - region.start..edit.span.end - region.start,
                edit.content.clone(),
            )
        })
        .collect();
    shifted.sort_by_key(|edit| edit.span.start);
    let edited = crate::fix::apply(&text[region.clone()], &shifted.iter().collect::<Vec<_>>());
    let newline = newline(text);
    // A line the edits left as it was is left alone, however long.
    let untouched: Vec<&str> = text[region.clone()].split(newline).collect();
    let mut changed = false;
    let mut lines = Vec::new();
    for line in edited.split(newline) {
        let columns = match tabs {
            Some(tab_width) => expand_tabs(line, tab_width),
            None => line.to_owned(),
        };
        if columns.chars().count() <= width || untouched.contains(&line) {
            lines.push(line.to_owned());
            continue;
        }
        let laid = lay_out_line(&columns, newline, width, flavour)?;
        lines.push(match tabs {
            Some(tab_width) => tabbed(&laid, newline, tab_width),
            None => laid,
        });
        changed = true;
    }
    changed.then(|| Edit::replace(region, lines.join(newline)))
}

/// The span of the line holding `offset`, without its line end.
fn line_around(text: &str, offset: usize) -> Range<usize> {
    let start = text[..offset].rfind(['\n', '\r']).map_or(0, |at| at + 1);
    let end = text[offset..]
        .find(['\n', '\r'])
        .map_or(text.len(), |at| offset + at);
    start..end
}

/// One line laid out, with `newline` between its lines; `None` when it is
/// not of the shape this layout reads.
fn lay_out_line(line: &str, newline: &str, width: usize, flavour: Flavour) -> Option<String> {
    let indent = line.len() - line.trim_start_matches(' ').len();
    let rest = &line[indent..];
    if flavour.one_per_line() && (line.starts_with('\t') || rest.contains("${")) {
        // Tabs, and a Kotlin string template (whose quotes nest), are
        // left as they are.
        return None;
    }
    if flavour == Flavour::Prettier {
        // prettier's layout here is an object's, written last on a line
        // with no comment: a line that does not end in `}` (a call, most
        // registrations) is left as it is before it is read.
        let code = rest.trim_end();
        let code = code.strip_suffix(',').map_or(code, str::trim_end);
        if !code.ends_with('}') {
            return None;
        }
    }
    let (code, comment) = split_comment(rest, flavour)?;
    let code = code.trim_end();
    let (code, tail) = match code.strip_suffix(',') {
        Some(code) => (code.trim_end(), ","),
        None => (code, ""),
    };
    let (prefix, code, suffix) = wrapped(code, flavour)?;
    let part = group(code, flavour)?;
    match (&part, flavour) {
        (Part::Group { .. }, Flavour::Black) => {}
        (Part::Group { open: '{', .. }, Flavour::Prettier) if comment.is_none() => {}
        (Part::Group { open: '(', .. }, Flavour::Psr12 { .. } | Flavour::Ktlint { .. }) => {}
        _ => return None,
    }
    let comment_width = comment.map_or(0, |comment| comment.chars().count() + 2);
    let mut out = " ".repeat(indent);
    out.push_str(prefix);
    let at = Columns {
        indent,
        lead: indent + prefix.len(),
        trail: suffix.chars().count() + tail.len() + comment_width,
    };
    out.push_str(&render(&part, at, width, flavour));
    out.push_str(suffix);
    out.push_str(tail);
    if let Some(comment) = comment {
        out.push_str("  ");
        out.push_str(comment);
    }
    Some(out.replace('\n', newline))
}

/// A PHP or Kotlin statement's call, with what is written around it and
/// kept as it is: a PHP attribute's `#[` and `]`, a statement's `;`, a
/// Kotlin trailing lambda's ` { params ->`; `None` when the call's
/// brackets do not close. Other flavours' code is all call.
fn wrapped(code: &str, flavour: Flavour) -> Option<(&'static str, &str, &str)> {
    match flavour {
        Flavour::Black | Flavour::Prettier => Some(("", code, "")),
        Flavour::Psr12 { .. } => {
            if let Some(inner) = code
                .strip_prefix("#[")
                .and_then(|rest| rest.strip_suffix(']'))
            {
                return Some(("#[", inner, "]"));
            }
            Some(match code.strip_suffix(';') {
                Some(call) => ("", call, ";"),
                None => ("", code, ""),
            })
        }
        Flavour::Ktlint { .. } => {
            let end = first_group_end(code, flavour)?;
            let rest = &code[end..];
            Some(if rest.trim_start().starts_with('{') {
                ("", &code[..end], rest)
            } else {
                ("", code, "")
            })
        }
    }
}

/// The offset just past the first bracketed group of `code` closed at the
/// top level; `None` when none closes.
fn first_group_end(code: &str, flavour: Flavour) -> Option<usize> {
    let mut scanner = Scanner::new(flavour);
    let mut depth = 0usize;
    for (at, ch) in code.char_indices() {
        if !scanner.outside_strings(code, at, ch) {
            continue;
        }
        match ch {
            '(' | '[' | '{' => depth += 1,
            ')' | ']' | '}' => {
                depth = depth.checked_sub(1)?;
                if depth == 0 {
                    return Some(at + 1);
                }
            }
            _ => {}
        }
    }
    None
}

/// `text` without its trailing comment, and the comment (`# …`, `// …`);
/// `None` when a string is left open.
fn split_comment(text: &str, flavour: Flavour) -> Option<(&str, Option<&str>)> {
    let mut scanner = Scanner::new(flavour);
    for (at, ch) in text.char_indices() {
        let starts_comment = match flavour {
            Flavour::Black => ch == '#',
            Flavour::Prettier | Flavour::Ktlint { .. } => text[at..].starts_with("//"),
            Flavour::Psr12 { .. } => {
                text[at..].starts_with("//") || (ch == '#' && !text[at..].starts_with("#["))
            }
        };
        if scanner.outside_strings(text, at, ch) && starts_comment {
            return Some((&text[..at], Some(text[at..].trim_end())));
        }
    }
    scanner.closed().then_some((text, None))
}

/// `text` as a bracketed group when it is `head` then one bracketed list
/// running to its end, else as an atom; `None` when its brackets or
/// strings do not close.
fn group(text: &str, flavour: Flavour) -> Option<Part> {
    let text = text.trim();
    let mut scanner = Scanner::new(flavour);
    let mut open_at = None;
    let mut depth = 0usize;
    let mut close_at = None;
    for (at, ch) in text.char_indices() {
        if !scanner.outside_strings(text, at, ch) {
            continue;
        }
        match ch {
            '(' | '[' | '{' => {
                if depth == 0 && open_at.is_none() {
                    open_at = Some(at);
                }
                depth += 1;
            }
            ')' | ']' | '}' => {
                depth = depth.checked_sub(1)?;
                if depth == 0 && close_at.is_none() && open_at.is_some() {
                    close_at = Some(at);
                }
            }
            _ => {}
        }
    }
    if depth != 0 || !scanner.closed() {
        return None;
    }
    let (Some(open_at), Some(close_at)) = (open_at, close_at) else {
        return Some(Part::Atom(text.to_owned()));
    };
    let head = &text[..open_at];
    let simple_head = head.chars().all(|ch| {
        ch.is_alphanumeric()
            || match flavour {
                Flavour::Black => matches!(ch, '_' | '.' | '@' | '=' | ' '),
                Flavour::Prettier => matches!(ch, '_' | '$' | ':' | '"' | '\'' | ' '),
                Flavour::Psr12 { .. } => {
                    matches!(ch, '_' | '$' | ':' | '\\' | '-' | '>' | '=' | ' ')
                }
                Flavour::Ktlint { .. } => matches!(ch, '_' | '.' | '=' | '<' | '>' | ' '),
            }
    });
    let open = text[open_at..].chars().next()?;
    // A PHP or Kotlin block (a lambda's braces) is kept as written.
    let block = open == '{' && flavour.one_per_line();
    if close_at + 1 != text.len() || !simple_head || block {
        return Some(Part::Atom(text.to_owned()));
    }
    let close = text[close_at..].chars().next()?;
    let inner = &text[open_at + 1..close_at];
    let magic_comma = inner.trim_end().ends_with(',');
    let items = split_items(inner, flavour)?
        .into_iter()
        .map(|item| group(item, flavour))
        .collect::<Option<Vec<_>>>()?;
    Some(Part::Group {
        head: head.to_owned(),
        open,
        close,
        items,
        magic_comma,
    })
}

/// The items of a bracketed list, split at its own commas (not at those
/// between a `lambda` and its `:`, which separate its parameters).
fn split_items(inner: &str, flavour: Flavour) -> Option<Vec<&str>> {
    let mut items = Vec::new();
    let mut scanner = Scanner::new(flavour);
    let mut depth = 0usize;
    let mut lambdas = 0usize;
    let mut from = 0;
    for (at, ch) in inner.char_indices() {
        if !scanner.outside_strings(inner, at, ch) {
            continue;
        }
        match ch {
            '(' | '[' | '{' => depth += 1,
            ')' | ']' | '}' => depth = depth.checked_sub(1)?,
            'l' if depth == 0 && flavour == Flavour::Black && keyword_at(inner, at, "lambda") => {
                lambdas += 1;
            }
            ':' if depth == 0 && lambdas > 0 => lambdas -= 1,
            ',' if depth == 0 && lambdas == 0 => {
                items.push(&inner[from..at]);
                from = at + 1;
            }
            _ => {}
        }
    }
    items.push(&inner[from..]);
    Some(
        items
            .into_iter()
            .filter(|item| !item.trim().is_empty())
            .collect(),
    )
}

/// Whether the keyword `word` starts at `at` of `text` (not inside a
/// longer name).
fn keyword_at(text: &str, at: usize, word: &str) -> bool {
    let name = |ch: char| ch.is_alphanumeric() || ch == '_';
    text[at..].starts_with(word)
        && !text[..at].chars().next_back().is_some_and(name)
        && !text[at + word.len()..].chars().next().is_some_and(name)
}

/// A part on one line (prettier spaces an object's braces: `{ a: 1 }`).
fn one_line(part: &Part, flavour: Flavour) -> String {
    match part {
        Part::Atom(text) => text.clone(),
        Part::Group {
            head,
            open,
            close,
            items,
            ..
        } => {
            let items: Vec<String> = items.iter().map(|item| one_line(item, flavour)).collect();
            match (flavour, open) {
                (Flavour::Prettier, '{') if !items.is_empty() => {
                    format!("{head}{open} {} {close}", items.join(", "))
                }
                _ => format!("{head}{open}{}{close}", items.join(", ")),
            }
        }
    }
}

/// Where a part is laid out: on a line indented `indent`, starting at
/// column `lead`, with `trail` columns after it.
#[derive(Debug, Clone, Copy)]
struct Columns {
    indent: usize,
    lead: usize,
    trail: usize,
}

/// `part` laid out at `at`: on one line when it fits in `width` columns,
/// else split as Black splits it.
fn render(part: &Part, at: Columns, width: usize, flavour: Flavour) -> String {
    let Columns {
        indent,
        lead,
        trail,
    } = at;
    let Part::Group {
        head,
        open,
        close,
        items,
        magic_comma,
    } = part
    else {
        return one_line(part, flavour);
    };
    let whole = one_line(part, flavour);
    let magic_comma = *magic_comma && !flavour.one_per_line();
    if !magic_comma && lead + whole.chars().count() + trail <= width {
        return whole;
    }
    let inner = indent + flavour.indent();
    let pad = " ".repeat(inner);
    let body: Vec<String> = items.iter().map(|item| one_line(item, flavour)).collect();
    let body = body.join(", ");
    let mut out = format!("{head}{open}\n");
    let nested = |trail| Columns {
        indent: inner,
        lead: inner,
        trail,
    };
    let black = flavour == Flavour::Black;
    if black && !magic_comma && !items.is_empty() && inner + body.chars().count() <= width {
        out.push_str(&pad);
        out.push_str(&body);
        out.push('\n');
    } else if let ([only], false, true) = (items.as_slice(), magic_comma, black) {
        out.push_str(&pad);
        out.push_str(&render(only, nested(0), width, flavour));
        out.push('\n');
    } else {
        for (at, item) in items.iter().enumerate() {
            out.push_str(&pad);
            out.push_str(&render(item, nested(1), width, flavour));
            if at + 1 < items.len() || flavour.trailing_comma() {
                out.push(',');
            }
            out.push('\n');
        }
    }
    out.push_str(&" ".repeat(indent));
    out.push(*close);
    out
}

/// Where a line's strings (and a JavaScript line's block comments) begin
/// and end, character by character.
#[derive(Debug)]
struct Scanner {
    /// The quotes that open a string, and the text that closes each.
    quotes: &'static [(&'static str, &'static str)],
    /// What closes the string being read (`"`, `'`, `"""`, `'''`, `*/`).
    quote: Option<&'static str>,
    /// Whether the previous character was a backslash inside a string.
    escaped: bool,
    /// Bytes still to skip (the rest of a triple quote).
    skip: usize,
}

/// Python's quotes, the longest first.
const PYTHON_QUOTES: &[(&str, &str)] = &[
    ("\"\"\"", "\"\"\""),
    ("'''", "'''"),
    ("\"", "\""),
    ("'", "'"),
];

/// JavaScript's quotes, with a block comment read as one more.
const JS_QUOTES: &[(&str, &str)] = &[("\"", "\""), ("'", "'"), ("`", "`"), ("/*", "*/")];

/// PHP's quotes, with a block comment read as one more.
const PHP_QUOTES: &[(&str, &str)] = &[("\"", "\""), ("'", "'"), ("/*", "*/")];

/// Kotlin's quotes, the longest first, with a block comment read as one
/// more.
const KOTLIN_QUOTES: &[(&str, &str)] =
    &[("\"\"\"", "\"\"\""), ("\"", "\""), ("'", "'"), ("/*", "*/")];

impl Scanner {
    /// A scanner of a line written in `flavour`'s language.
    fn new(flavour: Flavour) -> Scanner {
        Scanner {
            quotes: match flavour {
                Flavour::Black => PYTHON_QUOTES,
                Flavour::Prettier => JS_QUOTES,
                Flavour::Psr12 { .. } => PHP_QUOTES,
                Flavour::Ktlint { .. } => KOTLIN_QUOTES,
            },
            quote: None,
            escaped: false,
            skip: 0,
        }
    }

    /// Whether the character `ch` at `at` of `text` is outside every
    /// string (a quote itself counts as inside).
    fn outside_strings(&mut self, text: &str, at: usize, ch: char) -> bool {
        if self.skip > 0 {
            self.skip -= 1;
            return false;
        }
        if let Some(quote) = self.quote {
            if self.escaped {
                self.escaped = false;
            } else if ch == '\\' {
                self.escaped = true;
            } else if text[at..].starts_with(quote) {
                self.skip = quote.len() - 1;
                self.quote = None;
            }
            return false;
        }
        for (open, close) in self.quotes {
            if text[at..].starts_with(open) {
                self.quote = Some(close);
                self.skip = open.len() - 1;
                return false;
            }
        }
        true
    }

    /// Whether no string is left open.
    fn closed(&self) -> bool {
        self.quote.is_none()
    }
}

#[cfg(test)]
mod tests {
    use super::{Flavour, lay_out_line};

    /// Each case as Black 26 and ruff 0.17 format it (checked with both).
    #[test]
    fn lines_are_laid_out_as_black_lays_them_out() {
        let cases = [
            (
                "@mcp.tool(annotations=ToolAnnotations(readOnlyHint=False, destructiveHint=True, idempotentHint=False, openWorldHint=True))",
                "@mcp.tool(\n    annotations=ToolAnnotations(\n        readOnlyHint=False,\n        destructiveHint=True,\n        idempotentHint=False,\n        openWorldHint=True,\n    )\n)",
            ),
            (
                "    annotations=ToolAnnotations(readOnlyHint=True, destructiveHint=True, idempotentHint=True, openWorldHint=True),",
                "    annotations=ToolAnnotations(\n        readOnlyHint=True, destructiveHint=True, idempotentHint=True, openWorldHint=True\n    ),",
            ),
            (
                "    @server.tool(\"search_index\", annotations=ToolAnnotations(readOnlyHint=True, openWorldHint=False, destructiveHint=False))",
                "    @server.tool(\n        \"search_index\",\n        annotations=ToolAnnotations(\n            readOnlyHint=True, openWorldHint=False, destructiveHint=False\n        ),\n    )",
            ),
            (
                "@mcp.tool(annotations=ToolAnnotations(readOnlyHint=True, destructiveHint=False), key=lambda a, b: None, other_long_argument_name=\"some value here\")",
                "@mcp.tool(\n    annotations=ToolAnnotations(readOnlyHint=True, destructiveHint=False),\n    key=lambda a, b: None,\n    other_long_argument_name=\"some value here\",\n)",
            ),
            (
                "@mcp.tool(annotations={\"readOnlyHint\": False, \"destructiveHint\": True, \"idempotentHint\": False, \"openWorldHint\": True})  # the notes",
                "@mcp.tool(\n    annotations={\n        \"readOnlyHint\": False,\n        \"destructiveHint\": True,\n        \"idempotentHint\": False,\n        \"openWorldHint\": True,\n    }\n)  # the notes",
            ),
        ];
        for (line, expected) in cases {
            assert_eq!(
                lay_out_line(line, "\n", 88, Flavour::Black).as_deref(),
                Some(expected),
                "{line}"
            );
        }
    }

    #[test]
    fn php_and_kotlin_calls_go_one_argument_per_line() {
        let php = Flavour::Psr12 { unit: 4 };
        let cases = [
            (
                "    #[McpTool(name: 'list_files', description: 'Lists the files of a folder', annotations: new ToolAnnotations(readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: true))]",
                "    #[McpTool(\n        name: 'list_files',\n        description: 'Lists the files of a folder',\n        annotations: new ToolAnnotations(\n            readOnlyHint: false,\n            destructiveHint: true,\n            idempotentHint: false,\n            openWorldHint: true\n        )\n    )]",
            ),
            (
                "    ->addTool([Alerts::class, 'clear'], description: 'Clears #1', annotations: new \\A\\ToolAnnotations(readOnlyHint: false));  # note",
                "    ->addTool(\n        [Alerts::class, 'clear'],\n        description: 'Clears #1',\n        annotations: new \\A\\ToolAnnotations(readOnlyHint: false)\n    );  # note",
            ),
        ];
        for (line, expected) in cases {
            assert_eq!(
                lay_out_line(line, "\n", 120, php).as_deref(),
                Some(expected),
                "{line}"
            );
        }
        let kotlin = Flavour::Ktlint {
            unit: 4,
            trailing_comma: true,
        };
        assert_eq!(
            lay_out_line(
                "  addTool(\"count\", \"Counts\", toolAnnotations = ToolAnnotations(readOnlyHint = false, openWorldHint = true)) { _ ->",
                "\n",
                60,
                kotlin
            )
            .as_deref(),
            Some(
                "  addTool(\n      \"count\",\n      \"Counts\",\n      toolAnnotations = ToolAnnotations(\n          readOnlyHint = false,\n          openWorldHint = true,\n      ),\n  ) { _ ->"
            )
        );
        // A string template's nested quotes and a lambda argument are kept.
        let templated = "f(a = \"${g(\"x\")}\", b = ToolAnnotations(readOnlyHint = false))";
        assert_eq!(lay_out_line(templated, "\n", 20, kotlin), None);
        assert_eq!(
            lay_out_line("f(a = 1, handler = { x -> x })", "\n", 20, kotlin).as_deref(),
            Some("f(\n    a = 1,\n    handler = { x -> x },\n)")
        );
        use super::{Edit, Indent};
        assert_eq!(
            super::file_indent("a\n  b\n   * c\n    d\n", 4),
            Some(Indent::Spaces(2))
        );
        assert_eq!(super::file_indent("a\n\tb\n", 3), Some(Indent::Tabs(3)));
        assert_eq!(super::file_indent("a\nb\n", 3), None);
        // Tabs are read as their columns and written back as tabs.
        let text = "\tf(a = 1, b = 2)\n";
        let edit = Edit::replace(10..15, "b = 2, c = 3".to_owned());
        let laid = super::laid_out(text, &[edit], 16, kotlin, Some(4)).expect("laid out");
        assert_eq!(
            &*laid.content,
            "\tf(\n\t\ta = 1,\n\t\tb = 2,\n\t\tc = 3,\n\t)"
        );
    }

    #[test]
    fn other_shapes_are_left_alone() {
        assert_eq!(
            lay_out_line("x = \"(unclosed", "\n", 88, Flavour::Black),
            None
        );
        assert_eq!(lay_out_line("return a + b", "\n", 88, Flavour::Black), None);
        assert_eq!(lay_out_line("f(a)) + g(", "\n", 88, Flavour::Black), None);
    }
}
