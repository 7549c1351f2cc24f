//! Which modules a Python project loads: its entry points (the scripts
//! `pyproject.toml` declares, a `__main__.py`, a module run as a script
//! under `if __name__ == "__main__":`) and the modules each module
//! imports, found under the project's folder, its `src/` and the
//! importing module's own folder (where a script's imports start).

use std::path::{Path, PathBuf};

use crate::base::files::TextSource;
use crate::code::modules::Modules;

/// How a Python project's modules are reached.
pub const MODULES: Modules = Modules {
    manifests: &["pyproject.toml", "setup.py", "setup.cfg"],
    entries,
    loads,
};

/// What loads modules by names made at run time.
const DYNAMIC: [&str; 6] = [
    "import_module",
    "__import__",
    "spec_from_file_location",
    "pkgutil",
    "entry_points",
    "runpy",
];

/// The entry points of the project rooted at `root`: the modules of its
/// declared scripts, its `__main__.py` modules and the modules run as
/// scripts; `None` when there is none, when a declared script's module is
/// not found, or when `setup.py`/`setup.cfg` declares entry points (not
/// read).
fn entries(texts: &dyn TextSource, root: &Path, files: &[PathBuf]) -> Option<Vec<PathBuf>> {
    let setup_declares = ["setup.py", "setup.cfg"].iter().any(|setup| {
        texts
            .text(&root.join(setup))
            .is_some_and(|text| text.contains("entry_points") || text.contains("scripts"))
    });
    if setup_declares {
        return None;
    }
    let mut found = Vec::new();
    if let Some(manifest) = texts.text(&root.join("pyproject.toml")) {
        let manifest: toml::Table = toml::from_str(&manifest).ok()?;
        for script in declared_scripts(&manifest) {
            let module = script.split(':').next().unwrap_or(script).trim();
            found.push(module_file(texts, &roots(root, root), module)?);
        }
    }
    for file in files {
        let is_main = file.file_name().is_some_and(|name| name == "__main__.py");
        let run_as_script = || {
            texts.text(file).is_some_and(|text| {
                text.contains("__name__") && text.lines().any(|line| guard(line.trim()))
            })
        };
        if is_main || run_as_script() {
            found.push(file.clone());
        }
    }
    (!found.is_empty()).then_some(found)
}

/// Whether `line` is `if __name__ == "__main__":` (either quotes, either
/// order).
fn guard(line: &str) -> bool {
    let Some(condition) = line.strip_prefix("if ") else {
        return false;
    };
    let condition: String = condition.chars().filter(|ch| !ch.is_whitespace()).collect();
    ["\"__main__\"", "'__main__'"].iter().any(|main| {
        condition.starts_with(&format!("__name__=={main}"))
            || condition.starts_with(&format!("{main}==__name__"))
    })
}

/// The `module:function` values of `[project.scripts]`,
/// `[project.gui-scripts]`, `[project.entry-points.*]` and
/// `[tool.poetry.scripts]`.
fn declared_scripts(manifest: &toml::Table) -> Vec<&str> {
    let table = |path: &[&str]| {
        path.iter()
            .try_fold(manifest, |table, key| table.get(*key)?.as_table())
    };
    let mut tables: Vec<&toml::Table> = [
        &["project", "scripts"][..],
        &["project", "gui-scripts"],
        &["tool", "poetry", "scripts"],
    ]
    .iter()
    .filter_map(|path| table(path))
    .collect();
    if let Some(groups) = table(&["project", "entry-points"]) {
        tables.extend(groups.values().filter_map(toml::Value::as_table));
    }
    tables
        .iter()
        .flat_map(|table| table.values())
        .filter_map(|value| match value {
            toml::Value::String(text) => Some(text.as_str()),
            // Poetry's `{ reference = "…", type = "file" }`.
            toml::Value::Table(inline) => inline.get("reference")?.as_str(),
            _ => None,
        })
        .collect()
}

/// Where absolute imports of a module in `folder` are looked for.
fn roots(root: &Path, folder: &Path) -> [PathBuf; 3] {
    [root.to_path_buf(), root.join("src"), folder.to_path_buf()]
}

