//! Fix arbitrary JSON-ish text with safe and unsafe fixes. When the input is
//! a manifest: the result parses, a second fix changes nothing, and nothing
//! outside the objects hints are written in changed.
#![no_main]

use hintlint::Options;
use hintlint::autofix::rounds::fix_report;
use hintlint::lint::{FileContext, lint_bytes};
use hintlint::parse::Dialect;
use hintlint::report::FileStatus;
use libfuzzer_sys::fuzz_target;
use serde_json::Value;

/// `value` with every member fixes may write to (`annotations`, and
/// `x-mcp-annotations` and `x-speakeasy-mcp` of OpenAPI operations)
/// removed, everywhere.
fn without_annotations(value: &mut Value) {
    match value {
        Value::Object(map) => {
            map.remove("annotations");
            map.remove("x-mcp-annotations");
            map.remove("x-speakeasy-mcp");
            map.values_mut().for_each(without_annotations);
        }
        Value::Array(items) => items.iter_mut().for_each(without_annotations),
        _ => {}
    }
}

fuzz_target!(|data: &[u8]| {
    let options = Options { unsafe_fixes: true, ..Options::default() };
    let context = FileContext::named(&options);
    let report = lint_bytes("fuzz.json", Dialect::Json, data.to_vec(), context);
    if !matches!(report.status, FileStatus::Manifest { .. }) {
        return;
    }
    let original = report.source.text.clone();
    let fixed = match fix_report(report, Dialect::Json, context) {
        Ok(fixed) => fixed,
        Err(failure) => panic!("the fixer failed: {failure:?}"),
    };
    assert!(matches!(fixed.report.status, FileStatus::Manifest { .. }), "the fixed text is no manifest");
    let again = fix_report(fixed.report.clone(), Dialect::Json, context).expect("a second fix");
    assert_eq!(again.applied, 0, "a second fix changed something");
    assert_eq!(again.report.source.text, fixed.report.source.text);
    if let (Ok(mut before), Ok(mut after)) = (
        serde_json::from_str::<Value>(&original),
        serde_json::from_str::<Value>(&fixed.report.source.text),
    ) {
        without_annotations(&mut before);
        without_annotations(&mut after);
        assert_eq!(before, after, "something outside annotations changed");
    }
});
