//! hintlint's own spanned document model ([`value`]) and its readers
//! ([`json`] for JSON and JSONC). Rules, fixes, pairing and suppressions
//! read this model, never a parser's syntax tree, so that another format
//! only needs another reader.

pub mod json;
pub mod value;

pub use value::{Array, Container, Member, Number, Object, Str, Value};
