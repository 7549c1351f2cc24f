//! The effect catalogue of C#.

use super::schema::{DATABASES, HTTP_CLIENTS};
use super::schema::{Names, Reads, Receivers, Row};
use crate::base::method::{Effect, EffectKind};

/// C#'s calls with effects.
#[rustfmt::skip]
pub const ROWS: &[Row] = &[
    Row::new("HttpClient (`GetAsync`, `PostAsJsonAsync`, `DeleteAsync` …)", EffectKind::Http, Names::HttpVerbs, Receivers::Named(HTTP_CLIENTS), Reads::MethodFromName),
    Row::new("HttpClient (`new HttpRequestMessage(HttpMethod.Delete, …)`)", EffectKind::Http, Names::Exact(&["HttpRequestMessage"]), Receivers::Path(&["new"]), Reads::MethodArgument(0)),
    Row::new("ADO.NET, Dapper", EffectKind::Sql, Names::Exact(&["Execute", "ExecuteAsync", "Query", "QueryAsync", "ExecuteSqlRaw", "ExecuteSqlRawAsync"]), Receivers::Named(DATABASES), Reads::Sql(0)),
    Row::new("System.IO", EffectKind::File, Names::Exact(&["WriteAllText", "WriteAllTextAsync", "WriteAllBytes", "WriteAllBytesAsync", "WriteAllLines", "Move", "Copy", "Create", "Replace"]), Receivers::Path(&["File"]), Reads::Fixed(Effect::Overwrite)),
    Row::new("System.IO", EffectKind::File, Names::Exact(&["AppendAllText", "AppendAllTextAsync", "AppendAllLines", "CreateDirectory"]), Receivers::Path(&["File", "Directory"]), Reads::Fixed(Effect::Write)),
    Row::new("System.IO", EffectKind::File, Names::Exact(&["Delete"]), Receivers::Path(&["File", "Directory"]), Reads::Fixed(Effect::Delete)),
    Row::new("System.Diagnostics", EffectKind::Process, Names::Exact(&["Start"]), Receivers::Path(&["Process"]), Reads::Process),
    Row::new("MongoDB .NET driver", EffectKind::Sdk, Names::Exact(&["InsertOneAsync", "InsertManyAsync", "InsertOne", "InsertMany"]), Receivers::Any, Reads::Fixed(Effect::Write)),
    Row::new("MongoDB .NET driver", EffectKind::Sdk, Names::Exact(&["UpdateOneAsync", "UpdateManyAsync", "ReplaceOneAsync"]), Receivers::Any, Reads::Fixed(Effect::Overwrite)),
    Row::new("MongoDB .NET driver", EffectKind::Sdk, Names::Exact(&["DeleteOneAsync", "DeleteManyAsync", "DeleteOne", "DeleteMany"]), Receivers::Any, Reads::Fixed(Effect::Delete)),
    Row::new("AWS SDK for .NET", EffectKind::Sdk, Names::Prefix(&[("PutObject", Effect::Overwrite), ("DeleteObject", Effect::Delete), ("DeleteBucket", Effect::Delete), ("PutItem", Effect::Overwrite), ("DeleteItem", Effect::Delete)]), Receivers::Containing(&["s3", "dynamo", "aws"]), Reads::Fixed(Effect::Write)),
    Row::new("System.Net.Mail, MailKit", EffectKind::Message, Names::Exact(&["Send", "SendAsync", "SendMailAsync"]), Receivers::Containing(&["smtp", "mail"]), Reads::Fixed(Effect::Write)),
];
