//! The JSON reader's fast lane: validating a container no rule reads (an
//! input schema, a response body) without building or recursing, eight
//! bytes at a time inside strings and runs of spaces.
//!
//! It accepts only strict RFC 8259 JSON within the reader's nesting bound,
//! and answers `None` for anything else — a comment, a trailing comma, an
//! error — so that the reader reads that container again on its careful
//! path, which collects JSONC comments and words every failure exactly as
//! before. Whatever it accepts, the careful path accepts with the same end.

/// Nesting deeper than this is refused (a located parse error, never a
/// stack overflow), by the fast lane and the careful path alike.
pub const MAX_DEPTH: usize = 512;

const ONES: u64 = 0x0101_0101_0101_0101;
const HIGH_BITS: u64 = 0x8080_8080_8080_8080;
const SPACES: u64 = ONES * b' ' as u64;

/// The offset just after the container starting at `start` (a `{` or `[`
/// at nesting `depth`), when everything up to its end is strict JSON.
pub(super) fn container(bytes: &[u8], start: usize, depth: usize) -> Option<usize> {
    container_naming(bytes, start, depth, &mut |_| {})
}

/// [`container`], handing `name` the raw bytes (between the quotes) of
/// every member name on the way, at any depth: what the reader needs to
/// tell whether a skipped object holds a key it would build.
pub(super) fn container_naming(
    bytes: &[u8],
    start: usize,
    depth: usize,
    name: &mut impl FnMut(&[u8]),
) -> Option<usize> {
    // Containers that may still open, this one included.
    let budget = MAX_DEPTH.checked_sub(depth)?;
    let mut objects = [0u64; MAX_DEPTH / 64];
    let mut open = 0;
    let mut at = start;
    loop {
        // A value starts at `at`.
        match *bytes.get(at)? {
            opening @ (b'{' | b'[') => {
                if open >= budget {
                    return None;
                }
                let object = opening == b'{';
                objects[open / 64] =
                    (objects[open / 64] & !(1 << (open % 64))) | (u64::from(object) << (open % 64));
                open += 1;
                at = whitespace(bytes, at + 1);
                let close = if object { b'}' } else { b']' };
                if *bytes.get(at)? == close {
                    open -= 1;
                    at += 1;
                } else {
                    if object {
                        at = member_name(bytes, at, name)?;
                    }
                    continue;
                }
            }
            b'"' => at = string_end(bytes, at)?,
            b'-' | b'0'..=b'9' => at = number_end(bytes, at)?,
            b't' => at = word_end(bytes, at, b"true")?,
            b'f' => at = word_end(bytes, at, b"false")?,
            b'n' => at = word_end(bytes, at, b"null")?,
            _ => return None,
        }
        // After a value: a comma and the next one, or closing brackets.
        loop {
            if open == 0 {
                return Some(at);
            }
            let object = objects[(open - 1) / 64] & (1 << ((open - 1) % 64)) != 0;
            at = whitespace(bytes, at);
            match *bytes.get(at)? {
                b',' => {
                    at = whitespace(bytes, at + 1);
                    if object {
                        at = member_name(bytes, at, name)?;
                    }
                    break;
                }
                b'}' if object => {
                    open -= 1;
                    at += 1;
                }
                b']' if !object => {
                    open -= 1;
                    at += 1;
                }
                _ => return None,
            }
        }
    }
}

/// A member's name and colon at `at`: the offset of its value. The name's
/// raw bytes go to `name`.
#[inline]
fn member_name(bytes: &[u8], at: usize, name: &mut impl FnMut(&[u8])) -> Option<usize> {
    if *bytes.get(at)? != b'"' {
        return None;
    }
    let end = string_end(bytes, at)?;
    name(&bytes[at + 1..end - 1]);
    let at = whitespace(bytes, end);
    if *bytes.get(at)? != b':' {
        return None;
    }
    Some(whitespace(bytes, at + 1))
}

/// The offset of the first byte at or after `at` that is not JSON
/// whitespace; runs of spaces (indentation) go up to eight at a time.
#[inline]
pub(super) fn whitespace(bytes: &[u8], mut at: usize) -> usize {
    while let Some(&byte) = bytes.get(at) {
        match byte {
            b' ' => match word_at(bytes, at) {
                // The spaces before the first other byte of the word.
                Some(word) => at += ((word ^ SPACES).trailing_zeros() / 8) as usize,
                None => at += 1,
            },
            b'\n' | b'\r' | b'\t' => at += 1,
            _ => break,
        }
    }
    at
}

/// The offset just after the string whose opening quote is at `start`,
/// when its escapes are valid and it holds no raw control character.
fn string_end(bytes: &[u8], start: usize) -> Option<usize> {
    let mut at = start + 1;
    loop {
        at = special_byte(bytes, at)?;
        match bytes[at] {
            b'"' => return Some(at + 1),
            b'\\' => at = escape_end(bytes, at)?,
            _ => return None,
        }
    }
}

/// The offset of the first `"`, `\` or control character at or after `at`
/// (none before the end of the text: `None`). Eight bytes at a time: the
/// lowest flagged byte of a word is always a true one.
pub(crate) fn special_byte(bytes: &[u8], mut at: usize) -> Option<usize> {
    while let Some(word) = word_at(bytes, at) {
        if let Some(offset) = first_special(word) {
            return Some(at + offset);
        }
        at += 8;
    }
    // The last few bytes, padded with plain ones (spaces) to a word.
    let rest = bytes.get(at..)?;
    let mut padded = [b' '; 8];
    padded[..rest.len()].copy_from_slice(rest);
    first_special(u64::from_le_bytes(padded)).map(|offset| at + offset)
}

