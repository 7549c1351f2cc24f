//! The first screen a new user sees: help that names the main input
//! (source code) first, editor snippets that cover every language the
//! server reads, fix titles that show what their edits write, the same
//! exit code from `check` and `census` when nothing was read, and a
//! summary that always says what is left for `--unsafe-fixes`.

use std::collections::BTreeSet;

use crate::binary::{diagnostics, hintlint, repo, write};

/// The position of `needle` in `text`, for ordering words.
fn at(text: &str, needle: &str) -> usize {
    text.find(needle)
        .unwrap_or_else(|| panic!("`{needle}` in:\n{text}"))
}

#[test]
fn help_names_source_code_first() {
    let top = hintlint(&["--help"], repo());
    assert_eq!(top.code, 0, "{}", top.stderr);
    let about = top.stdout.lines().next().expect("a first line");
    assert!(at(about, "source code") < at(about, "manifests"), "{about}");
    let check_line = top
        .stdout
        .lines()
        .find(|line| line.trim_start().starts_with("check "))
        .expect("the check command");
    assert!(
        at(check_line, "source code") < at(check_line, "manifests"),
        "{check_line}"
    );
    let check = hintlint(&["check", "--help"], repo());
    assert_eq!(check.code, 0, "{}", check.stderr);
    let first = check.stdout.lines().next().expect("a first line");
    assert!(at(first, "source code") < at(first, "manifests"), "{first}");
    let paths = check
        .stdout
        .split("[PATHS]...")
        .nth(2)
        .expect("the PATHS argument's help");
    assert!(
        at(paths, "Source files") < at(paths, "manifests"),
        "{paths}"
    );
}

/// The Neovim filetype of each extension the readers and the manifests
/// take (Neovim's own names: `cs`, `typescriptreact`).
fn neovim_filetype(extension: &str) -> &'static str {
    match extension {
        "ts" | "mts" | "cts" => "typescript",
        "tsx" => "typescriptreact",
        "js" | "mjs" | "cjs" => "javascript",
        "jsx" => "javascriptreact",
        "py" => "python",
        "go" => "go",
        "rs" => "rust",
        "cs" => "cs",
        "html" | "htm" => "html",
        "java" => "java",
        "kt" | "kts" => "kotlin",
        "php" => "php",
        "rb" => "ruby",
        "swift" => "swift",
        other => panic!("no Neovim filetype known for `.{other}`: add it here"),
    }
}

#[test]
fn neovim_snippets_list_every_language_the_server_reads() {
    let mut wanted: BTreeSet<&str> = ["json", "jsonc", "yaml"].into();
    for info in &hintlint::code::languages::LANGUAGES {
        for extension in info.extensions {
            wanted.insert(neovim_filetype(extension));
        }
    }
    let page = std::fs::read_to_string(repo().join("docs/editors.md")).expect("docs/editors.md");
    let snippets: Vec<&str> = page.split("<!-- neovim-snippet: ").skip(1).collect();
    assert_eq!(snippets.len(), 3, "the 0.11, 0.8 and 0.7 snippets");
    for snippet in snippets {
        let list = snippet
            .split_once("filetypes = {")
            .or_else(|| snippet.split_once("pattern = {"))
            .and_then(|(_, rest)| rest.split_once('}'))
            .map(|(list, _)| list)
            .expect("a filetype list");
        let listed: BTreeSet<&str> = list
            .split(',')
            .map(|item| item.trim().trim_matches('"'))
            .filter(|item| !item.is_empty())
            .collect();
        let missing: Vec<&&str> = wanted.difference(&listed).collect();
        assert!(missing.is_empty(), "missing {missing:?} in:\n{snippet}");
    }
}

#[test]
fn a_python_fix_title_quotes_as_its_edit() {
    let dir = tempfile::tempdir().expect("temp dir");
    write(
        dir.path(),
        "server.py",
        "from mcp.server.fastmcp import FastMCP\n\nmcp = FastMCP('notes')\n\n\n\
         @mcp.tool(annotations={\n    'readOnlyHint': True,\n    'destructiveHint': False,\n})\n\
         def list_notes() -> list[str]:\n    return []\n",
    );
    let run = hintlint(
        &["check", "--isolated", "--format", "json", "server.py"],
        dir.path(),
    );
    let found = diagnostics(&run);
    let fix = found
        .iter()
        .find_map(|finding| finding.get("fix").filter(|fix| !fix.is_null()))
        .expect("a fix");
    let title = fix["message"].as_str().expect("a title");
    let edit = fix["edits"][0]["content"].as_str().expect("an edit");
    assert!(title.contains("'idempotentHint': True"), "{title}");
    assert!(edit.contains("'idempotentHint': True"), "{edit}");
    assert!(!title.contains('"'), "{title}");
}

