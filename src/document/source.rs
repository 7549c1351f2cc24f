//! A manifest file's text: the UTF-8 BOM is stripped (and remembered), and a
//! line-start index turns byte offsets into 1-based lines and code-point
//! columns.

use std::ops::Range;
use std::sync::OnceLock;

/// The byte-order mark some editors write at the start of UTF-8 files.
const BOM: &str = "\u{feff}";

/// A 1-based line and column; the column counts Unicode code points.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub struct Position {
    /// 1-based line.
    pub line: usize,
    /// 1-based column in code points (the BOM is not counted).
    pub column: usize,
}

/// The text of one input file, ready for parsing and for locating spans.
#[derive(Debug, Clone)]
pub struct SourceFile {
    /// The path as shown to the user (`/` separators, no leading `./`).
    pub name: String,
    /// For a path that is not UTF-8, the path as a percent-encoded URI
    /// path (`name` shows U+FFFD for its undecodable bytes).
    pub uri: Option<String>,
    /// The text after the BOM (if any) was removed.
    pub text: String,
    /// Whether the file started with a UTF-8 BOM.
    pub has_bom: bool,
    /// Whether the file is Latin-1 (a Python file that declares it with a
    /// coding cookie): `text` holds it decoded, and it is written back so.
    pub latin1: bool,
    /// Byte offsets at which lines start, built on first use (for a large
    /// file, on another thread while it is parsed; see [`SourceFile::index`]).
    line_starts: OnceLock<Vec<usize>>,
    /// Code points before each [`BLOCK`]-byte boundary, built on the first
    /// column asked for on a long (minified) line, so that such a column
    /// costs at most two short counts.
    code_points_before_block: OnceLock<Vec<usize>>,
    /// After [`SourceFile::forget_text`]: the positions of the offsets
    /// kept, sorted by offset.
    kept_positions: Option<Vec<(usize, Position)>>,
}

/// Block size of the code-point index; lines shorter than this are counted
/// directly.
const BLOCK: usize = 1024;

impl SourceFile {
    /// Builds a source file from its shown name and full text.
    pub fn new(name: impl Into<String>, text: String) -> SourceFile {
        let (text, has_bom) = match text.strip_prefix(BOM) {
            Some(rest) => (rest.to_owned(), true),
            None => (text, false),
        };
        SourceFile {
            name: name.into(),
            uri: None,
            text,
            has_bom,
            latin1: false,
            line_starts: OnceLock::new(),
            code_points_before_block: OnceLock::new(),
            kept_positions: None,
        }
    }

    /// Drops the text (and its indexes), keeping the positions of
    /// `offsets`: what a report that shows no source needs of a file.
    pub fn forget_text(&mut self, offsets: impl IntoIterator<Item = usize>) {
        self.keep_positions(offsets);
        self.drop_text();
    }

    /// Drops the text (and its indexes), keeping the positions located by
    /// [`SourceFile::keep_positions`] before.
    pub fn drop_text(&mut self) {
        self.text = String::new();
        self.line_starts = OnceLock::new();
        self.code_points_before_block = OnceLock::new();
    }

    /// Builds the line index now rather than on the first position asked
    /// for.
    pub fn index(&self) {
        self.lines();
    }

    fn lines(&self) -> &[usize] {
        self.line_starts.get_or_init(|| line_starts(&self.text))
    }

    /// The line and column of a byte offset into [`SourceFile::text`]. An
    /// offset past the end, or inside a code point, is clamped.
    pub fn position(&self, offset: usize) -> Position {
        if let Some(kept) = &self.kept_positions {
            // The nearest kept offset at or before this one (every offset a
            // report asks for was kept).
            let index = kept.partition_point(|(at, _)| *at <= offset);
            return index
                .checked_sub(1)
                .and_then(|index| kept.get(index))
                .map_or(Position { line: 1, column: 1 }, |(_, position)| *position);
        }
        let offset = self.floor_char_boundary(offset);
        let lines = self.lines();
        let line_index = lines
            .partition_point(|start| *start <= offset)
            .saturating_sub(1);
        let line_start = lines.get(line_index).copied().unwrap_or(0);
        let column = if offset - line_start < BLOCK {
            count_code_points(&self.text.as_bytes()[line_start..offset]) + 1
        } else {
            self.code_points_before(offset) - self.code_points_before(line_start) + 1
        };
        Position {
            line: line_index + 1,
            column,
        }
    }

