//! The shape of the effect catalogue's rows: which calls have an effect,
//! recognised by the called name and its receiver, and how the effect and
//! its method are read from the call.

use crate::base::method::{Effect, EffectKind};
use crate::base::profile::Method;

/// One row of a language family's table: a library's calls with an effect.
#[derive(Debug, Clone, Copy)]
pub struct Row {
    /// The library or API, as docs name it: `axios`, `node:fs`.
    pub library: &'static str,
    /// What kind of call it is.
    pub kind: EffectKind,
    /// The names called (the last segment of the callee).
    pub names: Names,
    /// Which receivers the call must be made on.
    pub receivers: Receivers,
    /// How the effect and its method are read.
    pub reads: Reads,
}

impl Row {
    /// A row: the library, the kind of call, the names, the receivers and
    /// how the effect is read. A table's row is one line.
    pub const fn new(
        library: &'static str,
        kind: EffectKind,
        names: Names,
        receivers: Receivers,
        reads: Reads,
    ) -> Self {
        Row {
            library,
            kind,
            names,
            receivers,
            reads,
        }
    }
}

/// How a row matches the called name.
#[derive(Debug, Clone, Copy)]
pub enum Names {
    /// One of these names, exactly.
    Exact(&'static [&'static str]),
    /// A name starting with one of these (`delete_` of boto3's
    /// `delete_object`), each with its effect.
    Prefix(&'static [(&'static str, Effect)]),
    /// A name stating an HTTP method: `get` … `delete`, `DELETE`,
    /// `PostAsJsonAsync`, `postForObject` (see [`method_of_name`]).
    HttpVerbs,
}

/// How a row matches what the call is made on.
#[derive(Debug, Clone, Copy)]
pub enum Receivers {
    /// A call of the bare name (`fetch(…)`, `open(…)`, `unlink(…)`).
    Bare,
    /// A call on a receiver whose last segment, lower-cased and without
    /// `$`, `@` or a leading `_`, is one of these (`this.apiClient` →
    /// `apiclient`).
    Named(&'static [&'static str]),
    /// A call on a receiver whose last segment holds one of these (`redis`
    /// in `redisClient`).
    Containing(&'static [&'static str]),
    /// A call on a receiver written as one of these paths exactly, or
    /// ending in `.`/`::`/`\` and one of them (`fs.promises`, `os`).
    Path(&'static [&'static str]),
    /// Any receiver: the name alone is specific enough (`insertOne`,
    /// `write_text`, `.DELETE()` of a request builder).
    Any,
}

/// How the effect and method are read from a matching call.
#[derive(Debug, Clone, Copy)]
pub enum Reads {
    /// Always this effect, standing for its method (`fs.writeFile` is an
    /// overwrite: a `PUT`).
    Fixed(Effect),
    /// The HTTP method the name states (`delete`, `PostAsJsonAsync`,
    /// `DELETE`, `postForObject`).
    MethodFromName,
    /// The HTTP method given as the argument at this index (`request(
    /// 'PATCH', …)`, `http.NewRequest(http.MethodPut, …)`).
    MethodArgument(usize),
    /// The `method` member of the options object at this index, `GET`
    /// when it has none (`fetch(url, {method: "PATCH"})`).
    MethodOption(usize),
    /// The verb of the SQL statement at this index, when it is a literal.
    Sql(usize),
    /// The mode of a file opened (`open(path, "w")`) at this index: read
    /// when absent.
    OpenMode(usize),
    /// A process started: what it does is not known.
    Process,
}

impl Reads {
    /// What the row reads, in docs' words.
    pub fn describe(self) -> String {
        match self {
            Reads::Fixed(effect) => format!("{} ({})", effect.as_str(), effect.method()),
            Reads::MethodFromName => "the method its name states".to_owned(),
            Reads::MethodArgument(index) => format!("the method of argument {}", index + 1),
            Reads::MethodOption(index) => {
                format!("the `method` of argument {} (GET without)", index + 1)
            }
            Reads::Sql(index) => format!("the verb of the SQL literal of argument {}", index + 1),
            Reads::OpenMode(index) => format!("the mode of argument {}", index + 1),
            Reads::Process => "a process: uncertain, a note at most".to_owned(),
        }
    }
}

