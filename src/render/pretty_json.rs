//! JSON laid out as `serde_json::to_writer_pretty` lays it out (two spaces
//! a level), with each line break and its indentation written at once
//! instead of one write per level: a large report has millions of lines.

use std::io::{self, Write};

use serde::Serialize;
use serde_json::ser::Formatter;

/// A line break followed by the indentation of the deepest level written
/// in one piece; deeper lines add the rest two spaces at a time.
const BREAK: &[u8; 1 + 2 * 24] = b"\n                                                ";

/// Writes `value` as pretty JSON to `out`.
pub fn to_writer<W: Write, T: Serialize + ?Sized>(out: W, value: &T) -> serde_json::Result<()> {
    let mut serializer = serde_json::Serializer::with_formatter(out, Indented::default());
    value.serialize(&mut serializer)
}

/// The pretty layout: members and elements on lines of their own, empty
/// containers as `{}` and `[]`, `": "` after keys.
#[derive(Debug, Default)]
struct Indented {
    /// How many containers are open.
    level: usize,
    /// Whether the innermost open container has had a member or element.
    has_value: bool,
}

impl Indented {
    /// A line break and the indentation of the current level.
    fn line<W: ?Sized + Write>(&self, writer: &mut W) -> io::Result<()> {
        let width = 2 * self.level;
        let at_once = width.min(BREAK.len() - 1);
        writer.write_all(&BREAK[..1 + at_once])?;
        for _ in 0..(width - at_once) / 2 {
            writer.write_all(b"  ")?;
        }
        Ok(())
    }

    fn open<W: ?Sized + Write>(&mut self, writer: &mut W, bracket: &[u8]) -> io::Result<()> {
        self.level += 1;
        self.has_value = false;
        writer.write_all(bracket)
    }

    fn close<W: ?Sized + Write>(&mut self, writer: &mut W, bracket: &[u8]) -> io::Result<()> {
        self.level -= 1;
        if self.has_value {
            self.line(writer)?;
        }
        writer.write_all(bracket)
    }

    fn item<W: ?Sized + Write>(&mut self, writer: &mut W, first: bool) -> io::Result<()> {
        if !first {
            writer.write_all(b",")?;
        }
        self.line(writer)
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

#[cfg(test)]
mod tests {
    use proptest::prelude::*;
    use serde_json::Value;

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
            let mut ours = Vec::new();
            super::to_writer(&mut ours, &value).unwrap();
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
        let mut ours = Vec::new();
        super::to_writer(&mut ours, &value).unwrap();
        assert_eq!(ours, serde_json::to_vec_pretty(&value).unwrap());
    }
}
