//! A value read from another file, owned and placed where this file
//! names it.

use std::borrow::Cow;
use std::ops::Range;

use crate::document::{Member, Object, Spot, Str, Value};

/// `value` owned, with every span at `at`: a value read from another file
/// is shown, and fixed, where this file names it.
pub fn relocated(value: Value<'_>, at: &Range<usize>) -> Value<'static> {
    let owned = |string: Cow<'_, str>| Cow::Owned(string.into_owned());
    match value {
        Value::Object(object) => Value::Object(Object {
            span: Spot::of(at.clone()),
            members: object
                .members
                .into_iter()
                .map(|member| Member {
                    key: Str {
                        value: owned(member.key.value),
                        span: Spot::of(at.clone()),
                    },
                    value: relocated(member.value, at),
                })
                .collect(),
            layout: crate::document::Layout::Code(Box::new(
                crate::document::CodeSyntax::Unwritable { written_as: None },
            )),
        }),
        Value::Array(_) => Value::Skipped(crate::document::Container::Array, Spot::of(at.clone())),
        Value::String(string) => Value::String(Str {
            value: owned(string.value),
            span: Spot::of(at.clone()),
        }),
        Value::Number(number) => Value::Number(crate::document::Number {
            text: owned(number.text),
            span: Spot::of(at.clone()),
        }),
        Value::Bool(value, _) => Value::Bool(value, Spot::of(at.clone())),
        Value::Null(_) => Value::Null(Spot::of(at.clone())),
        Value::Undefined(_) => Value::Undefined(Spot::of(at.clone())),
        Value::Skipped(container, _) => Value::Skipped(container, Spot::of(at.clone())),
    }
}
