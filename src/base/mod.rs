//! The bottom layer: small helpers and the domain. Paths as shown and as
//! URIs ([`paths`]), globs ([`pattern`]), wording ([`wording`],
//! [`suggest`]), reading only regular files and the texts a reader may
//! follow ([`files`], [`named_file`]), the machine's cores
//! ([`parallel`]), dates ([`expiry`]), where hintlint lives
//! ([`homepage`]); and the domain, pure data and functions: the four hints
//! ([`hint`]), levels and rule ids ([`level`], [`rule_id`]), the 40-state
//! profile ([`profile`], docs/profile.md), translators' tables
//! ([`translators`]), HTTP methods with the calls handlers make
//! ([`method`]) and the MCP protocol's shared names ([`protocol`]). Nothing here imports another layer (docs/architecture.md).

pub mod editorconfig;
pub mod expiry;
pub mod files;
pub mod hint;
pub mod homepage;
pub mod level;
pub mod line_width;
pub mod method;
pub mod named_file;
pub mod parallel;
pub mod paths;
pub mod pattern;
pub mod profile;
pub mod protocol;
pub mod rule_id;
pub mod suggest;
pub mod translators;
pub mod wording;
