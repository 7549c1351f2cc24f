//! The effect catalogue of Rust.

use super::schema::{DATABASES, HTTP_CLIENTS};
use super::schema::{Names, Reads, Receivers, Row};
use crate::base::method::{Effect, EffectKind};

/// The paths of Rust's file-system modules.
const FS: &[&str] = &["fs", "std::fs", "tokio::fs", "async_std::fs"];

/// Rust's calls with effects.
pub const ROWS: &[Row] = &[
    Row {
        library: "reqwest, a client object",
        kind: EffectKind::Http,
        names: Names::HttpVerbs,
        receivers: Receivers::Named(HTTP_CLIENTS),
        reads: Reads::MethodFromName,
    },
    Row {
        library: "reqwest, a client object",
        kind: EffectKind::Http,
        names: Names::Exact(&["request"]),
        receivers: Receivers::Named(HTTP_CLIENTS),
        reads: Reads::MethodArgument(0),
    },
    Row {
        library: "sqlx, rusqlite, tokio-postgres, diesel `sql_query`",
        kind: EffectKind::Sql,
        names: Names::Exact(&["query", "query_as", "query_scalar", "sql_query"]),
        receivers: Receivers::Path(&["sqlx", "diesel"]),
        reads: Reads::Sql(0),
    },
    Row {
        library: "sqlx, rusqlite, tokio-postgres, diesel `sql_query`",
        kind: EffectKind::Sql,
        names: Names::Exact(&[
            "execute",
            "query",
            "query_one",
            "query_opt",
            "batch_execute",
            "prepare",
        ]),
        receivers: Receivers::Named(DATABASES),
        reads: Reads::Sql(0),
    },
    Row {
        library: "std::fs, tokio::fs",
        kind: EffectKind::File,
        names: Names::Exact(&["write", "rename", "copy", "File::create"]),
        receivers: Receivers::Path(FS),
        reads: Reads::Fixed(Effect::Overwrite),
    },
    Row {
        library: "std::fs, tokio::fs",
        kind: EffectKind::File,
        names: Names::Exact(&["create_dir", "create_dir_all", "hard_link"]),
        receivers: Receivers::Path(FS),
        reads: Reads::Fixed(Effect::Write),
    },
    Row {
        library: "std::fs, tokio::fs",
        kind: EffectKind::File,
        names: Names::Exact(&["remove_file", "remove_dir", "remove_dir_all"]),
        receivers: Receivers::Path(FS),
        reads: Reads::Fixed(Effect::Delete),
    },
    Row {
        library: "std::fs::File",
        kind: EffectKind::File,
        names: Names::Exact(&["create"]),
        receivers: Receivers::Path(&["File", "fs::File", "std::fs::File", "tokio::fs::File"]),
        reads: Reads::Fixed(Effect::Overwrite),
    },
    Row {
        library: "std::process, tokio::process",
        kind: EffectKind::Process,
        names: Names::Exact(&["new"]),
        receivers: Receivers::Path(&[
            "Command",
            "process::Command",
            "std::process::Command",
            "tokio::process::Command",
        ]),
        reads: Reads::Process,
    },
    Row {
        library: "redis-rs",
        kind: EffectKind::Sdk,
        names: Names::Exact(&["set", "hset", "set_ex"]),
        receivers: Receivers::Containing(&["redis"]),
        reads: Reads::Fixed(Effect::Overwrite),
    },
    Row {
        library: "redis-rs",
        kind: EffectKind::Sdk,
        names: Names::Exact(&["del", "hdel"]),
        receivers: Receivers::Containing(&["redis"]),
        reads: Reads::Fixed(Effect::Delete),
    },
    Row {
        library: "MongoDB Rust driver",
        kind: EffectKind::Sdk,
        names: Names::Exact(&["insert_one", "insert_many"]),
        receivers: Receivers::Any,
        reads: Reads::Fixed(Effect::Write),
    },
    Row {
        library: "MongoDB Rust driver",
        kind: EffectKind::Sdk,
        names: Names::Exact(&["update_one", "update_many", "replace_one"]),
        receivers: Receivers::Any,
        reads: Reads::Fixed(Effect::Overwrite),
    },
    Row {
        library: "MongoDB Rust driver",
        kind: EffectKind::Sdk,
        names: Names::Exact(&["delete_one", "delete_many"]),
        receivers: Receivers::Any,
        reads: Reads::Fixed(Effect::Delete),
    },
];
