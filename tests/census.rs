//! `hintlint census` over a small tree of every input kind (a JSON
//! manifest, a JSONC one, a YAML OpenAPI document, and a walked JSONC
//! config that is no manifest), counted by hand; and `check --statistics`.

use crate::binary::{hintlint, json, repo};

const TREE: &str = "tests/inputs/census/tree";

#[test]
fn the_census_counts_tools_not_words() {
    let run = hintlint(&["census", TREE, "--format", "json"], repo());
    assert_eq!(run.code, 0, "{}", run.stderr);
    let document = json(&run);
    let total = &document["trees"][0]["total"];
    // get_note, delete_note, send_note, search_notes, tag_note, listNotes,
    // createNote; tsconfig.json is walked and left out.
    assert_eq!(total["tools"], 7);
    assert_eq!(
        document["trees"][0]["files"].as_array().map(Vec::len),
        Some(3)
    );
    let read_only = &total["hints"]["readOnlyHint"];
    assert_eq!(
        [
            &read_only["true"],
            &read_only["false"],
            &read_only["absent"],
            &read_only["invalid"]
        ],
        [3, 1, 2, 1]
    );
    let destructive = &total["hints"]["destructiveHint"];
    assert_eq!(
        destructive["inert"], 1,
        "get_note's, under readOnlyHint: true"
    );
    assert_eq!(destructive["absent"], 4);
    // delete_note, send_note and createNote; not tag_note (false), nor the
    // read-only ones.
    assert_eq!(total["gated_destructive"], 3);
    assert_eq!(total["all_four"], 2);
    insta::with_settings!({
        snapshot_path => "../snapshots",
        prepend_module_to_snapshot => false,
        omit_expression => true,
    }, {
        for format in ["human", "markdown"] {
            let run = hintlint(&["census", TREE, "--format", format], repo());
            insta::assert_snapshot!(format!("census_{format}"), run.stdout);
        }
    });
}

#[test]
fn each_path_is_a_tree_and_a_named_broken_file_is_an_error() {
    let run = hintlint(
        &[
            "census",
            "--format",
            "json",
            "examples/review",
            "examples/rest-api-tools.json",
        ],
        repo(),
    );
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert_eq!(json(&run)["trees"].as_array().map(Vec::len), Some(2));
    let broken = hintlint(&["census", "examples/partial-export.json"], repo());
    assert_eq!(broken.code, 2);
    assert!(
        broken
            .stdout
            .contains("not counted (does not parse): examples/partial-export.json")
    );
}

#[test]
fn statistics_count_findings_per_rule_and_level() {
    let args = [
        "check",
        "--config",
        "examples/hintlint.toml",
        "examples/",
        "--statistics",
    ];
    let run = hintlint(&args, repo());
    assert_eq!(run.code, 1, "{}", run.stderr);
    let first = run.stdout.lines().next().unwrap_or_default();
    assert!(
        first.contains("warning  missing-annotation") && first.contains("fixable with --fix"),
        "the most frequent first: {first}"
    );
    let rows = json(&hintlint(
        &[&args[..], &["--format", "json"]].concat(),
        repo(),
    ));
    let total: u64 = rows
        .as_array()
        .expect("an array")
        .iter()
        .filter_map(|row| row["count"].as_u64())
        .sum();
    let report = json(&hintlint(
        &[
            "check",
            "--config",
            "examples/hintlint.toml",
            "examples/",
            "--format",
            "json",
        ],
        repo(),
    ));
    let active = report["diagnostics"]
        .as_array()
        .expect("diagnostics")
        .iter()
        .filter(|diagnostic| diagnostic["suppressed"].is_null())
        .count() as u64;
    assert_eq!(total, active, "every active finding is counted once");
    hintlint(&[&args[..], &["--format", "sarif"]].concat(), repo())
        .assert_fails(2, "--statistics prints a table or JSON");
}

