//! JSON laid out as `serde_json::to_writer_pretty` lays it out (two spaces
//! a level, `": "` after keys, empty containers as `{}` and `[]`), with
//! each line break and its indentation written at once instead of one
//! write per level: a large report has millions of lines. Serialisable
//! parts go through serde with [`JsonWriter::serialized`]; the JSON report and
//! SARIF's results are written piece by piece with a [`JsonWriter`], whose
//! strings are scanned eight bytes at a time for what must be escaped.

use std::io::{self, Write};

use serde::Serialize;
use serde_json::ser::Formatter;

use crate::document::json_skip::special_byte;

/// A line break followed by the indentation of the deepest level written
/// in one piece; deeper lines add the rest two spaces at a time.
const BREAK: &[u8; 1 + 2 * 24] = b"\n                                                ";

/// The pretty layout: members and elements on lines of their own, empty
/// containers as `{}` and `[]`, `": "` after keys.
#[derive(Debug)]
struct Indented {
    /// How many containers are open.
    level: usize,
    /// Whether the innermost open container has had a member or element.
    has_value: bool,
}

/// A line break and the indentation of `level`.
fn line<W: ?Sized + Write>(writer: &mut W, level: usize) -> io::Result<()> {
    let width = 2 * level;
    let at_once = width.min(BREAK.len() - 1);
    writer.write_all(&BREAK[..1 + at_once])?;
    for _ in 0..(width - at_once) / 2 {
        writer.write_all(b"  ")?;
    }
    Ok(())
}

impl Indented {
    fn open<W: ?Sized + Write>(&mut self, writer: &mut W, bracket: &[u8]) -> io::Result<()> {
        self.level += 1;
        self.has_value = false;
        writer.write_all(bracket)
    }

    fn close<W: ?Sized + Write>(&mut self, writer: &mut W, bracket: &[u8]) -> io::Result<()> {
        self.level -= 1;
        if self.has_value {
            line(writer, self.level)?;
        }
        writer.write_all(bracket)
    }

    fn item<W: ?Sized + Write>(&mut self, writer: &mut W, first: bool) -> io::Result<()> {
        if !first {
            writer.write_all(b",")?;
        }
        line(writer, self.level)
    }
}

/// Scalars are written as the trait's defaults write them, as in every
/// serde_json layout; only the structure is laid out here.
impl Formatter for Indented {
    fn begin_array<W: ?Sized + Write>(&mut self, writer: &mut W) -> io::Result<()> {
        self.open(writer, b"[")
    }

    fn end_array<W: ?Sized + Write>(&mut self, writer: &mut W) -> io::Result<()> {
        self.close(writer, b"]")
    }

    fn begin_array_value<W: ?Sized + Write>(
        &mut self,
        writer: &mut W,
        first: bool,
    ) -> io::Result<()> {
        self.item(writer, first)
    }

    fn end_array_value<W: ?Sized + Write>(&mut self, _writer: &mut W) -> io::Result<()> {
        self.has_value = true;
        Ok(())
    }

    fn begin_object<W: ?Sized + Write>(&mut self, writer: &mut W) -> io::Result<()> {
        self.open(writer, b"{")
    }

    fn end_object<W: ?Sized + Write>(&mut self, writer: &mut W) -> io::Result<()> {
        self.close(writer, b"}")
    }

    fn begin_object_key<W: ?Sized + Write>(
        &mut self,
        writer: &mut W,
        first: bool,
    ) -> io::Result<()> {
        self.item(writer, first)
    }

    fn begin_object_value<W: ?Sized + Write>(&mut self, writer: &mut W) -> io::Result<()> {
        writer.write_all(b": ")
    }

    fn end_object_value<W: ?Sized + Write>(&mut self, _writer: &mut W) -> io::Result<()> {
        self.has_value = true;
        Ok(())
    }
}

/// How much a [`JsonWriter`] gathers before it writes to its output.
const SPILL_BYTES: usize = 1 << 16;

/// Writes one JSON value to `out`: containers are opened and closed, keys
/// and elements announced, scalars written. Pieces gather in a buffer of
/// its own, handed to `out` between items once it holds [`SPILL_BYTES`]:
/// the many small pieces of a report are copies, not calls.
pub struct JsonWriter<W: Write> {
    out: W,
    /// What is written and not yet handed to `out`.
    buffer: Vec<u8>,
    /// For each open container, whether it has an item yet.
    filled: Vec<bool>,
}

impl<W: Write> JsonWriter<W> {
    /// A writer of one value to `out`.
    pub fn new(out: W) -> JsonWriter<W> {
        JsonWriter {
            out,
            buffer: Vec::with_capacity(SPILL_BYTES + 4096),
            filled: Vec::with_capacity(8),
        }
    }

    /// The output, once the value is written and handed to it.
    pub fn into_inner(mut self) -> io::Result<W> {
        self.out.write_all(&self.buffer)?;
        Ok(self.out)
    }