impl Names {
    /// The effect a name of this row has, when it matches: `Some(None)` for
    /// an exact name (the row's `reads` says), `Some(Some(effect))` for a
    /// prefix with its own.
    pub fn matches(self, name: &str) -> Option<Option<Effect>> {
        match self {
            Names::Exact(names) => names.contains(&name).then_some(None),
            Names::Prefix(prefixes) => prefixes
                .iter()
                .find(|(prefix, _)| name.len() > prefix.len() && name.starts_with(prefix))
                .map(|(_, effect)| Some(*effect)),
            Names::HttpVerbs => method_of_name(name).map(|_| None),
        }
    }

    /// The names as docs list them.
    pub fn describe(self) -> String {
        match self {
            Names::Exact(names) => names.join(", "),
            Names::Prefix(prefixes) => prefixes
                .iter()
                .map(|(prefix, _)| format!("{prefix}…"))
                .collect::<Vec<_>>()
                .join(", "),
            Names::HttpVerbs => {
                "get, post, put, patch, delete (and their `…Async`, `…For…` forms)".to_owned()
            }
        }
    }
}

impl Receivers {
    /// The receivers as docs list them.
    pub fn describe(self) -> String {
        match self {
            Receivers::Bare => "called by name".to_owned(),
            Receivers::Named(names) => format!("on {}", names.join(", ")),
            Receivers::Containing(parts) => format!("on a receiver named *{}*", parts.join("*, *")),
            Receivers::Path(paths) => format!("on {}", paths.join(", ")),
            Receivers::Any => "on any receiver".to_owned(),
        }
    }
}

/// The HTTP method a call's name states: `delete`, `DELETE`, `patch`,
/// `PostAsJsonAsync`, `GetStringAsync`, `postForObject`.
pub fn method_of_name(name: &str) -> Option<Method> {
    if let Some(method) = Method::parse(name) {
        return Some(method);
    }
    ["delete", "put", "post", "patch", "get"]
        .into_iter()
        .find(|verb| {
            name.len() > verb.len()
                && name[..verb.len()].eq_ignore_ascii_case(verb)
                && name.as_bytes()[verb.len()].is_ascii_uppercase()
                && (name.ends_with("Async") || name[verb.len()..].starts_with("For"))
        })
        .and_then(Method::parse)
}

/// The receivers code gives its HTTP clients: the common clients and the
/// names projects give their client objects (a `map.get` is not one).
pub const HTTP_CLIENTS: &[&str] = &[
    "axios",
    "ky",
    "got",
    "superagent",
    "requests",
    "httpx",
    "http",
    "api",
    "client",
    "apiclient",
    "httpclient",
    "session",
    "asyncclient",
    "http_client",
    "restclient",
    "webclient",
    "resttemplate",
    "httparty",
    "faraday",
    "conn",
    "connection",
];

/// The receivers code gives its database connections.
pub const DATABASES: &[&str] = &[
    "db",
    "conn",
    "connection",
    "cursor",
    "cur",
    "pool",
    "client",
    "tx",
    "txn",
    "transaction",
    "database",
    "session",
    "sql",
    "pdo",
    "wpdb",
    "dbh",
    "stmt",
];

/// The verbs that begin an AWS operation's name and what each does
/// (`PutObjectCommand` of the JavaScript SDK v3, `PutObject` of the Go
/// SDK's clients): the SDKs that spell operations in PascalCase share them.
pub const AWS_ACTIONS: &[(&str, Effect)] = &[
    ("Put", Effect::Overwrite),
    ("Update", Effect::Overwrite),
    ("Create", Effect::Write),
    ("Delete", Effect::Delete),
    ("Terminate", Effect::Delete),
];
