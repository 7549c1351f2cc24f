//! Reading a server's output line by line with a bound on every line, so
//! that an endless line costs at most the limit in memory.

use std::io::{BufRead, BufReader, Read};

/// One line of a server's output.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Line {
    /// A line of UTF-8 text (without its line end).
    Text(String),
    /// A line that is not UTF-8, at most the limit of it.
    NotUtf8(Vec<u8>),
    /// A line longer than the limit; the rest of it was read and dropped.
    TooLong,
}

/// Reads `reader` line by line, calling `each` with every line until it
/// returns `false` or the stream ends. A line over `limit` bytes is
/// reported as [`Line::TooLong`] once and skipped.
pub fn for_each_line(reader: impl Read, limit: usize, mut each: impl FnMut(Line) -> bool) {
    let mut reader = BufReader::with_capacity(64 * 1024, reader);
    let mut line: Vec<u8> = Vec::new();
    let mut overflowed = false;
    loop {
        let (used, ended) = {
            let Ok(buffer) = reader.fill_buf() else {
                return;
            };
            if buffer.is_empty() {
                // The end: a last line without a line end still counts.
                if !line.is_empty() && !overflowed {
                    each(decode(std::mem::take(&mut line)));
                }
                return;
            }
            match memchr::memchr(b'\n', buffer) {
                Some(at) => {
                    if !overflowed {
                        line.extend_from_slice(&buffer[..at]);
                    }
                    (at + 1, true)
                }
                None => {
                    if !overflowed {
                        line.extend_from_slice(buffer);
                    }
                    (buffer.len(), false)
                }
            }
        };
        reader.consume(used);
        if !overflowed && line.len() > limit {
            overflowed = true;
            line = Vec::new();
            if !each(Line::TooLong) {
                return;
            }
        }
        if ended {
            let done = if overflowed {
                true
            } else {
                each(decode(std::mem::take(&mut line)))
            };
            overflowed = false;
            line.clear();
            if !done {
                return;
            }
        }
    }
}

fn decode(mut bytes: Vec<u8>) -> Line {
    if bytes.last() == Some(&b'\r') {
        bytes.pop();
    }
    match String::from_utf8(bytes) {
        Ok(text) => Line::Text(text),
        Err(error) => Line::NotUtf8(error.into_bytes()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lines(input: &[u8], limit: usize) -> Vec<Line> {
        let mut seen = Vec::new();
        for_each_line(input, limit, |line| {
            seen.push(line);
            true
        });
        seen
    }

    #[test]
    fn lines_are_split_bounded_and_decoded() {
        assert_eq!(
            lines(b"a\r\nbb\nlast", 10),
            [
                Line::Text("a".into()),
                Line::Text("bb".into()),
                Line::Text("last".into())
            ]
        );
        assert_eq!(
            lines(b"0123456789abc\nok\n", 10),
            [Line::TooLong, Line::Text("ok".into())]
        );
        assert_eq!(lines(b"\xff\n", 10), [Line::NotUtf8(vec![0xff])]);
    }

    #[test]
    fn an_endless_line_costs_the_limit() {
        let endless = std::io::repeat(b'x').take(50 * 1024 * 1024);
        let mut seen = 0;
        for_each_line(endless, 1024, |line| {
            assert_eq!(line, Line::TooLong);
            seen += 1;
            true
        });
        assert_eq!(seen, 1);
    }
}
