//! Every node kind and field name the source readers compare against
//! exists in the pinned grammar they read with: a misspelled or renamed
//! kind (`const_spec_list` where Go's grammar says `const_spec`) leaves
//! the code behind it unreachable, and no fixture notices.
//!
//! The strings are read from each language's folder of `src/code/` (its
//! `mod.rs` and the files beside it): a string compared with a node's
//! `kind()` (`==`, `!=`, `match … .kind() { "a" | "b" => … }`,
//! `matches!(….kind(), "a" | "b")`) is a kind; the argument of
//! `child_by_field_name` / `children_by_field_name` is a field, and so are
//! both names given to `tree::field_pair`; every string of a `Literals
//! { … }` table is a kind. A language's kinds are held to its row's
//! grammar (TypeScript's folder to both TypeScript and TSX); the shared
//! files of `src/code/` to the union of all grammars.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use hintlint::code::languages::LANGUAGES;

/// Strings a text names, each with its line.
type Named = Vec<(String, usize)>;

/// The kinds and fields a text names: (kinds, fields).
fn named_in(code: &str) -> (Named, Named) {
    let code = crate::import_graph::without_comments(code);
    let line_of = |at: usize| code[..at].matches('\n').count() + 1;
    let mut kinds = Vec::new();
    let mut fields = Vec::new();
    for call in ["child_by_field_name(", "children_by_field_name("] {
        for (at, _) in code.match_indices(call) {
            if let Some((literal, _)) = string_at(&code[at + call.len()..]) {
                fields.push((literal, line_of(at)));
            }
        }
    }
    // `Literals { truth: "true", …, numbers: &["integer"] }`: every
    // string is a kind.
    for (at, _) in code.match_indices("Literals {") {
        let rest = &code[at + "Literals {".len()..];
        kinds.extend(
            literals(&rest[..closing(rest, '{', '}')])
                .into_iter()
                .map(|kind| (kind, line_of(at))),
        );
    }
    // `tree::field_pair(node, "key", "value")`: both names are fields.
    for (at, _) in code.match_indices("field_pair(") {
        let rest = &code[at + "field_pair(".len()..];
        let end = closing(rest, '(', ')');
        fields.extend(
            literals(&rest[..end])
                .into_iter()
                .map(|field| (field, line_of(at))),
        );
    }
    // `tree::unwrapped(node, "kind", "field")`: a wrapper's kind and the
    // field that holds what it wraps.
    for (at, _) in code.match_indices("unwrapped(") {
        let rest = &code[at + "unwrapped(".len()..];
        if let [kind, field] = literals(&rest[..closing(rest, '(', ')')]).as_slice() {
            kinds.push((kind.clone(), line_of(at)));
            fields.push((field.clone(), line_of(at)));
        }
    }
    // `tree::enclosing(node, "kind")`: the kind of an ancestor.
    for (at, _) in code.match_indices("enclosing(") {
        let rest = &code[at + "enclosing(".len()..];
        if let [kind] = literals(&rest[..closing(rest, '(', ')')]).as_slice() {
            kinds.push((kind.clone(), line_of(at)));
        }
    }
    for (at, _) in code.match_indices(".kind()") {
        let after = &code[at + ".kind()".len()..];
        let trimmed = after.trim_start();
        // `x.kind() == "a"`, `x.kind() != "a"`
        if let Some(rest) = trimmed
            .strip_prefix("==")
            .or_else(|| trimmed.strip_prefix("!="))
        {
            if let Some((literal, _)) = string_at(rest.trim_start()) {
                kinds.push((literal, line_of(at)));
            }
            continue;
        }
        let before = &code[..at];
        // `"a" == x.kind()`
        let receiverless = before
            .trim_end_matches(|ch: char| ch.is_alphanumeric() || ch == '_' || ch == '.')
            .trim_end();
        if let Some(left) = receiverless
            .strip_suffix("==")
            .or_else(|| receiverless.strip_suffix("!="))
        {
            let left = left.trim_end();
            if let Some(open) = left.strip_suffix('"').and_then(|body| body.rfind('"')) {
                kinds.push((left[open + 1..left.len() - 1].to_owned(), line_of(at)));
            }
        }
        // `matches!(x.kind(), "a" | "b")`: from the comma to the closing
        // parenthesis, a guard (`if …`) left out.
        if let Some(open) = before.rfind("matches!(")
            && !before[open..].contains(';')
            && let Some(rest) = trimmed.strip_prefix(',')
        {
            let end = closing(rest, '(', ')');
            let patterns = rest[..end].split(" if ").next().unwrap_or("");
            kinds.extend(
                literals(patterns)
                    .into_iter()
                    .map(|kind| (kind, line_of(at))),
            );
            continue;
        }
        // `match x.kind() { "a" | "b" => …, … }`: the patterns of its arms.
        if let Some(body) = trimmed.strip_prefix('{')
            && before
                .rfind("match ")
                .is_some_and(|start| !before[start..].contains(['{', ';']))
        {
            let end = closing(body, '{', '}');
            for pattern in arm_patterns(&body[..end]) {
                kinds.extend(
                    literals(pattern)
                        .into_iter()
                        .map(|kind| (kind, line_of(at))),
                );
            }
        }
    }
    (kinds, fields)
}

