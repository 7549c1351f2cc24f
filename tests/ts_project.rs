//! Tools a TypeScript project defines with its own code, over a small
//! workspace (`tests/inputs/ts-project`, written for these tests): classes
//! of a base class in another package whose getter switches on a static
//! field, factories whose objects write their annotations (names and
//! presets from constants of other modules), and factories whose hints a
//! project function maps from a typed member (also where the definitions'
//! type is a structural copy of the mapper's, as in playwright's tools).
//! Counted by hand.

use crate::binary::{diagnostics, hintlint, json, repo};

const TREE: &str = "tests/inputs/ts-project";

/// Each listed tool as `(file name, tool, hints written)`.
fn listed() -> Vec<(String, String, String)> {
    let run = hintlint(
        &["census", "--tools", "--format", "json", "--isolated", TREE],
        repo(),
    );
    let document = json(&run);
    let mut found = Vec::new();
    for tree in document["trees"].as_array().into_iter().flatten() {
        for file in tree["files"].as_array().into_iter().flatten() {
            let path = file["path"].as_str().unwrap_or_default();
            let name = path.rsplit('/').next().unwrap_or_default().to_owned();
            for tool in file["listed_tools"].as_array().into_iter().flatten() {
                found.push((
                    name.clone(),
                    tool["name"].as_str().unwrap_or_default().to_owned(),
                    tool["written"].to_string(),
                ));
            }
        }
    }
    found.sort();
    found
}

fn tool(file: &str, name: &str, written: &str) -> (String, String, String) {
    (file.to_owned(), name.to_owned(), written.to_owned())
}

#[test]
fn every_form_is_read_with_the_hints_the_project_sends() {
    assert_eq!(
        listed(),
        vec![
            tool(
                "cancelOrder.ts",
                "cancel_order",
                r#"{"destructiveHint":true,"openWorldHint":false,"readOnlyHint":false}"#
            ),
            tool(
                "customers.ts",
                "customers_find",
                r#"{"destructiveHint":false,"readOnlyHint":true}"#
            ),
            tool(
                "customers.ts",
                "customers_merge",
                r#"{"readOnlyHint":false}"#
            ),
            tool(
                "listOrders.ts",
                "list_orders",
                r#"{"openWorldHint":false,"readOnlyHint":true}"#
            ),
            tool(
                "navigate.ts",
                "browser_back",
                r#"{"destructiveHint":true,"openWorldHint":true,"readOnlyHint":false}"#
            ),
            tool(
                "navigate.ts",
                "browser_snapshot",
                r#"{"destructiveHint":false,"openWorldHint":true,"readOnlyHint":true}"#
            ),
            // Their schema type is a copy of the listing's: the mapper a
            // tools/list handler calls is found through the package's
            // index, which exports the listing's type of that name.
            tool(
                "reading.ts",
                "page_fill",
                r#"{"destructiveHint":true,"openWorldHint":true,"readOnlyHint":false}"#
            ),
            tool(
                "reading.ts",
                "page_title",
                r#"{"destructiveHint":false,"openWorldHint":true,"readOnlyHint":true}"#
            ),
        ],
        "the abstract bases, the listing, the factories' and the mapper's modules hold no tool; \
         refund_order's kind is computed at run time"
    );
}

#[test]
fn a_class_whose_static_field_is_computed_is_registered_but_not_judged() {
    let run = hintlint(
        &[
            "check",
            &format!("{TREE}/packages/shop/src/orders/cancelOrder.ts"),
            "--format",
            "json",
        ],
        repo(),
    );
    let unjudged: Vec<String> = diagnostics(&run)
        .into_iter()
        .filter(|finding| finding["rule"] == "unjudged-tool")
        .map(|finding| finding.to_string())
        .collect();
    assert_eq!(unjudged.len(), 1, "{unjudged:?}");
    assert!(unjudged[0].contains("refund_order"), "{}", unjudged[0]);
    assert!(
        unjudged[0].contains("the switch on `process`"),
        "the reason names the value: {}",
        unjudged[0]
    );
}

#[test]
fn hints_computed_in_a_shared_base_are_not_fixed_in_the_tool_and_say_where() {
    let run = hintlint(
        &[
            "check",
            &format!("{TREE}/packages/shop/src/orders/listOrders.ts"),
            "--format",
            "json",
        ],
        repo(),
    );
    let findings = diagnostics(&run);
    let about = findings
        .iter()
        .find(|finding| finding["tool"] == "list_orders")
        .expect("list_orders lacks destructiveHint and idempotentHint: a finding");
    let notes = about["notes"].to_string();
    assert!(
        notes.contains("fix it where `ShopTool.annotations` is defined"),
        "{notes}"
    );
    assert!(notes.contains("shopTool.ts, line"), "{notes}");
    assert!(
        about["fix"].is_null(),
        "the hints are written in the base class"
    );
}
