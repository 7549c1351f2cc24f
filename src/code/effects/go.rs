//! The effect catalogue of Go.

use super::schema::{AWS_ACTIONS, DATABASES};
use super::schema::{Names, Reads, Receivers, Row};
use crate::base::method::{Effect, EffectKind};

/// Go's calls with effects.
pub const ROWS: &[Row] = &[
    Row {
        library: "net/http",
        kind: EffectKind::Http,
        names: Names::Exact(&["NewRequest"]),
        receivers: Receivers::Path(&["http"]),
        reads: Reads::MethodArgument(0),
    },
    Row {
        library: "net/http",
        kind: EffectKind::Http,
        names: Names::Exact(&["NewRequestWithContext"]),
        receivers: Receivers::Path(&["http"]),
        reads: Reads::MethodArgument(1),
    },
    Row {
        library: "net/http, resty, a client object",
        kind: EffectKind::Http,
        names: Names::Exact(&["Get", "Head"]),
        receivers: Receivers::Named(&["http", "client", "httpclient", "r()", "resty"]),
        reads: Reads::Fixed(Effect::Read),
    },
    Row {
        library: "net/http, resty, a client object",
        kind: EffectKind::Http,
        names: Names::Exact(&["Post", "PostForm", "Put", "Patch", "Delete"]),
        receivers: Receivers::Named(&["http", "client", "httpclient", "r()", "resty"]),
        reads: Reads::MethodFromName,
    },
    Row {
        library: "database/sql, pgx, sqlx",
        kind: EffectKind::Sql,
        names: Names::Exact(&[
            "Exec",
            "ExecContext",
            "Query",
            "QueryContext",
            "QueryRow",
            "QueryRowContext",
            "MustExec",
            "Select",
            "Get",
        ]),
        receivers: Receivers::Named(DATABASES),
        reads: Reads::Sql(0),
    },
    Row {
        library: "os",
        kind: EffectKind::File,
        names: Names::Exact(&["WriteFile", "Create", "Rename", "Truncate"]),
        receivers: Receivers::Path(&["os", "ioutil"]),
        reads: Reads::Fixed(Effect::Overwrite),
    },
    Row {
        library: "os",
        kind: EffectKind::File,
        names: Names::Exact(&["Mkdir", "MkdirAll"]),
        receivers: Receivers::Path(&["os"]),
        reads: Reads::Fixed(Effect::Write),
    },
    Row {
        library: "os",
        kind: EffectKind::File,
        names: Names::Exact(&["Remove", "RemoveAll"]),
        receivers: Receivers::Path(&["os"]),
        reads: Reads::Fixed(Effect::Delete),
    },
    Row {
        library: "os/exec",
        kind: EffectKind::Process,
        names: Names::Exact(&["Command", "CommandContext"]),
        receivers: Receivers::Path(&["exec"]),
        reads: Reads::Process,
    },
    Row {
        library: "AWS SDK for Go, Kubernetes client-go",
        kind: EffectKind::Sdk,
        names: Names::Prefix(AWS_ACTIONS),
        receivers: Receivers::Named(&["s3", "s3client", "ec2", "dynamodb", "svc", "ddb"]),
        reads: Reads::Fixed(Effect::Write),
    },
    Row {
        library: "Kubernetes client-go (`…CoreV1().Pods(ns).Delete(ctx, …)`)",
        kind: EffectKind::Sdk,
        names: Names::Exact(&["Delete", "DeleteCollection"]),
        receivers: Receivers::Containing(&[
            "pods",
            "deployments",
            "services",
            "namespaces",
            "secrets",
            "configmaps",
            "resource",
        ]),
        reads: Reads::Fixed(Effect::Delete),
    },
    Row {
        library: "MongoDB Go driver",
        kind: EffectKind::Sdk,
        names: Names::Exact(&["InsertOne", "InsertMany"]),
        receivers: Receivers::Any,
        reads: Reads::Fixed(Effect::Write),
    },
    Row {
        library: "MongoDB Go driver",
        kind: EffectKind::Sdk,
        names: Names::Exact(&["UpdateOne", "UpdateMany", "ReplaceOne"]),
        receivers: Receivers::Any,
        reads: Reads::Fixed(Effect::Overwrite),
    },
    Row {
        library: "MongoDB Go driver",
        kind: EffectKind::Sdk,
        names: Names::Exact(&["DeleteOne", "DeleteMany"]),
        receivers: Receivers::Any,
        reads: Reads::Fixed(Effect::Delete),
    },
    Row {
        library: "net/smtp",
        kind: EffectKind::Message,
        names: Names::Exact(&["SendMail"]),
        receivers: Receivers::Path(&["smtp"]),
        reads: Reads::Fixed(Effect::Write),
    },
];
