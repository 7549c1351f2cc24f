//! The layers of `src/` hold: every import goes to the importer's layer or
//! one below it. The layers are the table of `docs/architecture.md` (its
//! ```` ```text layers ```` block), read here, so the document and the test
//! cannot disagree; the graph is `import_graph.rs`'s (every `use crate::…`,
//! `use super::…` and inline `crate::…` path), cut at each file's first
//! `#[cfg(test)]`, with `crate::Name` resolved through `lib.rs`'s
//! re-exports. `cargo test architecture` runs it.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use crate::import_graph::{
    Module, cycles, documented_graph, module_of, names_of, parents_allowed, paths_in, resolved,
    rust_files, without_comments,
};

/// The layers of the document: a module's first segment → (layer number,
/// layer name).
fn layers() -> BTreeMap<String, (usize, String)> {
    let page = std::fs::read_to_string("docs/architecture.md").expect("docs/architecture.md");
    let block = page
        .split("```text layers\n")
        .nth(1)
        .and_then(|rest| rest.split("```").next())
        .expect("a ```text layers block in docs/architecture.md");
    let mut layers = BTreeMap::new();
    for line in block.lines() {
        let mut words = line.split_whitespace();
        let (Some(number), Some(name)) = (words.next(), words.next()) else {
            continue;
        };
        let number: usize = number.parse().expect("a layer number");
        for module in words {
            let previous = layers.insert(module.to_owned(), (number, name.to_owned()));
            assert!(previous.is_none(), "{module} is in two layers");
        }
    }
    layers
}

/// `lib.rs`'s re-exports: `Config` → `findings::config::Config`,
/// `wording` → `base::wording`.
fn reexports(src: &Path) -> BTreeMap<String, String> {
    let lib = without_comments(&std::fs::read_to_string(src.join("lib.rs")).expect("lib.rs"));
    let mut found = BTreeMap::new();
    for statement in lib.split(';') {
        let Some(tree) = statement.trim().strip_prefix("pub use ") else {
            continue;
        };
        for path in crate::import_graph::expand_public(tree) {
            if let Some((_, last)) = path.rsplit_once("::") {
                found.insert(last.to_owned(), path.clone());
            }
        }
    }
    found
}

/// An import of `src/` that breaks the layering: (from, to, the path
/// written, from's layer, to's layer).
type Upward = (Module, Module, String, String, String);

/// Every import of `src/` outside test modules that goes to a higher
/// layer, and every module named through `lib.rs`'s re-exports (the
/// public API's old paths, which code inside the crate does not use: it
/// names the layer).
fn upward(src: &Path) -> (Vec<Upward>, Vec<String>) {
    upward_and_parents(src, &BTreeSet::new()).0
}

/// An import of a module's own file (not what it re-exports) by one of its
/// children or their descendants: (from, to, the path written).
type ToParent = (Module, Module, String);

/// [`upward`], and every [`ToParent`] import whose parent `allowed` does
/// not list.
fn upward_and_parents(
    src: &Path,
    allowed: &BTreeSet<Module>,
) -> ((Vec<Upward>, Vec<String>), Vec<ToParent>) {
    let layers = layers();
    let aliases = reexports(src);
    let mut files = Vec::new();
    rust_files(src, &mut files);
    let modules: BTreeSet<Module> = files.iter().map(|file| module_of(src, file)).collect();
    let names = names_of(src, &files);
    let mut to_parents = Vec::new();
    let layer_of = |module: &Module| -> (usize, String) {
        let first = module.first().map(String::as_str).unwrap_or("lib");
        layers
            .get(first)
            .cloned()
            .unwrap_or_else(|| panic!("src/{first} is in no layer of docs/architecture.md"))
    };
    let mut found = Vec::new();
    let mut through_aliases = Vec::new();
    for file in &files {
        let module = module_of(src, file);
        if module.is_empty() {
            continue; // lib.rs and main.rs: the facade, above every layer
        }
        if module.last().is_some_and(|last| last.ends_with("_tests")) {
            continue; // a file of tests (`snippet_tests.rs`), compiled for tests only
        }
        let (from_layer, from_name) = layer_of(&module);
        let text = std::fs::read_to_string(file).expect("UTF-8 source");
        let product = &text[..text.find("#[cfg(test)]").unwrap_or(text.len())];
        let code = without_comments(product);
        for path in paths_in(&code) {
            let aliased = path.strip_prefix("crate::").and_then(|rest| {
                let (first, after) = rest.split_once("::").unwrap_or((rest, ""));
                let full = aliases.get(first)?;
                through_aliases.push(format!(
                    "src/{}.rs names `crate::{first}` through lib.rs's re-export: write `crate::{full}`",
                    module.join("/")
                ));
                Some(format!("crate::{full}::{after}"))
            });
            let written = aliased.unwrap_or_else(|| path.clone());
            let Some(to) = resolved(&module, &written, &modules, &names) else {
                continue;
            };
            if module.starts_with(&to) && !allowed.contains(&to) {
                to_parents.push((module.clone(), to.clone(), path.clone()));
            }
            let (to_layer, to_name) = layer_of(&to);
            if to_layer > from_layer {
                found.push((module.clone(), to, path, from_name.clone(), to_name));
            }
        }
    }
    found.sort();
    found.dedup_by(|a, b| a.0 == b.0 && a.1 == b.1);
    through_aliases.sort();
    through_aliases.dedup();
    to_parents.sort();
    to_parents.dedup_by(|a, b| a.0 == b.0 && a.1 == b.1);
    ((found, through_aliases), to_parents)
}

