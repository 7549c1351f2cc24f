//! Tools registered in source code, over a small multi-language tree
//! (`tests/inputs/source`): a TypeScript, a Python and a Go server, each
//! with constants imported from a sibling module, plus files the
//! prefilter and the walk leave alone. Counted by hand.

use crate::binary;

use std::path::Path;

use crate::binary::{diagnostics, hintlint, json, read, repo};

const TREE: &str = "tests/inputs/source";

/// The findings of a run as `(file name, rule, tool)`.
fn found(run: &binary::Run) -> Vec<(String, String, String)> {
    let mut found: Vec<(String, String, String)> = diagnostics(run)
        .iter()
        .map(|finding| {
            let path = finding["path"].as_str().unwrap_or_default();
            let file = path.rsplit('/').next().unwrap_or_default().to_owned();
            let rule = finding["rule"].as_str().unwrap_or_default().to_owned();
            let tool = finding["tool"].as_str().unwrap_or_default().to_owned();
            (file, rule, tool)
        })
        .collect();
    found.sort();
    found
}

fn triple(file: &str, rule: &str, tool: &str) -> (String, String, String) {
    (file.to_owned(), rule.to_owned(), tool.to_owned())
}

#[test]
fn the_tree_is_linted_where_the_tools_are_written() {
    let run = hintlint(&["check", TREE, "--format", "json"], repo());
    assert_eq!(
        run.code, 1,
        "the duplicate name is an error: {}",
        run.stdout
    );
    assert_eq!(
        found(&run),
        vec![
            triple("index.ts", "missing-annotation", "add_item"),
            triple("index.ts", "missing-annotation", "remove_item"),
            triple("more.ts", "duplicate-tool-name", "list_items"),
            triple("server.py", "missing-annotation", "delete_item"),
            triple("server.py", "unjudged-tool", ""),
        ],
        "list_items, audit_log and list_repos read all four hints from sibling modules \
         (by name, through a namespace import, from the package); node_modules is never \
         entered; the Python list_items is another server's; mcp.NewTool sends delete_repo's \
         four hints"
    );
    let document = json(&run);
    // index.ts, more.ts, admin.ts, server.py, admin.py, main.go; the
    // modules without tools (hints.ts, util.ts, hints.py, __init__.py,
    // hints.go) and package.json are skipped.
    assert_eq!(document["summary"]["files"], 6);
    assert_eq!(document["summary"]["skipped"], 6);
    assert_eq!(document["summary"]["tools"], 10);
}

#[test]
fn a_value_imported_from_a_sibling_says_where_it_comes_from_and_is_not_fixed_here() {
    let run = hintlint(
        &[
            "check",
            &format!("{TREE}/ts-server/src/index.ts"),
            "--format",
            "json",
        ],
        repo(),
    );
    let add_item = diagnostics(&run)
        .into_iter()
        .find(|finding| finding["tool"] == "add_item")
        .expect("add_item is reported");
    let notes = add_item["notes"].to_string();
    assert!(
        notes.contains("the constant `WRITE` imported from ./hints.js, line 9"),
        "{notes}"
    );
    assert!(notes.contains("fix it where `WRITE` is defined"), "{notes}");
    assert!(
        add_item["fix"].is_null(),
        "the fix would belong in hints.ts"
    );
}

#[test]
fn fix_writes_annotations_into_the_code_and_a_second_run_is_clean() {
    let dir = tempfile::tempdir().expect("temp dir");
    copy_tree(&repo().join(TREE), dir.path());
    let fixed = hintlint(&["check", "--fix", "."], dir.path());
    assert!(fixed.stdout.contains("2 fixes applied"), "{}", fixed.stdout);
    let index = String::from_utf8(read(&dir.path().join("ts-server/src/index.ts"))).expect("UTF-8");
    assert!(
        index.contains(
            "    inputSchema: { id: z.string() },\n    annotations: {\n      readOnlyHint: false,\n      \
             destructiveHint: true,\n      idempotentHint: false,\n      openWorldHint: true,\n    \
             },\n  },"
        ),
        "laid out as prettier lays it out: {index}"
    );
    let server =
        String::from_utf8(read(&dir.path().join("py-server/app/server.py"))).expect("UTF-8");
    assert!(
        server.contains(
            "@mcp.tool(\n    annotations={\n        \"readOnlyHint\": False,\n        \
             \"destructiveHint\": True,\n        \"idempotentHint\": False,\n        \
             \"openWorldHint\": True,\n    }\n)\ndef delete_item"
        ),
        "a file without ToolAnnotations gets a dict, laid out as Black lays it out: {server}"
    );
    let main = String::from_utf8(read(&dir.path().join("go-server/main.go"))).expect("UTF-8");
    assert_eq!(
        main,
        String::from_utf8(read(&repo().join(TREE).join("go-server/main.go"))).expect("UTF-8"),
        "mcp.NewTool already sends delete_repo's four hints: nothing to write"
    );
    let again = hintlint(&["check", ".", "--format", "json"], dir.path());
    assert_eq!(json(&again)["summary"]["fixable"], 0, "{}", again.stdout);
    assert_eq!(
        found(&again),
        vec![
            triple("index.ts", "missing-annotation", "add_item"),
            triple("more.ts", "duplicate-tool-name", "list_items"),
            triple("server.py", "unjudged-tool", ""),
        ],
        "what remains needs a person: a constant in another file, a name, a loop"
    );
}

#[test]
fn a_name_registered_in_another_file_is_located_in_every_format() {
    let dir = tempfile::tempdir().expect("temp dir");
    let register =
        "server.registerTool(\"same\", { description: \"S\" }, async () => ({ content: [] }));\n";
    let header = "import { McpServer } from \"@modelcontextprotocol/sdk/server/mcp.js\";\n";
    binary::write(dir.path(), "a.ts", format!("{header}\n\n\n{register}"));
    binary::write(dir.path(), "b.ts", format!("{header}// b\n{register}"));
    // The texts of the machine formats are dropped once located: the
    // finding about the other file must be located before that.
    let concise = hintlint(&["check", ".", "--format", "concise"], dir.path());
    assert!(
        concise.stdout.contains(
            "b.ts:3:21: error[duplicate-tool-name] duplicate tool name `same`, registered first \
             at a.ts:5"
        ),
        "{}",
        concise.stdout
    );
    let run = hintlint(&["check", ".", "--format", "json"], dir.path());
    let duplicate = diagnostics(&run)
        .into_iter()
        .find(|finding| finding["rule"] == "duplicate-tool-name")
        .expect("the duplicate is found");
    assert_eq!(duplicate["start"]["line"], 3);
    assert_eq!(duplicate["start"]["column"], 21);
}

#[test]
fn one_server_is_one_project_in_one_language() {
    let dir = tempfile::tempdir().expect("temp dir");
    let ts = "import { McpServer } from \"@modelcontextprotocol/sdk/server/mcp.js\";\n\
              server.registerTool(\"search\", { description: \"Search\" }, async () => ({ content: [] }));\n";
    binary::write(dir.path(), "a.ts", ts);
    binary::write(dir.path(), "b.js", ts);
    binary::write(
        dir.path(),
        "c.py",
        "from mcp.server.fastmcp import FastMCP\nmcp = FastMCP(\"x\")\n\n@mcp.tool\ndef search() -> str:\n    return \"\"\n",
    );
    let run = hintlint(&["check", ".", "--format", "json"], dir.path());
    let duplicates: Vec<(String, String, String)> = found(&run)
        .into_iter()
        .filter(|(_, rule, _)| rule == "duplicate-tool-name")
        .collect();
    assert_eq!(
        duplicates,
        vec![triple("b.js", "duplicate-tool-name", "search")],
        "TypeScript and JavaScript are one server; the Python file is another"
    );
}

