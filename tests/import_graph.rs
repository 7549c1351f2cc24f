//! The file-level import graph of `src/` has no cycle: every file is a
//! node, every `use crate::…`, `use super::…` and inline `crate::…` path
//! (test modules included) an edge to the file that defines its module. A cycle fails the test, which
//! prints the files and the paths that tie them (`docs/architecture.md`
//! says where each layer may import from).

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

/// A module path: `["lint", "judge"]` for `src/lint/judge.rs`.
pub(crate) type Module = Vec<String>;

/// The module a file of `src/` defines.
pub(crate) fn module_of(src: &Path, path: &Path) -> Module {
    let relative = path
        .strip_prefix(src)
        .expect("under src/")
        .with_extension("");
    let mut module: Module = relative
        .components()
        .map(|part| part.as_os_str().to_string_lossy().into_owned())
        .collect();
    if matches!(
        module.last().map(String::as_str),
        Some("mod" | "lib" | "main")
    ) {
        module.pop();
    }
    module
}

/// Every `.rs` file under `folder`.
pub(crate) fn rust_files(folder: &Path, found: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(folder)
        .expect("a readable folder")
        .flatten()
    {
        let path = entry.path();
        if path.is_dir() {
            rust_files(&path, found);
        } else if path.extension().is_some_and(|ext| ext == "rs") {
            found.push(path);
        }
    }
}

/// `text` without its comments (a `//` inside a string is rare in `use`
/// lines; the paths that matter are outside strings).
pub(crate) fn without_comments(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while !rest.is_empty() {
        if let Some(after) = rest.strip_prefix("//") {
            rest = after.find('\n').map_or("", |end| &after[end..]);
        } else if let Some(after) = rest.strip_prefix("/*") {
            rest = after.find("*/").map_or("", |end| &after[end + 2..]);
        } else {
            let next = rest.find('/').map_or(rest.len(), |at| at.max(1));
            out.push_str(&rest[..next]);
            rest = &rest[next..];
        }
    }
    out
}

/// The paths a `use` tree names, for a sibling test module (`pub use`
/// trees of `lib.rs`).
pub(crate) fn expand_public(tree: &str) -> Vec<String> {
    expand(tree)
}

/// The paths a `use` tree names: `a::{b, c::{d, e}}` is `a::b`, `a::c::d`,
/// `a::c::e`.
fn expand(tree: &str) -> Vec<String> {
    // `a as b`: the alias is dropped (its punctuation kept) before spaces go.
    let mut words = tree.split_whitespace();
    let mut kept = String::new();
    while let Some(word) = words.next() {
        if word == "as" {
            let alias = words.next().unwrap_or("");
            kept.extend(
                alias
                    .chars()
                    .filter(|ch| !(ch.is_alphanumeric() || *ch == '_')),
            );
        } else {
            kept.push_str(word);
        }
    }
    let tree = kept;
    let mut out = Vec::new();
    expand_into("", &tree, &mut out);
    out
}

fn expand_into(prefix: &str, text: &str, out: &mut Vec<String>) {
    let mut depth = 0usize;
    let mut start = 0;
    let mut parts = Vec::new();
    for (at, ch) in text.char_indices() {
        match ch {
            '{' => depth += 1,
            '}' => depth = depth.saturating_sub(1),
            ',' if depth == 0 => {
                parts.push(&text[start..at]);
                start = at + 1;
            }
            _ => {}
        }
    }
    parts.push(&text[start..]);
    for part in parts.into_iter().filter(|part| !part.is_empty()) {
        match (part.find('{'), part.ends_with('}')) {
            (Some(open), true) => {
                expand_into(
                    &format!("{prefix}{}", &part[..open]),
                    &part[open + 1..part.len() - 1],
                    out,
                );
            }
            _ => out.push(format!("{prefix}{part}")),
        }
    }
}

