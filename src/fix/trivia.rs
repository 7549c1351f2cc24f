//! The tokens between the members of a JSON(C) object: whitespace, comments
//! and the separating commas. Edits find their commas and line ends here,
//! never with a string search, so that a `,` or a newline inside a comment
//! is never taken for a separator.

use std::ops::Range;

use crate::document::{CodeSyntax, Layout};

/// Where a language's block comment ends.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BlockComments {
    /// At the first `*/` (JSONC, JavaScript, TypeScript, Go, C#):
    /// `/* a /* b */` is one comment.
    Flat,
    /// At the `*/` that closes its own `/*` (Rust): `/* a /* b */ c */` is
    /// one comment.
    Nested,
}

impl BlockComments {
    /// The block comments of the language an object of `layout` is
    /// written in.
    pub fn of(layout: &Layout) -> BlockComments {
        match layout {
            Layout::Code(syntax)
                if matches!(
                    **syntax,
                    CodeSyntax::RustAttribute { .. } | CodeSyntax::RustBuilder { .. }
                ) =>
            {
                BlockComments::Nested
            }
            _ => BlockComments::Flat,
        }
    }

    /// The end of the block comment that opens at `start` (`/*`) in
    /// `bytes[..end]`: just past its `*/`, or `end` when it is not closed.
    fn end(self, bytes: &[u8], start: usize, end: usize) -> usize {
        let mut depth = 0usize;
        let mut at = start;
        while at + 1 < end {
            match (bytes[at], bytes[at + 1]) {
                (b'/', b'*') if depth == 0 || self == BlockComments::Nested => {
                    depth += 1;
                    at += 2;
                }
                (b'*', b'/') => {
                    depth -= 1;
                    at += 2;
                    if depth == 0 {
                        return at;
                    }
                }
                _ => at += 1,
            }
        }
        end
    }
}

/// One token of the text between two members (or a member and a brace).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Trivia {
    /// A `,` at this offset.
    Comma(usize),
    /// A `//` or `/* */` comment (a line comment without its line end).
    Comment(Range<usize>),
    /// A line end (`\n`, `\r\n` or `\r`) outside any comment.
    Newline(Range<usize>),
}

/// The commas, comments and line ends of `text[range]`, which must hold only
/// whitespace, comments and commas (the gap between two object members).
/// Anything else ends the scan. Block comments end as `comments` says.
pub fn scan(text: &str, range: Range<usize>, comments: BlockComments) -> Vec<Trivia> {
    let bytes = text.as_bytes();
    let end = range.end.min(bytes.len());
    let mut tokens = Vec::new();
    let mut at = range.start;
    while at < end {
        match bytes[at] {
            b',' => {
                tokens.push(Trivia::Comma(at));
                at += 1;
            }
            b'\r' if bytes.get(at + 1) == Some(&b'\n') && at + 1 < end => {
                tokens.push(Trivia::Newline(at..at + 2));
                at += 2;
            }
            b'\n' | b'\r' => {
                tokens.push(Trivia::Newline(at..at + 1));
                at += 1;
            }
            b' ' | b'\t' => at += 1,
            // `//` in JavaScript, TypeScript, Go and JSONC; `#` in Python
            // (never a gap between members elsewhere).
            b'#' => {
                let stop = memchr::memchr2(b'\n', b'\r', &bytes[at..end]).map_or(end, |n| at + n);
                tokens.push(Trivia::Comment(at..stop));
                at = stop;
            }
            b'/' if bytes.get(at + 1) == Some(&b'/') => {
                let stop = memchr::memchr2(b'\n', b'\r', &bytes[at..end]).map_or(end, |n| at + n);
                tokens.push(Trivia::Comment(at..stop));
                at = stop;
            }
            b'/' if bytes.get(at + 1) == Some(&b'*') => {
                let stop = comments.end(bytes, at, end);
                tokens.push(Trivia::Comment(at..stop));
                at = stop;
            }
            _ => break,
        }
    }
    tokens
}

/// The first comma of `tokens`.
pub fn comma(tokens: &[Trivia]) -> Option<usize> {
    tokens.iter().find_map(|token| match token {
        Trivia::Comma(at) => Some(*at),
        _ => None,
    })
}

