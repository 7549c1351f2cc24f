//! Where a hint value a reader evaluated was written, and what it came
//! through on its way to the tool (a constant named, a spread, a call of
//! the project's function, a mapper applied to a definition). The
//! evaluator keeps it beside each value; `explain --tool`, the editor's
//! hover and the findings' related places show it.

use std::fmt;
use std::ops::Range;
use std::path::{Component, Path, PathBuf};
use std::sync::Arc;

/// A place in a project's source file.
#[derive(Clone, PartialEq, Eq)]
pub struct Spot {
    /// The file, as the reader reached it.
    pub path: PathBuf,
    /// The file's text (shared with the reader's module).
    pub text: Arc<str>,
    /// The byte range in it.
    pub span: Range<usize>,
}

impl Spot {
    /// The file's path as a run shows it: `.` and `..` resolved where the
    /// path allows, `/` separators.
    pub fn shown_path(&self) -> String {
        shown(&self.path)
    }
}

impl fmt::Debug for Spot {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}@{:?}", self.shown_path(), self.span)
    }
}

/// One step a value came through, most recent last.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Step {
    /// What it is, in a few words (`` `READ_ONLY` spread ``, `` `toMcpTool()`
    /// over the definition ``).
    pub what: String,
    /// Where it is written.
    pub at: Spot,
}

/// Where one hint's value was written and what it came through.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Provenance {
    /// The hint's key (`readOnlyHint`).
    pub key: String,
    /// Where its value is written.
    pub written: Spot,
    /// The steps from there to the tool, in the order the value took them.
    pub via: Vec<Step>,
}

/// `path` with `.` and `..` resolved lexically and `/` separators.
pub fn shown(path: &Path) -> String {
    let mut parts: Vec<String> = Vec::new();
    for component in path.components() {
        match component {
            Component::CurDir => {}
            Component::ParentDir
                if parts
                    .last()
                    .is_some_and(|last| last != ".." && !last.is_empty()) =>
            {
                parts.pop();
            }
            Component::RootDir => parts.push(String::new()),
            other => parts.push(other.as_os_str().to_string_lossy().into_owned()),
        }
    }
    match parts.as_slice() {
        [only] if only.is_empty() => "/".to_owned(),
        _ => parts.join("/"),
    }
}

#[cfg(test)]
mod tests {
    use std::path::Path;

    #[test]
    fn a_path_is_shown_with_its_dots_resolved() {
        assert_eq!(
            super::shown(Path::new("src/pages/./../listing/schema.ts")),
            "src/listing/schema.ts"
        );
        assert_eq!(super::shown(Path::new("/a/b/../c.ts")), "/a/c.ts");
        assert_eq!(super::shown(Path::new("../x/y.ts")), "../x/y.ts");
    }
}