/// The paths a file's code names: its `use` trees; its inline `crate::…`,
/// `super::…` and `self::…` paths; and the paths through the modules it
/// declares (`mod values;` then `values::string` or `use values::value`,
/// read as `self::values::…`).
pub(crate) fn paths_in(code: &str) -> Vec<String> {
    let mut paths = Vec::new();
    let bytes = code.as_bytes();
    let word_start = |at: usize| {
        at == 0
            || !(bytes[at - 1].is_ascii_alphanumeric()
                || bytes[at - 1] == b'_'
                || bytes[at - 1] == b':')
    };
    let mut outside_use = String::with_capacity(code.len());
    let mut at = 0;
    while let Some(found) = code[at..].find("use ") {
        let start = at + found;
        if !word_start(start) {
            outside_use.push_str(&code[at..start + 4]);
            at = start + 4;
            continue;
        }
        outside_use.push_str(&code[at..start]);
        at = start + 4;
        if let Some(end) = code[at..].find(';') {
            paths.extend(expand(&code[at..at + end]));
            at += end;
        }
    }
    outside_use.push_str(&code[at..]);
    let children = declared_modules(code);
    // A `use` tree that starts at a declared module is a path from `self`.
    for path in &mut paths {
        let first = path.split("::").next().unwrap_or("");
        if children.iter().any(|child| child == first) {
            *path = format!("self::{path}");
        }
    }
    let inline = outside_use.as_bytes();
    let mut heads: Vec<String> = vec!["crate::".into(), "super::".into(), "self::".into()];
    heads.extend(children.iter().map(|child| format!("{child}::")));
    for head in &heads {
        let mut at = 0;
        while let Some(found) = outside_use[at..].find(head.as_str()) {
            let start = at + found;
            at = start + head.len();
            let starts_word = start == 0
                || !(inline[start - 1].is_ascii_alphanumeric()
                    || inline[start - 1] == b'_'
                    || inline[start - 1] == b':');
            if !starts_word {
                continue;
            }
            let end = outside_use[at..]
                .find(|ch: char| !(ch.is_ascii_alphanumeric() || ch == '_' || ch == ':'))
                .map_or(outside_use.len(), |end| at + end);
            let path = outside_use[start..end].trim_end_matches(':');
            let through_child = !matches!(head.as_str(), "crate::" | "super::" | "self::");
            paths.push(if through_child {
                format!("self::{path}")
            } else {
                path.to_owned()
            });
        }
    }
    paths
}

/// The paths a whole file names: [`paths_in`] of its code, and of its
/// test module (after its first `#[cfg(test)]`), whose `super` is the file
/// itself.
pub(crate) fn paths_of_file(code: &str) -> Vec<String> {
    let (product, tests) = code.split_at(code.find("#[cfg(test)]").unwrap_or(code.len()));
    let mut paths = paths_in(product);
    paths.extend(
        paths_in(tests)
            .into_iter()
            .map(|path| match path.strip_prefix("super::") {
                Some(within) => format!("self::{within}"),
                None => path,
            }),
    );
    paths
}

/// The modules a file declares in files of their own (`mod values;`, `pub
/// mod layout;`), not the inline ones (`mod tests { … }`).
pub(crate) fn declared_modules(code: &str) -> Vec<String> {
    code.lines()
        .filter_map(|line| {
            let line = line.trim();
            let rest = line.strip_suffix(';')?;
            let name = rest.rsplit_once("mod ")?.1.trim();
            let before = rest[..rest.len() - name.len()].trim_end();
            let visibility = before.strip_suffix("mod")?.trim();
            (visibility.is_empty() || visibility.starts_with("pub"))
                .then(|| name.to_owned())
                .filter(|name| {
                    name.chars()
                        .all(|ch| ch.is_ascii_alphanumeric() || ch == '_')
                })
        })
        .collect()
}

/// The names a file brings into scope with `use` (a parent's `pub use
/// read::{read, CodeFile}`): name → the path it stands for, written from
/// that file.
pub(crate) fn imported_names(code: &str) -> BTreeMap<String, String> {
    let mut names = BTreeMap::new();
    let product = &code[..code.find("#[cfg(test)]").unwrap_or(code.len())];
    for path in paths_in(product) {
        if let Some((_, last)) = path.rsplit_once("::")
            && last != "*"
            && last != "self"
        {
            names.insert(last.to_owned(), path.clone());
        }
    }
    names
}

/// The module `path` (written in `from`) reaches, if it is a file of ours.
pub(crate) fn target(from: &Module, path: &str, modules: &BTreeSet<Module>) -> Option<Module> {
    reach(from, path, modules).map(|(module, _)| module)
}

/// The file `path` (written in `from`) reaches, followed through the `use`
/// of the module it names: `super::Language` in `code/read.rs` reaches
/// `code/language.rs`, which `code/mod.rs` re-exports it from.
pub(crate) fn resolved(
    from: &Module,
    path: &str,
    modules: &BTreeSet<Module>,
    names: &BTreeMap<Module, BTreeMap<String, String>>,
) -> Option<Module> {
    let (mut module, mut next) = reach(from, path, modules)?;
    for _ in 0..8 {
        let Some(through) = next.as_ref().and_then(|name| names.get(&module)?.get(name)) else {
            break;
        };
        let Some((further, after)) = reach(&module, through, modules) else {
            break;
        };
        if further == module {
            break;
        }
        (module, next) = (further, after);
    }
    (&module != from).then_some(module)
}

