//! Turning command-line paths, folders and globs into a sorted list of
//! files to lint.

use std::path::{Path, PathBuf};

use crate::config::Config;
use crate::lint::Origin;
use crate::report::InputProblem;

/// Folders never entered, whatever the ignore files say.
const NEVER_ENTERED: [&str; 3] = ["node_modules", "target", ".git"];

/// One file to lint.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Input {
    /// Where to read it.
    pub path: PathBuf,
    /// How it is shown: as named, or the named folder joined with the path
    /// below it; `/` separators and no leading `./`.
    pub name: String,
    /// Named on the command line, or found.
    pub origin: Origin,
    /// The path relative to the configuration's folder, when under it.
    pub relative: Option<String>,
}

/// Expands `args` into inputs, sorted by name and without repeats, plus the
/// problems met on the way. Found files pass through `[files]` of `config`;
/// files named on the command line are always linted.
pub fn collect(args: &[String], config: &Config) -> (Vec<Input>, Vec<InputProblem>) {
    let mut inputs = Vec::new();
    let mut problems = Vec::new();
    for arg in args {
        let path = Path::new(arg);
        if path.is_dir() {
            walk(path, &mut inputs, &mut problems);
        } else if path.exists() {
            inputs.push(Input {
                path: path.to_path_buf(),
                name: display_name(path),
                origin: Origin::Named,
                relative: None,
            });
        } else if is_glob(arg) {
            expand_glob(arg, &mut inputs, &mut problems);
        } else {
            problems.push(InputProblem {
                path: arg.clone(),
                message: "no such file or folder".to_owned(),
                is_warning: false,
            });
        }
    }
    for input in &mut inputs {
        input.relative = config.relative_path(&input.path);
    }
    inputs
        .retain(|input| input.origin == Origin::Named || config.selects(input.relative.as_deref()));
    inputs.sort_by(|a, b| a.name.cmp(&b.name));
    // A file both named and found counts once, as named.
    inputs.dedup_by(|later, earlier| {
        if later.name != earlier.name {
            return false;
        }
        if later.origin == Origin::Named {
            earlier.origin = Origin::Named;
        }
        true
    });
    (inputs, problems)
}

/// Whether a file name is one hintlint reads when walking.
fn is_candidate(path: &Path) -> bool {
    path.extension()
        .and_then(|ext| ext.to_str())
        .is_some_and(|ext| ext.eq_ignore_ascii_case("json") || ext.eq_ignore_ascii_case("jsonc"))
}

fn walk(root: &Path, inputs: &mut Vec<Input>, problems: &mut Vec<InputProblem>) {
    let walker = ignore::WalkBuilder::new(root)
        .hidden(false)
        .require_git(false)
        .follow_links(false)
        .filter_entry(|entry| {
            let name = entry.file_name().to_string_lossy();
            !(entry.depth() > 0 && NEVER_ENTERED.contains(&name.as_ref()))
        })
        .build();
    for entry in walker {
        match entry {
            Ok(entry) => {
                let is_file = entry.file_type().is_some_and(|kind| kind.is_file());
                if is_file && is_candidate(entry.path()) {
                    inputs.push(Input {
                        path: entry.path().to_path_buf(),
                        name: display_name(entry.path()),
                        origin: Origin::Found,
                        relative: None,
                    });
                }
            }
            Err(error) => problems.push(InputProblem {
                path: display_name(root),
                message: format!("while walking: {error}"),
                is_warning: true,
            }),
        }
    }
}

fn is_glob(arg: &str) -> bool {
    arg.contains(['*', '?', '['])
}

fn expand_glob(pattern: &str, inputs: &mut Vec<Input>, problems: &mut Vec<InputProblem>) {
    let options = glob::MatchOptions {
        case_sensitive: true,
        require_literal_separator: true,
        require_literal_leading_dot: false,
    };
    let paths = match glob::glob_with(&pattern.replace('\\', "/"), options) {
        Ok(paths) => paths,
        Err(error) => {
            problems.push(InputProblem {
                path: pattern.to_owned(),
                message: format!("invalid glob pattern: {error}"),
                is_warning: false,
            });
            return;
        }
    };
    let before = inputs.len();
    for path in paths.flatten() {
        if path.is_file() {
            inputs.push(Input {
                name: display_name(&path),
                path,
                origin: Origin::Found,
                relative: None,
            });
        }
    }
    if inputs.len() == before {
        problems.push(InputProblem {
            path: pattern.to_owned(),
            message: "the pattern matches no file".to_owned(),
            is_warning: true,
        });
    }
}

/// `path` relative to `base`, both taken as absolute paths with `.` and
/// `..` resolved lexically (symbolic links are not followed), when `path`
/// lies under `base`.
pub fn relative_path(path: &Path, base: &Path) -> Option<PathBuf> {
    let path = normalise(&std::path::absolute(path).ok()?);
    let base = normalise(&std::path::absolute(base).ok()?);
    path.strip_prefix(base).ok().map(Path::to_path_buf)
}

/// Removes `.` and resolves `..` lexically.
fn normalise(path: &Path) -> PathBuf {
    let mut out = PathBuf::new();
    for component in path.components() {
        match component {
            std::path::Component::CurDir => {}
            std::path::Component::ParentDir => {
                out.pop();
            }
            other => out.push(other),
        }
    }
    out
}

/// A path as shown: `/` separators, no leading `./`.
pub fn display_name(path: &Path) -> String {
    let text = path.to_string_lossy().replace('\\', "/");
    let mut name = text.as_str();
    while let Some(rest) = name.strip_prefix("./") {
        name = rest;
    }
    name.to_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_drop_dot_slash_and_use_forward_slashes() {
        assert_eq!(display_name(Path::new("./a/b.json")), "a/b.json");
        assert_eq!(display_name(Path::new("a\\b.json")), "a/b.json");
    }
}
