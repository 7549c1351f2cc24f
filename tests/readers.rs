//! The source readers, tested where they live: each file of
//! `tests/readers/<language>/` is read through the reader alone
//! (`hintlint::code::read`, no rule), and says what it holds on the spot,
//! in comments under the line they are about (the caret marks the column):
//!
//! ```text
//! @mcp.tool(annotations={"readOnlyHint": False})
//! # ^ tool: delete_item readOnlyHint=false
//! server.registerTool("x", { annotations: hints() }, run)
//! //                                      ^ unjudged: x
//! ```
//!
//! `tool: NAME key=value…` is a judged tool of that name whose holder
//! covers the caret, with exactly those hints (in its `annotations`, or
//! the holder itself where the SDK writes hints there; `key=-` for none);
//! `unjudged: NAME` (`?` for no static name) is a registration whose
//! unread expression covers the caret. Every tool and unjudged
//! registration the reader finds must be expected.

use std::path::{Path, PathBuf};

use hintlint::base::files::{DISK, Place};
use hintlint::code::{Language, read};
use hintlint::document::Value;

/// One expectation: the offset its caret marks, what it expects, its line.
struct Expected {
    at: usize,
    what: String,
    line: usize,
}

/// The expectations of `text`, written after one of `markers` (a page's
/// own comment, `<!-- ^ … -->`, or its scripts', `// ^ …`).
fn expectations(text: &str, markers: &[&str]) -> Vec<Expected> {
    let mut found = Vec::new();
    let mut offset = 0;
    let mut above: Option<(usize, usize)> = None; // (offset of the line, its number)
    for (number, line) in text.split_inclusive('\n').enumerate() {
        let trimmed = line.trim_start();
        let expectation = markers
            .iter()
            .find_map(|marker| trimmed.strip_prefix(marker))
            .map(str::trim_start)
            .filter(|rest| rest.starts_with('^'));
        match (expectation, above) {
            (Some(rest), Some((start, _))) => {
                let column = line.find('^').expect("a caret");
                found.push(Expected {
                    at: start + column,
                    what: rest[1..].trim().trim_end_matches("-->").trim().to_owned(),
                    line: number + 1,
                });
            }
            (Some(_), None) => panic!("line {}: an expectation under no line", number + 1),
            (None, _) => above = Some((offset, number + 1)),
        }
        offset += line.len();
    }
    found
}

/// A value as expectations write it.
fn shown(value: &Value<'_>) -> String {
    match value {
        Value::Bool(value, _) => value.to_string(),
        Value::Null(_) => "null".to_owned(),
        Value::String(string) => format!("{:?}", string.value),
        Value::Number(number) => number.text.to_string(),
        _ => "…".to_owned(),
    }
}

/// The hints a holder writes, each in its SDK's spelling
/// (`readOnlyHint`, `read_only_hint`, C#'s `ReadOnly`): its `annotations`
/// object's, or its own.
fn hints(holder: &Value<'_>) -> String {
    const HINTS: [&str; 8] = [
        "readonlyhint",
        "destructivehint",
        "idempotenthint",
        "openworldhint",
        "readonly",
        "destructive",
        "idempotent",
        "openworld",
    ];
    let Value::Object(holder) = holder else {
        return "not an object".to_owned();
    };
    let object = match holder.get("annotations") {
        Some(Value::Object(annotations)) => annotations,
        _ => holder,
    };
    let written: Vec<String> = object
        .members
        .iter()
        .filter(|member| {
            let key = member.key.value.to_lowercase().replace('_', "");
            HINTS.contains(&key.as_str())
        })
        .map(|member| format!("{}={}", member.key.value, shown(&member.value)))
        .collect();
    if written.is_empty() {
        "-".to_owned()
    } else {
        written.join(" ")
    }
}

