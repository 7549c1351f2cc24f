//! Where a hint computed from the project's code was written and what it
//! came through, over `tests/inputs/ts-provenance` (written for these
//! tests): a catalog tool's definition mapped into its listed tool by a
//! function of another module, whose annotations spread a preset of a
//! third. `explain --tool` says it per hint; a finding about such a hint
//! names the places in its JSON `related`.

use crate::binary::{diagnostics, hintlint, repo};

const TOOL: &str = "tests/inputs/ts-provenance/src/catalog/search.ts";

#[test]
fn explain_says_where_each_computed_hint_was_written_and_what_it_came_through() {
    let run = hintlint(&["explain", "--tool", "catalog_search", TOOL], repo());
    assert!(
        run.stdout.contains(
            "idempotentHint: false, written at tests/inputs/ts-provenance/src/listing/presets.ts:2:3, \
             via `NEVER_RETRIED` spread at tests/inputs/ts-provenance/src/listing/spec.ts:12:56, \
             via `listed()` over the definition at tests/inputs/ts-provenance/src/catalog/search.ts:5:11"
        ),
        "{}{}",
        run.stdout,
        run.stderr
    );
    assert!(
        run.stdout.contains(
            "readOnlyHint: true, written at tests/inputs/ts-provenance/src/listing/spec.ts:12:20, \
             via `listed()`"
        ),
        "{}",
        run.stdout
    );
    assert!(
        !run.stdout.contains("destructiveHint: "),
        "an unwritten hint has no provenance: {}",
        run.stdout
    );
}

#[test]
fn a_finding_about_a_computed_hint_points_at_the_tool_and_names_where_it_was_written() {
    let run = hintlint(&["check", TOOL, "--format", "json"], repo());
    let findings = diagnostics(&run);
    let inert = findings
        .iter()
        .find(|finding| finding["rule"] == "inert-dependent-hint")
        .expect("idempotentHint: false under readOnlyHint: true");
    assert_eq!(inert["path"], TOOL, "the finding is on the tool");
    assert_eq!(inert["start"]["line"], 5);
    let related = inert["related"].as_array().expect("related places");
    let written = related
        .iter()
        .find(|place| place["message"] == "`idempotentHint: false` written here")
        .expect("where the value was written");
    assert_eq!(
        written["path"],
        "tests/inputs/ts-provenance/src/listing/presets.ts"
    );
    assert_eq!(written["start"]["line"], 2);
    assert_eq!(written["start"]["column"], 3);
    let missing = findings
        .iter()
        .find(|finding| finding["rule"] == "missing-annotation")
        .expect("destructiveHint is not written");
    assert!(
        missing["related"].as_array().is_none_or(Vec::is_empty),
        "a finding about an unwritten hint names no place: {missing}"
    );
}