#[test]
fn architecture_imports_only_go_down() {
    let src = Path::new("src");
    let layers = layers();
    // The layers are the folders: each layer is the folder of its name
    // (the front ends, a folder each).
    for (module, (_, layer)) in &layers {
        assert!(
            src.join(module).is_dir(),
            "the layer {layer} holds src/{module}, which is not a folder"
        );
        assert!(
            layer == "front" || module == layer,
            "the layer {layer} is not its folder (it holds {module})"
        );
    }
    // Every module of src/ is in a layer.
    for entry in std::fs::read_dir(src).expect("src/").flatten() {
        let name = entry.file_name().to_string_lossy().replace(".rs", "");
        if name != "lib" && name != "main" {
            assert!(
                layers.contains_key(&name),
                "src/{name} is in no layer of docs/architecture.md"
            );
        }
    }
    let name = |module: &Module| module.join("::");
    let allowed = parents_allowed();
    for parent in &allowed {
        let file = src.join(parent.join("/")).join("mod.rs");
        assert!(
            file.is_file(),
            "the parents block names {}, which is no mod.rs",
            file.display()
        );
    }
    let ((upward, through_aliases), to_parents) = upward_and_parents(src, &allowed);
    let to_parents: Vec<String> = to_parents
        .into_iter()
        .map(|(from, to, path)| {
            format!(
                "src/{}.rs imports `{path}` from its parent src/{}/mod.rs, which the parents block of docs/architecture.md does not list",
                from.join("/"),
                to.join("/")
            )
        })
        .collect();
    assert!(
        to_parents.is_empty(),
        "children that import their parent (move what both use into a lower file):\n{}",
        to_parents.join("\n")
    );
    assert!(
        through_aliases.is_empty(),
        "modules named by the public API's old paths inside the crate:\n{}",
        through_aliases.join("\n")
    );
    let upward: Vec<String> = upward
        .into_iter()
        .map(|(from, to, path, from_layer, to_layer)| {
            format!(
                "src/{}.rs imports `{path}` ({}): {from_layer} may not import {to_layer}, a layer above it",
                from.join("/"),
                name(&to)
            )
        })
        .collect();
    assert!(
        upward.is_empty(),
        "imports that go up the layers of docs/architecture.md:\n{}",
        upward.join("\n")
    );
    let found = cycles(&documented_graph(src));
    assert!(
        found.is_empty(),
        "import cycles in src/:\n{}",
        found
            .iter()
            .map(|cycle| cycle.iter().map(name).collect::<Vec<_>>().join(" -> "))
            .collect::<Vec<_>>()
            .join("\n")
    );
}

#[test]
fn architecture_finds_an_import_that_goes_up() {
    // A file of the base layer that imports the lint layer (once through
    // lib.rs's re-export, once by its path), in a copy of the crate's shape.
    let dir = tempfile::tempdir().expect("temp dir");
    let src = dir.path();
    std::fs::write(
        src.join("lib.rs"),
        "pub mod base;\npub mod lint;\npub use lint::Linter;\n",
    )
    .expect("written");
    std::fs::write(
        src.join("base.rs"),
        "use crate::Linter;\nfn f() { crate::lint::g(); }\n",
    )
    .expect("written");
    std::fs::write(
        src.join("lint.rs"),
        "use crate::base;\npub struct Linter;\npub fn g() {}\n",
    )
    .expect("written");
    let (found, through_aliases) = upward(src);
    assert_eq!(found.len(), 1, "{found:?}");
    assert_eq!(
        through_aliases,
        [
            "src/base.rs names `crate::Linter` through lib.rs's re-export: write `crate::lint::Linter`"
        ],
        "a name inside the crate goes by its layer"
    );
    let (from, to, _, from_layer, to_layer) = &found[0];
    assert_eq!(
        (from.join("::"), to.join("::")),
        ("base".to_owned(), "lint".to_owned())
    );
    assert_eq!((from_layer.as_str(), to_layer.as_str()), ("base", "lint"));
}

