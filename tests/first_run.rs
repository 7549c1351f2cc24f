//! The first hour with hintlint: help everywhere, usage that shows every
//! way to call a command, completions, a manual page, words that agree.

use crate::binary;

use std::path::Path;

use crate::binary::{hintlint, repo, write};

#[test]
fn help_answers_help() {
    let run = hintlint(&["help", "--help"], repo());
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert!(
        run.stdout.contains("Usage: hintlint help [COMMAND]"),
        "{}",
        run.stdout
    );
    let check = hintlint(&["help", "check"], repo());
    assert_eq!(check.code, 0);
    assert!(
        check.stdout.contains("Usage: hintlint check"),
        "{}",
        check.stdout
    );
    assert!(
        check.stdout.contains("show a live\n") || check.stdout.contains("server's stderr"),
        "-v says it shows a server's stderr: {}",
        check.stdout
    );
    hintlint(&["help", "nope"], repo()).assert_fails(2, "`hintlint help` lists them");
}

#[test]
fn usage_shows_every_way_to_call_mapping_and_explain() {
    hintlint(&["mapping"], repo()).assert_fails(2, "mapping <FILE|--builtin <NAME>|--all>");
    hintlint(&["explain"], repo()).assert_fails(2, "`hintlint rules` lists them");
}

#[test]
fn explain_prints_plain_markdown_into_a_pipe() {
    let run = hintlint(&["explain", "unsound-claim"], repo());
    assert_eq!(run.code, 0);
    assert!(
        run.stdout.starts_with("# unsound-claim\n"),
        "{}",
        run.stdout
    );
    assert!(
        !run.stdout.contains('\u{1b}'),
        "no terminal codes into a pipe"
    );
}

#[test]
fn completions_and_the_manual_page_come_from_the_definitions() {
    for shell in ["bash", "zsh", "fish", "elvish", "powershell"] {
        let run = hintlint(&["completions", shell], repo());
        assert_eq!(run.code, 0, "{shell}: {}", run.stderr);
        assert!(run.stdout.contains("hintlint"), "{shell}");
        assert!(
            run.stdout.contains("unsafe-fixes"),
            "{shell} completes check's flags"
        );
    }
    let man = hintlint(&["man"], repo());
    assert_eq!(man.code, 0);
    assert!(man.stdout.starts_with(".ie") || man.stdout.contains(".TH hintlint 1"));
    assert!(man.stdout.contains("completions"), "{}", man.stdout);
    assert!(man.stdout.contains("hintlint\\-check(1)"), "{}", man.stdout);
    // The pages the main one refers to exist.
    let check = hintlint(&["man", "check"], repo());
    assert_eq!(check.code, 0, "{}", check.stderr);
    assert!(
        check.stdout.contains(".TH hintlint-check 1"),
        "{}",
        check.stdout
    );
    assert!(
        check.stdout.contains("stdin\\-filename"),
        "{}",
        check.stdout
    );
    hintlint(&["man", "nope"], repo()).assert_fails(2, "`hintlint help` lists them");
    let dir = tempfile::tempdir().expect("temp dir");
    let out = dir.path().join("man1");
    let all = hintlint(&["man", "--out-dir", &out.to_string_lossy()], repo());
    assert_eq!(all.code, 0, "{}", all.stderr);
    for page in [
        "hintlint.1",
        "hintlint-check.1",
        "hintlint-census.1",
        "hintlint-lsp.1",
    ] {
        let text = std::fs::read_to_string(out.join(page)).expect(page);
        assert!(text.contains(".TH"), "{page}");
    }
}

#[test]
fn words_agree_and_count_right() {
    let profile = hintlint(&["profile"], repo());
    let mapping = hintlint(&["mapping", "--builtin", "apisix"], repo());
    assert!(profile.stdout.contains("PROFILE_MAXIMAL"));
    assert!(mapping.stdout.contains("PROFILE_MAXIMAL"));
    assert!(!mapping.stdout.contains("SOUND_MAXIMAL"));
    assert!(
        mapping
            .stdout
            .contains("ro/d/i/ow = readOnlyHint/destructiveHint")
    );
    assert!(
        mapping.stdout.contains("0 unsupported active guarantees"),
        "{}",
        mapping.stdout
    );
    let api2mcp = hintlint(&["mapping", "--builtin", "api2mcp"], repo());
    assert!(
        api2mcp.stdout.contains("1 unsupported active guarantee\n"),
        "{}",
        api2mcp.stdout
    );
}

