//! A tool's method as the rules see it, and where it came from.

use std::borrow::Cow;
use std::ops::Range;

use crate::base::level::Level;
use crate::base::profile::Method;

/// A method a tool is bound to, and where that came from.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Binding<'v> {
    /// The method as the profile sees it.
    pub method: BoundMethod<'v>,
    /// The span of the method value in the manifest (`None` when a
    /// `[[binding]]` of the configuration gave it).
    pub span: Option<Range<usize>>,
    /// The `_meta.http.path`, when given as a string.
    pub path: Option<&'v str>,
    /// Where the method came from when the manifest does not say it: `the
    /// binding at hintlint.toml:14`, `operation `getUser` of api.json`.
    pub origin: Option<Cow<'v, str>>,
    /// Set when the method is guessed (a `verbs` or `calls` binding).
    pub guess: Option<Guess>,
}

/// A guessed method: what it rests on, and the level of the
/// `unsound-claim` findings that rest on it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Guess {
    /// The level of `unsound-claim` findings resting on the guess.
    pub unsound_level: Level,
    /// What the guess is read from: `the tool's name`.
    pub from: &'static str,
}

/// The one HTTP request a source tool's handler makes, with a method the
/// code states: `axios.delete(…)`, `requests.post(…)`, `http.NewRequest(
/// http.MethodPut, …)`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HandlerCall {
    /// The request's method.
    pub method: Method,
    /// Where the call is written.
    pub span: Range<usize>,
    /// The call as shown: `axios.delete(…)`.
    pub shown: String,
}

/// What a binding's method turned out to be.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BoundMethod<'v> {
    /// One of the five Core methods.
    Core(Method),
    /// A string naming something outside the Core (trimmed).
    Uncovered(&'v str),
    /// A value that is not a string at all.
    NotAString,
}

impl<'v> Binding<'v> {
    /// `POST` or `POST /messages`, for labels.
    pub fn describe(&self) -> String {
        let method = match self.method {
            BoundMethod::Core(method) => method.as_str().to_owned(),
            BoundMethod::Uncovered(text) => text.to_owned(),
            BoundMethod::NotAString => "a non-string method".to_owned(),
        };
        match self.path {
            Some(path) => format!("{method} {path}"),
            None => method,
        }
    }
}