/// `census --merge`: the fleet of two repositories' census files counts
/// what one census of both trees counts, a row each; a file that is not a
/// census is named, the others still counted, and the exit code is 2.
#[test]
fn merging_censuses_adds_up_repositories() {
    let dir = tempfile::tempdir().expect("temp dir");
    let both = hintlint(
        &["census", "--format", "json", "examples/", "tests/servers"],
        repo(),
    );
    let both = json(&both);
    let trees = both["trees"].as_array().expect("trees");
    assert_eq!(trees.len(), 2);
    for (index, tree) in ["examples/", "tests/servers"].iter().enumerate() {
        let one = hintlint(&["census", "--format", "json", tree], repo());
        std::fs::write(dir.path().join(format!("repo-{index}.json")), &one.stdout)
            .expect("written");
    }
    std::fs::write(
        dir.path().join("z-broken.json"),
        "{\"trees\": [{\"total\": 3}]}",
    )
    .expect("written");
    let folder = dir.path().display().to_string();
    let merged = hintlint(&["census", "--merge", "--format", "json", &folder], repo());
    assert_eq!(merged.code, 2, "{}", merged.stderr);
    assert!(
        merged.stderr.contains("z-broken.json: not a census"),
        "{}",
        merged.stderr
    );
    let merged = json(&merged);
    let fleet = &merged["fleet"];
    assert_eq!(fleet["repositories"], 2);
    assert_eq!(merged["repositories"].as_array().map(Vec::len), Some(2));
    let sum = |field: &str| {
        trees
            .iter()
            .map(|tree| tree["total"][field].as_u64().expect(field))
            .sum::<u64>()
    };
    for field in ["tools", "all_four", "gated_destructive", "not_judged"] {
        assert_eq!(fleet["total"][field].as_u64(), Some(sum(field)), "{field}");
    }
    for hint in [
        "readOnlyHint",
        "destructiveHint",
        "idempotentHint",
        "openWorldHint",
    ] {
        for state in ["true", "false", "absent", "invalid", "inert"] {
            let expected: u64 = trees
                .iter()
                .map(|tree| tree["total"]["hints"][hint][state].as_u64().unwrap_or(0))
                .sum();
            assert_eq!(
                fleet["total"]["hints"][hint][state].as_u64(),
                Some(expected),
                "{hint} {state}"
            );
        }
    }
    let codex: u64 = trees
        .iter()
        .map(|tree| tree["total"]["asked_by"]["Codex"].as_u64().unwrap_or(0))
        .sum();
    assert_eq!(fleet["total"]["asked_by"]["Codex"].as_u64(), Some(codex));
    // The text: a row per repository, then the fleet's line.
    let text = hintlint(&["census", "--merge", &folder], repo());
    let rows: Vec<&str> = text
        .stdout
        .lines()
        .filter(|line| line.contains(" tools ") && line.contains("repo-"))
        .collect();
    assert_eq!(rows.len(), 2, "{}", text.stdout);
    assert!(
        text.stdout
            .contains(&format!("fleet: {} tools in 2 repositories", sum("tools"))),
        "{}",
        text.stdout
    );
}