/// What a corpus file fails to hold to, one line each.
fn check(path: &Path) -> Vec<String> {
    let text = std::fs::read_to_string(path).expect("a UTF-8 corpus file");
    let language = Language::of_path(path).expect("a source language's extension");
    let mut markers = vec![language.comment_marker()];
    // A page's scripts are JavaScript, commented as JavaScript is.
    if language.info().page.is_some() {
        markers.push(Language::Tsx.comment_marker());
    }
    let expected = expectations(&text, &markers);
    // Read as a run reads it: its imports and the project's definitions
    // it uses are followed from where it is.
    let place = Place {
        path,
        texts: &*DISK,
    };
    let file = match read(&text, language, Some(place)) {
        Ok(file) => file,
        Err(failure) => return vec![format!("does not parse: {}", failure.message)],
    };
    let Value::Array(tools) = &file.root else {
        return vec!["the reader's root is no array".to_owned()];
    };
    let mut found: Vec<(std::ops::Range<usize>, String)> = Vec::new();
    for (holder, site) in tools.items.iter().zip(&file.sites) {
        let name = site.name.as_ref().map_or("?", |name| name.value.as_ref());
        let span = holder.span();
        let covers = span.start.min(site.anchor.start)..span.end.max(site.anchor.end);
        found.push((covers, format!("tool: {name} {}", hints(holder))));
    }
    for unjudged in &file.unjudged {
        let name = unjudged
            .name
            .as_ref()
            .map_or("?", |name| name.value.as_ref());
        found.push((unjudged.opaque.span.clone(), format!("unjudged: {name}")));
    }
    let mut failures = Vec::new();
    let mut matched = vec![false; found.len()];
    for expectation in &expected {
        let hit = found.iter().enumerate().find(|(index, (span, what))| {
            !matched[*index] && span.contains(&expectation.at) && *what == expectation.what
        });
        match hit {
            Some((index, _)) => matched[index] = true,
            None => {
                let here: Vec<&str> = found
                    .iter()
                    .filter(|(span, _)| span.contains(&expectation.at))
                    .map(|(_, what)| what.as_str())
                    .collect();
                failures.push(format!(
                    "line {}: expected `{}`, the reader read {here:?} there",
                    expectation.line, expectation.what
                ));
            }
        }
    }
    for ((span, what), matched) in found.iter().zip(matched) {
        if !matched {
            let line = text[..span.start].matches('\n').count() + 1;
            let column = span.start - text[..span.start].rfind('\n').map_or(0, |at| at + 1);
            failures.push(format!(
                "line {line}, column {column}: `{what}` is read but not expected"
            ));
        }
    }
    failures
}

/// Every corpus file, by language folder.
fn corpus() -> Vec<PathBuf> {
    let mut files = Vec::new();
    for folder in std::fs::read_dir("tests/readers")
        .expect("tests/readers")
        .flatten()
    {
        for file in std::fs::read_dir(folder.path())
            .expect("a language's folder")
            .flatten()
        {
            files.push(file.path());
        }
    }
    files.sort();
    files
}

#[test]
fn every_reader_reads_its_corpus_as_it_says() {
    let files = corpus();
    let mut failures = Vec::new();
    let mut languages = std::collections::BTreeSet::new();
    for path in &files {
        let language = Language::of_path(path).expect("a source language's extension");
        languages.insert(language.name());
        for failure in check(path) {
            failures.push(format!("{}: {failure}", path.display()));
        }
    }
    // Every reader (JavaScript/TSX is TypeScript's reader over other
    // extensions).
    assert!(
        languages.len() >= 11,
        "a corpus per language: {languages:?}"
    );
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn an_expectation_the_reader_does_not_meet_fails() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("server.py");
    std::fs::write(
        &path,
        "from mcp.server.fastmcp import FastMCP\nmcp = FastMCP(\"x\")\n\n\
         @mcp.tool(annotations={\"readOnlyHint\": True})\n# ^ tool: search readOnlyHint=false\n\
         def search(): ...\n",
    )
    .expect("written");
    let failures = check(&path);
    assert_eq!(failures.len(), 2, "{failures:?}");
    assert!(failures[0].contains("expected `tool: search readOnlyHint=false`"));
    assert!(failures[0].contains("tool: search readOnlyHint=true"));
    assert!(failures[1].contains("is read but not expected"));
}