/// The longest module `path` (written in `from`) names, and the name after
/// it.
fn reach(
    from: &Module,
    path: &str,
    modules: &BTreeSet<Module>,
) -> Option<(Module, Option<String>)> {
    let segments: Vec<&str> = path
        .split("::")
        .map(|segment| segment.trim_start_matches("r#"))
        .filter(|segment| !segment.is_empty())
        .collect();
    let (base, rest): (Module, &[&str]) = match segments.first() {
        Some(&"crate") => (Vec::new(), &segments[1..]),
        Some(&("super" | "self")) => {
            let mut base = from.clone();
            let mut rest = &segments[..];
            while let Some((first, after)) = rest.split_first() {
                match *first {
                    "super" => {
                        base.pop();
                    }
                    "self" => {}
                    _ => break,
                }
                rest = after;
            }
            (base, rest)
        }
        _ => return None,
    };
    // The longest module the path names; a path into the importing file's
    // own module (`crate::lint::inputs::*` in `lint/inputs.rs`) is no edge.
    (0..=rest.len())
        .rev()
        .find_map(|length| {
            let mut candidate = base.clone();
            candidate.extend(rest[..length].iter().map(|segment| (*segment).to_owned()));
            modules
                .contains(&candidate)
                .then(|| (candidate, rest.get(length).map(|next| (*next).to_owned())))
        })
        .filter(|(candidate, _)| candidate != from && !candidate.is_empty())
}

/// The modules whose own file their children may use (the
/// ```` ```text parents ```` block of docs/architecture.md: a module's path
/// and what its children take from it).
pub(crate) fn parents_allowed() -> BTreeSet<Module> {
    let page = std::fs::read_to_string("docs/architecture.md").expect("docs/architecture.md");
    let block = page
        .split("```text parents\n")
        .nth(1)
        .and_then(|rest| rest.split("```").next())
        .expect("a ```text parents block in docs/architecture.md");
    block
        .lines()
        .filter_map(|line| line.split_whitespace().next())
        .map(|path| path.split('/').map(str::to_owned).collect())
        .collect()
}

/// [`graph`] without the imports of a parent by its descendants that the
/// parents block of docs/architecture.md allows (a layer's `mod.rs`
/// holding the types its files share while it names them).
pub(crate) fn documented_graph(src: &Path) -> BTreeMap<Module, BTreeMap<Module, String>> {
    let allowed = parents_allowed();
    let mut edges = graph(src);
    for (from, to) in edges.iter_mut() {
        to.retain(|parent, _| !(from.starts_with(parent) && allowed.contains(parent)));
    }
    edges
}

/// The strongly connected components of more than one module (Tarjan's
/// algorithm, iterative).
pub(crate) fn cycles(edges: &BTreeMap<Module, BTreeMap<Module, String>>) -> Vec<Vec<Module>> {
    let nodes: Vec<&Module> = edges.keys().collect();
    let position: BTreeMap<&Module, usize> = nodes
        .iter()
        .enumerate()
        .map(|(index, node)| (*node, index))
        .collect();
    let successors: Vec<Vec<usize>> = nodes
        .iter()
        .map(|node| {
            edges[*node]
                .keys()
                .filter_map(|to| position.get(to).copied())
                .collect()
        })
        .collect();
    let count = nodes.len();
    let (mut index, mut low) = (vec![usize::MAX; count], vec![0; count]);
    let (mut on_stack, mut stack, mut found) = (vec![false; count], Vec::new(), Vec::new());
    let mut counter = 0;
    for root in 0..count {
        if index[root] != usize::MAX {
            continue;
        }
        let mut work = vec![(root, 0usize)];
        index[root] = counter;
        low[root] = counter;
        counter += 1;
        stack.push(root);
        on_stack[root] = true;
        while let Some(&mut (node, ref mut next)) = work.last_mut() {
            if let Some(&successor) = successors[node].get(*next) {
                *next += 1;
                if index[successor] == usize::MAX {
                    index[successor] = counter;
                    low[successor] = counter;
                    counter += 1;
                    stack.push(successor);
                    on_stack[successor] = true;
                    work.push((successor, 0));
                } else if on_stack[successor] {
                    low[node] = low[node].min(index[successor]);
                }
                continue;
            }
            work.pop();
            if let Some(&(parent, _)) = work.last() {
                low[parent] = low[parent].min(low[node]);
            }
            if low[node] == index[node] {
                let mut component = Vec::new();
                while let Some(member) = stack.pop() {
                    on_stack[member] = false;
                    component.push(nodes[member].clone());
                    if member == node {
                        break;
                    }
                }
                if component.len() > 1 {
                    component.sort();
                    found.push(component);
                }
            }
        }
    }
    found
}

