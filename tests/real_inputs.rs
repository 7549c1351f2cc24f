//! The inputs people really have (tests/inputs/, fixtures of our own in
//! the shapes public repositories and translators use): registry
//! catalogues, maps of tools by name, one-tool snapshot files, request
//! bodies that are not manifests, and tools/list dumps whose names a
//! translator derived from an OpenAPI document.

use crate::binary;

use crate::binary::{diagnostics, hintlint, json, repo};

fn tools_of(run: &binary::Run) -> Vec<String> {
    let mut tools: Vec<String> = diagnostics(run)
        .iter()
        .filter_map(|d| d["tool"].as_str().map(str::to_owned))
        .collect();
    tools.sort();
    tools.dedup();
    tools
}

#[test]
fn registry_catalogues_and_maps_of_tools_by_name_are_read() {
    let registry = hintlint(
        &[
            "check",
            "--isolated",
            "--format",
            "json",
            "tests/inputs/registry",
        ],
        repo(),
    );
    assert_eq!(
        json(&registry)["summary"]["tools"],
        2,
        "{}",
        registry.stdout
    );
    assert_eq!(tools_of(&registry), ["list_invoices", "void_invoice"]);
    let posthog = hintlint(
        &[
            "check",
            "--isolated",
            "--format",
            "json",
            "tests/inputs/posthog",
        ],
        repo(),
    );
    assert_eq!(json(&posthog)["summary"]["tools"], 2);
    let found = diagnostics(&posthog);
    assert_eq!(found[0]["tool"], "feature-flag-delete", "named by its key");
    assert_eq!(found[0]["pointer"], "/feature-flag-delete");
}

#[test]
fn extend_include_reads_one_tool_snapshot_files() {
    let dir = repo().join("tests/inputs/toolsnaps");
    let run = hintlint(&["check", "--format", "json", "."], &dir);
    assert_eq!(json(&run)["summary"]["tools"], 1, "{}", run.stdout);
    assert_eq!(tools_of(&run), ["get_me"]);
    let without = hintlint(&["check", "--isolated", "--allow-empty", "."], &dir);
    assert!(without.stdout.contains("in 0 files"), "{}", without.stdout);
}

#[test]
fn request_bodies_and_version_lists_are_not_manifests() {
    let walked = hintlint(
        &["check", "--isolated", "--allow-empty", "tests/inputs/llm"],
        repo(),
    );
    assert_eq!(walked.code, 0, "{}", walked.stdout);
    assert!(
        walked.stdout.contains("(2 files skipped)"),
        "{}",
        walked.stdout
    );
    let named = hintlint(
        &[
            "check",
            "--isolated",
            "--format",
            "concise",
            "tests/inputs/llm/request.json",
        ],
        repo(),
    );
    assert!(
        named.stdout.contains("spells it `input_schema`"),
        "says which key is missing: {}",
        named.stdout
    );
    // Shell-expanded or quoted, the same verdict.
    let expanded = hintlint(
        &[
            "check",
            "--isolated",
            "tests/inputs/llm/request.json",
            "tests/inputs/llm/versions.json",
        ],
        repo(),
    );
    let quoted = hintlint(&["check", "--isolated", "tests/inputs/llm/*.json"], repo());
    assert_eq!(expanded.code, quoted.code);
    assert_eq!(expanded.code, 2, "nothing to lint: {}", expanded.stdout);
}

