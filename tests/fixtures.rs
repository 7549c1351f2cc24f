//! Every fixture under `tests/fixtures/<rule>/` is linted, rendered (theme
//! pinned, width 80) and fixed (safe fixes, then also unsafe ones) into a
//! snapshot in the top-level `snapshots/`, named `<rule>__<fixture>.snap`
//! so that `**/<rule>*` finds a rule's fixtures and snapshots together. A
//! fixture with a configuration beside it (`invalid-x.json` and
//! `invalid-x.toml`) is checked as a run with that configuration, whose own
//! findings (`unused-binding`, `unused-exception`) join the snapshot.
//! Beyond the snapshot:
//! - an `invalid-*` fixture must fire its rule and a `valid-*` one must not;
//! - every fix converges, re-parses, is idempotent, leaves no applicable
//!   fix behind, and keeps the BOM and the line endings.

use crate::common;

use std::path::Path;

use hintlint::Options;
use hintlint::autofix::rounds::{allowed, fix_report};
use hintlint::lint::{FileContext, lint_bytes};
use hintlint::parse::Dialect;
use hintlint::render::human::{HumanStyle, Renderer};
use hintlint::report::{FileReport, FileStatus};

#[test]
fn all_fixtures() {
    let mut fixtures: Vec<_> = std::fs::read_dir("tests/fixtures")
        .expect("the fixtures folder")
        .filter_map(Result::ok)
        .flat_map(|rule| std::fs::read_dir(rule.path()).expect("a rule's folder"))
        .filter_map(Result::ok)
        .map(|entry| entry.path())
        .filter(|path| {
            path.extension().is_some_and(|ext| {
                [
                    "json", "jsonc", "yaml", "yml", "ts", "js", "py", "go", "rs", "cs", "html",
                    "java", "kt", "php", "rb", "swift", "dart", "ex",
                ]
                .iter()
                .any(|known| ext == *known)
            })
        })
        .collect();
    fixtures.sort();
    assert!(fixtures.len() > 40, "the fixtures are found");
    let rules: std::collections::BTreeSet<&str> = fixtures
        .iter()
        .filter_map(|path| path.parent()?.file_name()?.to_str())
        .collect();
    for info in &hintlint::rules::REGISTRY {
        assert!(rules.contains(info.name), "{} has no fixtures", info.name);
        for kind in ["valid-", "invalid-"] {
            assert!(
                fixtures.iter().any(|path| {
                    path.parent().and_then(Path::file_name) == Some(info.name.as_ref())
                        && path
                            .file_name()
                            .and_then(|name| name.to_str())
                            .is_some_and(|name| name.starts_with(kind))
                }),
                "{} has no {kind}* fixture",
                info.name
            );
        }
    }
    insta::with_settings!({
        snapshot_path => "../snapshots",
        prepend_module_to_snapshot => false,
        omit_expression => true,
    }, {
        for path in &fixtures {
            fixture(path);
        }
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
    let options = options_for(path, false);
    let context = FileContext {
        options: &options,
        relative: Some(file_name),
        origin: hintlint::inputs::Origin::Named,
        path: Some(path),
        texts: &*hintlint::files::DISK,
        only: None,
        unimported: false,
    };
    let report = lint_bytes(&name, Dialect::of_path(path), bytes.clone(), context);
    let configured = path
        .with_extension("toml")
        .exists()
        .then(|| hintlint::check(&[path.to_string_lossy().into_owned()], &options));
    let mut fired = common::fired(&report);
    if let Some(run) = &configured {
        fired = run.files.iter().flat_map(common::fired).collect();
    }
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
    if let Some(run) = &configured {
        rendered.clear();
        for file in &run.files {
            for finding in &file.findings {
                rendered.push_str(&renderer.finding(file, finding));
                rendered.push('\n');
            }
        }
    }
    let mut snapshot = format!(
        "input:\n{}\n--- status: {}\n{rendered}",
        visible(&bytes),
        status(&report.status)
    );
    if let Ok(config) = std::fs::read_to_string(path.with_extension("toml")) {
        snapshot = format!("configuration:\n{config}\n{snapshot}");
    }
    for unsafe_fixes in [false, true] {
        let options = options_for(path, unsafe_fixes);
        if let Some(fixed) = checked_fix(&report, path, Dialect::of_path(path), &options) {
            let kind = if unsafe_fixes {
                "safe and unsafe"
            } else {
                "safe"
            };
            snapshot.push_str(&format!("--- fixed ({kind} fixes):\n{}\n", visible(&fixed)));
        }
    }
    insta::assert_snapshot!(format!("{rule}__{file_name}"), snapshot);
}

/// The options of a fixture: from the configuration beside it, if any
/// (its folder is the configuration's), else the defaults.
fn options_for(path: &Path, unsafe_fixes: bool) -> Options {
    let config_path = path.with_extension("toml");
    let mut options = if config_path.exists() {
        let folder = path.parent().expect("in a rule's folder");
        let config = hintlint::Config::load(Some(&config_path), false, folder)
            .unwrap_or_else(|error| panic!("{}: {}", config_path.display(), error.message));
        Options::from_config(config)
    } else {
        Options::default()
    };
    options.unsafe_fixes = unsafe_fixes;
    options
}

/// The status as snapshots show it: pairing and disabled counts only when
/// there are any.
fn status(status: &FileStatus) -> String {
    match status {
        FileStatus::Manifest {
            tools,
            unpaired,
            paired,
            disabled,
            ..
        } => {
            let mut text = format!("Manifest {{ tools: {tools}, unpaired: {unpaired:?}");
            if *paired > 0 {
                text.push_str(&format!(", paired: {paired}"));
            }
            if *disabled > 0 {
                text.push_str(&format!(", disabled: {disabled}"));
            }
            text.push_str(" }");
            text
        }
        other => format!("{other:?}"),
    }
}

/// Shows a carriage return as `␍` so that line endings are part of the
/// snapshot.
fn visible(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).replace('\r', "␍")
}

/// Fixes `report`, asserting the fixer's guarantees, and returns the fixed
/// bytes when anything changed.
fn checked_fix(
    report: &FileReport,
    path: &Path,
    dialect: Dialect,
    options: &Options,
) -> Option<Vec<u8>> {
    if !matches!(report.status, FileStatus::Manifest { .. }) {
        return None;
    }
    let unsafe_fixes = options.unsafe_fixes;
    let relative = Path::new(&report.source.name)
        .file_name()
        .and_then(|name| name.to_str());
    let context = FileContext {
        options,
        relative,
        origin: hintlint::inputs::Origin::Named,
        path: Some(path),
        texts: &*hintlint::files::DISK,
        only: None,
        unimported: false,
    };
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
