//! The documentation is a book that cannot rot: every page of `docs/` is in
//! its `SUMMARY.md`, every rule's page is its file in `rules/` (included,
//! never copied), every command and flag `--help` lists and every key of
//! the configuration's schema is documented, and the shell examples of the
//! docs run and print what they show (trycmd).

use std::collections::BTreeSet;

use crate::binary::{hintlint, repo};

/// The text of every Markdown page of `docs/` and `rules/`, and the README.
fn documentation() -> String {
    let mut text = std::fs::read_to_string("README.md").expect("the README");
    for folder in ["docs", "docs/rules", "rules"] {
        for entry in std::fs::read_dir(folder).expect("a docs folder").flatten() {
            if entry.path().extension().is_some_and(|ext| ext == "md") {
                text.push_str(&std::fs::read_to_string(entry.path()).expect("a page"));
            }
        }
    }
    text
}

/// The pages `docs/SUMMARY.md` lists, as paths below `docs/`.
fn summary_pages() -> BTreeSet<String> {
    let summary = std::fs::read_to_string("docs/SUMMARY.md").expect("the summary");
    summary
        .lines()
        .filter_map(|line| {
            let start = line.find("](")? + 2;
            let end = start + line[start..].find(')')?;
            Some(line[start..end].to_owned())
        })
        .filter(|page| !page.is_empty())
        .collect()
}

#[test]
fn every_page_of_the_docs_is_in_the_book() {
    let listed = summary_pages();
    for entry in std::fs::read_dir("docs").expect("docs").flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        if name.ends_with(".md") && name != "SUMMARY.md" {
            assert!(
                listed.contains(&name),
                "docs/SUMMARY.md does not list {name}"
            );
        }
    }
    for page in &listed {
        assert!(
            std::path::Path::new("docs").join(page).is_file(),
            "docs/SUMMARY.md lists {page}, which does not exist"
        );
    }
}

#[test]
fn every_rule_page_is_its_file_in_rules_included_not_copied() {
    let listed = summary_pages();
    for info in &hintlint::rules::REGISTRY {
        let page = format!("rules/{}.md", info.name);
        assert!(
            listed.contains(&page),
            "docs/SUMMARY.md does not list {page}"
        );
        let stub = std::fs::read_to_string(format!("docs/{page}")).expect("the rule's book page");
        assert_eq!(
            stub.trim(),
            format!("{{{{#include ../../rules/{}.md}}}}", info.name),
            "docs/{page} must only include rules/{}.md",
            info.name
        );
    }
    let stubs = std::fs::read_dir("docs/rules").expect("docs/rules").count();
    assert_eq!(
        stubs,
        hintlint::rules::REGISTRY.len(),
        "a page for a rule that is gone"
    );
}

/// The subcommands `hintlint --help` lists.
fn subcommands() -> Vec<String> {
    let help = hintlint(&["--help"], repo()).stdout;
    let commands = help
        .split("Commands:")
        .nth(1)
        .and_then(|rest| rest.split("Options:").next())
        .expect("a Commands section");
    commands
        .lines()
        .filter_map(|line| line.split_whitespace().next())
        .filter(|name| *name != "help")
        .map(str::to_owned)
        .collect()
}

/// The long flags (`--format`) a help text lists.
fn long_flags(help: &str) -> BTreeSet<String> {
    help.lines()
        .map(str::trim_start)
        .filter(|line| line.starts_with('-'))
        .flat_map(|line| {
            line.split([' ', ',', '='])
                .filter(|word| word.starts_with("--") && word.len() > 2)
                .map(|word| word.trim_end_matches(['.', ')', ':']).to_owned())
                .collect::<Vec<_>>()
        })
        .filter(|flag| flag != "--help" && flag != "--version")
        .collect()
}

