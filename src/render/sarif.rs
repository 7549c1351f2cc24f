//! `--format sarif`: one SARIF 2.1.0 log for GitHub code scanning.
//!
//! Hand-written serde structs: the subset hintlint fills is small, and
//! writing it out keeps every field GitHub cares about in plain sight
//! (no serialisation of empty or `null` descriptions, exact URI rules).

use std::collections::HashMap;
use std::io::{self, Write};
use std::path::Path;

use serde::Serialize;

use super::pretty_json::JsonWriter;
use crate::base::level::Level;
use crate::base::paths::{relative_to_root, uri_path};
use crate::findings::diagnostic::Related;
use crate::findings::report::{FileReport, Finding, Report};
use crate::findings::rules::{REGISTRY, RuleInfo};
use crate::lint::fingerprint::{Fingerprints, uri_of, uri_of_shown};

/// GitHub rejects runs of 25,000 results or more.
pub const MAX_RESULTS: usize = 25_000 - 1;

const SRCROOT: &str = "%SRCROOT%";

/// The results of a run, each written as it is built from its finding
/// (a log of many findings never holds their results at once): the first
/// [`MAX_RESULTS`] findings of the report, in its order.
struct Results<'r> {
    report: &'r Report,
    root: &'r Path,
}

impl Results<'_> {
    fn write<W: Write>(&self, json: &mut JsonWriter<W>) -> io::Result<()> {
        let mut fingerprints = Fingerprints::default();
        let mut written = 0;
        for file in &self.report.files {
            let uri = uri_of(file, self.root);
            for finding in &file.findings {
                if written == MAX_RESULTS {
                    return Ok(());
                }
                json.element()?;
                result(json, file, finding, &uri, self.root, &mut fingerprints)?;
                written += 1;
            }
        }
        Ok(())
    }
}

