//! A call's effect, decided by the catalogue's row it matches and by its
//! arguments: the method a literal states, the SQL verb, the mode of a
//! file, and the calls that look like effects but are not (a log file, a
//! cache, a temporary file, a `POST` that is a search or a GraphQL query).

use tree_sitter::Node;

use super::bound::bound_literals;
use super::schema::{Names, Reads, Receivers, Row, method_of_name};
use super::sites::{Site, literal, receiver_is, receiver_name};
use crate::base::method::{Effect, EffectKind};
use crate::base::profile::Method;
use crate::code::tree::{self, children};

/// A call's effect, before it is placed in the handler.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Judged {
    /// The row's kind, or GraphQL for a document sent.
    pub kind: EffectKind,
    /// What it does.
    pub effect: Effect,
    /// The method it is or stands for; `None` when run-time data decides.
    pub method: Option<Method>,
    /// Why it is uncertain whatever path it is on.
    pub uncertain: Option<&'static str>,
}

/// Why a read effect is a read although it is sent as a `POST`, or a
/// write is not an effect at all: kept for `explain`.
pub const NOT_EFFECTS: &[(&str, &str)] = &[
    ("a log file or logger", "log, logs, logfile, logger"),
    ("an audit trail or metrics", "audit, metrics"),
    ("a cache", "cache, caches"),
    (
        "a temporary file",
        "tmp, temp, tmpdir, tempdir, tempfile, mkdtemp",
    ),
    (
        "a POST that is a search",
        "search, query, find, lookup, filter in the URL",
    ),
    ("a GraphQL query", "a document that is no `mutation`"),
    (
        "a JSON-RPC read",
        "a JSON-RPC method named get…, list…, read…, eth_call …",
    ),
];

/// The words that make a write no effect of the tool's (written in the
/// target's path, table or receiver).
const NOT_STATE: &[&str] = &[
    "log", "logs", "logfile", "logger", "audit", "metrics", "cache", "caches", "tmp", "temp",
    "tmpdir", "tempdir", "tempfile", "mkdtemp", "tmpfile",
];

/// The words in a URL that make a `POST` a query.
const QUERY_PATHS: &[&str] = &["search", "query", "find", "lookup", "filter", "_search"];

/// The effect of the call `site` under `rows`, when a row matches and the
/// call is an effect.
pub fn judge(text: &str, site: &Site<'_, '_>, rows: &[Row]) -> Option<Judged> {
    let mut judged = rows.iter().find_map(|row| matched(text, site, row))?;
    if judged.kind == EffectKind::Http && judged.method == Some(Method::Post) {
        post_as_query(text, site, &mut judged);
    }
    let target = target_words(text, site, judged.kind);
    if judged.effect != Effect::Read && target.iter().any(|word| NOT_STATE.contains(&word.as_str()))
    {
        return None;
    }
    Some(judged)
}

