//! The plain cases of a finding's snippet drawn directly, exactly as
//! miette's graphical handler draws them with hintlint's settings (unicode
//! box characters, its colours or none, no wrapping, one line of context):
//! every label within one line, at an offset of its own, with a one-line
//! text; lines of printable ASCII. Anything else (a label over several
//! lines, tabs, wide or combining characters) is left to miette, and
//! `src/render/human/snippet_tests.rs` holds both drawings equal.

use std::borrow::Cow;
use std::fmt::Write;
use std::ops::Range;

use miette::ThemeStyles;
use owo_colors::{OwoColorize, Style};

use super::span_context::context;

/// Lines of context kept around a finding's labels: the one line miette
/// shows on each side (and the direct drawing with it).
pub(super) const CONTEXT_LINES: usize = 1;

/// One label to draw: its span in the excerpt and its text.
pub(crate) struct SnippetLabel<'l> {
    pub(crate) span: Range<usize>,
    pub(crate) text: &'l str,
}

/// One line of a context, as miette splits it.
struct Line<'t> {
    /// 1-based number in the file.
    number: usize,
    /// Offset of its first byte in the excerpt.
    offset: usize,
    /// Its length, line break included.
    length: usize,
    /// Its text, line break excluded.
    text: &'t str,
}

impl Line<'_> {
    /// Whether `span` lies within the line (its break included).
    fn holds(&self, span: &Range<usize>) -> bool {
        span.start >= self.offset && span.end <= self.offset + self.length
    }

    /// Whether `span` shows on this line (a span of no bytes counts one).
    fn shows(&self, span: &Range<usize>) -> bool {
        let end = span.start + span.len().max(1);
        let line_end = self.offset + self.length;
        (span.start >= self.offset && span.start < line_end)
            || (span.start < self.offset && end > line_end)
            || (end > self.offset && end <= line_end)
    }

    /// The column (0-based) drawn for byte `offset` of the excerpt: one past
    /// the text for an offset past it (the line break).
    fn column(&self, offset: usize) -> usize {
        let index = offset - self.offset;
        if index > self.text.len() {
            self.text.len() + 1
        } else {
            index
        }
    }
}