#[test]
fn alternative_entry_points_each_building_a_server_may_share_names() {
    let dir = tempfile::tempdir().expect("temp dir");
    binary::write(dir.path(), "pyproject.toml", "[project]\nname = \"aws\"\n");
    let server = |name: &str| {
        format!(
            "from mcp.server.fastmcp import FastMCP\n\nmcp = FastMCP(\"{name}\")\n\n\n\
             @mcp.tool\ndef describe_bucket() -> str:\n    return \"\"\n\n\n\
             def main() -> None:\n    mcp.run()\n"
        )
    };
    binary::write(dir.path(), "server_aws.py", server("aws"));
    binary::write(dir.path(), "server_aws_cn.py", server("aws-cn"));
    let duplicates = |dir: &Path| {
        let run = hintlint(&["check", ".", "--format", "json"], dir);
        found(&run)
            .into_iter()
            .filter(|(_, rule, _)| rule == "duplicate-tool-name")
            .count()
    };
    assert_eq!(duplicates(dir.path()), 0, "two entry points, two servers");
    // A module that starts no server registers on one of theirs: its name
    // is one more tool of a server that has it already.
    binary::write(
        dir.path(),
        "extra.py",
        "from server_aws import mcp\n\n\n@mcp.tool\ndef describe_bucket() -> str:\n    return \"\"\n",
    );
    assert!(duplicates(dir.path()) > 0, "a module on one of the servers");
}

#[test]
fn the_example_servers_are_clean_after_their_fixes() {
    let dir = tempfile::tempdir().expect("temp dir");
    copy_tree(&repo().join("examples/servers"), dir.path());
    let fixed = hintlint(&["check", "--fix", "--unsafe-fixes", "."], dir.path());
    // Every example server has a tool a fix changes.
    let servers = std::fs::read_dir(repo().join("examples/servers"))
        .expect("the example servers")
        .count();
    assert!(
        fixed
            .stdout
            .contains(&format!("fixes applied in {servers} files")),
        "{}",
        fixed.stdout
    );
    let again = hintlint(&["check", ".", "--format", "json"], dir.path());
    assert_eq!(again.code, 0, "{}", again.stdout);
    assert_eq!(
        found(&again),
        vec![triple("files-server.ts", "unjudged-tool", "move_file")],
        "only the tool whose hints are computed remains, as a note"
    );
}

#[test]
fn the_census_counts_every_language_by_hand() {
    let run = hintlint(&["census", TREE, "--format", "json"], repo());
    assert_eq!(run.code, 0, "{}", run.stderr);
    let document = json(&run);
    let total = &document["trees"][0]["total"];
    // TypeScript: list_items (twice), add_item, remove_item, audit_log;
    // Python: list_items, delete_item, audit_log; Go: list_repos,
    // delete_repo.
    assert_eq!(total["tools"], 10);
    assert_eq!(total["not_judged"], 1, "the Python tools made in a loop");
    let hint = |key: &str, state: &str| total["hints"][key][state].clone();
    assert_eq!(
        [
            hint("readOnlyHint", "true"),
            hint("readOnlyHint", "false"),
            hint("readOnlyHint", "absent")
        ],
        [6, 1, 3]
    );
    assert_eq!(
        hint("destructiveHint", "inert"),
        6,
        "both audit_logs read hints.READ_ONLY through a namespace import"
    );
    assert_eq!(hint("openWorldHint", "true"), 1, "list_repos");
    assert_eq!(total["gated_destructive"], 4);
    assert_eq!(total["all_four"], 6);
    let kinds: Vec<&str> = document["trees"][0]["files"]
        .as_array()
        .map(|files| {
            files
                .iter()
                .filter_map(|file| file["kind"].as_str())
                .collect()
        })
        .unwrap_or_default();
    assert_eq!(kinds, ["source"; 6]);
}

#[test]
fn a_file_with_a_syntax_error_is_reported_and_never_fixed() {
    let dir = tempfile::tempdir().expect("temp dir");
    let text = "server.registerTool(\"a\", { annotations: { readOnlyHint: true } async () => 1);\n";
    binary::write(dir.path(), "broken.ts", text);
    let run = hintlint(&["check", "--fix", "broken.ts"], dir.path());
    run.assert_fails(1, "error[parse-error]: TypeScript syntax error");
    assert_eq!(read(&dir.path().join("broken.ts")), text.as_bytes());
}

#[test]
fn deeply_nested_values_are_not_judged_and_do_not_overflow() {
    let dir = tempfile::tempdir().expect("temp dir");
    let depth = 20_000;
    let nested =
        |open: &str, close: &str| format!("{}1{}", open.repeat(depth), close.repeat(depth));
    binary::write(
        dir.path(),
        "deep.ts",
        format!(
            "server.registerTool(\"deep\", {{ annotations: {} }}, async () => 1);\n",
            nested("{ a: ", " }")
        ),
    );
    binary::write(
        dir.path(),
        "deep.py",
        format!(
            "from mcp.server.fastmcp import FastMCP\n@mcp.tool(annotations={})\ndef deep(): pass\n",
            nested("{\"a\": ", "}")
        ),
    );
    let run = hintlint(&["check", ".", "--format", "json"], dir.path());
    assert_eq!(
        found(&run),
        vec![
            triple("deep.py", "unjudged-tool", "deep"),
            triple("deep.ts", "unjudged-tool", "deep"),
        ],
        "{}",
        run.stderr
    );
}

#[test]
fn a_walk_leaves_generated_bundles_but_a_named_one_is_read() {
    let dir = tempfile::tempdir().expect("temp dir");
    let bundle = format!(
        "server.registerTool(\"bundled\", {{ description: \"x\" }}, async () => 1);\n// {}\n",
        "x".repeat(5 << 20)
    );
    binary::write(dir.path(), "bundle.ts", bundle);
    binary::write(
        dir.path(),
        "dist/index.js",
        "server.registerTool(\"built\", {}, async () => 1);\n",
    );
    let walked = hintlint(
        &["check", "--allow-empty", ".", "--format", "json"],
        dir.path(),
    );
    assert!(found(&walked).is_empty(), "{}", walked.stdout);
    assert_eq!(
        json(&walked)["summary"]["skipped"],
        2,
        "the bundle, and dist/ counted but not even read"
    );
    let named = hintlint(
        &["check", "bundle.ts", "dist/index.js", "--format", "json"],
        dir.path(),
    );
    assert_eq!(
        found(&named),
        vec![
            triple("bundle.ts", "missing-annotation", "bundled"),
            triple("index.js", "missing-annotation", "built"),
        ]
    );
}

#[test]
fn a_named_source_file_without_tools_says_so() {
    let run = hintlint(&["check", &format!("{TREE}/ts-server/src/util.ts")], repo());
    assert!(
        run.stdout
            .contains("no MCP tool registration hintlint reads in TypeScript (registerTool, "),
        "{}",
        run.stdout
    );
}

/// Copies the files under `from` into `to`.
pub(crate) fn copy_tree(from: &Path, to: &Path) {
    for entry in std::fs::read_dir(from)
        .expect("readable")
        .filter_map(Result::ok)
    {
        let target = to.join(entry.file_name());
        if entry.path().is_dir() {
            std::fs::create_dir_all(&target).expect("created");
            copy_tree(&entry.path(), &target);
        } else {
            std::fs::copy(entry.path(), &target).expect("copied");
        }
    }
}