#[test]
fn census_tools_lists_each_tool_with_its_hints_as_written_and_as_sent() {
    // examples/servers/issues_server.go: mcp-go's NewTool sends defaults for
    // what get_issue does not write; search_issues writes all four.
    let files = listed_files(
        &["census", "examples/servers", "--tools", "--format", "json"],
        repo(),
    );
    let go = files
        .iter()
        .find(|file| {
            file["path"]
                .as_str()
                .is_some_and(|path| path.ends_with("issues_server.go"))
        })
        .expect("the Go server is counted");
    let listed = go["listed_tools"].as_array().cloned().unwrap_or_default();
    let names: Vec<_> = listed.iter().map(|tool| tool["name"].clone()).collect();
    assert_eq!(names, ["search_issues", "get_issue", "create_issue"]);
    let get_issue = &listed[1];
    assert_eq!(
        get_issue["written"],
        serde_json::json!({"readOnlyHint": true})
    );
    assert_eq!(
        get_issue["sent"]["destructiveHint"], true,
        "mcp-go's default"
    );
    assert_eq!(get_issue["line"], 26);
    // Every file's list has as many tools as its count.
    for file in &files {
        assert_eq!(
            file["listed_tools"].as_array().map(Vec::len),
            file["tools"].as_u64().map(|count| count as usize),
            "{}",
            file["path"]
        );
    }
    // Without --tools, no list.
    let plain = json(&hintlint(
        &["census", "examples/servers", "--format", "json"],
        repo(),
    ));
    assert!(plain["trees"][0]["files"][0].get("listed_tools").is_none());
    // The human listing names each tool and marks what only the SDK sends.
    let human = hintlint(&["census", "examples/servers", "--tools"], repo());
    assert!(
        human
            .stdout
            .contains("get_issue: destructiveHint=true (sent)"),
        "{}",
        human.stdout
    );
}

/// `census --merge` checks every count it is given before adding it: a
/// sum that would wrap, or counts that do not add up, name their file and
/// fail the run instead of printing a wrong fleet.
#[test]
fn merged_counts_that_wrap_or_do_not_add_up_are_refused() {
    let dir = tempfile::tempdir().expect("temp dir");
    let census = |tools: u64, all_four: u64| {
        format!("{{\"trees\": [{{\"total\": {{\"tools\": {tools}, \"all_four\": {all_four}}}}}]}}")
    };
    std::fs::write(dir.path().join("a-huge.json"), census(u64::MAX, 0)).expect("written");
    std::fs::write(dir.path().join("b-one.json"), census(1, 1)).expect("written");
    let folder = dir.path().display().to_string();
    let merged = hintlint(&["census", "--merge", &folder], repo());
    assert_eq!(merged.code, 2, "{}{}", merged.stdout, merged.stderr);
    assert!(
        merged.stderr.contains("b-one.json") && merged.stderr.contains("too large"),
        "{}",
        merged.stderr
    );
    assert!(
        merged
            .stdout
            .contains(&format!("fleet: {} tools in 1 repository", u64::MAX)),
        "{}",
        merged.stdout
    );
    // More tools with all four hints than tools: not a census.
    std::fs::remove_file(dir.path().join("a-huge.json")).expect("removed");
    std::fs::write(dir.path().join("c-inconsistent.json"), census(1, 2)).expect("written");
    let merged = hintlint(&["census", "--merge", "--format", "json", &folder], repo());
    assert_eq!(merged.code, 2, "{}", merged.stderr);
    assert!(
        merged.stderr.contains("c-inconsistent.json") && merged.stderr.contains("all_four"),
        "{}",
        merged.stderr
    );
    assert_eq!(json(&merged)["fleet"]["total"]["tools"], 1);
}