#[derive(Serialize)]
struct Tool {
    driver: Driver,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Driver {
    name: &'static str,
    version: &'static str,
    semantic_version: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    information_uri: Option<&'static str>,
    rules: Vec<Descriptor>,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Descriptor {
    id: &'static str,
    name: String,
    short_description: Text,
    full_description: Text,
    help: Help,
    #[serde(skip_serializing_if = "Option::is_none")]
    help_uri: Option<String>,
    default_configuration: Configuration,
    properties: Properties,
}

/// A message.
#[derive(Serialize)]
struct Text {
    text: String,
}

#[derive(Serialize)]
struct Help {
    text: &'static str,
    markdown: &'static str,
}

#[derive(Serialize)]
struct Configuration {
    level: &'static str,
}

#[derive(Serialize)]
struct Properties {
    tags: &'static [&'static str],
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Invocation {
    execution_successful: bool,
    tool_execution_notifications: Vec<Notification>,
    #[serde(skip_serializing_if = "Option::is_none")]
    properties: Option<InvocationProperties>,
}

/// What the run used beyond its arguments.
#[derive(Serialize)]
struct InvocationProperties {
    /// The configuration file in force.
    configuration: String,
}

#[derive(Serialize)]
struct Notification {
    level: &'static str,
    message: Text,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    locations: Vec<NotificationLocation>,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct NotificationLocation {
    physical_location: PhysicalLocation,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct PhysicalLocation {
    artifact_location: ArtifactLocation,
}

/// A file's URI, under `%SRCROOT%` unless it is absolute.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct ArtifactLocation {
    uri: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    uri_base_id: Option<&'static str>,
}

/// An error that stopped the run before there was a report (a bad
/// configuration), for [`render_failure`].
pub struct Failure<'f> {
    /// The file concerned.
    pub path: &'f str,
    /// What went wrong.
    pub message: &'f str,
}

/// The SARIF log of a report; paths relative to `root`.
pub fn render(report: &Report, root: &Path) -> String {
    let mut out = Vec::new();
    // Writing to memory fails only if serialising does, which plain
    // structs of strings and numbers cannot; serde_json writes UTF-8.
    let _ = write(report, root, &mut out);
    String::from_utf8(out).unwrap_or_default()
}

/// [`render`], written to `out` as it is serialised (a log of many
/// findings is never held as one string).
pub fn write(report: &Report, root: &Path, out: &mut dyn std::io::Write) -> std::io::Result<()> {
    let total: usize = report.files.iter().map(|file| file.findings.len()).sum();
    let mut notifications: Vec<Notification> = report
        .all_problems()
        .into_iter()
        .map(|problem| Notification {
            level: problem.severity().as_str(),
            message: Text {
                text: format!("{}: {}", problem.path, problem.message),
            },
            locations: vec![NotificationLocation {
                physical_location: PhysicalLocation {
                    artifact_location: artifact(uri_path(&relative_to_root(&problem.path, root))),
                },
            }],
        })
        .collect();
    if total > MAX_RESULTS {
        notifications.push(Notification {
            level: "warning",
            message: Text {
                text: format!(
                    "{total} findings; only the first {MAX_RESULTS} are in this log, the most \
                     GitHub code scanning accepts in one run"
                ),
            },
            locations: Vec::new(),
        });
    }
    write_log(
        out,
        root,
        report.exit_code() != 2,
        notifications,
        Some(Results { report, root }),
        report.configuration.as_deref(),
    )
}

/// A SARIF log for a run that stopped before linting anything.
pub fn render_failure(failure: &Failure<'_>, root: &Path) -> String {
    let notification = Notification {
        level: "error",
        message: Text {
            text: format!("{}: {}", failure.path, failure.message),
        },
        locations: vec![NotificationLocation {
            physical_location: PhysicalLocation {
                artifact_location: artifact(uri_path(&relative_to_root(failure.path, root))),
            },
        }],
    };
    let mut out = Vec::new();
    // As in `render`: writing plain structs to memory cannot fail.
    let _ = write_log(
        &mut out,
        root,
        false,
        vec![notification],
        None,
        Some(failure.path),
    );
    String::from_utf8(out).unwrap_or_default()
}

/// The log: its envelope and each small part through serde, its results
/// written one by one.
fn write_log(
    out: &mut dyn Write,
    root: &Path,
    successful: bool,
    notifications: Vec<Notification>,
    results: Option<Results<'_>>,
    configuration: Option<&str>,
) -> io::Result<()> {
    let root_uri = format!(
        "file://{}/",
        uri_path(&crate::base::paths::display_name(root)).trim_end_matches('/')
    );
    let tool = Tool {
        driver: Driver {
            name: "hintlint",
            version: env!("CARGO_PKG_VERSION"),
            semantic_version: env!("CARGO_PKG_VERSION"),
            information_uri: crate::base::homepage::repository(),
            rules: REGISTRY.iter().map(descriptor).collect(),
        },
    };
    let base_ids = HashMap::from([(
        SRCROOT,
        ArtifactLocation {
            uri: root_uri,
            uri_base_id: None,
        },
    )]);
    let invocations = [Invocation {
        execution_successful: successful,
        tool_execution_notifications: notifications,
        properties: configuration.map(|name| InvocationProperties {
            configuration: name.to_owned(),
        }),
    }];
    let mut json = JsonWriter::new(out);
    json.begin_object()?;
    json.key("$schema")?;
    json.string("https://json.schemastore.org/sarif-2.1.0.json")?;
    json.key("version")?;
    json.string("2.1.0")?;
    json.key("runs")?;
    json.begin_array()?;
    json.element()?;
    json.begin_object()?;
    json.key("tool")?;
    json.serialized(&tool)?;
    json.key("originalUriBaseIds")?;
    json.serialized(&base_ids)?;
    json.key("columnKind")?;
    json.string("unicodeCodePoints")?;
    json.key("invocations")?;
    json.serialized(&invocations)?;
    json.key("results")?;
    json.begin_array()?;
    if let Some(results) = results {
        results.write(&mut json)?;
    }
    json.end_array()?;
    json.end_object()?;
    json.end_array()?;
    json.end_object()?;
    let out = json.into_inner()?;
    out.write_all(b"\n")?;
    out.flush()
}

fn descriptor(info: &'static RuleInfo) -> Descriptor {
    Descriptor {
        id: info.name,
        name: info
            .name
            .split('-')
            .map(|word| {
                let mut chars = word.chars();
                chars
                    .next()
                    .map(|first| first.to_uppercase().chain(chars).collect::<String>())
                    .unwrap_or_default()
            })
            .collect(),
        short_description: Text {
            text: info.summary.to_owned(),
        },
        full_description: Text {
            text: info.description(),
        },
        help: Help {
            text: info.doc,
            markdown: info.doc,
        },
        help_uri: info.page_url(),
        default_configuration: Configuration {
            level: sarif_level(info.default_level),
        },
        properties: Properties { tags: info.tags },
    }
}

fn sarif_level(level: Level) -> &'static str {
    match level.severity() {
        None => "none",
        Some(severity) => severity.as_str(),
    }
}

/// A file's location under `%SRCROOT%`, or an absolute URI as it is (a
/// live server: `https://host/mcp`, `mcp-server:name`).
fn artifact(uri: String) -> ArtifactLocation {
    let uri_base_id = (!is_absolute_uri(&uri)).then_some(SRCROOT);
    ArtifactLocation { uri, uri_base_id }
}

/// Whether `uri` starts with a scheme of two characters or more (`C:` is a
/// drive, and paths here are percent-encoded, so a `:` in them is `%3A`).
fn is_absolute_uri(uri: &str) -> bool {
    uri.split_once(':').is_some_and(|(scheme, _)| {
        scheme.len() > 1
            && scheme.starts_with(|c: char| c.is_ascii_alphabetic())
            && scheme
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || "+-.".contains(c))
    })
}