#[test]
fn architecture_finds_a_child_importing_its_parent_inline() {
    // A reader folder whose child reaches its parent's own function through
    // an inline `super::` path (no `use` line), while the parent uses the
    // child through the module it declares; and a re-export its child
    // reaches through the parent, which is no import of the parent.
    let dir = tempfile::tempdir().expect("temp dir");
    let src = dir.path();
    std::fs::create_dir_all(src.join("code/python")).expect("folders");
    std::fs::write(src.join("lib.rs"), "pub mod code;\n").expect("written");
    std::fs::write(
        src.join("code/mod.rs"),
        "mod python;\nmod tree;\npub use tree::Walk;\n",
    )
    .expect("written");
    std::fs::write(src.join("code/tree.rs"), "pub struct Walk;\n").expect("written");
    std::fs::write(
        src.join("code/python/mod.rs"),
        "mod sdk;\npub fn literal() {}\nfn read() { sdk::server(); }\n",
    )
    .expect("written");
    std::fs::write(
        src.join("code/python/sdk.rs"),
        "use crate::code::Walk;\npub fn server() { let _ = super::literal(); }\n",
    )
    .expect("written");
    let module = |path: &str| -> Module { path.split("::").map(str::to_owned).collect() };
    let (_, to_parents) = upward_and_parents(src, &BTreeSet::new());
    let to_parents: Vec<(String, String)> = to_parents
        .iter()
        .map(|(from, to, _)| (from.join("::"), to.join("::")))
        .collect();
    assert_eq!(
        to_parents,
        [("code::python::sdk".to_owned(), "code::python".to_owned())],
        "the inline `super::literal` is seen; `crate::code::Walk` reaches code/tree.rs"
    );
    let edges = crate::import_graph::graph(src);
    let found = cycles(&edges);
    assert_eq!(
        found,
        [vec![module("code::python"), module("code::python::sdk")]],
        "the parent's `sdk::server()` and the child's `super::literal()` are a cycle"
    );
    let allowed: BTreeSet<Module> = [module("code::python")].into_iter().collect();
    assert!(
        upward_and_parents(src, &allowed).1.is_empty(),
        "a documented parent is allowed"
    );
}

/// Whether `relative` (a file's name, or a path from a folder of the
/// layer it is written under) exists in `folder` or a folder below it.
fn somewhere(folder: &Path, relative: &str) -> bool {
    folder.join(relative).exists()
        || std::fs::read_dir(folder)
            .into_iter()
            .flatten()
            .flatten()
            .any(|entry| entry.path().is_dir() && somewhere(&entry.path(), relative))
}

#[test]
fn architecture_names_only_paths_that_exist() {
    let page = std::fs::read_to_string("docs/architecture.md").expect("docs/architecture.md");
    let mut missing = Vec::new();
    let mut checked = 0;
    for (index, quoted) in page.split('`').enumerate() {
        // Odd pieces are inside backticks; a path has no space, no
        // placeholder (`<language>`) and a file's extension or a slash.
        let is_path = index % 2 == 1
            && !quoted.contains([' ', '<', '*', '…', '(', ':'])
            && (quoted.ends_with(".rs") || quoted.ends_with(".md") || quoted.ends_with('/'))
            && quoted.len() > 3;
        if !is_path {
            continue;
        }
        checked += 1;
        let relative = quoted.trim_end_matches('/');
        let found = Path::new(relative).exists()
            || somewhere(Path::new("src"), relative)
            || somewhere(Path::new("tests"), relative);
        if !found {
            missing.push(quoted.to_owned());
        }
    }
    assert!(checked > 50, "the page's paths are found ({checked})");
    assert!(
        missing.is_empty(),
        "docs/architecture.md names paths that do not exist: {missing:?}"
    );
}

/// The most lines a file of `src/` may have: a longer one is split by
/// role (docs/architecture.md).
const MOST_LINES: usize = 1_000;

#[test]
fn architecture_keeps_every_file_of_src_under_its_length() {
    let mut files = Vec::new();
    rust_files(Path::new("src"), &mut files);
    assert!(files.len() > 100, "src/ is read: {} files", files.len());
    let mut long: Vec<String> = files
        .iter()
        .filter_map(|path| {
            let lines = std::fs::read_to_string(path).ok()?.lines().count();
            (lines > MOST_LINES).then(|| format!("{} ({lines} lines)", path.display()))
        })
        .collect();
    long.sort();
    assert!(
        long.is_empty(),
        "files of src/ over {MOST_LINES} lines, to split by role: {}",
        long.join(", ")
    );
}
