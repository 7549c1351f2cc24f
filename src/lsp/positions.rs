//! Byte offsets ↔ LSP positions in the encoding negotiated with the client
//! (UTF-8 when it offers it, else UTF-16, the protocol's default): a line
//! ends at `\n`, `\r\n` or a lone `\r`, as the protocol says.

use lsp_types::{Position, PositionEncodingKind, Range};

/// How a client counts the characters of a line.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Encoding {
    /// Bytes of UTF-8.
    Utf8,
    /// Code units of UTF-16.
    Utf16,
}

impl Encoding {
    /// The encoding to use among those the client offers: UTF-8 if it is
    /// one of them, else UTF-16.
    pub fn negotiate(offered: Option<&[PositionEncodingKind]>) -> Encoding {
        match offered {
            Some(kinds) if kinds.contains(&PositionEncodingKind::UTF8) => Encoding::Utf8,
            _ => Encoding::Utf16,
        }
    }

    /// The encoding as the protocol names it.
    pub fn kind(self) -> PositionEncodingKind {
        match self {
            Encoding::Utf8 => PositionEncodingKind::UTF8,
            Encoding::Utf16 => PositionEncodingKind::UTF16,
        }
    }
}

/// Where the lines of a text start.
#[derive(Debug, Clone)]
pub struct LineIndex {
    /// The byte offset of each line's first byte.
    starts: Vec<usize>,
    /// How columns are counted.
    encoding: Encoding,
    /// Columns before the text's first line in the editor's document: a
    /// byte-order mark the linted text does not have.
    first_line_shift: u32,
}

impl LineIndex {
    /// The lines of `text`.
    pub fn new(text: &str, encoding: Encoding) -> LineIndex {
        let bytes = text.as_bytes();
        let mut starts = vec![0];
        // One searcher over the whole text: a manifest's lines are short,
        // and a search started afresh on each paid its setup per line.
        for end in memchr::memchr2_iter(b'\n', b'\r', bytes) {
            // `\r\n` ends one line, at its `\n`.
            if bytes[end] == b'\r' && bytes.get(end + 1) == Some(&b'\n') {
                continue;
            }
            starts.push(end + 1);
        }
        LineIndex {
            starts,
            encoding,
            first_line_shift: 0,
        }
    }

    /// Updates the lines for an edit that replaced bytes `start..old_end`
    /// with `inserted` bytes, `text` being the text after it: the line
    /// starts before the edit stay, those after it move by the change in
    /// length, and only the edited stretch is searched again (a start
    /// depends on the byte before it and, after a `\r`, the byte at it).
    pub fn edit(&mut self, text: &str, start: usize, old_end: usize, inserted: usize) {
        let bytes = text.as_bytes();
        let new_end = start + inserted;
        // Line 0 starts at 0 whatever the edit.
        let from = start.max(1);
        let first = self.starts.partition_point(|&at| at < from);
        let kept = self.starts.partition_point(|&at| at <= old_end);
        for at in &mut self.starts[kept..] {
            *at = *at - old_end + new_end;
        }
        let fresh = (from..=new_end.min(bytes.len())).filter(|&at| match bytes[at - 1] {
            b'\n' => true,
            b'\r' => bytes.get(at) != Some(&b'\n'),
            _ => false,
        });
        self.starts.splice(first..kept, fresh);
    }

    /// How the columns are counted.
    pub fn encoding(&self) -> Encoding {
        self.encoding
    }

    /// The lines of a text whose document in the editor starts with a
    /// byte-order mark (`bom`), which the linted text does not have.
    pub fn after_bom(mut self, bom: bool) -> LineIndex {
        self.first_line_shift = match (bom, self.encoding) {
            (false, _) => 0,
            (true, Encoding::Utf8) => 3,
            (true, Encoding::Utf16) => 1,
        };
        self
    }

    /// The position of byte `offset` of `text` (clamped to the text, and
    /// back to a character boundary).
    pub fn position(&self, text: &str, offset: usize) -> Position {
        let mut offset = offset.min(text.len());
        while !text.is_char_boundary(offset) {
            offset -= 1;
        }
        let line = self.starts.partition_point(|start| *start <= offset) - 1;
        let start = self.starts[line];
        let column = match self.encoding {
            Encoding::Utf8 => offset - start,
            Encoding::Utf16 => text[start..offset].encode_utf16().count(),
        };
        let shift = if line == 0 { self.first_line_shift } else { 0 };
        Position::new(to_u32(line), to_u32(column).saturating_add(shift))
    }

