//! `hintlint mapping`: the reference comparison of profile.md §8, table
//! files, and the pages of `translators/`.

use crate::binary::{hintlint, json, repo, write};
use hintlint::translators::{BUILTIN_NAMES, builtin};

#[test]
fn all_builtins_reproduce_the_reference_figures() {
    let run = hintlint(&["mapping", "--all", "--format", "json"], repo());
    assert_eq!(run.code, 1, "some tables have unsound methods");
    let document = json(&run);
    let figures: Vec<(String, u64, u64)> = document["tables"]
        .as_array()
        .expect("tables")
        .iter()
        .map(|table| {
            (
                table["name"].as_str().unwrap_or("").to_owned(),
                table["sound_methods"].as_u64().unwrap_or(99),
                table["unsupported"].as_u64().unwrap_or(99),
            )
        })
        .collect();
    let expected = [
        ("apisix", 5, 0),
        ("infobip", 2, 3),
        ("azure-app-service", 2, 4),
        ("gram", 2, 3),
        ("zilla", 5, 0),
        ("api2mcp", 4, 1),
    ];
    assert_eq!(
        figures,
        expected.map(|(name, sound, unsupported)| (name.to_owned(), sound, unsupported))
    );
    let azure_patch = &document["tables"][2]["methods"][3];
    assert_eq!(azure_patch["method"], "PATCH");
    assert_eq!(azure_patch["verdict"], "UNSOUND");
    assert_eq!(
        azure_patch["unsupported"],
        serde_json::json!(["ADDITIVE_ONLY", "IDEMPOTENT"])
    );
    assert_eq!(
        azure_patch["state"],
        serde_json::json!({"readOnlyHint": false, "destructiveHint": false, "idempotentHint": true})
    );

    let human = hintlint(&["mapping", "--all"], repo());
    assert!(
        human
            .stdout
            .contains("azure-app-service              2/5            4"),
        "{}",
        human.stdout
    );
    assert_eq!(builtin("api7"), builtin("apisix"), "api7 is an alias");
    let sound = hintlint(&["mapping", "--builtin", "api7"], repo());
    assert_eq!(sound.code, 0, "APISIX is sound on every method");
    assert!(
        sound
            .stdout
            .contains("5/5 methods sound, 0 unsupported active guarantees")
    );
}

#[test]
fn a_table_file_is_judged_and_a_bad_one_is_a_usage_error() {
    let dir = tempfile::tempdir().expect("temp dir");
    write(
        dir.path(),
        "mine.json",
        r#"{"name": "mine", "defaults": {"GET": {"readOnlyHint": true}, "PATCH": {"idempotentHint": true}}}"#,
    );
    let run = hintlint(&["mapping", "mine.json", "--format", "json"], dir.path());
    assert_eq!(run.code, 1);
    let table = &json(&run)["tables"][0];
    assert_eq!(
        (
            table["sound_methods"].as_u64(),
            table["unsupported"].as_u64()
        ),
        (Some(4), Some(1))
    );
    write(
        dir.path(),
        "bad.json",
        r#"{"name": "bad", "defaults": {"GET": {"readOnlyHint": "yes"}}}"#,
    );
    let run = hintlint(&["mapping", "bad.json"], dir.path());
    run.assert_fails(2, "readOnlyHint for GET is not a boolean");
    let run = hintlint(&["mapping", "--builtin", "infobipp"], dir.path());
    run.assert_fails(2, "did you mean `infobip`?");
}

#[test]
fn every_builtin_has_a_page_with_its_figures() {
    for name in BUILTIN_NAMES {
        let page = std::fs::read_to_string(repo().join("translators").join(format!("{name}.md")))
            .unwrap_or_else(|_| panic!("translators/{name}.md is missing"));
        let verdict = builtin(name).expect("built in").judge();
        let figures = format!(
            "Figures: **{}/5** methods sound, **{}** unsupported active guarantees.",
            verdict.sound_methods, verdict.unsupported
        );
        assert!(page.contains(&figures), "translators/{name}.md: {figures}");
        for method in &verdict.methods {
            let row = format!("| {} |", method.method.as_str());
            let line = page
                .lines()
                .find(|line| line.starts_with(&row))
                .unwrap_or_else(|| panic!("{name}: no {row} row"));
            assert!(
                line.contains(&format!("| {} |", method.verdict.as_str())),
                "{name}: {line}"
            );
        }
    }
}