/// A go-sdk server in a module whose go.mod requires `version`.
fn go_sdk_module(version: &str) -> tempfile::TempDir {
    let dir = tempfile::tempdir().expect("temp dir");
    std::fs::write(
        dir.path().join("go.mod"),
        format!(
            "module example.com/notes\n\ngo 1.23\n\nrequire github.com/modelcontextprotocol/go-sdk {version}\n"
        ),
    )
    .expect("go.mod");
    std::fs::write(
        dir.path().join("main.go"),
        "package main\n\nimport \"github.com/modelcontextprotocol/go-sdk/mcp\"\n\nfunc ptr[T any](v T) *T { return &v }\n\nfunc register(server *mcp.Server) {\n\tmcp.AddTool(server, &mcp.Tool{\n\t\tName:        \"archive_note\",\n\t\tAnnotations: &mcp.ToolAnnotations{DestructiveHint: ptr(false)},\n\t}, archive)\n\tmcp.AddTool(server, &mcp.Tool{Name: \"touch_note\"}, touch)\n}\n",
    )
    .expect("main.go");
    dir
}

#[test]
fn go_sdk_from_1_7_sends_its_plain_bools_and_census_says_so() {
    let messages = |dir: &tempfile::TempDir| -> Vec<String> {
        let run = hintlint(&["check", ".", "--format", "json"], dir.path());
        diagnostics(&run)
            .iter()
            .filter(|finding| finding["tool"] == "archive_note")
            .map(|finding| finding["message"].as_str().unwrap_or_default().to_owned())
            .collect()
    };
    let current = go_sdk_module("v1.7.0");
    assert_eq!(
        messages(&current),
        ["`archive_note` omits openWorldHint"],
        "v1.7 sends readOnlyHint and idempotentHint as false"
    );
    let older = go_sdk_module("v1.6.0");
    assert_eq!(
        messages(&older),
        ["`archive_note` omits readOnlyHint, idempotentHint and openWorldHint"],
        "before v1.7 a false plain bool is omitted"
    );
    let census = hintlint(&["census", ".", "--format", "json"], current.path());
    let document = json(&census);
    let read_only = &document["trees"][0]["total"]["hints"]["readOnlyHint"];
    assert_eq!(read_only["absent"], 2, "written by neither tool");
    assert_eq!(
        (
            read_only["wire"]["false"].clone(),
            read_only["wire"]["absent"].clone()
        ),
        (serde_json::json!(1), serde_json::json!(1)),
        "sent false for the tool with annotations; touch_note has none to send"
    );
}

#[test]
fn the_project_s_declared_python_sdk_decides_snake_case_and_v_says_so() {
    let dir = tempfile::tempdir().expect("temp dir");
    // A repository: the declaration above `app/` is looked for up to its root.
    std::fs::create_dir(dir.path().join(".git")).expect("a repository");
    std::fs::create_dir(dir.path().join("app")).expect("app");
    std::fs::write(
        dir.path().join("app/server.py"),
        "from mcp.types import Tool, ToolAnnotations\n\nTOOLS = [\n    Tool(name=\"list_notes\", inputSchema={}, annotations=ToolAnnotations(read_only_hint=True, open_world_hint=False)),\n]\n",
    )
    .expect("server");
    let rules = |run: &binary::Run| -> Vec<String> {
        let mut rules: Vec<String> = diagnostics(run)
            .iter()
            .map(|finding| finding["rule"].as_str().unwrap_or_default().to_owned())
            .collect();
        rules.sort();
        rules
    };
    let run = |declared: Option<(&str, &str)>| {
        for name in ["pyproject.toml", "uv.lock", "requirements.txt"] {
            let _ = std::fs::remove_file(dir.path().join(name));
        }
        if let Some((name, text)) = declared {
            std::fs::write(dir.path().join(name), text).expect("declared");
        }
        let json = hintlint(&["check", ".", "--format", "json", "-v"], dir.path());
        (rules(&json), json.stderr)
    };
    let (sdk1, said) = run(Some((
        "pyproject.toml",
        "[project]\ndependencies = [\"mcp[cli]>=1.9,<2\"]\n",
    )));
    assert_eq!(sdk1, ["unknown-annotation", "unknown-annotation"], "{said}");
    assert!(
        said.contains("Python SDK 1, as ./pyproject.toml declares"),
        "{said}"
    );
    let (locked, said) = run(Some((
        "uv.lock",
        "[[package]]\nname = \"mcp\"\nversion = \"2.0.1\"\n",
    )));
    assert_eq!(locked, ["missing-annotation"], "{said}");
    assert!(
        said.contains("Python SDK 2, as ./uv.lock declares"),
        "{said}"
    );
    let (silent, said) = run(None);
    assert_eq!(
        silent,
        ["missing-annotation"],
        "both spellings are read: {said}"
    );
    assert!(
        said.contains("neither its imports nor a declared dependency"),
        "{said}"
    );
}

#[test]
fn a_member_of_an_imported_catalog_is_read_and_fixed_where_it_is_defined() {
    let dir = tempfile::tempdir().expect("temp dir");
    std::fs::write(
        dir.path().join("catalog.ts"),
        "export const TOOL_CATALOG = {\n  search: { annotations: { readOnlyHint: true, openWorldHint: false } },\n};\n",
    )
    .expect("catalog");
    std::fs::write(
        dir.path().join("server.ts"),
        "import { McpServer } from \"@modelcontextprotocol/sdk/server/mcp.js\";\nimport { TOOL_CATALOG } from \"./catalog.js\";\n\nconst server = new McpServer({ name: \"s\", version: \"1\" });\n\nserver.registerTool(\"search\", { annotations: TOOL_CATALOG.search.annotations }, async () => ({ content: [] }));\n",
    )
    .expect("server");
    let run = hintlint(&["check", "server.ts", "--format", "json"], dir.path());
    let findings = diagnostics(&run);
    assert_eq!(findings.len(), 1, "{}", run.stdout);
    let finding = &findings[0];
    assert_eq!(finding["rule"], "missing-annotation");
    assert!(
        finding["message"]
            .as_str()
            .is_some_and(|message| message.contains("omits destructiveHint and idempotentHint")),
        "the catalog's hints are read: {finding}"
    );
    assert!(
        finding
            .to_string()
            .contains("TOOL_CATALOG.search.annotations` imported from ./catalog.js"),
        "{finding}"
    );
    assert!(finding["fix"].is_null(), "fixed in catalog.ts, not here");
}

#[test]
fn a_helper_imported_from_a_sibling_module_is_evaluated_with_the_call_arguments() {
    let dir = tempfile::tempdir().expect("temp dir");
    std::fs::write(
        dir.path().join("hints.ts"),
        "export function annotate(readOnly: boolean, destructive = true) {\n  return { readOnlyHint: readOnly, destructiveHint: destructive, idempotentHint: readOnly, openWorldHint: false };\n}\n",
    )
    .expect("hints");
    std::fs::write(
        dir.path().join("server.ts"),
        "import { McpServer } from \"@modelcontextprotocol/sdk/server/mcp.js\";\nimport { annotate as hints } from \"./hints.js\";\n\nconst server = new McpServer({ name: \"s\", version: \"1\" });\n\nserver.registerTool(\"get_user\", { annotations: hints(true, false) }, async () => ({ content: [] }));\nserver.registerTool(\"delete_user\", { annotations: hints(false) }, async () => ({ content: [] }));\nserver.registerTool(\"create_user\", { annotations: hints(\"yes\") }, async () => ({ content: [] }));\n",
    )
    .expect("server");
    let run = hintlint(&["check", "server.ts", "--format", "json"], dir.path());
    let findings = diagnostics(&run);
    // get_user and delete_user state all four hints through the helper;
    // create_user passes a string, which reaches two hints.
    let about: Vec<(&str, &str)> = findings
        .iter()
        .map(|finding| {
            (
                finding["tool"].as_str().unwrap_or(""),
                finding["rule"].as_str().unwrap_or(""),
            )
        })
        .collect();
    assert_eq!(
        about,
        [
            ("create_user", "invalid-hint"),
            ("create_user", "invalid-hint")
        ],
        "{}",
        run.stdout
    );
    assert!(
        findings[0]
            .to_string()
            .contains("what the helper `hints` returns, imported from ./hints.js, line 1"),
        "{}",
        findings[0]
    );
    assert!(findings[0]["fix"].is_null(), "fixed in hints.ts, not here");
    let census = hintlint(&["census", "--format", "json", "server.ts"], dir.path());
    // All three are read; the two with booleans state all four.
    assert!(
        census.stdout.contains("\"all_four\": 2") && census.stdout.contains("\"tools\": 3"),
        "every tool's hints are read: {}",
        census.stdout
    );
}

