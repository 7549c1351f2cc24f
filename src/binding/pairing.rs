//! Pairing a `tools/list` dump with the OpenAPI document it was generated
//! from: a tool without a method is bound to the operation its name was
//! derived from, the way translators derive names: from the `operationId`
//! in any case and with any separator (`getUser`, `get_user`, `get-user`,
//! `repos/get`), from the method and path (`put_pet`, `get_pet_petId`),
//! with a prefix (`API-updatePet`), or cut at 64 characters. A name that
//! matches several operations is reported, never guessed.

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
    /// Several operations: the tool stays unbound, and they are named.
    Ambiguous(Vec<&'p ApiOperation>),
}

/// Prefixes translators put before the operation's name (`API-updatePet`).
const PREFIXES: [&str; 3] = ["api-", "api_", "api."];

/// The length MCP clients and several translators cut tool names at.
const NAME_LIMIT: usize = 64;

/// `getUser`, `get_user`, `get-user`, `get.user`, `get user`, `get/user`
/// → `getuser`.
pub fn normalise(name: &str) -> String {
    name.chars()
        .filter(|ch| !matches!(ch, '_' | '-' | '.' | ' ' | '/'))
        .flat_map(char::to_lowercase)
        .collect()
}

/// The name a translator derives from the method and path:
/// `PUT /pet/{petId}` → `putpetpetid`.
fn method_and_path(method: &str, path: &str) -> String {
    normalise(&format!("{method}{}", path.replace(['{', '}'], "")))
}

impl Api {
    /// Reads the OpenAPI document at `path`, shown as `name`.
    pub fn load(path: &Path, name: &str) -> Result<Api, String> {
        let text = crate::files::read_text_file(path)
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
        let (tools, _, _) = openapi::tools(text, &root, None);
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
            let operation = ApiOperation {
                operation_id: id.to_owned(),
                method,
                path: binding.path.unwrap_or("").to_owned(),
            };
            by_id
                .entry(normalise(id))
                .or_default()
                .push(operation.clone());
            let derived = method_and_path(&operation.method, &operation.path);
            if derived != normalise(id) {
                by_id.entry(derived).or_default().push(operation);
            }
        }
        Ok(Api {
            name: name.to_owned(),
            by_id,
        })
    }

    /// The operation a tool named `name` pairs with: by the whole name,
    /// then without a translator's prefix, then, for a name cut at the
    /// length limit, by the operations whose name it begins.
    pub fn find(&self, name: &str) -> Pairing<'_> {
        let whole = normalise(name);
        let lower = name.to_ascii_lowercase();
        let without_prefix = PREFIXES.iter().find_map(|prefix| {
            lower
                .strip_prefix(prefix)
                .map(|_| normalise(&name[prefix.len()..]))
        });
        for key in std::iter::once(whole.clone()).chain(without_prefix) {
            if let Some(found) = self.by_id.get(&key) {
                return pairing(found.iter().collect());
            }
        }
        if name.chars().count() >= NAME_LIMIT {
            let mut found: Vec<&ApiOperation> = self
                .by_id
                .iter()
                .filter(|(key, _)| key.starts_with(&whole))
                .flat_map(|(_, operations)| operations)
                .collect();
            found.sort_by(|a, b| a.operation_id.cmp(&b.operation_id));
            found.dedup();
            return pairing(found);
        }
        Pairing::None
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
            guess: None,
        }
    }
}

/// One operation, none, or several (each once).
fn pairing(mut found: Vec<&ApiOperation>) -> Pairing<'_> {
    found.dedup();
    match found.as_slice() {
        [] => Pairing::None,
        [only] => Pairing::Unique(only),
        _ => Pairing::Ambiguous(found),
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
            "getUser", "get_user", "get-user", "getuser", "Get.User", "get user", "get/user",
        ] {
            assert_eq!(normalise(name), "getuser", "{name}");
        }
    }
}