/// The index of the first `"`, `\` or control byte of the eight bytes of
/// `word` (little-endian), if any.
fn first_special(word: u64) -> Option<usize> {
    let found = zero_bytes(word ^ (ONES * u64::from(b'"')))
        | zero_bytes(word ^ (ONES * u64::from(b'\\')))
        | (word.wrapping_sub(ONES * 0x20) & !word & HIGH_BITS);
    (found != 0).then(|| (found.trailing_zeros() / 8) as usize)
}

/// The high bit of every zero byte of `word` (and possibly of bytes above
/// a zero one).
fn zero_bytes(word: u64) -> u64 {
    word.wrapping_sub(ONES) & !word & HIGH_BITS
}

/// The eight bytes at `at`, little-endian, when there are eight.
fn word_at(bytes: &[u8], at: usize) -> Option<u64> {
    let chunk: [u8; 8] = bytes.get(at..at.checked_add(8)?)?.try_into().ok()?;
    Some(u64::from_le_bytes(chunk))
}

/// The offset after the escape whose backslash is at `at`.
fn escape_end(bytes: &[u8], at: usize) -> Option<usize> {
    match *bytes.get(at + 1)? {
        b'"' | b'\\' | b'/' | b'b' | b'f' | b'n' | b'r' | b't' => Some(at + 2),
        b'u' => bytes
            .get(at + 2..at + 6)?
            .iter()
            .all(u8::is_ascii_hexdigit)
            .then_some(at + 6),
        _ => None,
    }
}

/// The offset after the RFC 8259 number at `at`.
pub(super) fn number_end(bytes: &[u8], mut at: usize) -> Option<usize> {
    let digits = |from: usize| {
        bytes.get(from..).map_or(0, |rest| {
            rest.iter().take_while(|b| b.is_ascii_digit()).count()
        })
    };
    if bytes[at] == b'-' {
        at += 1;
    }
    match *bytes.get(at)? {
        b'0' => at += 1,
        b'1'..=b'9' => at += digits(at),
        _ => return None,
    }
    if bytes.get(at) == Some(&b'.') {
        let fraction = digits(at + 1);
        if fraction == 0 {
            return None;
        }
        at += 1 + fraction;
    }
    if matches!(bytes.get(at), Some(b'e' | b'E')) {
        at += 1;
        if matches!(bytes.get(at), Some(b'+' | b'-')) {
            at += 1;
        }
        let exponent = digits(at);
        if exponent == 0 {
            return None;
        }
        at += exponent;
    }
    Some(at)
}

/// The offset after `word` (`true`, `false`, `null`) at `at`.
fn word_end(bytes: &[u8], at: usize, word: &[u8]) -> Option<usize> {
    let end = at + word.len();
    (bytes.get(at..end)? == word).then_some(end)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn end(text: &str) -> Option<usize> {
        container(text.as_bytes(), 0, 0)
    }

    #[test]
    fn strict_containers_are_skipped_to_their_end() {
        for text in [
            "{}",
            "[]",
            "{\"a\": [1, -0.5e+3, true, false, null, \"x\\u00e9\\n\"], \"b\": {}}",
            "[ [ [ ] ] , { \"k\" :\t\r\n\"v\" } ]",
            "{\"long string with no escapes at all, well past eight bytes\": \"é😀\"}",
        ] {
            assert_eq!(end(&format!("{text} tail")), Some(text.len()), "{text}");
        }
    }

    #[test]
    fn anything_else_goes_to_the_careful_path() {
        for text in [
            "{\"a\": 1,}",
            "[1,]",
            "[1 // c\n]",
            "{'a': 1}",
            "{\"a\" 1}",
            "[01]",
            "[1.]",
            "[.5]",
            "[1e]",
            "[truex]",
            "[\"a\u{1}b\"]",
            "[\"\\x\"]",
            "[\"\\u12g4\"]",
            "[\"unterminated",
            "{\"a\": 1",
            "[1 2]",
            "[}",
        ] {
            assert_eq!(end(text), None, "{text}");
        }
    }

    #[test]
    fn nesting_is_bounded_like_the_reader() {
        let deep = |levels: usize| format!("{}{}", "[".repeat(levels), "]".repeat(levels));
        assert!(container(deep(MAX_DEPTH).as_bytes(), 0, 0).is_some());
        assert!(container(deep(MAX_DEPTH + 1).as_bytes(), 0, 0).is_none());
        assert!(container(deep(10).as_bytes(), 0, MAX_DEPTH - 10).is_some());
        assert!(container(deep(11).as_bytes(), 0, MAX_DEPTH - 10).is_none());
    }

    #[test]
    fn the_first_special_byte_is_found_at_every_alignment() {
        for offset in 0..20 {
            let text = format!("{}\"{}", "a".repeat(offset), "\\".repeat(3));
            assert_eq!(special_byte(text.as_bytes(), 0), Some(offset));
            let control = format!("{}\u{1f}", "é".repeat(offset));
            assert_eq!(special_byte(control.as_bytes(), 0), Some(2 * offset));
        }
        assert_eq!(special_byte(b"plain text, nothing special", 0), None);
        // Texts shorter than a word, read through the padded last word.
        for length in 0..8 {
            assert_eq!(special_byte(&b"abcdefg"[..length], 0), None);
            for at in 0..length {
                for special in [b'"', b'\\', 0x00, 0x1F] {
                    let mut text = b"abcdefg"[..length].to_vec();
                    text[at] = special;
                    assert_eq!(special_byte(&text, 0), Some(at), "{text:?}");
                }
            }
        }
    }
}
