//! A module's relative imports (`from .hints import READ_ONLY`), followed
//! to the sibling module's constants, classes and helpers.

use std::collections::HashMap;
use std::path::{Path, PathBuf};

use tree_sitter::Node;

use crate::code::Language;
use crate::code::registration::{
    Arguments, Constants, Converted, Imported, Importer, Opaque, Place, import_constant,
    import_helper,
};
use crate::code::tree::{self, children};

use super::definitions::{class_member, classes, definitions, function_named, signature};
use super::values::{PyNames, annotations_type};
use crate::code::registration::value;

/// The names a module imports from sibling modules by relative imports:
/// `from .hints import READ_ONLY, WRITE as W`.
pub(super) struct Imports<'p> {
    /// Where the imported modules' texts come from.
    pub(super) texts: &'p dyn crate::base::files::TextSource,
    /// Local name to (module file, module as written, imported name).
    names: HashMap<String, (PathBuf, String, String)>,
    /// Modules imported whole (`from . import hints`): local name to
    /// (module file, module as written).
    namespaces: HashMap<String, (PathBuf, String)>,
}

impl<'p> Imports<'p> {
    /// The files of the sibling modules imported (some may not exist).
    pub(super) fn modules(&self) -> impl Iterator<Item = &Path> {
        self.names
            .values()
            .map(|(path, _, _)| path.as_path())
            .chain(self.namespaces.values().map(|(path, _)| path.as_path()))
    }

    /// The relative imports of the module at `place`.
    pub(super) fn of(text: &str, root: Node<'_>, place: Place<'p>) -> Imports<'p> {
        let (path, texts) = (place.path, place.texts);
        let folder = path.parent().map(Path::to_path_buf).unwrap_or_default();
        let mut names = HashMap::new();
        let mut namespaces = HashMap::new();
        for statement in children(root) {
            if statement.kind() != "import_from_statement" {
                continue;
            }
            let Some(module) = statement.child_by_field_name("module_name") else {
                continue;
            };
            if module.kind() != "relative_import" {
                continue;
            }
            let written = tree::text(text, module);
            let dots = written.len() - written.trim_start_matches('.').len();
            let Some(base) = package_above(texts, &folder, dots.saturating_sub(1)) else {
                continue;
            };
            let dotted = written.trim_start_matches('.');
            let package = if dotted.is_empty() {
                base.clone()
            } else {
                base.join(dotted.replace('.', "/"))
            };
            let file = module_file(texts, &package);
            let mut cursor = statement.walk();
            for name in statement.children_by_field_name("name", &mut cursor) {
                let (imported, local) = match name.kind() {
                    "aliased_import" => match (
                        name.child_by_field_name("name"),
                        name.child_by_field_name("alias"),
                    ) {
                        (Some(imported), Some(alias)) => (imported, alias),
                        _ => continue,
                    },
                    _ => (name, name),
                };
                let imported = tree::text(text, imported);
                let local = tree::text(text, local).to_owned();
                // `from . import hints`: a module, when there is one.
                let submodule = module_file(texts, &package.join(imported));
                if texts.is_file(&submodule) {
                    let shown = format!(
                        "{written}{}{imported}",
                        if dotted.is_empty() { "" } else { "." }
                    );
                    namespaces.insert(local, (submodule, shown));
                } else {
                    names.insert(
                        local,
                        (file.clone(), written.to_owned(), imported.to_owned()),
                    );
                }
            }
        }
        Imports {
            texts,
            names,
            namespaces,
        }
    }
}

/// The package `up` folders above `folder` that a relative import names
/// (`from ..hints import X`: one), when `texts` reaches it (no higher than
/// the repository root, [`crate::base::files::Bounded`]): Python refuses a
/// relative import beyond its top-level package, and hintlint follows none
/// out of the project, however many dots it is written with.
fn package_above(
    texts: &dyn crate::base::files::TextSource,
    folder: &Path,
    up: usize,
) -> Option<PathBuf> {
    if up == 0 {
        return Some(folder.to_path_buf());
    }
    let folder = crate::base::paths::absolute(folder);
    let base = folder.ancestors().nth(up)?;
    texts.admits(base).then(|| base.to_path_buf())
}