/// The effect of `site` under `row`, when the row matches it.
fn matched(text: &str, site: &Site<'_, '_>, row: &Row) -> Option<Judged> {
    let prefixed = row.names.matches(site.name)?;
    let receives = match (row.receivers, site.receiver) {
        (Receivers::Bare, None) => true,
        (Receivers::Bare, Some(_)) | (_, None) => false,
        (Receivers::Any, Some(_)) => true,
        (Receivers::Named(names), Some(receiver)) => {
            names.contains(&receiver_name(receiver).as_str())
        }
        (Receivers::Containing(parts), Some(receiver)) => {
            let name = receiver_name(receiver);
            parts.iter().any(|part| name.contains(part))
        }
        (Receivers::Path(paths), Some(receiver)) => {
            paths.iter().any(|path| receiver_is(receiver, path))
        }
    };
    if !receives {
        return None;
    }
    let certain = |effect: Effect, method: Method| Judged {
        kind: row.kind,
        effect,
        method: Some(method),
        uncertain: None,
    };
    let unknown = |why: &'static str| Judged {
        kind: row.kind,
        effect: Effect::Write,
        method: None,
        uncertain: Some(why),
    };
    if let Some(effect) = prefixed {
        return Some(certain(effect, effect.method()));
    }
    let http = |method: Method| certain(effect_of(method), method);
    Some(match row.reads {
        Reads::Fixed(effect) => certain(effect, effect.method()),
        Reads::MethodFromName => {
            let name = match (row.names, site.receiver) {
                // `Net::HTTP::Delete.new`: the class names the method.
                (Names::Exact(["new"]), Some(receiver)) => {
                    receiver.rsplit(':').next().unwrap_or(receiver)
                }
                _ => site.name,
            };
            http(method_of_name(name)?)
        }
        Reads::MethodArgument(index) => match site.arguments.get(index) {
            Some(argument) => match method_argument(text, *argument) {
                Some(method) => http(method),
                None => unknown("its method comes from run-time data"),
            },
            None => return None,
        },
        Reads::MethodOption(index) => match site.arguments.get(index) {
            None => http(Method::Get),
            Some(options) if options.kind() != "object" => {
                // `fetch(url)` is a GET; `axios(url)` too; `fetch(url, init)`
                // takes its method from `init`.
                if index == 0 && site.arguments.len() == 1 && literal(text, *options).is_some() {
                    http(Method::Get)
                } else {
                    unknown("its method comes from run-time data")
                }
            }
            Some(options) => match method_option(text, *options) {
                Ok(Some(method)) => http(method),
                Ok(None) => http(Method::Get),
                Err(()) => unknown("its method comes from run-time data"),
            },
        },
        Reads::Sql(index) => {
            // Go's `ExecContext(ctx, …)` and pgx's `Exec(ctx, …)` take a
            // context first.
            let index = match site.arguments.get(index) {
                Some(first) if is_context(tree::text(text, *first)) => index + 1,
                _ => index,
            };
            let statement = site
                .arguments
                .get(index)
                .and_then(|argument| literal(text, *argument));
            match statement {
                Some(statement) => {
                    let effect = sql_effect(statement)?;
                    certain(effect, effect.method())
                }
                None if site.arguments.get(index).is_some() => {
                    unknown("its SQL comes from run-time data")
                }
                None => return None,
            }
        }
        Reads::OpenMode(index) => match open_mode(text, site, index) {
            Ok(effect) => certain(effect, effect.method()),
            Err(()) => unknown("its mode comes from run-time data"),
        },
        Reads::Process => Judged {
            kind: row.kind,
            effect: Effect::Write,
            method: None,
            uncertain: Some("it starts a process, whose effect hintlint cannot know"),
        },
    })
}

/// Whether an argument is a context (`ctx`, `r.Context()`).
fn is_context(written: &str) -> bool {
    written == "ctx" || written.ends_with("Ctx") || written.ends_with("Context()")
}

/// What an HTTP method does.
fn effect_of(method: Method) -> Effect {
    match method {
        Method::Get => Effect::Read,
        Method::Post => Effect::Write,
        Method::Put | Method::Patch => Effect::Overwrite,
        Method::Delete => Effect::Delete,
    }
}

/// A method written as an argument: `"PATCH"`, `http.MethodPut`,
/// `Method::DELETE`, `HttpMethod.Patch`, `new HttpMethod("PATCH")`.
fn method_argument(text: &str, argument: Node<'_>) -> Option<Method> {
    if let Some(written) = literal(text, argument) {
        return Method::parse(written);
    }
    if argument.kind() == "object_creation_expression" {
        let list = argument.child_by_field_name("arguments")?;
        return match children(list).as_slice() {
            [only] => literal(text, only.named_child(0).unwrap_or(*only)).and_then(Method::parse),
            _ => None,
        };
    }
    let written = tree::text(text, argument);
    let last = written.rsplit(['.', ':']).next().unwrap_or(written);
    if last.chars().all(|c| c.is_ascii_alphabetic())
        && (written.contains('.') || written.contains("::"))
    {
        return Method::parse(last.strip_prefix("Method").unwrap_or(last));
    }
    None
}

