//! Every fixture under `tests/fixtures/<rule>/` is linted and rendered
//! (theme pinned, width 80) into a snapshot in the top-level `snapshots/`.
//! Beyond the snapshot, an `invalid-*` fixture must fire its rule and a
//! `valid-*` fixture must not.

mod common;

use std::path::Path;

use hintlint::render::human::{HumanStyle, Renderer};

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
    let report = common::lint_named(&format!("{rule}/{file_name}"), bytes.clone());
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
    let renderer = Renderer::new(HumanStyle::PLAIN);
    let mut rendered = String::new();
    for finding in &report.findings {
        rendered.push_str(&renderer.finding(&report, finding));
        rendered.push('\n');
    }
    let input = String::from_utf8_lossy(&bytes).replace('\r', "␍");
    insta::assert_snapshot!(format!(
        "input:\n{input}\n--- status: {:?}\n{rendered}",
        report.status
    ));
}
