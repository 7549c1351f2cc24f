//! The `_meta.http` convention of a tool object.

use crate::document::{Object, Value};

use super::method::{Binding, BoundMethod};
use crate::profile::Method;

/// The `_meta.http` convention: `{"_meta": {"http": {"method", "path"}}}`.
pub fn read<'v>(tool: &'v Object<'_>) -> Option<Binding<'v>> {
    let Some(Value::Object(meta)) = tool.get("_meta") else {
        return None;
    };
    let Some(Value::Object(http)) = meta.get("http") else {
        return None;
    };
    let method_value = http.get("method")?;
    let method = match method_value {
        Value::String(lit) => match Method::parse(&lit.value) {
            Some(method) => BoundMethod::Core(method),
            None => BoundMethod::Uncovered(lit.value.trim()),
        },
        _ => BoundMethod::NotAString,
    };
    let path = match http.get("path") {
        Some(Value::String(lit)) => Some(lit.value.as_ref()),
        _ => None,
    };
    Some(Binding {
        method,
        span: Some(method_value.span()),
        path,
        origin: None,
    })
}
