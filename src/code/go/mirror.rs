//! Project-own Go types that mirror an SDK's: `api.Tool{Annotations:
//! api.ToolAnnotations{ReadOnlyHint: ptr.To(true)}}`, where the project's
//! package `api` defines its own `Tool` and `ToolAnnotations` and converts
//! them to the SDK's where the server registers them. Such a literal is
//! read as the SDK's own when the package's `ToolAnnotations` definition
//! is found in the module (its folder under the `go.mod` that names the
//! module) and its hint fields are typed as one SDK types them: every hint
//! a `*bool` (as mcp-go), or `ReadOnlyHint` and `IdempotentHint` a `bool`
//! and the other two a `*bool` (as the official SDK). Otherwise the
//! fields' meaning on the wire is unknown, and the literal stays an
//! `unread-tool`.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use tree_sitter::Node;

use super::values::{MCP_GO, OFFICIAL};
use crate::code::Language;
use crate::code::registration::Place;
use crate::code::tree::{self, children};
use crate::document::GoFlavour;

/// The hint fields of a `ToolAnnotations` struct, in `Hint::ALL` order.
const HINT_FIELDS: [&str; 4] = [
    "ReadOnlyHint",
    "DestructiveHint",
    "IdempotentHint",
    "OpenWorldHint",
];

/// The packages of the file's own module that it imports and whose
/// `ToolAnnotations` mirrors an SDK's: each by the name the file uses, with
/// the SDK its fields are typed as.
pub fn mirrors<'t>(text: &'t str, root: Node<'_>, place: Place<'_>) -> Vec<(&'t str, GoFlavour)> {
    if !text.contains("ToolAnnotations{") && !text.contains("Tool{") {
        return Vec::new();
    }
    own_packages(text, root, place, &[MCP_GO, OFFICIAL])
        .into_iter()
        // A tool literal whose annotations a function makes elsewhere
        // (`api.Tool{Annotations: readOnlyAnnotations(title)}`) names
        // only the tool type.
        .filter(|(local, _)| {
            text.contains(&format!("{local}.ToolAnnotations{{"))
                || text.contains(&format!("{local}.Tool{{"))
        })
        .filter_map(|(local, folder)| Some((local, flavour_of(&folder, place)?)))
        .collect()
}

/// The packages of the file's own module that it imports (other than
/// `sdks`): each by the name the file uses, with its folder under the
/// `go.mod` that names the module (no higher than the repository root).
pub fn own_packages<'t>(
    text: &'t str,
    root: Node<'_>,
    place: Place<'_>,
    sdks: &[&str],
) -> Vec<(&'t str, PathBuf)> {
    let mut found = Vec::new();
    let Some((module_root, module)) = module_of(place) else {
        return found;
    };
    for spec in import_specs(root) {
        let Some(path) = spec.child_by_field_name("path") else {
            continue;
        };
        let path = tree::text(text, path).trim_matches(['"', '`']);
        // Go refuses an import path with an empty, `.` or `..` element;
        // one is never followed out of the module's folder. The module's
        // root package is its folder.
        let Some(inside) = path
            .strip_prefix(module.as_str())
            .and_then(|rest| match rest {
                "" => Some(""),
                _ => rest.strip_prefix('/'),
            })
            .filter(|inside| {
                inside.is_empty()
                    || inside
                        .split('/')
                        .all(|element| !matches!(element, "" | "." | ".."))
            })
        else {
            continue;
        };
        if sdks.contains(&path) {
            continue;
        }
        let local = match spec.child_by_field_name("name") {
            Some(name) => tree::text(text, name),
            None => path.rsplit('/').next().unwrap_or(path),
        };
        let folder = match inside {
            "" => module_root.clone(),
            _ => module_root.join(inside),
        };
        found.push((local, folder));
    }
    found
}

/// The `import_spec`s of the file.
pub fn import_specs<'tree>(root: Node<'tree>) -> Vec<Node<'tree>> {
    let mut found = Vec::new();
    for declaration in children(root)
        .into_iter()
        .filter(|node| node.kind() == "import_declaration")
    {
        tree::preorder(declaration, |node| {
            if node.kind() == "import_spec" {
                found.push(node);
            }
        });
    }
    found
}

