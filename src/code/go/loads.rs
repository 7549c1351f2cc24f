//! Which packages a Go module loads: its commands (every `package main`)
//! and the packages each package imports that lie in the module itself
//! (the `module` path its `go.mod` declares). A package is every
//! non-test `.go` file of its folder, loaded together.

use std::path::{Path, PathBuf};

use crate::base::files::TextSource;
use crate::code::modules::Modules;

/// How a Go module's packages are reached.
pub const MODULES: Modules = Modules {
    manifests: &["go.mod"],
    entries,
    loads,
};

/// The files of the module's commands (`package main`); `None` when it
/// has none (a library, whose packages its users import).
fn entries(texts: &dyn TextSource, _: &Path, files: &[PathBuf]) -> Option<Vec<PathBuf>> {
    let found: Vec<PathBuf> = files
        .iter()
        .filter(|file| {
            texts
                .text(file)
                .is_some_and(|text| text.lines().any(is_main))
        })
        .cloned()
        .collect();
    (!found.is_empty()).then_some(found)
}

/// Whether `line` declares `package main`.
fn is_main(line: &str) -> bool {
    line.trim()
        .strip_prefix("package main")
        .is_some_and(|rest| rest.is_empty() || rest.starts_with([' ', '\t', '/']))
}

/// The module path `root/go.mod` declares.
fn module_path(texts: &dyn TextSource, root: &Path) -> Option<String> {
    let go_mod = texts.text(&root.join("go.mod"))?;
    go_mod.lines().find_map(|line| {
        let path = line.trim().strip_prefix("module")?.trim();
        Some(path.trim_matches('"').to_owned())
    })
}

/// The files the file `text` at `path` loads: its own package's files and
/// those of every package of the module it imports; `None` when it opens
/// plugins (`plugin.Open`), which load code by a name made at run time.
fn loads(texts: &dyn TextSource, root: &Path, path: &Path, text: &str) -> Option<Vec<PathBuf>> {
    if text.contains("plugin.Open(") {
        return None;
    }
    let mut found: Vec<PathBuf> = path
        .parent()
        .map(|folder| texts.go_files(folder).to_vec())
        .unwrap_or_default();
    let Some(module) = module_path(texts, root) else {
        return Some(found);
    };
    // Every quoted path naming a package of the module: the import
    // declarations are the only place Go writes one.
    for (at, _) in text.match_indices('"') {
        let rest = &text[at + 1..];
        let Some(end) = rest.find(['"', '\n']) else {
            continue;
        };
        let imported = &rest[..end];
        let below = if imported == module {
            Some("")
        } else {
            imported
                .strip_prefix(module.as_str())
                .and_then(|tail| tail.strip_prefix('/'))
        };
        if let Some(below) = below {
            found.extend(texts.go_files(&root.join(below)).iter().cloned());
        }
    }
    Some(found)
}
