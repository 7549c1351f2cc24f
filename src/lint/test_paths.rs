//! Which walked paths are tests by their ecosystem's conventions: a walk
//! reads them for imports but does not lint them as servers (tests build
//! throwaway servers around real tools, which would count twice).
//!
//! The conventions, each its tool's documented default:
//! - folders `tests/` and `test/` (any case: pytest's and Cargo's layout,
//!   .NET's `Tests/`), `__tests__/` and `__mocks__/` (Jest), `testdata/`
//!   (ignored by the `go` tool), and .NET test projects (`Server.Tests/`,
//!   `Server.UnitTests/`: a dotted name whose last part ends in `Tests`);
//! - files `test_*.py`, `*_test.py` and `conftest.py` (pytest's
//!   `python_files` and its fixtures), `*_test.go` (`go test`), and
//!   `*.test.*` / `*.spec.*` in JavaScript and TypeScript (`.js`, `.jsx`,
//!   `.mjs`, `.cjs`, `.ts`, `.tsx`, `.mts`, `.cts`: Jest's and Vitest's
//!   default patterns); `*Test.java`, `*Tests.java`, `*IT.java` and the
//!   same in Kotlin (Maven Surefire's and Failsafe's default includes, and
//!   Gradle's `src/test/` is a `test/` folder), `*Test.php` (PHPUnit's
//!   suffix), `*Tests.swift` and `*Test.swift` (XCTest, SwiftPM's
//!   `Tests/`), `*_test.dart` (`dart test`) and `*_test.exs` (ExUnit).
//!
//! `spec/` is a test folder only for Ruby files (RSpec's): elsewhere it
//! often holds OpenAPI documents, which hintlint reads. A Ruby file is a
//! test only by its folder: Rails' and Rake's test tasks and RSpec look
//! for tests only below `test/` and `spec/` (`test/**/*_test.rb`,
//! `spec/**/*_spec.rb`), and a library file named `generate_test.rb` (a
//! tool that writes tests) is no test.

use std::path::{Component, Path};

/// Whether a folder of this name holds tests.
fn is_test_folder(name: &str) -> bool {
    name.eq_ignore_ascii_case("tests")
        || name.eq_ignore_ascii_case("test")
        || matches!(name, "__tests__" | "__mocks__" | "testdata")
        || name
            .rsplit_once('.')
            .is_some_and(|(project, last)| !project.is_empty() && last.ends_with("Tests"))
}

/// The extensions of JavaScript and TypeScript, where `*.test.*` and
/// `*.spec.*` are tests.
const SCRIPT_EXTENSIONS: [&str; 8] = ["js", "jsx", "mjs", "cjs", "ts", "tsx", "mts", "cts"];

/// Whether a file of this name is a test.
fn is_test_file(name: &str) -> bool {
    let Some((stem, extension)) = name.rsplit_once('.') else {
        return false;
    };
    match extension {
        "py" => stem.starts_with("test_") || stem.ends_with("_test") || stem == "conftest",
        "go" => stem.ends_with("_test"),
        _ if SCRIPT_EXTENSIONS.contains(&extension) => stem
            .rsplit_once('.')
            .is_some_and(|(before, kind)| !before.is_empty() && matches!(kind, "test" | "spec")),
        "java" | "kt" | "kts" => ["Test", "Tests", "IT"]
            .iter()
            .any(|suffix| has_suffix(stem, suffix)),
        "php" => has_suffix(stem, "Test"),
        "swift" => has_suffix(stem, "Tests") || has_suffix(stem, "Test"),
        "dart" | "ex" | "exs" => has_suffix(stem, "_test"),
        _ => false,
    }
}

/// Whether `stem` is a longer name that ends in `suffix`.
fn has_suffix(stem: &str, suffix: &str) -> bool {
    stem.len() > suffix.len() && stem.ends_with(suffix)
}

