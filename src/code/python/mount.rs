//! FastMCP sub-servers mounted under a namespace: a client of
//! `main.mount(jira, namespace="jira")` sees the tool `search` of `jira` as
//! `jira_search`, so that name is the tool's.
//!
//! Read from FastMCP's sources: FastMCP 3 takes `mount(server,
//! namespace=None, …, prefix=None)` (`prefix` a deprecated alias);
//! FastMCP 2.9 to 2.14 `mount(server, prefix=None, …)` and, for older
//! code, a string first argument swapped with the server; before 2.9
//! `mount(prefix, server, …)`. `import_server(server, prefix=None)` copies
//! the tools under the same names. Every version joins the namespace and the
//! tool's name with `_` (`tool_separator=` is deprecated since 2.4), and a
//! server mounted in a server mounted under a namespace gets both.
//!
//! The mounts are read in the module that registers the tools and in the
//! Python modules of its folder and the folder above (the package that
//! imports the sub-server), through their relative (`from .jira import
//! jira`) or dotted (`from app.jira import jira`) imports.

use std::collections::HashMap;
use std::path::{Path, PathBuf};

use tree_sitter::Node;

use crate::base::files::Place;
use crate::code::Language;
use crate::code::tree::{self, children};

/// How many servers deep mounts are followed (`a` mounts `b` mounts `c`).
const DEPTH: usize = 4;

/// What a server variable's tools are named with.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Prefix {
    /// A static prefix, separator included (`jira_`).
    Known(String),
    /// A namespace computed at run time: the sent name is not static.
    Computed,
}

/// One `parent.mount(child, namespace)` call.
struct Mount<'t, 'tree> {
    /// The server mounted into (`main`), as written.
    parent: &'t str,
    /// The server mounted: an identifier or `module.server`.
    child: Node<'tree>,
    /// Its namespace, `None` when there is none.
    namespace: Option<Prefix>,
}

/// The prefix of each server variable of the module at `place` (`text`,
/// parsed into `root`) that is mounted under a namespace.
pub fn prefixes(text: &str, root: Node<'_>, place: Option<Place<'_>>) -> HashMap<String, Prefix> {
    let mut found = HashMap::new();
    if !text.contains("mcp") {
        return found;
    }
    let own = mounts(text, root);
    for mount in &own {
        if mount.child.kind() == "identifier" {
            let child = tree::text(text, mount.child);
            let outer = outer_prefix(text, &own, mount.parent, place, DEPTH);
            if let Some(prefix) = joined(outer, mount.namespace.clone()) {
                found.insert(child.to_owned(), prefix);
            }
        }
    }
    if let Some(place) = place {
        for (name, prefix) in mounted_elsewhere(place, DEPTH) {
            found.entry(name).or_insert(prefix);
        }
    }
    found
}

/// The prefix of `server` in its own module (`own` its mounts), including
/// the mounts of that module made elsewhere.
fn outer_prefix(
    text: &str,
    own: &[Mount<'_, '_>],
    server: &str,
    place: Option<Place<'_>>,
    depth: usize,
) -> Option<Prefix> {
    if depth == 0 {
        return None;
    }
    if let Some(mount) = own
        .iter()
        .find(|mount| mount.child.kind() == "identifier" && tree::text(text, mount.child) == server)
    {
        let outer = outer_prefix(text, own, mount.parent, place, depth - 1);
        return joined(outer, mount.namespace.clone());
    }
    let place = place?;
    mounted_elsewhere(place, depth - 1)
        .into_iter()
        .find_map(|(name, prefix)| (name == server).then_some(prefix))
}

/// An outer prefix followed by an inner namespace.
fn joined(outer: Option<Prefix>, inner: Option<Prefix>) -> Option<Prefix> {
    match (outer, inner) {
        (Some(Prefix::Computed), _) | (_, Some(Prefix::Computed)) => Some(Prefix::Computed),
        (Some(Prefix::Known(outer)), Some(Prefix::Known(inner))) => {
            Some(Prefix::Known(outer + &inner))
        }
        (outer, None) => outer,
        (None, inner) => inner,
    }
}

/// The servers of the module at `place` that the modules of its folder and
/// the folder above mount, by the name the module gives them.
fn mounted_elsewhere(place: Place<'_>, depth: usize) -> Vec<(String, Prefix)> {
    let mut found = Vec::new();
    if depth == 0 {
        return found;
    }
    let module = crate::base::paths::absolute(place.path);
    let mounting =
        crate::code::nearby::near(&module, place.texts, &["py"], &["mount(", "import_server("]);
    for other in &mounting {
        let Some(text) = place.texts.text(other) else {
            continue;
        };
        let Ok(parsed) = crate::code::parse::parse_tree(&text, Language::Python) else {
            continue;
        };
        let root = parsed.root_node();
        let other_place = Place {
            path: other,
            texts: place.texts,
        };
        let own = mounts(&text, root);
        for mount in &own {
            let Some(name) = imported_from(&text, root, other, mount.child, &module) else {
                continue;
            };
            let outer = outer_prefix(&text, &own, mount.parent, Some(other_place), depth - 1);
            if let Some(prefix) = joined(outer, mount.namespace.clone()) {
                found.push((name, prefix));
            }
        }
    }
    found
}