/// The folder of the nearest `go.mod` above the file and the module path
/// it declares.
fn module_of(place: Place<'_>) -> Option<(PathBuf, String)> {
    let (folder, go_mod) = go_mod(place)?;
    let module = go_mod.lines().find_map(|line| {
        let declared = line.trim().strip_prefix("module")?;
        let declared = declared.trim().trim_matches('"');
        (!declared.is_empty()).then(|| declared.to_owned())
    })?;
    Some((folder, module))
}

/// The folder and text of the nearest `go.mod` above the file, no higher
/// than the folder lookups from it may reach (its repository root,
/// outside one the working folder or the project's marker).
pub fn go_mod(place: Place<'_>) -> Option<(PathBuf, Arc<str>)> {
    let root = crate::base::paths::lookup_root(place.path);
    let file = crate::base::paths::absolute(place.path);
    let mut folders = file
        .ancestors()
        .skip(1)
        .take_while(|folder| folder.starts_with(&root));
    folders.find_map(|folder| {
        let text = place.texts.text(&folder.join("go.mod"))?;
        Some((folder.to_path_buf(), text))
    })
}

/// Whether the module of the file at `place` requires go-sdk v1.7.0 or
/// later and not mcp-go: the only SDK its own mirrors can reach, whose
/// plain-bool hints are sent false when not written.
pub fn converts_to_go_sdk(place: Place<'_>) -> bool {
    go_mod(place).is_some_and(|(_, go_mod)| {
        crate::code::wire::go_sdk_sends_plain_bools(&go_mod)
            && !go_mod.contains("github.com/mark3labs/mcp-go")
    })
}

/// The SDK whose hint field types the `ToolAnnotations` struct of the
/// package in `folder` has, when it has one's.
fn flavour_of(folder: &Path, place: Place<'_>) -> Option<GoFlavour> {
    place.texts.go_files(folder).iter().find_map(|file| {
        let text = place.texts.text(file)?;
        if !text.contains("ToolAnnotations struct") {
            return None;
        }
        let parsed = crate::code::parse::parse_tree(&text, Language::Go).ok()?;
        let types = field_types(&text, parsed.root_node())?;
        let pointer = types
            .each_ref()
            .map(|written| written.as_deref() == Some("*bool"));
        let plain = types
            .each_ref()
            .map(|written| written.as_deref() == Some("bool"));
        if pointer.iter().all(|is| *is) {
            Some(GoFlavour::McpGo)
        } else if plain[0] && pointer[1] && plain[2] && pointer[3] {
            Some(GoFlavour::Official)
        } else {
            None
        }
    })
}

/// The types the `ToolAnnotations` struct of a file gives its hint fields
/// (`*bool`, `bool`, `None` for a field it lacks), when it defines one.
fn field_types(text: &str, root: Node<'_>) -> Option<[Option<String>; 4]> {
    let mut found = None;
    tree::preorder(root, |node| {
        if found.is_some() || node.kind() != "type_spec" {
            return;
        }
        let named = node
            .child_by_field_name("name")
            .is_some_and(|name| tree::text(text, name) == "ToolAnnotations");
        let Some(fields) = node
            .child_by_field_name("type")
            .filter(|written| named && written.kind() == "struct_type")
            .and_then(|structure| {
                children(structure)
                    .into_iter()
                    .find(|child| child.kind() == "field_declaration_list")
            })
        else {
            return;
        };
        let mut types: [Option<String>; 4] = Default::default();
        for field in children(fields) {
            let Some(written) = field.child_by_field_name("type") else {
                continue;
            };
            let written: String = tree::text(text, written).split_whitespace().collect();
            let mut cursor = field.walk();
            for name in field.children_by_field_name("name", &mut cursor) {
                if let Some(at) = HINT_FIELDS
                    .iter()
                    .position(|hint| *hint == tree::text(text, name))
                {
                    types[at] = Some(written.clone());
                }
            }
        }
        found = Some(types);
    });
    found
}
