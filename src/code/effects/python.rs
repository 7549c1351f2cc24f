//! The effect catalogue of Python.

use super::schema::{DATABASES, HTTP_CLIENTS};
use super::schema::{Names, Reads, Receivers, Row};
use crate::base::method::{Effect, EffectKind};

/// Python's calls with effects.
#[rustfmt::skip]
pub const ROWS: &[Row] = &[
    Row::new("requests, httpx, aiohttp, a client object", EffectKind::Http, Names::HttpVerbs, Receivers::Named(HTTP_CLIENTS), Reads::MethodFromName),
    Row::new("requests, httpx, aiohttp, a client object", EffectKind::Http, Names::Exact(&["request"]), Receivers::Named(HTTP_CLIENTS), Reads::MethodArgument(0)),
    Row::new("DB-API (sqlite3, psycopg, asyncpg, SQLAlchemy `text`)", EffectKind::Sql, Names::Exact(&["execute", "executemany", "executescript", "fetch", "fetchrow", "fetchval"]), Receivers::Named(DATABASES), Reads::Sql(0)),
    Row::new("open()", EffectKind::File, Names::Exact(&["open"]), Receivers::Bare, Reads::OpenMode(1)),
    Row::new("pathlib", EffectKind::File, Names::Exact(&["write_text", "write_bytes", "rename", "replace", "touch"]), Receivers::Any, Reads::Fixed(Effect::Overwrite)),
    Row::new("pathlib", EffectKind::File, Names::Exact(&["unlink", "rmdir"]), Receivers::Any, Reads::Fixed(Effect::Delete)),
    Row::new("os, shutil", EffectKind::File, Names::Exact(&["remove", "unlink", "rmdir", "removedirs", "rmtree"]), Receivers::Path(&["os", "shutil"]), Reads::Fixed(Effect::Delete)),
    Row::new("os, shutil", EffectKind::File, Names::Exact(&["rename", "replace", "move", "copy", "copy2", "copyfile", "copytree"]), Receivers::Path(&["os", "shutil"]), Reads::Fixed(Effect::Overwrite)),
    Row::new("os, shutil", EffectKind::File, Names::Exact(&["mkdir", "makedirs"]), Receivers::Path(&["os"]), Reads::Fixed(Effect::Write)),
    Row::new("subprocess, os", EffectKind::Process, Names::Exact(&["run", "Popen", "call", "check_call", "check_output", "create_subprocess_exec", "create_subprocess_shell", "system", "popen"]), Receivers::Path(&["subprocess", "asyncio", "os"]), Reads::Process),
    Row::new("boto3", EffectKind::Sdk, Names::Prefix(&[("put_", Effect::Overwrite), ("update_", Effect::Overwrite), ("create_", Effect::Write), ("delete_", Effect::Delete), ("terminate_", Effect::Delete)]), Receivers::Named(&["s3", "ec2", "dynamodb", "table", "sqs", "sns", "iam", "lambda_client", "boto_client", "s3_client", "ec2_client", "bucket"]), Reads::Fixed(Effect::Write)),
    Row::new("kubernetes", EffectKind::Sdk, Names::Prefix(&[("create_namespaced_", Effect::Write), ("replace_namespaced_", Effect::Overwrite), ("patch_namespaced_", Effect::Overwrite), ("delete_namespaced_", Effect::Delete), ("delete_collection_namespaced_", Effect::Delete)]), Receivers::Any, Reads::Fixed(Effect::Write)),
    Row::new("pymongo, motor", EffectKind::Sdk, Names::Exact(&["insert_one", "insert_many", "bulk_write"]), Receivers::Any, Reads::Fixed(Effect::Write)),
    Row::new("pymongo, motor", EffectKind::Sdk, Names::Exact(&["update_one", "update_many", "replace_one", "find_one_and_update", "find_one_and_replace"]), Receivers::Any, Reads::Fixed(Effect::Overwrite)),
    Row::new("pymongo, motor", EffectKind::Sdk, Names::Exact(&["delete_one", "delete_many", "find_one_and_delete", "drop_collection", "drop_database"]), Receivers::Any, Reads::Fixed(Effect::Delete)),
    Row::new("redis-py", EffectKind::Sdk, Names::Exact(&["set", "hset", "mset", "setex", "json().set"]), Receivers::Containing(&["redis"]), Reads::Fixed(Effect::Overwrite)),
    Row::new("redis-py", EffectKind::Sdk, Names::Exact(&["lpush", "rpush", "sadd", "xadd", "incr", "publish", "zadd"]), Receivers::Containing(&["redis"]), Reads::Fixed(Effect::Write)),
    Row::new("redis-py", EffectKind::Sdk, Names::Exact(&["delete", "hdel", "unlink", "flushall", "flushdb"]), Receivers::Containing(&["redis"]), Reads::Fixed(Effect::Delete)),
    Row::new("smtplib, slack_sdk", EffectKind::Message, Names::Exact(&["sendmail", "send_message", "chat_postMessage"]), Receivers::Any, Reads::Fixed(Effect::Write)),
];
