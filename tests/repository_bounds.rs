//! What hintlint looks for above a file stays in its repository, as
//! configuration discovery does: the Python SDK a project declares
//! (`requirements.txt`, `pyproject.toml`, `uv.lock`), `go.mod`, and the
//! packages Python relative imports climb to. A file planted above the
//! repository changes nothing, and a relative and an absolute path give
//! the same verdict.

use std::path::Path;

use serde_json::Value;

use crate::binary::{diagnostics, hintlint, write};

/// A temporary folder holding a repository `repo`.
fn repository() -> tempfile::TempDir {
    let dir = tempfile::tempdir().expect("temp dir");
    std::fs::create_dir_all(dir.path().join("repo/.git")).expect("a repository");
    dir
}

/// The rules fired, sorted, and what the tools are named.
fn findings(run: &crate::binary::Run) -> (Vec<String>, Vec<String>) {
    let found = diagnostics(run);
    let field = |key: &str| -> Vec<String> {
        let mut values: Vec<String> = found
            .iter()
            .filter_map(|finding: &Value| finding[key].as_str().map(str::to_owned))
            .collect();
        values.sort();
        values
    };
    (field("rule"), field("tool"))
}

/// A module written with snake_case hints, for no SDK its imports name.
const SNAKE_CASE: &str = "from mcp.types import Tool, ToolAnnotations\n\nTOOLS = [\n    Tool(name=\"list_notes\", inputSchema={}, annotations=ToolAnnotations(read_only_hint=True, open_world_hint=False)),\n]\n";

#[test]
fn a_python_sdk_declared_above_the_repository_is_not_read() {
    let dir = repository();
    let repo = dir.path().join("repo");
    write(dir.path(), "requirements.txt", "mcp<2\n");
    write(&repo, "app/server.py", SNAKE_CASE);
    let absolute = repo.join("app/server.py").to_string_lossy().into_owned();
    let runs = [
        ("app/server.py", repo.as_path()),
        (absolute.as_str(), repo.as_path()),
        ("repo/app/server.py", dir.path()),
    ];
    let verdicts = |expected: &[&str]| {
        for (path, from) in runs {
            let run = hintlint(&["check", path, "--format", "json"], from);
            assert_eq!(findings(&run).0, expected, "{path} from {}", from.display());
        }
    };
    // Not declared in the repository: both spellings are hints (SDK 2).
    verdicts(&["missing-annotation"]);
    // Declared in it: SDK 1, whichever way the file is named.
    write(&repo, "requirements.txt", "mcp<2\n");
    verdicts(&["unknown-annotation", "unknown-annotation"]);
}

/// A go-sdk server whose first tool's hints depend on go-sdk's version.
const GO_SDK_SERVER: &str = "package main\n\nimport \"github.com/modelcontextprotocol/go-sdk/mcp\"\n\nfunc ptr[T any](v T) *T { return &v }\n\nfunc register(server *mcp.Server) {\n\tmcp.AddTool(server, &mcp.Tool{\n\t\tName:        \"archive_note\",\n\t\tAnnotations: &mcp.ToolAnnotations{DestructiveHint: ptr(false)},\n\t}, archive)\n}\n";

const GO_MOD: &str = "module example.com/notes\n\ngo 1.23\n\nrequire github.com/modelcontextprotocol/go-sdk v1.7.0\n";

#[test]
fn a_go_mod_above_the_repository_is_not_read() {
    let dir = repository();
    let repo = dir.path().join("repo");
    write(dir.path(), "go.mod", GO_MOD);
    write(&repo, "cmd/main.go", GO_SDK_SERVER);
    let messages = |from: &Path, path: &str| -> Vec<String> {
        let run = hintlint(&["check", path, "--format", "json"], from);
        diagnostics(&run)
            .iter()
            .filter_map(|finding| finding["message"].as_str().map(str::to_owned))
            .collect()
    };
    let before_1_7 = ["`archive_note` omits readOnlyHint, idempotentHint and openWorldHint"];
    assert_eq!(messages(&repo, "cmd/main.go"), before_1_7);
    assert_eq!(messages(dir.path(), "repo/cmd/main.go"), before_1_7);
    // The repository's own go.mod is read, two folders up.
    write(&repo, "go.mod", GO_MOD);
    assert_eq!(
        messages(&repo, "cmd/main.go"),
        ["`archive_note` omits openWorldHint"]
    );
}

/// A Python server whose tool is named by `import`.
fn python_server(import: &str) -> String {
    format!(
        "from mcp.server.fastmcp import FastMCP\n{import}\n\nmcp = FastMCP(\"s\")\n\n\
         @mcp.tool(name=NAME, annotations={{\"readOnlyHint\": True}})\n\
         def tool():\n    pass\n"
    )
}

#[test]
fn python_relative_imports_climb_no_higher_than_the_repository_root() {
    let dir = repository();
    let repo = dir.path().join("repo");
    write(dir.path(), "hints.py", "NAME = \"above_the_repository\"\n");
    write(&repo, "hints.py", "NAME = \"in_the_repository\"\n");
    // `..` from `app` is the repository root; `...` is above it.
    write(
        &repo,
        "app/inside.py",
        python_server("from ..hints import NAME"),
    );
    write(
        &repo,
        "app/above.py",
        python_server("from ...hints import NAME"),
    );
    let many = format!("from {}hints import NAME", ".".repeat(60));
    write(&repo, "app/many.py", python_server(&many));
    for path in ["app", &repo.join("app").to_string_lossy()] {
        let run = hintlint(&["check", path, "--format", "json"], &repo);
        let (_, tools) = findings(&run);
        assert!(tools.contains(&"in_the_repository".to_owned()), "{tools:?}");
        assert!(
            !run.stdout.contains("above_the_repository"),
            "{path}: {}",
            run.stdout
        );
    }
}
