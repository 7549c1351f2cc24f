//! The effect catalogue of C#.

use super::schema::{DATABASES, HTTP_CLIENTS};
use super::schema::{Names, Reads, Receivers, Row};
use crate::base::method::{Effect, EffectKind};

/// C#'s calls with effects.
pub const ROWS: &[Row] = &[
    Row {
        library: "HttpClient (`GetAsync`, `PostAsJsonAsync`, `DeleteAsync` …)",
        kind: EffectKind::Http,
        names: Names::HttpVerbs,
        receivers: Receivers::Named(HTTP_CLIENTS),
        reads: Reads::MethodFromName,
    },
    Row {
        library: "ADO.NET, Dapper",
        kind: EffectKind::Sql,
        names: Names::Exact(&[
            "Execute",
            "ExecuteAsync",
            "Query",
            "QueryAsync",
            "ExecuteSqlRaw",
            "ExecuteSqlRawAsync",
        ]),
        receivers: Receivers::Named(DATABASES),
        reads: Reads::Sql(0),
    },
    Row {
        library: "System.IO",
        kind: EffectKind::File,
        names: Names::Exact(&[
            "WriteAllText",
            "WriteAllTextAsync",
            "WriteAllBytes",
            "WriteAllBytesAsync",
            "WriteAllLines",
            "Move",
            "Copy",
            "Create",
            "Replace",
        ]),
        receivers: Receivers::Path(&["File"]),
        reads: Reads::Fixed(Effect::Overwrite),
    },
    Row {
        library: "System.IO",
        kind: EffectKind::File,
        names: Names::Exact(&[
            "AppendAllText",
            "AppendAllTextAsync",
            "AppendAllLines",
            "CreateDirectory",
        ]),
        receivers: Receivers::Path(&["File", "Directory"]),
        reads: Reads::Fixed(Effect::Write),
    },
    Row {
        library: "System.IO",
        kind: EffectKind::File,
        names: Names::Exact(&["Delete"]),
        receivers: Receivers::Path(&["File", "Directory"]),
        reads: Reads::Fixed(Effect::Delete),
    },
    Row {
        library: "System.Diagnostics",
        kind: EffectKind::Process,
        names: Names::Exact(&["Start"]),
        receivers: Receivers::Path(&["Process"]),
        reads: Reads::Process,
    },
    Row {
        library: "MongoDB .NET driver",
        kind: EffectKind::Sdk,
        names: Names::Exact(&[
            "InsertOneAsync",
            "InsertManyAsync",
            "InsertOne",
            "InsertMany",
        ]),
        receivers: Receivers::Any,
        reads: Reads::Fixed(Effect::Write),
    },
    Row {
        library: "MongoDB .NET driver",
        kind: EffectKind::Sdk,
        names: Names::Exact(&["UpdateOneAsync", "UpdateManyAsync", "ReplaceOneAsync"]),
        receivers: Receivers::Any,
        reads: Reads::Fixed(Effect::Overwrite),
    },
    Row {
        library: "MongoDB .NET driver",
        kind: EffectKind::Sdk,
        names: Names::Exact(&[
            "DeleteOneAsync",
            "DeleteManyAsync",
            "DeleteOne",
            "DeleteMany",
        ]),
        receivers: Receivers::Any,
        reads: Reads::Fixed(Effect::Delete),
    },
    Row {
        library: "AWS SDK for .NET",
        kind: EffectKind::Sdk,
        names: Names::Prefix(&[
            ("PutObject", Effect::Overwrite),
            ("DeleteObject", Effect::Delete),
            ("DeleteBucket", Effect::Delete),
            ("PutItem", Effect::Overwrite),
            ("DeleteItem", Effect::Delete),
        ]),
        receivers: Receivers::Containing(&["s3", "dynamo", "aws"]),
        reads: Reads::Fixed(Effect::Write),
    },
    Row {
        library: "System.Net.Mail, MailKit",
        kind: EffectKind::Message,
        names: Names::Exact(&["Send", "SendAsync", "SendMailAsync"]),
        receivers: Receivers::Containing(&["smtp", "mail"]),
        reads: Reads::Fixed(Effect::Write),
    },
];
