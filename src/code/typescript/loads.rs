//! Which modules a TypeScript or JavaScript project loads: its entry
//! points as its `package.json` declares them (`main`, `module`, `bin`,
//! `exports`, each mapped from the compiled file to its source), and the
//! modules each module imports (static imports, re-exports, `require` and
//! `import()` of a literal), resolved as the reader resolves them
//! ([`super::resolve`]).

use std::path::{Path, PathBuf};

use super::resolve;
use crate::base::files::TextSource;
use crate::code::modules::Modules;

/// How a TypeScript or JavaScript project's modules are reached.
pub const MODULES: Modules = Modules {
    manifests: &["package.json"],
    entries,
    loads,
};

/// Where compiled output is written, in place of the source folder.
const OUTPUT_FOLDERS: [&str; 4] = ["dist", "build", "lib", "out"];

/// The entry points `root/package.json` declares, each as its source file;
/// `None` when it declares none, when one is not found among the sources,
/// or when the project maps import names of its own (tsconfig's `paths`,
/// the package's `imports`), which are not followed.
fn entries(texts: &dyn TextSource, root: &Path, _: &[PathBuf]) -> Option<Vec<PathBuf>> {
    let manifest = texts.text(&root.join("package.json"))?;
    let manifest: serde_json::Value = serde_json::from_str(&manifest).ok()?;
    if manifest.get("imports").is_some() {
        return None;
    }
    let aliased = ["tsconfig.json", "jsconfig.json"].iter().any(|config| {
        texts
            .text(&root.join(config))
            .is_some_and(|text| text.contains("\"paths\"") || extends_own(&text))
    });
    if aliased {
        return None;
    }
    let mut declared = Vec::new();
    for field in ["main", "module", "bin", "exports"] {
        if let Some(value) = manifest.get(field) {
            strings(value, &mut declared);
        }
    }
    if declared.is_empty() {
        return None;
    }
    declared
        .iter()
        .map(|entry| source_of(texts, root, entry))
        .collect()
}

/// Whether a tsconfig extends a configuration of the project's own
/// (`"extends": "../tsconfig.base.json"`), which may map import names; a
/// package's (`@tsconfig/node20`) does not.
fn extends_own(config: &str) -> bool {
    config.match_indices("\"extends\"").any(|(at, written)| {
        let rest = config[at + written.len()..].trim_start();
        let rest = rest.strip_prefix(':').unwrap_or(rest).trim_start();
        rest.strip_prefix('"')
            .is_some_and(|path| path.starts_with('.'))
    })
}

/// Every string within `value` (an export map's conditions, a `bin`
/// object's commands).
fn strings<'v>(value: &'v serde_json::Value, found: &mut Vec<&'v str>) {
    match value {
        serde_json::Value::String(text) => found.push(text),
        serde_json::Value::Array(items) => items.iter().for_each(|item| strings(item, found)),
        serde_json::Value::Object(members) => {
            members.values().for_each(|member| strings(member, found));
        }
        _ => {}
    }
}

/// The source file of the declared entry `entry` (`./dist/index.js` is
/// `src/index.ts` where the sources are in `src/`).
fn source_of(texts: &dyn TextSource, root: &Path, entry: &str) -> Option<PathBuf> {
    let entry = entry.trim_start_matches("./");
    let entry = entry.strip_suffix(".d.ts").unwrap_or(entry);
    // The source before the compiled file a checkout may also hold.
    let mut candidates = Vec::new();
    if let Some((first, rest)) = entry.split_once('/')
        && OUTPUT_FOLDERS.contains(&first)
    {
        candidates.push(format!("src/{rest}"));
        candidates.push(rest.to_owned());
    }
    candidates.push(entry.to_owned());
    candidates
        .iter()
        .find_map(|candidate| resolve::relative(texts, root, &format!("./{candidate}")))
}

/// The files the module `text` at `path` loads, or `None` when it loads a
/// module whose name is made at run time (`import(name)`, `require(name)`).
/// Scanned over the bytes, comments and strings included: a word too many
/// only loads more.
fn loads(texts: &dyn TextSource, _: &Path, path: &Path, text: &str) -> Option<Vec<PathBuf>> {
    let mut found = Vec::new();
    for keyword in ["import", "require", "from"] {
        for (at, _) in text.match_indices(keyword) {
            let before = text[..at].chars().next_back();
            if before.is_some_and(|ch| ch.is_alphanumeric() || ch == '_' || ch == '$' || ch == '.')
            {
                continue;
            }
            let rest = text[at + keyword.len()..].trim_start();
            let (called, rest) = match rest.strip_prefix('(') {
                Some(inside) => (true, inside.trim_start()),
                None => (false, rest),
            };
            match literal(rest) {
                Some(specifier) => {
                    found.extend(resolve::resolve(texts, path, specifier));
                }
                // `import(name)`, `require(name)`: loaded by a name made at
                // run time (`import(` of a type, `import.meta`, aside).
                None if called && keyword != "from" => return None,
                None => {}
            }
        }
    }
    Some(found)
}

/// The text of the string literal `rest` starts with.
fn literal(rest: &str) -> Option<&str> {
    let quote = rest
        .chars()
        .next()
        .filter(|ch| matches!(ch, '"' | '\'' | '`'))?;
    let inside = &rest[1..];
    let end = inside.find(quote)?;
    let text = &inside[..end];
    (!text.contains("${")).then_some(text)
}
