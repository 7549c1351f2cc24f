//! Small helpers for the wording of messages, and for printing text that
//! comes from the user's files safely.

use std::borrow::Cow;
use std::fmt::Write;

/// Starts a message in lower case, as clippy's messages do (parsers and
/// serde start theirs with a capital).
pub fn lower_first(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_lowercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// `1 fix`, `2 fixes`, `3 files`.
pub fn plural(count: usize, noun: &str) -> String {
    if count == 1 {
        return format!("1 {noun}");
    }
    if noun.ends_with('x') {
        format!("{count} {noun}es")
    } else if let Some(stem) = noun.strip_suffix("ry") {
        format!("{count} {stem}ries")
    } else {
        format!("{count} {noun}s")
    }
}

/// Whether `ch` may not reach a terminal, a log or a CI runner as it is:
/// C0 and C1 controls (ESC starts terminal sequences, a newline forges
/// lines), DEL, and the invisible direction and joining marks that make
/// text read differently from what it is (U+202E and friends).
fn is_hostile(ch: char) -> bool {
    ch.is_control()
        || matches!(
            ch,
            '\u{061c}' | '\u{200b}'..='\u{200f}' | '\u{202a}'..='\u{202e}' | '\u{2060}'..='\u{2069}'
                | '\u{feff}'
        )
}

/// `text` safe to print on one line: every control, direction mark or
/// invisible format character is written as an escape (`\n`, `\u{1b}`,
/// `\u{202e}`), so that a tool name, key or file name can neither forge
/// lines, nor send terminal sequences, nor reorder what a reader sees.
pub fn visible(text: &str) -> Cow<'_, str> {
    // Printable ASCII, nearly every name and message, is checked eight
    // bytes at a time.
    if !holds_hostile(text, |_| false) {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() + 8);
    for ch in text.chars() {
        match ch {
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            ch if is_hostile(ch) => {
                let _ = write!(out, "\\u{{{:x}}}", u32::from(ch));
            }
            ch => out.push(ch),
        }
    }
    Cow::Owned(out)
}

/// Whether `text` holds a hostile character ([`is_hostile`]) that
/// `allowed` does not let through. Runs of printable ASCII, nearly all of
/// any text, are passed eight bytes at a time; only the other characters
/// are decoded and judged one by one.
fn holds_hostile(text: &str, allowed: impl Fn(char) -> bool) -> bool {
    let mut at = 0;
    loop {
        at += printable_prefix(&text.as_bytes()[at..]);
        // `at` is on a character boundary: every byte before it is ASCII.
        let Some(ch) = text[at..].chars().next() else {
            return false;
        };
        if is_hostile(ch) && !allowed(ch) {
            return true;
        }
        at += ch.len_utf8();
    }
}

/// Whether `text` is lines of printable ASCII: every byte in `' '..='~'`
/// or a line feed.
pub(crate) fn printable_lines(text: &str) -> bool {
    let bytes = text.as_bytes();
    let mut at = 0;
    loop {
        at += printable_prefix(&bytes[at..]);
        match bytes.get(at) {
            None => return true,
            Some(b'\n') => at += 1,
            Some(_) => return false,
        }
    }
}

/// The length of the printable ASCII (`' '..='~'`) that `bytes` starts
/// with.
fn printable_prefix(bytes: &[u8]) -> usize {
    const ONES: u64 = 0x0101_0101_0101_0101;
    const HIGH_BITS: u64 = 0x8080_8080_8080_8080;
    let mut at = 0;
    while let Some(chunk) = bytes.get(at..at + 8) {
        let mut word = [0u8; 8];
        word.copy_from_slice(chunk);
        let word = u64::from_le_bytes(word);
        // A byte below 0x20, or one of 0x7F and above (adding one sets its
        // high bit); a borrow or carry only follows a flagged byte, so the
        // lowest flagged byte is always a true one.
        let control = word.wrapping_sub(ONES * 0x20) & !word;
        let high = word.wrapping_add(ONES) | word;
        let flagged = (control | high) & HIGH_BITS;
        if flagged != 0 {
            return at + (flagged.trailing_zeros() / 8) as usize;
        }
        at += 8;
    }
    at + bytes[at..]
        .iter()
        .take_while(|byte| matches!(byte, b' '..=b'~'))
        .count()
}

/// Source text as a snippet may show it, byte for byte the same length so
/// that every span still fits: a lone CR becomes a line feed (it ends a
/// line, as hintlint counts lines), and every other hostile character
/// becomes a visible one of the same UTF-8 length (`?`, `¿`, `�`).
pub fn displayable_source(text: &str) -> Cow<'_, str> {
    if !holds_hostile(text, |ch| ch == '\n' || ch == '\t') {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars().peekable();
    while let Some(ch) = chars.next() {
        match ch {
            '\n' | '\t' => out.push(ch),
            '\r' if chars.peek() == Some(&'\n') => out.push('\r'),
            '\r' => out.push('\n'),
            ch if is_hostile(ch) => out.push(match ch.len_utf8() {
                1 => '?',
                2 => '¿',
                _ => '\u{fffd}',
            }),
            ch => out.push(ch),
        }
    }
    Cow::Owned(out)
}

/// `` `a` `` or `` `a`, `b` ``.
pub fn tool_list(tools: &[String]) -> String {
    let named: Vec<String> = tools.iter().map(|tool| format!("`{tool}`")).collect();
    if named.is_empty() {
        "a tool".to_owned()
    } else {
        named.join(", ")
    }
}

/// The most items a message names from a list whose length its input
/// decides (an `enum`'s values): the rest are counted.
pub const LISTED: usize = 5;