/// Whether the folder `name` holds the tests of the file `file`: RSpec's
/// `spec/` holds Ruby tests only.
fn is_test_folder_of(name: &str, file: &str) -> bool {
    is_test_folder(name) || (name == "spec" && file.ends_with(".rb"))
}

/// Whether `below`, a file's path below the folder a walk started from, is
/// a test: one of its folders holds tests, or its name is a test's.
pub fn is_test(below: &Path) -> bool {
    let file = below
        .file_name()
        .map(|name| name.to_string_lossy())
        .unwrap_or_default();
    let mut components = below.components().peekable();
    while let Some(component) = components.next() {
        let Component::Normal(name) = component else {
            continue;
        };
        let name = name.to_string_lossy();
        let last = components.peek().is_none();
        if (last && is_test_file(&name)) || (!last && is_test_folder_of(&name, &file)) {
            return true;
        }
    }
    false
}

/// Whether the folder `named` (named on the command line, or a glob's
/// literal folders) is itself a test folder or lies in one: then its tests
/// were asked for, and the walk lints them all. Its folders are counted
/// from the repository root (outside a repository, as written).
pub fn named_within_tests(named: &Path) -> bool {
    let absolute = crate::base::paths::absolute(named);
    let within = crate::base::paths::repository_root(&absolute)
        .and_then(|root| absolute.strip_prefix(root).ok())
        .unwrap_or(named);
    within.components().any(|component| match component {
        Component::Normal(name) => is_test_folder(&name.to_string_lossy()),
        _ => false,
    })
}

#[cfg(test)]
mod tests {
    use crate::lint::test_paths::*;

    #[test]
    fn test_folders_and_files_by_convention() {
        let tests = [
            "tests/server.py",
            "pkg/test/helpers.ts",
            "src/__tests__/tools.js",
            "src/__mocks__/server.ts",
            "internal/testdata/server.go",
            "Server.Tests/ToolsTests.cs",
            "Server.UnitTests/Tools.cs",
            "Tests/Tools.cs",
            "app/test_server.py",
            "app/server_test.py",
            "conftest.py",
            "tools/registry_test.go",
            "src/server.test.ts",
            "src/server.spec.mjs",
            "src/tools.test.tsx",
            "src/test/java/app/ToolsTest.java",
            "app/WeatherToolsTests.java",
            "app/WeatherToolsIT.java",
            "app/ServerTest.kt",
            "tests/Unit/ToolsTest.php",
            "app/ToolsTest.php",
            "spec/tools/delete_note_spec.rb",
            "spec/support/server.rb",
            "test/tools/delete_note_test.rb",
            "Tests/ServerTests/ToolsTests.swift",
            "Sources/App/ToolsTest.swift",
            "lib/server_test.dart",
            "test/tools/search_test.exs",
        ];
        for path in tests {
            assert!(is_test(Path::new(path)), "{path} is a test");
        }
        let servers = [
            "server.py",
            "src/testing.py",
            "src/contest.py",
            "src/latest/server.ts",
            "spec/openapi.yaml",
            "tools.test.json",
            "src/test.ts",
            "src/.test.ts",
            "registry_test.rs",
            "tests.py",
            "main.go",
            "Server/Tools.cs",
            ".Tests/Tools.cs",
            "src/main/java/app/WeatherTools.java",
            "app/Test.java",
            "app/Latest.kt",
            "src/Tools/ContestTool.php",
            "lib/tools/delete_note.rb",
            "lib/tools/generate_test.rb",
            "lib/tools/delete_note_spec.rb",
            "spec/openapi.json",
            "Sources/App/Tools.swift",
        ];
        for path in servers {
            assert!(!is_test(Path::new(path)), "{path} is no test");
        }
    }

    #[test]
    fn a_named_folder_counts_its_own_folders() {
        assert!(named_within_tests(Path::new("tests")));
        assert!(named_within_tests(Path::new("tests/fixtures")));
        assert!(!named_within_tests(Path::new("src")));
        assert!(!named_within_tests(Path::new(".")));
    }
}
