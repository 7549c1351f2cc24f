//! A module's imports (`import { READ_ONLY } from "./hints.js"`, `import *
//! as hints`), followed to the constants and helpers of the modules they
//! name, and whether a module's `tool` calls are the SDK's.

use std::collections::HashMap;
use std::path::{Path, PathBuf};

use tree_sitter::Node;

use crate::code::Language;
use crate::code::registration::{
    Arguments, Imported, Importer, Place, import_constant, import_helper,
};
use crate::code::tree::{self, children};

use super::values::{definitions, function_named, signature, string, value};

/// Whether a text names the SDK (its package, or its `McpServer`): its
/// `tool` calls are the SDK's overloads.
pub(super) fn names_sdk(text: &str) -> bool {
    text.contains("@modelcontextprotocol") || text.contains("McpServer")
}

/// Whether the file calls `.tool(` on a name it imports (`imports`) from a
/// sibling module of the SDK (`import { server } from "./server.js"`,
/// where `./server.ts` makes the `McpServer`): its `tool` calls are the
/// SDK's.
pub(super) fn imports_server(text: &str, imports: &Imports<'_>) -> bool {
    text.contains(".tool(")
        && imports.names.iter().any(|(local, (module, _))| {
            text.contains(&format!("{local}.tool("))
                && imports
                    .resolve(module)
                    .and_then(|path| imports.texts.text(&path))
                    .is_some_and(|imported| names_sdk(&imported))
        })
}

/// The names a file imports from sibling modules by relative paths:
/// `import { READ_ONLY, WRITE as W } from "./hints.js"`.
pub(super) struct Imports<'p> {
    /// Where the imported files' texts come from.
    pub(super) texts: &'p dyn crate::base::files::TextSource,
    /// The importing file's folder.
    folder: PathBuf,
    /// Local name to (module as written, exported name).
    pub(super) names: HashMap<String, (String, String)>,
    /// Namespace imports (`import * as hints`): local name to module.
    namespaces: HashMap<String, String>,
}

impl<'p> Imports<'p> {
    /// The relative named imports of the file at `place`.
    pub(super) fn of(text: &str, root: Node<'_>, place: Place<'p>) -> Imports<'p> {
        let path = place.path;
        let mut names = HashMap::new();
        let mut namespaces = HashMap::new();
        for statement in children(root) {
            if statement.kind() != "import_statement" {
                continue;
            }
            let Some(module) = statement
                .child_by_field_name("source")
                .and_then(|source| string(text, source))
            else {
                continue;
            };
            if !module.value.starts_with("./") && !module.value.starts_with("../") {
                continue;
            }
            tree::preorder(statement, |node| {
                if node.kind() == "namespace_import"
                    && let Some(local) = node.named_child(0)
                {
                    namespaces.insert(tree::text(text, local).to_owned(), module.value.to_string());
                }
                if node.kind() != "import_specifier" {
                    return;
                }
                let Some(exported) = node.child_by_field_name("name") else {
                    return;
                };
                let local = node.child_by_field_name("alias").unwrap_or(exported);
                names.insert(
                    tree::text(text, local).to_owned(),
                    (
                        module.value.to_string(),
                        tree::text(text, exported).to_owned(),
                    ),
                );
            });
        }
        Imports {
            texts: place.texts,
            folder: path.parent().map(Path::to_path_buf).unwrap_or_default(),
            names,
            namespaces,
        }
    }

    /// The file a relative module specifier names: TypeScript's `.js`
    /// specifiers name `.ts` sources, and a bare name may be any of the
    /// extensions or a folder's `index`.
    pub(super) fn resolve(&self, module: &str) -> Option<PathBuf> {
        super::resolve::relative(self.texts, &self.folder, module)
    }
}

impl Importer for Imports<'_> {
    fn import(&self, name: &str) -> Option<Imported> {
        let (module, exported) = self.names.get(name)?;
        self.constant_of(module, exported)
    }

    fn import_member(&self, namespace: &str, name: &str) -> Option<Imported> {
        let module = self.namespaces.get(namespace)?;
        self.constant_of(module, name)
    }

    fn import_helper(&self, name: &str, arguments: &Arguments) -> Option<Imported> {
        let (module, exported) = self.names.get(name)?;
        let path = self.resolve(module)?;
        import_helper(
            self.texts,
            &path,
            Language::of_path(&path)?,
            (exported, module),
            arguments,
            definitions,
            (function_named, signature),
            &|constants, _, node| value(constants, node),
        )
    }
}

impl Imports<'_> {
    /// The constant `name` of the sibling `module`.
    fn constant_of(&self, module: &str, name: &str) -> Option<Imported> {
        let path = self.resolve(module)?;
        import_constant(
            self.texts,
            &path,
            Language::of_path(&path)?,
            name,
            module,
            definitions,
            &|constants, _, node| value(constants, node),
        )
    }
}

/// How a handler's calls reach the functions of the modules its file
/// imports by relative paths (`import { deleteItem } from "./items.js"`,
/// `import * as items from "./items.js"` … `items.deleteItem(…)`).
pub(super) const LINKER: crate::code::effects::Linker = crate::code::effects::Linker {
    applies: |text| text.contains("./"),
    target: linked,
};

/// The function a call names in a module the file imports.
fn linked(call: &crate::code::effects::Call<'_, '_>) -> Option<crate::code::effects::Target> {
    let (place, text, receiver, name) = (call.place, call.text, call.receiver, call.name);
    let imports = crate::code::effects::per_file(text, || {
        let imports = Imports::of(text, crate::code::model::root_of(call.node), place);
        (imports.folder, imports.names, imports.namespaces)
    });
    let (folder, names, namespaces) = &*imports;
    let (module, exported) = match receiver {
        None => names.get(name)?.clone(),
        Some(namespace) => (namespaces.get(namespace)?.clone(), name.to_owned()),
    };
    Some(crate::code::effects::Target {
        path: super::resolve::relative(place.texts, folder, &module)?,
        name: exported,
    })
}