/// A file's location: `uri`, and `%SRCROOT%` unless it is absolute.
fn artifact_location<W: Write>(json: &mut JsonWriter<W>, uri: &str) -> io::Result<()> {
    json.begin_object()?;
    json.key("uri")?;
    json.string(uri)?;
    if !is_absolute_uri(uri) {
        json.key("uriBaseId")?;
        json.string(SRCROOT)?;
    }
    json.end_object()
}

/// The lines and columns of `span` in `file`.
fn region<W: Write>(
    json: &mut JsonWriter<W>,
    file: &FileReport,
    span: &std::ops::Range<usize>,
) -> io::Result<()> {
    let start = file.source.position(span.start);
    let end = file.source.position(span.end);
    json.numbers(&[
        ("startLine", start.line),
        ("startColumn", start.column),
        ("endLine", end.line),
        ("endColumn", end.column),
    ])
}

/// A place the finding rests on, in its file or another, as a SARIF
/// related location numbered `id` within the result.
fn related_location<W: Write>(
    json: &mut JsonWriter<W>,
    id: usize,
    place: &Related,
    root: &Path,
) -> io::Result<()> {
    json.begin_object()?;
    json.key("id")?;
    json.number(id)?;
    json.key("physicalLocation")?;
    json.begin_object()?;
    json.key("artifactLocation")?;
    artifact_location(json, &uri_of_shown(&place.path, root))?;
    json.key("region")?;
    json.numbers(&[
        ("startLine", place.start.line),
        ("startColumn", place.start.column),
        ("endLine", place.end.line),
        ("endColumn", place.end.column),
    ])?;
    json.end_object()?;
    json.key("message")?;
    text(json, &place.text)?;
    json.end_object()
}

/// `{"text": text}`.
fn text<W: Write>(json: &mut JsonWriter<W>, text: &str) -> io::Result<()> {
    json.begin_object()?;
    json.key("text")?;
    json.string(text)?;
    json.end_object()
}