#[test]
fn every_command_and_flag_of_the_help_is_documented() {
    let docs = documentation();
    let commands = subcommands();
    assert!(commands.len() >= 10, "{commands:?}");
    let check = long_flags(&hintlint(&["check", "--help"], repo()).stdout);
    for flag in ["--format", "--stdin-filename", "--unsafe-fixes", "--server"] {
        assert!(
            check.contains(flag),
            "{flag} is read from the help: {check:?}"
        );
    }
    let mut missing = Vec::new();
    for command in &commands {
        if !docs.contains(&format!("hintlint {command}")) {
            missing.push(format!("the command `hintlint {command}`"));
        }
        let help = hintlint(&[command, "--help"], repo()).stdout;
        for flag in long_flags(&help) {
            let documented = docs.match_indices(&flag).any(|(at, _)| {
                !docs[at + flag.len()..]
                    .chars()
                    .next()
                    .is_some_and(|next| next.is_ascii_alphanumeric() || next == '-')
            });
            if !documented {
                missing.push(format!("`{flag}` of `hintlint {command}`"));
            }
        }
    }
    assert!(missing.is_empty(), "undocumented:\n{}", missing.join("\n"));
}

/// Every property name the schema declares, at any depth.
fn schema_keys(value: &serde_json::Value, keys: &mut BTreeSet<String>) {
    match value {
        serde_json::Value::Object(object) => {
            if let Some(serde_json::Value::Object(properties)) = object.get("properties") {
                keys.extend(properties.keys().cloned());
            }
            for child in object.values() {
                schema_keys(child, keys);
            }
        }
        serde_json::Value::Array(items) => {
            for item in items {
                schema_keys(item, keys);
            }
        }
        _ => {}
    }
}

#[test]
fn every_key_of_the_configuration_schema_is_on_the_configuration_page() {
    let schema: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string("hintlint.schema.json").expect("the schema"))
            .expect("JSON");
    let mut keys = BTreeSet::new();
    schema_keys(&schema, &mut keys);
    assert!(keys.len() > 10, "{keys:?}");
    let page = std::fs::read_to_string("docs/configuration.md").expect("the page");
    // The rules are keys of `[rules]` (their levels): their names are the
    // Rules pages, checked above.
    let rules: BTreeSet<&str> = hintlint::rules::REGISTRY
        .iter()
        .map(|info| info.name)
        .collect();
    let missing: Vec<&String> = keys
        .iter()
        .filter(|key| !rules.contains(key.as_str()))
        .filter(|key| {
            !(page.contains(&format!("`{key}`"))
                || page.contains(&format!("{key} ="))
                || page.contains(&format!("[{key}]"))
                || page.contains(&format!("[[{key}]]")))
        })
        .collect();
    assert!(
        missing.is_empty(),
        "docs/configuration.md lacks {missing:?}"
    );
}

#[test]
fn the_shell_examples_of_the_docs_print_what_they_show() {
    trycmd::TestCases::new()
        .register_bin("hintlint", trycmd::cargo::cargo_bin("hintlint"))
        .env("NO_COLOR", "1")
        .case("docs/getting-started.md")
        .case("docs/clients.md");
}

#[test]
fn the_clients_page_is_the_clients_table() {
    let page = std::fs::read_to_string("docs/clients.md").expect("the clients page");
    for client in &hintlint::clients::CLIENTS {
        let row = page
            .lines()
            .find(|line| line.starts_with(&format!("| {} |", client.name)))
            .unwrap_or_else(|| panic!("docs/clients.md has no row for {}", client.name));
        let (repository, commit) = client
            .revision
            .split_once(", commit ")
            .expect("a repository and a commit");
        let (file, function) = client.source.split_once(", ").expect("a file and a place");
        for fact in [repository, commit, file, function, client.read, client.mode] {
            assert!(
                row.contains(fact),
                "{}: the row lacks `{fact}`",
                client.name
            );
        }
    }
    let rows: Vec<&str> = page
        .lines()
        .filter(|line| line.starts_with("| ") && !line.starts_with("| client"))
        .collect();
    let names: Vec<String> = hintlint::clients::CLIENTS
        .iter()
        .map(|client| format!("| {} |", client.name))
        .collect();
    assert_eq!(rows.len(), names.len(), "one row per listed client");
    for (row, name) in rows.iter().zip(&names) {
        assert!(
            row.starts_with(name.as_str()),
            "the rows follow the table's order (census and explain print it): {name} expected, found {row}"
        );
    }
}
