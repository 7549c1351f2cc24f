//! The effect catalogue of Ruby.

use super::schema::{DATABASES, HTTP_CLIENTS};
use super::schema::{Names, Reads, Receivers, Row};
use crate::base::method::{Effect, EffectKind};

/// Ruby's calls with effects.
pub const ROWS: &[Row] = &[
    Row {
        library: "HTTParty, Faraday, a client object",
        kind: EffectKind::Http,
        names: Names::Exact(&["get", "post", "put", "patch", "delete"]),
        receivers: Receivers::Named(HTTP_CLIENTS),
        reads: Reads::MethodFromName,
    },
    Row {
        library: "Net::HTTP (`Net::HTTP::Delete.new`)",
        kind: EffectKind::Http,
        names: Names::Exact(&["new"]),
        receivers: Receivers::Path(&[
            "Net::HTTP::Get",
            "Net::HTTP::Post",
            "Net::HTTP::Put",
            "Net::HTTP::Patch",
            "Net::HTTP::Delete",
        ]),
        reads: Reads::MethodFromName,
    },
    Row {
        library: "ActiveRecord connection, pg, sqlite3",
        kind: EffectKind::Sql,
        names: Names::Exact(&["execute", "exec", "exec_params", "query"]),
        receivers: Receivers::Named(DATABASES),
        reads: Reads::Sql(0),
    },
    Row {
        library: "File, FileUtils",
        kind: EffectKind::File,
        names: Names::Exact(&["write", "rename", "mv", "cp", "binwrite"]),
        receivers: Receivers::Path(&["File", "FileUtils"]),
        reads: Reads::Fixed(Effect::Overwrite),
    },
    Row {
        library: "File, FileUtils",
        kind: EffectKind::File,
        names: Names::Exact(&["delete", "unlink", "rm", "rm_rf", "rm_r", "remove_dir"]),
        receivers: Receivers::Path(&["File", "FileUtils", "Dir"]),
        reads: Reads::Fixed(Effect::Delete),
    },
    Row {
        library: "Kernel, Open3",
        kind: EffectKind::Process,
        names: Names::Exact(&["system", "spawn", "capture2", "capture3", "popen3"]),
        receivers: Receivers::Bare,
        reads: Reads::Process,
    },
];
