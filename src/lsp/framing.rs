//! The base protocol's framing, read with bounds: header lines, then as
//! many bytes as `Content-Length` says. `lsp-server`'s reader allocates
//! the announced length before reading (5,000,000,000 allocated 5 GB), so
//! the server reads the framing itself and never holds more than
//! [`MAX_MESSAGE`] bytes of one message, nor more than [`TAIL`] bytes of
//! one header line.
//!
//! Resynchronising: a line that *ends* with `Content-Length: N` starts a
//! message, wherever the line began. A JSON body never holds such a line
//! (`Content-Length` outside a string is not JSON), so when one turns up
//! inside what a header announced as a body, the client's length was a
//! lie: what came before is dropped and the message that header starts is
//! read. A body over the cap is discarded in [`CHUNK`]-sized reads, as
//! many bytes as announced, or up to such a line.

use std::io::{self, BufRead};

/// The largest message the server reads, as the MCP endpoint caps a line:
/// a document whose `didOpen` is larger (its text escaped as JSON) is not
/// opened.
pub const MAX_MESSAGE: u64 = 16 * 1024 * 1024;

/// How much of a dropped body is read at a time.
const CHUNK: usize = 64 * 1024;

/// How much of the end of a line is kept: enough for a `Content-Length`
/// header with spaces around a 20-digit length.
const TAIL: usize = 64;

/// What the next message on the input was.
#[derive(Debug, PartialEq, Eq)]
pub enum Frame {
    /// A message's body, at most [`MAX_MESSAGE`] bytes.
    Body(Vec<u8>),
    /// A header announced more than [`MAX_MESSAGE`] bytes: they were
    /// discarded unread (as many as announced, or up to the next header).
    TooLarge(u64),
    /// A body ended before its length, at the next message's header: it
    /// was dropped.
    CutShort,
    /// A block of header lines without a `Content-Length`: dropped.
    NoLength,
}

/// The client's input, read one frame at a time.
pub struct Framing<R> {
    input: R,
    /// The length a header gave that was met inside the last body (whose
    /// length was then a lie): the next message's.
    carried: Option<u64>,
}

/// The end of one line: its last [`TAIL`] bytes and its length.
#[derive(Default)]
struct Line {
    tail: Vec<u8>,
    length: u64,
}

impl Line {
    fn push(&mut self, bytes: &[u8]) {
        self.length += bytes.len() as u64;
        if bytes.len() >= TAIL {
            self.tail.clear();
            self.tail.extend_from_slice(&bytes[bytes.len() - TAIL..]);
        } else {
            self.tail.extend_from_slice(bytes);
            let over = self.tail.len().saturating_sub(TAIL);
            self.tail.drain(..over);
        }
    }

    /// Whether the line is empty (a lone CR counts as empty).
    fn is_blank(&self) -> bool {
        self.length == 0 || (self.length == 1 && self.tail == b"\r")
    }

    /// The length of the `Content-Length` header the line ends with.
    fn content_length(&self) -> Option<u64> {
        content_length(&self.tail)
    }
}

/// The length of a `Content-Length: N` header at the end of `tail`
/// (case-insensitive, spaces around `N` allowed); a length too large for
/// 64 bits is `u64::MAX`, as over the cap as any.
fn content_length(tail: &[u8]) -> Option<u64> {
    let is_space = |byte: &u8| matches!(byte, b' ' | b'\t' | b'\r');
    let end = tail.len() - tail.iter().rev().take_while(|byte| is_space(byte)).count();
    let tail = &tail[..end];
    let digits = tail
        .iter()
        .rev()
        .take_while(|byte| byte.is_ascii_digit())
        .count();
    if digits == 0 {
        return None;
    }
    let (head, number) = tail.split_at(tail.len() - digits);
    let head = &head[..head.len() - head.iter().rev().take_while(|byte| is_space(byte)).count()];
    const NAME: &[u8] = b"content-length:";
    let named =
        head.len() >= NAME.len() && head[head.len() - NAME.len()..].eq_ignore_ascii_case(NAME);
    named.then(|| {
        number
            .iter()
            .try_fold(0u64, |sum, digit| {
                sum.checked_mul(10)?.checked_add(u64::from(digit - b'0'))
            })
            .unwrap_or(u64::MAX)
    })
}

impl<R: BufRead> Framing<R> {
    /// Frames the messages of `input`.
    pub fn new(input: R) -> Framing<R> {
        Framing {
            input,
            carried: None,
        }
    }

    /// The next frame; `None` at the end of the input.
    pub fn next_frame(&mut self) -> io::Result<Option<Frame>> {
        let mut length = self.carried.take();
        let mut lines = usize::from(length.is_some());
        let length = loop {
            let Some(line) = self.line()? else {
                return Ok(None);
            };
            if line.is_blank() {
                match length {
                    Some(length) => break length,
                    // Blank lines between messages are nothing.
                    None if lines == 0 => continue,
                    None => return Ok(Some(Frame::NoLength)),
                }
            }
            lines += 1;
            // Other headers (`Content-Type`) and garbage are passed over;
            // the last `Content-Length` counts.
            if let Some(given) = line.content_length() {
                length = Some(given);
            }
        };
        self.body(length)
    }

