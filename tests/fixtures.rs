//! Every fixture under `tests/fixtures/<rule>/` is linted, rendered (theme
//! pinned, width 80) and fixed (safe fixes, then also unsafe ones) into a
//! snapshot in the top-level `snapshots/`. Beyond the snapshot:
//! - an `invalid-*` fixture must fire its rule and a `valid-*` one must not;
//! - every fix converges, re-parses, is idempotent, leaves no applicable
//!   fix behind, and keeps the BOM and the line endings.

mod common;

use std::path::Path;

use hintlint::Options;
use hintlint::autofix::rounds::{allowed, fix_report};
use hintlint::lint::FileContext;
use hintlint::parse::Dialect;
use hintlint::render::human::{HumanStyle, Renderer};
use hintlint::report::{FileReport, FileStatus};

#[test]
fn all_fixtures() {
    insta::with_settings!({
        snapshot_path => "../snapshots",
        prepend_module_to_snapshot => false,
        omit_expression => true,
    }, {
        insta::glob!("fixtures/*/*.json*", fixture);
    });
}

fn fixture(path: &Path) {
    let rule = path
        .parent()
        .and_then(Path::file_name)
        .and_then(|name| name.to_str())
        .expect("fixtures sit in a folder named after their rule");
    let file_name = path
        .file_name()
        .and_then(|name| name.to_str())
        .expect("fixture names are UTF-8");
    let bytes = std::fs::read(path).expect("fixture is readable");
    let name = format!("{rule}/{file_name}");
    let report = common::lint_named(&name, bytes.clone());
    let fired = common::fired(&report);
    if file_name.starts_with("invalid-") {
        assert!(
            fired.contains(&rule),
            "{file_name} does not fire {rule}: {fired:?}"
        );
    } else {
        assert!(
            file_name.starts_with("valid-"),
            "{file_name}: name it valid-* or invalid-*"
        );
        assert!(!fired.contains(&rule), "{file_name} fires {rule}");
    }
    for finding in &report.findings {
        let rule = finding.diagnostic.rule;
        if let Some(fix) = &finding.diagnostic.fix {
            assert!(
                rule.info().fix.offers(fix.applicability),
                "{file_name}: {rule}'s fix is not what the registry says"
            );
        }
    }
    let renderer = Renderer::new(HumanStyle::PLAIN);
    let mut rendered = String::new();
    for finding in &report.findings {
        rendered.push_str(&renderer.finding(&report, finding));
        rendered.push('\n');
    }
    let mut snapshot = format!(
        "input:\n{}\n--- status: {:?}\n{rendered}",
        visible(&bytes),
        report.status
    );
    for unsafe_fixes in [false, true] {
        if let Some(fixed) = checked_fix(&report, Dialect::of_path(path), unsafe_fixes) {
            let kind = if unsafe_fixes {
                "safe and unsafe"
            } else {
                "safe"
            };
            snapshot.push_str(&format!("--- fixed ({kind} fixes):\n{}\n", visible(&fixed)));
        }
    }
    insta::assert_snapshot!(snapshot);
}

/// Shows a carriage return as `␍` so that line endings are part of the
/// snapshot.
fn visible(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).replace('\r', "␍")
}

/// Fixes `report`, asserting the fixer's guarantees, and returns the fixed
/// bytes when anything changed.
fn checked_fix(report: &FileReport, dialect: Dialect, unsafe_fixes: bool) -> Option<Vec<u8>> {
    if !matches!(report.status, FileStatus::Manifest { .. }) {
        return None;
    }
    let options = Options {
        unsafe_fixes,
        ..Options::default()
    };
    let context = FileContext::named(&options);
    let fixed = fix_report(report.clone(), dialect, context)
        .unwrap_or_else(|failure| panic!("{}: {failure:?}", report.source.name));
    if fixed.applied == 0 {
        assert_eq!(fixed.report.source.text, report.source.text);
        return None;
    }
    let name = &report.source.name;
    assert!(
        matches!(fixed.report.status, FileStatus::Manifest { .. }),
        "{name}: the fixed text is no manifest"
    );
    for finding in fixed.report.findings.iter().filter(|f| f.is_active()) {
        if let Some(fix) = &finding.diagnostic.fix {
            assert!(
                !allowed(fix.applicability, unsafe_fixes),
                "{name}: a fix remains: {}",
                finding.diagnostic.message
            );
        }
    }
    let again = fix_report(fixed.report.clone(), dialect, context)
        .unwrap_or_else(|failure| panic!("{name}: second fix: {failure:?}"));
    assert_eq!(again.applied, 0, "{name}: fix(fix(x)) != fix(x)");
    assert_eq!(again.report.source.text, fixed.report.source.text);
    let original = &report.source.text;
    let result = &fixed.report.source.text;
    assert_eq!(
        fixed.report.source.has_bom, report.source.has_bom,
        "{name}: BOM"
    );
    assert_eq!(
        original.matches("\r\n").count() == original.matches('\n').count(),
        result.matches("\r\n").count() == result.matches('\n').count(),
        "{name}: line endings"
    );
    Some(fixed.report.source.file_bytes())
}