#[test]
fn init_links_to_the_configuration_section() {
    let dir = tempfile::tempdir().expect("temp dir");
    let run = hintlint(&["init"], dir.path());
    assert_eq!(run.code, 0);
    let text = std::fs::read_to_string(dir.path().join("hintlint.toml")).expect("written");
    let mut lines = text.lines();
    // The schema and the page are where the build's repository keeps them
    // at this version; a build that names no repository points at no URL.
    if let Some(schema) = hintlint::homepage::raw_file_url("hintlint.schema.json") {
        assert_eq!(
            lines.next().map(str::to_owned),
            Some(format!("#:schema {schema}")),
            "a schema line taplo understands"
        );
    }
    let docs = hintlint::homepage::file_url("docs/configuration.md")
        .unwrap_or_else(|| "docs/configuration.md of hintlint's repository".to_owned());
    assert_eq!(
        lines.next().map(str::to_owned),
        Some(format!("# hintlint configuration: {docs}"))
    );
    let schema: serde_json::Value = serde_json::from_str(
        &std::fs::read_to_string(binary::repo().join("hintlint.schema.json")).expect("schema"),
    )
    .expect("JSON");
    assert!(
        schema.get("$id").is_none(),
        "no made-up address in the schema"
    );
    assert!(schema["x-taplo-info"]["patterns"].is_array());
}

#[test]
fn profile_terms_point_at_their_explanation() {
    let run = hintlint(
        &["check", "--color", "never", "examples/billing-tools.jsonc"],
        repo(),
    );
    assert!(
        run.stdout.contains("= see: hintlint explain unsound-claim"),
        "{}",
        run.stdout
    );
}

#[test]
fn an_unsound_claim_says_how_to_accept_it_in_the_files_own_syntax() {
    let dir = tempfile::tempdir().expect("temp dir");
    write(
        dir.path(),
        "api.yaml",
        "openapi: 3.0.3\ninfo: {title: t, version: \"1\"}\npaths:\n  /messages:\n    post:\n      operationId: sendMessage\n      x-mcp-annotations: {destructiveHint: false}\n",
    );
    write(
        dir.path(),
        "tools.json",
        r#"[{"name": "send", "inputSchema": {}, "annotations": {"destructiveHint": false}, "_meta": {"http": {"method": "POST"}}}]"#,
    );
    let yaml = hintlint(&["check", "--isolated", "api.yaml"], dir.path());
    assert!(
        yaml.stdout
            .contains("`# hintlint-allow(unsound-claim): <why this POST only appends>`"),
        "{}",
        yaml.stdout
    );
    write(
        dir.path(),
        "tools.jsonc",
        r#"[{"name": "send", "inputSchema": {}, "annotations": {"destructiveHint": false}, "_meta": {"http": {"method": "POST"}}}]"#,
    );
    let jsonc = hintlint(&["check", "--isolated", "tools.jsonc"], dir.path());
    assert!(
        jsonc
            .stdout
            .contains("write `// hintlint-allow(unsound-claim): <why this POST only appends>` on the line before the hint, or an `[[exception]]`"),
        "{}",
        jsonc.stdout
    );
    // Source code, bound by the configuration: its own comment syntax.
    write(
        dir.path(),
        "hintlint.toml",
        "[[binding]]\ntools = [\"send_*\"]\nmethod = \"POST\"\n",
    );
    write(
        dir.path(),
        "server.ts",
        "import { McpServer } from \"@modelcontextprotocol/sdk/server/mcp.js\";\nconst server = new McpServer({ name: \"s\", version: \"1\" });\nserver.registerTool(\"send_mail\", { annotations: { destructiveHint: false } }, async () => ({ content: [] }));\n",
    );
    write(
        dir.path(),
        "server.py",
        "from mcp.server.fastmcp import FastMCP\nfrom mcp.types import ToolAnnotations\nmcp = FastMCP(\"s\")\n\n@mcp.tool(annotations=ToolAnnotations(destructiveHint=False))\ndef send_fax() -> str:\n    return \"\"\n",
    );
    let code = hintlint(&["check", "server.ts", "server.py"], dir.path());
    assert!(
        code.stdout
            .contains("`// hintlint-allow(unsound-claim): <why this POST only appends>`")
            && code
                .stdout
                .contains("`# hintlint-allow(unsound-claim): <why this POST only appends>`"),
        "{}",
        code.stdout
    );
    let json = hintlint(&["check", "--isolated", "tools.json"], dir.path());
    assert!(
        json.stdout
            .contains("tool = \"send\", rule = \"unsound-claim\", hint = \"destructiveHint\""),
        "{}",
        json.stdout
    );
}

