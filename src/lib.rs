//! hintlint: a rustc-style linter for the hints of MCP tools: in source
//! code, manifests, OpenAPI documents and live servers.
//!
//! [`check`] lints files, folders and globs and returns a [`Report`]; the
//! [`render`] module turns a report into human, concise or JSON output.
#![forbid(unsafe_code)]

// The layers (bottom up: base, document, code, tools, fix, findings, lint,
// render, project; docs/architecture.md, held by `cargo test architecture`).
pub mod base;
pub mod code;
pub mod document;
pub mod findings;
pub mod fix;
pub mod lint;
pub mod project;
pub mod render;
pub mod tools;
// The front ends.
#[cfg(feature = "lsp")]
pub mod lsp;
#[cfg(feature = "mcp")]
pub mod mcp;
#[cfg(feature = "server")]
pub mod server;

// The paths of the public API, as they were before the layers had folders
// (the tests, benchmarks and fuzzers use them; code inside the crate names
// the layer).
pub use base::{
    expiry, files, hint, homepage, level, named_file, parallel, paths, pattern, profile, rule_id,
    suggest, translators, wording,
};
pub use document::source;
pub use findings::{clients, config, diagnostic, facts, report, rules, suppress};
pub use lint::{autofix, baseline, census, census_merge, drift, fingerprint, inputs};
pub use tools::{binding, manifest, parse};

pub use findings::config::Config;
pub use findings::report::{Positions, Report};
pub use findings::rules::Levels;
pub use lint::options::{FixMode, HumanDrawing, Options};
pub use project::run::{check, check_bytes, check_flushing};
