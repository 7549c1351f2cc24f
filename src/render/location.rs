//! Where a file is for code-scanning consumers: its path relative to the
//! repository root (the folder holding `.git`, else the working directory),
//! with `/` separators and no leading `./`.

use std::path::{Path, PathBuf};

use crate::paths::{display_name, relative_path};

/// The repository root of the working directory.
pub fn repository_root() -> PathBuf {
    let here = std::env::current_dir().unwrap_or_else(|_| PathBuf::from("."));
    here.ancestors()
        .find(|folder| folder.join(".git").exists())
        .map_or_else(|| here.clone(), Path::to_path_buf)
}

/// The path of the file shown as `name` (relative to the working directory
/// or absolute), relative to `root` when it lies below it.
pub fn relative_to_root(name: &str, root: &Path) -> String {
    relative_path(Path::new(name), root).map_or_else(|| name.to_owned(), |path| display_name(&path))
}

/// Percent-encodes a `/`-separated path for use in a URI.
pub fn uri_path(path: &str) -> String {
    let mut out = String::with_capacity(path.len());
    for byte in path.bytes() {
        match byte {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'.' | b'_' | b'~' | b'/' => {
                out.push(char::from(byte));
            }
            other => out.push_str(&format!("%{other:02X}")),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn uris_escape_what_uris_cannot_hold() {
        assert_eq!(uri_path("a b/c#d.json"), "a%20b/c%23d.json");
        assert_eq!(uri_path("tools/été.json"), "tools/%C3%A9t%C3%A9.json");
    }

    #[test]
    fn paths_become_relative_to_the_root() {
        let root = std::env::current_dir().expect("a working directory");
        assert_eq!(
            relative_to_root("./examples/a.json", &root),
            "examples/a.json"
        );
        assert_eq!(relative_to_root("examples/../b.json", &root), "b.json");
    }
}
