//! Reading the syntax tree the way clients do: on a duplicate key the last
//! occurrence is the value (JavaScript, Python and serde_json all keep it).

use std::ops::Range;

use jsonc_parser::ast::{Object, ObjectProp, Value};
use jsonc_parser::common::Ranged;

/// The last property named `key`, the one clients see.
pub fn last<'a, 'v>(object: &'v Object<'a>, key: &str) -> Option<&'v ObjectProp<'a>> {
    object
        .properties
        .iter()
        .rev()
        .find(|prop| prop.name.as_str() == key)
}

/// The value of the last property named `key`.
pub fn last_value<'a, 'v>(object: &'v Object<'a>, key: &str) -> Option<&'v Value<'a>> {
    last(object, key).map(|prop| &prop.value)
}

/// The byte span of any ranged node.
pub fn span(node: &impl Ranged) -> Range<usize> {
    let range = node.range();
    range.start..range.end
}

/// A short description of a value's kind and, for scalars, its text, for
/// messages: `the string "true"`, `the number 1`, `null`, `an object`.
pub fn describe(value: &Value<'_>) -> String {
    match value {
        Value::StringLit(lit) => format!("the string {:?}", shorten(&lit.value)),
        Value::NumberLit(lit) => format!("the number {}", shorten(lit.value)),
        Value::BooleanLit(lit) => format!("the boolean {}", lit.value),
        Value::NullKeyword(_) => "null".to_owned(),
        Value::Object(_) => "an object".to_owned(),
        Value::Array(_) => "an array".to_owned(),
    }
}

/// Cuts text that would drown a message.
fn shorten(text: &str) -> String {
    const LIMIT: usize = 40;
    match text.char_indices().nth(LIMIT) {
        Some((cut, _)) => format!("{}…", &text[..cut]),
        None => text.to_owned(),
    }
}