#[test]
fn a_python_helper_imported_from_a_sibling_module_binds_keywords_and_defaults() {
    let dir = tempfile::tempdir().expect("temp dir");
    std::fs::write(
        dir.path().join("hints.py"),
        "from mcp.types import ToolAnnotations\n\n\ndef annotate(read_only=False, *, destructive=True):\n    \"\"\"The hints of a tool.\"\"\"\n    return ToolAnnotations(readOnlyHint=read_only, destructiveHint=destructive)\n",
    )
    .expect("hints");
    std::fs::write(
        dir.path().join("server.py"),
        "from mcp.server.fastmcp import FastMCP\nfrom .hints import annotate\n\nmcp = FastMCP(\"s\")\n\n\n@mcp.tool(annotations=annotate(read_only=True, destructive=False))\ndef get_user(id: str) -> str:\n    return id\n\n\n@mcp.tool(annotations=annotate())\ndef delete_user(id: str) -> str:\n    return id\n",
    )
    .expect("server");
    let run = hintlint(&["check", "server.py", "--format", "json"], dir.path());
    let findings = diagnostics(&run);
    let missing: Vec<String> = findings
        .iter()
        .filter(|finding| finding["rule"] == "missing-annotation")
        .map(|finding| {
            format!(
                "{}: {}",
                finding["tool"].as_str().unwrap_or(""),
                finding["message"].as_str().unwrap_or("")
            )
        })
        .collect();
    assert_eq!(missing.len(), 2, "{}", run.stdout);
    // Both are read through the helper: what is missing is what it omits.
    assert!(
        missing
            .iter()
            .all(|message| message.contains("omits idempotentHint and openWorldHint")),
        "{missing:?}"
    );
    assert!(
        !run.stdout.contains("unjudged-tool"),
        "no tool is left unjudged: {}",
        run.stdout
    );
}

/// The top-level arguments of every `add_tool(…)` call of Python `text`
/// (the text between the call's commas at its own depth, trimmed).
fn add_tool_arguments(text: &str) -> Vec<Vec<String>> {
    let mut calls = Vec::new();
    for (at, _) in text.match_indices("add_tool(") {
        let mut depth = 0usize;
        let mut arguments = vec![String::new()];
        for ch in text[at + "add_tool(".len()..].chars() {
            match ch {
                '(' | '[' | '{' => depth += 1,
                ')' | ']' | '}' if depth == 0 => break,
                ')' | ']' | '}' => depth -= 1,
                ',' if depth == 0 => {
                    arguments.push(String::new());
                    continue;
                }
                _ => {}
            }
            if let Some(last) = arguments.last_mut() {
                last.push(ch);
            }
        }
        calls.push(
            arguments
                .into_iter()
                .map(|argument| argument.trim().to_owned())
                .filter(|argument| !argument.is_empty())
                .collect(),
        );
    }
    calls
}

#[test]
fn a_fix_never_writes_annotations_into_fastmcp_s_add_tool_of_a_tool() {
    for fixture in [
        "invalid-py-fastmcp2-add-tool.py",
        "invalid-py-fastmcp3-add-method.py",
        "valid-py-fastmcp2-add-tool.py",
    ] {
        let original = repo()
            .join("tests/fixtures/missing-annotation")
            .join(fixture);
        let dir = tempfile::tempdir().expect("temp dir");
        let copy = dir.path().join(fixture);
        std::fs::copy(&original, &copy).expect("copied");
        hintlint(&["check", fixture, "--fix", "--unsafe-fixes"], dir.path());
        let fixed = String::from_utf8(read(&copy)).expect("UTF-8");
        let calls = add_tool_arguments(&fixed);
        assert!(calls.len() >= 3, "{fixture}: the calls are found");
        for arguments in &calls {
            assert!(
                arguments
                    .iter()
                    .all(|argument| !argument.starts_with("annotations")),
                "{fixture}: annotations= written into add_tool: {arguments:?}\n{fixed}"
            );
        }
        if fixture.starts_with("invalid-") {
            assert_ne!(
                fixed.as_bytes(),
                read(&original).as_slice(),
                "{fixture}: the tools are fixed where they are made"
            );
        }
        if std::process::Command::new("python3")
            .arg("--version")
            .output()
            .is_ok_and(|output| output.status.success())
        {
            let compiled = std::process::Command::new("python3")
                .args(["-m", "py_compile"])
                .arg(&copy)
                .output()
                .expect("python3 runs");
            assert!(compiled.status.success(), "{fixture}:\n{fixed}");
        } else {
            crate::common::tool_missing("python3 is not installed");
        }
    }
}

#[test]
fn fastmcp_s_add_tool_of_a_tool_is_the_tool_of_its_declaration() {
    let run = hintlint(
        &[
            "check",
            "tests/fixtures/missing-annotation/invalid-py-fastmcp3-add-method.py",
            "--format",
            "json",
        ],
        repo(),
    );
    let found: Vec<(String, String, bool, Vec<String>)> = diagnostics(&run)
        .iter()
        .map(|finding| {
            let notes = finding["notes"]
                .as_array()
                .map(|notes| {
                    notes
                        .iter()
                        .filter_map(|note| note.as_str())
                        .filter(|note| note.starts_with("no fix is offered"))
                        .map(str::to_owned)
                        .collect()
                })
                .unwrap_or_default();
            (
                finding["rule"].as_str().unwrap_or_default().to_owned(),
                finding["tool"].as_str().unwrap_or_default().to_owned(),
                finding["fix"].is_object(),
                notes,
            )
        })
        .collect();
    let note = "no fix is offered: `mcp.add_tool(…)`, which registers it, takes no \
                annotations; write them where the tool is made (with FastMCP, \
                `Tool.from_function(fn, annotations=…)` or `@tool(annotations=…)`) \
                (docs/source-code.md)";
    assert_eq!(
        found,
        [
            ("missing-annotation".into(), "balance".into(), true, vec![]),
            ("missing-annotation".into(), "transfer".into(), true, vec![]),
            (
                "missing-annotation".into(),
                "export_csv".into(),
                false,
                vec![note.to_owned()]
            ),
        ],
        "the methods added are their decorators' tools, not tools of their own; the plain \
         function added is a tool whose add_tool takes no annotations: {}",
        run.stdout
    );
}

