//! Every example in every rule page runs: an example marked `bad` fires its
//! rule exactly once and nothing else; one marked `good` fires nothing.

mod common;

use hintlint::report::FileStatus;
use hintlint::rules::REGISTRY;

/// The fenced blocks of a page whose info string is `<lang> <mark>`.
fn examples<'d>(doc: &'d str, mark: &str) -> Vec<(&'d str, String)> {
    let mut found = Vec::new();
    let mut lines = doc.lines();
    while let Some(line) = lines.next() {
        let Some(info) = line.strip_prefix("```") else {
            continue;
        };
        let mut words = info.split_whitespace();
        let (Some(lang), Some(tag)) = (words.next(), words.next()) else {
            continue;
        };
        let body: Vec<&str> = lines.by_ref().take_while(|line| *line != "```").collect();
        if tag == mark {
            found.push((lang, body.join("\n")));
        }
    }
    found
}

#[test]
fn every_rule_page_has_a_bad_and_a_good_example() {
    for info in &REGISTRY {
        assert!(
            !examples(info.doc, "bad").is_empty(),
            "{}: no bad example",
            info.name
        );
        assert!(
            !examples(info.doc, "good").is_empty(),
            "{}: no good example",
            info.name
        );
        assert!(
            info.doc.starts_with(&format!("# {}\n", info.name)),
            "{}: title",
            info.name
        );
    }
}

#[test]
fn bad_examples_fire_their_rule_exactly_once() {
    for info in &REGISTRY {
        for (lang, body) in examples(info.doc, "bad") {
            let report = common::lint_named(&format!("example.{lang}"), body.into_bytes());
            assert_eq!(
                common::fired(&report),
                [info.name],
                "bad example of {}",
                info.name
            );
        }
    }
}

#[test]
fn good_examples_fire_nothing() {
    for info in &REGISTRY {
        for (lang, body) in examples(info.doc, "good") {
            let report = common::lint_named(&format!("example.{lang}"), body.into_bytes());
            assert!(
                matches!(report.status, FileStatus::Manifest { .. }),
                "good example of {} is no manifest",
                info.name
            );
            assert_eq!(
                common::fired(&report),
                Vec::<&str>::new(),
                "good example of {}",
                info.name
            );
        }
    }
}
