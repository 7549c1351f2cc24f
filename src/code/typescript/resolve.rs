//! Which file a module specifier names, read only through the file's
//! [`TextSource`]: a relative specifier (TypeScript's `.js` specifiers name
//! `.ts` sources; a bare path may be any script extension or a folder's
//! `index`), or a package of the repository's own workspace
//! (`@scope/core`, found by the `name` of a `package.json` in a
//! `packages/`-like folder above the importing file, read from its `src/`).

use std::path::{Component, Path, PathBuf};

use crate::base::files::TextSource;

/// The folders of a workspace where its packages live.
const WORKSPACES: [&str; 4] = ["packages", "libs", "apps", "modules"];
/// How many folders up a workspace is looked for.
const LEVELS: usize = 6;
/// How many packages of one workspace folder are looked at.
const PACKAGES: usize = 64;

/// The file `module`, written in the file at `from`, names.
pub(super) fn resolve(texts: &dyn TextSource, from: &Path, module: &str) -> Option<PathBuf> {
    let folder = from.parent().unwrap_or(Path::new(""));
    if module.starts_with("./") || module.starts_with("../") {
        return relative(texts, folder, module);
    }
    workspace_package(texts, folder, module)
}

/// The file the relative specifier `module` names from `folder`.
pub(super) fn relative(texts: &dyn TextSource, folder: &Path, module: &str) -> Option<PathBuf> {
    let base = normalised(&folder.join(module));
    let mut candidates = Vec::new();
    if let Some((stem, ext)) = module.rsplit_once('.')
        && matches!(ext, "js" | "mjs" | "cjs" | "jsx")
        && !stem.is_empty()
    {
        let source = match ext {
            "mjs" => "mts",
            "cjs" => "cts",
            "jsx" => "tsx",
            _ => "ts",
        };
        candidates.push(base.with_extension(source));
    }
    candidates.push(base.clone());
    for ext in ["ts", "tsx", "mts", "js", "mjs", "jsx"] {
        candidates.push(PathBuf::from(format!("{}.{ext}", base.display())));
    }
    for index in ["index.ts", "index.tsx", "index.js"] {
        candidates.push(base.join(index));
    }
    candidates
        .into_iter()
        .find(|candidate| texts.is_file(candidate))
}

/// `path` with its `.` and `..` steps taken (`a/b/../c` is `a/c`), so
/// that the folders above it are its real parents.
fn normalised(path: &Path) -> PathBuf {
    let mut kept = PathBuf::new();
    for component in path.components() {
        match component {
            Component::CurDir if kept.as_os_str().is_empty() => kept.push("."),
            Component::CurDir => {}
            Component::ParentDir
                if kept
                    .file_name()
                    .is_some_and(|name| name != ".." && name != ".") =>
            {
                kept.pop();
            }
            other => kept.push(other),
        }
    }
    kept
}

/// The entry module of the workspace package named `name` (no subpath):
/// its `src/index.ts` or `index.ts`.
fn workspace_package(texts: &dyn TextSource, folder: &Path, name: &str) -> Option<PathBuf> {
    let segments = name.split('/').count();
    if name.is_empty() || segments > 1 + usize::from(name.starts_with('@')) {
        return None;
    }
    let quoted = format!("\"name\": \"{name}\"");
    let mut above = Some(folder);
    for _ in 0..LEVELS {
        let here = above?;
        for workspace in WORKSPACES {
            let packages = here.join(workspace);
            if !texts.admits(&packages) {
                continue;
            }
            let Ok(entries) = std::fs::read_dir(&packages) else {
                continue;
            };
            for entry in entries.flatten().take(PACKAGES) {
                let package = entry.path();
                let named = texts
                    .text(&package.join("package.json"))
                    .is_some_and(|manifest| manifest.contains(&quoted));
                if named {
                    return ["src/index.ts", "src/index.tsx", "index.ts", "src/index.js"]
                        .into_iter()
                        .map(|entry| package.join(entry))
                        .find(|entry| texts.is_file(entry));
                }
            }
        }
        above = here.parent();
    }
    None
}
