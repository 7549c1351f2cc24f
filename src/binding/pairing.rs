//! Pairing a `tools/list` dump with the OpenAPI document it was generated
//! from: a tool without `_meta.http` is bound to the operation whose
//! `operationId` matches its name (`getUser`, `get_user`, `get-user` and
//! `getuser` all match).

use std::borrow::Cow;
use std::collections::HashMap;
use std::path::Path;

use crate::document::Value;

use super::method::{Binding, BoundMethod};
use crate::manifest::Tool;
use crate::manifest::openapi;
use crate::parse::{self, Dialect};
use crate::profile::Method;

/// One operation of the paired document.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ApiOperation {
    /// Its `operationId`.
    pub operation_id: String,
    /// Its method key as written (`get`, `head`, …).
    pub method: String,
    /// Its path.
    pub path: String,
}

/// The operations of an OpenAPI document, by normalised `operationId`.
#[derive(Debug, Clone, Default)]
pub struct Api {
    /// The document as shown.
    pub name: String,
    by_id: HashMap<String, Vec<ApiOperation>>,
}

/// What a tool name pairs with.
#[derive(Debug, PartialEq, Eq)]
pub enum Pairing<'p> {
    /// Exactly one operation.
    Unique(&'p ApiOperation),
    /// No operation.
    None,
    /// Several operations: the tool stays unbound.
    Ambiguous,
}

/// `getUser`, `get_user`, `get-user`, `get.user`, `get user` → `getuser`.
pub fn normalise(name: &str) -> String {
    name.chars()
        .filter(|ch| !matches!(ch, '_' | '-' | '.' | ' '))
        .flat_map(char::to_lowercase)
        .collect()
}

impl Api {
    /// Reads the OpenAPI document at `path`, shown as `name`.
    pub fn load(path: &Path, name: &str) -> Result<Api, String> {
        let text = std::fs::read_to_string(path)
            .map_err(|error| format!("{name}: cannot read it: {error}"))?;
        let text = text.strip_prefix('\u{feff}').unwrap_or(&text);
        let root = parse::parse(text, Dialect::of_path(path)).map_err(|failure| {
            format!("{name}: {} (byte {})", failure.message, failure.span.start)
        })?;
        if !openapi::is_openapi(&root) {
            return Err(format!(
                "{name} is not an OpenAPI document (no top-level `openapi`)"
            ));
        }
        let (tools, _) = openapi::tools(text, &root, None);
        let mut by_id: HashMap<String, Vec<ApiOperation>> = HashMap::new();
        for tool in tools {
            // Only operations with an operationId can pair: a tool is named
            // after it.
            let (Some(id), Some(binding)) = (operation_id(&tool), tool.binding.as_ref()) else {
                continue;
            };
            let method = match binding.method {
                BoundMethod::Core(method) => method.as_str().to_owned(),
                BoundMethod::Uncovered(text) => text.to_ascii_uppercase(),
                BoundMethod::NotAString => continue,
            };
            by_id.entry(normalise(id)).or_default().push(ApiOperation {
                operation_id: id.to_owned(),
                method,
                path: binding.path.unwrap_or("").to_owned(),
            });
        }
        Ok(Api {
            name: name.to_owned(),
            by_id,
        })
    }

    /// The operation a tool named `name` pairs with.
    pub fn find(&self, name: &str) -> Pairing<'_> {
        match self.by_id.get(&normalise(name)).map(Vec::as_slice) {
            Some([only]) => Pairing::Unique(only),
            Some([]) | None => Pairing::None,
            Some(_) => Pairing::Ambiguous,
        }
    }

    /// The binding a paired operation gives a tool.
    pub fn binding<'p>(&'p self, operation: &'p ApiOperation) -> Binding<'p> {
        let method = match Method::parse(&operation.method) {
            Some(method) => BoundMethod::Core(method),
            None => BoundMethod::Uncovered(&operation.method),
        };
        Binding {
            method,
            span: None,
            path: Some(&operation.path),
            origin: Some(Cow::Owned(format!(
                "operation `{}` ({} {}) of {}",
                operation.operation_id, operation.method, operation.path, self.name
            ))),
        }
    }
}

/// The `operationId` an OpenAPI operation declares, if it declares one.
fn operation_id<'t>(tool: &'t Tool<'_, '_>) -> Option<&'t str> {
    match tool.object.get("operationId") {
        Some(Value::String(lit)) => Some(lit.value.as_ref()),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::normalise;

    #[test]
    fn every_spelling_of_a_name_normalises_alike() {
        for name in [
            "getUser", "get_user", "get-user", "getuser", "Get.User", "get user",
        ] {
            assert_eq!(normalise(name), "getuser", "{name}");
        }
    }
}