    /// Opens an object.
    pub fn begin_object(&mut self) -> io::Result<()> {
        self.open(b'{');
        Ok(())
    }

    /// Closes the innermost object.
    pub fn end_object(&mut self) -> io::Result<()> {
        self.close(b'}');
        Ok(())
    }

    /// Opens an array.
    pub fn begin_array(&mut self) -> io::Result<()> {
        self.open(b'[');
        Ok(())
    }

    /// Closes the innermost array.
    pub fn end_array(&mut self) -> io::Result<()> {
        self.close(b']');
        Ok(())
    }

    /// Starts the next member of the innermost object: its key, one of the
    /// report's names, which need no escaping.
    pub fn key(&mut self, key: &'static str) -> io::Result<()> {
        debug_assert!(special_byte(key.as_bytes(), 0).is_none());
        self.item()?;
        self.buffer.push(b'"');
        self.buffer.extend_from_slice(key.as_bytes());
        self.buffer.extend_from_slice(b"\": ");
        Ok(())
    }

    /// Starts the next element of the innermost array.
    pub fn element(&mut self) -> io::Result<()> {
        self.item()
    }

    /// `value` through serde, laid out as if it were written item by item
    /// here (the small, fixed parts of a document, such as SARIF's rule
    /// descriptors; strings then escape as serde_json escapes them).
    pub fn serialized<T: Serialize + ?Sized>(&mut self, value: &T) -> io::Result<()> {
        let layout = Indented {
            level: self.filled.len(),
            has_value: false,
        };
        let mut serializer = serde_json::Serializer::with_formatter(&mut self.buffer, layout);
        value.serialize(&mut serializer).map_err(io::Error::other)
    }

    /// A string, escaped as serde_json escapes it: `"` and `\`, and control
    /// characters (`\n`, `\t`, … or `\u00XX`); everything else as it is.
    pub fn string(&mut self, text: &str) -> io::Result<()> {
        let bytes = text.as_bytes();
        let buffer = &mut self.buffer;
        buffer.reserve(bytes.len() + 2);
        buffer.push(b'"');
        let mut plain_from = 0;
        while let Some(at) = special_byte(bytes, plain_from) {
            buffer.extend_from_slice(&bytes[plain_from..at]);
            plain_from = at + 1;
            let escape: &[u8] = match bytes[at] {
                b'"' => b"\\\"",
                b'\\' => b"\\\\",
                b'\n' => b"\\n",
                b'\r' => b"\\r",
                b'\t' => b"\\t",
                0x08 => b"\\b",
                0x0C => b"\\f",
                control => {
                    const HEX: &[u8; 16] = b"0123456789abcdef";
                    buffer.extend_from_slice(&[
                        b'\\',
                        b'u',
                        b'0',
                        b'0',
                        HEX[usize::from(control >> 4)],
                        HEX[usize::from(control & 0xF)],
                    ]);
                    continue;
                }
            };
            buffer.extend_from_slice(escape);
        }
        buffer.extend_from_slice(&bytes[plain_from..]);
        buffer.push(b'"');
        Ok(())
    }

    /// A string, or `null`.
    pub fn optional_string(&mut self, text: Option<&str>) -> io::Result<()> {
        match text {
            Some(text) => self.string(text),
            None => self.null(),
        }
    }

