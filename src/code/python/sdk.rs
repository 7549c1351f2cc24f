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
//!
//! The same imports and files say which server a module's `add_tool` is
//! of, which decides what it takes ([`AddTool`]): the official SDK's
//! FastMCP (and `MCPServer`) takes a function with `annotations=`, the
//! standalone `fastmcp` package from 2.7 on a `Tool` already made, which
//! takes none.

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

/// The server class a module's `add_tool` belongs to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Server {
    /// The official SDK's FastMCP (`mcp.server.fastmcp`) or `MCPServer`.
    Sdk,
    /// The standalone `fastmcp` package (`from fastmcp import FastMCP`),
    /// of the version the project declares, when it declares one.
    FastMcp(Option<Version>),
}

/// What `server.add_tool(…)` takes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AddTool {
    /// A function, with `name=`, `annotations=` and the like: the official
    /// SDK's, and FastMCP's from 2.3 to 2.6.
    Function,
    /// A function, with `name=` but no `annotations=`: FastMCP before 2.3
    /// (whose decorators and `Tool.from_function` take none either).
    FunctionWithoutAnnotations,
    /// A `Tool` already made (by `@mcp.tool`, `@tool`, `Tool.from_function`),
    /// and nothing else: FastMCP from 2.7 on. FastMCP 3 also takes a
    /// function, made a tool without annotations.
    Tool,
    /// Nothing says which server it is.
    Unknown,
}

impl AddTool {
    /// What the `add_tool` of `server` takes (the newest FastMCP's when its
    /// version is not declared).
    pub fn of(server: Option<Server>) -> AddTool {
        const ANNOTATIONS: Version = Version { major: 2, minor: 3 };
        const TOOLS: Version = Version { major: 2, minor: 7 };
        match server {
            None => AddTool::Unknown,
            Some(Server::Sdk) => AddTool::Function,
            Some(Server::FastMcp(Some(version))) if version < ANNOTATIONS => {
                AddTool::FunctionWithoutAnnotations
            }
            Some(Server::FastMcp(Some(version))) if version < TOOLS => AddTool::Function,
            Some(Server::FastMcp(_)) => AddTool::Tool,
        }
    }
}

/// The server the module's imports name, if they name one: the standalone
/// `fastmcp` package (`from fastmcp import FastMCP`, `import fastmcp`), or
/// the official SDK's.
pub fn server_imported(text: &str) -> Option<Server> {
    let standalone = text.lines().any(|line| {
        let line = line.trim_start();
        let module = line
            .strip_prefix("from ")
            .or_else(|| line.strip_prefix("import "))
            .map(str::trim_start);
        module
            .and_then(|module| module.strip_prefix("fastmcp"))
            .is_some_and(|rest| rest.is_empty() || rest.starts_with([' ', '.', ',', '\t']))
    });
    if standalone {
        Some(Server::FastMcp(None))
    } else {
        imported(text).map(|_| Server::Sdk)
    }
}

