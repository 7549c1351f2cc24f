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
#[rustfmt::skip]
pub const ROWS: &[Row] = &[
    Row::new("fetch", EffectKind::Http, Names::Exact(&["fetch"]), Receivers::Bare, Reads::MethodOption(1)),
    Row::new("axios", EffectKind::Http, Names::Exact(&["axios"]), Receivers::Bare, Reads::MethodOption(0)),
    Row::new("axios, got, ky, superagent, a client object", EffectKind::Http, Names::Exact(&["request"]), Receivers::Named(&["axios", "got", "ky"]), Reads::MethodOption(0)),
    Row::new("axios, got, ky, superagent, a client object", EffectKind::Http, Names::HttpVerbs, Receivers::Named(HTTP_CLIENTS), Reads::MethodFromName),
    Row::new("node:fs", EffectKind::File, Names::Exact(&["writeFile", "writeFileSync", "rename", "renameSync", "copyFile", "copyFileSync", "cp", "cpSync", "truncate", "truncateSync"]), Receivers::Path(FS_MODULES), Reads::Fixed(Effect::Overwrite)),
    Row::new("node:fs", EffectKind::File, Names::Exact(&["appendFile", "appendFileSync", "mkdir", "mkdirSync", "createWriteStream"]), Receivers::Path(FS_MODULES), Reads::Fixed(Effect::Write)),
    Row::new("node:fs", EffectKind::File, Names::Exact(&["unlink", "unlinkSync", "rm", "rmSync", "rmdir", "rmdirSync", "remove", "removeSync"]), Receivers::Path(FS_MODULES), Reads::Fixed(Effect::Delete)),
    Row::new("node:fs/promises (imported names)", EffectKind::File, Names::Exact(&["writeFile", "rename", "copyFile"]), Receivers::Bare, Reads::Fixed(Effect::Overwrite)),
    Row::new("node:fs/promises (imported names)", EffectKind::File, Names::Exact(&["unlink", "rm", "rmdir"]), Receivers::Bare, Reads::Fixed(Effect::Delete)),
    Row::new("node:child_process", EffectKind::Process, Names::Exact(EXEC_BY_NAME), Receivers::Bare, Reads::Process),
    Row::new("node:child_process", EffectKind::Process, Names::Exact(EXEC_ON_MODULE), Receivers::Path(&["child_process", "cp", "childProcess"]), Reads::Process),
    Row::new("SQL clients (pg, mysql2, better-sqlite3, knex.raw)", EffectKind::Sql, Names::Exact(&["query", "execute", "exec", "run", "raw", "prepare", "unsafe"]), Receivers::Named(DATABASES), Reads::Sql(0)),
    Row::new("MongoDB", EffectKind::Sdk, Names::Exact(&["insertOne", "insertMany", "bulkWrite"]), Receivers::Any, Reads::Fixed(Effect::Write)),
    Row::new("MongoDB", EffectKind::Sdk, Names::Exact(&["updateOne", "updateMany", "replaceOne", "findOneAndUpdate", "findOneAndReplace"]), Receivers::Any, Reads::Fixed(Effect::Overwrite)),
    Row::new("MongoDB", EffectKind::Sdk, Names::Exact(&["deleteOne", "deleteMany", "findOneAndDelete", "dropCollection", "dropDatabase"]), Receivers::Any, Reads::Fixed(Effect::Delete)),
    Row::new("Redis (ioredis, node-redis)", EffectKind::Sdk, Names::Exact(&["set", "hset", "hSet", "mset", "setex", "json.set"]), Receivers::Containing(&["redis"]), Reads::Fixed(Effect::Overwrite)),
    Row::new("Redis (ioredis, node-redis)", EffectKind::Sdk, Names::Exact(&["lpush", "rpush", "lPush", "rPush", "sadd", "sAdd", "xadd", "xAdd", "incr", "publish"]), Receivers::Containing(&["redis"]), Reads::Fixed(Effect::Write)),
    Row::new("Redis (ioredis, node-redis)", EffectKind::Sdk, Names::Exact(&["del", "hdel", "hDel", "unlink", "flushall", "flushAll", "flushdb", "flushDb"]), Receivers::Containing(&["redis"]), Reads::Fixed(Effect::Delete)),
    Row::new("AWS SDK v3 commands (`new PutObjectCommand(…)`)", EffectKind::Sdk, Names::Prefix(AWS_ACTIONS), Receivers::Named(&["new"]), Reads::Fixed(Effect::Write)),
    Row::new("Kubernetes (@kubernetes/client-node)", EffectKind::Sdk, Names::Prefix(&[("createNamespaced", Effect::Write), ("replaceNamespaced", Effect::Overwrite), ("patchNamespaced", Effect::Overwrite), ("deleteNamespaced", Effect::Delete), ("deleteCollectionNamespaced", Effect::Delete)]), Receivers::Any, Reads::Fixed(Effect::Write)),
    Row::new("nodemailer, Slack Web API", EffectKind::Message, Names::Exact(&["sendMail", "postMessage", "chatPostMessage"]), Receivers::Any, Reads::Fixed(Effect::Write)),
];
