//! Where a tool object says its HTTP method: the `_meta.http` convention,
//! or the top-level `httpMethod` (and `path`) that some OpenAPI-to-MCP
//! translators write on their tools.

use crate::document::{Object, Value};

use crate::base::method::{Binding, BoundMethod};
use crate::base::profile::Method;

/// The binding a tool object writes: `{"_meta": {"http": {"method",
/// "path"}}}`, else `{"httpMethod", "path"}` at its top level.
pub fn read<'v>(tool: &'v Object<'_>) -> Option<Binding<'v>> {
    let http = match tool.get("_meta") {
        Some(Value::Object(meta)) => match meta.get("http") {
            Some(Value::Object(http)) => Some(http),
            _ => None,
        },
        _ => None,
    };
    let Some(http) = http else {
        return top_level(tool);
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
        guess: None,
    })
}

/// `{"name": …, "httpMethod": "PUT", "path": "/pets/{id}"}`.
fn top_level<'v>(tool: &'v Object<'_>) -> Option<Binding<'v>> {
    let Value::String(lit) = tool.get("httpMethod")? else {
        return None;
    };
    let method = match Method::parse(&lit.value) {
        Some(method) => BoundMethod::Core(method),
        None => BoundMethod::Uncovered(lit.value.trim()),
    };
    let path = match tool.get("path") {
        Some(Value::String(path)) => Some(path.value.as_ref()),
        _ => None,
    };
    Some(Binding {
        method,
        span: Some(lit.span.range()),
        path,
        origin: None,
        guess: None,
    })
}