#[test]
fn the_declared_fastmcp_version_and_the_server_s_module_decide_what_add_tool_takes() {
    let versions = "tests/inputs/fastmcp-versions";
    let fixes = |folder: &str| {
        let run = hintlint(
            &["check", &format!("{versions}/{folder}"), "--format", "json"],
            repo(),
        );
        let mut found: Vec<(String, bool)> = diagnostics(&run)
            .iter()
            .map(|finding| {
                (
                    finding["tool"].as_str().unwrap_or_default().to_owned(),
                    finding["fix"]["edits"]
                        .as_array()
                        .is_some_and(|edits| !edits.is_empty()),
                )
            })
            .collect();
        found.sort();
        found
    };
    // FastMCP 2.5: add_tool takes a function and annotations=.
    assert_eq!(fixes("v2_5"), [("export_report".to_owned(), true)]);
    // FastMCP 2.2: nothing takes annotations=.
    assert_eq!(
        fixes("v2_2"),
        [
            ("export".to_owned(), false),
            ("list_reports".to_owned(), false)
        ]
    );
    // The server comes from a sibling module written for the official SDK.
    assert_eq!(fixes("sdk-sibling"), [("export_report".to_owned(), true)]);
}

/// The tools of a tree as `(file name, tool)`, from the JSON report's
/// `missing-annotation` findings (every tool of the tree omits a hint).
fn tools_of(run: &binary::Run) -> Vec<(String, String)> {
    found(run)
        .into_iter()
        .filter(|(_, rule, _)| rule == "missing-annotation")
        .map(|(file, _, tool)| (file, tool))
        .collect()
}

#[test]
fn a_mounted_fastmcp_server_s_tools_are_named_as_sent_across_modules() {
    let run = hintlint(
        &["check", "tests/inputs/fastmcp-mounts", "--format", "json"],
        repo(),
    );
    let tools = tools_of(&run);
    assert_eq!(
        tools,
        [
            ("handbook.py".to_owned(), "handbook_search".to_owned()),
            ("status.py".to_owned(), "status_search".to_owned()),
            ("tickets.py".to_owned(), "tickets_search".to_owned()),
        ],
        "each `search` is named with the namespace it is mounted under: {}",
        run.stdout
    );
    assert!(
        !found(&run)
            .iter()
            .any(|(_, rule, _)| rule == "duplicate-tool-name"),
        "three namespaces, three tools: {}",
        run.stdout
    );
    // Without the gateway's mounts, the three are one name, twice again.
    let dir = tempfile::tempdir().expect("temp dir");
    copy_tree(&repo().join("tests/inputs/fastmcp-mounts"), dir.path());
    binary::write(dir.path(), "gateway/server.py", "gateway = None\n");
    let unmounted = hintlint(&["check", ".", "--format", "json"], dir.path());
    let duplicates = found(&unmounted)
        .into_iter()
        .filter(|(_, rule, tool)| rule == "duplicate-tool-name" && tool == "search")
        .count();
    assert_eq!(duplicates, 2, "{}", unmounted.stdout);
}

#[test]
fn a_tool_mounted_under_a_namespace_is_explained_and_diffed_by_its_sent_name() {
    let tickets = "tests/inputs/fastmcp-mounts/gateway/tickets.py";
    let explained = hintlint(&["explain", "--tool", "tickets_search", tickets], repo());
    assert!(
        explained.stdout.contains("`tickets_search` in"),
        "{}{}",
        explained.stdout,
        explained.stderr
    );
    let dir = tempfile::tempdir().expect("temp dir");
    copy_tree(&repo().join("tests/inputs/fastmcp-mounts"), dir.path());
    let changed = String::from_utf8_lossy(&read(&repo().join(tickets)))
        .replace("\"readOnlyHint\": True", "\"readOnlyHint\": False");
    binary::write(dir.path(), "gateway/tickets.py", &changed);
    let diffed = hintlint(
        &[
            "diff",
            &repo().join(tickets).display().to_string(),
            "gateway/tickets.py",
        ],
        dir.path(),
    );
    assert!(
        diffed
            .stdout
            .contains("tickets_search: readOnlyHint true → false"),
        "{}{}",
        diffed.stdout,
        diffed.stderr
    );
}

#[test]
fn go_pointers_and_rmcp_macros_are_read_and_a_reassigned_variable_is_not_guessed() {
    let dir = tempfile::tempdir().expect("temp dir");
    binary::write(
        dir.path(),
        "tools.rs",
        "use rmcp::model::{Tool, ToolAnnotations};\n\nfn tools() -> Vec<Tool> {\n    let mut all = vec![Tool::new(\"outer\", \"d\", schema())];\n    all.extend(vec![Tool::new(\"inner\", \"d\", schema()).annotate(\n        ToolAnnotations::new()\n            .read_only(true)\n            .destructive(true)\n            .idempotent(true)\n            .open_world(false),\n    )]);\n    all\n}\n",
    );
    binary::write(
        dir.path(),
        "server.go",
        "package main\n\nimport (\n\t\"github.com/modelcontextprotocol/go-sdk/mcp\"\n\t\"k8s.io/utils/ptr\"\n)\n\nfunc register(server *mcp.Server) {\n\tv := true\n\tv = false\n\tw := true\n\tmcp.AddTool(server, &mcp.Tool{Name: \"reassigned\", Annotations: &mcp.ToolAnnotations{ReadOnlyHint: true, DestructiveHint: &v, IdempotentHint: true, OpenWorldHint: ptr.To(false)}}, nil)\n\tmcp.AddTool(server, &mcp.Tool{Name: \"local\", Annotations: &mcp.ToolAnnotations{ReadOnlyHint: true, DestructiveHint: &w, IdempotentHint: true, OpenWorldHint: ptr.To(false)}}, nil)\n}\n",
    );
    let run = hintlint(&["check", ".", "--format", "json"], dir.path());
    let found: Vec<(String, String)> = found(&run)
        .into_iter()
        .map(|(_, rule, tool)| (rule, tool))
        .collect();
    let has = |rule: &str, tool: &str| found.contains(&(rule.to_owned(), tool.to_owned()));
    // Inside `vec![…]`, at any depth: both tools are read.
    assert!(has("missing-annotation", "outer"), "{}", run.stdout);
    assert!(has("inert-dependent-hint", "inner"), "{}", run.stdout);
    // `&w` of `w := true` is read; `&v` of a reassigned `v` is not guessed.
    assert!(has("inert-dependent-hint", "local"), "{}", run.stdout);
    // (an unjudged tool is not named: its name is not read either)
    assert!(has("unjudged-tool", ""), "{}", run.stdout);
    assert!(!has("inert-dependent-hint", "reassigned"), "{}", run.stdout);
}

#[test]
fn python_tool_names_built_from_constants_of_another_module_are_read() {
    let run = hintlint(
        &["check", "tests/inputs/python-names", "--format", "json"],
        repo(),
    );
    let named: Vec<(String, u64)> = diagnostics(&run)
        .iter()
        .map(|finding| {
            (
                finding["tool"].as_str().unwrap_or_default().to_owned(),
                finding["start"]["line"].as_u64().unwrap_or_default(),
            )
        })
        .collect();
    assert_eq!(
        named,
        [
            // `Tools.SEARCH.value` and `Tools.EXPORT` of an imported enum.
            ("search_contacts".to_owned(), 13),
            ("export_contacts".to_owned(), 19),
            // An f-string and a sum of an imported constant and a literal.
            ("contacts_merge".to_owned(), 25),
            ("contacts_delete".to_owned(), 31),
            // Named at run time: unnamed, never `purge` (the function).
            (String::new(), 37),
        ],
        "{}",
        run.stdout
    );
}