/// Whether `tokens` hold a comment.
pub fn has_comment(tokens: &[Trivia]) -> bool {
    tokens
        .iter()
        .any(|token| matches!(token, Trivia::Comment(_)))
}

/// The first line end of `tokens` (outside comments).
pub fn first_newline(tokens: &[Trivia]) -> Option<Range<usize>> {
    tokens.iter().find_map(|token| match token {
        Trivia::Newline(range) => Some(range.clone()),
        _ => None,
    })
}

/// The comments inside `text[span]`, a value or member that may hold
/// strings (whose `//` and `/*` are not comments); block comments end as
/// `comments` says.
pub fn comments_in(text: &str, span: Range<usize>, comments: BlockComments) -> Vec<Range<usize>> {
    let bytes = text.as_bytes();
    let end = span.end.min(bytes.len());
    let mut found = Vec::new();
    let mut at = span.start;
    while at < end {
        match bytes[at] {
            b'"' | b'\'' => {
                let quote = bytes[at];
                at += 1;
                while at < end && bytes[at] != quote {
                    at += if bytes[at] == b'\\' { 2 } else { 1 };
                }
                at += 1;
            }
            b'/' if matches!(bytes.get(at + 1), Some(b'/' | b'*')) => {
                let token = scan(text, at..end, comments);
                match token.first() {
                    Some(Trivia::Comment(range)) => {
                        at = range.end;
                        found.push(range.clone());
                    }
                    _ => at += 1,
                }
            }
            _ => at += 1,
        }
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn comments_inside_values_are_found_and_strings_are_skipped() {
        let text = r#"["// no", /* yes */ "/* no */", // yes too
 1]"#;
        let found: Vec<&str> = comments_in(text, 0..text.len(), BlockComments::Flat)
            .into_iter()
            .map(|range| &text[range])
            .collect();
        assert_eq!(found, ["/* yes */", "// yes too"]);
    }

    #[test]
    fn commas_and_newlines_inside_comments_are_not_separators() {
        let text = " /* a, b\n c */ , // d, e\n";
        let tokens = scan(text, 0..text.len(), BlockComments::Flat);
        assert_eq!(comma(&tokens), Some(15));
        assert_eq!(first_newline(&tokens), Some(24..25));
        assert!(has_comment(&tokens));
    }

    #[test]
    fn python_comments_end_at_the_line_end() {
        let text = ",  # hintlint-allow(x): y, z\n)";
        let tokens = scan(text, 0..text.len(), BlockComments::Flat);
        assert_eq!(
            tokens,
            [
                Trivia::Comma(0),
                Trivia::Comment(3..28),
                Trivia::Newline(28..29)
            ]
        );
    }

    #[test]
    fn rust_block_comments_nest_and_others_end_at_the_first_close() {
        let text = " /* a /* b, */ c, */ , x";
        let nested = scan(text, 0..text.len(), BlockComments::Nested);
        assert_eq!(nested, [Trivia::Comment(1..20), Trivia::Comma(21)]);
        // Elsewhere the comment ends at the first `*/`; ` c` ends the gap.
        let flat = scan(text, 0..text.len(), BlockComments::Flat);
        assert_eq!(flat, [Trivia::Comment(1..14)]);
        // An unclosed nested comment runs to the end, as rustc reads it.
        let open = "/* a /* b */ c";
        assert_eq!(
            scan(open, 0..open.len(), BlockComments::Nested),
            [Trivia::Comment(0..open.len())]
        );
        assert_eq!(
            scan("/**/,", 0..5, BlockComments::Nested),
            [Trivia::Comment(0..4), Trivia::Comma(4)]
        );
        let value = r#"true /* a /* "b */ c */"#;
        let found = comments_in(value, 0..value.len(), BlockComments::Nested);
        assert_eq!(found.first(), Some(&(5..value.len())));
        assert_eq!(found.len(), 1);
    }

    #[test]
    fn crlf_is_one_line_end() {
        let tokens = scan(",\r\n", 0..3, BlockComments::Flat);
        assert_eq!(tokens, [Trivia::Comma(0), Trivia::Newline(1..3)]);
    }
}
