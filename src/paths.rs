//! Paths as hintlint shows and compares them: `/` separators, no leading
//! `./`, `.` and `..` resolved lexically.

use std::path::{Path, PathBuf};

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