#[test]
fn webmcp_pages_read_each_script_apart_with_hooks_wrappers_and_run_time_tools_said() {
    let dir = tempfile::tempdir().expect("temp dir");
    // Four scripts: one ends in a `//` comment, one in `|| []`; a wrapper
    // of a classic script is called by a module; a `<textarea>`'s text and
    // a `<script src>`'s inline text are never run.
    binary::write(
        dir.path(),
        "page.html",
        "<!doctype html>\n<script>const extra = window.extra || []</script>\n<script>function registerTool(spec) { document.modelContext.registerTool(spec); } // the wrapper</script><script>registerTool({ name: \"save_draft\", description: \"d\", execute() {} });</script>\n<script type=\"module\">registerTool({ name: \"send_mail\", description: \"d\", execute() {} });\nform.setAttribute(\"toolname\", \"later\");\nfor (const tool of navigator.modelContext.getTools()) console.log(tool);</script>\n<textarea><script>registerTool({ name: \"typed\", description: \"d\", execute() {} });</script></textarea>\n<script src=\"/x.js\">registerTool({ name: \"never_run\", description: \"d\", execute() {} });</script>\n",
    );
    binary::write(
        dir.path(),
        "hooks.ts",
        "import { useWebMCP } from \"@mcp-b/react-webmcp\";\n\nexport function useTools() {\n  useWebMCP({ name: \"clear_cart\", description: \"d\", handler: async () => ({}) });\n}\n",
    );
    let run = hintlint(&["check", ".", "--format", "json"], dir.path());
    assert_eq!(
        tools_of(&run),
        [
            ("hooks.ts".to_owned(), "clear_cart".to_owned()),
            ("page.html".to_owned(), "save_draft".to_owned()),
            ("page.html".to_owned(), "send_mail".to_owned()),
        ],
        "{}\n{}",
        run.stdout,
        run.stderr
    );
    assert!(
        !found(&run).iter().any(|(_, rule, _)| rule == "parse-error"),
        "{}",
        run.stdout
    );
    let verbose = hintlint(&["check", "-v", "."], dir.path());
    for line in [
        "page.html: setAttribute(\"toolname\", …) at line 5 makes a form a WebMCP tool at run time: it is not counted",
        "page.html: getTools() at line 6 lists WebMCP tools at run time: tools named or registered from it are not counted",
    ] {
        assert!(verbose.stderr.contains(line), "{line}:\n{}", verbose.stderr);
    }
}

#[test]
fn a_python_server_passed_in_or_held_by_an_object_registers_its_tools() {
    let dir = tempfile::tempdir().expect("temp dir");
    binary::write(
        dir.path(),
        "pyproject.toml",
        "[project]\nname = \"x\"\ndependencies = [\"mcp>=1.10\"]\n",
    );
    binary::write(
        dir.path(),
        "tools.py",
        "from mcp.server.fastmcp import FastMCP\n\n\n\
         def register(server: FastMCP) -> None:\n    \
             @server.tool(name=\"fetch_page\")\n    \
             def fetch(url: str) -> str:\n        return url\n\n\n\
         class Clock:\n    \
             def __init__(self, mcp: FastMCP) -> None:\n        \
                 self.mcp = mcp\n        \
                 self.mcp.tool(title=\"Now\")(self.now)\n        \
                 self.mcp.add_tool(self.now, name=\"today\")\n\n    \
             def now(self) -> str:\n        return \"\"\n",
    );
    let run = hintlint(&["check", ".", "--format", "json"], dir.path());
    let tools: Vec<String> = tools_of(&run).into_iter().map(|(_, tool)| tool).collect();
    assert_eq!(tools, ["fetch_page", "now", "today"], "{}", run.stdout);
}

#[test]
fn a_project_s_own_registration_functions_and_tool_tables_are_a_tool_per_call_and_element() {
    let dir = tempfile::tempdir().expect("temp dir");
    // A wrapper called twice (once with its default name), a free
    // `registerTool` wrapping the SDK's, a table registered by `forEach`,
    // and a loop over data hintlint cannot know.
    binary::write(
        dir.path(),
        "server.ts",
        "import { McpServer } from \"@modelcontextprotocol/sdk/server/mcp.js\";\n\
         const server = new McpServer({ name: \"x\", version: \"1\" });\n\
         function registerWebFetch(srv, config, toolName) {\n  \
           srv.tool(toolName || \"web_fetch\", \"Fetch\", { url: z.string() }, { readOnlyHint: true }, async () => ({ content: [] }));\n\
         }\n\
         function registerTool(srv, name, config, cb) {\n  srv.registerTool(name, config, cb);\n}\n\
         registerWebFetch(server, {});\n\
         registerWebFetch(server, {}, \"fetch_docs\");\n\
         registerTool(server, \"purge\", { description: \"d\" }, async () => ({ content: [] }));\n\
         const TOOLS = [\n  { name: \"list_a\", config: { annotations: { readOnlyHint: true } }, handler: async () => ({}) },\n  \
           { name: \"drop_a\", config: {}, handler: async () => ({}) },\n];\n\
         TOOLS.forEach((t) => server.registerTool(t.name, t.config, t.handler));\n\
         for (const t of load()) server.registerTool(t.name, t.config, t.handler);\n",
    );
    let run = hintlint(&["check", ".", "--format", "json"], dir.path());
    let at = binary::placed(&run);
    let expected: Vec<(String, String, u64)> = [
        ("missing-annotation", "web_fetch", 4),
        ("missing-annotation", "fetch_docs", 4),
        ("missing-annotation", "purge", 11),
        ("missing-annotation", "list_a", 13),
        ("missing-annotation", "drop_a", 14),
        ("unjudged-tool", "", 17),
    ]
    .into_iter()
    .map(|(rule, tool, line)| (rule.to_owned(), tool.to_owned(), line))
    .collect();
    assert_eq!(at.len(), expected.len(), "{at:?}\n{}", run.stdout);
    for found in &expected {
        assert!(at.contains(found), "{found:?} in {at:?}\n{}", run.stdout);
    }
}

#[test]
fn a_python_loop_over_the_module_s_functions_adds_a_tool_per_element_at_the_element() {
    let dir = tempfile::tempdir().expect("temp dir");
    binary::write(
        dir.path(),
        "server.py",
        "from mcp.server.fastmcp import FastMCP\n\nmcp = FastMCP(\"x\")\n\n\n\
         def search(q: str) -> str:\n    return q\n\n\n\
         def suggest(q: str) -> str:\n    return q\n\n\n\
         TOOLS = [search, suggest]\n\
         for fn in TOOLS:\n    mcp.add_tool(fn)\n\
         for fn in load():\n    mcp.add_tool(fn)\n",
    );
    let run = hintlint(&["check", ".", "--format", "json"], dir.path());
    let mut at: Vec<(String, String, u64)> = diagnostics(&run)
        .iter()
        .map(|finding| {
            (
                finding["rule"].as_str().unwrap_or_default().to_owned(),
                finding["tool"].as_str().unwrap_or_default().to_owned(),
                finding["start"]["line"].as_u64().unwrap_or_default(),
            )
        })
        .collect();
    at.sort();
    let expected: Vec<(String, String, u64)> = [
        ("missing-annotation", "search", 14),
        ("missing-annotation", "suggest", 14),
        ("unjudged-tool", "", 18),
    ]
    .into_iter()
    .map(|(rule, tool, line)| (rule.to_owned(), tool.to_owned(), line))
    .collect();
    assert_eq!(at, expected, "{}", run.stdout);
}

