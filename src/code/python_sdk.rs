//! Which Python SDK (`mcp` 1.x or 2.x) a module is written for, which
//! decides whether snake_case hint fields (`read_only_hint=True`) are the
//! hints (SDK 2) or extra fields clients never read (SDK 1).
//!
//! The module's imports say it first (`mcp.server.mcpserver`, `MCPServer`
//! are SDK 2; `mcp.server.fastmcp` is SDK 1); else the project's declared
//! dependency, from the nearest folder above the file that holds one of
//! `uv.lock`, `poetry.lock`, `pyproject.toml`, `requirements.txt`,
//! `requirements.in` or `setup.cfg` (a lock file's pinned version first),
//! looking no higher than the repository root, as configuration discovery
//! does ([`crate::base::paths::project_folders`]).
//! When both are silent, both spellings are accepted and `-v` says so.

use std::path::Path;

use crate::base::files::Place;

/// The major version of the Python SDK a module is written for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PySdk {
    /// `mcp` 1.x: camelCase fields only.
    One,
    /// `mcp` 2.x: snake_case fields documented, camelCase accepted.
    Two,
}

/// The files that declare a Python project's dependencies, lock files
/// first (their version is the one installed).
const DECLARING: [&str; 6] = [
    "uv.lock",
    "poetry.lock",
    "pyproject.toml",
    "requirements.txt",
    "requirements.in",
    "setup.cfg",
];

/// The SDK the module's imports name, if they name one.
pub fn imported(text: &str) -> Option<PySdk> {
    if text.contains("mcp.server.mcpserver") || text.contains("MCPServer") {
        Some(PySdk::Two)
    } else if text.contains("mcp.server.fastmcp") {
        Some(PySdk::One)
    } else {
        None
    }
}

/// The SDK the project of the file at `place` declares, and the file that
/// says so.
pub fn declared(place: Place<'_>) -> Option<(PySdk, String)> {
    let folder = place.path.parent()?;
    for folder in crate::base::paths::project_folders(folder) {
        let mut found_any = false;
        for name in DECLARING {
            let path = folder.join(name);
            let Some(text) = place.texts.text(&path) else {
                continue;
            };
            found_any = true;
            let version = if name.ends_with(".lock") {
                locked_major(&text)
            } else {
                required_major(&text)
            };
            if let Some(sdk) = version {
                return Some((sdk, shown(&path, place.path.is_relative())));
            }
        }
        if found_any {
            return None;
        }
    }
    None
}

/// A path as messages show it: relative to the working folder (`./`)
/// when the file was named so and it lies there, else absolute.
fn shown(path: &Path, relative: bool) -> String {
    let below_here = relative
        .then(|| std::env::current_dir().ok())
        .flatten()
        .and_then(|here| crate::base::paths::relative_path(path, &here));
    let text = match below_here {
        Some(below) => format!("./{}", crate::base::paths::display_name(&below)),
        None => path.display().to_string(),
    };
    crate::base::wording::visible(&text).into_owned()
}

/// The SDK of a version's major number.
fn of_major(major: u64) -> Option<PySdk> {
    match major {
        1 => Some(PySdk::One),
        2.. => Some(PySdk::Two),
        0 => None,
    }
}

/// The pinned `mcp` of a `uv.lock` or `poetry.lock`: a `[[package]]`
/// named `mcp` and its `version`.
fn locked_major(text: &str) -> Option<PySdk> {
    let mut lines = text.lines();
    while let Some(line) = lines.next() {
        if line.trim() != "name = \"mcp\"" {
            continue;
        }
        for next in lines.by_ref() {
            let next = next.trim();
            if let Some(version) = next.strip_prefix("version = \"") {
                return of_major(leading_number(version)?);
            }
            if next.starts_with('[') {
                break;
            }
        }
    }
    None
}

