//! The accounting of issue 56, per language: in each input of
//! `tests/inputs/accounting/`, every catalogued entry point and every hint
//! value ends in exactly one place, a tool read, a tool not judged
//! (`unjudged-tool`) or an `unread-tool` finding, and these add up to the
//! file's total. Each input marks the line of each entry point or value
//! with `account: read`, `account: unjudged`, `account: unread` or
//! `account: value` (a hint value no tool takes). A subclass of a project
//! class that reaches an entry point (`search_tool.rb`) counts as one,
//! read or not.

use std::collections::BTreeMap;
use std::path::Path;

use crate::binary::{hintlint, json, repo};

/// Where each thing of a file ended, by line: (line, kind), sorted; and
/// how many of the unread are subclasses of a project class (entry points
/// the catalogue does not list, found by following the project's classes).
fn ended(path: &str) -> (Vec<(u64, &'static str)>, usize) {
    let root = repo();
    let census = hintlint(&["census", "--tools", "--format", "json", path], root);
    let mut found = Vec::new();
    for tree in json(&census)["trees"].as_array().into_iter().flatten() {
        for file in tree["files"].as_array().into_iter().flatten() {
            for tool in file["listed_tools"].as_array().into_iter().flatten() {
                found.push((tool["line"].as_u64().unwrap_or(0), "read"));
            }
        }
    }
    let check = hintlint(&["check", "--format", "json", path], root);
    let mut subclasses = 0;
    for diagnostic in json(&check)["diagnostics"].as_array().into_iter().flatten() {
        let line = diagnostic["start"]["line"].as_u64().unwrap_or(0);
        let message = diagnostic["message"].as_str().unwrap_or("");
        match diagnostic["rule"].as_str() {
            Some("unjudged-tool") => found.push((line, "unjudged")),
            Some("unread-tool")
                if message.contains("registers a tool") || message.contains("gives a tool") =>
            {
                found.push((line, "unread"));
                subclasses += usize::from(message.contains("a class of the project"));
            }
            Some("unread-tool") => found.push((line, "value")),
            _ => {}
        }
    }
    found.sort_unstable();
    (found, subclasses)
}

/// What the input's markers say, by line.
fn marked(text: &str) -> Vec<(u64, &'static str)> {
    let mut marks = Vec::new();
    for (index, line) in text.lines().enumerate() {
        let Some((_, mark)) = line.split_once("account: ") else {
            continue;
        };
        let kind = ["read", "unjudged", "unread", "value"]
            .into_iter()
            .find(|kind| mark.trim() == *kind)
            .unwrap_or("unknown");
        marks.push((index as u64 + 1, kind));
    }
    marks
}

/// The catalogued entry points of a file, counted over the bytes: the
/// total its tools read, not judged and unread add up to.
fn entry_points(path: &Path, text: &str) -> usize {
    let language = hintlint::code::Language::of_path(path).expect("a language hintlint reads");
    let lexis = hintlint::code::unread::Lexis::of(language);
    let name = hintlint::code::catalogue::language_name(language);
    let scan = hintlint::code::unread::scan_for(text, lexis, Some(name));
    scan.found
        .iter()
        .filter(|found| {
            found
                .entry
                .is_some_and(|needle| needle.entry.form != hintlint::code::catalogue::Form::Adds)
        })
        .count()
}

/// How many tools read (or not judged) are classes of a Ruby file
/// extending a class of the project (`class SearchNotes < BaseTool`, its base in another file):
/// the nearest `class` line above the tool's names a base on which no
/// catalogued entry point is written.
fn read_subclasses(path: &Path, text: &str, ended: &[(u64, &'static str)]) -> usize {
    if path.extension().and_then(|extension| extension.to_str()) != Some("rb") {
        return 0;
    }
    let lines: Vec<&str> = text.lines().collect();
    ended
        .iter()
        .filter(|(_, kind)| matches!(*kind, "read" | "unjudged"))
        .filter(|(line, _)| {
            let above = lines.get(..*line as usize).unwrap_or(&[]);
            above
                .iter()
                .rev()
                .find(|written| written.trim_start().starts_with("class "))
                .is_some_and(|class| class.contains(" < ") && entry_points(path, class) == 0)
        })
        .count()
}

#[test]
fn every_entry_point_and_value_ends_in_one_place_in_every_language() {
    let folder = repo().join("tests/inputs/accounting");
    let mut languages = BTreeMap::new();
    let mut inputs: Vec<_> = std::fs::read_dir(&folder)
        .expect("the inputs")
        .flatten()
        .map(|entry| entry.path())
        .collect();
    inputs.sort();
    for path in inputs {
        let text = std::fs::read_to_string(&path).expect("an input");
        let relative = format!(
            "tests/inputs/accounting/{}",
            path.file_name()
                .and_then(|name| name.to_str())
                .unwrap_or("")
        );
        let marks = marked(&text);
        let (ended, unread_subclasses) = ended(&relative);
        let subclasses = unread_subclasses + read_subclasses(&path, &text, &ended);
        assert_eq!(
            ended, marks,
            "{relative}: where each entry point and value ended"
        );
        let places = ended.iter().filter(|(_, kind)| *kind != "value").count();
        assert_eq!(
            entry_points(&path, &text) + subclasses,
            places,
            "{relative}: entry points against tools read, not judged and unread"
        );
        let language = hintlint::code::Language::of_path(&path).map(|language| language.name());
        *languages.entry(language).or_insert(0) += 1;
        assert!(
            ended.iter().any(|(_, kind)| *kind == "read"),
            "{relative}: reads no tool at all"
        );
        assert!(
            ended.iter().any(|(_, kind)| *kind != "read"),
            "{relative}: accounts for nothing but read tools"
        );
    }
    assert!(
        languages.len() >= 10,
        "one input per language: {languages:?}"
    );
}
