//! The effect catalogue of PHP.

use super::schema::{DATABASES, HTTP_CLIENTS};
use super::schema::{Names, Reads, Receivers, Row};
use crate::base::method::{Effect, EffectKind};

/// PHP's calls with effects.
#[rustfmt::skip]
pub const ROWS: &[Row] = &[
    Row::new("Guzzle, Symfony HttpClient, Joomla Http, a client object", EffectKind::Http, Names::Exact(&["get", "post", "put", "patch", "delete"]), Receivers::Named(HTTP_CLIENTS), Reads::MethodFromName),
    Row::new("Guzzle, Symfony HttpClient, Joomla Http, a client object", EffectKind::Http, Names::Exact(&["request", "requestAsync"]), Receivers::Named(HTTP_CLIENTS), Reads::MethodArgument(0)),
    Row::new("Laravel `Http` facade", EffectKind::Http, Names::Exact(&["get", "post", "put", "patch", "delete"]), Receivers::Path(&["Http"]), Reads::MethodFromName),
    Row::new("PDO, mysqli, Laravel `DB`", EffectKind::Sql, Names::Exact(&["exec", "query", "prepare", "statement", "insert", "update", "delete", "select", "unprepared"]), Receivers::Named(DATABASES), Reads::Sql(0)),
    Row::new("PHP's file functions", EffectKind::File, Names::Exact(&["file_put_contents", "rename", "copy", "touch"]), Receivers::Bare, Reads::Fixed(Effect::Overwrite)),
    Row::new("PHP's file functions", EffectKind::File, Names::Exact(&["mkdir"]), Receivers::Bare, Reads::Fixed(Effect::Write)),
    Row::new("PHP's file functions", EffectKind::File, Names::Exact(&["unlink", "rmdir"]), Receivers::Bare, Reads::Fixed(Effect::Delete)),
    Row::new("PHP's process functions", EffectKind::Process, Names::Exact(&["exec", "shell_exec", "system", "passthru", "proc_open", "popen"]), Receivers::Bare, Reads::Process),
    Row::new("mail(), Laravel `Mail`", EffectKind::Message, Names::Exact(&["mail"]), Receivers::Bare, Reads::Fixed(Effect::Write)),
    Row::new("mail(), Laravel `Mail`", EffectKind::Message, Names::Exact(&["send", "queue"]), Receivers::Path(&["Mail"]), Reads::Fixed(Effect::Write)),
    Row::new("AWS SDK for PHP (`$s3Client->deleteObject([…])`)", EffectKind::Sdk, Names::Prefix(&[("put", Effect::Overwrite), ("update", Effect::Overwrite), ("createBucket", Effect::Write), ("createTable", Effect::Write), ("delete", Effect::Delete), ("terminate", Effect::Delete)]), Receivers::Containing(&["s3", "dynamo", "ec2", "sqs", "sns", "aws"]), Reads::Fixed(Effect::Write)),
];
