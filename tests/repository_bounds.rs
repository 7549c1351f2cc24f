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

/// A TypeScript module at the repository's root exporting a registration
/// wrapper it never calls itself.
const WRAPPER: &str = "import { McpServer } from \"@modelcontextprotocol/sdk/server/mcp.js\";\nimport type { ToolAnnotations } from \"@modelcontextprotocol/sdk/types.js\";\n\nexport const defineTool = (server: McpServer, name: string, annotations: ToolAnnotations) => {\n  server.registerTool(name, { title: name, annotations }, async () => ({ content: [] }));\n};\n";

/// A module that calls the wrapper of `./repo/define.ts` from the folder
/// holding the repository.
const PLANTED_CALLER: &str = "import { McpServer } from \"@modelcontextprotocol/sdk/server/mcp.js\";\nimport { defineTool } from \"./repo/define.js\";\n\nconst server = new McpServer({ name: \"planted\", version: \"1.0.0\" });\ndefineTool(server, \"planted_tool\", { readOnlyHint: false });\n";

/// Every file under `folder` with its bytes, sorted by path.
fn tree_bytes(folder: &Path) -> Vec<(std::path::PathBuf, Vec<u8>)> {
    let mut found = Vec::new();
    let mut pending = vec![folder.to_path_buf()];
    while let Some(next) = pending.pop() {
        for entry in std::fs::read_dir(&next).expect("a folder").flatten() {
            let path = entry.path();
            if path.is_dir() {
                pending.push(path);
            } else {
                let relative = path.strip_prefix(folder).expect("below").to_path_buf();
                found.push((relative, std::fs::read(&path).expect("readable")));
            }
        }
    }
    found.sort();
    found
}

#[test]
fn a_file_above_the_repository_calling_its_wrapper_makes_no_tool() {
    let planted = repository();
    let clean = repository();
    for dir in [&planted, &clean] {
        write(&dir.path().join("repo"), "define.ts", WRAPPER);
    }
    write(planted.path(), "planted.ts", PLANTED_CALLER);
    let run = |dir: &tempfile::TempDir, args: &[&str]| hintlint(args, &dir.path().join("repo"));
    for args in [
        &["check", ".", "--format", "json"][..],
        &["check", "define.ts", "--format", "json"][..],
    ] {
        let checked = run(&planted, args);
        assert!(
            !checked.stdout.contains("planted_tool"),
            "{args:?}: {}",
            checked.stdout
        );
        assert_eq!(
            findings(&checked),
            findings(&run(&clean, args)),
            "{args:?}: the plant changes nothing"
        );
    }
    let before = tree_bytes(planted.path());
    run(&planted, &["check", ".", "--fix", "--unsafe-fixes"]);
    run(&clean, &["check", ".", "--fix", "--unsafe-fixes"]);
    assert_eq!(
        tree_bytes(planted.path()),
        before,
        "--fix --unsafe-fixes writes nothing from the planted call"
    );
    assert_eq!(
        tree_bytes(&planted.path().join("repo")),
        tree_bytes(&clean.path().join("repo"))
    );
}

/// A FastMCP server at the repository's root.
const MOUNTED_SERVER: &str = "from fastmcp import FastMCP\n\ntickets = FastMCP(\"Tickets\")\n\n\n@tickets.tool(annotations={\"readOnlyHint\": True})\ndef search(query: str) -> list[str]:\n    return []\n";

/// A gateway above the repository that mounts its server.
const PLANTED_MOUNT: &str = "from fastmcp import FastMCP\n\nfrom repo.server import tickets\n\ngateway = FastMCP(\"Gateway\")\ngateway.mount(tickets, namespace=\"planted\")\n";

#[test]
fn a_mount_above_the_repository_renames_nothing() {
    let dir = repository();
    let repo = dir.path().join("repo");
    write(&repo, "server.py", MOUNTED_SERVER);
    write(dir.path(), "gateway.py", PLANTED_MOUNT);
    let checked = hintlint(&["check", ".", "--format", "json"], &repo);
    assert_eq!(findings(&checked).1, ["search"], "{}", checked.stdout);
    let explained = hintlint(&["explain", "--tool", "search", "server.py"], &repo);
    assert!(
        explained.stdout.contains("`search` in"),
        "{}{}",
        explained.stdout,
        explained.stderr
    );
    let renamed = hintlint(&["explain", "--tool", "planted_search", "server.py"], &repo);
    assert!(
        !renamed.stdout.contains("`planted_search` in"),
        "{}",
        renamed.stdout
    );
    let census = hintlint(&["census", "--format", "json", "."], &repo);
    assert!(census.stdout.contains("\"tools\""), "{}", census.stdout);
    assert!(!census.stdout.contains("planted"), "{}", census.stdout);
    let census_text = hintlint(&["census", "."], &repo);
    assert!(
        !census_text.stdout.contains("planted"),
        "{}",
        census_text.stdout
    );
}

/// A Go server of module `example.com/files` whose tool types come from
/// the package `import_path` names.
fn go_mirror_server(import_path: &str) -> String {
    format!(
        "package main\n\nimport (\n\tapi \"{import_path}\"\n\t\"k8s.io/utils/ptr\"\n)\n\n\
         var deleteTool = api.Register(api.Tool{{\n\tName:        \"delete_file\",\n\t\
         Annotations: api.ToolAnnotations{{DestructiveHint: ptr.To(true)}},\n}})\n"
    )
}

/// A package defining `ToolAnnotations` as mcp-go does (every hint a
/// `*bool`).
const GO_MIRROR_TYPES: &str = "package api\n\ntype ToolAnnotations struct {\n\tReadOnlyHint    *bool\n\tDestructiveHint *bool\n\tIdempotentHint  *bool\n\tOpenWorldHint   *bool\n}\n\ntype Tool struct {\n\tName        string\n\tAnnotations ToolAnnotations\n}\n";

#[test]
fn a_go_import_through_dot_dot_reads_no_folder_beside_the_repository() {
    let dir = repository();
    let repo = dir.path().join("repo");
    write(&repo, "go.mod", "module example.com/files\n\ngo 1.23\n");
    write(dir.path(), "outside/api/tool.go", GO_MIRROR_TYPES);
    write(&repo, "api/tool.go", GO_MIRROR_TYPES);
    let tools = |import_path: &str| {
        write(&repo, "cmd/server/tools.go", go_mirror_server(import_path));
        let run = hintlint(&["check", "cmd", "--format", "json"], &repo);
        findings(&run)
    };
    // The repository's own package is read: its tool is judged.
    assert_eq!(tools("example.com/files/api").1, ["delete_file"]);
    // Through `..`, out of the repository or back into it: not followed.
    for path in [
        "example.com/files/../outside/api",
        "example.com/files/cmd/../../outside/api",
        "example.com/files/./api",
        "example.com/files/cmd/../api",
    ] {
        let (rules, tools) = tools(path);
        assert!(tools.iter().all(String::is_empty), "{path}: {tools:?}");
        assert!(
            rules.contains(&"unread-tool".to_owned()),
            "{path}: {rules:?}"
        );
    }
}