    /// The range of bytes `span` of `text`.
    pub fn range(&self, text: &str, span: std::ops::Range<usize>) -> Range {
        Range::new(
            self.position(text, span.start),
            self.position(text, span.end),
        )
    }

    /// The byte offset of `position` in `text`: a column past the end of
    /// its line is the line's end, a line past the text is its end.
    pub fn offset(&self, text: &str, position: Position) -> usize {
        let line = position.line as usize;
        let Some(&start) = self.starts.get(line) else {
            return text.len();
        };
        let end = self.line_end(text, line);
        let content = &text[start..end];
        let shift = if line == 0 { self.first_line_shift } else { 0 };
        let wanted = position.character.saturating_sub(shift) as usize;
        let column = match self.encoding {
            Encoding::Utf8 => {
                let mut column = wanted.min(content.len());
                while !content.is_char_boundary(column) {
                    column -= 1;
                }
                column
            }
            Encoding::Utf16 => {
                let mut units = 0;
                let mut column = content.len();
                for (at, ch) in content.char_indices() {
                    if units >= wanted {
                        column = at;
                        break;
                    }
                    units += ch.len_utf16();
                }
                column
            }
        };
        start + column
    }

    /// Where line `line`'s content ends (before its line break).
    fn line_end(&self, text: &str, line: usize) -> usize {
        let next = self.starts.get(line + 1).copied().unwrap_or(text.len());
        let content = &text[self.starts[line]..next];
        self.starts[line] + content.trim_end_matches(['\n', '\r']).len()
    }
}

/// A count as the protocol's `u32`.
fn to_u32(count: usize) -> u32 {
    u32::try_from(count).unwrap_or(u32::MAX)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_edit_moves_the_lines_as_a_new_index_would_find_them() {
        // Every replacement of every stretch of a text with line breaks of
        // each kind, by texts that join or split a `\r\n`.
        let text = "a\r\nb\rc\n\r\nd";
        for start in 0..=text.len() {
            for end in start..=text.len() {
                for inserted in ["", "x", "\n", "\r", "\r\n", "y\nz\r"] {
                    let mut edited = text.to_owned();
                    edited.replace_range(start..end, inserted);
                    let mut index = LineIndex::new(text, Encoding::Utf8);
                    index.edit(&edited, start, end, inserted.len());
                    let fresh = LineIndex::new(&edited, Encoding::Utf8);
                    assert_eq!(
                        index.starts, fresh.starts,
                        "{start}..{end} of {text:?} replaced by {inserted:?}"
                    );
                }
            }
        }
    }

    #[test]
    fn utf16_counts_code_units_and_utf8_bytes() {
        let text = "{\"é😀\": 1}\r\n  \"x\"\r\n";
        let utf16 = LineIndex::new(text, Encoding::Utf16);
        let utf8 = LineIndex::new(text, Encoding::Utf8);
        let one = text.find('1').expect("1");
        assert_eq!(utf16.position(text, one), Position::new(0, 8));
        assert_eq!(utf8.position(text, one), Position::new(0, 11));
        let x = text.find('x').expect("x");
        assert_eq!(utf16.position(text, x), Position::new(1, 3));
        for offset in [0, one, x, text.len()] {
            assert_eq!(utf16.offset(text, utf16.position(text, offset)), offset);
            assert_eq!(utf8.offset(text, utf8.position(text, offset)), offset);
        }
    }

    #[test]
    fn a_byte_order_mark_shifts_the_first_line() {
        let text = "{\"a\": 1}";
        let index = LineIndex::new(text, Encoding::Utf16).after_bom(true);
        assert_eq!(index.position(text, 1), Position::new(0, 2));
        assert_eq!(index.offset(text, Position::new(0, 2)), 1);
    }

    #[test]
    fn lines_end_at_crlf_cr_and_lf_alike() {
        let text = "a\r\nb\rc\nd\r\n\r\r\n";
        let index = LineIndex::new(text, Encoding::Utf8);
        assert_eq!(index.starts, [0, 3, 5, 7, 10, 11, 13]);
    }

    #[test]
    fn out_of_range_positions_are_clamped() {
        let text = "ab\ncd";
        let index = LineIndex::new(text, Encoding::Utf16);
        assert_eq!(index.offset(text, Position::new(0, 99)), 2);
        assert_eq!(index.offset(text, Position::new(9, 0)), text.len());
        let cr = "a\rb";
        let index = LineIndex::new(cr, Encoding::Utf8);
        assert_eq!(index.position(cr, 2), Position::new(1, 0));
    }
}
