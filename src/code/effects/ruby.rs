//! The effect catalogue of Ruby.

use super::schema::{DATABASES, HTTP_CLIENTS};
use super::schema::{Names, Reads, Receivers, Row};
use crate::base::method::{Effect, EffectKind};

/// Ruby's calls with effects.
#[rustfmt::skip]
pub const ROWS: &[Row] = &[
    Row::new("HTTParty, Faraday, a client object", EffectKind::Http, Names::Exact(&["get", "post", "put", "patch", "delete"]), Receivers::Named(HTTP_CLIENTS), Reads::MethodFromName),
    Row::new("Net::HTTP (`Net::HTTP::Delete.new`)", EffectKind::Http, Names::Exact(&["new"]), Receivers::Path(&["Net::HTTP::Get", "Net::HTTP::Post", "Net::HTTP::Put", "Net::HTTP::Patch", "Net::HTTP::Delete"]), Reads::MethodFromName),
    Row::new("ActiveRecord connection, pg, sqlite3", EffectKind::Sql, Names::Exact(&["execute", "exec", "exec_params", "query"]), Receivers::Named(DATABASES), Reads::Sql(0)),
    Row::new("File, FileUtils", EffectKind::File, Names::Exact(&["write", "rename", "mv", "cp", "binwrite"]), Receivers::Path(&["File", "FileUtils"]), Reads::Fixed(Effect::Overwrite)),
    Row::new("File, FileUtils", EffectKind::File, Names::Exact(&["delete", "unlink", "rm", "rm_rf", "rm_r", "remove_dir"]), Receivers::Path(&["File", "FileUtils", "Dir"]), Reads::Fixed(Effect::Delete)),
    Row::new("Kernel, Open3", EffectKind::Process, Names::Exact(&["system", "spawn", "capture2", "capture3", "popen3"]), Receivers::Bare, Reads::Process),
    Row::new("Faraday (`run_request(:delete, …)`)", EffectKind::Http, Names::Exact(&["run_request"]), Receivers::Named(HTTP_CLIENTS), Reads::MethodArgument(0)),
    Row::new("AWS SDK for Ruby (`s3.delete_object(…)`)", EffectKind::Sdk, Names::Prefix(&[("put_", Effect::Overwrite), ("update_", Effect::Overwrite), ("create_", Effect::Write), ("delete_", Effect::Delete), ("terminate_", Effect::Delete)]), Receivers::Containing(&["s3", "dynamo", "ec2", "sqs", "sns", "aws"]), Reads::Fixed(Effect::Write)),
    Row::new("Net::SMTP, Mail", EffectKind::Message, Names::Exact(&["send_message", "send_mail", "sendmail", "deliver"]), Receivers::Containing(&["smtp", "mail"]), Reads::Fixed(Effect::Write)),
];
