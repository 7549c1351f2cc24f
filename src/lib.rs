//! hintlint: a rustc-style linter for the hints of MCP tool manifests.
//!
//! [`check`] lints files, folders and globs and returns a [`Report`]; the
//! [`render`] module turns a report into human, concise or JSON output.
#![forbid(unsafe_code)]

mod about_tool;
pub mod autofix;
pub mod baseline;
pub mod binding;
pub mod census;
pub mod census_merge;
pub mod clients;
pub mod code;
pub mod config;
mod config_report;
pub mod diagnostic;
pub mod document;
pub mod drift;
pub mod expiry;
pub mod facts;
pub mod files;
pub mod fingerprint;
pub mod fix;
pub mod hint;
pub mod homepage;
pub mod inputs;
pub mod level;
pub mod lint;
#[cfg(feature = "lsp")]
pub mod lsp;
pub mod manifest;
#[cfg(feature = "mcp")]
pub mod mcp;
pub mod named_file;
mod options;
pub mod parallel;
pub mod parse;
pub mod paths;
pub mod pattern;
pub mod profile;
pub mod project;
pub mod render;
pub mod report;
pub mod rule_id;
pub mod rules;
mod run;
#[cfg(feature = "server")]
pub mod server;
mod shared_texts;
pub mod source;
pub mod suggest;
pub mod suppress;
pub mod translators;
pub mod wording;

pub use config::Config;
pub use options::{FixMode, HumanDrawing, Options};
pub use report::{Positions, Report};
pub use rules::Levels;
pub use run::{check, check_bytes, check_flushing};
