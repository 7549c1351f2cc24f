//! What a tool's handler does: the calls with effects (HTTP requests, SQL,
//! file writes, processes, SDK mutations, GraphQL mutations, mail) found in
//! the handler and in the project's functions it calls, read against a
//! catalogue kept as data, one table per language family (docs/effects.md).
//!
//! `schema.rs` is the rows' shape; `sites.rs` reads each language's calls
//! into one shape; `follow.rs` walks a handler and the functions it calls;
//! `elsewhere.rs` reaches the functions of other modules (each language's
//! resolution, [`Linker`], and each module parsed once), `classes.rs` the
//! classes of other files for the languages that import no file, `bound.rs`
//! the string a name a call sends is bound to (a GraphQL document);
//! `judge.rs` decides a call's effect from its row and its arguments.

mod bound;
pub mod classes;
mod elsewhere;
mod follow;
mod judge;
mod schema;
mod sites;
mod tables;

mod csharp;
mod go;
mod javascript;
mod jvm;
mod php;
mod python;
mod ruby;
mod rust;

pub use elsewhere::{Call, Linker, Reach, Target, named, per_file};
pub use follow::handler_effects;
pub use judge::{NOT_EFFECTS, sql_effect};
pub use schema::{DATABASES, HTTP_CLIENTS, Names, Reads, Receivers, Row};
pub use tables::{TABLES, rows};

#[cfg(test)]
mod tests;