/// The string literal `text` starts with, and its length.
fn string_at(text: &str) -> Option<(String, usize)> {
    let body = text.strip_prefix('"')?;
    let end = body.find('"')?;
    Some((body[..end].to_owned(), end + 2))
}

/// Every string literal of `text`.
fn literals(text: &str) -> Vec<String> {
    let mut found = Vec::new();
    let mut rest = text;
    while let Some(start) = rest.find('"') {
        let Some((literal, length)) = string_at(&rest[start..]) else {
            break;
        };
        found.push(literal);
        rest = &rest[start + length..];
    }
    found
}

/// Where the bracket opened just before `text` closes.
fn closing(text: &str, open: char, close: char) -> usize {
    let mut depth = 0usize;
    let mut in_string = false;
    let mut previous = ' ';
    for (at, ch) in text.char_indices() {
        if ch == '"' && previous != '\\' {
            in_string = !in_string;
        } else if !in_string && ch == open {
            depth += 1;
        } else if !in_string && ch == close {
            if depth == 0 {
                return at;
            }
            depth -= 1;
        }
        previous = ch;
    }
    text.len()
}

/// The patterns of a `match` body's arms (what comes before each `=>` at
/// its top level, guards left out).
fn arm_patterns(body: &str) -> Vec<&str> {
    let mut patterns = Vec::new();
    let mut depth = 0usize;
    let mut start = 0;
    let mut in_string = false;
    let mut previous = ' ';
    let bytes = body.as_bytes();
    let mut at = 0;
    while at < body.len() {
        let ch = bytes[at] as char;
        if ch == '"' && previous != '\\' {
            in_string = !in_string;
        } else if !in_string {
            match ch {
                '{' | '(' | '[' => depth += 1,
                '}' | ')' | ']' => {
                    depth = depth.saturating_sub(1);
                    if depth == 0 && ch == '}' {
                        start = at + 1;
                    }
                }
                ',' if depth == 0 => start = at + 1,
                '=' if depth == 0 && bytes.get(at + 1) == Some(&b'>') => {
                    let pattern = &body[start..at];
                    patterns.push(pattern.split(" if ").next().unwrap_or(""));
                    at += 1;
                }
                _ => {}
            }
        }
        previous = ch;
        at += 1;
    }
    patterns
}

/// Every `.rs` file of `folder` (not below it).
fn files_of(folder: &Path) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(folder)
        .expect("a folder of src/code")
        .flatten()
        .map(|entry| entry.path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "rs"))
        .collect();
    files.sort();
    files
}

/// Whether some grammar of `grammars` has `kind` (named or anonymous).
fn has_kind(grammars: &[tree_sitter::Language], kind: &str) -> bool {
    kind == "ERROR"
        || grammars.iter().any(|grammar| {
            grammar.id_for_node_kind(kind, true) != 0 || grammar.id_for_node_kind(kind, false) != 0
        })
}

/// Whether some grammar of `grammars` has the field `field`.
fn has_field(grammars: &[tree_sitter::Language], field: &str) -> bool {
    grammars
        .iter()
        .any(|grammar| grammar.field_id_for_name(field).is_some())
}

/// What `files` name that `grammars` lack, each with its file and line.
fn missing(files: &[PathBuf], grammars: &[tree_sitter::Language]) -> (Vec<String>, usize) {
    let mut missing = Vec::new();
    let mut checked = 0;
    for file in files {
        let code = std::fs::read_to_string(file).expect("UTF-8 source");
        let (kinds, fields) = named_in(&code);
        checked += kinds.len() + fields.len();
        for (kind, line) in kinds {
            if !has_kind(grammars, &kind) {
                missing.push(format!("{}:{line}: node kind \"{kind}\"", file.display()));
            }
        }
        for (field, line) in fields {
            if !has_field(grammars, &field) {
                missing.push(format!("{}:{line}: field \"{field}\"", file.display()));
            }
        }
    }
    (missing, checked)
}

/// The folders of `src/code/` that are no language's: the catalogue of
/// every SDK's entry points, as data, the program model every language
/// lowers into, the effects' catalogue and the lexer of what no reader
/// reads.
const SHARED_FOLDERS: &[&str] = &["catalogue", "effects", "model", "unread"];

/// A language's folder of `src/code/`: its variant's name in lower case
/// (TSX is read by TypeScript's folder).
fn folder_of(language: hintlint::code::Language) -> String {
    match language {
        hintlint::code::Language::Tsx => "typescript".to_owned(),
        other => format!("{other:?}").to_lowercase(),
    }
}

