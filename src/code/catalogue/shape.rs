//! The protocol's own shape of a tool, in any language and with any SDK
//! or none: an object, map or call that gives a tool's `inputSchema` (the
//! one field every tool must carry on the wire). The accounting counts each
//! such key no entry point of an SDK holds, so that a table of tools, a
//! project's own tool type or a framework hintlint does not know is told,
//! never passed over in silence.

use super::schema::{Catalogue, EntryPoint, Family, Form};

/// The shape's one row: its needles are the key's spellings, spotted by
/// the lexer of [`crate::code::unread`] as keys only (`inputSchema:`,
/// `"inputSchema":`, `InputSchema =`, `'input_schema' =>`).
#[rustfmt::skip]
pub const CATALOGUE: Catalogue = Catalogue::new("Any language", &[
    Family::new("the protocol's tool shape, any SDK or none", None, &[EntryPoint::new(Form::Definition, "{ name, description, inputSchema, annotations }", &["inputSchema", "InputSchema", "input_schema"], ["`name`", "`description`", "`annotations`"]).unread()]),
]);