    /// An object of non-negative integers, `members` in order (counts,
    /// positions, regions).
    pub fn numbers(&mut self, members: &[(&'static str, usize)]) -> io::Result<()> {
        self.begin_object()?;
        for &(key, number) in members {
            self.key(key)?;
            self.number(number)?;
        }
        self.end_object()
    }

    /// A non-negative integer.
    pub fn number(&mut self, number: usize) -> io::Result<()> {
        self.buffer
            .extend_from_slice(itoa::Buffer::new().format(number).as_bytes());
        Ok(())
    }

    /// `null`.
    pub fn null(&mut self) -> io::Result<()> {
        self.buffer.extend_from_slice(b"null");
        Ok(())
    }

    fn open(&mut self, bracket: u8) {
        self.filled.push(false);
        self.buffer.push(bracket);
    }

    fn close(&mut self, bracket: u8) {
        if self.filled.pop() == Some(true) {
            self.line();
        }
        self.buffer.push(bracket);
    }

    /// The separator before an item: a comma after the first, then the
    /// item's line. What is gathered is handed on here, between items.
    fn item(&mut self) -> io::Result<()> {
        if self.buffer.len() >= SPILL_BYTES {
            self.out.write_all(&self.buffer)?;
            self.buffer.clear();
        }
        if let Some(filled) = self.filled.last_mut()
            && std::mem::replace(filled, true)
        {
            self.buffer.push(b',');
        }
        self.line();
        Ok(())
    }

    /// A line break and the indentation of the open containers.
    fn line(&mut self) {
        // Writing to memory cannot fail.
        let _ = line(&mut self.buffer, self.filled.len());
    }
}

#[cfg(test)]
mod tests {
    use proptest::prelude::*;
    use serde_json::Value;

    use super::JsonWriter;

    fn values() -> impl Strategy<Value = Value> {
        let leaf = prop_oneof![
            Just(Value::Null),
            any::<bool>().prop_map(Value::Bool),
            any::<i64>().prop_map(Value::from),
            any::<f64>()
                .prop_filter("finite", |number| number.is_finite())
                .prop_map(Value::from),
            ".{0,12}".prop_map(Value::String),
        ];
        leaf.prop_recursive(8, 200, 6, |inner| {
            prop_oneof![
                prop::collection::vec(inner.clone(), 0..6).prop_map(Value::Array),
                prop::collection::vec((".{0,6}", inner), 0..6)
                    .prop_map(|members| Value::Object(members.into_iter().collect())),
            ]
        })
    }

    proptest! {
        #[test]
        fn lays_out_json_as_serde_json_pretty_does(value in values()) {
            let mut ours = JsonWriter::new(Vec::new());
            ours.serialized(&value).unwrap();
            let ours = ours.into_inner().unwrap();
            let theirs = serde_json::to_vec_pretty(&value).unwrap();
            prop_assert_eq!(String::from_utf8_lossy(&ours), String::from_utf8_lossy(&theirs));
        }
    }

    #[test]
    fn lines_deeper_than_the_break_are_indented_in_full() {
        let mut value = Value::from(1);
        for _ in 0..40 {
            value = Value::Array(vec![value]);
        }
        let mut ours = JsonWriter::new(Vec::new());
        ours.serialized(&value).unwrap();
        assert_eq!(
            ours.into_inner().unwrap(),
            serde_json::to_vec_pretty(&value).unwrap()
        );
    }

    /// Writes `value` with the writer (numbers as non-negative integers).
    fn write(writer: &mut JsonWriter<Vec<u8>>, value: &Value) {
        match value {
            Value::Null => writer.null().unwrap(),
            Value::String(text) => writer.string(text).unwrap(),
            Value::Number(number) => writer
                .number(number.as_u64().unwrap_or_default() as usize)
                .unwrap(),
            Value::Bool(_) => unreachable!("the report writes no booleans"),
            Value::Array(items) => {
                writer.begin_array().unwrap();
                for item in items {
                    writer.element().unwrap();
                    write(writer, item);
                }
                writer.end_array().unwrap();
            }
            Value::Object(members) => {
                writer.begin_object().unwrap();
                for (key, item) in members {
                    // The report's keys are names written in the code.
                    writer.key(Box::leak(key.clone().into_boxed_str())).unwrap();
                    write(writer, item);
                }
                writer.end_object().unwrap();
            }
        }
    }

    fn report_values() -> impl Strategy<Value = Value> {
        let leaf = prop_oneof![
            Just(Value::Null),
            any::<u32>().prop_map(Value::from),
            // Control characters, quotes, backslashes and non-ASCII.
            "[\\x00-\\x1f\"\\\\a-zé😀 /]{0,24}".prop_map(Value::String),
        ];
        leaf.prop_recursive(8, 200, 6, |inner| {
            prop_oneof![
                prop::collection::vec(inner.clone(), 0..6).prop_map(Value::Array),
                prop::collection::vec(("[a-z_]{0,8}", inner), 0..6)
                    .prop_map(|members| Value::Object(members.into_iter().collect())),
            ]
        })
    }

    proptest! {
        #[test]
        fn writes_what_serde_json_pretty_writes(value in report_values()) {
            let mut writer = JsonWriter::new(Vec::new());
            write(&mut writer, &value);
            let ours = writer.into_inner().unwrap();
            let theirs = serde_json::to_vec_pretty(&value).unwrap();
            prop_assert_eq!(String::from_utf8_lossy(&ours), String::from_utf8_lossy(&theirs));
        }
    }

    #[test]
    fn the_writer_indents_lines_deeper_than_the_break_in_full() {
        let mut value = Value::from(1);
        for _ in 0..40 {
            value = Value::Array(vec![value]);
        }
        let mut writer = JsonWriter::new(Vec::new());
        write(&mut writer, &value);
        assert_eq!(
            writer.into_inner().unwrap(),
            serde_json::to_vec_pretty(&value).unwrap()
        );
    }

    #[test]
    fn every_control_character_is_escaped_as_serde_json_escapes_it() {
        for byte in 0u8..0x20 {
            let text = format!("a{}b", char::from(byte));
            let mut writer = JsonWriter::new(Vec::new());
            writer.string(&text).unwrap();
            assert_eq!(
                writer.into_inner().unwrap(),
                serde_json::to_vec(&text).unwrap(),
                "{byte:#x}"
            );
        }
    }
}