#[test]
fn a_function_never_called_here_or_whose_handler_alone_takes_a_parameter_is_read_in_place() {
    let dir = tempfile::tempdir().expect("temp dir");
    // Called from another module: its registrations are tools where they
    // are written (one named at run time), never nothing.
    binary::write(
        dir.path(),
        "tools.ts",
        "import { McpServer } from \"@modelcontextprotocol/sdk/server/mcp.js\";\n\
         export function registerTools(server: McpServer, db: { list(): string[] }) {\n  \
           server.registerTool(\"list_rows\", { annotations: { readOnlyHint: true } }, async () => ({ content: db.list() }));\n\
         }\n\
         registerTools(new McpServer({ name: \"x\", version: \"1\" }), { list: () => [] });\n\
         export function registerWebFetch(server: McpServer, toolName?: string) {\n  \
           server.tool(toolName || \"web_fetch\", \"Fetch\", {}, { readOnlyHint: true }, async () => ({ content: [] }));\n\
         }\n",
    );
    let run = hintlint(&["check", ".", "--format", "json"], dir.path());
    let mut at: Vec<(String, u64)> = diagnostics(&run)
        .iter()
        .map(|finding| {
            (
                finding["rule"].as_str().unwrap_or_default().to_owned(),
                finding["start"]["line"].as_u64().unwrap_or_default(),
            )
        })
        .collect();
    at.sort();
    assert_eq!(
        at,
        [
            ("missing-annotation".to_owned(), 3),
            ("missing-annotation".to_owned(), 7)
        ],
        "{}",
        run.stdout
    );
}

/// A page whose only WebMCP tool is made at run time registers nothing
/// hintlint counts, and says where that tool is made: walked (`-v`, JSON
/// `skipped`) and named.
#[test]
fn a_page_whose_tools_are_made_at_run_time_says_where() {
    let dir = tempfile::tempdir().expect("temp dir");
    std::fs::write(
        dir.path().join("page.html"),
        "<!doctype html>\n<form id=\"search\"></form>\n<script>\n  document.getElementById(\"search\").setAttribute(\"toolname\", \"search\");\n</script>\n",
    )
    .expect("written");
    let walked = hintlint(
        &[
            "check",
            "--isolated",
            "--allow-empty",
            "--format",
            "json",
            ".",
        ],
        dir.path(),
    );
    let report = json(&walked);
    let reason = report["skipped"][0]["reason"].as_str().unwrap_or_default();
    assert!(
        reason.starts_with("source code whose only tools are made at run time: ")
            && reason.contains("at line 4 makes a form a WebMCP tool at run time"),
        "{reason}"
    );
    let named = hintlint(&["check", "--isolated", "page.html"], dir.path());
    assert!(
        named
            .stdout
            .contains("at line 4 makes a form a WebMCP tool at run time"),
        "{}",
        named.stdout
    );
}

#[test]
fn a_project_s_own_go_types_mirroring_the_sdk_s_are_read_by_their_definition() {
    let tree = "tests/inputs/go-mirror";
    let run = hintlint(&["check", tree, "--format", "json"], repo());
    let tools = tools_of(&run);
    assert_eq!(
        tools,
        [
            ("tools.go".to_owned(), "delete_file".to_owned()),
            ("tools.go".to_owned(), "read_file".to_owned()),
        ],
        "`api.Tool{{…}}` is read as the SDK's: `api.ToolAnnotations` types its hints `*bool`: {}",
        run.stdout
    );
    // `legacy.ToolAnnotations` has plain `bool` hints: not an SDK's, unread.
    let unread: Vec<String> = found(&run)
        .into_iter()
        .filter(|(_, rule, _)| rule == "unread-tool")
        .map(|(file, _, _)| file)
        .collect();
    assert_eq!(unread, ["tools.go", "tools.go"], "{}", run.stdout);
    // The fix writes pointers as the file writes them, and reads back.
    let dir = tempfile::tempdir().expect("temp dir");
    copy_tree(&repo().join(tree), dir.path());
    // A repository: `go.mod` is looked for up to its root.
    std::fs::create_dir(dir.path().join(".git")).expect("a repository");
    let fixed = hintlint(&["check", ".", "--fix"], dir.path());
    assert!(
        fixed.stderr.contains("2 fixes") || fixed.stdout.contains("2 fixes"),
        "{}{}",
        fixed.stdout,
        fixed.stderr
    );
    let text = String::from_utf8_lossy(&read(&dir.path().join("cmd/server/tools.go"))).into_owned();
    assert!(
        text.contains("DestructiveHint: ptr.To(true), ReadOnlyHint: ptr.To(false), IdempotentHint: ptr.To(false), OpenWorldHint: ptr.To(true)"),
        "{text}"
    );
    let again = hintlint(&["check", ".", "--format", "json"], dir.path());
    assert!(tools_of(&again).is_empty(), "{}", again.stdout);
    // Without the definition (no `go.mod` names the module), nothing says
    // what the fields are: every hint is an unread place.
    std::fs::remove_file(dir.path().join("go.mod")).expect("remove go.mod");
    let orphan = hintlint(&["check", ".", "--format", "json"], dir.path());
    assert!(tools_of(&orphan).is_empty(), "{}", orphan.stdout);
    assert!(
        found(&orphan)
            .iter()
            .filter(|(_, rule, _)| rule == "unread-tool")
            .count()
            > 2,
        "{}",
        orphan.stdout
    );
}

#[test]
fn a_project_function_forwarding_mcp_go_options_into_a_bare_tool_is_a_tool_per_call() {
    // `shelf.Define(name, …, opts...)` calls `build`, which writes
    // `mcp.Tool{Name: label}` and applies each option: every call is a
    // tool named by its first argument, with its options' hints.
    let tree = "tests/inputs/go-wrapper";
    let run = hintlint(&["check", tree, "--format", "json"], repo());
    assert_eq!(
        tools_of(&run),
        [
            ("books.go".to_owned(), "find_book".to_owned()),
            ("books.go".to_owned(), "shelve_book".to_owned()),
        ],
        "{}",
        run.stdout
    );
    let messages: Vec<String> = diagnostics(&run)
        .iter()
        .filter_map(|finding| finding["message"].as_str().map(str::to_owned))
        .collect();
    assert!(
        messages.contains(&"`find_book` omits destructiveHint and idempotentHint".to_owned()),
        "{messages:?}"
    );
    // No `mcp.NewTool` defaults: what the options leave is not sent.
    let census = hintlint(&["census", tree, "--format", "json"], repo());
    let hints = &json(&census)["trees"][0]["total"]["hints"];
    assert_eq!(hints["destructiveHint"]["wire"]["absent"], 2, "{hints}");
    assert_eq!(hints["readOnlyHint"]["wire"]["false"], 1, "{hints}");
    assert_eq!(hints["openWorldHint"]["wire"]["absent"], 1, "{hints}");
    // The fix writes the options the call's own options are qualified as.
    assert!(
        run.stdout
            .contains("mcp.WithDestructiveHintAnnotation(false)"),
        "{}",
        run.stdout
    );
}

