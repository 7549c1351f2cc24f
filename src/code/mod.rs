//! Tools registered in source code: TypeScript/JavaScript, Python, Go,
//! Rust, C#, Java, Kotlin, PHP, Ruby, Swift and HTML, read with
//! tree-sitter into the same document model manifests use, so that every
//! rule, fix and output works on them unchanged.
//!
//! A reader turns each registration into a *holder* object (the config
//! object, keyword arguments, struct or options its fields are written in)
//! whose spans point into the source. Values given as top-level constants
//! of the same file, or of a sibling module it imports, are followed; a
//! registration whose hints cannot be read statically is reported once as
//! not judged, never guessed.

pub mod catalogue;
pub mod language;
pub mod provenance;
pub mod unread;
pub mod wire;

#[cfg(feature = "source")]
mod csharp;
#[cfg(feature = "source")]
pub mod effects;
#[cfg(feature = "source")]
mod go;
#[cfg(feature = "source")]
mod hints_member;
#[cfg(feature = "source")]
mod html;
pub mod identifier;
#[cfg(feature = "source")]
mod java;
#[cfg(feature = "source")]
mod kotlin;
#[cfg(feature = "source")]
pub mod languages;
#[cfg(feature = "source")]
pub mod model;
#[cfg(feature = "source")]
pub mod modules;
#[cfg(feature = "source")]
pub mod nearby;
#[cfg(feature = "source")]
mod packages;
#[cfg(feature = "source")]
mod php;
#[cfg(feature = "source")]
pub mod prefilter;
#[cfg(feature = "source")]
mod python;
#[cfg(feature = "source")]
pub mod query;
#[cfg(feature = "source")]
pub mod registration;
pub mod relocated;
#[cfg(feature = "source")]
mod ruby;
#[cfg(feature = "source")]
mod rust;
#[cfg(feature = "source")]
mod swift;
#[cfg(feature = "source")]
mod tree;
#[cfg(feature = "source")]
mod trees;
#[cfg(feature = "source")]
mod typescript;

pub use language::Language;

#[cfg(feature = "source")]
mod parse;
#[cfg(feature = "source")]
mod read;

#[cfg(feature = "source")]
pub use parse::parse_tree;
#[cfg(feature = "source")]
pub use read::{CodeFile, Site, Unjudged, comment_marker_at, read};
#[cfg(feature = "source")]
pub use trees::{SyntaxTrees, kept_trees};
