//! The effect catalogue of Rust.

use super::schema::{DATABASES, HTTP_CLIENTS};
use super::schema::{Names, Reads, Receivers, Row};
use crate::base::method::{Effect, EffectKind};

/// The paths of Rust's file-system modules.
const FS: &[&str] = &["fs", "std::fs", "tokio::fs", "async_std::fs"];

/// Rust's calls with effects.
#[rustfmt::skip]
pub const ROWS: &[Row] = &[
    Row::new("reqwest, a client object", EffectKind::Http, Names::HttpVerbs, Receivers::Named(HTTP_CLIENTS), Reads::MethodFromName),
    Row::new("reqwest, a client object", EffectKind::Http, Names::Exact(&["request"]), Receivers::Named(HTTP_CLIENTS), Reads::MethodArgument(0)),
    Row::new("sqlx, rusqlite, tokio-postgres, diesel `sql_query`", EffectKind::Sql, Names::Exact(&["query", "query_as", "query_scalar", "sql_query"]), Receivers::Path(&["sqlx", "diesel"]), Reads::Sql(0)),
    Row::new("sqlx, rusqlite, tokio-postgres, diesel `sql_query`", EffectKind::Sql, Names::Exact(&["execute", "query", "query_one", "query_opt", "batch_execute", "prepare"]), Receivers::Named(DATABASES), Reads::Sql(0)),
    Row::new("std::fs, tokio::fs", EffectKind::File, Names::Exact(&["write", "rename", "copy", "File::create"]), Receivers::Path(FS), Reads::Fixed(Effect::Overwrite)),
    Row::new("std::fs, tokio::fs", EffectKind::File, Names::Exact(&["create_dir", "create_dir_all", "hard_link"]), Receivers::Path(FS), Reads::Fixed(Effect::Write)),
    Row::new("std::fs, tokio::fs", EffectKind::File, Names::Exact(&["remove_file", "remove_dir", "remove_dir_all"]), Receivers::Path(FS), Reads::Fixed(Effect::Delete)),
    Row::new("std::fs::File", EffectKind::File, Names::Exact(&["create"]), Receivers::Path(&["File", "fs::File", "std::fs::File", "tokio::fs::File"]), Reads::Fixed(Effect::Overwrite)),
    Row::new("std::process, tokio::process", EffectKind::Process, Names::Exact(&["new"]), Receivers::Path(&["Command", "process::Command", "std::process::Command", "tokio::process::Command"]), Reads::Process),
    Row::new("redis-rs", EffectKind::Sdk, Names::Exact(&["set", "hset", "set_ex"]), Receivers::Containing(&["redis"]), Reads::Fixed(Effect::Overwrite)),
    Row::new("redis-rs", EffectKind::Sdk, Names::Exact(&["del", "hdel"]), Receivers::Containing(&["redis"]), Reads::Fixed(Effect::Delete)),
    Row::new("MongoDB Rust driver", EffectKind::Sdk, Names::Exact(&["insert_one", "insert_many"]), Receivers::Any, Reads::Fixed(Effect::Write)),
    Row::new("MongoDB Rust driver", EffectKind::Sdk, Names::Exact(&["update_one", "update_many", "replace_one"]), Receivers::Any, Reads::Fixed(Effect::Overwrite)),
    Row::new("MongoDB Rust driver", EffectKind::Sdk, Names::Exact(&["delete_one", "delete_many"]), Receivers::Any, Reads::Fixed(Effect::Delete)),
    Row::new("lettre (`mailer.send(&email)`)", EffectKind::Message, Names::Exact(&["send"]), Receivers::Named(&["mailer", "smtp", "transport", "smtp_transport", "mail_transport"]), Reads::Fixed(Effect::Write)),
];