#[test]
fn a_wrapper_exported_to_another_module_is_a_tool_per_call_there() {
    let tree = "tests/inputs/ts-wrappers";
    let run = hintlint(&["check", tree], repo());
    let said = run.stdout.replace(&format!("{tree}/"), "");
    insta::with_settings!({
        snapshot_path => "../snapshots",
        prepend_module_to_snapshot => false,
    }, {
        insta::assert_snapshot!("ts_wrappers_called_from_another_module", said);
    });
    // Each call of `registerWebFetch` in index.ts is a tool, by the name it
    // gives; the calls of `defineTool` pass hints read there, never unread.
    let report = json(&hintlint(&["check", tree, "--format", "json"], repo()));
    assert!(
        !report.to_string().contains("unread-tool"),
        "what index.ts passes to the wrappers is read: {report}"
    );
    let census = json(&hintlint(&["census", tree, "--format", "json"], repo()));
    let tools: u64 = census["trees"][0]["files"]
        .as_array()
        .map(|files| files.iter().filter_map(|file| file["tools"].as_u64()).sum())
        .unwrap_or_default();
    assert_eq!(
        tools, 5,
        "two calls of each wrapper and a tool of an imported server: {census}"
    );
    // The fix goes into the wrapper's body once, where the hints are
    // written, and leaves the calls' own hints to them.
    let dir = tempfile::tempdir().expect("temp dir");
    copy_tree(&repo().join(tree), dir.path());
    hintlint(&["check", ".", "--fix"], dir.path());
    let fetch = String::from_utf8_lossy(&read(&dir.path().join("src/tools/fetch.ts"))).into_owned();
    assert!(
        fetch.contains(
            "      openWorldHint: true,\n      destructiveHint: false,\n      idempotentHint: true,\n    },"
        ),
        "{fetch}"
    );
    assert_eq!(
        read(&dir.path().join("src/index.ts")),
        read(&repo().join(tree).join("src/index.ts")),
        "the calls are in another file: never written"
    );
    let again = hintlint(&["check", ".", "--format", "concise"], dir.path());
    assert!(
        again.stdout.contains("`list_files` omits") && !again.stdout.contains("web_fetch"),
        "{}",
        again.stdout
    );
}

#[test]
fn names_from_another_module_an_enum_and_joined_strings_name_their_tools() {
    let tree = "tests/inputs/ts-names";
    let run = hintlint(&["check", tree, "--format", "json"], repo());
    let mut tools: Vec<String> = tools_of(&run).into_iter().map(|(_, tool)| tool).collect();
    tools.sort();
    assert_eq!(
        tools,
        ["crm_export", "crm_lookup", "crm_search", "crm_search_v2"],
        "{}",
        run.stdout
    );
    // A name imported from another module is no object edited there: the
    // hints, written here, are fixed here.
    let fixable = json(&run)["diagnostics"]
        .as_array()
        .map(|found| {
            found
                .iter()
                .filter(|finding| !finding["fix"].is_null())
                .count()
        })
        .unwrap_or_default();
    assert_eq!(fixable, 4, "{}", run.stdout);
}

#[test]
fn a_ruby_define_tool_given_its_handler_as_a_block_argument_is_read_and_fixed() {
    let dir = tempfile::tempdir().expect("temp dir");
    binary::write(
        dir.path(),
        "server.rb",
        "require \"mcp\"\n\nserver = MCP::Server.new(name: \"notes\")\nhandler = ->(id:) { MCP::Tool::Response.new([]) }\nserver.define_tool(name: \"delete_note\", description: \"Deletes a note\", &handler)\n",
    );
    let run = hintlint(&["check", "server.rb", "--format", "json"], dir.path());
    assert_eq!(
        tools_of(&run),
        [("server.rb".to_owned(), "delete_note".to_owned())],
        "{}{}",
        run.stdout,
        run.stderr
    );
    // The fix writes the keyword before the block argument, which stays last.
    hintlint(
        &["check", "server.rb", "--fix", "--unsafe-fixes"],
        dir.path(),
    );
    let fixed = String::from_utf8_lossy(&read(&dir.path().join("server.rb"))).into_owned();
    assert!(
        fixed.contains("annotations: {") && fixed.trim_end().ends_with("}, &handler)"),
        "{fixed}"
    );
    let again = hintlint(&["check", "server.rb", "--format", "json"], dir.path());
    assert!(tools_of(&again).is_empty(), "{}", again.stdout);
}

#[test]
fn fully_qualified_java_tool_annotations_are_read_and_a_nul_in_a_comment_is_no_error() {
    let dir = tempfile::tempdir().expect("temp dir");
    binary::write(
        dir.path(),
        "SpringTools.java",
        "package notes;\n\nclass SpringTools {\n    @org.springframework.ai.mcp.annotation.McpTool(name = \"delete_note\", description = \"Deletes a note\")\n    public String deleteNote(String id) { return id; }\n}\n",
    );
    binary::write(
        dir.path(),
        "QuarkusTools.java",
        "package notes;\n\nclass QuarkusTools {\n    @io.quarkiverse.mcp.server.Tool(name = \"archive_note\", description = \"Archives a note\")\n    String archiveNote(String id) { return id; }\n}\n",
    );
    binary::write(
        dir.path(),
        "NulTools.java",
        "package notes;\n\nimport io.quarkiverse.mcp.server.Tool;\n\n// a NUL \0 in a comment\nclass NulTools {\n    /* and \0 here */\n    @Tool(name = \"purge_notes\", description = \"Purges notes\")\n    String purgeNotes() { return \"\"; }\n}\n",
    );
    let run = hintlint(&["check", ".", "--format", "json"], dir.path());
    assert_eq!(
        tools_of(&run),
        [
            ("NulTools.java".to_owned(), "purge_notes".to_owned()),
            ("QuarkusTools.java".to_owned(), "archive_note".to_owned()),
        ],
        "{}{}",
        run.stdout,
        run.stderr
    );
    // Spring AI sends every hint of a tool that writes none: read, and
    // nothing to report.
    let explained = hintlint(
        &["explain", "--tool", "delete_note", "SpringTools.java"],
        dir.path(),
    );
    assert!(
        explained.stdout.contains("`delete_note` in"),
        "{}{}",
        explained.stdout,
        explained.stderr
    );
    // The nested annotation is written as fully qualified as its tool's.
    hintlint(&["check", ".", "--fix", "--unsafe-fixes"], dir.path());
    let quarkus =
        String::from_utf8_lossy(&read(&dir.path().join("QuarkusTools.java"))).into_owned();
    assert!(
        quarkus.contains("annotations = @io.quarkiverse.mcp.server.Tool.Annotations("),
        "{quarkus}"
    );
    let again = hintlint(&["check", ".", "--format", "json"], dir.path());
    assert!(tools_of(&again).is_empty(), "{}", again.stdout);
    // Outside a comment or a string, a NUL is still a syntax error.
    binary::write(
        dir.path(),
        "Stray.java",
        "import io.quarkiverse.mcp.server.Tool;\nclass Stray { \0 @Tool(name = \"a\") String a() { return \"\"; } }\n",
    );
    let stray = hintlint(&["check", "Stray.java", "--format", "json"], dir.path());
    assert!(stray.stdout.contains("parse-error"), "{}", stray.stdout);
}

#[test]
fn explain_shows_the_handler_chain_and_each_effect_with_its_place() {
    let path = "tests/inputs/effects/banners.ts";
    let explained = hintlint(&["explain", "--tool", "update_banner", path], repo());
    let out = &explained.stdout;
    assert!(
        out.contains("what its handler does (docs/effects.md):"),
        "{out}{}",
        explained.stderr
    );
    // The helper two calls down, certain, with its place and chain.
    assert!(
        out.contains(&format!(
            "PATCH: `fetch(…)`, at {path}:8:26\n    handler → updateBanner → saveBanner; certain: on every path"
        )),
        "{out}"
    );
    // The read one call down.
    assert!(
        out.contains(&format!(
            "GET: `fetch(…)`, at {path}:16:24\n    handler → updateBanner; certain"
        )),
        "{out}"
    );
    // The DELETE under a branch: shown, and why it is not certain.
    assert!(
        out.contains(&format!(
            "DELETE: `fetch(…)`, at {path}:31:13\n    handler; not certain: it runs on some paths only"
        )),
        "{out}"
    );
}
