//! The effect catalogue of Java and Kotlin.

use super::schema::HTTP_CLIENTS;
use super::schema::{Names, Reads, Receivers, Row};
use crate::base::method::{Effect, EffectKind};

/// Java's and Kotlin's calls with effects.
#[rustfmt::skip]
pub const ROWS: &[Row] = &[
    Row::new("java.net.http `HttpRequest.Builder`", EffectKind::Http, Names::Exact(&["GET", "POST", "PUT", "DELETE"]), Receivers::Any, Reads::MethodFromName),
    Row::new("java.net.http `HttpRequest.Builder`", EffectKind::Http, Names::Exact(&["method"]), Receivers::Any, Reads::MethodArgument(0)),
    Row::new("Spring RestTemplate, RestClient, WebClient, Ktor, OkHttp", EffectKind::Http, Names::HttpVerbs, Receivers::Named(HTTP_CLIENTS), Reads::MethodFromName),
    Row::new("JDBC, Spring JdbcTemplate", EffectKind::Sql, Names::Exact(&["executeUpdate", "execute", "executeQuery", "update", "queryForList", "queryForObject"]), Receivers::Named(&["stmt", "statement", "jdbctemplate", "jdbc", "conn", "connection", "db"]), Reads::Sql(0)),
    Row::new("java.nio.file.Files", EffectKind::File, Names::Exact(&["write", "writeString", "move", "copy", "newBufferedWriter"]), Receivers::Path(&["Files"]), Reads::Fixed(Effect::Overwrite)),
    Row::new("java.nio.file.Files", EffectKind::File, Names::Exact(&["createFile", "createDirectory", "createDirectories"]), Receivers::Path(&["Files"]), Reads::Fixed(Effect::Write)),
    Row::new("java.nio.file.Files", EffectKind::File, Names::Exact(&["delete", "deleteIfExists"]), Receivers::Path(&["Files"]), Reads::Fixed(Effect::Delete)),
    Row::new("ProcessBuilder, Runtime.exec", EffectKind::Process, Names::Exact(&["exec", "start"]), Receivers::Containing(&["runtime", "processbuilder", "pb"]), Reads::Process),
    Row::new("MongoDB Java driver", EffectKind::Sdk, Names::Exact(&["insertOne", "insertMany"]), Receivers::Any, Reads::Fixed(Effect::Write)),
    Row::new("MongoDB Java driver", EffectKind::Sdk, Names::Exact(&["updateOne", "updateMany", "replaceOne"]), Receivers::Any, Reads::Fixed(Effect::Overwrite)),
    Row::new("MongoDB Java driver", EffectKind::Sdk, Names::Exact(&["deleteOne", "deleteMany"]), Receivers::Any, Reads::Fixed(Effect::Delete)),
    Row::new("JavaMail", EffectKind::Message, Names::Exact(&["send"]), Receivers::Path(&["Transport", "mailSender", "javaMailSender"]), Reads::Fixed(Effect::Write)),
    Row::new("kotlin.io (`File(…).writeText(…)`)", EffectKind::File, Names::Exact(&["writeText", "writeBytes", "renameTo"]), Receivers::Any, Reads::Fixed(Effect::Overwrite)),
    Row::new("kotlin.io (`File(…).appendText(…)`)", EffectKind::File, Names::Exact(&["appendText", "appendBytes"]), Receivers::Any, Reads::Fixed(Effect::Write)),
    Row::new("kotlin.io (`File(…).deleteRecursively()`)", EffectKind::File, Names::Exact(&["deleteRecursively"]), Receivers::Any, Reads::Fixed(Effect::Delete)),
];
