//! Turning command-line paths, folders and globs into a sorted list of
//! files to lint.

use std::path::{Path, PathBuf};

use crate::base::paths::display_name;
use crate::findings::config::Config;
use crate::findings::report::InputProblem;

/// How a file came to be linted, which decides what a non-manifest means.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Origin {
    /// Named on the command line: a non-manifest is an error.
    Named,
    /// Found by walking a folder or matching a glob: a non-manifest is
    /// skipped and counted.
    Found,
}

/// Folders never entered, whatever the ignore files say.
const NEVER_ENTERED: [&str; 8] = [
    "node_modules",
    "target",
    ".git",
    ".venv",
    "venv",
    "__pycache__",
    "site-packages",
    "vendor",
];

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
    /// Why a walk found it but leaves it unread (compiled output), if so.
    pub skip: Option<crate::findings::report::Skip>,
}

/// The largest file of `dialect` a walk reads (a file named on the command
/// line is read whatever its size).
pub fn walked_cap(dialect: crate::tools::parse::Dialect) -> u64 {
    match dialect {
        crate::tools::parse::Dialect::Code(_) => crate::base::files::MAX_WALKED_SOURCE_BYTES,
        _ => crate::base::files::MAX_WALKED_DOCUMENT_BYTES,
    }
}

/// Expands `args` into inputs, sorted by name and without repeats, plus the
/// problems met on the way. Found files pass through `[files]` of `config`,
/// and tests found below a folder that is no test folder are skipped
/// ([`crate::lint::test_paths`]); files named on the command line are
/// always linted.
pub fn collect(args: &[String], config: &Config) -> (Vec<Input>, Vec<InputProblem>) {
    let mut inputs = Vec::new();
    let mut problems = Vec::new();
    for arg in args {
        let path = Path::new(arg);
        if path.is_dir() {
            walk(path, config, &mut inputs, &mut problems);
        } else if path.exists() {
            inputs.push(Input {
                path: path.to_path_buf(),
                name: display_name(path),
                origin: Origin::Named,
                relative: None,
                skip: None,
            });
        } else if is_glob(arg) {
            expand_glob(arg, config, &mut inputs, &mut problems);
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
    (dedup_by_file(inputs), problems)
}

/// One input per file: spellings of one path (`a.json`, `x/../a.json`,
/// `$PWD/a.json`) and links to one file are the same file, linted (and
/// fixed) once, under the first name in sorted order, as named when any
/// spelling was named.
fn dedup_by_file(inputs: Vec<Input>) -> Vec<Input> {
    // Hashed with foldhash, sized once: a walk of thousands of files
    // hashes each path twice.
    let mut seen: PathMap<usize> =
        PathMap::with_capacity_and_hasher(inputs.len(), foldhash::fast::RandomState::default());
    let mut folders = CanonicalFolders::default();
    let mut kept: Vec<Input> = Vec::with_capacity(inputs.len());
    for input in inputs {
        let key = folders.canonical(&input);
        match seen.get(&key) {
            Some(&index) => {
                if input.origin == Origin::Named {
                    kept[index].origin = Origin::Named;
                }
            }
            None => {
                seen.insert(key, kept.len());
                kept.push(input);
            }
        }
    }
    kept
}

/// The canonical paths of inputs, the folders of found files resolved
/// once each.
#[derive(Default)]
struct CanonicalFolders {
    resolved: PathMap<PathBuf>,
}

/// A map keyed by paths, hashed with foldhash.
type PathMap<V> = std::collections::HashMap<PathBuf, V, foldhash::fast::RandomState>;

impl CanonicalFolders {
    /// The canonical path of `input`, or its own when it has none. A found
    /// file is a regular file (walks follow no link), so its canonical
    /// path is its folder's joined with its name: one `realpath` a folder
    /// instead of one a file, each a system call a component.
    fn canonical(&mut self, input: &Input) -> PathBuf {
        let whole = || std::fs::canonicalize(&input.path).unwrap_or_else(|_| input.path.clone());
        let (Origin::Found, Some(folder), Some(name)) =
            (input.origin, input.path.parent(), input.path.file_name())
        else {
            return whole();
        };
        if let Some(canonical) = self.resolved.get(folder) {
            return canonical.join(name);
        }
        let folder_path = if folder.as_os_str().is_empty() {
            Path::new(".")
        } else {
            folder
        };
        match std::fs::canonicalize(folder_path) {
            Ok(canonical) => {
                let path = canonical.join(name);
                self.resolved.insert(folder.to_path_buf(), canonical);
                path
            }
            Err(_) => whole(),
        }
    }
}

/// Whether a file name is one hintlint reads when walking: manifests and
/// OpenAPI documents, and source code when built with the `source` feature.
fn is_candidate(path: &Path) -> bool {
    #[cfg(feature = "source")]
    if crate::code::Language::of_path(path).is_some() {
        return !is_build_output(path);
    }
    // Languages hintlint does not parse yet, scanned for what it cannot
    // read (`unread-tool`).
    #[cfg(feature = "source")]
    if crate::code::unread::Foreign::of_path(path).is_some() {
        return true;
    }
    path.extension()
        .and_then(|ext| ext.to_str())
        .is_some_and(|ext| {
            ["json", "jsonc", "yaml", "yml"]
                .iter()
                .any(|known| ext.eq_ignore_ascii_case(known))
        })
}

/// Folders that hold compiled JavaScript, whose tools are the sources'
/// tools again.
#[cfg(feature = "source")]
const BUILD_OUTPUT: [&str; 4] = ["dist", "build", "out", ".next"];

/// Whether `path` is JavaScript in a build output folder (`dist/index.js`
/// compiled from `src/index.ts`): walks leave it to its sources.
#[cfg(feature = "source")]
fn is_build_output(path: &Path) -> bool {
    let javascript = path
        .extension()
        .and_then(|ext| ext.to_str())
        .is_some_and(|ext| {
            ["js", "mjs", "cjs"]
                .iter()
                .any(|js| ext.eq_ignore_ascii_case(js))
        });
    javascript
        && path.components().any(|component| {
            BUILD_OUTPUT
                .iter()
                .any(|folder| component.as_os_str() == std::ffi::OsStr::new(folder))
        })
}

/// The walker every folder and glob goes through: ignore files respected,
/// symbolic links never followed (so no loop and no folder outside the
/// tree), [`NEVER_ENTERED`] folders skipped.
pub(crate) fn walker(root: &Path) -> ignore::Walk {
    ignore::WalkBuilder::new(root)
        .hidden(false)
        .require_git(false)
        .follow_links(false)
        .filter_entry(|entry| {
            let name = entry.file_name().to_string_lossy();
            !(entry.depth() > 0 && NEVER_ENTERED.contains(&name.as_ref()))
        })
        .build()
}

/// The regular files under `root` (a symbolic link is not a regular file
/// here), with the walk's problems.
fn files_under(root: &Path, problems: &mut Vec<InputProblem>) -> Vec<PathBuf> {
    let mut files = Vec::new();
    for entry in walker(root) {
        match entry {
            Ok(entry) => {
                if entry.file_type().is_some_and(|kind| kind.is_file()) {
                    files.push(entry.into_path());
                }
            }
            Err(error) => problems.push(InputProblem {
                path: display_name(root),
                message: format!("while walking: {error}"),
                is_warning: true,
            }),
        }
    }
    files
}

fn walk(root: &Path, config: &Config, inputs: &mut Vec<Input>, problems: &mut Vec<InputProblem>) {
    let tests = Tests::below(root);
    for path in files_under(root, problems) {
        let relative = config.relative_path(&path);
        let selected = config.extends(relative.as_deref());
        let skip = if !selected && is_compiled_output(&path) {
            Some(crate::findings::report::Skip::CompiledOutput)
        } else {
            tests.skip(&path, relative.as_deref(), config)
        };
        if is_candidate(&path) || selected || skip.is_some() {
            inputs.push(Input {
                name: display_name(&path),
                path,
                origin: Origin::Found,
                relative: None,
                skip,
            });
        }
    }
}

/// The tests of one walk ([`crate::lint::test_paths`]): the files below
/// the folder it starts from that are tests by their ecosystem's
/// conventions are read for imports but not linted, unless the folder
/// named is itself a test folder or lies in one (its tests were asked
/// for), or a `[files]` `include` or `extend-include` glob names the file.
struct Tests<'r> {
    /// The folder the walk starts from.
    root: &'r Path,
    /// Whether it is, or lies in, a test folder.
    asked_for: bool,
}

impl<'r> Tests<'r> {
    /// The tests of a walk from `root`.
    fn below(root: &'r Path) -> Tests<'r> {
        Tests {
            root,
            asked_for: crate::lint::test_paths::named_within_tests(root),
        }
    }

    /// Why the walk leaves `path` (at `relative` to the configuration's
    /// folder) unlinted, when it is a test.
    fn skip(
        &self,
        path: &Path,
        relative: Option<&str>,
        config: &Config,
    ) -> Option<crate::findings::report::Skip> {
        if self.asked_for {
            return None;
        }
        let below = path.strip_prefix(self.root).unwrap_or(path);
        let included = relative.is_some_and(|relative| {
            config.include.iter().any(|glob| glob.matches(relative))
                || config.extends(Some(relative))
        });
        (!included && crate::lint::test_paths::is_test(below))
            .then_some(crate::findings::report::Skip::TestFile)
    }
}

/// Whether a walk leaves `path` to its sources: compiled JavaScript in a
/// build folder (counted as skipped, so that a walk of `dist/` says why it
/// found nothing).
fn is_compiled_output(path: &Path) -> bool {
    #[cfg(feature = "source")]
    return is_build_output(path);
    #[cfg(not(feature = "source"))]
    {
        let _ = path;
        false
    }
}

fn is_glob(arg: &str) -> bool {
    arg.contains(['*', '?', '['])
}

/// Expands a glob pattern the way a walk selects files: the folder before
/// the first wildcard is walked (links not followed, ignore files
/// respected) and each file found is matched against the pattern.
fn expand_glob(
    pattern: &str,
    config: &Config,
    inputs: &mut Vec<Input>,
    problems: &mut Vec<InputProblem>,
) {
    let options = glob::MatchOptions {
        case_sensitive: true,
        require_literal_separator: true,
        require_literal_leading_dot: false,
    };
    let normalised = pattern.replace('\\', "/");
    let matcher = match glob::Pattern::new(&normalised) {
        Ok(matcher) => matcher,
        Err(error) => {
            problems.push(InputProblem {
                path: pattern.to_owned(),
                message: format!("invalid glob pattern: {error}"),
                is_warning: false,
            });
            return;
        }
    };
    let base = literal_base(&normalised);
    let before = inputs.len();
    let root = if base.as_os_str().is_empty() {
        Path::new(".")
    } else {
        base.as_path()
    };
    if root.is_dir() {
        let tests = Tests::below(root);
        for path in files_under(root, problems) {
            // A walk from `.` yields `./a.json`; the pattern says `a.json`.
            let path = match (base.as_os_str().is_empty(), path.strip_prefix(".")) {
                (true, Ok(stripped)) => stripped.to_path_buf(),
                _ => path,
            };
            if matcher.matches_with(&display_name(&path), options) {
                let relative = config.relative_path(&path);
                let skip = tests.skip(&path, relative.as_deref(), config);
                inputs.push(Input {
                    name: display_name(&path),
                    path,
                    origin: Origin::Found,
                    relative: None,
                    skip,
                });
            }
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

/// The folders of `pattern` before its first component with a wildcard.
fn literal_base(pattern: &str) -> PathBuf {
    let mut base = PathBuf::new();
    let components: Vec<&str> = pattern.split('/').collect();
    for (index, component) in components.iter().enumerate() {
        if is_glob(component) || index + 1 == components.len() {
            break;
        }
        if component.is_empty() && index == 0 {
            base.push("/");
        } else {
            base.push(component);
        }
    }
    base
}

#[cfg(test)]
mod tests {
    use crate::lint::inputs::*;

    #[cfg(feature = "source")]
    #[test]
    fn compiled_javascript_is_left_to_its_sources() {
        assert!(is_candidate(Path::new("src/index.ts")));
        assert!(is_candidate(Path::new("server.js")));
        assert!(!is_candidate(Path::new("dist/index.js")));
        assert!(!is_candidate(Path::new("pkg/build/server.mjs")));
        assert!(is_candidate(Path::new("dist/tools.json")));
    }

    #[test]
    fn a_glob_walks_from_its_literal_folders() {
        assert_eq!(literal_base("tools/*.json"), Path::new("tools"));
        assert_eq!(literal_base("a/b/**/*.json"), Path::new("a/b"));
        assert_eq!(literal_base("*.json"), Path::new(""));
        assert_eq!(literal_base("/srv/x/*.json"), Path::new("/srv/x"));
    }
}