#[test]
fn every_kind_and_field_the_readers_name_is_in_its_grammar() {
    let code = Path::new("src/code");
    let mut report = Vec::new();
    let mut folders = BTreeSet::new();
    for row in &LANGUAGES {
        let folder = folder_of(row.language);
        if !folders.insert(folder.clone()) {
            continue;
        }
        let grammars: Vec<tree_sitter::Language> = LANGUAGES
            .iter()
            .filter(|other| folder_of(other.language) == folder)
            .map(|other| (other.grammar)())
            .collect();
        let (missing, checked) = missing(&files_of(&code.join(&folder)), &grammars);
        assert!(
            checked > 10,
            "src/code/{folder}/ names kinds the test finds ({checked})"
        );
        report.extend(missing);
    }
    // Every language folder is a row's, but the folders every language
    // shares, whose files are held to every grammar below.
    let mut shared_files = files_of(code);
    for entry in std::fs::read_dir(code).expect("src/code").flatten() {
        if entry.path().is_dir() {
            let name = entry.file_name().to_string_lossy().into_owned();
            if SHARED_FOLDERS.contains(&name.as_str()) {
                shared_files.extend(files_of(&entry.path()));
                continue;
            }
            assert!(
                folders.contains(&name),
                "src/code/{name}/ is no language's folder"
            );
        }
    }
    let all: Vec<tree_sitter::Language> = LANGUAGES.iter().map(|row| (row.grammar)()).collect();
    let (shared, checked) = missing(&shared_files, &all);
    assert!(
        checked > 10,
        "the shared files name kinds the test finds ({checked})"
    );
    report.extend(shared);
    assert!(
        report.is_empty(),
        "node kinds and fields no pinned grammar has:\n{}",
        report.join("\n")
    );
}

#[test]
fn the_reading_of_kinds_finds_each_form() {
    let code = r#"
        if node.kind() == "call" || "pair" != other.kind() {}
        let found = matches!(node.kind(), "string" | "template_string" if ok);
        match node.kind() {
            "true" | "false" => 1,
            "number" if x => { "not_a_kind" }
            _ => 2,
        }
        node.child_by_field_name("arguments");
    "#;
    let (kinds, fields) = named_in(code);
    let kinds: BTreeSet<String> = kinds.into_iter().map(|(kind, _)| kind).collect();
    let expected: BTreeSet<String> = [
        "call",
        "pair",
        "string",
        "template_string",
        "true",
        "false",
        "number",
    ]
    .into_iter()
    .map(str::to_owned)
    .collect();
    assert_eq!(kinds, expected);
    assert_eq!(fields, [("arguments".to_owned(), 9)]);
    let go = [tree_sitter_go::LANGUAGE.into()];
    assert!(has_kind(&go, "const_spec"));
    assert!(
        !has_kind(&go, "const_spec_list"),
        "a kind Go's grammar lacks"
    );
    assert!(has_field(&go, "name") && !has_field(&go, "no_such_field"));
}

/// Every `.scm` file under `src/code/` (one level of folders).
fn query_files(code: &Path) -> Vec<String> {
    let mut found = Vec::new();
    for entry in std::fs::read_dir(code).expect("src/code").flatten() {
        if !entry.path().is_dir() {
            continue;
        }
        for file in std::fs::read_dir(entry.path()).expect("a folder").flatten() {
            let path = file.path();
            if path.extension().is_some_and(|ext| ext == "scm") {
                found.push(path.to_string_lossy().replace('\\', "/"));
            }
        }
    }
    found.sort();
    found
}

#[test]
fn every_query_compiles_against_its_grammar_with_the_closed_captures() {
    use hintlint::code::query::Compiled;
    let mut listed = BTreeSet::new();
    let mut report = Vec::new();
    for row in &LANGUAGES {
        for queries in row.queries {
            listed.insert(queries.path().to_owned());
            if queries.grammar() != (row.grammar)() {
                report.push(format!(
                    "{} is compiled against another grammar than {}'s row names",
                    queries.path(),
                    row.name
                ));
            }
            match std::fs::read_to_string(queries.path()) {
                Ok(on_disk) if on_disk == queries.source() => {}
                _ => report.push(format!("{} is not the file it includes", queries.path())),
            }
            // What the test compiles is what a run compiles: the row's
            // grammar, the capture check of `Compiled::load`.
            if let Err(error) = Compiled::load(&(row.grammar)(), queries.path(), queries.source()) {
                report.push(error.to_string());
            }
            if let Err(error) = queries.compiled() {
                report.push(format!("at run time: {error}"));
            }
        }
    }
    for file in query_files(Path::new("src/code")) {
        if !listed.contains(&file) {
            report.push(format!("{file} is no language row's query"));
        }
    }
    // Go's `forms.scm`; C#, Java, PHP and Python locate by a walk, whose
    // node kinds and fields the tests above check.
    assert!(
        !listed.is_empty(),
        "the rows name their queries ({listed:?})"
    );
    assert!(
        report.is_empty(),
        "queries that do not load:\n{}",
        report.join("\n")
    );
}