/// What each file of `src` brings into scope with `use`, by module.
pub(crate) fn names_of(
    src: &Path,
    files: &[PathBuf],
) -> BTreeMap<Module, BTreeMap<String, String>> {
    files
        .iter()
        .map(|file| {
            let code = without_comments(&std::fs::read_to_string(file).expect("UTF-8 source"));
            (module_of(src, file), imported_names(&code))
        })
        .collect()
}

/// The import graph of `src`: each module's imports, with a path that
/// names each.
pub(crate) fn graph(src: &Path) -> BTreeMap<Module, BTreeMap<Module, String>> {
    let mut files = Vec::new();
    rust_files(src, &mut files);
    let modules: BTreeSet<Module> = files.iter().map(|file| module_of(src, file)).collect();
    let mut edges: BTreeMap<Module, BTreeMap<Module, String>> = modules
        .iter()
        .map(|module| (module.clone(), BTreeMap::new()))
        .collect();
    let names = names_of(src, &files);
    for file in &files {
        if file.file_name().is_some_and(|name| name == "main.rs") {
            continue; // the binary, above the library
        }
        let module = module_of(src, file);
        // Test modules too, as `tools/import_cycles.py` reads them: a test
        // module names its file's items by path (`use crate::lint::inputs::*`),
        // since a file-level graph takes its `super` for the file's parent.
        let code = without_comments(&std::fs::read_to_string(file).expect("UTF-8 source"));
        for path in paths_of_file(&code) {
            if let Some(to) = resolved(&module, &path, &modules, &names) {
                edges
                    .get_mut(&module)
                    .expect("every module is a node")
                    .entry(to)
                    .or_insert(path);
            }
        }
    }
    edges
}

#[test]
fn src_has_no_import_cycle() {
    let edges = documented_graph(Path::new("src"));
    assert!(edges.len() > 100, "the files of src/ are found");
    let found = cycles(&edges);
    let name = |module: &Module| module.join("::");
    let mut report = String::new();
    for cycle in &found {
        report.push_str(&format!(
            "cycle of {}: {}\n",
            cycle.len(),
            cycle.iter().map(name).collect::<Vec<_>>().join(", ")
        ));
        for from in cycle {
            for (to, path) in &edges[from] {
                if cycle.contains(to) {
                    report.push_str(&format!("  {} -> {} (`{path}`)\n", name(from), name(to)));
                }
            }
        }
    }
    assert!(found.is_empty(), "import cycles in src/:\n{report}");
}

#[test]
fn the_graph_sees_use_trees_super_and_inline_paths() {
    let modules: BTreeSet<Module> = [
        vec!["a".to_owned()],
        vec!["b".to_owned()],
        vec!["b".to_owned(), "c".to_owned()],
        vec!["base".to_owned()],
    ]
    .into_iter()
    .collect();
    let code = without_comments(
        "use crate::{a::X, b::{c::Y, Z}};\n// use crate::q;\nfn f() { crate::b::c::g(); }\nuse super::a;\nuse crate::base as alias;",
    );
    let from = vec!["b".to_owned(), "c".to_owned()];
    let targets: BTreeSet<Module> = paths_in(&code)
        .iter()
        .filter_map(|path| target(&from, path, &modules))
        .collect();
    assert_eq!(
        targets,
        [
            vec!["a".to_owned()],
            vec!["b".to_owned()],
            vec!["base".to_owned()]
        ]
        .into_iter()
        .collect(),
        "crate::a, crate::b (its own file excluded), super::a and crate::base (its \
         alias dropped, `as` inside a name kept), not the comment"
    );
    let mut edges: BTreeMap<Module, BTreeMap<Module, String>> = BTreeMap::new();
    edges
        .entry(vec!["a".to_owned()])
        .or_default()
        .insert(vec!["b".to_owned()], "x".to_owned());
    edges
        .entry(vec!["b".to_owned()])
        .or_default()
        .insert(vec!["a".to_owned()], "y".to_owned());
    edges.entry(vec!["c".to_owned()]).or_default();
    assert_eq!(cycles(&edges).len(), 1, "a two-file cycle is found");
}