/// A walked source file that might register tools but does not parse is
/// counted (`unparsed`: `check` reports it as a `parse-error`), not
/// dropped as a walked manifest that does not parse is; and a Ruby tool in
/// `lib/` whose name ends in `_test.rb` is linted (Ruby's test tasks look
/// only below `test/` and `spec/`), while one below `test/` is not.
#[test]
fn a_walked_source_file_that_does_not_parse_is_counted_and_ruby_tests_are_their_folders() {
    let dir = tempfile::tempdir().expect("temp dir");
    let root = dir.path();
    std::fs::write(
        root.join("broken.ts"),
        "import { McpServer } from \"@modelcontextprotocol/sdk/server/mcp.js\";\n\
         const server = new McpServer({ name: \"b\", version: \"1\" });\n\
         server.registerTool(\"search\", { annotations: { readOnlyHint: true, } async () => 1);\n",
    )
    .expect("written");
    std::fs::write(root.join("not-a-manifest.json"), "{ \"a\": 1, }").expect("written");
    let tool = "require \"mcp\"\n\nclass GenerateTest < MCP::Tool\n  tool_name \"generate_test\"\n  \
                annotations(read_only_hint: false, destructive_hint: false)\nend\n";
    std::fs::create_dir_all(root.join("lib/tools")).expect("folder");
    std::fs::create_dir_all(root.join("test")).expect("folder");
    std::fs::write(root.join("lib/tools/generate_test.rb"), tool).expect("written");
    std::fs::write(root.join("test/generate_test.rb"), tool).expect("written");
    let files = listed_files(&["census", ".", "--tools", "--format", "json"], root);
    let paths: Vec<&str> = files
        .iter()
        .filter_map(|file| file["path"].as_str())
        .collect();
    assert_eq!(
        paths.len(),
        2,
        "the broken script and the library tool only: {paths:?}"
    );
    let broken = files
        .iter()
        .find(|file| {
            file["path"]
                .as_str()
                .is_some_and(|path| path.ends_with("broken.ts"))
        })
        .expect("the broken script is counted");
    assert_eq!(broken["unparsed"], 1);
    assert_eq!(broken["tools"], 0);
    let total: u64 = files
        .iter()
        .filter_map(|file| file["unparsed"].as_u64())
        .sum();
    assert_eq!(total, 1);
    let library = files
        .iter()
        .find(|file| {
            file["path"]
                .as_str()
                .is_some_and(|path| path.ends_with("lib/tools/generate_test.rb"))
        })
        .expect("the library tool is linted");
    assert_eq!(library["listed_tools"][0]["name"], "generate_test");
    assert!(library.get("unparsed").is_none(), "left out when none");
    let human = hintlint(&["census", "."], root);
    assert!(
        human
            .stdout
            .contains("1 source file that might register tools not parsed (syntax errors)"),
        "{}",
        human.stdout
    );
}

/// The files of the first tree of a JSON census run with `args` in `dir`
/// (which must succeed).
fn listed_files(args: &[&str], dir: &std::path::Path) -> Vec<serde_json::Value> {
    let run = hintlint(args, dir);
    assert_eq!(run.code, 0, "{}", run.stderr);
    json(&run)["trees"][0]["files"]
        .as_array()
        .cloned()
        .unwrap_or_default()
}

/// A Java project's own `@Tool` annotation type over the SDK: each tool
/// sends the hints it writes and, for the rest, the defaults the type's
/// declaration gives (here idempotentHint true and openWorldHint false,
/// not the spec's); the class that reads the annotation by reflection and
/// builds the SDK's tool from it is the bridge, no tool and no unread place.
#[test]
fn a_java_project_annotation_type_sends_its_declared_defaults() {
    let files = listed_files(
        &["census", ".", "--tools", "--format", "json", "--isolated"],
        &repo().join("tests/inputs/java-project-annotation"),
    );
    let file = |name: &str| {
        files
            .iter()
            .find(|file| {
                file["path"]
                    .as_str()
                    .is_some_and(|path| path.ends_with(name))
            })
            .cloned()
            .unwrap_or_default()
    };
    let tools = file("PipelineTools.java")["listed_tools"].clone();
    assert_eq!(tools[0]["name"], "listPipelines", "{tools}");
    assert_eq!(
        tools[0]["written"],
        serde_json::json!({"readOnlyHint": true, "destructiveHint": false})
    );
    assert_eq!(
        tools[0]["sent"],
        serde_json::json!({"readOnlyHint": true, "destructiveHint": false,
            "idempotentHint": true, "openWorldHint": false})
    );
    assert_eq!(tools[1]["name"], "cancel_run");
    assert_eq!(
        tools[1]["sent"],
        serde_json::json!({"readOnlyHint": false, "destructiveHint": true,
            "idempotentHint": true, "openWorldHint": false})
    );
    let bridge = file("ToolBridge.java");
    for count in ["tools", "unread", "not_judged"] {
        assert!(
            bridge[count].as_u64().unwrap_or(0) == 0,
            "{count}: {bridge}"
        );
    }
}
