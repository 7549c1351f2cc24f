//! Parsing a manifest's text into a spanned syntax tree, strictly for `.json`
//! and with comments and trailing commas for `.jsonc`.

use std::ops::Range;
use std::path::Path;

use jsonc_parser::ast::{Comment, Value};
use jsonc_parser::{CollectOptions, CommentCollectionStrategy, ParseOptions};

use crate::wording::lower_first;

/// The JSON dialect a file is parsed in, chosen by its extension.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Dialect {
    /// RFC 8259 JSON: nothing else is accepted.
    Json,
    /// JSON with `//` and `/* */` comments and trailing commas.
    Jsonc,
}

impl Dialect {
    /// `.jsonc` files are JSONC; everything else is strict JSON.
    pub fn of_path(path: &Path) -> Dialect {
        match path.extension().and_then(|ext| ext.to_str()) {
            Some(ext) if ext.eq_ignore_ascii_case("jsonc") => Dialect::Jsonc,
            _ => Dialect::Json,
        }
    }

    /// The parser options of the dialect, every field spelled out: the
    /// library's defaults are permissive and gain fields between versions.
    fn options(self) -> ParseOptions {
        let jsonc = self == Dialect::Jsonc;
        ParseOptions {
            allow_comments: jsonc,
            allow_trailing_commas: jsonc,
            allow_loose_object_property_names: false,
            allow_missing_commas: false,
            allow_single_quoted_strings: false,
            allow_hexadecimal_numbers: false,
            allow_unary_plus_numbers: false,
            allow_bare_decimal_point_numbers: false,
            allow_non_finite_numbers: false,
            allow_extended_string_escapes: false,
        }
    }
}

/// Why a text did not parse, and where the parser stopped.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParseFailure {
    /// What went wrong, as the parser words it (lower-cased first letter).
    pub message: String,
    /// Byte range in the text where the parser stopped.
    pub span: Range<usize>,
}

/// A `//` comment of a JSONC file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LineComment {
    /// From the `//` to the end of the line.
    pub span: Range<usize>,
    /// The text after the `//`.
    pub text: String,
}

/// Parses `text` in `dialect`. Empty text is a failure, not a missing value.
pub fn parse(text: &str, dialect: Dialect) -> Result<Value<'_>, ParseFailure> {
    parse_collecting(text, dialect, false).map(|(value, _)| value)
}

/// Parses `text` and also returns its `//` comments, in source order.
pub fn parse_with_comments(
    text: &str,
    dialect: Dialect,
) -> Result<(Value<'_>, Vec<LineComment>), ParseFailure> {
    parse_collecting(text, dialect, true)
}

fn parse_collecting(
    text: &str,
    dialect: Dialect,
    comments: bool,
) -> Result<(Value<'_>, Vec<LineComment>), ParseFailure> {
    let collect = CollectOptions {
        comments: if comments {
            CommentCollectionStrategy::Separate
        } else {
            CommentCollectionStrategy::Off
        },
        tokens: false,
    };
    match jsonc_parser::parse_to_ast(text, &collect, &dialect.options()) {
        Ok(result) => {
            let value = result.value.ok_or_else(|| ParseFailure {
                message: "the file holds no JSON value".to_owned(),
                span: text.len()..text.len(),
            })?;
            // The parser lets control characters through inside strings;
            // JSON (and every client's parser) does not.
            if let Some(offset) = first_control_character(text.as_bytes()) {
                return Err(ParseFailure {
                    message: format!(
                        "the control character U+{:04X} at byte offset {offset} is not JSON; \
                         inside a string it must be escaped",
                        text.as_bytes()[offset]
                    ),
                    span: offset..offset + 1,
                });
            }
            let mut lines: Vec<LineComment> = result
                .comments
                .iter()
                .flat_map(|map| map.values())
                .flat_map(|comments| comments.iter())
                .filter_map(|comment| match comment {
                    Comment::Line(line) => Some(LineComment {
                        span: line.range.start..line.range.end,
                        text: line.text.to_owned(),
                    }),
                    Comment::Block(_) => None,
                })
                .collect();
            lines.sort_by_key(|comment| comment.span.start);
            lines.dedup_by_key(|comment| comment.span.start);
            Ok((value, lines))
        }
        Err(error) => {
            let range = error.range();
            let control = text[range.start.min(text.len())..]
                .chars()
                .next()
                .filter(|ch| ch.is_control() && !ch.is_whitespace());
            let message = match control {
                Some(ch) => format!(
                    "the control character U+{:04X} at byte offset {} is not JSON",
                    u32::from(ch),
                    range.start
                ),
                None => lower_first(&error.kind().to_string()),
            };
            Err(ParseFailure {
                message,
                span: range.start..range.end,
            })
        }
    }
}

/// The offset of the first control character other than tab, LF and CR.
/// Blocks are tested with a branch-free fold the compiler vectorises; only
/// a block that holds one is searched byte by byte.
fn first_control_character(bytes: &[u8]) -> Option<usize> {
    let is_control = |byte: u8| (byte < 0x20) & (byte != b'\t') & (byte != b'\n') & (byte != b'\r');
    bytes
        .chunks(64)
        .enumerate()
        .find(|(_, block)| {
            block
                .iter()
                .fold(false, |found, byte| found | is_control(*byte))
        })
        .and_then(|(index, block)| {
            block
                .iter()
                .position(|byte| is_control(*byte))
                .map(|offset| index * 64 + offset)
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn strict_json_rejects_every_extension() {
        for text in [
            "{\"a\": 1,}",
            "// c\n{}",
            "{'a': 1}",
            "{\"a\": 1 \"b\": 2}",
            "{a: 1}",
            "[0x10]",
            "[+1]",
            "[.5]",
            "[NaN]",
            "[\"\\x41\"]",
        ] {
            assert!(parse(text, Dialect::Json).is_err(), "accepted {text}");
        }
    }

    #[test]
    fn jsonc_allows_comments_and_trailing_commas_only() {
        assert!(parse("// c\n{\"a\": [1,],}", Dialect::Jsonc).is_ok());
        assert!(parse("{'a': 1}", Dialect::Jsonc).is_err());
        assert!(parse("{\"a\": 1 \"b\": 2}", Dialect::Jsonc).is_err());
    }

    #[test]
    fn line_comments_are_collected_once_in_order() {
        let text = "// first\n{\"a\": 1, // second\n/* block */ \"b\": 2}";
        let (_, comments) = parse_with_comments(text, Dialect::Jsonc).expect("parses");
        let texts: Vec<&str> = comments
            .iter()
            .map(|comment| comment.text.as_str())
            .collect();
        assert_eq!(texts, [" first", " second"]);
        assert_eq!(&text[comments[1].span.clone()], "// second");
    }

    #[test]
    fn a_raw_control_character_inside_a_string_is_refused() {
        let failure = parse("[\"a\u{1}b\"]", Dialect::Json).unwrap_err();
        assert!(
            failure
                .message
                .starts_with("the control character U+0001 at byte offset 3"),
            "{}",
            failure.message
        );
        assert!(
            parse("[\"a\\u0001b\"]", Dialect::Json).is_ok(),
            "escaped, it is fine"
        );
    }

    #[test]
    fn a_nul_byte_is_named_with_its_offset() {
        let failure = parse("[1,\u{0}]", Dialect::Json).unwrap_err();
        assert_eq!(
            failure.message,
            "the control character U+0000 at byte offset 3 is not JSON"
        );
    }

    #[test]
    fn empty_text_is_a_failure() {
        assert!(parse("  ", Dialect::Json).is_err());
    }
}
