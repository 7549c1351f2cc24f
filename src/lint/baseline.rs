//! Adopting hintlint on a repository with many findings: `--write-baseline`
//! records the current findings by fingerprint, and `--baseline` accepts
//! exactly those afterwards, so that only new findings fail the run. Entries
//! that no longer match a finding are reported, so that the baseline only
//! shrinks.

use std::collections::HashMap;
use std::path::Path;

use serde::{Deserialize, Serialize};

use crate::findings::report::{InputProblem, Report, Suppression};
use crate::lint::fingerprint::{Fingerprints, uri_of};

/// The baseline file: one entry per accepted finding.
#[derive(Debug, Default, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Baseline {
    /// The format's version.
    pub version: u32,
    /// The findings accepted for now.
    pub findings: Vec<Entry>,
}

/// One accepted finding: its fingerprint, and what it was, for people.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Entry {
    /// The fingerprint (as in SARIF).
    pub fingerprint: String,
    /// The rule.
    pub rule: String,
    /// The file, relative to the repository root.
    pub path: String,
    /// The tool, when the finding is about one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tool: Option<String>,
    /// The message when it was recorded.
    pub message: String,
}

/// The largest baseline read, in bytes: a recorded finding takes about
/// 250 bytes, so this holds a quarter of a million, more than a repository
/// adopting hintlint has (the cap keeps a run's memory bounded).
pub const MAX_BYTES: u64 = 64 << 20;

/// The version written and read.
const VERSION: u32 = 1;

/// The reason a finding the baseline records is accepted with.
pub const ACCEPTED: &str = "recorded in the baseline";

impl Baseline {
    /// Every finding of `report` that counts now, fingerprinted with file
    /// URIs relative to `root`.
    pub fn record(report: &Report, root: &Path) -> Baseline {
        let mut findings = Vec::new();
        let mut fingerprints = Fingerprints::default();
        for file in &report.files {
            let uri = uri_of(file, root);
            for finding in &file.findings {
                let fingerprint = fingerprints.next(&uri, &finding.diagnostic);
                if finding.is_active() {
                    findings.push(Entry {
                        fingerprint,
                        rule: finding.diagnostic.rule.name().to_owned(),
                        path: uri.clone(),
                        tool: finding.diagnostic.tool.clone(),
                        message: finding.diagnostic.message.clone(),
                    });
                }
            }
        }
        Baseline {
            version: VERSION,
            findings,
        }
    }

    /// Reads a baseline file: a regular file reached through no link
    /// within `repository` ([`crate::base::named_file`]).
    pub fn load(path: &Path, repository: &Path) -> Result<Baseline, String> {
        let text = crate::base::named_file::read_text(path, repository, MAX_BYTES)
            .map_err(|error| format!("cannot read the baseline {}: {error}", path.display()))?;
        let baseline: Baseline = serde_json::from_str(&text)
            .map_err(|error| format!("the baseline {} is not valid: {error}", path.display()))?;
        if baseline.version != VERSION {
            return Err(format!(
                "the baseline {} has version {}; this hintlint reads version {VERSION}",
                path.display(),
                baseline.version
            ));
        }
        Ok(baseline)
    }

    /// The baseline as written: pretty JSON, one entry per finding.
    pub fn to_json(&self) -> String {
        let mut text = serde_json::to_string_pretty(self).unwrap_or_default();
        text.push('\n');
        text
    }

    /// Accepts the findings of `report` that the baseline records (they
    /// are kept, marked, and no longer count), and reports as a warning the
    /// entries that match no finding any more. `shown` names the baseline
    /// file in reasons and warnings.
    pub fn apply(&self, report: &mut Report, root: &Path, shown: &str) {
        let mut left: HashMap<&str, &Entry> = self
            .findings
            .iter()
            .map(|entry| (entry.fingerprint.as_str(), entry))
            .collect();
        let mut fingerprints = Fingerprints::default();
        for file in &mut report.files {
            let uri = uri_of(file, root);
            for finding in &mut file.findings {
                let fingerprint = fingerprints.next(&uri, &finding.diagnostic);
                if finding.is_active() && left.remove(fingerprint.as_str()).is_some() {
                    finding.suppressed = Some(Box::new(Suppression {
                        reason: ACCEPTED.to_owned(),
                        source: shown.to_owned(),
                        owner: None,
                    }));
                }
            }
        }
        if !left.is_empty() {
            let mut stale: Vec<&&Entry> = left.values().collect();
            stale.sort_by(|a, b| (&a.path, &a.fingerprint).cmp(&(&b.path, &b.fingerprint)));
            let examples: Vec<String> = stale
                .iter()
                .take(3)
                .map(|entry| match &entry.tool {
                    Some(tool) => format!("{} on `{tool}` in {}", entry.rule, entry.path),
                    None => format!("{} in {}", entry.rule, entry.path),
                })
                .collect();
            report.problems.push(InputProblem {
                path: shown.to_owned(),
                message: format!(
                    "{} of its entries match no finding any more (fixed, or changed), e.g. \
                     {}; write the baseline again with --write-baseline so that it shrinks",
                    stale.len(),
                    examples.join("; ")
                ),
                is_warning: true,
            });
        }
    }
}
