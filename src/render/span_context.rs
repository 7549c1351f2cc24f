//! The lines around a span, as miette's `SourceCode` contract has them
//! (the data from the first context line to the end of the last, its line
//! and column, the lines passed), found a run of bytes at a time rather
//! than a byte at a time: miette asks for them several times per snippet.
//! A property test holds the answers equal to miette's own for text.

use std::ops::Range;

/// What [`context`] finds: the data's byte range, its 0-based line and
/// column, and how many line breaks were passed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct Context {
    /// The bytes the snippet shows.
    pub data: Range<usize>,
    /// The line the data starts on.
    pub line: usize,
    /// The column the data starts at (0 unless no line before is asked).
    pub column: usize,
    /// Line breaks met on the way.
    pub line_count: usize,
}

/// The lines of `input` around `span` with `before` and `after` lines of
/// context; `None` when the span lies beyond the input.
pub(super) fn context(
    input: &[u8],
    span: Range<usize>,
    before: usize,
    after: usize,
) -> Option<Context> {
    // miette's two thresholds, which differ for an empty span: where the
    // span's last byte is, and where a line break ends it.
    let last_byte = span.end.saturating_sub(1);
    let last_in_span = span.start + span.len().saturating_sub(1);
    let mut offset = 0;
    let mut line_count = 0;
    let mut start_line = 0;
    let mut start_column = 0;
    // Starts of the lines kept before the span's (at most `before`).
    let mut kept_starts = std::collections::VecDeque::new();
    let mut line_start = 0;
    let mut end_lines = 0;
    let mut past_span = false;
    let mut newline_past_span = false;
    'scan: while offset < input.len() {
        // A run of bytes without a line break.
        let run_end =
            memchr::memchr2(b'\n', b'\r', &input[offset..]).map_or(input.len(), |at| offset + at);
        if offset < span.start {
            start_column += run_end.min(span.start) - offset;
        }
        let from = offset.max(last_byte);
        if from < run_end {
            past_span = true;
            if end_lines >= after {
                offset = from + 1;
                break 'scan;
            }
        }
        offset = run_end;
        if offset >= input.len() {
            break;
        }
        // The line break at `offset` (a CRLF counts once).
        line_count += 1;
        if input[offset] == b'\r' && input.get(offset + 1) == Some(&b'\n') {
            offset += 1;
        }
        if offset < span.start {
            start_column = 0;
            kept_starts.push_back(line_start);
            if kept_starts.len() > before {
                start_line += 1;
                kept_starts.pop_front();
            }
        } else if offset >= last_in_span && past_span {
            start_column = 0;
            if newline_past_span {
                end_lines += 1;
            } else {
                newline_past_span = true;
            }
            if end_lines >= after {
                offset += 1;
                break;
            }
        }
        line_start = offset + 1;
        if offset >= last_byte {
            past_span = true;
            if end_lines >= after {
                offset += 1;
                break;
            }
        }
        offset += 1;
    }
    if offset < last_byte {
        return None;
    }
    let start = kept_starts
        .front()
        .copied()
        .unwrap_or(if before == 0 { span.start } else { 0 });
    Some(Context {
        data: start..offset,
        line: start_line,
        column: if before == 0 { start_column } else { 0 },
        line_count,
    })
}

#[cfg(test)]
mod tests {
    use miette::{SourceCode, SourceSpan};

    /// miette's own answer for `text`: `None` when miette itself panics
    /// (it slices past the end for some empty spans), those are not
    /// compared.
    fn miettes(
        text: &str,
        span: (usize, usize),
        before: usize,
        after: usize,
    ) -> Option<Option<super::Context>> {
        let source: SourceSpan = span.into();
        std::panic::catch_unwind(|| {
            let contents = text.read_span(&source, before, after).ok()?;
            let start = contents.span().offset();
            Some(super::Context {
                data: start..start + contents.span().len(),
                line: contents.line(),
                column: contents.column(),
                line_count: contents.line_count(),
            })
        })
        .ok()
    }

    #[test]
    fn the_context_is_miettes() {
        let pieces = ["a", "bc", "\n", "\r\n", "\r", "é", "  "];
        let mut seed: u64 = 5;
        let mut next = || {
            seed = seed
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            (seed >> 33) as usize
        };
        for _ in 0..300 {
            let text: String = (0..next() % 14)
                .map(|_| pieces[next() % pieces.len()])
                .collect();
            for start in 0..=text.len() + 1 {
                for len in [0, 1, 2, 5] {
                    for (before, after) in [(0, 0), (1, 1), (0, 2), (2, 0), (3, 3)] {
                        let Some(expected) = miettes(&text, (start, len), before, after) else {
                            continue;
                        };
                        assert_eq!(
                            super::context(text.as_bytes(), start..start + len, before, after),
                            expected,
                            "{text:?} span {start}+{len} context {before}/{after}"
                        );
                    }
                }
            }
        }
    }
}
