//! Recognition as data: every SDK's and framework's tool entry points, one
//! table per SDK family ([`FAMILIES`]). A row says how the form is written,
//! the bytes that spot it (outside comments and strings), where it puts the
//! tool's name, description and hints, which row of [`super::wire::SDKS`]
//! says what the SDK sends for hints not written, and whether a reader of
//! `src/code/<language>/` reads it today.
//!
//! The accounting ([`crate::code::unread`], judged in `lint/judge.rs`)
//! spots each occurrence of a row in a file: one no reader read is an
//! `unread-tool` finding that names the row. docs/source-code.md prints
//! these tables, and a test holds the page to them.

mod csharp;
mod foreign;
mod go;
mod java;
mod kotlin;
mod php;
mod python;
mod ruby;
mod rust;
mod schema;
mod shape;
mod swift;
mod typescript;

pub use schema::{Catalogue, EntryPoint, Family, Form};

/// Every language's catalogue.
pub const FAMILIES: &[Catalogue] = &[
    typescript::CATALOGUE,
    python::CATALOGUE,
    go::CATALOGUE,
    rust::CATALOGUE,
    csharp::CATALOGUE,
    java::CATALOGUE,
    kotlin::CATALOGUE,
    php::CATALOGUE,
    ruby::CATALOGUE,
    swift::CATALOGUE,
    foreign::DART,
    foreign::ELIXIR,
    shape::CATALOGUE,
];

/// The needle of the protocol's tool shape (see [`shape`]) spelled
/// `text`: the lexer spots it as a key, not by its bytes alone.
pub fn shape_needle(text: &'static str) -> Needle {
    let family = &shape::CATALOGUE.families[0];
    Needle {
        text,
        entry: &family.entry_points[0],
        family,
    }
}

/// One text that spots an entry point, and the row it spots.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Needle {
    /// The text.
    pub text: &'static str,
    /// The row.
    pub entry: &'static EntryPoint,
    /// The row's family.
    pub family: &'static Family,
}

impl Needle {
    /// Whether the needle found at `at` of `text` is this entry point's
    /// shape: a decorator written after `@` (`@mcp.tool`, not
    /// `super().tool(…)`), a base class in a class declaration (not `tool
    /// < MCP::Tool` compared), and no declaration of the SDK's own
    /// (`class Tool(`, `def tool(`).
    pub fn fits(&self, text: &str, at: usize) -> bool {
        let before = text[..at].trim_end();
        let line = &text[text[..at].rfind('\n').map_or(0, |end| end + 1)..at];
        let shape = match self.entry.form {
            Form::Decorator => {
                let chain = before.trim_end_matches(|ch: char| {
                    ch.is_ascii_alphanumeric() || matches!(ch, '_' | '.')
                });
                self.text.starts_with('@') || chain.ends_with('@')
            }
            Form::BaseClass => line.contains("class "),
            _ => true,
        };
        let declared = [
            "class",
            "def",
            "fn",
            "func",
            "function",
            "struct",
            "interface",
        ]
        .iter()
        .any(|keyword| before.ends_with(keyword));
        shape && !declared
    }
}

/// The needles of the language named `language` (its catalogue's name)
/// that `text` holds, in the catalogue's order; those of an entry point
/// that `requires` an import `text` lacks are left out. Each needle's
/// searcher is built once per run ([`SPOTTERS`]), and an import is looked
/// for only when its needle is there: this runs on every file a walk
/// keeps.
pub fn held(language: &str, text: &str) -> Vec<Needle> {
    SPOTTERS
        .iter()
        .filter(|(name, _)| *name == language)
        .flat_map(|(_, spotters)| spotters)
        .filter(|(_, finder)| finder.find(text.as_bytes()).is_some())
        .map(|(needle, _)| *needle)
        .filter(|needle| {
            needle.entry.requires.is_empty()
                || needle.entry.requires.iter().any(|required| {
                    text.lines()
                        .any(|line| required.split('|').all(|part| line.contains(part)))
                })
        })
        .collect()
}

/// The texts of every needle of the language named `language` (its
/// catalogue's name), for a search of all of them at once.
pub fn needle_texts(language: &'static str) -> impl Iterator<Item = &'static str> {
    SPOTTERS
        .iter()
        .filter(move |(name, _)| *name == language)
        .flat_map(|(_, spotters)| spotters)
        .map(|(needle, _)| needle.text)
}

/// The catalogue's own spelling of the language named `language`, when
/// it has a catalogue.
pub fn named(language: &str) -> Option<&'static str> {
    SPOTTERS
        .iter()
        .map(|(name, _)| *name)
        .find(|name| *name == language)
}

