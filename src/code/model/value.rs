//! The language-neutral value the evaluator answers with, and where each
//! value was written.

use std::ops::Range;
use std::path::Path;
use std::sync::Arc;

/// A value with where it came from.
#[derive(Debug, Clone, PartialEq)]
pub struct Val {
    /// What the value is.
    pub kind: Kind,
    /// Where it was written, and the constants and calls it came through.
    pub from: Provenance,
}

/// What a value is.
#[derive(Debug, Clone, PartialEq)]
pub enum Kind {
    /// A string.
    Str(String),
    /// A boolean.
    Bool(bool),
    /// A number, as written.
    Num(String),
    /// `None`, `nil`, `null`, `undefined`.
    Nothing,
    /// An object, map, struct or keyword arguments: its members in order
    /// (a later one wins).
    Object(Vec<(String, Val)>),
    /// A list, array, slice or tuple.
    List(Vec<Val>),
    /// What the evaluator cannot know, and why.
    Unknown(String),
}

/// Where a value was written and what it came through.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Provenance {
    /// The place its literal is written (none for a value made by the
    /// evaluator, such as a parameter's missing value).
    pub written: Option<Site>,
    /// The constants and calls it came through, outermost first.
    pub through: Vec<Via>,
}

/// A place in a module: its file (or a Go package's folder) and a byte
/// range of the file's text.
#[derive(Debug, Clone, PartialEq)]
pub struct Site {
    /// The file the text is in.
    pub file: Arc<Path>,
    /// The bytes of the file.
    pub span: Range<usize>,
}

/// One constant or call a value came through.
#[derive(Debug, Clone, PartialEq)]
pub struct Via {
    /// The constant's name, or the function called.
    pub what: String,
    /// Where the constant is used or the call is written.
    pub at: Site,
}

impl Val {
    /// A value written at `site`.
    pub fn new(kind: Kind, site: Option<Site>) -> Val {
        Val {
            kind,
            from: Provenance {
                written: site,
                through: Vec::new(),
            },
        }
    }

    /// A value the evaluator cannot know, and why.
    pub fn unknown(why: impl Into<String>, site: Option<Site>) -> Val {
        Val::new(Kind::Unknown(why.into()), site)
    }

    /// The value, as come through `what` at `at`.
    pub fn through(mut self, what: &str, at: Site) -> Val {
        self.from.through.insert(
            0,
            Via {
                what: what.to_owned(),
                at,
            },
        );
        self
    }

    /// The string, when the value is one.
    pub fn as_str(&self) -> Option<&str> {
        match &self.kind {
            Kind::Str(text) => Some(text),
            _ => None,
        }
    }

    /// The member `key` of an object (the last one written).
    pub fn member(&self, key: &str) -> Option<&Val> {
        match &self.kind {
            Kind::Object(members) => members
                .iter()
                .rev()
                .find(|(name, _)| name == key)
                .map(|(_, value)| value),
            _ => None,
        }
    }

    /// Whether the value is true in a condition, when that is known
    /// (the languages lowered agree on these: empty is false).
    pub fn truthy(&self) -> Option<bool> {
        match &self.kind {
            Kind::Str(text) => Some(!text.is_empty()),
            Kind::Bool(value) => Some(*value),
            Kind::Num(text) => text.parse::<f64>().ok().map(|number| number != 0.0),
            Kind::Nothing => Some(false),
            Kind::Object(members) => Some(!members.is_empty()),
            Kind::List(items) => Some(!items.is_empty()),
            Kind::Unknown(_) => None,
        }
    }

    /// Whether two known values are equal (`None` when either is unknown
    /// or not a scalar).
    pub fn equals(&self, other: &Val) -> Option<bool> {
        match (&self.kind, &other.kind) {
            (Kind::Str(a), Kind::Str(b)) => Some(a == b),
            (Kind::Bool(a), Kind::Bool(b)) => Some(a == b),
            (Kind::Num(a), Kind::Num(b)) => Some(a == b),
            (Kind::Nothing, Kind::Nothing) => Some(true),
            (Kind::Nothing, Kind::Str(_) | Kind::Bool(_) | Kind::Num(_))
            | (Kind::Str(_) | Kind::Bool(_) | Kind::Num(_), Kind::Nothing) => Some(false),
            _ => None,
        }
    }
}
