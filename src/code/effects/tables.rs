//! The catalogue's tables, a language family each.

use super::schema::Row;
use super::{csharp, go, javascript, jvm, php, python, ruby, rust};
use crate::code::Language;

/// The catalogue's tables, a family of languages each: (the family's name,
/// its languages, its rows).
pub const TABLES: &[(&str, &[Language], &[Row])] = &[
    (
        "JavaScript and TypeScript",
        &[Language::TypeScript, Language::Tsx],
        javascript::ROWS,
    ),
    ("Python", &[Language::Python], python::ROWS),
    ("Go", &[Language::Go], go::ROWS),
    ("Rust", &[Language::Rust], rust::ROWS),
    ("C#", &[Language::CSharp], csharp::ROWS),
    ("PHP", &[Language::Php], php::ROWS),
    (
        "Java and Kotlin",
        &[Language::Java, Language::Kotlin],
        jvm::ROWS,
    ),
    ("Ruby", &[Language::Ruby], ruby::ROWS),
];

/// The rows for `language` (none for a language no table covers).
pub fn rows(language: Language) -> &'static [Row] {
    TABLES
        .iter()
        .find(|(_, languages, _)| languages.contains(&language))
        .map_or(&[], |(_, _, rows)| rows)
}