    /// Locates `offsets` now, in one pass over the text; from then on
    /// [`SourceFile::position`] answers from them (for any other offset,
    /// the nearest one before it): what a report that asks only for these
    /// needs, without a line index.
    pub fn keep_positions(&mut self, offsets: impl IntoIterator<Item = usize>) {
        let mut offsets: Vec<usize> = offsets.into_iter().collect();
        offsets.sort_unstable();
        offsets.dedup();
        self.kept_positions = Some(self.positions_in_order(&offsets));
    }

    /// The positions of `offsets` (ascending), found in one pass over the
    /// text up to the last of them: no line index is built, and a column
    /// counts only from the previous offset on the same line.
    fn positions_in_order(&self, offsets: &[usize]) -> Vec<(usize, Position)> {
        let bytes = self.text.as_bytes();
        let mut positions = Vec::with_capacity(offsets.len());
        let (mut line, mut line_start) = (1, 0);
        // The last offset placed, and its column.
        let (mut scanned, mut column) = (0, 1);
        for &asked in offsets {
            let offset = self.floor_char_boundary(asked);
            let between = &bytes[scanned..offset];
            if memchr::memchr(b'\r', between).is_none() {
                // The common case, counted at memchr's speed.
                let ends = memchr::memchr_iter(b'\n', between).count();
                if let Some(last) = memchr::memrchr(b'\n', between) {
                    line += ends;
                    line_start = scanned + last + 1;
                }
            } else {
                for end in memchr::memchr2_iter(b'\n', b'\r', between) {
                    let end = scanned + end;
                    if bytes[end] == b'\n' || bytes.get(end + 1) != Some(&b'\n') {
                        line += 1;
                        line_start = end + 1;
                    }
                }
            }
            let counted_from = if line_start > scanned {
                column = 1;
                line_start
            } else {
                scanned
            };
            column += count_code_points(&bytes[counted_from..offset]);
            scanned = offset;
            positions.push((asked, Position { line, column }));
        }
        positions
    }

    /// The byte offset in the file on disk of an offset into the text
    /// (the BOM, when present, comes first).
    pub fn file_offset(&self, offset: usize) -> usize {
        if self.has_bom {
            offset + BOM.len()
        } else {
            offset
        }
    }

    /// The file's bytes as stored: the BOM, if it had one, then the text.
    pub fn file_bytes(&self) -> Vec<u8> {
        let mut bytes = Vec::with_capacity(self.text.len() + BOM.len());
        if self.has_bom {
            bytes.extend_from_slice(BOM.as_bytes());
        }
        if self.latin1 {
            // Every char of a decoded Latin-1 text is one byte; fixes write
            // ASCII only.
            bytes.extend(
                self.text
                    .chars()
                    .map(|ch| u8::try_from(u32::from(ch)).unwrap_or(b'?')),
            );
            return bytes;
        }
        bytes.extend_from_slice(self.text.as_bytes());
        bytes
    }

    /// The byte range of the lines from the one holding `from` to the one
    /// holding `to`, with up to `context` more lines on each side (the
    /// terminator of the last included), and how many lines it starts
    /// before the line of `from`. Found by scanning around the offsets, so
    /// no line index is needed.
    pub fn lines_around(&self, from: usize, to: usize, context: usize) -> (Range<usize>, usize) {
        let len = self.text.len();
        let mut start = self.line_start(from.min(len));
        let mut before = 0;
        while before < context && start > 0 {
            start = self.line_start(start - 1);
            before += 1;
        }
        let mut end = self.next_line_start(to.min(len));
        for _ in 0..context {
            if end >= len {
                break;
            }
            end = self.next_line_start(end);
        }
        (start..end, before)
    }

