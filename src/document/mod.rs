//! hintlint's own spanned document model ([`value`]) and its readers
//! ([`json`] for JSON and JSONC, [`yaml`] for YAML). Rules, fixes, pairing and suppressions
//! read this model, never a parser's syntax tree, so that another format
//! only needs another reader.

pub mod json;
pub(crate) mod json_skip;
pub mod reading;
pub mod source;
pub mod spelling;
pub mod value;
pub mod yaml;
pub mod yaml_comments;

pub use reading::{LineComment, ParseFailure};
pub use value::{
    Array, CodeSyntax, Container, GoFlavour, Layout, Member, NamedStyle, Number, Object, Spot, Str,
    Value,
};
