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

/// What a tool's handler does, read from its code and the project's
/// functions it calls (docs/effects.md): each call with an effect hintlint
/// catalogues, in source order.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct HandlerEffects {
    /// The effects found, in source order.
    pub effects: Vec<HandlerEffect>,
}

/// One call of a handler (or of a function it calls) with an effect.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HandlerEffect {
    /// What kind of call it is: an HTTP request, SQL, a file write …
    pub kind: EffectKind,
    /// What it does to the state it reaches.
    pub effect: Effect,
    /// The HTTP method it is (or stands for, for a non-HTTP effect: a
    /// file overwritten is a `PUT`); `None` when run-time data decides.
    pub method: Option<Method>,
    /// Where the call is written: in the handler's file, else in `file`.
    pub span: Range<usize>,
    /// The file the call is written in when it is not the handler's (a
    /// function of another module the handler calls); `None` in the
    /// handler's own file.
    pub file: Option<EffectFile>,
    /// The call as shown: `axios.delete(…)`, `$http->patch(…)`.
    pub shown: String,
    /// Why it is not certain (`None` when it is): it runs on some paths
    /// only, or run-time data decides its method or statement.
    pub uncertain: Option<&'static str>,
    /// The project's functions between the handler and the call, outermost
    /// first (`updateBanner`, `save`).
    pub via: Vec<String>,
}

/// Another module's file holding a call with an effect: its path as the
/// reader reached it and its text, to place the call.
#[derive(Clone, PartialEq, Eq)]
pub struct EffectFile {
    /// The file's path.
    pub path: std::path::PathBuf,
    /// The file's text.
    pub text: std::sync::Arc<str>,
}

impl std::fmt::Debug for EffectFile {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", self.path.display())
    }
}

/// The kinds of calls with effects the catalogue knows.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum EffectKind {
    /// An HTTP request.
    Http,
    /// An SQL statement executed.
    Sql,
    /// A file or folder written, moved or deleted.
    File,
    /// A process started.
    Process,
    /// A database, cache or cloud SDK's mutation (S3, Kubernetes, MongoDB,
    /// Redis).
    Sdk,
    /// A GraphQL document sent.
    GraphQl,
    /// Mail or a chat message sent.
    Message,
}

impl EffectKind {
    /// Every kind, in the order docs list them.
    pub const ALL: [EffectKind; 7] = [
        EffectKind::Http,
        EffectKind::Sql,
        EffectKind::File,
        EffectKind::Process,
        EffectKind::Sdk,
        EffectKind::GraphQl,
        EffectKind::Message,
    ];

    /// The kind in a label's few words: `this file overwrite`.
    pub fn noun(self) -> &'static str {
        match self {
            EffectKind::Http => "HTTP",
            EffectKind::Sql => "SQL",
            EffectKind::File => "file",
            EffectKind::Process => "process",
            EffectKind::Sdk => "SDK",
            EffectKind::GraphQl => "GraphQL",
            EffectKind::Message => "message",
        }
    }

    /// The kind's name in docs and output: `HTTP request`.
    pub fn as_str(self) -> &'static str {
        match self {
            EffectKind::Http => "HTTP request",
            EffectKind::Sql => "SQL statement",
            EffectKind::File => "file system",
            EffectKind::Process => "process",
            EffectKind::Sdk => "database or cloud SDK",
            EffectKind::GraphQl => "GraphQL document",
            EffectKind::Message => "mail or message",
        }
    }
}

/// What a call does to the state it reaches.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Effect {
    /// It only reads.
    Read,
    /// It adds (creates, appends, sends): a `POST`.
    Write,
    /// It replaces what is there: a `PUT`.
    Overwrite,
    /// It removes: a `DELETE`.
    Delete,
}

impl Effect {
    /// The effect's name in docs and output.
    pub fn as_str(self) -> &'static str {
        match self {
            Effect::Read => "read",
            Effect::Write => "write",
            Effect::Overwrite => "overwrite",
            Effect::Delete => "delete",
        }
    }

    /// The Core method that stands for the effect in the profile.
    pub fn method(self) -> Method {
        match self {
            Effect::Read => Method::Get,
            Effect::Write => Method::Post,
            Effect::Overwrite => Method::Put,
            Effect::Delete => Method::Delete,
        }
    }
}

impl HandlerEffects {
    /// The method the handler certainly calls for the profile: of its
    /// certain effects' methods, the one that justifies least (a `GET`
    /// then a `PATCH` is a `PATCH`), with the first call of that method.
    pub fn method(&self) -> Option<(Method, &HandlerEffect)> {
        let certain: Vec<Method> = self
            .effects
            .iter()
            .filter(|effect| effect.uncertain.is_none())
            .filter_map(|effect| effect.method)
            .collect();
        let method = Method::justifying_least(&certain)?;
        let call = self
            .effects
            .iter()
            .find(|effect| effect.uncertain.is_none() && effect.method == Some(method))?;
        Some((method, call))
    }

    /// The effects that are not certain and might write.
    pub fn uncertain_writes(&self) -> impl Iterator<Item = &HandlerEffect> {
        self.effects
            .iter()
            .filter(|effect| effect.uncertain.is_some() && effect.method != Some(Method::Get))
    }
}

impl HandlerEffect {
    /// `this PATCH` or `this file overwrite`, for labels.
    pub fn describe(&self) -> String {
        match (self.kind, self.method) {
            (EffectKind::Http, Some(method)) => format!("this {method}"),
            (kind, _) => format!("this {} {}", kind.noun(), self.effect.as_str()),
        }
    }
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
