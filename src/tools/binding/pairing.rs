//! Pairing a `tools/list` dump with the OpenAPI document it was generated
//! from: a tool without a method is bound to the operation its name was
//! derived from, the way translators derive names: from the `operationId`
//! in any case and with any separator (`getUser`, `get_user`, `get-user`,
//! `repos/get`), from the method and path (`put_pet`, `get_pet_petId`, and
//! mcp-openapi-proxy's `get_pet_by_petid`, `get_root`, `…_2` for the
//! second operation that derives one name), with a prefix (`API-updatePet`)
//! or a service before `--` (`Petstore--updatePet`), cut at 64 characters,
//! and last from a method and path the description states (`Make a GET
//! request to /v1/users/{user_id}`). A name that matches several
//! operations is reported, never guessed.

use std::borrow::Cow;
use std::collections::HashMap;
use std::path::Path;

use crate::document::Value;

use crate::base::method::{Binding, BoundMethod};
use crate::base::profile::Method;
use crate::tools::manifest::Tool;
use crate::tools::manifest::openapi;
use crate::tools::parse::{self, Dialect};

/// One operation of the paired document.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ApiOperation {
    /// Its `operationId` (empty when it declares none).
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
    /// Every name a translator derives, normalised, to the operations.
    by_id: HashMap<String, Vec<ApiOperation>>,
    /// mcp-openapi-proxy's names, normalised, to the operations that
    /// derive them in document order (the second is named `…_2`).
    by_proxy_name: HashMap<String, Vec<ApiOperation>>,
    /// Method and path (parameters unnamed) to the operations.
    by_route: HashMap<(String, String), Vec<ApiOperation>>,
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

/// mcp-openapi-proxy's name for an operation, normalised: the method, then
/// the path with each `{parameter}` as `by_<parameter>` and the root as
/// `root` (`GET /pet/{petId}` → `get_pet_by_petid` → `getpetbypetid`).
fn proxy_name(method: &str, path: &str) -> String {
    let segments: Vec<String> = path
        .split('/')
        .filter(|segment| !segment.is_empty())
        .map(
            |segment| match segment.strip_prefix('{').and_then(|s| s.strip_suffix('}')) {
                Some(parameter) => format!("by_{parameter}"),
                None => segment.to_owned(),
            },
        )
        .collect();
    let path = if segments.is_empty() {
        "root".to_owned()
    } else {
        segments.join("_")
    };
    normalise(&format!("{method}_{path}"))
}

/// A path with its parameters unnamed (`/v1/users/{}`), as a description
/// and the document may name them differently.
fn route_shape(path: &str) -> String {
    let path = path.trim_end_matches('/');
    path.split('/')
        .map(|segment| {
            if segment.starts_with('{') && segment.ends_with('}') {
                "{}"
            } else {
                segment
            }
        })
        .collect::<Vec<_>>()
        .join("/")
}

/// The method and path a description states (`Make a GET request to
/// /v1/users/{user_id}`, `POST /messages`), when it states exactly one.
fn stated_route(description: &str) -> Option<(String, String)> {
    const METHODS: [&str; 7] = ["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS"];
    let words: Vec<&str> = description.split_whitespace().collect();
    let mut found = None;
    for (index, word) in words.iter().enumerate() {
        let method = word.trim_matches(|ch: char| !ch.is_ascii_alphabetic());
        if !METHODS.contains(&method) {
            continue;
        }
        // The path follows the method, perhaps after "request to".
        let path = words[index + 1..]
            .iter()
            .take(3)
            .map(|word| {
                word.trim_matches(|ch: char| {
                    matches!(ch, '`' | '"' | '\'' | ',' | '.' | ')' | '(' | ':')
                })
            })
            .find(|word| word.starts_with('/'))?;
        if found.is_some() {
            return None;
        }
        found = Some((method.to_owned(), route_shape(path)));
    }
    found
}