/// The file of the module or package at `path` (without extension):
/// `path.py`, else `path/__init__.py`.
fn module_file(texts: &dyn crate::base::files::TextSource, path: &Path) -> PathBuf {
    let file = path.with_extension("py");
    if texts.is_file(&file) {
        file
    } else {
        path.join("__init__.py")
    }
}

impl Importer for Imports<'_> {
    fn import(&self, name: &str) -> Option<Imported> {
        let (path, module, imported) = self.names.get(name)?;
        constant_of(self.texts, path, module, imported)
    }

    fn import_member(&self, namespace: &str, name: &str) -> Option<Imported> {
        if let Some((path, module)) = self.namespaces.get(namespace) {
            return constant_of(self.texts, path, module, name);
        }
        // A class imported by name (`from .names import Tools` …
        // `Tools.SEARCH`): the string its member is assigned.
        let (path, module, class) = self.names.get(namespace)?;
        let texts = self.texts;
        import_constant(
            texts,
            path,
            Language::Python,
            class,
            module,
            classes,
            &|constants, root, definition| {
                let text = constants.text;
                let assigned = class_member(text, definition, class, name)
                    .filter(|assigned| assigned.kind() == "string")
                    .ok_or_else(|| Opaque::at(text, definition))?;
                value_there(constants, root, Place { path, texts }, assigned)
            },
        )
    }

    fn import_helper(&self, name: &str, arguments: &Arguments) -> Option<Imported> {
        let (path, module, imported) = self.names.get(name)?;
        let texts = self.texts;
        import_helper(
            texts,
            path,
            Language::Python,
            (imported, module),
            arguments,
            definitions,
            (function_named, signature),
            &|constants, root, node| value_there(constants, root, Place { path, texts }, node),
        )
    }
}

/// The constant `name` of the module at `path` (shown as `module`).
fn constant_of(
    texts: &dyn crate::base::files::TextSource,
    path: &Path,
    module: &str,
    name: &str,
) -> Option<Imported> {
    import_constant(
        texts,
        path,
        Language::Python,
        name,
        module,
        definitions,
        &|constants, root, node| value_there(constants, root, Place { path, texts }, node),
    )
}

/// A value of the module at `place` (whose syntax tree is `root`), read as
/// that module names `ToolAnnotations` and its hints.
fn value_there<'t, 'tree>(
    constants: &mut Constants<'t, 'tree>,
    root: Node<'_>,
    place: Place<'_>,
    node: Node<'tree>,
) -> Converted<'t> {
    let text = constants.text;
    let names = PyNames::of(text, annotations_type(text, root), Some(place));
    value(constants, &names, node)
}

/// How a handler's calls reach the functions of the sibling modules its
/// module imports (`from .items import delete_item`, `from . import items`
/// … `items.delete_item(…)`).
pub(super) const LINKER: crate::code::effects::Linker = crate::code::effects::Linker {
    applies: |text| text.contains("from ."),
    target: linked,
};

/// The function a call names in a sibling module the module imports.
fn linked(call: &crate::code::effects::Call<'_, '_>) -> Option<crate::code::effects::Target> {
    let (place, text, receiver, name) = (call.place, call.text, call.receiver, call.name);
    let imports = crate::code::effects::per_file(text, || {
        let imports = Imports::of(text, crate::code::model::root_of(call.node), place);
        (imports.names, imports.namespaces)
    });
    let (names, namespaces) = &*imports;
    let (path, name) = match receiver {
        None => {
            let (path, _, imported) = names.get(name)?;
            (path.clone(), imported.clone())
        }
        Some(namespace) => (namespaces.get(namespace)?.0.clone(), name.to_owned()),
    };
    Some(crate::code::effects::Target { path, name })
}