#[test]
fn empty_manifests_in_both_spellings() {
    let dir = tempfile::tempdir().expect("temp dir");
    binary::write(dir.path(), "array.json", "[]");
    binary::write(dir.path(), "result.json", r#"{"tools": []}"#);
    let run = hintlint(&["check", "--isolated", "."], dir.path());
    assert_eq!(run.code, 0, "{}", run.stdout);
    assert!(run.stdout.contains("in 2 files"), "{}", run.stdout);
}

#[test]
fn tools_pair_with_operations_the_way_translators_name_them() {
    let run = hintlint(
        &[
            "check",
            "--isolated",
            "-v",
            "--format",
            "json",
            "tests/inputs/pairing/tools.json",
            "--openapi",
            "tests/inputs/pairing/petstore.json",
        ],
        repo(),
    );
    let summary = &json(&run)["summary"];
    assert_eq!(summary["paired"], 5, "{}", run.stdout);
    assert_eq!(summary["unpaired"], 1);
    assert!(
        run.stderr.contains("summon_unicorn (no operation)"),
        "-v names the rest: {}",
        run.stderr
    );
    let methods: Vec<(String, String)> = diagnostics(&run)
        .iter()
        .filter(|d| d["rule"] == "unsound-claim" || d["rule"] == "non-maximal")
        .map(|d| {
            (
                d["tool"].as_str().unwrap_or("").to_owned(),
                d["message"].as_str().unwrap_or("").to_owned(),
            )
        })
        .collect();
    let said = |tool: &str, method: &str| {
        methods
            .iter()
            .any(|(name, message)| name == tool && message.contains(method))
    };
    assert!(said("put_pet", "PUT"), "METHOD_path names: {methods:?}");
    assert!(said("API-addPet", "POST"), "prefixed names: {methods:?}");
    assert!(
        said("delete_pet", "DELETE"),
        "top-level httpMethod: {methods:?}"
    );
    let human = hintlint(
        &[
            "check",
            "--isolated",
            "tests/inputs/pairing/tools.json",
            "--openapi",
            "tests/inputs/pairing/petstore.json",
        ],
        repo(),
    );
    assert!(
        human
            .stdout
            .contains("paired 5 of 6 tools with an operation"),
        "{}",
        human.stdout
    );
}

#[test]
fn disabled_operations_are_not_tools_and_are_counted() {
    let run = hintlint(
        &[
            "check",
            "--isolated",
            "--format",
            "json",
            "tests/inputs/pairing/petstore.json",
        ],
        repo(),
    );
    assert_eq!(json(&run)["summary"]["disabled"], 1);
    assert_eq!(json(&run)["summary"]["tools"], 6);
    assert!(!tools_of(&run).contains(&"reindex".to_owned()));
}

/// The check of a dump paired with the workspace document: the concise
/// report, then what `-v` says of the tools left unpaired.
fn paired_with_workspace(dump: &str) -> String {
    let run = hintlint(
        &[
            "check",
            "--isolated",
            "-v",
            "--format",
            "concise",
            dump,
            "--openapi",
            "tests/inputs/pairing/workspace-api.yaml",
        ],
        repo(),
    );
    format!("{}--- stderr:\n{}", run.stdout, run.stderr)
}

#[test]
fn proxy_names_service_prefixes_and_stated_routes_pair() {
    let proxy = paired_with_workspace("tests/inputs/pairing/proxy-tools.json");
    assert!(
        proxy.contains("paired 8 of 10 tools with an operation"),
        "{proxy}"
    );
    // `get_v1_users_by_user_id` is GET /v1/users/{user_id}; the DELETE of
    // the same path has no operationId and pairs by its path alone.
    assert!(
        proxy.contains("`delete_v1_users_by_user_id` claims ADDITIVE_ONLY, which DELETE"),
        "{proxy}"
    );
    // Two operations derive `get_v1_user_groups`: the plain name is
    // reported, the proxy's `_2` is the second in the document.
    assert!(
        proxy.contains(
            "get_v1_user_groups (matches GET /v1/user-groups, GET /v1/user_groups: not guessed)"
        ),
        "{proxy}"
    );
    assert!(
        proxy.contains("get_v1_teams (no operation; closest: `list-users` (GET /v1/users))"),
        "{proxy}"
    );
    let service = paired_with_workspace("tests/inputs/pairing/service-tools.json");
    assert!(
        service.contains("paired 4 of 5 tools with an operation"),
        "{service}"
    );
    assert!(
        service.contains("`Workspace--create-user` claims ADDITIVE_ONLY, which POST"),
        "{service}"
    );
    // A description that names two routes pairs with neither.
    assert!(service.contains("sync_users (no operation"), "{service}");
    insta::with_settings!({
        snapshot_path => "../snapshots",
        prepend_module_to_snapshot => false,
    }, {
        insta::assert_snapshot!("pairing_proxy_names", proxy);
        insta::assert_snapshot!("pairing_service_prefixes_and_routes", service);
    });
}

#[test]
fn catalogues_are_read_by_all_their_entries_and_prompts_are_not_tools() {
    let run = hintlint(
        &[
            "check",
            "--isolated",
            "-v",
            "--format",
            "concise",
            "tests/inputs/catalogue",
        ],
        repo(),
    );
    let said = format!("{}--- stderr:\n{}", run.stdout, run.stderr);
    // A `tools.json` of names and descriptions is a catalogue; the same
    // shape under another name is not claimed.
    assert!(
        said.contains("field-notes/tools.json:15:5: warning[missing-annotation] `delete_note`"),
        "{said}"
    );
    assert!(
        said.contains("channels.json: skipped: not an MCP tool manifest"),
        "{said}"
    );
    // The first entry has no arguments; the others make it a catalogue.
    assert!(
        said.contains("weather-catalogue.json:3:5: warning[missing-annotation] `ping`"),
        "{said}"
    );
    assert!(
        said.contains(
            "weather-catalogue.json:29:5: warning[missing-annotation] `subscribe_alerts`"
        ),
        "{said}"
    );
    assert!(
        said.contains("field-notes-prompts.json: skipped: a list of MCP prompts"),
        "{said}"
    );
    let report = hintlint(
        &[
            "check",
            "--isolated",
            "--format",
            "json",
            "tests/inputs/catalogue",
        ],
        repo(),
    );
    assert_eq!(json(&report)["summary"]["tools"], 8);
    assert_eq!(json(&report)["summary"]["skipped"], 2);
    insta::with_settings!({
        snapshot_path => "../snapshots",
        prepend_module_to_snapshot => false,
    }, {
        insta::assert_snapshot!("catalogues_and_prompts", said);
    });
}
