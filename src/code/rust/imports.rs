//! A crate's modules as a handler's calls reach them: `mod handlers;`
//! declared beside the file (`handlers.rs`, `handlers/mod.rs`), a path from
//! the crate's root (`crate::fs::write_all`), a function brought in by
//! `use`, and a method of a parameter's type (`context: &Service` …
//! `context.write_file(…)`), looked for in the `impl`s of the module the
//! type is used from and its submodules.

use std::path::{Path, PathBuf};
use std::rc::Rc;

use tree_sitter::Node;

use crate::base::files::TextSource;
use crate::code::effects::{Call, Linker, Target};
use crate::code::tree::{self, children};

/// How a handler's calls reach the functions of the crate's other modules.
pub(super) const LINKER: Linker = Linker {
    applies: |text| text.contains("mod ") || text.contains("crate::"),
    target: linked,
};

/// How many files of a module's tree are looked at for a type's `impl`.
const MODULE_FILES: usize = 64;

/// How many folders up the crate's root (`lib.rs`, `main.rs`) is looked
/// for.
const ROOT_LEVELS: usize = 6;

/// The function a call names in another module of the crate.
fn linked(call: &Call<'_, '_>) -> Option<Target> {
    let (place, text, receiver, name) = (call.place, call.text, call.receiver, call.name);
    // A receiver that is a path or a name: not an expression's result.
    if !crate::code::effects::named(receiver, &[':']) {
        return None;
    }
    let texts = place.texts;
    let facts = facts(text, crate::code::model::root_of(call.node));
    let target = |module: &[String], name: &str| {
        Some(Target {
            path: module_file(texts, place.path, module)?,
            name: name.to_owned(),
        })
    };
    match receiver {
        // `handlers::delete(…)`, `crate::store::put(…)`.
        Some(path) if path.contains("::") || facts.declared.iter().any(|module| module == path) => {
            target(&facts.module_path(path), name)
        }
        // `context.write_file(…)` on a parameter `context: &Service`.
        Some(receiver) => {
            let type_name = parameter_type(text, call.node, receiver)?;
            let (_, used) = facts.used.iter().find(|(local, _)| *local == type_name)?;
            let module = module_file(texts, place.path, &used[..used.len().saturating_sub(1)])?;
            Some(Target {
                path: implementing(texts, &module, &type_name, name)?,
                name: name.to_owned(),
            })
        }
        // `delete(…)` after `use crate::handlers::delete;`.
        None => {
            let (_, path) = facts.used.iter().find(|(local, _)| local == name)?;
            let (function, module) = path.split_last()?;
            target(module, function)
        }
    }
}

/// What a file says of the crate's modules: the modules it declares and
/// the names its `use` declarations bring in.
struct Facts {
    /// `mod name;`
    declared: Vec<String>,
    /// Local name → path (`use crate::a::{b, c::d as e};` gives `b` →
    /// `crate::a::b` and `e` → `crate::a::c::d`).
    used: Vec<(String, Vec<String>)>,
}

/// The facts of the file with `text`, whose tree's root is `root`, read
/// once for all its calls.
fn facts(text: &str, root: Node<'_>) -> Rc<Facts> {
    crate::code::effects::per_file(text, || Facts {
        declared: declared(text, root),
        used: used(text, root),
    })
}

impl Facts {
    /// A receiver's path as segments, through a `use` of its first one
    /// (`use crate::store;` … `store::put`).
    fn module_path(&self, path: &str) -> Vec<String> {
        let segments: Vec<String> = path.split("::").map(str::to_owned).collect();
        let used = segments
            .first()
            .and_then(|first| self.used.iter().find(|(local, _)| local == first));
        match used {
            Some((_, full)) => full
                .iter()
                .cloned()
                .chain(segments.into_iter().skip(1))
                .collect(),
            None => segments,
        }
    }
}

/// The modules a file declares without a body (`mod handlers;`).
fn declared(text: &str, root: Node<'_>) -> Vec<String> {
    children(root)
        .into_iter()
        .filter(|item| item.kind() == "mod_item" && item.child_by_field_name("body").is_none())
        .filter_map(|item| Some(tree::text(text, item.child_by_field_name("name")?).to_owned()))
        .collect()
}

/// Whether the file declares the module `name` (`mod name;`).
fn declares(text: &str, name: &str) -> bool {
    text.contains(&format!("mod {name};"))
}

/// The names the file's `use` declarations bring in, by local name (one
/// level of braces is read).
fn used(text: &str, root: Node<'_>) -> Vec<(String, Vec<String>)> {
    let mut found = Vec::new();
    for declaration in children(root) {
        if declaration.kind() == "use_declaration"
            && let Some(tree) = declaration.child_by_field_name("argument")
        {
            use_tree(text, tree, &[], &mut found);
        }
    }
    found
}