#[test]
fn yaml_findings_give_their_help_in_yaml() {
    let yaml = hintlint(
        &["check", "--isolated", "examples/store-openapi.yaml"],
        repo(),
    );
    let json = hintlint(
        &["check", "--isolated", "examples/store-openapi.json"],
        repo(),
    );
    let helps = |text: &str| -> Vec<String> {
        text.lines()
            .filter(|line| line.trim_start().starts_with("help:") || line.contains("fix available"))
            .map(str::to_owned)
            .collect()
    };
    let yaml_helps = helps(&yaml.stdout);
    assert!(
        yaml_helps
            .iter()
            .any(|line| line.contains("readOnlyHint: false")),
        "{yaml_helps:?}"
    );
    assert!(
        yaml_helps
            .iter()
            .all(|line| !line.contains("\"readOnlyHint\"")),
        "JSON syntax in a YAML file's help: {yaml_helps:?}"
    );
    // The same document in JSON is helped in JSON.
    assert!(
        helps(&json.stdout)
            .iter()
            .any(|line| line.contains("\"readOnlyHint\": false")),
        "{}",
        json.stdout
    );
}

/// The summary counts of a JSON report.
fn summary_of(run: &binary::Run) -> serde_json::Value {
    let report: serde_json::Value = serde_json::from_str(&run.stdout).expect("a JSON report");
    report["summary"].clone()
}

#[test]
fn the_summary_promises_what_fix_then_applies() {
    let mut files: Vec<std::path::PathBuf> = std::fs::read_dir("tests/fixtures")
        .expect("fixtures")
        .flatten()
        .flat_map(|rule| std::fs::read_dir(rule.path()).expect("a rule").flatten())
        .map(|entry| entry.path())
        .filter(|path| path.extension().is_some_and(|ext| ext != "toml"))
        .collect();
    files.sort();
    let mut checked = 0;
    let mut revealed = 0;
    for fixture in &files {
        let config = fixture.with_extension("toml");
        for unsafe_fixes in [false, true] {
            let dir = tempfile::tempdir().expect("temp dir");
            let name = fixture
                .file_name()
                .expect("a name")
                .to_string_lossy()
                .into_owned();
            std::fs::copy(fixture, dir.path().join(&name)).expect("copied");
            let mut args = vec!["check", "--format", "json"];
            if config.is_file() {
                std::fs::copy(&config, dir.path().join("hintlint.toml")).expect("copied");
            } else {
                args.push("--isolated");
            }
            args.push(&name);
            let before = summary_of(&hintlint(&args, dir.path()));
            let promised = if unsafe_fixes {
                before["fixable"].as_u64()
            } else {
                before["fixable_safe"].as_u64()
            }
            .expect("a count");
            let mut fixing = args.clone();
            fixing.insert(1, "--fix");
            if unsafe_fixes {
                fixing.insert(2, "--unsafe-fixes");
            }
            let after = summary_of(&hintlint(&fixing, dir.path()));
            let fixed = after["fixed"].as_u64().expect("fixed");
            let more = after["revealed"].as_u64().expect("revealed");
            assert_eq!(
                fixed - more,
                promised,
                "{} (unsafe fixes: {unsafe_fixes}): promised {promised}, fixed {fixed} ({more} revealed)",
                fixture.display()
            );
            checked += usize::from(promised > 0);
            revealed += more;
        }
    }
    assert!(checked > 100, "only {checked} fixture runs had fixes");
    assert!(
        revealed > 0,
        "no fixture reveals a finding by fixing another"
    );
}

