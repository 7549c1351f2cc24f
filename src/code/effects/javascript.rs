//! The effect catalogue of JavaScript and TypeScript.

use super::schema::{AWS_ACTIONS, DATABASES, HTTP_CLIENTS};
use super::schema::{Names, Reads, Receivers, Row};
use crate::base::method::{Effect, EffectKind};

/// node:child_process's functions called by name, and execa's `execa`.
const EXEC_BY_NAME: &[&str] = &[
    "exec",
    "execSync",
    "execFile",
    "execFileSync",
    "spawn",
    "spawnSync",
    "execa",
];

/// The same functions called on the module: all but `execa`, a package
/// of its own.
const EXEC_ON_MODULE: &[&str] = match EXEC_BY_NAME.split_last() {
    Some((_, module)) => module,
    None => EXEC_BY_NAME,
};

/// What node:fs is imported as (fs-extra's `fse` too).
const FS_MODULES: &[&str] = &["fs", "fs.promises", "fsp", "fsPromises", "fse"];

/// JavaScript's and TypeScript's calls with effects.
pub const ROWS: &[Row] = &[
    Row {
        library: "fetch",
        kind: EffectKind::Http,
        names: Names::Exact(&["fetch"]),
        receivers: Receivers::Bare,
        reads: Reads::MethodOption(1),
    },
    Row {
        library: "axios",
        kind: EffectKind::Http,
        names: Names::Exact(&["axios"]),
        receivers: Receivers::Bare,
        reads: Reads::MethodOption(0),
    },
    Row {
        library: "axios, got, ky, superagent, a client object",
        kind: EffectKind::Http,
        names: Names::Exact(&["request"]),
        receivers: Receivers::Named(&["axios", "got", "ky"]),
        reads: Reads::MethodOption(0),
    },
    Row {
        library: "axios, got, ky, superagent, a client object",
        kind: EffectKind::Http,
        names: Names::HttpVerbs,
        receivers: Receivers::Named(HTTP_CLIENTS),
        reads: Reads::MethodFromName,
    },
    Row {
        library: "node:fs",
        kind: EffectKind::File,
        names: Names::Exact(&[
            "writeFile",
            "writeFileSync",
            "rename",
            "renameSync",
            "copyFile",
            "copyFileSync",
            "cp",
            "cpSync",
            "truncate",
            "truncateSync",
        ]),
        receivers: Receivers::Path(FS_MODULES),
        reads: Reads::Fixed(Effect::Overwrite),
    },
    Row {
        library: "node:fs",
        kind: EffectKind::File,
        names: Names::Exact(&[
            "appendFile",
            "appendFileSync",
            "mkdir",
            "mkdirSync",
            "createWriteStream",
        ]),
        receivers: Receivers::Path(FS_MODULES),
        reads: Reads::Fixed(Effect::Write),
    },
    Row {
        library: "node:fs",
        kind: EffectKind::File,
        names: Names::Exact(&[
            "unlink",
            "unlinkSync",
            "rm",
            "rmSync",
            "rmdir",
            "rmdirSync",
            "remove",
            "removeSync",
        ]),
        receivers: Receivers::Path(FS_MODULES),
        reads: Reads::Fixed(Effect::Delete),
    },
    Row {
        library: "node:fs/promises (imported names)",
        kind: EffectKind::File,
        names: Names::Exact(&["writeFile", "rename", "copyFile"]),
        receivers: Receivers::Bare,
        reads: Reads::Fixed(Effect::Overwrite),
    },
    Row {
        library: "node:fs/promises (imported names)",
        kind: EffectKind::File,
        names: Names::Exact(&["unlink", "rm", "rmdir"]),
        receivers: Receivers::Bare,
        reads: Reads::Fixed(Effect::Delete),
    },
    Row {
        library: "node:child_process",
        kind: EffectKind::Process,
        names: Names::Exact(EXEC_BY_NAME),
        receivers: Receivers::Bare,
        reads: Reads::Process,
    },
    Row {
        library: "node:child_process",
        kind: EffectKind::Process,
        names: Names::Exact(EXEC_ON_MODULE),
        receivers: Receivers::Path(&["child_process", "cp", "childProcess"]),
        reads: Reads::Process,
    },
    Row {
        library: "SQL clients (pg, mysql2, better-sqlite3, knex.raw)",
        kind: EffectKind::Sql,
        names: Names::Exact(&[
            "query", "execute", "exec", "run", "raw", "prepare", "unsafe",
        ]),
        receivers: Receivers::Named(DATABASES),
        reads: Reads::Sql(0),
    },
    Row {
        library: "MongoDB",
        kind: EffectKind::Sdk,
        names: Names::Exact(&["insertOne", "insertMany", "bulkWrite"]),
        receivers: Receivers::Any,
        reads: Reads::Fixed(Effect::Write),
    },
    Row {
        library: "MongoDB",
        kind: EffectKind::Sdk,
        names: Names::Exact(&[
            "updateOne",
            "updateMany",
            "replaceOne",
            "findOneAndUpdate",
            "findOneAndReplace",
        ]),
        receivers: Receivers::Any,
        reads: Reads::Fixed(Effect::Overwrite),
    },
    Row {
        library: "MongoDB",
        kind: EffectKind::Sdk,
        names: Names::Exact(&[
            "deleteOne",
            "deleteMany",
            "findOneAndDelete",
            "dropCollection",
            "dropDatabase",
        ]),
        receivers: Receivers::Any,
        reads: Reads::Fixed(Effect::Delete),
    },
    Row {
        library: "Redis (ioredis, node-redis)",
        kind: EffectKind::Sdk,
        names: Names::Exact(&["set", "hset", "hSet", "mset", "setex", "json.set"]),
        receivers: Receivers::Containing(&["redis"]),
        reads: Reads::Fixed(Effect::Overwrite),
    },
    Row {
        library: "Redis (ioredis, node-redis)",
        kind: EffectKind::Sdk,
        names: Names::Exact(&[
            "lpush", "rpush", "lPush", "rPush", "sadd", "sAdd", "xadd", "xAdd", "incr", "publish",
        ]),
        receivers: Receivers::Containing(&["redis"]),
        reads: Reads::Fixed(Effect::Write),
    },
    Row {
        library: "Redis (ioredis, node-redis)",
        kind: EffectKind::Sdk,
        names: Names::Exact(&[
            "del", "hdel", "hDel", "unlink", "flushall", "flushAll", "flushdb", "flushDb",
        ]),
        receivers: Receivers::Containing(&["redis"]),
        reads: Reads::Fixed(Effect::Delete),
    },
    Row {
        library: "AWS SDK v3 commands (`new PutObjectCommand(…)`)",
        kind: EffectKind::Sdk,
        names: Names::Prefix(AWS_ACTIONS),
        receivers: Receivers::Named(&["new"]),
        reads: Reads::Fixed(Effect::Write),
    },
    Row {
        library: "Kubernetes (@kubernetes/client-node)",
        kind: EffectKind::Sdk,
        names: Names::Prefix(&[
            ("createNamespaced", Effect::Write),
            ("replaceNamespaced", Effect::Overwrite),
            ("patchNamespaced", Effect::Overwrite),
            ("deleteNamespaced", Effect::Delete),
            ("deleteCollectionNamespaced", Effect::Delete),
        ]),
        receivers: Receivers::Any,
        reads: Reads::Fixed(Effect::Write),
    },
    Row {
        library: "nodemailer, Slack Web API",
        kind: EffectKind::Message,
        names: Names::Exact(&["sendMail", "postMessage", "chatPostMessage"]),
        receivers: Receivers::Any,
        reads: Reads::Fixed(Effect::Write),
    },
];