/// `a`, `a or b`, `a, b or c`: each item once (where it first comes), and
/// past [`LISTED`] the first ones and a count of the rest, `a, b, c, d, e …
/// and 995 more`.
pub fn or_list(items: &[String]) -> String {
    capped_list(items, " or ")
}

/// `a`, `a, b`, `a, b, c`: each item once (where it first comes), and past
/// [`LISTED`] the first ones and a count of the rest, `a, b, c, d, e … and
/// 995 more`.
pub fn list(items: &[String]) -> String {
    capped_list(items, ", ")
}

/// The distinct `items` joined by `, ` (the last two by `last`), at most
/// [`LISTED`] of them named; one more than that is named rather than
/// counted.
fn capped_list(items: &[String], last: &str) -> String {
    let mut seen = std::collections::HashSet::new();
    let distinct: Vec<&str> = items
        .iter()
        .map(String::as_str)
        .filter(|item| seen.insert(*item))
        .collect();
    match distinct.as_slice() {
        [] => String::new(),
        [one] => (*one).to_owned(),
        all if all.len() <= LISTED + 1 => {
            let (rest, final_one) = all.split_at(all.len() - 1);
            format!("{}{last}{}", rest.join(", "), final_one[0])
        }
        all => format!(
            "{} … and {} more",
            all[..LISTED].join(", "),
            all.len() - LISTED
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn or_lists_read_as_english() {
        let items = |items: &[&str]| {
            items
                .iter()
                .map(|item| item.to_string())
                .collect::<Vec<_>>()
        };
        assert_eq!(or_list(&items(&["a"])), "a");
        assert_eq!(or_list(&items(&["a", "b"])), "a or b");
        assert_eq!(or_list(&items(&["a", "b", "c"])), "a, b or c");
        assert_eq!(list(&items(&["a", "b", "c"])), "a, b, c");
        assert_eq!(or_list(&items(&[])), "");
    }

    #[test]
    fn lists_name_each_item_once_and_count_past_the_cap() {
        let many: Vec<String> = (0..1000).map(|n| format!("v{n}")).collect();
        assert_eq!(list(&many), "v0, v1, v2, v3, v4 … and 995 more");
        assert_eq!(or_list(&many), "v0, v1, v2, v3, v4 … and 995 more");
        let repeated: Vec<String> = std::iter::repeat_n("GET".to_owned(), 1000)
            .chain(["POST".to_owned(), "GET".to_owned()])
            .collect();
        assert_eq!(list(&repeated), "GET, POST");
        assert_eq!(or_list(&repeated), "GET or POST");
        // One past the cap is named: "and 1 more" would be no shorter.
        let six: Vec<String> = many[..LISTED + 1].to_vec();
        assert_eq!(or_list(&six), "v0, v1, v2, v3, v4 or v5");
        let seven: Vec<String> = many[..LISTED + 2].to_vec();
        assert_eq!(list(&seven), "v0, v1, v2, v3, v4 … and 2 more");
    }

    #[test]
    fn printable_ascii_is_told_apart_from_every_other_byte() {
        for byte in 0..=u8::MAX {
            for at in 0..12 {
                let mut bytes = vec![b'a'; 12];
                bytes[at] = byte;
                let printable = (b' '..=b'~').contains(&byte);
                assert_eq!(
                    printable_prefix(&bytes),
                    if printable { 12 } else { at },
                    "byte {byte:#x} at {at}"
                );
            }
        }
    }

    #[test]
    fn printable_lines_are_printable_ascii_and_line_feeds() {
        for text in [
            "",
            "a",
            "ab\n",
            "\n\n",
            "a line well past eight bytes\nand another",
        ] {
            assert!(printable_lines(text), "{text:?}");
        }
        for text in [
            "\t",
            "a\r\nb",
            "line of text\u{7f}",
            "café",
            "long plain line then a\ttab",
        ] {
            assert!(!printable_lines(text), "{text:?}");
        }
    }

    #[test]
    fn hostile_characters_are_found_at_every_offset() {
        for ch in [
            '\n', '\t', '\u{1b}', '\u{7f}', '\u{85}', '\u{202e}', '\u{feff}', 'é', '…', '✓', '😀',
        ] {
            for at in 0..20 {
                let text = format!("{}{ch}{}", "a".repeat(at), "é b".repeat(at % 3));
                let walked = text.chars().any(is_hostile);
                assert_eq!(holds_hostile(&text, |_| false), walked, "{text:?}");
                let walked = text
                    .chars()
                    .any(|c| is_hostile(c) && c != '\n' && c != '\t');
                assert_eq!(
                    holds_hostile(&text, |c| c == '\n' || c == '\t'),
                    walked,
                    "{text:?}"
                );
            }
        }
    }

    #[test]
    fn hostile_text_is_escaped_visibly() {
        assert_eq!(
            visible("x\nfake.json:1:1: error"),
            "x\\nfake.json:1:1: error"
        );
        assert_eq!(visible("\u{1b}]8;;evil\u{7}"), "\\u{1b}]8;;evil\\u{7}");
        assert_eq!(visible("abc\u{202e}txt.exe"), "abc\\u{202e}txt.exe");
        assert_eq!(visible("\u{85}"), "\\u{85}");
        assert_eq!(visible("café ✓"), "café ✓");
    }

    #[test]
    fn source_keeps_its_byte_length() {
        for text in ["a\rb\r\nc", "x\u{1b}y\u{85}z\u{202e}w", "plain\n\ttext"] {
            let shown = displayable_source(text);
            assert_eq!(shown.len(), text.len(), "{text:?}");
            assert!(
                !shown
                    .contains(|ch: char| is_hostile(ch) && ch != '\n' && ch != '\t' && ch != '\r')
            );
        }
        assert_eq!(displayable_source("a\rb"), "a\nb");
        assert_eq!(displayable_source("a\r\nb"), "a\r\nb");
    }
}