#[test]
fn skipped_files_are_named_with_their_reason() {
    let dir = tempfile::tempdir().expect("temp dir");
    write(
        dir.path(),
        "package.json",
        r#"{"name": "x", "version": "1"}"#,
    );
    write(
        dir.path(),
        "tools.json",
        r#"{"tools": [{"name": "a", "inputSchema": {}}]}"#,
    );
    let server = "import { McpServer } from \"@modelcontextprotocol/sdk/server/mcp.js\";\nconst s = new McpServer({ name: \"s\", version: \"1\" });\ns.registerTool(\"a\", {}, async () => ({ content: [] }));\n";
    write(dir.path(), "src/server.ts", server);
    write(dir.path(), "dist/server.js", server);
    write(dir.path(), "src/util.ts", "export const x = 1;\n");
    let verbose = hintlint(&["check", "--isolated", "-v", "."], dir.path());
    for line in [
        "dist/server.js: skipped: compiled output in a build folder: its sources are read instead",
        "package.json: skipped: not an MCP tool manifest:",
        "src/util.ts: skipped: source code that registers no MCP tool",
    ] {
        assert!(verbose.stderr.contains(line), "{line}:\n{}", verbose.stderr);
    }
    let json = hintlint(
        &["check", "--isolated", "--format", "json", "."],
        dir.path(),
    );
    let report: serde_json::Value = serde_json::from_str(&json.stdout).expect("JSON");
    let skipped: Vec<(String, String)> = report["skipped"]
        .as_array()
        .expect("a skipped list")
        .iter()
        .map(|file| {
            (
                file["path"].as_str().unwrap_or("").to_owned(),
                file["reason"].as_str().unwrap_or("").to_owned(),
            )
        })
        .collect();
    let paths: Vec<&str> = skipped.iter().map(|(path, _)| path.as_str()).collect();
    assert_eq!(
        paths,
        ["dist/server.js", "package.json", "src/util.ts"],
        "{skipped:?}"
    );
    assert_eq!(report["summary"]["skipped"], 3);
    // A folder of compiled output says why nothing was linted.
    let dist = hintlint(&["check", "--isolated", "dist"], dir.path());
    assert_eq!(dist.code, 2);
    let said = format!("{}{}", dist.stdout, dist.stderr);
    assert!(
        said.contains("(1 file skipped: 1 compiled output; -v names them)"),
        "{said}"
    );
}

#[test]
fn a_guessed_method_or_a_shared_constant_keeps_the_safe_part_of_a_fix_safe() {
    let dir = tempfile::tempdir().expect("temp dir");
    write(
        dir.path(),
        "server.ts",
        "import { McpServer } from \"@modelcontextprotocol/sdk/server/mcp.js\";\nconst server = new McpServer({ name: \"s\", version: \"1\" });\nserver.registerTool(\"get_user\", {}, async () => {\n  await fetch(\"/users/1\");\n  return { content: [] };\n});\nserver.registerTool(\"delete_user\", {}, async () => {\n  await fetch(\"/users/1\", { method: \"DELETE\" });\n  return { content: [] };\n});\n",
    );
    let fixable = |dir: &Path| {
        let report: serde_json::Value = serde_json::from_str(
            &hintlint(&["check", "--format", "json", "server.ts"], dir).stdout,
        )
        .expect("JSON");
        report["summary"]["fixable_safe"].as_u64().expect("a count")
    };
    write(dir.path(), "hintlint.toml", "");
    assert_eq!(fixable(dir.path()), 2, "without a binding");
    write(
        dir.path(),
        "hintlint.toml",
        "[[binding]]\ntools = [\"*\"]\npreset = \"calls\"\n",
    );
    assert_eq!(
        fixable(dir.path()),
        2,
        "the calls preset guesses the methods; writing what is in effect stays safe"
    );
    // A constant two tools share: the fix writes what is in effect for
    // both, so it is safe, and made once.
    write(
        dir.path(),
        "shared.ts",
        "import { McpServer } from \"@modelcontextprotocol/sdk/server/mcp.js\";\nconst server = new McpServer({ name: \"s\", version: \"1\" });\nconst WRITE = { readOnlyHint: false, destructiveHint: true };\nserver.registerTool(\"update_a\", { annotations: WRITE }, async () => ({ content: [] }));\nserver.registerTool(\"update_b\", { annotations: WRITE }, async () => ({ content: [] }));\n",
    );
    let fixed = hintlint(&["check", "--isolated", "--fix", "shared.ts"], dir.path());
    assert_eq!(fixed.code, 0, "{}{}", fixed.stdout, fixed.stderr);
    let text = std::fs::read_to_string(dir.path().join("shared.ts")).expect("fixed");
    assert!(
        text.contains(
            "const WRITE = { readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: true };"
        ),
        "{text}"
    );
    let after = hintlint(&["check", "--isolated", "shared.ts"], dir.path());
    assert!(after.stdout.contains("0 warnings"), "{}", after.stdout);
}