    /// Where the line holding `offset` starts. `\n`, `\r\n` and a lone
    /// `\r` end lines.
    fn line_start(&self, offset: usize) -> usize {
        let bytes = self.text.as_bytes();
        let mut before = offset;
        while let Some(at) = memchr::memrchr2(b'\n', b'\r', &bytes[..before]) {
            if bytes[at] == b'\n' || bytes.get(at + 1) != Some(&b'\n') {
                return at + 1;
            }
            before = at;
        }
        0
    }

    /// Where the line after the one holding `offset` starts (the end of the
    /// text after the last line).
    fn next_line_start(&self, offset: usize) -> usize {
        let bytes = self.text.as_bytes();
        let mut after = offset;
        while let Some(found) = memchr::memchr2(b'\n', b'\r', &bytes[after..]) {
            let at = after + found;
            if bytes[at] == b'\n' || bytes.get(at + 1) != Some(&b'\n') {
                return at + 1;
            }
            after = at + 1;
        }
        bytes.len()
    }

    /// A span made safe for display: inside the text, on code-point
    /// boundaries, and never starting at the very end (which renderers drop).
    pub fn display_span(&self, span: Range<usize>) -> Option<Range<usize>> {
        if self.text.is_empty() {
            return None;
        }
        let len = self.text.len();
        let mut start = self.floor_char_boundary(span.start.min(len));
        if start == len {
            start = self.floor_char_boundary(len - 1);
        }
        let end = self.ceil_char_boundary(span.end.clamp(start, len));
        let end = if end == start {
            self.ceil_char_boundary(start + 1)
        } else {
            end
        };
        Some(start..end)
    }

    /// Number of code points in `text[..offset]`.
    fn code_points_before(&self, offset: usize) -> usize {
        let index = self.code_points_before_block.get_or_init(|| {
            let mut index = vec![0];
            for block in self.text.as_bytes().chunks(BLOCK) {
                let before = index.last().copied().unwrap_or(0);
                index.push(before + count_code_points(block));
            }
            index
        });
        let block = offset / BLOCK;
        let block_start = block * BLOCK;
        let before = index.get(block).copied().unwrap_or(0);
        before + count_code_points(&self.text.as_bytes()[block_start.min(offset)..offset])
    }

    fn floor_char_boundary(&self, offset: usize) -> usize {
        let mut offset = offset.min(self.text.len());
        while !self.text.is_char_boundary(offset) {
            offset -= 1;
        }
        offset
    }

    fn ceil_char_boundary(&self, offset: usize) -> usize {
        let mut offset = offset.min(self.text.len());
        while !self.text.is_char_boundary(offset) {
            offset += 1;
        }
        offset
    }
}

/// Counts the code points in UTF-8 bytes (every byte that does not continue
/// a multi-byte sequence starts one).
fn count_code_points(bytes: &[u8]) -> usize {
    bytes.iter().filter(|byte| (**byte & 0xC0) != 0x80).count()
}

