//! `--format sarif`: one SARIF 2.1.0 log for GitHub code scanning.
//!
//! Hand-written serde structs: the subset hintlint fills is small, and
//! writing it out keeps every field GitHub cares about in plain sight
//! (no serialisation of empty or `null` descriptions, exact URI rules).

use std::collections::HashMap;
use std::path::Path;

use serde::Serialize;

use super::location::{relative_to_root, uri_path};
use crate::fingerprint::{Fingerprints, uri_of};
use crate::level::Level;
use crate::report::{FileReport, Finding, Report};
use crate::rules::{REGISTRY, RuleInfo};

/// GitHub rejects runs of 25,000 results or more.
pub const MAX_RESULTS: usize = 25_000 - 1;

const SRCROOT: &str = "%SRCROOT%";

#[derive(Serialize)]
struct Log<R: Serialize> {
    #[serde(rename = "$schema")]
    schema: &'static str,
    version: &'static str,
    runs: [Run<R>; 1],
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Run<R: Serialize> {
    tool: Tool,
    original_uri_base_ids: HashMap<&'static str, ArtifactLocation>,
    column_kind: &'static str,
    invocations: [Invocation; 1],
    results: R,
}

/// The results of a run, each built while it is written and dropped after
/// (a log of many findings never holds all their results at once): the
/// first [`MAX_RESULTS`] findings of the report, in its order.
struct Results<'r> {
    report: &'r Report,
    root: &'r Path,
}

impl Serialize for Results<'_> {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeSeq;
        let mut sequence = serializer.serialize_seq(None)?;
        let mut fingerprints = Fingerprints::default();
        let mut written = 0;
        'files: for file in &self.report.files {
            let uri = uri_of(file, self.root);
            for finding in &file.findings {
                if written == MAX_RESULTS {
                    break 'files;
                }
                sequence.serialize_element(&result(file, finding, &uri, &mut fingerprints))?;
                written += 1;
            }
        }
        sequence.end()
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

