//! `hintlint diff`: two fixture captures of one server, compared in every
//! format; exit 1 on a stronger claim, 0 without, 2 on bad input.

use crate::binary;

use crate::binary::{hintlint, json, repo};

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

/// Writes the two versions of a server whose annotations come from a
/// sibling module, and returns the temporary folder holding `old/` and
/// `new/`.
fn imported_versions(old_destructive: bool, new_destructive: bool) -> tempfile::TempDir {
    let dir = tempfile::tempdir().expect("temp dir");
    for (version, destructive) in [("old", old_destructive), ("new", new_destructive)] {
        let folder = dir.path().join(version);
        std::fs::create_dir(&folder).expect("folder");
        std::fs::write(
            folder.join("server.ts"),
            "import { McpServer } from \"@modelcontextprotocol/sdk/server/mcp.js\";\n\
             import { DELETE_HINTS } from \"./hints\";\n\
             const server = new McpServer({ name: \"items\", version: \"1\" });\n\
             server.registerTool(\"delete_item\", { description: \"Deletes\", annotations: DELETE_HINTS }, async () => ({ content: [] }));\n",
        )
        .expect("server");
        std::fs::write(
            folder.join("hints.ts"),
            format!(
                "export const DELETE_HINTS = {{ readOnlyHint: false, destructiveHint: {destructive}, \
                 idempotentHint: true, openWorldHint: false }};\n"
            ),
        )
        .expect("hints");
    }
    dir
}

#[test]
fn hints_imported_from_a_sibling_module_are_compared() {
    let dir = imported_versions(true, false);
    let run = hintlint(
        &["diff", "old/server.ts", "new/server.ts", "--format", "json"],
        dir.path(),
    );
    assert_eq!(run.code, 1, "{}{}", run.stdout, run.stderr);
    let document = json(&run);
    assert_eq!(document["stronger"], 1, "{}", run.stdout);
    assert_eq!(document["changes"][0]["tool"], "delete_item");
    assert_eq!(document["added"].as_array().map(Vec::len), Some(0));
    let same = imported_versions(true, true);
    let run = hintlint(&["diff", "old/server.ts", "new/server.ts"], same.path());
    assert_eq!(run.code, 0, "{}{}", run.stdout, run.stderr);
}

#[test]
fn a_repeated_name_cannot_hide_a_stronger_claim() {
    let dir = tempfile::tempdir().expect("temp dir");
    let tool = |destructive: bool| {
        format!(
            "{{\"name\": \"purge\", \"inputSchema\": {{}}, \"annotations\": {{\"destructiveHint\": {destructive}}}}}"
        )
    };
    std::fs::write(dir.path().join("old.json"), format!("[{}]", tool(true))).expect("old");
    std::fs::write(
        dir.path().join("new.json"),
        format!("[{}, {}]", tool(true), tool(false)),
    )
    .expect("new");
    let run = hintlint(
        &["diff", "old.json", "new.json", "--format", "json"],
        dir.path(),
    );
    assert_eq!(run.code, 1, "{}{}", run.stdout, run.stderr);
    assert_eq!(
        json(&run)["changes"][0]["tool"],
        "purge (occurrence 2 of 2)"
    );
}

#[test]
fn a_tool_whose_hints_are_computed_is_not_comparable_and_fails_the_gate() {
    let dir = tempfile::tempdir().expect("temp dir");
    let server = "import { McpServer } from \"@modelcontextprotocol/sdk/server/mcp.js\";\n\
                  const server = new McpServer({ name: \"items\", version: \"1\" });\n\
                  server.registerTool(\"list_items\", { description: \"Lists\", annotations: hintsFor(\"list\") }, async () => ({ content: [] }));\n";
    std::fs::write(dir.path().join("old.ts"), server).expect("old");
    std::fs::write(dir.path().join("new.ts"), server).expect("new");
    let run = hintlint(
        &["diff", "old.ts", "new.ts", "--format", "json"],
        dir.path(),
    );
    assert_eq!(run.code, 1, "{}{}", run.stdout, run.stderr);
    assert_eq!(json(&run)["not_comparable"][0], "list_items");
    let human = hintlint(&["diff", "old.ts", "new.ts"], dir.path());
    assert!(
        human.stdout.contains("not comparable list_items"),
        "{}",
        human.stdout
    );
}