/// A needle and the searcher that finds it.
type Spotter = (Needle, memchr::memmem::Finder<'static>);

/// Every catalogue's needles with their searchers, by language: built
/// once, when the first file is scanned.
static SPOTTERS: std::sync::LazyLock<Vec<(&'static str, Vec<Spotter>)>> =
    std::sync::LazyLock::new(|| {
        FAMILIES
            .iter()
            .map(|catalogue| {
                let spotters = catalogue
                    .families
                    .iter()
                    .flat_map(|family| {
                        family.entry_points.iter().flat_map(move |entry| {
                            entry.needles.iter().map(move |text| {
                                let needle = Needle {
                                    text,
                                    entry,
                                    family,
                                };
                                (needle, memchr::memmem::Finder::new(text.as_bytes()))
                            })
                        })
                    })
                    .collect();
                (catalogue.language, spotters)
            })
            .collect()
    });

/// The catalogue's name of a language hintlint parses (HTML pages run
/// the TypeScript reader over their scripts; TSX is TypeScript).
pub fn language_name(language: super::Language) -> &'static str {
    use super::Language;
    match language {
        Language::TypeScript | Language::Tsx => "TypeScript",
        // A page's markup holds scripts as text too: its scripts are
        // accounted for by their hint values.
        Language::Html => "HTML",
        Language::Python => "Python",
        Language::Go => "Go",
        Language::Rust => "Rust",
        Language::CSharp => "C#",
        Language::Java => "Java",
        Language::Kotlin => "Kotlin",
        Language::Php => "PHP",
        Language::Ruby => "Ruby",
        Language::Swift => "Swift",
    }
}

/// The catalogue as the Markdown docs/source-code.md prints: a table per
/// language, a row per entry point.
pub fn markdown() -> String {
    let mut out = String::new();
    for catalogue in FAMILIES {
        out.push_str(&format!("\n#### {}\n\n", catalogue.language));
        out.push_str("| SDK | entry point | form | name | description | hints | read |\n");
        out.push_str("|---|---|---|---|---|---|---|\n");
        for family in catalogue.families {
            for entry in family.entry_points {
                out.push_str(&format!(
                    "| {} | `{}` | {} | {} | {} | {} | {} |\n",
                    family.sdk,
                    entry.written,
                    entry.form.name(),
                    entry.name,
                    entry.description,
                    entry.hints,
                    if entry.read { "yes" } else { "not yet" },
                ));
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_family_refers_to_a_wire_row_that_exists() {
        for catalogue in FAMILIES {
            for family in catalogue.families {
                if let Some(wire) = family.wire {
                    assert!(
                        super::super::wire::SDKS.iter().any(|row| row.sdk == wire),
                        "{}: no wire row {wire}",
                        family.sdk
                    );
                }
                assert!(!family.entry_points.is_empty(), "{}", family.sdk);
                for entry in family.entry_points {
                    assert!(!entry.needles.is_empty(), "{}", entry.written);
                }
            }
        }
    }

    #[test]
    fn the_docs_print_the_catalogue() {
        let page = include_str!("../../../docs/source-code.md");
        let printed = page
            .split_once("<!-- catalogue:start -->\n")
            .and_then(|(_, rest)| rest.split_once("<!-- catalogue:end -->"))
            .map(|(printed, _)| printed);
        for line in markdown().lines() {
            assert!(
                printed.is_some_and(|printed| printed.lines().any(|row| row == line)),
                "docs/source-code.md lacks the catalogue's row {line}; the section is:\n{}",
                markdown()
            );
        }
    }

    #[test]
    fn a_needle_fits_only_its_shape() {
        let python = held("Python", "@mcp.tool(");
        let decorator = python.iter().find(|needle| needle.text == ".tool(");
        let fits = |text: &str| {
            decorator.is_some_and(|needle| needle.fits(text, text.find(".tool(").unwrap_or(0)))
        };
        assert!(fits("@mcp.tool(name='a')"));
        assert!(!fits("super().tool(fn)"));
        let ruby = held("Ruby", "class A < MCP::Tool");
        let base = ruby.iter().find(|needle| needle.text == "< MCP::Tool");
        let fits =
            |text: &str| base.is_some_and(|needle| needle.fits(text, text.find('<').unwrap_or(0)));
        assert!(fits("class A < MCP::Tool"));
        assert!(!fits("if tool < MCP::Tool"));
    }

    #[test]
    fn needles_are_found_by_language_in_the_text() {
        let go = held("Go", "t := mcp.NewTool(\"a\")");
        assert!(go.iter().any(|needle| needle.text == "mcp.NewTool("));
        assert!(
            held("Go", "t := mcp.Tool{}")
                .iter()
                .all(|n| n.text != "mcp.NewTool(")
        );
        assert!(held("Klingon", "mcp.NewTool(").is_empty());
        let nest = |text: &str| {
            held("TypeScript", &format!("{text}\n@Tool({{}})"))
                .iter()
                .any(|n| n.text == "@Tool(")
        };
        assert!(!nest("import { Tool } from 'other'"));
        assert!(nest("import { Tool } from '@rekog/mcp-nest'"));
        assert!(!nest(
            "import { Tool } from 'x';\nimport { Resource } from '@rekog/mcp-nest'"
        ));
    }
}