/// One finding's result: rule, level, message, location, fingerprint, and
/// its fixes and suppressions when it has any.
fn result<W: Write>(
    json: &mut JsonWriter<W>,
    file: &FileReport,
    finding: &Finding,
    uri: &str,
    root: &Path,
    fingerprints: &mut Fingerprints,
) -> io::Result<()> {
    let diagnostic = &finding.diagnostic;
    json.begin_object()?;
    json.key("ruleId")?;
    json.string(diagnostic.rule.name())?;
    json.key("ruleIndex")?;
    json.number(diagnostic.rule as usize)?;
    json.key("level")?;
    json.string(finding.severity.as_str())?;
    json.key("message")?;
    text(json, &diagnostic.message)?;
    json.key("locations")?;
    json.begin_array()?;
    json.element()?;
    location(json, file, diagnostic, uri)?;
    json.end_array()?;
    if !diagnostic.related.is_empty() {
        json.key("relatedLocations")?;
        json.begin_array()?;
        for (id, place) in diagnostic.related.iter().enumerate() {
            json.element()?;
            related_location(json, id, place, root)?;
        }
        json.end_array()?;
    }
    json.key("partialFingerprints")?;
    json.begin_object()?;
    json.key("hintlint/v1")?;
    json.string(&fingerprints.next(uri, diagnostic))?;
    json.end_object()?;
    let mut fixes = diagnostic.safe_fix.iter().chain(&diagnostic.fix).peekable();
    if fixes.peek().is_some() {
        json.key("fixes")?;
        json.begin_array()?;
        for fix in fixes {
            json.element()?;
            sarif_fix(json, file, fix, uri)?;
        }
        json.end_array()?;
    }
    if let Some(suppression) = &finding.suppressed {
        json.key("suppressions")?;
        json.begin_array()?;
        json.element()?;
        json.begin_object()?;
        json.key("kind")?;
        json.string("external")?;
        json.key("justification")?;
        json.string(&suppression.reason)?;
        json.end_object()?;
        json.end_array()?;
    }
    json.end_object()
}

/// Where a finding is: its file and region, and the tool member its
/// pointer names, when it has one.
fn location<W: Write>(
    json: &mut JsonWriter<W>,
    file: &FileReport,
    diagnostic: &crate::findings::diagnostic::Diagnostic,
    uri: &str,
) -> io::Result<()> {
    json.begin_object()?;
    json.key("physicalLocation")?;
    json.begin_object()?;
    json.key("artifactLocation")?;
    artifact_location(json, uri)?;
    json.key("region")?;
    region(json, file, &diagnostic.primary.span)?;
    json.end_object()?;
    if !diagnostic.pointer.is_empty() {
        json.key("logicalLocations")?;
        json.begin_array()?;
        json.element()?;
        json.begin_object()?;
        json.key("fullyQualifiedName")?;
        json.string(&diagnostic.pointer)?;
        if let Some(name) = &diagnostic.tool {
            json.key("name")?;
            json.string(name)?;
        }
        json.key("kind")?;
        json.string("member")?;
        json.end_object()?;
        json.end_array()?;
    }
    json.end_object()
}

/// One fix: its description and its edits, as replacements in the file.
fn sarif_fix<W: Write>(
    json: &mut JsonWriter<W>,
    file: &FileReport,
    fix: &crate::fix::Fix,
    uri: &str,
) -> io::Result<()> {
    json.begin_object()?;
    json.key("description")?;
    text(json, &fix.message)?;
    json.key("artifactChanges")?;
    json.begin_array()?;
    json.element()?;
    json.begin_object()?;
    json.key("artifactLocation")?;
    artifact_location(json, uri)?;
    json.key("replacements")?;
    json.begin_array()?;
    for edit in &fix.edits {
        json.element()?;
        json.begin_object()?;
        json.key("deletedRegion")?;
        region(json, file, &edit.span)?;
        json.key("insertedContent")?;
        text(json, &edit.content)?;
        json.end_object()?;
    }
    json.end_array()?;
    json.end_object()?;
    json.end_array()?;
    json.end_object()
}
