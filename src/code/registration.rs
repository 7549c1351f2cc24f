//! What a language reader finds: tool registrations as document-model
//! objects whose spans point into the source, the constants they read, and
//! the registrations whose hints cannot be read statically.

use std::borrow::Cow;
use std::collections::HashMap;
use std::ops::Range;

use tree_sitter::Node;

use super::tree;
use crate::document::{Member, Object, Str, Value};

/// How deep constants may refer to constants before hintlint stops
/// following them (`const A = B; const B = A` ends here).
const MAX_INDIRECTION: usize = 8;

/// A registration found in source code.
#[derive(Debug)]
pub struct Registration<'t> {
    /// The object the tool's fields are read from and written to: a
    /// config object, a call's keyword arguments, a Go struct, mcp-go's
    /// options. Its `annotations` member (real, or standing for the
    /// options that set hints) holds the hints.
    pub holder: Object<'t>,
    /// The tool's name, when it is static.
    pub name: Option<Str<'t>>,
    /// Where "this tool" findings point.
    pub anchor: Range<usize>,
    /// The constants the registration's fields were read from.
    pub uses: Vec<ConstantUse>,
    /// Why the tool is not judged: a field hintlint cannot read statically.
    pub unjudged: Option<Opaque>,
}

/// A constant a registration reads, by name.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ConstantUse {
    /// The constant's name.
    pub name: String,
    /// Where the registration names it.
    pub at: Range<usize>,
    /// Its definition (the value's span).
    pub defined: Range<usize>,
    /// Whether the value is an object whose members a fix would edit in
    /// place (a scalar is replaced at the use instead).
    pub edited_in_place: bool,
}

/// An expression hintlint does not evaluate: a call, a computed key, an
/// import it cannot follow.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Opaque {
    /// Where it is written.
    pub span: Range<usize>,
    /// What it is, for the note (`buildAnnotations()`).
    pub what: String,
}

impl Opaque {
    /// The expression at `node`.
    pub fn at(text: &str, node: Node<'_>) -> Opaque {
        let written = tree::text(text, node);
        let first_line = written.lines().next().unwrap_or("");
        let what = match first_line.char_indices().nth(48) {
            Some((cut, _)) => format!("{}…", &first_line[..cut]),
            None if first_line.len() < written.len() => format!("{first_line}…"),
            None => first_line.to_owned(),
        };
        Opaque {
            span: tree::span(node),
            what,
        }
    }
}

/// A converted value, or the expression that could not be read.
pub type Converted<'t> = Result<Value<'t>, Opaque>;

/// The top-level constants of a file and the uses a registration makes
/// of them.
pub struct Constants<'t, 'tree> {
    /// The file's text.
    pub text: &'t str,
    /// Name to value node.
    defined: HashMap<&'t str, Node<'tree>>,
    /// The uses recorded since [`Constants::take_uses`].
    uses: Vec<ConstantUse>,
    /// Constants being followed now.
    depth: usize,
}

impl<'t, 'tree> Constants<'t, 'tree> {
    /// A table of the given definitions (a later one wins, as at run time
    /// for a reassigned Python name).
    pub fn new(text: &'t str, definitions: Vec<(&'t str, Node<'tree>)>) -> Self {
        Constants {
            text,
            defined: definitions.into_iter().collect(),
            uses: Vec::new(),
            depth: 0,
        }
    }

    /// Converts the value of the constant named by `identifier` with
    /// `convert`, recording the use; `Err` when it is not a top-level
    /// constant of this file.
    pub fn follow(
        &mut self,
        identifier: Node<'tree>,
        convert: impl FnOnce(&mut Self, Node<'tree>) -> Converted<'t>,
    ) -> Converted<'t> {
        let name = tree::text(self.text, identifier);
        let Some(&value) = self.defined.get(name) else {
            return Err(Opaque::at(self.text, identifier));
        };
        if self.depth >= MAX_INDIRECTION {
            return Err(Opaque::at(self.text, identifier));
        }
        self.depth += 1;
        let converted = convert(self, value);
        self.depth -= 1;
        let converted = converted.map_err(|_| Opaque::at(self.text, identifier))?;
        let edited_in_place = matches!(converted, Value::Object(_));
        self.uses.push(ConstantUse {
            name: name.to_owned(),
            at: tree::span(identifier),
            defined: tree::span(value),
            edited_in_place,
        });
        // A scalar is reported, and replaced, where the tool names it.
        Ok(match converted {
            Value::Bool(value, _) => Value::Bool(value, tree::span(identifier)),
            Value::String(string) => Value::String(Str {
                value: string.value,
                span: tree::span(identifier),
            }),
            other => other,
        })
    }

    /// The uses recorded since the last call.
    pub fn take_uses(&mut self) -> Vec<ConstantUse> {
        std::mem::take(&mut self.uses)
    }
}

/// A member whose key is written at `key_span` as `key`.
pub fn member<'t>(
    key: impl Into<Cow<'t, str>>,
    key_span: Range<usize>,
    value: Value<'t>,
) -> Member<'t> {
    Member {
        key: Str {
            value: key.into(),
            span: key_span,
        },
        value,
    }
}

/// A value hintlint keeps only as a span (a schema, a description, a
/// handler): it reads nothing inside.
pub fn unread<'t>(node: Node<'_>) -> Value<'t> {
    Value::Skipped(crate::document::Container::Object, tree::span(node))
}

/// What a registration field that cannot be read statically stands for:
/// a computed name is no name, a computed title is a title (its text),
/// computed annotations leave the tool unjudged (`Err`).
pub fn tolerated<'t>(key: &str, opaque: Opaque) -> Result<Option<Value<'t>>, Opaque> {
    match key {
        "name" => Ok(None),
        "title" => Ok(Some(Value::String(Str {
            value: Cow::Owned(opaque.what),
            span: opaque.span,
        }))),
        _ => Err(opaque),
    }
}
