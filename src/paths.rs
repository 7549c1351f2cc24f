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

/// For a path that is not UTF-8, its shown form as a URI path, with every
/// byte that is not unreserved percent-encoded (`inv%FF.json`), so that a
/// SARIF `uri` or a GitHub `file=` names the file that exists rather than
/// one with U+FFFD in its name. `None` for a UTF-8 path.
pub fn uri_of_non_utf8(path: &Path) -> Option<String> {
    path.to_str().is_none().then(|| {
        let bytes = path_bytes(path);
        let mut name: &[u8] = &bytes;
        while let Some(rest) = name.strip_prefix(b"./") {
            name = rest;
        }
        let mut out = String::with_capacity(name.len() * 3);
        for byte in name {
            match byte {
                b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'.' | b'_' | b'~' | b'/' => {
                    out.push(char::from(*byte));
                }
                other => out.push_str(&format!("%{other:02X}")),
            }
        }
        out
    })
}

#[cfg(unix)]
fn path_bytes(path: &Path) -> Vec<u8> {
    use std::os::unix::ffi::OsStrExt;
    path.as_os_str().as_bytes().to_vec()
}

#[cfg(not(unix))]
fn path_bytes(path: &Path) -> Vec<u8> {
    path.to_string_lossy().replace('\\', "/").into_bytes()
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
