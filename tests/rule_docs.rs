//! Every example in every rule page runs: an example marked `bad` fires its
//! rule exactly once and nothing else; one marked `good` fires nothing.
//! Manifest examples (`json`, `jsonc`) are linted as files of their own;
//! configuration examples (`toml`) are `hintlint.toml` files, run over the
//! manifest of the `json context` block before them.

use crate::common;

use hintlint::report::{FileReport, FileStatus};
use hintlint::rules::REGISTRY;
use hintlint::{Config, Options};

/// One fenced example of a page.
struct Example {
    lang: String,
    mark: String,
    body: String,
    /// The last `json context` block before it.
    context: Option<String>,
}

fn examples(doc: &str) -> Vec<Example> {
    let mut found = Vec::new();
    let mut context = None;
    let mut lines = doc.lines();
    while let Some(line) = lines.next() {
        let Some(info) = line.strip_prefix("```") else {
            continue;
        };
        let mut words = info.split_whitespace();
        let (Some(lang), Some(mark)) = (words.next(), words.next()) else {
            continue;
        };
        let body = lines
            .by_ref()
            .take_while(|line| *line != "```")
            .collect::<Vec<_>>()
            .join("\n");
        if mark == "context" {
            context = Some(body);
            continue;
        }
        found.push(Example {
            lang: lang.to_owned(),
            mark: mark.to_owned(),
            body,
            context: context.clone(),
        });
    }
    found
}

/// The rules an example fires (findings not accepted by exceptions).
fn fire(example: &Example, rule: &str) -> Vec<&'static str> {
    if example.lang != "toml" {
        let report = common::lint_named(
            &format!("example.{}", example.lang),
            example.body.clone().into_bytes(),
        );
        if example.mark == "good" {
            assert!(
                matches!(report.status, FileStatus::Manifest { .. }),
                "good example of {rule} is no manifest"
            );
        }
        return common::fired(&report);
    }
    let dir = tempfile::tempdir().expect("temp dir");
    let context = example
        .context
        .as_deref()
        .unwrap_or_else(|| panic!("{rule}: a toml example needs a json context"));
    std::fs::write(dir.path().join("manifest.json"), context).expect("written");
    let config_path = dir.path().join("hintlint.toml");
    std::fs::write(&config_path, &example.body).expect("written");
    let config = Config::load(Some(&config_path), false, dir.path())
        .unwrap_or_else(|error| panic!("{rule}: {error:?}"));
    let options = Options::from_config(config);
    let report = hintlint::check(&[dir.path().to_string_lossy().into_owned()], &options);
    report
        .files
        .iter()
        .flat_map(|file: &FileReport| common::fired(file))
        .collect()
}

#[test]
fn every_rule_page_has_a_bad_and_a_good_example() {
    for info in &REGISTRY {
        let all = examples(info.doc);
        assert!(
            all.iter().any(|example| example.mark == "bad"),
            "{}: no bad example",
            info.name
        );
        assert!(
            all.iter().any(|example| example.mark == "good"),
            "{}: no good example",
            info.name
        );
        assert!(
            info.doc.starts_with(&format!("# {}\n", info.name)),
            "{}: title",
            info.name
        );
        assert!(
            info.doc.contains("\n## Fix\n"),
            "{}: no Fix section",
            info.name
        );
    }
}

#[test]
fn every_page_states_the_registry_level_and_fix() {
    for info in &REGISTRY {
        let line = info.doc.lines().nth(2).unwrap_or_default();
        let level = format!("Default level: **{}**", info.default_level.as_str());
        let fix = match info.fix.as_str() {
            "none" => "Fix: none".to_owned(),
            safety => format!("Fix: **{safety}**"),
        };
        assert!(
            line.starts_with(&format!("{level} · {fix}")),
            "{}: the page says `{line}`, the registry {level} · {fix}",
            info.name
        );
    }
}

#[test]
fn bad_examples_fire_their_rule_exactly_once() {
    for info in &REGISTRY {
        for example in examples(info.doc)
            .iter()
            .filter(|example| example.mark == "bad")
        {
            assert_eq!(
                fire(example, info.name),
                [info.name],
                "bad {} example of {}",
                example.lang,
                info.name
            );
        }
    }
}

#[test]
fn good_examples_fire_nothing() {
    for info in &REGISTRY {
        for example in examples(info.doc)
            .iter()
            .filter(|example| example.mark == "good")
        {
            assert_eq!(
                fire(example, info.name),
                Vec::<&str>::new(),
                "good {} example of {}",
                example.lang,
                info.name
            );
        }
    }
}
