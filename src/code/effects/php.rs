//! The effect catalogue of PHP.

use super::schema::{DATABASES, HTTP_CLIENTS};
use super::schema::{Names, Reads, Receivers, Row};
use crate::base::method::{Effect, EffectKind};

/// PHP's calls with effects.
pub const ROWS: &[Row] = &[
    Row {
        library: "Guzzle, Symfony HttpClient, Joomla Http, a client object",
        kind: EffectKind::Http,
        names: Names::Exact(&["get", "post", "put", "patch", "delete"]),
        receivers: Receivers::Named(HTTP_CLIENTS),
        reads: Reads::MethodFromName,
    },
    Row {
        library: "Guzzle, Symfony HttpClient, Joomla Http, a client object",
        kind: EffectKind::Http,
        names: Names::Exact(&["request", "requestAsync"]),
        receivers: Receivers::Named(HTTP_CLIENTS),
        reads: Reads::MethodArgument(0),
    },
    Row {
        library: "Laravel `Http` facade",
        kind: EffectKind::Http,
        names: Names::Exact(&["get", "post", "put", "patch", "delete"]),
        receivers: Receivers::Path(&["Http"]),
        reads: Reads::MethodFromName,
    },
    Row {
        library: "PDO, mysqli, Laravel `DB`",
        kind: EffectKind::Sql,
        names: Names::Exact(&[
            "exec",
            "query",
            "prepare",
            "statement",
            "insert",
            "update",
            "delete",
            "select",
            "unprepared",
        ]),
        receivers: Receivers::Named(DATABASES),
        reads: Reads::Sql(0),
    },
    Row {
        library: "PHP's file functions",
        kind: EffectKind::File,
        names: Names::Exact(&["file_put_contents", "rename", "copy", "touch"]),
        receivers: Receivers::Bare,
        reads: Reads::Fixed(Effect::Overwrite),
    },
    Row {
        library: "PHP's file functions",
        kind: EffectKind::File,
        names: Names::Exact(&["mkdir"]),
        receivers: Receivers::Bare,
        reads: Reads::Fixed(Effect::Write),
    },
    Row {
        library: "PHP's file functions",
        kind: EffectKind::File,
        names: Names::Exact(&["unlink", "rmdir"]),
        receivers: Receivers::Bare,
        reads: Reads::Fixed(Effect::Delete),
    },
    Row {
        library: "PHP's process functions",
        kind: EffectKind::Process,
        names: Names::Exact(&[
            "exec",
            "shell_exec",
            "system",
            "passthru",
            "proc_open",
            "popen",
        ]),
        receivers: Receivers::Bare,
        reads: Reads::Process,
    },
    Row {
        library: "mail(), Laravel `Mail`",
        kind: EffectKind::Message,
        names: Names::Exact(&["mail"]),
        receivers: Receivers::Bare,
        reads: Reads::Fixed(Effect::Write),
    },
    Row {
        library: "mail(), Laravel `Mail`",
        kind: EffectKind::Message,
        names: Names::Exact(&["send", "queue"]),
        receivers: Receivers::Path(&["Mail"]),
        reads: Reads::Fixed(Effect::Write),
    },
];