/// The file of the dotted module `module` under one of `roots`.
fn module_file(texts: &dyn TextSource, roots: &[PathBuf], module: &str) -> Option<PathBuf> {
    roots
        .iter()
        .find_map(|base| file_of(texts, &base.join(module.replace('.', "/"))))
}

/// The module at `stem`: `stem.py` or the package `stem/__init__.py`.
fn file_of(texts: &dyn TextSource, stem: &Path) -> Option<PathBuf> {
    let mut module = stem.as_os_str().to_owned();
    module.push(".py");
    let module = PathBuf::from(module);
    if texts.is_file(&module) {
        return Some(module);
    }
    let package = stem.join("__init__.py");
    texts.is_file(&package).then_some(package)
}

/// The files the module `text` at `path` loads: every module and package
/// its imports name (a package's `__init__.py` on the way to a module
/// within it), or `None` when it imports by names made at run time
/// (`importlib`, `__import__`). Read line by line, an import inside a
/// function included: a line too many only loads more.
fn loads(texts: &dyn TextSource, root: &Path, path: &Path, text: &str) -> Option<Vec<PathBuf>> {
    if DYNAMIC.iter().any(|word| text.contains(word)) {
        return None;
    }
    let folder = path.parent().unwrap_or(Path::new(""));
    let roots = roots(root, folder);
    let mut found = Vec::new();
    let mut lines = text.lines();
    while let Some(line) = lines.next() {
        let line = line.split('#').next().unwrap_or(line).trim();
        if let Some(names) = line.strip_prefix("import ") {
            for name in names.split(',') {
                let module = name.split(" as ").next().unwrap_or(name).trim();
                packages_to(texts, &roots, module, &mut found);
            }
        } else if let Some(rest) = line.strip_prefix("from ") {
            let Some((module, names)) = rest.split_once(" import ") else {
                continue;
            };
            let mut names = names.to_owned();
            // `from x import (a,\n b)` continues to its closing parenthesis.
            if names.contains('(') && !names.contains(')') {
                for more in lines.by_ref() {
                    names.push_str(more.split('#').next().unwrap_or(more));
                    if more.contains(')') {
                        break;
                    }
                }
            }
            let module = module.trim();
            let dots = module.len() - module.trim_start_matches('.').len();
            let dotted = module.trim_start_matches('.');
            let bases: Vec<PathBuf> = if dots == 0 {
                roots.to_vec()
            } else {
                folder
                    .ancestors()
                    .nth(dots - 1)
                    .into_iter()
                    .map(Path::to_path_buf)
                    .collect()
            };
            for base in &bases {
                let (package, from) = if dotted.is_empty() {
                    (file_of(texts, &base.join("__init__")), base.clone())
                } else {
                    let stem = base.join(dotted.replace('.', "/"));
                    (file_of(texts, &stem), stem)
                };
                // A namespace package (no `__init__.py`) may hold modules.
                if package.is_none() && !dotted.is_empty() && !from.is_dir() {
                    continue;
                }
                if !dotted.is_empty() {
                    packages_to(texts, std::slice::from_ref(base), dotted, &mut found);
                }
                found.extend(package);
                // `from package import module`: the module is loaded too.
                let names = names.replace(['(', ')', '\\'], " ");
                for name in names.split(',') {
                    let name = name.split(" as ").next().unwrap_or(name).trim();
                    if !name.is_empty() && name != "*" {
                        found.extend(file_of(texts, &from.join(name)));
                    }
                }
            }
        }
    }
    Some(found)
}

/// The dotted module `module` and every package on the way to it
/// (`a.b.c`: `a/__init__.py`, `a/b/__init__.py`, `a/b/c.py`), under the
/// first of `roots` that holds its first package.
fn packages_to(texts: &dyn TextSource, roots: &[PathBuf], module: &str, found: &mut Vec<PathBuf>) {
    let parts: Vec<&str> = module.split('.').map(str::trim).collect();
    for base in roots {
        let mut stem = base.clone();
        let mut any = false;
        for part in &parts {
            stem.push(part);
            match file_of(texts, &stem) {
                Some(file) => {
                    found.push(file);
                    any = true;
                }
                // A namespace package (no `__init__.py`) may hold modules.
                None if texts.is_file(&stem.join("__init__.py")) || stem.is_dir() => {}
                None => break,
            }
        }
        if any {
            return;
        }
    }
}