/// The names one use tree under `prefix` brings in.
fn use_tree(text: &str, node: Node<'_>, prefix: &[String], found: &mut Vec<(String, Vec<String>)>) {
    let segments = |node: Node<'_>| -> Vec<String> {
        prefix
            .iter()
            .cloned()
            .chain(
                tree::text(text, node)
                    .split("::")
                    .map(|segment| segment.trim().to_owned()),
            )
            .collect()
    };
    match node.kind() {
        "identifier" | "scoped_identifier" => {
            let path = segments(node);
            if let Some(local) = path.last().cloned() {
                found.push((local, path));
            }
        }
        "use_as_clause" => {
            if let (Some(path), Some(alias)) = (
                node.child_by_field_name("path"),
                node.child_by_field_name("alias"),
            ) {
                found.push((tree::text(text, alias).to_owned(), segments(path)));
            }
        }
        "scoped_use_list" => {
            let inner = node
                .child_by_field_name("path")
                .map_or_else(Vec::new, segments);
            if let Some(list) = node.child_by_field_name("list") {
                use_tree(text, list, &inner, found);
            }
        }
        "use_list" => {
            for item in children(node) {
                use_tree(text, item, prefix, found);
            }
        }
        _ => {}
    }
}

/// The type of the parameter `receiver` of the function around `call`,
/// its last segment without references and generics (`&mut
/// crate::Service<T>` is `Service`).
fn parameter_type(text: &str, call: Node<'_>, receiver: &str) -> Option<String> {
    let mut function = call.parent();
    while let Some(node) = function {
        if node.kind() == "function_item" {
            break;
        }
        function = node.parent();
    }
    let parameters = function?.child_by_field_name("parameters")?;
    children(parameters).into_iter().find_map(|parameter| {
        let pattern = parameter.child_by_field_name("pattern")?;
        if tree::text(text, pattern) != receiver {
            return None;
        }
        let written = tree::text(text, parameter.child_by_field_name("type")?);
        let bare = written
            .trim_start_matches('&')
            .trim_start_matches("mut ")
            .trim_start_matches("dyn ")
            .split('<')
            .next()?
            .rsplit("::")
            .next()?
            .trim();
        (!bare.is_empty()).then(|| bare.to_owned())
    })
}

/// The file of the module `path` names from the file at `from`: `crate::`
/// from the crate's root, `self::` and a module the file declares from the
/// file's own module. `None` when a segment is not a module file of the
/// crate (an external crate, a module written inline).
fn module_file(texts: &dyn TextSource, from: &Path, path: &[String]) -> Option<PathBuf> {
    let (mut file, rest) = match path.split_first() {
        Some((first, rest)) if first == "crate" => (crate_root(texts, from)?, rest),
        Some((first, rest)) if first == "self" => (from.to_path_buf(), rest),
        _ => (from.to_path_buf(), path),
    };
    for segment in rest {
        let text = texts.text(&file)?;
        if !declares(&text, segment) && !text.contains(&format!("mod {segment} ;")) {
            return None;
        }
        file = child_module(texts, &file, segment)?;
    }
    Some(file)
}

/// The file of the module `name` that the file at `parent` declares.
fn child_module(texts: &dyn TextSource, parent: &Path, name: &str) -> Option<PathBuf> {
    let folder = parent.parent().unwrap_or(Path::new(""));
    let owns_folder = parent
        .file_name()
        .and_then(|file| file.to_str())
        .is_some_and(|file| matches!(file, "main.rs" | "lib.rs" | "mod.rs"));
    let base = if owns_folder {
        folder.to_path_buf()
    } else {
        folder.join(parent.file_stem()?)
    };
    [
        base.join(format!("{name}.rs")),
        base.join(name).join("mod.rs"),
    ]
    .into_iter()
    .find(|candidate| texts.admits(candidate) && texts.is_file(candidate))
}

/// The crate's root file above the file at `from`: the nearest `lib.rs`
/// or `main.rs`.
fn crate_root(texts: &dyn TextSource, from: &Path) -> Option<PathBuf> {
    from.ancestors()
        .skip(1)
        .take(ROOT_LEVELS)
        .flat_map(|folder| [folder.join("lib.rs"), folder.join("main.rs")])
        .find(|candidate| texts.admits(candidate) && texts.is_file(candidate))
}

/// The file, of the module at `module` and its submodules, that holds an
/// `impl` of `type_name` with the method `method`.
fn implementing(
    texts: &dyn TextSource,
    module: &Path,
    type_name: &str,
    method: &str,
) -> Option<PathBuf> {
    let implements = format!("impl {type_name}");
    let defines = format!("fn {method}");
    let mut queue = vec![module.to_path_buf()];
    let mut seen = 0;
    while let Some(file) = queue.pop() {
        seen += 1;
        if seen > MODULE_FILES {
            return None;
        }
        let Some(text) = texts.text(&file) else {
            continue;
        };
        if text.contains(&implements) && text.contains(&defines) {
            return Some(file);
        }
        for line in text.lines() {
            let declared = line
                .trim()
                .trim_start_matches("pub ")
                .trim_start_matches("pub(crate) ")
                .strip_prefix("mod ")
                .and_then(|rest| rest.strip_suffix(';'));
            if let Some(child) = declared.and_then(|name| child_module(texts, &file, name.trim())) {
                queue.push(child);
            }
        }
    }
    None
}