/// Byte offsets at which lines start. `\n`, `\r\n` and a lone `\r` all end a
/// line.
fn line_starts(text: &str) -> Vec<usize> {
    let bytes = text.as_bytes();
    // Sized once (a count is a fast scan): growing by doubling would copy
    // the index and fault in twice its memory on a large file.
    let mut starts = Vec::with_capacity(memchr::memchr_iter(b'\n', bytes).count() + 1);
    starts.push(0);
    if memchr::memchr(b'\r', bytes).is_none() {
        // Most files: line feeds only, found by one needle.
        starts.extend(memchr::memchr_iter(b'\n', bytes).map(|index| index + 1));
        return starts;
    }
    for index in memchr::memchr2_iter(b'\n', b'\r', bytes) {
        if bytes[index] == b'\n' || bytes.get(index + 1) != Some(&b'\n') {
            starts.push(index + 1);
        }
    }
    starts
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_forgotten_text_keeps_the_positions_asked_for() {
        let text = "{\n  \"é\": [1,\r\n 2]\n}".to_owned();
        let mut source = SourceFile::new("a.json", text.clone());
        let offsets: Vec<usize> = (0..text.len())
            .filter(|at| text.is_char_boundary(*at))
            .collect();
        let before: Vec<Position> = offsets.iter().map(|at| source.position(*at)).collect();
        source.forget_text(offsets.iter().copied());
        assert!(source.text.is_empty());
        let after: Vec<Position> = offsets.iter().map(|at| source.position(*at)).collect();
        assert_eq!(before, after);
    }

    /// 200 texts of `length` pieces each, chosen by a seeded generator.
    fn texts_of(pieces: &[&str], length: usize, mut seed: u64) -> Vec<String> {
        (0..200)
            .map(|_| {
                (0..length)
                    .map(|_| {
                        seed = seed
                            .wrapping_mul(6364136223846793005)
                            .wrapping_add(1442695040888963407);
                        pieces[(seed >> 33) as usize % pieces.len()]
                    })
                    .collect()
            })
            .collect()
    }

    #[test]
    fn positions_found_in_one_pass_equal_those_of_the_line_index() {
        // Lines ended by `\n`, `\r\n` and a lone `\r`, multi-byte code
        // points, and a line longer than an index block.
        let long = "x".repeat(1500);
        let pieces = ["a", "\n", "\r\n", "\r", "é", "😀", "  ", &long];
        for text in texts_of(&pieces, 40, 7) {
            let source = SourceFile::new("a.json", text.clone());
            let offsets: Vec<usize> = (0..=text.len() + 2).step_by(3).collect();
            let swept = source.positions_in_order(&offsets);
            for (offset, position) in swept {
                assert_eq!(position, source.position(offset), "{text:?} at {offset}");
            }
        }
    }

    #[test]
    fn lines_around_offsets_are_the_lines_the_index_gives() {
        let pieces = ["a", "\n", "\r\n", "\r", "é", "  "];
        for text in texts_of(&pieces, 30, 11) {
            let source = SourceFile::new("a.json", text.clone());
            let starts = line_starts(&text);
            let line_of = |offset: usize| starts.partition_point(|start| *start <= offset) - 1;
            for from in 0..=text.len() {
                for to in [from, from + 3, from + 9].map(|to| to.min(text.len())) {
                    let first = line_of(from).saturating_sub(1);
                    let last = (line_of(to) + 1).min(starts.len() - 1);
                    let end = starts.get(last + 1).copied().unwrap_or(text.len());
                    assert_eq!(
                        source.lines_around(from, to, 1),
                        (starts[first]..end, line_of(from) - first),
                        "{text:?} from {from} to {to}"
                    );
                }
            }
        }
    }

    #[test]
    fn bom_is_stripped_and_not_counted() {
        let source = SourceFile::new("a.json", "\u{feff}{\"a\": 1}".to_owned());
        assert!(source.has_bom);
        assert_eq!(source.text, "{\"a\": 1}");
        assert_eq!(source.position(1), Position { line: 1, column: 2 });
        assert_eq!(source.file_offset(1), 4);
    }

    #[test]
    fn columns_count_code_points() {
        let source = SourceFile::new("a.json", "{\"é😀\": true}".to_owned());
        let offset = source.text.find("true").unwrap();
        assert_eq!(source.position(offset), Position { line: 1, column: 8 });
    }

    #[test]
    fn columns_on_a_long_line_cross_index_blocks() {
        let text = format!("{}é{}x", "a".repeat(3000), "b".repeat(2000));
        let source = SourceFile::new("long.json", text);
        let offset = source.text.find('x').unwrap();
        assert_eq!(source.position(offset).column, 5002);
    }

    #[test]
    fn crlf_and_lone_cr_end_lines() {
        let source = SourceFile::new("a.json", "a\r\nb\rc\nd".to_owned());
        assert_eq!(source.position(3).line, 2);
        assert_eq!(source.position(5).line, 3);
        assert_eq!(source.position(7), Position { line: 4, column: 1 });
        assert_eq!(source.lines_around(3, 4, 0), (3..5, 0));
        assert_eq!(source.lines_around(3, 3, 1), (0..7, 1));
    }

    #[test]
    fn display_span_never_starts_at_the_end() {
        let source = SourceFile::new("a.json", "{}".to_owned());
        assert_eq!(source.display_span(2..2), Some(1..2));
        assert_eq!(SourceFile::new("e", String::new()).display_span(0..0), None);
    }
}
