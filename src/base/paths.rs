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

/// `path` made absolute, with `.` and `..` resolved lexically: one key for
/// every way of naming a file.
pub fn absolute(path: &Path) -> PathBuf {
    std::path::absolute(path).map_or_else(|_| normalise(path), |absolute| normalise(&absolute))
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

/// The repository root of the folder `folder` (absolute): the nearest
/// folder at or above it that holds `.git`.
pub fn repository_root(folder: &Path) -> Option<&Path> {
    folder
        .ancestors()
        .find(|ancestor| ancestor.join(".git").exists())
}

/// `folder` and the folders above it, nearest first, up to its repository
/// root; outside a repository, `folder` alone. Where hintlint looks for a
/// project's files (`hintlint.toml`, the Python SDK a project declares,
/// `go.mod`): never out of the project, so that a file planted in a shared
/// parent folder (`/tmp`, the home folder) cannot change a verdict. A
/// relative `folder` is made absolute first, so that a relative and an
/// absolute path see the same folders.
pub fn project_folders(folder: &Path) -> Vec<PathBuf> {
    let folder = absolute(folder);
    let root = repository_root(&folder).unwrap_or(&folder).to_path_buf();
    folder
        .ancestors()
        .take_while(|ancestor| ancestor.starts_with(&root))
        .map(Path::to_path_buf)
        .collect()
}

/// The file that marks a project's top folder outside a repository.
pub const PROJECT_MARKER: &str = "hintlint.toml";

/// The folder a lookup from the file at `module` may reach, no higher
/// (absolute): its repository root (the nearest folder at or above it
/// holding `.git`). Outside a repository, the ceiling is the working folder
/// when the module lies below it, else the module's own folder, and the
/// root is the nearest folder up to that ceiling holding the project's
/// marker ([`PROJECT_MARKER`]), else the ceiling: a marker never lifts the
/// root above it. Another module, a mount, a wrapper's caller or a Go
/// package is looked for only there (`files::Bounded`), so that a file
/// planted in a shared parent folder (`/tmp`, the home folder) cannot
/// change a verdict.
pub fn lookup_root(module: &Path) -> PathBuf {
    let module = absolute(module);
    let folder = module.parent().unwrap_or(&module);
    if let Some(root) = repository_root(folder) {
        return root.to_path_buf();
    }
    let working = std::env::current_dir().map(|here| absolute(&here));
    let ceiling = working
        .as_deref()
        .ok()
        .filter(|here| folder.starts_with(here))
        .unwrap_or(folder);
    folder
        .ancestors()
        .take_while(|ancestor| ancestor.starts_with(ceiling))
        .find(|ancestor| ancestor.join(PROJECT_MARKER).is_file())
        .unwrap_or(ceiling)
        .to_path_buf()
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
        encode(name)
    })
}

/// Bytes of a path as a URI path: unreserved bytes kept, the others
/// percent-encoded.
fn encode(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len() * 3);
    for byte in bytes {
        match byte {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'.' | b'_' | b'~' | b'/' => {
                out.push(char::from(*byte));
            }
            other => out.push_str(&format!("%{other:02X}")),
        }
    }
    out
}

/// The URI path [`uri_of_non_utf8`] gave (relative to the working folder,
/// or absolute) made relative to `root` when the file lies under it, as
/// every other file's URI is: the same file has the same URI, and so the
/// same fingerprints, from wherever hintlint runs.
#[cfg(unix)]
pub fn non_utf8_uri_relative_to(uri: &str, root: &Path) -> String {
    use std::os::unix::ffi::OsStringExt;
    let bytes = uri.as_bytes();
    let mut decoded = Vec::with_capacity(bytes.len());
    let mut at = 0;
    while at < bytes.len() {
        let hex = bytes
            .get(at + 1..at + 3)
            .and_then(|digits| std::str::from_utf8(digits).ok())
            .and_then(|digits| u8::from_str_radix(digits, 16).ok());
        match (bytes[at], hex) {
            (b'%', Some(byte)) => {
                decoded.push(byte);
                at += 3;
            }
            (byte, _) => {
                decoded.push(byte);
                at += 1;
            }
        }
    }
    let path = PathBuf::from(std::ffi::OsString::from_vec(decoded));
    match relative_path(&path, root) {
        Some(relative) => encode(&path_bytes(&relative)),
        None => uri.to_owned(),
    }
}

/// [`non_utf8_uri_relative_to`] where paths are not bytes: unchanged.
#[cfg(not(unix))]
pub fn non_utf8_uri_relative_to(uri: &str, _root: &Path) -> String {
    uri.to_owned()
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

/// The file a `file://` URI names (`localhost` or no authority),
/// percent-decoded; `None` for another scheme or a path that is not UTF-8.
pub fn of_file_uri(uri: &str) -> Option<PathBuf> {
    let rest = uri.strip_prefix("file://")?;
    let path = rest.strip_prefix("localhost").unwrap_or(rest);
    if !path.starts_with('/') {
        return None;
    }
    let path = path.split(['?', '#']).next().unwrap_or(path);
    let bytes = path.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut at = 0;
    while at < bytes.len() {
        let hex = |at: usize| {
            bytes
                .get(at)
                .and_then(|byte| char::from(*byte).to_digit(16))
        };
        match (bytes[at], hex(at + 1), hex(at + 2)) {
            (b'%', Some(high), Some(low)) => {
                out.push(u8::try_from(high * 16 + low).ok()?);
                at += 3;
            }
            (byte, _, _) => {
                out.push(byte);
                at += 1;
            }
        }
    }
    let decoded = String::from_utf8(out).ok()?;
    // `file:///C:/x` on Windows.
    #[cfg(windows)]
    let decoded = decoded.trim_start_matches('/').to_owned();
    Some(PathBuf::from(decoded))
}

/// The repository root of the working directory (the nearest folder at or
/// above it holding `.git`), else the working directory: where SARIF and
/// GitHub annotations make paths relative to.
pub fn working_repository_root() -> PathBuf {
    let here = std::env::current_dir().unwrap_or_else(|_| PathBuf::from("."));
    repository_root(&here).map_or_else(|| here.clone(), Path::to_path_buf)
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
    #[test]
    fn file_uris_are_paths() {
        assert_eq!(
            super::of_file_uri("file:///tmp/a%20b/t%C3%A9.json"),
            Some(std::path::PathBuf::from("/tmp/a b/t\u{e9}.json"))
        );
        assert_eq!(super::of_file_uri("untitled:Untitled-1"), None);
    }

    use super::*;

    #[test]
    fn names_drop_dot_slash_and_use_forward_slashes() {
        assert_eq!(display_name(Path::new("./a/b.json")), "a/b.json");
        assert_eq!(display_name(Path::new("a\\b.json")), "a/b.json");
    }

    #[test]
    fn project_folders_stop_at_the_repository_root() {
        let dir = tempfile::tempdir().expect("temp dir");
        let root = absolute(dir.path());
        let deep = root.join("repo/a/b");
        std::fs::create_dir_all(&deep).expect("folders");
        // Outside a repository: the folder alone.
        assert_eq!(project_folders(&deep), [deep.as_path()]);
        std::fs::create_dir(root.join("repo/.git")).expect("a repository");
        assert_eq!(
            project_folders(&deep),
            [deep.clone(), root.join("repo/a"), root.join("repo")]
        );
        assert_eq!(repository_root(&deep), Some(root.join("repo").as_path()));
    }

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
