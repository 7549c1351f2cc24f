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