/// The `method` member of an options object: `Ok(None)` when it has none,
/// `Err` when it is not a literal (or a spread may give it).
fn method_option(text: &str, options: Node<'_>) -> Result<Option<Method>, ()> {
    let mut spread = false;
    for member in children(options) {
        match member.kind() {
            "pair" => {
                let key = member
                    .child_by_field_name("key")
                    .map(|key| tree::text(text, key));
                if key.map(|key| key.trim_matches(['"', '\''])) == Some("method") {
                    let value = member.child_by_field_name("value").ok_or(())?;
                    return literal(text, value)
                        .and_then(Method::parse)
                        .map(Some)
                        .ok_or(());
                }
            }
            "shorthand_property_identifier" if tree::text(text, member) == "method" => {
                return Err(());
            }
            "spread_element" => spread = true,
            _ => {}
        }
    }
    if spread { Err(()) } else { Ok(None) }
}

/// The effect of an SQL statement by its first verb; `None` for a text
/// that is no statement hintlint knows.
pub fn sql_effect(statement: &str) -> Option<Effect> {
    let verb: String = statement
        .trim_start()
        .chars()
        .take_while(|c| c.is_ascii_alphabetic())
        .collect();
    Some(match verb.to_ascii_uppercase().as_str() {
        "SELECT" | "WITH" | "SHOW" | "EXPLAIN" | "DESCRIBE" | "DESC" | "VALUES" | "PRAGMA" => {
            Effect::Read
        }
        "INSERT" | "CREATE" | "COPY" | "CALL" => Effect::Write,
        "UPDATE" | "REPLACE" | "UPSERT" | "MERGE" | "ALTER" | "GRANT" | "REVOKE" | "RENAME" => {
            Effect::Overwrite
        }
        "DELETE" | "DROP" | "TRUNCATE" => Effect::Delete,
        _ => return None,
    })
}

/// The mode of Python's `open(path, mode)` (or `mode=`): read without one.
fn open_mode(text: &str, site: &Site<'_, '_>, index: usize) -> Result<Effect, ()> {
    let keyword = site.arguments.iter().find(|argument| {
        argument.kind() == "keyword_argument"
            && argument
                .child_by_field_name("name")
                .is_some_and(|name| tree::text(text, name) == "mode")
    });
    let mode = match keyword {
        Some(keyword) => keyword.child_by_field_name("value"),
        None => site
            .arguments
            .get(index)
            .copied()
            .filter(|argument| argument.kind() != "keyword_argument"),
    };
    let Some(mode) = mode else {
        return Ok(Effect::Read);
    };
    let mode = literal(text, mode).ok_or(())?;
    Ok(if mode.contains('w') || mode.contains('+') {
        Effect::Overwrite
    } else if mode.contains('a') || mode.contains('x') {
        Effect::Write
    } else {
        Effect::Read
    })
}