/// A copy of the input tree `tests/inputs/<name>` in a temporary folder
/// outside the repository (whose own `tests/` would make every path below
/// it a test).
fn copied_input(name: &str) -> tempfile::TempDir {
    fn copy(from: &Path, to: &Path) {
        std::fs::create_dir_all(to).expect("folder created");
        for entry in std::fs::read_dir(from).expect("an input folder") {
            let entry = entry.expect("an entry");
            let target = to.join(entry.file_name());
            if entry.file_type().expect("a type").is_dir() {
                copy(&entry.path(), &target);
            } else {
                std::fs::copy(entry.path(), &target).expect("file copied");
            }
        }
    }
    let dir = tempfile::tempdir().expect("temp dir");
    copy(&repo().join("tests/inputs").join(name), dir.path());
    dir
}

/// The paths of a JSON run's `skipped`, each with its reason.
fn skipped(run: &binary::Run) -> Vec<(String, String)> {
    binary::json(run)["skipped"]
        .as_array()
        .expect("a skipped array")
        .iter()
        .map(|skip| {
            let text = |key: &str| skip[key].as_str().unwrap_or_default().to_owned();
            (text("path"), text("reason"))
        })
        .collect()
}

/// The tools a JSON run linted, by name, sorted.
fn tools_found(run: &binary::Run) -> Vec<String> {
    let mut tools: Vec<String> = binary::findings(run)
        .into_iter()
        .map(|(_, tool, _)| tool)
        .collect();
    tools.sort();
    tools
}

const TEST_FILE: &str = "a test file: read for imports, not linted; [files] include can lint it";

#[test]
fn a_walk_reads_tests_for_imports_but_does_not_lint_them() {
    let dir = copied_input("test-folders");
    let run = hintlint(&["check", ".", "--format", "json"], dir.path());
    assert_eq!(
        tools_found(&run),
        ["search"],
        "only the server's tool: {}",
        run.stdout
    );
    let reason = |path: &str| (path.to_owned(), TEST_FILE.to_owned());
    assert_eq!(
        skipped(&run),
        [
            reason("conftest.py"),
            reason("pkg/registry_test.go"),
            reason("src/tools.test.ts"),
            reason("tests/test_server.py"),
        ]
    );
    assert_eq!(binary::json(&run)["summary"]["tools"], 1);
    let verbose = hintlint(&["check", ".", "-v"], dir.path());
    assert!(
        verbose
            .stderr
            .contains(&format!("tests/test_server.py: skipped: {TEST_FILE}")),
        "-v says why: {}",
        verbose.stderr
    );
    // Nothing skipped is fixed.
    let before = binary::read(&dir.path().join("tests/test_server.py"));
    hintlint(&["check", ".", "--fix"], dir.path());
    assert_eq!(
        binary::read(&dir.path().join("tests/test_server.py")),
        before
    );
    assert_ne!(
        binary::read(&dir.path().join("server.py")),
        binary::read(&repo().join("tests/inputs/test-folders/server.py")),
        "the server itself is fixed"
    );
}

