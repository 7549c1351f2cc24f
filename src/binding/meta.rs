//! The `_meta.http` convention of a tool object.

use jsonc_parser::ast::{Object, Value};

use super::method::{Binding, BoundMethod};
use crate::manifest::object::{last_value, span};
use crate::profile::Method;

/// The `_meta.http` convention: `{"_meta": {"http": {"method", "path"}}}`.
pub fn read<'v>(tool: &'v Object<'_>) -> Option<Binding<'v>> {
    let Some(Value::Object(meta)) = last_value(tool, "_meta") else {
        return None;
    };
    let Some(Value::Object(http)) = last_value(meta, "http") else {
        return None;
    };
    let method_value = last_value(http, "method")?;
    let method = match method_value {
        Value::StringLit(lit) => match Method::parse(&lit.value) {
            Some(method) => BoundMethod::Core(method),
            None => BoundMethod::Uncovered(lit.value.trim()),
        },
        _ => BoundMethod::NotAString,
    };
    let path = match last_value(http, "path") {
        Some(Value::StringLit(lit)) => Some(lit.value.as_ref()),
        _ => None,
    };
    Some(Binding {
        method,
        span: Some(span(method_value)),
        path,
        origin: None,
    })
}