/// The server the project of the file at `place` depends on, from the
/// same files and folders as [`declared`]: `fastmcp` (with its locked or
/// required version) when it is named, else `mcp`.
pub fn server_declared(place: Place<'_>) -> Option<Server> {
    let folder = place.path.parent()?;
    for folder in crate::base::paths::project_folders(folder) {
        let mut found = None;
        for name in DECLARING {
            let Some(text) = place.texts.text(&folder.join(name)) else {
                continue;
            };
            let fastmcp = if name.ends_with(".lock") {
                locked_version(&text, "fastmcp").map(Some)
            } else {
                requirement(&text, "fastmcp")
            };
            if let Some(version) = fastmcp {
                return Some(Server::FastMcp(version));
            }
            let sdk = if name.ends_with(".lock") {
                locked_version(&text, "mcp").is_some()
            } else {
                requirement(&text, "mcp").is_some()
            };
            if sdk || found.is_none() {
                found = Some(sdk.then_some(Server::Sdk));
            }
        }
        if let Some(found) = found {
            return found;
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

/// A package's version, as far as hintlint tells them apart.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub struct Version {
    /// `2` of `2.7.1`.
    pub major: u64,
    /// `7` of `2.7.1` (`u64::MAX` for "any 1.x", from `<2`).
    pub minor: u64,
}

/// The pinned `mcp` of a `uv.lock` or `poetry.lock`.
fn locked_major(text: &str) -> Option<PySdk> {
    of_major(locked_version(text, "mcp")?.major)
}

/// The pinned version of `package` in a `uv.lock` or `poetry.lock`: a
/// `[[package]]` named so and its `version`.
fn locked_version(text: &str, package: &str) -> Option<Version> {
    let wanted = format!("name = \"{package}\"");
    let mut lines = text.lines();
    while let Some(line) = lines.next() {
        if line.trim() != wanted {
            continue;
        }
        for next in lines.by_ref() {
            let next = next.trim();
            if let Some(version) = next.strip_prefix("version = \"") {
                return version_of(version);
            }
            if next.starts_with('[') {
                break;
            }
        }
    }
    None
}

/// The major version a requirement of `mcp` asks for.
fn required_major(text: &str) -> Option<PySdk> {
    of_major(requirement(text, "mcp")??.major)
}

/// A requirement of `package`, wherever it is written (`"mcp>=2.0"`,
/// `mcp[cli]==1.9.4`, `mcp = "^2.1"`, `fastmcp~=2.10`): `Some` of the
/// first bound's version (`<2` alone is 1.x), `Some(None)` when it is
/// named without one, `None` when it is not named.
fn requirement(text: &str, package: &str) -> Option<Option<Version>> {
    let bytes = text.as_bytes();
    let mut named = false;
    for at in memchr::memmem::find_iter(bytes, package.as_bytes()) {
        let before = at.checked_sub(1).map(|before| bytes[before]);
        // A word of its own: not `fastmcp` for `mcp`, `mcp-server-git`
        // or `mcpx`.
        if before.is_some_and(|byte| byte.is_ascii_alphanumeric() || byte == b'-' || byte == b'_') {
            continue;
        }
        let mut rest = &text[at + package.len()..];
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
        if rest.bytes().next().is_some_and(|byte| {
            byte.is_ascii_alphanumeric() || byte == b'-' || byte == b'_' || byte == b'.'
        }) {
            continue;
        }
        named = true;
        if let Some(version) = bound_version(rest) {
            return Some(Some(version));
        }
    }
    named.then_some(None)
}

/// The version of the first bound in `spec` (`>=2.0,<3`, `^1.9`,
/// `==2.1.0`, `<2`: 1.x, `<2.7`: 2.6).
fn bound_version(spec: &str) -> Option<Version> {
    let spec = spec.trim_start();
    for operator in ["==", ">=", "~=", "^", "~", ">", "=", "<="] {
        if let Some(version) = spec.strip_prefix(operator) {
            return version_of(version.trim_start());
        }
    }
    let below = version_of(spec.strip_prefix('<')?.trim_start())?;
    Some(match below.minor.checked_sub(1) {
        Some(minor) => Version {
            major: below.major,
            minor,
        },
        None => Version {
            major: below.major.checked_sub(1)?,
            minor: u64::MAX,
        },
    })
}

/// The major and minor numbers a version starts with (`2.7` of `2.7.1`;
/// `2` alone is `2.0`, `<2` aside).
fn version_of(version: &str) -> Option<Version> {
    let major = leading_number(version)?;
    let after = version.get(major.to_string().len()..).unwrap_or("");
    let minor = after
        .strip_prefix('.')
        .and_then(leading_number)
        .unwrap_or(0);
    Some(Version { major, minor })
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
    fn fastmcp_versions_decide_what_add_tool_takes() {
        let version = |major, minor| Version { major, minor };
        let cases = [
            (
                "dependencies = [\"fastmcp>=2.10.0\"]",
                Some(Some(version(2, 10))),
            ),
            ("fastmcp==2.5.1\n", Some(Some(version(2, 5)))),
            ("fastmcp<2.7\n", Some(Some(version(2, 6)))),
            ("fastmcp<3\n", Some(Some(version(2, u64::MAX)))),
            ("fastmcp\nhttpx\n", Some(None)),
            ("mcp>=1.9\nfastmcp-extras==1\n", None),
        ];
        for (text, expected) in cases {
            assert_eq!(requirement(text, "fastmcp"), expected, "{text}");
        }
        let lock = "[[package]]\nname = \"fastmcp\"\nversion = \"2.14.5\"\n";
        assert_eq!(locked_version(lock, "fastmcp"), Some(version(2, 14)));
        let takes = |server| AddTool::of(Some(server));
        let fastmcp = |major, minor| Server::FastMcp(Some(version(major, minor)));
        assert_eq!(takes(Server::Sdk), AddTool::Function);
        assert_eq!(takes(fastmcp(2, 2)), AddTool::FunctionWithoutAnnotations);
        assert_eq!(takes(fastmcp(2, 3)), AddTool::Function);
        assert_eq!(takes(fastmcp(2, 6)), AddTool::Function);
        assert_eq!(takes(fastmcp(2, 7)), AddTool::Tool);
        assert_eq!(takes(fastmcp(3, 0)), AddTool::Tool);
        assert_eq!(takes(Server::FastMcp(None)), AddTool::Tool);
        assert_eq!(AddTool::of(None), AddTool::Unknown);
    }

    #[test]
    fn imports_name_the_server() {
        let fastmcp = Some(Server::FastMcp(None));
        assert_eq!(server_imported("from fastmcp import FastMCP\n"), fastmcp);
        assert_eq!(server_imported("import fastmcp\n"), fastmcp);
        assert_eq!(
            server_imported("  from fastmcp.tools import Tool\n"),
            fastmcp
        );
        assert_eq!(
            server_imported("from mcp.server.fastmcp import FastMCP\n"),
            Some(Server::Sdk)
        );
        assert_eq!(server_imported("import fastmcp_helpers\n"), None);
        assert_eq!(server_imported("from .app import mcp\n"), None);
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