#[test]
fn tests_named_or_included_are_linted() {
    let dir = copied_input("test-folders");
    // A file named on the command line.
    let named = hintlint(
        &["check", "tests/test_server.py", "--format", "json"],
        dir.path(),
    );
    assert_eq!(
        tools_found(&named),
        ["search", "search_twice"],
        "{}",
        named.stdout
    );
    // A folder named that is a test folder: its tests were asked for.
    let folder = hintlint(&["check", "tests", "--format", "json"], dir.path());
    assert_eq!(tools_found(&folder), ["search", "search_twice"]);
    assert!(skipped(&folder).is_empty());
    // A folder that is no test folder: the tests below it are skipped.
    let src = hintlint(&["check", "src", "--format", "json"], dir.path());
    assert_eq!(
        skipped(&src),
        [("src/tools.test.ts".to_owned(), TEST_FILE.to_owned())]
    );
    // A glob whose folders are no test folder is a walk too.
    let glob = hintlint(&["check", "**/*.py", "--format", "json"], dir.path());
    assert_eq!(tools_found(&glob), ["search"], "{}", glob.stdout);
    // `[files] include` names them.
    write(
        dir.path(),
        "hintlint.toml",
        "[files]\ninclude = [\"server.py\", \"tests/**\"]\n",
    );
    let included = hintlint(&["check", ".", "--format", "json"], dir.path());
    assert_eq!(
        tools_found(&included),
        ["search", "search", "search_twice"],
        "{}",
        included.stdout
    );
    // `extend-include` too, without leaving other files out.
    write(
        dir.path(),
        "hintlint.toml",
        "[files]\nextend-include = [\"conftest.py\"]\n",
    );
    let extended = hintlint(&["check", ".", "--format", "json"], dir.path());
    assert!(
        !skipped(&extended)
            .iter()
            .any(|(path, _)| path == "conftest.py"),
        "{}",
        extended.stdout
    );
    assert!(
        skipped(&extended)
            .iter()
            .any(|(path, _)| path == "tests/test_server.py")
    );
}

#[test]
fn a_folder_of_the_repository_tests_is_linted_whole() {
    // Named from the repository: the folder lies in `tests/`.
    let run = hintlint(
        &["check", "tests/inputs/test-folders", "--format", "json"],
        repo(),
    );
    assert!(skipped(&run).is_empty(), "{}", run.stdout);
    let mut found: Vec<(String, String, String)> = binary::diagnostics(&run)
        .iter()
        .map(|finding| {
            let text = |key: &str| finding[key].as_str().unwrap_or_default().to_owned();
            let path = text("path").replace("tests/inputs/test-folders/", "");
            (path, text("rule"), text("tool"))
        })
        .collect();
    found.sort();
    let triple =
        |path: &str, rule: &str, tool: &str| (path.to_owned(), rule.to_owned(), tool.to_owned());
    assert_eq!(
        found,
        [
            triple("conftest.py", "missing-annotation", "ping"),
            triple("server.py", "missing-annotation", "search"),
            triple("src/tools.test.ts", "missing-annotation", "search"),
            // The throwaway server around the real tool: what a walk of a
            // project would count twice.
            triple("tests/test_server.py", "duplicate-tool-name", "search"),
            triple("tests/test_server.py", "missing-annotation", "search"),
            triple("tests/test_server.py", "missing-annotation", "search_twice"),
        ]
    );
}

#[test]
fn census_and_check_agree_on_test_files() {
    let dir = copied_input("test-folders");
    let check = hintlint(&["check", ".", "--format", "json"], dir.path());
    let census = hintlint(&["census", ".", "--format", "json"], dir.path());
    let census = binary::json(&census);
    let files: Vec<&str> = census["trees"][0]["files"]
        .as_array()
        .expect("files")
        .iter()
        .filter_map(|file| file["path"].as_str())
        .collect();
    assert_eq!(files, ["server.py"]);
    assert_eq!(
        census["trees"][0]["total"]["tools"],
        binary::json(&check)["summary"]["tools"]
    );
}