/// The major version a requirement of `mcp` asks for, wherever it is
/// written (`"mcp>=2.0"`, `mcp[cli]==1.9.4`, `mcp = "^2.1"`, `mcp~=2.0`):
/// the first bound's version; `<2` alone is 1.x.
fn required_major(text: &str) -> Option<PySdk> {
    let bytes = text.as_bytes();
    for at in memchr::memmem::find_iter(bytes, b"mcp") {
        let before = at.checked_sub(1).map(|before| bytes[before]);
        // A word of its own: not `fastmcp`, `mcp-server-git` or `mcpx`.
        if before.is_some_and(|byte| byte.is_ascii_alphanumeric() || byte == b'-' || byte == b'_') {
            continue;
        }
        let mut rest = &text[at + 3..];
        if let Some(extras) = rest.strip_prefix('[') {
            rest = extras.split_once(']').map_or("", |(_, after)| after);
        }
        let mut rest = rest.trim_start_matches([' ', '"', '\'']);
        // Poetry's `mcp = "^2.1"` or `mcp = { version = "^2.1" }`: an
        // assignment, not the `==` of a requirement.
        if let Some(value) = rest
            .strip_prefix('=')
            .filter(|value| !value.starts_with('='))
        {
            rest = value.trim_start_matches([' ', '"', '\'', '{']);
            if let Some(version) = rest.strip_prefix("version") {
                rest = version.trim_start_matches([' ', '=', '"', '\'']);
            }
        }
        if rest
            .bytes()
            .next()
            .is_some_and(|byte| byte.is_ascii_alphabetic() || byte == b'-' || byte == b'_')
        {
            continue;
        }
        if let Some(sdk) = bound_major(rest) {
            return Some(sdk);
        }
    }
    None
}

/// The major version of the first bound in `spec` (`>=2.0,<3`, `^1.9`,
/// `==2.1.0`, `<2`).
fn bound_major(spec: &str) -> Option<PySdk> {
    let spec = spec.trim_start();
    for operator in ["==", ">=", "~=", "^", "~", ">", "="] {
        if let Some(version) = spec.strip_prefix(operator) {
            return of_major(leading_number(version.trim_start())?);
        }
    }
    if let Some(version) = spec.strip_prefix("<=") {
        return of_major(leading_number(version.trim_start())?);
    }
    if let Some(version) = spec.strip_prefix('<') {
        let below = leading_number(version.trim_start())?;
        return of_major(below.checked_sub(1)?);
    }
    None
}

/// The number a version starts with (`2` of `2.1.0`).
fn leading_number(version: &str) -> Option<u64> {
    let digits: &str = &version[..version
        .find(|ch: char| !ch.is_ascii_digit())
        .unwrap_or(version.len())];
    digits.parse().ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn requirements_say_the_major_version() {
        let cases = [
            ("dependencies = [\"mcp>=2.0\", \"httpx\"]", Some(PySdk::Two)),
            ("dependencies = [\"mcp[cli]>=1.9.4,<2\"]", Some(PySdk::One)),
            ("mcp==1.26.0\nhttpx\n", Some(PySdk::One)),
            (
                "[tool.poetry.dependencies]\nmcp = \"^2.1\"\n",
                Some(PySdk::Two),
            ),
            (
                "mcp = { version = \"^1.9\", extras = [\"cli\"] }",
                Some(PySdk::One),
            ),
            ("install_requires =\n    mcp~=2.0\n", Some(PySdk::Two)),
            ("mcp<2\n", Some(PySdk::One)),
            ("fastmcp>=2.0\nmcp-server-git==1\n", None),
            ("mcp\n", None),
        ];
        for (text, expected) in cases {
            assert_eq!(required_major(text), expected, "{text}");
        }
    }

    #[test]
    fn a_lock_file_says_the_pinned_version() {
        let lock = "[[package]]\nname = \"httpx\"\nversion = \"0.28.1\"\n\n[[package]]\nname = \"mcp\"\nversion = \"2.0.3\"\nsource = { registry = \"https://pypi.org/simple\" }\n";
        assert_eq!(locked_major(lock), Some(PySdk::Two));
        assert_eq!(
            locked_major("[[package]]\nname = \"fastmcp\"\nversion = \"3.0.0\"\n"),
            None
        );
    }

    #[test]
    fn imports_say_it_first() {
        assert_eq!(
            imported("from mcp.server.mcpserver import MCPServer"),
            Some(PySdk::Two)
        );
        assert_eq!(
            imported("from mcp.server.fastmcp import FastMCP"),
            Some(PySdk::One)
        );
        assert_eq!(imported("from mcp.types import ToolAnnotations"), None);
    }
}