impl Api {
    /// Reads the OpenAPI document at `path`, shown as `name`: a regular
    /// file reached through no link within `repository`
    /// ([`crate::base::named_file`]), of at most the size a walk reads.
    pub fn load(path: &Path, name: &str, repository: &Path) -> Result<Api, String> {
        let text = crate::base::named_file::read_text(
            path,
            repository,
            crate::base::files::MAX_WALKED_DOCUMENT_BYTES,
        )
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
        let mut api = Api {
            name: name.to_owned(),
            ..Api::default()
        };
        for tool in tools {
            let Some(binding) = tool.binding.as_ref() else {
                continue;
            };
            let id = operation_id(&tool).unwrap_or("");
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
            let mut keys = vec![
                method_and_path(&operation.method, &operation.path),
                proxy_name(&operation.method, &operation.path),
            ];
            if !id.is_empty() {
                keys.push(normalise(id));
            }
            keys.sort();
            keys.dedup();
            for key in keys {
                api.by_id.entry(key).or_default().push(operation.clone());
            }
            api.by_proxy_name
                .entry(proxy_name(&operation.method, &operation.path))
                .or_default()
                .push(operation.clone());
            api.by_route
                .entry((operation.method.clone(), route_shape(&operation.path)))
                .or_default()
                .push(operation);
        }
        Ok(api)
    }

    /// The operation a tool named `name` (described by `description`)
    /// pairs with: by the whole name, then without a translator's prefix
    /// or a service before `--`, then as mcp-openapi-proxy's `…_2` for
    /// the second operation deriving one name, then, for a name cut at the
    /// length limit, by the operations whose name it begins, and last by
    /// the method and path its description states.
    pub fn find(&self, name: &str, description: Option<&str>) -> Pairing<'_> {
        match self.find_by_name(name) {
            Pairing::None => {}
            found => return found,
        }
        match description.and_then(stated_route) {
            Some(route) => self
                .by_route
                .get(&route)
                .map_or(Pairing::None, |found| pairing(found.iter().collect())),
            None => Pairing::None,
        }
    }

    /// [`Api::find`] by the name alone.
    fn find_by_name(&self, name: &str) -> Pairing<'_> {
        let whole = normalise(name);
        let lower = name.to_ascii_lowercase();
        let without_prefix = PREFIXES.iter().find_map(|prefix| {
            lower
                .strip_prefix(prefix)
                .map(|_| normalise(&name[prefix.len()..]))
        });
        let without_service = name
            .rsplit_once("--")
            .map(|(_, operation)| normalise(operation))
            .filter(|operation| !operation.is_empty());
        for key in std::iter::once(whole.clone())
            .chain(without_prefix)
            .chain(without_service)
        {
            if let Some(found) = self.by_id.get(&key) {
                return pairing(found.iter().collect());
            }
        }
        // `get_pet_by_petid_2`: the second operation deriving the name.
        if let Some((base, number)) = name.rsplit_once('_')
            && let Ok(number) = number.parse::<usize>()
            && number >= 2
            && let Some(found) = self.by_proxy_name.get(&normalise(base))
            && let Some(operation) = found.get(number - 1)
        {
            return Pairing::Unique(operation);
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

    /// The names of the operations closest to a tool named `name` (at most
    /// three), for `-v` to say what an unpaired tool nearly matched.
    pub fn closest(&self, name: &str) -> Vec<String> {
        let wanted = normalise(name);
        let mut scored: Vec<(usize, String)> = self
            .by_id
            .iter()
            .flat_map(|(key, operations)| {
                let distance = strsim::levenshtein(&wanted, key);
                operations
                    .iter()
                    .map(move |operation| (distance, operation.shown()))
            })
            .filter(|(distance, _)| *distance <= wanted.len() / 3 + 2)
            .collect();
        scored.sort();
        let mut names: Vec<String> = Vec::new();
        for (_, shown) in scored {
            if !names.contains(&shown) {
                names.push(shown);
            }
            if names.len() == 3 {
                break;
            }
        }
        names
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
                "operation {} of {}",
                operation.shown(),
                self.name
            ))),
            guess: None,
        }
    }
}

impl ApiOperation {
    /// The operation as messages name it: `` `getPetById` (GET /pet/{petId}) ``,
    /// or `GET /pet/{petId}` without an operationId.
    pub fn shown(&self) -> String {
        match self.operation_id.as_str() {
            "" => format!("{} {}", self.method, self.path),
            id => format!("`{id}` ({} {})", self.method, self.path),
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
