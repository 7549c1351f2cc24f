//! What a tool's handler does: the calls with effects (HTTP requests, SQL,
//! file writes, processes, SDK mutations, GraphQL mutations, mail) found in
//! the handler and in the project's functions it calls, read against a
//! catalogue kept as data, one table per language family (docs/effects.md).
//!
//! `schema.rs` is the rows' shape; `sites.rs` reads each language's calls
//! into one shape; `follow.rs` walks a handler and the functions it calls;
//! `judge.rs` decides a call's effect from its row and its arguments.

mod follow;
mod judge;
mod schema;
mod sites;

mod csharp;
mod go;
mod javascript;
mod jvm;
mod php;
mod python;
mod ruby;
mod rust;

pub use follow::handler_effects;
pub use judge::{NOT_EFFECTS, sql_effect};
pub use schema::{Names, Reads, Receivers, Row};

use super::Language;

/// The receivers code gives its HTTP clients: the common clients and the
/// names projects give their client objects (a `map.get` is not one).
pub const HTTP_CLIENTS: &[&str] = &[
    "axios",
    "ky",
    "got",
    "superagent",
    "requests",
    "httpx",
    "http",
    "api",
    "client",
    "apiclient",
    "httpclient",
    "session",
    "asyncclient",
    "http_client",
    "restclient",
    "webclient",
    "resttemplate",
    "httparty",
    "faraday",
    "conn",
    "connection",
];

/// The receivers code gives its database connections.
pub const DATABASES: &[&str] = &[
    "db",
    "conn",
    "connection",
    "cursor",
    "cur",
    "pool",
    "client",
    "tx",
    "txn",
    "transaction",
    "database",
    "session",
    "sql",
    "pdo",
    "wpdb",
    "dbh",
    "stmt",
];

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

#[cfg(test)]
mod tests;
