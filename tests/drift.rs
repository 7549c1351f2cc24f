//! `hintlint diff`: two fixture captures of one server, compared in every
//! format; exit 1 on a stronger claim, 0 without, 2 on bad input.

mod binary;

use binary::{hintlint, json, repo};

const BEFORE: &str = "tests/inputs/drift/before.json";
const AFTER: &str = "tests/inputs/drift/after.json";

#[test]
fn a_stronger_claim_fails_and_every_format_says_what_changed() {
    insta::with_settings!({
        snapshot_path => "../snapshots",
        prepend_module_to_snapshot => false,
        omit_expression => true,
    }, {
        for format in ["human", "markdown", "json"] {
            let run = hintlint(&["diff", BEFORE, AFTER, "--format", format], repo());
            assert_eq!(run.code, 1, "{format}: {}", run.stderr);
            insta::assert_snapshot!(format!("drift_{format}"), run.stdout);
        }
    });
    let run = hintlint(&["diff", BEFORE, AFTER, "--format", "json"], repo());
    let document = json(&run);
    assert_eq!(document["stronger"], 1);
    assert_eq!(document["changes"][0]["tool"], "close_ticket");
    assert_eq!(document["removed"][0], "purge_queue");
}

#[test]
fn only_weaker_claims_pass() {
    // Backwards, close_ticket goes back to destructive and export_tickets
    // to read-only: read-only is a stronger claim.
    let backwards = hintlint(&["diff", AFTER, BEFORE], repo());
    assert_eq!(backwards.code, 1, "{}", backwards.stdout);
    assert!(
        backwards
            .stdout
            .contains("! stronger  export_tickets: readOnlyHint false → true")
    );
    let same = hintlint(&["diff", BEFORE, BEFORE], repo());
    assert_eq!(same.code, 0, "{}", same.stdout);
    assert!(
        same.stdout
            .contains("0 added, 0 removed, 0 stronger claims, 0 weaker claims")
    );
}

#[test]
fn bad_input_is_an_error_not_a_drift() {
    let dir = tempfile::tempdir().expect("temp dir");
    binary::write(dir.path(), "broken.json", "{\"tools\": [");
    binary::write(
        dir.path(),
        "package.json",
        "{\"name\": \"x\", \"version\": \"1\"}",
    );
    let before = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(BEFORE);
    let before = before.to_string_lossy();
    hintlint(&["diff", &before, "broken.json"], dir.path()).assert_fails(2, "broken.json");
    hintlint(&["diff", &before, "package.json"], dir.path()).assert_fails(2, "package.json");
    hintlint(&["diff", &before], dir.path()).assert_fails(2, "diff needs two captures");
    hintlint(&["diff", &before, "missing.json"], dir.path()).assert_fails(2, "cannot read");
    #[cfg(feature = "server")]
    hintlint(&["diff", &before, "--", "python3", "server.py"], dir.path())
        .assert_fails(2, "add --server");
}

#[test]
fn two_versions_of_a_source_file_are_compared_by_their_registrations() {
    let run = hintlint(
        &[
            "diff",
            "tests/inputs/drift/before.py",
            "tests/inputs/drift/after.py",
            "--format",
            "json",
        ],
        repo(),
    );
    assert_eq!(run.code, 1, "{}", run.stdout);
    let document = json(&run);
    assert_eq!(document["stronger"], 1);
    assert_eq!(document["changes"][0]["tool"], "close_ticket");
    assert_eq!(document["removed"].as_array().map(Vec::len), Some(0));
}
