//! The documentation cannot point nowhere: every relative link of the
//! README, `docs/` and `rules/` names a file of the repository, and every
//! `#anchor` a heading of the page it names.

use std::path::{Path, PathBuf};

/// The Markdown pages of the documentation.
fn pages() -> Vec<PathBuf> {
    let mut pages = vec![PathBuf::from("README.md")];
    for folder in ["docs", "rules"] {
        for entry in std::fs::read_dir(folder).expect("a docs folder").flatten() {
            let path = entry.path();
            if path.extension().is_some_and(|ext| ext == "md") {
                pages.push(path);
            }
        }
    }
    pages.sort();
    pages
}

/// GitHub's anchor of a heading: lower case, punctuation dropped, spaces
/// as dashes.
fn anchor(heading: &str) -> String {
    heading
        .trim_start_matches('#')
        .trim()
        .to_lowercase()
        .chars()
        .filter(|ch| ch.is_alphanumeric() || *ch == ' ' || *ch == '-' || *ch == '_')
        .map(|ch| if ch == ' ' { '-' } else { ch })
        .collect()
}

/// The anchors of a page's headings (outside code blocks).
fn anchors(text: &str) -> Vec<String> {
    let mut fenced = false;
    let mut found = Vec::new();
    for line in text.lines() {
        if line.starts_with("```") {
            fenced = !fenced;
        } else if !fenced && line.starts_with('#') {
            found.push(anchor(line));
        }
    }
    found
}

/// The `[text](target)` links of a page (outside code blocks).
fn links(text: &str) -> Vec<String> {
    let mut fenced = false;
    let mut found = Vec::new();
    for line in text.lines() {
        if line.starts_with("```") {
            fenced = !fenced;
            continue;
        }
        if fenced {
            continue;
        }
        let mut rest = line;
        while let Some(at) = rest.find("](") {
            let after = &rest[at + 2..];
            let Some(end) = after.find(')') else { break };
            found.push(after[..end].to_owned());
            rest = &after[end..];
        }
    }
    found
}

#[test]
fn every_link_of_the_documentation_resolves() {
    let mut broken = Vec::new();
    for page in pages() {
        let text = std::fs::read_to_string(&page).expect("a readable page");
        let folder = page.parent().unwrap_or(Path::new(""));
        for link in links(&text) {
            if link.starts_with("http") || link.starts_with("mailto:") {
                continue;
            }
            let (file, fragment) = link.split_once('#').unwrap_or((link.as_str(), ""));
            let target = if file.is_empty() {
                page.clone()
            } else {
                folder.join(file)
            };
            if !target.exists() {
                broken.push(format!(
                    "{}: {link} (no {})",
                    page.display(),
                    target.display()
                ));
                continue;
            }
            if !fragment.is_empty() && target.extension().is_some_and(|ext| ext == "md") {
                let target_text = std::fs::read_to_string(&target).expect("a readable page");
                if !anchors(&target_text).iter().any(|known| known == fragment) {
                    broken.push(format!(
                        "{}: {link} (no heading #{fragment})",
                        page.display()
                    ));
                }
            }
        }
    }
    assert!(broken.is_empty(), "broken links:\n{}", broken.join("\n"));
}

#[test]
fn the_readme_stays_a_quick_start() {
    let readme = std::fs::read_to_string("README.md").expect("the README");
    assert!(
        readme.lines().count() <= 250,
        "{} lines",
        readme.lines().count()
    );
    let first_command = readme
        .lines()
        .position(|line| line.trim_start().starts_with("hintlint check"))
        .expect("a first command");
    assert!(
        first_command < 60,
        "the first command is on line {}",
        first_command + 1
    );
    for required in [
        "cargo run --release -- check --config examples/hintlint.toml examples/",
        "cargo test",
    ] {
        assert!(readme.contains(required), "the README runs `{required}`");
    }
}
