//! The effect catalogue of Go.

use super::schema::{AWS_ACTIONS, DATABASES};
use super::schema::{Names, Reads, Receivers, Row};
use crate::base::method::{Effect, EffectKind};

/// Go's calls with effects.
#[rustfmt::skip]
pub const ROWS: &[Row] = &[
    Row::new("net/http", EffectKind::Http, Names::Exact(&["NewRequest"]), Receivers::Path(&["http"]), Reads::MethodArgument(0)),
    Row::new("net/http", EffectKind::Http, Names::Exact(&["NewRequestWithContext"]), Receivers::Path(&["http"]), Reads::MethodArgument(1)),
    Row::new("net/http, resty, a client object", EffectKind::Http, Names::Exact(&["Get", "Head"]), Receivers::Named(&["http", "client", "httpclient", "r()", "resty"]), Reads::Fixed(Effect::Read)),
    Row::new("net/http, resty, a client object", EffectKind::Http, Names::Exact(&["Post", "PostForm", "Put", "Patch", "Delete"]), Receivers::Named(&["http", "client", "httpclient", "r()", "resty"]), Reads::MethodFromName),
    Row::new("database/sql, pgx, sqlx", EffectKind::Sql, Names::Exact(&["Exec", "ExecContext", "Query", "QueryContext", "QueryRow", "QueryRowContext", "MustExec", "Select", "Get"]), Receivers::Named(DATABASES), Reads::Sql(0)),
    Row::new("os", EffectKind::File, Names::Exact(&["WriteFile", "Create", "Rename", "Truncate"]), Receivers::Path(&["os", "ioutil"]), Reads::Fixed(Effect::Overwrite)),
    Row::new("os", EffectKind::File, Names::Exact(&["Mkdir", "MkdirAll"]), Receivers::Path(&["os"]), Reads::Fixed(Effect::Write)),
    Row::new("os", EffectKind::File, Names::Exact(&["Remove", "RemoveAll"]), Receivers::Path(&["os"]), Reads::Fixed(Effect::Delete)),
    Row::new("os/exec", EffectKind::Process, Names::Exact(&["Command", "CommandContext"]), Receivers::Path(&["exec"]), Reads::Process),
    Row::new("AWS SDK for Go, Kubernetes client-go", EffectKind::Sdk, Names::Prefix(AWS_ACTIONS), Receivers::Named(&["s3", "s3client", "ec2", "dynamodb", "svc", "ddb"]), Reads::Fixed(Effect::Write)),
    Row::new("Kubernetes client-go (`…CoreV1().Pods(ns).Delete(ctx, …)`)", EffectKind::Sdk, Names::Exact(&["Delete", "DeleteCollection"]), Receivers::Containing(&["pods", "deployments", "services", "namespaces", "secrets", "configmaps", "resource"]), Reads::Fixed(Effect::Delete)),
    Row::new("MongoDB Go driver", EffectKind::Sdk, Names::Exact(&["InsertOne", "InsertMany"]), Receivers::Any, Reads::Fixed(Effect::Write)),
    Row::new("MongoDB Go driver", EffectKind::Sdk, Names::Exact(&["UpdateOne", "UpdateMany", "ReplaceOne"]), Receivers::Any, Reads::Fixed(Effect::Overwrite)),
    Row::new("MongoDB Go driver", EffectKind::Sdk, Names::Exact(&["DeleteOne", "DeleteMany"]), Receivers::Any, Reads::Fixed(Effect::Delete)),
    Row::new("net/smtp", EffectKind::Message, Names::Exact(&["SendMail"]), Receivers::Path(&["smtp"]), Reads::Fixed(Effect::Write)),
];