    /// The rest of the current line (up to and with its `\n`); `None` at
    /// the end of the input.
    fn line(&mut self) -> io::Result<Option<Line>> {
        let mut line = Line::default();
        loop {
            let buffer = match self.input.fill_buf() {
                Ok(buffer) => buffer,
                Err(error) if error.kind() == io::ErrorKind::Interrupted => continue,
                Err(error) => return Err(error),
            };
            if buffer.is_empty() {
                return Ok(None);
            }
            match memchr::memchr(b'\n', buffer) {
                Some(at) => {
                    line.push(&buffer[..at]);
                    self.input.consume(at + 1);
                    return Ok(Some(line));
                }
                None => {
                    let taken = buffer.len();
                    line.push(buffer);
                    self.input.consume(taken);
                }
            }
        }
    }

    /// The body of `length` bytes: kept when within the cap, discarded in
    /// chunks when not; cut short at a line that ends with a header.
    fn body(&mut self, length: u64) -> io::Result<Option<Frame>> {
        let keep = length <= MAX_MESSAGE;
        // Grown as bytes arrive: a length that lies costs nothing.
        let mut body = Vec::with_capacity(if keep {
            length.min(CHUNK as u64) as usize
        } else {
            0
        });
        let mut left = length;
        let mut line = Line::default();
        while left > 0 {
            let buffer = match self.input.fill_buf() {
                Ok(buffer) => buffer,
                Err(error) if error.kind() == io::ErrorKind::Interrupted => continue,
                Err(error) => return Err(error),
            };
            if buffer.is_empty() {
                return Ok(None);
            }
            let available = buffer
                .len()
                .min(CHUNK)
                .min(usize::try_from(left).unwrap_or(usize::MAX));
            let chunk = &buffer[..available];
            // A header inside the body: the length was a lie.
            let mut start = 0;
            let mut cut = None;
            for at in memchr::memchr_iter(b'\n', chunk) {
                line.push(&chunk[start..at]);
                start = at + 1;
                if let Some(next) = line.content_length() {
                    cut = Some((at + 1, next));
                    break;
                }
                line = Line::default();
            }
            if let Some((end, next)) = cut {
                self.input.consume(end);
                self.carried = Some(next);
                return Ok(Some(if keep {
                    Frame::CutShort
                } else {
                    Frame::TooLarge(length)
                }));
            }
            line.push(&chunk[start..]);
            if keep {
                body.extend_from_slice(chunk);
            }
            self.input.consume(available);
            left -= available as u64;
        }
        Ok(Some(if keep {
            Frame::Body(body)
        } else {
            Frame::TooLarge(length)
        }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::{BufReader, Cursor, Read};

    fn message(body: &str) -> String {
        format!("Content-Length: {}\r\n\r\n{body}", body.len())
    }

    fn frames(input: impl Read) -> Vec<Frame> {
        let mut framing = Framing::new(BufReader::new(input));
        let mut frames = Vec::new();
        while let Some(frame) = framing.next_frame().expect("read") {
            frames.push(frame);
        }
        frames
    }

    fn body(text: &str) -> Frame {
        Frame::Body(text.as_bytes().to_vec())
    }

    #[test]
    fn messages_are_read_with_any_header_spelling_and_other_headers() {
        let input = format!(
            "{}content-length:2\r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n{{}}\r\n{}",
            message("[1]"),
            message("\"é\"")
        );
        assert_eq!(
            frames(Cursor::new(input)),
            [body("[1]"), body("{}"), body("\"é\"")]
        );
    }

    #[test]
    fn a_length_over_the_cap_is_discarded_in_chunks_and_the_next_message_read() {
        let over = MAX_MESSAGE + 1;
        let input = Cursor::new(format!("Content-Length: {over}\r\n\r\n"))
            .chain(io::repeat(b' ').take(over))
            .chain(Cursor::new(message("{}")));
        assert_eq!(frames(input), [Frame::TooLarge(over), body("{}")]);
    }

    #[test]
    fn a_length_that_lies_is_cut_at_the_next_header() {
        for length in [
            "5000000000",
            "99999999999999",
            "99999999999999999999999",
            "300",
        ] {
            let input = format!(
                "Content-Length: {length}\r\n\r\n{{\"jsonrpc\":\"2.0\"}}{}",
                message("{}")
            );
            let first = if length == "300" {
                Frame::CutShort
            } else {
                Frame::TooLarge(length.parse().unwrap_or(u64::MAX))
            };
            assert_eq!(frames(Cursor::new(input)), [first, body("{}")], "{length}");
        }
    }

    #[test]
    fn garbage_headers_are_dropped_and_the_stream_goes_on() {
        let long = "x".repeat(1 << 20);
        let input = format!(
            "Garbage\r\n\r\nContent-Length: abc\r\n\r\nContent-Length: -5\r\n\r\n{long}\r\n{}\r\n\r\n\n{}",
            message("[]"),
            message("{}")
        );
        assert_eq!(
            frames(Cursor::new(input)),
            [
                Frame::NoLength,
                Frame::NoLength,
                Frame::NoLength,
                body("[]"),
                body("{}")
            ]
        );
    }

    #[test]
    fn a_json_body_is_never_cut() {
        let text = "{\n  \"Content-Length\": 5,\n  \"a\": \"Content-Length: 5\"\n}\r\n";
        assert_eq!(frames(Cursor::new(message(text))), [body(text)]);
    }

    #[test]
    fn the_end_of_input_inside_a_message_ends_the_frames() {
        assert_eq!(frames(Cursor::new("Content-Length: 10\r\n\r\n{}")), []);
        assert_eq!(frames(Cursor::new("Content-Len")), []);
    }
}