/// Appends to `out` the snippet and help miette draws for `labels` over
/// `excerpt` (whose first line is line `first_line` of the file, 0-based)
/// in `styles` (none: no colour), when the drawing is one of the plain
/// cases; otherwise `false`, with `out` as it was.
pub(crate) fn draw(
    out: &mut String,
    excerpt: &str,
    first_line: usize,
    labels: &[SnippetLabel<'_>],
    help: Option<&str>,
    styles: Option<&ThemeStyles>,
) -> bool {
    if labels.is_empty()
        || !crate::base::wording::printable_lines(excerpt)
        || labels
            .iter()
            .any(|label| label.text.is_empty() || has_line_break(label.text))
        || help.is_some_and(|help| !plain_line(help))
    {
        return false;
    }
    let mut sorted: Vec<&SnippetLabel<'_>> = labels.iter().collect();
    sorted.sort_by_key(|label| label.span.start);
    if sorted
        .windows(2)
        .any(|pair| pair[0].span.start == pair[1].span.start)
    {
        return false;
    }
    // The labels in source order, each with its style: miette's highlight
    // styles in turn (none without colour).
    let sorted: Vec<Styled<'_, '_>> = sorted
        .into_iter()
        .enumerate()
        .map(|(index, label)| {
            let style = styles.and_then(|styles| {
                let highlights = &styles.highlights;
                highlights.get(index % highlights.len().max(1)).copied()
            });
            Styled {
                label,
                style,
                text: match style {
                    Some(style) => Cow::Owned(label.text.style(style).to_string()),
                    None => Cow::Borrowed(label.text),
                },
            }
        })
        .collect();
    let linum = styles.map(|styles| styles.linum);
    let bytes = excerpt.as_bytes();
    // The contexts drawn: a label's lines with their context, merged with
    // the one before when they touch.
    let mut contexts: Vec<(Range<usize>, Range<usize>, usize, usize)> = Vec::new();
    for styled in &sorted {
        let span = &styled.label.span;
        let Some(found) = context(bytes, span.clone(), CONTEXT_LINES, CONTEXT_LINES) else {
            return false;
        };
        let own = (span.clone(), found.data, found.line, found.line_count);
        if let Some((left, _, line, count)) = contexts.last()
            && line + count >= own.2
        {
            let merged = left.start..left.end.max(span.end);
            if let Some(found) = context(bytes, merged.clone(), CONTEXT_LINES, CONTEXT_LINES) {
                contexts.pop();
                contexts.push((merged, found.data, found.line, found.line_count));
                continue;
            }
        }
        contexts.push(own);
    }
    // The lines twice (as written, and marked under), and the help.
    out.reserve(2 * excerpt.len() + 128 * contexts.len() + help.map_or(0, |help| help.len() + 8));
    let mark = out.len();
    for (_, data, line, _) in &contexts {
        let first = first_line + line;
        if draw_context(out, excerpt, data.clone(), first, &sorted, linum).is_none() {
            out.truncate(mark);
            return false;
        }
    }
    if let Some(help) = help {
        push_help(out, help, styles);
    }
    true
}

/// Appends to `out` what miette draws for a finding without a snippet (its
/// labels too far apart to draw together, or no text to draw them in): the
/// help line alone, when it is one plain line; otherwise `false`, with
/// `out` as it was.
pub(crate) fn without_snippet(
    out: &mut String,
    help: Option<&str>,
    styles: Option<&ThemeStyles>,
) -> bool {
    if let Some(help) = help {
        if !plain_line(help) {
            return false;
        }
        push_help(out, help, styles);
    }
    true
}

/// Whether miette draws `text` as it is on one line.
fn plain_line(text: &str) -> bool {
    !text.trim().is_empty() && !has_line_break(text)
}

/// Whether `text` holds a line break.
fn has_line_break(text: &str) -> bool {
    memchr::memchr2(b'\n', b'\r', text.as_bytes()).is_some()
}

/// Appends the help line under a snippet.
fn push_help(out: &mut String, help: &str, styles: Option<&ThemeStyles>) {
    paint(out, "  help: ", styles.map(|styles| styles.help));
    out.push_str(help);
    out.push('\n');
}

/// A label with the style it is drawn in (none without colour), and its
/// text in that style.
struct Styled<'s, 'l> {
    label: &'s SnippetLabel<'l>,
    style: Option<Style>,
    text: Cow<'l, str>,
}

/// Appends `text` in `style`; without a style (no colour), as it is.
fn paint(out: &mut String, text: &str, style: Option<Style>) {
    match style {
        Some(style) => {
            let _ = write!(out, "{}", text.style(style));
        }
        None => out.push_str(text),
    }
}

/// Spaces, for [`push_repeated`] to take many at once.
const SPACES: &str = "                                                                ";

/// Horizontal box lines, for [`push_repeated`] to take many at once.
const RULES: &str = "────────────────────────────────";

/// Appends `piece` `count` times (spaces and box lines many at a time).
fn push_repeated(out: &mut String, piece: &str, count: usize) {
    out.reserve(piece.len() * count);
    let run = match piece {
        " " => SPACES,
        "─" => RULES,
        _ => piece,
    };
    // How many pieces the run holds (every piece in it is `piece`).
    let per_run = run.len() / piece.len().max(1);
    let mut left = count;
    while left > 0 {
        let now = left.min(per_run);
        out.push_str(&run[..now * piece.len()]);
        left -= now;
    }
}

/// One context: its lines, numbered, each followed by the labels on it.
fn draw_context(
    out: &mut String,
    excerpt: &str,
    data: Range<usize>,
    first_line: usize,
    labels: &[Styled<'_, '_>],
    linum: Option<Style>,
) -> Option<()> {
    let lines = lines(excerpt, data, first_line);
    // A label over several lines is drawn in a gutter: miette's.
    if labels.iter().any(|styled| {
        lines
            .iter()
            .any(|line| line.shows(&styled.label.span) && !line.holds(&styled.label.span))
    }) {
        return None;
    }
    let mut digits = itoa::Buffer::new();
    let width = digits.format(lines.last()?.number).len();
    push_repeated(out, " ", width + 2);
    out.push_str("╭────\n");
    let mut on_line: Vec<&Styled<'_, '_>> = Vec::with_capacity(labels.len());
    for line in &lines {
        match linum {
            Some(linum) => {
                let _ = write!(out, " {:width$} │ ", line.number.style(linum));
            }
            None => {
                let number = digits.format(line.number);
                out.push(' ');
                push_repeated(out, " ", width - number.len());
                out.push_str(number);
                out.push_str(" │ ");
            }
        }
        out.push_str(line.text);
        out.push('\n');
        on_line.clear();
        on_line.extend(
            labels
                .iter()
                .filter(|styled| line.shows(&styled.label.span)),
        );
        if !on_line.is_empty() {
            draw_labels(out, line, width + 2, &on_line);
        }
    }
    push_repeated(out, " ", width + 2);
    out.push_str("╰────\n");
    Some(())
}

/// The underlines of the labels on `line`, then their texts, the last
/// label's first, each under its mark with a bar for the labels left of it;
/// every line after a margin of `margin` spaces.
fn draw_labels(out: &mut String, line: &Line<'_>, margin: usize, labels: &[&Styled<'_, '_>]) {
    push_repeated(out, " ", margin);
    out.push_str("· ");
    let mut highest = 0;
    let mut marks = Vec::with_capacity(labels.len());
    let mut underline = String::new();
    for styled in labels {
        let span = &styled.label.span;
        let start = line.column(span.start).max(highest);
        let end = if span.is_empty() {
            start + 1
        } else {
            line.column(span.end).max(start + 1)
        };
        let mark = (start + end) / 2;
        underline.clear();
        push_repeated(&mut underline, " ", start.saturating_sub(highest));
        push_repeated(&mut underline, "─", mark - start);
        underline.push(if span.is_empty() { '▲' } else { '┬' });
        push_repeated(&mut underline, "─", end - mark - 1);
        paint(out, &underline, styled.style);
        highest = highest.max(end);
        marks.push(mark);
    }
    out.push('\n');
    for (index, styled) in labels.iter().enumerate().rev() {
        push_repeated(out, " ", margin);
        out.push_str("· ");
        let mut column = 1;
        for (other, mark) in marks.iter().enumerate() {
            push_repeated(out, " ", (mark + 1).saturating_sub(column));
            column = column.max(mark + 1);
            if other != index {
                paint(out, "│", labels[other].style);
                column += 1;
            } else {
                match styled.style {
                    Some(_) => paint(out, &["╰── ", &styled.text].concat(), styled.style),
                    None => {
                        out.push_str("╰── ");
                        out.push_str(&styled.text);
                    }
                }
                out.push('\n');
                break;
            }
        }
    }
}

/// The lines of `data` (a range of the excerpt), numbered from
/// `first_line` (0-based), as miette splits them.
fn lines(excerpt: &str, data: Range<usize>, first_line: usize) -> Vec<Line<'_>> {
    let mut lines = Vec::new();
    let part = &excerpt[data.clone()];
    let mut from = 0;
    // Each line with its break (the last may have none), as
    // `split_inclusive('\n')` gives them, the breaks found by `memchr`.
    let breaks = memchr::memchr_iter(b'\n', part.as_bytes()).map(|at| at + 1);
    for end in breaks.chain((!part.ends_with('\n')).then_some(part.len())) {
        if end == from {
            break;
        }
        let text = &part[from..end];
        lines.push(Line {
            number: first_line + lines.len() + 1,
            offset: data.start + from,
            length: text.len(),
            text: text.strip_suffix('\n').unwrap_or(text),
        });
        from = end;
    }
    lines
}