/// A message: owned where it is made here, borrowed from a finding in its
/// result.
#[derive(Serialize)]
struct Text<S = String> {
    text: S,
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
struct SarifResult<'r> {
    rule_id: &'static str,
    rule_index: usize,
    level: &'static str,
    message: Text<&'r str>,
    locations: [Location<'r>; 1],
    partial_fingerprints: PartialFingerprints,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    fixes: Vec<SarifFix<'r>>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    suppressions: Vec<SarifSuppression<'r>>,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Location<'r> {
    physical_location: PhysicalLocation<&'r str>,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    logical_locations: Vec<LogicalLocation<'r>>,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct PhysicalLocation<S = String> {
    artifact_location: ArtifactLocation<S>,
    #[serde(skip_serializing_if = "Option::is_none")]
    region: Option<Region>,
}

/// A file's URI: owned, or borrowed from its file's for every result.
#[derive(Serialize, Clone)]
#[serde(rename_all = "camelCase")]
struct ArtifactLocation<S = String> {
    uri: S,
    #[serde(skip_serializing_if = "Option::is_none")]
    uri_base_id: Option<&'static str>,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Region {
    start_line: usize,
    start_column: usize,
    end_line: usize,
    end_column: usize,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct LogicalLocation<'r> {
    fully_qualified_name: &'r str,
    #[serde(skip_serializing_if = "Option::is_none")]
    name: Option<&'r str>,
    kind: &'static str,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct SarifFix<'r> {
    description: Text<&'r str>,
    artifact_changes: [ArtifactChange<'r>; 1],
}

/// `partialFingerprints`: hintlint's one fingerprint, under its key.
#[derive(Serialize)]
struct PartialFingerprints {
    #[serde(rename = "hintlint/v1")]
    hintlint: String,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct ArtifactChange<'r> {
    artifact_location: ArtifactLocation<&'r str>,
    replacements: Vec<Replacement<'r>>,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Replacement<'r> {
    deleted_region: Region,
    inserted_content: InsertedContent<'r>,
}

#[derive(Serialize)]
struct InsertedContent<'r> {
    text: &'r str,
}

#[derive(Serialize)]
struct SarifSuppression<'r> {
    kind: &'static str,
    justification: &'r str,
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
                    region: None,
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
        Results { report, root },
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
                region: None,
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
        Vec::<SarifResult<'_>>::new(),
        Some(failure.path),
    );
    String::from_utf8(out).unwrap_or_default()
}

fn write_log(
    out: &mut dyn std::io::Write,
    root: &Path,
    successful: bool,
    notifications: Vec<Notification>,
    results: impl Serialize,
    configuration: Option<&str>,
) -> std::io::Result<()> {
    let root_uri = format!(
        "file://{}/",
        uri_path(&crate::paths::display_name(root)).trim_end_matches('/')
    );
    let log = Log {
        schema: "https://json.schemastore.org/sarif-2.1.0.json",
        version: "2.1.0",
        runs: [Run {
            tool: Tool {
                driver: Driver {
                    name: "hintlint",
                    version: env!("CARGO_PKG_VERSION"),
                    semantic_version: env!("CARGO_PKG_VERSION"),
                    information_uri: crate::homepage::repository(),
                    rules: REGISTRY.iter().map(descriptor).collect(),
                },
            },
            original_uri_base_ids: HashMap::from([(
                SRCROOT,
                ArtifactLocation {
                    uri: root_uri,
                    uri_base_id: None,
                },
            )]),
            column_kind: "unicodeCodePoints",
            invocations: [Invocation {
                execution_successful: successful,
                tool_execution_notifications: notifications,
                properties: configuration.map(|name| InvocationProperties {
                    configuration: name.to_owned(),
                }),
            }],
            results,
        }],
    };
    // Through a buffer of a concrete type: serde_json writes many small
    // pieces.
    let mut buffered = std::io::BufWriter::with_capacity(1 << 16, out);
    super::pretty_json::to_writer(&mut buffered, &log)?;
    std::io::Write::write_all(&mut buffered, b"\n")?;
    std::io::Write::flush(&mut buffered)
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
fn artifact<S: AsRef<str>>(uri: S) -> ArtifactLocation<S> {
    let uri_base_id = (!is_absolute_uri(uri.as_ref())).then_some(SRCROOT);
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

fn region(file: &FileReport, span: &std::ops::Range<usize>) -> Region {
    let start = file.source.position(span.start);
    let end = file.source.position(span.end);
    Region {
        start_line: start.line,
        start_column: start.column,
        end_line: end.line,
        end_column: end.column,
    }
}

fn result<'r>(
    file: &'r FileReport,
    finding: &'r Finding,
    uri: &'r str,
    fingerprints: &mut Fingerprints,
) -> SarifResult<'r> {
    let diagnostic = &finding.diagnostic;
    let fingerprint = fingerprints.next(uri, diagnostic);
    let fixes = diagnostic
        .safe_fix
        .iter()
        .chain(&diagnostic.fix)
        .map(|fix| SarifFix {
            description: Text {
                text: fix.message.as_str(),
            },
            artifact_changes: [ArtifactChange {
                artifact_location: artifact(uri),
                replacements: fix
                    .edits
                    .iter()
                    .map(|edit| Replacement {
                        deleted_region: region(file, &edit.span),
                        inserted_content: InsertedContent {
                            text: &edit.content,
                        },
                    })
                    .collect(),
            }],
        })
        .collect();
    SarifResult {
        rule_id: diagnostic.rule.name(),
        rule_index: diagnostic.rule as usize,
        level: finding.severity.as_str(),
        message: Text {
            text: diagnostic.message.as_str(),
        },
        locations: [Location {
            physical_location: PhysicalLocation {
                artifact_location: artifact(uri),
                region: Some(region(file, &diagnostic.primary.span)),
            },
            logical_locations: (!diagnostic.pointer.is_empty())
                .then(|| LogicalLocation {
                    fully_qualified_name: &diagnostic.pointer,
                    name: diagnostic.tool.as_deref(),
                    kind: "member",
                })
                .into_iter()
                .collect(),
        }],
        partial_fingerprints: PartialFingerprints {
            hintlint: fingerprint,
        },
        fixes,
        suppressions: finding
            .suppressed
            .iter()
            .map(|suppression| SarifSuppression {
                kind: "external",
                justification: &suppression.reason,
            })
            .collect(),
    }
}