#[test]
fn check_and_census_agree_when_nothing_was_read() {
    let dir = tempfile::tempdir().expect("temp dir");
    write(dir.path(), "README.md", "# notes\n");
    let check = hintlint(&["check", "--isolated"], dir.path());
    let census = hintlint(&["census", "--isolated"], dir.path());
    assert_eq!(check.code, 2, "{}", check.stderr);
    assert_eq!(census.code, check.code, "{}", census.stderr);
    assert!(
        census.stderr.contains("error: .: found no MCP tool"),
        "{}",
        census.stderr
    );
    assert!(census.stderr.contains("--allow-empty"), "{}", census.stderr);
    let check = hintlint(&["check", "--isolated", "--allow-empty"], dir.path());
    let census = hintlint(&["census", "--isolated", "--allow-empty"], dir.path());
    assert_eq!(check.code, 0, "{}", check.stderr);
    assert_eq!(census.code, check.code, "{}", census.stderr);
    assert!(
        census.stderr.contains("warning: .: found no MCP tool"),
        "{}",
        census.stderr
    );
}

#[test]
fn every_summary_says_what_is_left_for_unsafe_fixes() {
    let dir = tempfile::tempdir().expect("temp dir");
    let manifest = r#"{"tools": [
{"name": "a", "inputSchema": {"type": "object"}, "annotations": {"readOnlyHint": true}, "_meta": {"http": {"method": "GET", "path": "/a"}}},
{"name": "b", "inputSchema": {"type": "object"}, "annotations": {"readOnlyHint": true, "destructiveHint": false}, "_meta": {"http": {"method": "DELETE", "path": "/b"}}}
]}
"#;
    write(dir.path(), "tools.json", manifest);
    let report = hintlint(&["check", "--isolated", "tools.json"], dir.path());
    assert!(
        report
            .stdout
            .contains("2 fixable with --fix (1 more with --unsafe-fixes)"),
        "{}",
        report.stdout
    );
    let diff = hintlint(
        &["check", "--isolated", "--fix", "--diff", "tools.json"],
        dir.path(),
    );
    assert!(
        diff.stderr
            .contains("would apply 2 fixes in 1 file; 1 error would remain; 1 more fixable with --unsafe-fixes"),
        "{}",
        diff.stderr
    );
    let all = hintlint(
        &[
            "check",
            "--isolated",
            "--fix",
            "--diff",
            "--unsafe-fixes",
            "tools.json",
        ],
        dir.path(),
    );
    assert!(!all.stderr.contains("more fixable"), "{}", all.stderr);
    let fixed = hintlint(&["check", "--isolated", "--fix", "tools.json"], dir.path());
    assert!(
        fixed.stdout.contains("1 fixable with --fix --unsafe-fixes"),
        "{}",
        fixed.stdout
    );
}

#[test]
fn a_typescript_message_uses_no_go_notation() {
    let dir = tempfile::tempdir().expect("temp dir");
    write(
        dir.path(),
        "tools.ts",
        "import type { Tool } from \"@modelcontextprotocol/sdk/types.js\";\n\n\
         export class ListNotes implements Tool {\n  name = \"list_notes\";\n  \
         annotations = { readOnlyHint: true };\n}\n",
    );
    let run = hintlint(
        &["check", "--isolated", "--format", "json", "tools.ts"],
        dir.path(),
    );
    let found = diagnostics(&run);
    let message = found
        .iter()
        .find(|finding| finding["rule"] == "unread-tool")
        .and_then(|finding| finding["message"].as_str())
        .expect("an unread-tool finding");
    assert!(!message.contains("{…}"), "{message}");
    assert!(
        message.contains("the body that follows `Tool` at line 3"),
        "{message}"
    );
}