/// The name the module `module` gives the server `child` (written in the
/// module at `path`) when `child` is imported from it: `from .jira import
/// mcp as jira` … `jira` is `mcp`; `from . import jira` … `jira.mcp`.
fn imported_from(
    text: &str,
    root: Node<'_>,
    path: &Path,
    child: Node<'_>,
    module: &Path,
) -> Option<String> {
    let (local, member) = match child.kind() {
        "identifier" => (tree::text(text, child), None),
        "attribute" => (
            tree::text(text, child.child_by_field_name("object")?),
            Some(tree::text(text, child.child_by_field_name("attribute")?)),
        ),
        _ => return None,
    };
    let folder = path.parent()?;
    for statement in children(root) {
        if statement.kind() != "import_from_statement" {
            continue;
        }
        let Some(written) = statement.child_by_field_name("module_name") else {
            continue;
        };
        let written = tree::text(text, written);
        let mut cursor = statement.walk();
        for name in statement.children_by_field_name("name", &mut cursor) {
            let (imported, alias) = match name.kind() {
                "aliased_import" => (
                    name.child_by_field_name("name"),
                    name.child_by_field_name("alias"),
                ),
                _ => (Some(name), Some(name)),
            };
            let (Some(imported), Some(alias)) = (imported, alias) else {
                continue;
            };
            if tree::text(text, alias) != local {
                continue;
            }
            let imported = tree::text(text, imported);
            match member {
                // `from .jira import mcp as jira`: the module is `.jira`.
                None if names_module(folder, written, module) => return Some(imported.to_owned()),
                // `from . import jira` … `jira.mcp`: the module is `.jira`.
                Some(member)
                    if names_module(folder, &format!("{written}.{imported}"), module)
                        || names_module(folder, &format!("{written}{imported}"), module) =>
                {
                    return Some(member.to_owned());
                }
                _ => {}
            }
        }
    }
    None
}

/// Whether the module written `written` in a module of `folder` (`.jira`,
/// `..app.jira`, `app.jira`) is the file `module` (`jira.py` or
/// `jira/__init__.py`).
fn names_module(folder: &Path, written: &str, module: &Path) -> bool {
    let stem = if module.file_name().is_some_and(|name| name == "__init__.py") {
        module.parent().map(Path::to_path_buf)
    } else {
        Some(module.with_extension(""))
    };
    let Some(stem) = stem else {
        return false;
    };
    let dots = written.len() - written.trim_start_matches('.').len();
    let dotted = written.trim_start_matches('.');
    if dots == 0 {
        // A dotted import names the module by its package path.
        let tail = PathBuf::from(dotted.replace('.', "/"));
        return !dotted.is_empty() && stem.ends_with(tail);
    }
    let Some(base) = folder.ancestors().nth(dots - 1) else {
        return false;
    };
    let named = if dotted.is_empty() {
        base.to_path_buf()
    } else {
        base.join(dotted.replace('.', "/"))
    };
    crate::base::paths::absolute(&named) == stem
}

/// The `parent.mount(…)` and `parent.import_server(…)` calls of a module.
fn mounts<'t, 'tree>(text: &'t str, root: Node<'tree>) -> Vec<Mount<'t, 'tree>> {
    let mut found = Vec::new();
    // A mount's call holds its method's name: only the paths to where one
    // is written are walked.
    let offsets = tree::offsets_of(text, &["mount", "import_server"]);
    tree::preorder_holding(root, &offsets, |node| {
        if node.kind() != "call" {
            return;
        }
        let Some((callee, arguments)) = tree::field_pair(node, "function", "arguments") else {
            return;
        };
        let method = callee
            .child_by_field_name("attribute")
            .map(|attribute| tree::text(text, attribute));
        let parent = callee.child_by_field_name("object");
        let (Some("mount" | "import_server"), Some(parent)) = (method, parent) else {
            return;
        };
        if let Some((child, namespace)) = mounted(text, arguments) {
            found.push(Mount {
                parent: tree::text(text, parent),
                child,
                namespace,
            });
        }
    });
    found
}

/// The server a mount's arguments mount and its namespace: `server=` or
/// the first positional argument that is not a string; `namespace=`,
/// `prefix=` or a positional string (FastMCP before 2.9 wrote it first).
fn mounted<'tree>(text: &str, arguments: Node<'tree>) -> Option<(Node<'tree>, Option<Prefix>)> {
    let mut server = None;
    let mut namespace = None;
    let mut positional = 0;
    for argument in children(arguments) {
        match argument.kind() {
            "keyword_argument" => {
                let Some((key, value)) = tree::field_pair(argument, "name", "value") else {
                    continue;
                };
                match tree::text(text, key) {
                    "server" => server = Some(value),
                    "namespace" | "prefix" => namespace = Some(value),
                    _ => {}
                }
            }
            "string" if positional < 2 => {
                namespace = Some(argument);
                positional += 1;
            }
            "identifier" | "attribute" if positional < 2 => {
                if server.is_none() {
                    server = Some(argument);
                } else if namespace.is_none() {
                    namespace = Some(argument);
                }
                positional += 1;
            }
            "comment" => {}
            _ => positional += 1,
        }
    }
    let namespace = namespace.and_then(|node| match tree::text(text, node) {
        "None" | "\"\"" | "''" => None,
        _ => Some(match super::values::literal_string(text, node) {
            Some(namespace) => Prefix::Known(format!("{namespace}_")),
            None => Prefix::Computed,
        }),
    });
    Some((server?, namespace))
}
