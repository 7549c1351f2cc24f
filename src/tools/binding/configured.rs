//! `[[binding]]`s of the configuration: tool-name globs (and optionally
//! file globs) that give tools without `_meta.http` a method, written out
//! or guessed from the name's verb (`preset = "verbs"`) or from the
//! method a source tool's handler certainly calls (`preset = "calls"`).

use std::borrow::Cow;
use std::ops::Range;

use super::verbs::Verbs;
use crate::base::level::Level;
use crate::base::method::{Binding, BoundMethod, Guess, HandlerEffects};
use crate::base::pattern::{Glob, files_match};
use crate::base::profile::Method;

/// The method a binding gives.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BindingMethod {
    /// A Core method.
    Core(Method),
    /// A method RFC 9110 (or the QUERY draft) defines outside the Core.
    Other(&'static str),
}

/// Where a binding's method comes from.
#[derive(Debug, Clone)]
pub enum MethodSource {
    /// `method = "POST"`.
    Fixed(BindingMethod),
    /// `preset = "verbs"`: the verb the tool's name starts with.
    Verbs {
        /// The verb table, with the configuration's overrides.
        verbs: Verbs,
        /// The level of `unsound-claim` findings that rest on the guess.
        unsound_level: Level,
    },
    /// `preset = "calls"`: the method a source tool's handler certainly
    /// calls (docs/effects.md).
    Calls {
        /// The level of `unsound-claim` findings that rest on the guess.
        unsound_level: Level,
    },
}

/// A `[[binding]]`: gives tools without `_meta.http` a method.
#[derive(Debug, Clone)]
pub struct ConfigBinding {
    /// Tool-name globs.
    pub tools: Vec<Glob>,
    /// Where the method comes from.
    pub source: MethodSource,
    /// File globs (all files when empty).
    pub files: Vec<Glob>,
    /// The `[[binding]]` header in the config text.
    pub span: Range<usize>,
    /// `hintlint.toml:14`.
    pub origin: String,
}

impl ConfigBinding {
    /// The binding it gives tool `name` in the file at `path` (relative to
    /// the config's folder): `None` when its globs do not cover the tool,
    /// or, for a verbs binding, the name starts with no known verb.
    pub fn bind<'v>(
        &'v self,
        name: &str,
        path: Option<&str>,
        effects: Option<&HandlerEffects>,
    ) -> Option<Binding<'v>> {
        if !(self.tools.iter().any(|glob| glob.matches(name)) && files_match(&self.files, path)) {
            return None;
        }
        match &self.source {
            MethodSource::Fixed(method) => Some(Binding {
                method: match method {
                    BindingMethod::Core(method) => BoundMethod::Core(*method),
                    BindingMethod::Other(name) => BoundMethod::Uncovered(name),
                },
                span: None,
                path: None,
                origin: Some(Cow::Owned(format!("the binding at {}", self.origin))),
                guess: None,
            }),
            MethodSource::Verbs {
                verbs,
                unsound_level,
            } => {
                let (verb, method) = verbs.method_of(name)?;
                Some(Binding {
                    method: BoundMethod::Core(method),
                    span: None,
                    path: None,
                    origin: Some(Cow::Owned(format!(
                        "a guess from the name's verb `{verb}` (the verbs preset of the \
                         binding at {})",
                        self.origin
                    ))),
                    guess: Some(Guess {
                        unsound_level: *unsound_level,
                        from: "the tool's name",
                    }),
                })
            }
            MethodSource::Calls { unsound_level } => {
                let (method, call) = effects?.method()?;
                Some(Binding {
                    method: BoundMethod::Core(method),
                    span: Some(call.span.clone()),
                    path: None,
                    origin: Some(Cow::Owned(format!(
                        "the handler's `{}` call (the calls preset of the binding at {})",
                        call.shown, self.origin
                    ))),
                    guess: Some(Guess {
                        unsound_level: *unsound_level,
                        from: "the HTTP request its handler makes",
                    }),
                })
            }
        }
    }
}

/// The binding (and the index of its `[[binding]]` among `bindings`) that
/// gives tool `name` in the file at `path` its method: the first that
/// applies.
pub fn binding_for<'b>(
    bindings: &'b [ConfigBinding],
    name: &str,
    path: Option<&str>,
    effects: Option<&HandlerEffects>,
) -> Option<(usize, Binding<'b>)> {
    bindings
        .iter()
        .enumerate()
        .find_map(|(index, binding)| Some((index, binding.bind(name, path, effects)?)))
}
