//! The effect catalogue of Java and Kotlin.

use super::schema::HTTP_CLIENTS;
use super::schema::{Names, Reads, Receivers, Row};
use crate::base::method::{Effect, EffectKind};

/// Java's and Kotlin's calls with effects.
pub const ROWS: &[Row] = &[
    Row {
        library: "java.net.http `HttpRequest.Builder`",
        kind: EffectKind::Http,
        names: Names::Exact(&["GET", "POST", "PUT", "DELETE"]),
        receivers: Receivers::Any,
        reads: Reads::MethodFromName,
    },
    Row {
        library: "java.net.http `HttpRequest.Builder`",
        kind: EffectKind::Http,
        names: Names::Exact(&["method"]),
        receivers: Receivers::Any,
        reads: Reads::MethodArgument(0),
    },
    Row {
        library: "Spring RestTemplate, RestClient, WebClient, Ktor, OkHttp",
        kind: EffectKind::Http,
        names: Names::HttpVerbs,
        receivers: Receivers::Named(HTTP_CLIENTS),
        reads: Reads::MethodFromName,
    },
    Row {
        library: "JDBC, Spring JdbcTemplate",
        kind: EffectKind::Sql,
        names: Names::Exact(&[
            "executeUpdate",
            "execute",
            "executeQuery",
            "update",
            "queryForList",
            "queryForObject",
        ]),
        receivers: Receivers::Named(&[
            "stmt",
            "statement",
            "jdbctemplate",
            "jdbc",
            "conn",
            "connection",
            "db",
        ]),
        reads: Reads::Sql(0),
    },
    Row {
        library: "java.nio.file.Files",
        kind: EffectKind::File,
        names: Names::Exact(&["write", "writeString", "move", "copy", "newBufferedWriter"]),
        receivers: Receivers::Path(&["Files"]),
        reads: Reads::Fixed(Effect::Overwrite),
    },
    Row {
        library: "java.nio.file.Files",
        kind: EffectKind::File,
        names: Names::Exact(&["createFile", "createDirectory", "createDirectories"]),
        receivers: Receivers::Path(&["Files"]),
        reads: Reads::Fixed(Effect::Write),
    },
    Row {
        library: "java.nio.file.Files",
        kind: EffectKind::File,
        names: Names::Exact(&["delete", "deleteIfExists"]),
        receivers: Receivers::Path(&["Files"]),
        reads: Reads::Fixed(Effect::Delete),
    },
    Row {
        library: "ProcessBuilder, Runtime.exec",
        kind: EffectKind::Process,
        names: Names::Exact(&["exec", "start"]),
        receivers: Receivers::Containing(&["runtime", "processbuilder", "pb"]),
        reads: Reads::Process,
    },
    Row {
        library: "MongoDB Java driver",
        kind: EffectKind::Sdk,
        names: Names::Exact(&["insertOne", "insertMany"]),
        receivers: Receivers::Any,
        reads: Reads::Fixed(Effect::Write),
    },
    Row {
        library: "MongoDB Java driver",
        kind: EffectKind::Sdk,
        names: Names::Exact(&["updateOne", "updateMany", "replaceOne"]),
        receivers: Receivers::Any,
        reads: Reads::Fixed(Effect::Overwrite),
    },
    Row {
        library: "MongoDB Java driver",
        kind: EffectKind::Sdk,
        names: Names::Exact(&["deleteOne", "deleteMany"]),
        receivers: Receivers::Any,
        reads: Reads::Fixed(Effect::Delete),
    },
    Row {
        library: "JavaMail",
        kind: EffectKind::Message,
        names: Names::Exact(&["send"]),
        receivers: Receivers::Path(&["Transport", "mailSender", "javaMailSender"]),
        reads: Reads::Fixed(Effect::Write),
    },
];