/// A `POST` that is a query is a read: its URL names a search, its body is
/// a GraphQL query, or a JSON-RPC read; a GraphQL `mutation` is a write.
fn post_as_query<'t>(text: &'t str, site: &Site<'t, '_>, judged: &mut Judged) {
    let call = tree::text(text, site.sent);
    let literals = literals_in(text, site.sent);
    let document = |literals: &[&'t str]| {
        literals
            .iter()
            .map(|written| written.trim_start().trim_start_matches("gql").trim_start())
            .find(|document| {
                // A document, not the key that holds it (`{"query": "…"}`).
                let operation = |keyword: &str| {
                    document
                        .strip_prefix(keyword)
                        .is_some_and(|rest| rest.starts_with([' ', '{', '(', '\n']))
                };
                // A shorthand query (`{ issues { id } }`), not an interpolation
                // (`f"{API}/graphql"`).
                operation("mutation") || operation("query") || operation("{")
            })
    };
    // A document written in the call, or kept in a name the call sends
    // (`client.request(MUTATION)`, `json={"query": query}`).
    // A name may hold the request's JSON body whole (`{"query": "…"}`).
    let bound: Vec<&str> = bound_literals(text, site.sent)
        .into_iter()
        .map(|written| in_json(written).unwrap_or(written))
        .collect();
    let graphql = document(&literals).or_else(|| document(&bound));
    let read = |judged: &mut Judged, kind: EffectKind| {
        judged.kind = kind;
        judged.effect = Effect::Read;
        judged.method = Some(Method::Get);
    };
    if let Some(document) = graphql {
        if document.starts_with("mutation") {
            judged.kind = EffectKind::GraphQl;
        } else {
            read(judged, EffectKind::GraphQl);
        }
        return;
    }
    if call.contains("mutation") {
        judged.kind = EffectKind::GraphQl;
        return;
    }
    if call.to_ascii_lowercase().contains("graphql") {
        read(judged, EffectKind::GraphQl);
        return;
    }
    if call.contains("jsonrpc") {
        let reads = literals.iter().any(|written| {
            [
                "get", "list", "read", "eth_call", "eth_get", "query", "search", "describe",
            ]
            .iter()
            .any(|verb| written.starts_with(verb))
        });
        if reads {
            read(judged, EffectKind::Http);
        } else {
            judged.method = None;
            judged.uncertain = Some("a JSON-RPC call whose method hintlint does not know");
        }
        return;
    }
    let url = site
        .arguments
        .first()
        .map(|url| tree::text(text, *url))
        .unwrap_or_default();
    if words(url)
        .iter()
        .any(|word| QUERY_PATHS.contains(&word.as_str()))
    {
        read(judged, EffectKind::Http);
    }
}

/// The document a JSON body written as a string holds: what follows its
/// `"query":` key.
fn in_json(written: &str) -> Option<&str> {
    let (_, after) = written.split_once("query")?;
    let after = after.trim_start_matches(['\\', '"', '\'']).trim_start();
    let value = after.strip_prefix(':')?;
    Some(value.trim_start_matches([' ', '\\', '"', '\'']))
}

/// The string literals under `node`, at most a few dozen.
fn literals_in<'t>(text: &'t str, node: Node<'_>) -> Vec<&'t str> {
    let mut found = Vec::new();
    tree::preorder(node, |inner| {
        if found.len() < 32
            && let Some(written) = literal(text, inner)
        {
            found.push(written);
        }
    });
    found
}

/// The words of what a call writes to: its first argument (a path, a
/// URL, a statement) and its receiver.
fn target_words(text: &str, site: &Site<'_, '_>, kind: EffectKind) -> Vec<String> {
    let mut written = String::new();
    if let Some(first) = site.arguments.first() {
        written.push_str(tree::text(text, *first));
    }
    if kind != EffectKind::Http {
        written.push(' ');
        written.push_str(site.receiver.unwrap_or_default());
    }
    // For SQL the first argument is the statement, which names its table
    // (`INSERT INTO audit_log`).
    words(&written)
}

/// The lower-cased words of `written`: split at everything but letters
/// and digits, and at camelCase humps (`logFile` → `log`, `file`).
fn words(written: &str) -> Vec<String> {
    let mut found = Vec::new();
    let mut word = String::new();
    let mut previous_lower = false;
    for c in written.chars() {
        if c.is_ascii_alphanumeric() {
            if c.is_ascii_uppercase() && previous_lower && !word.is_empty() {
                found.push(std::mem::take(&mut word));
            }
            previous_lower = c.is_ascii_lowercase();
            word.push(c.to_ascii_lowercase());
        } else {
            previous_lower = false;
            if !word.is_empty() {
                found.push(std::mem::take(&mut word));
            }
        }
    }
    if !word.is_empty() {
        found.push(word);
    }
    found
}
