//! `check --statistics`: the active findings counted per rule and level,
//! most frequent first, as ruff's `--statistics` does, for reports too
//! large to read finding by finding.

use std::collections::BTreeMap;

use serde::Serialize;

use crate::base::level::Severity;
use crate::findings::report::Report;
use crate::findings::rules::Rule;

/// The findings of one rule at one level.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct RuleCount {
    /// The rule's name.
    pub rule: &'static str,
    /// `error`, `warning` or `note`.
    pub level: &'static str,
    /// How many findings.
    pub count: usize,
    /// How many of them `--fix` fixes.
    pub fixable: usize,
    /// How many more `--fix --unsafe-fixes` fixes.
    pub fixable_unsafe: usize,
}

/// The counts, most findings first (then errors before warnings before
/// notes, then by rule).
pub fn counts(report: &Report) -> Vec<RuleCount> {
    let mut by_rule: BTreeMap<(Rule, Severity), RuleCount> = BTreeMap::new();
    for finding in report
        .files
        .iter()
        .flat_map(|file| &file.findings)
        .filter(|finding| finding.is_active())
    {
        let rule = finding.diagnostic.rule;
        let entry = by_rule
            .entry((rule, finding.severity))
            .or_insert_with(|| RuleCount {
                rule: rule.name(),
                level: finding.severity.as_str(),
                count: 0,
                fixable: 0,
                fixable_unsafe: 0,
            });
        entry.count += 1;
        if finding.diagnostic.applicable_fix(false).is_some() {
            entry.fixable += 1;
        } else if finding.diagnostic.fix.is_some() {
            entry.fixable_unsafe += 1;
        }
    }
    let mut rows: Vec<((Rule, Severity), RuleCount)> = by_rule.into_iter().collect();
    rows.sort_by(|(a_key, a), (b_key, b)| {
        b.count
            .cmp(&a.count)
            .then(b_key.1.cmp(&a_key.1))
            .then(a_key.0.cmp(&b_key.0))
    });
    rows.into_iter().map(|(_, row)| row).collect()
}

/// The exceptions of one owner: what they accept and how many expired.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct OwnerCount {
    /// The owner, or `(no owner)`.
    pub owner: String,
    /// The exceptions and allows that accept findings (counted by where
    /// they are written).
    pub exceptions: usize,
    /// The findings they accept.
    pub accepted: usize,
    /// The exceptions and allows past their `expires` date.
    pub expired: usize,
}

/// Who owns the exceptions and allow comments of the run: by owner (those
/// without one last), what they accept, and how many expired. The
/// baseline's acceptances are not exceptions and are left out.
pub fn owners(report: &Report) -> Vec<OwnerCount> {
    const NONE: &str = "(no owner)";
    let mut by_owner: BTreeMap<(bool, String), (std::collections::BTreeSet<&str>, usize, usize)> =
        BTreeMap::new();
    let findings = report.files.iter().flat_map(|file| &file.findings);
    for finding in findings {
        if let Some(suppression) = &finding.suppressed {
            if suppression.reason == crate::lint::baseline::ACCEPTED {
                continue;
            }
            let owner = suppression.owner.clone();
            let entry = by_owner
                .entry((owner.is_none(), owner.unwrap_or_else(|| NONE.to_owned())))
                .or_default();
            entry.0.insert(&suppression.source);
            entry.1 += 1;
        } else if finding.diagnostic.rule == Rule::ExpiredException {
            let owner = crate::findings::rules::expired_exception::owner(&finding.diagnostic);
            let entry = by_owner
                .entry((owner.is_none(), owner.unwrap_or(NONE).to_owned()))
                .or_default();
            entry.2 += 1;
        }
    }
    by_owner
        .into_iter()
        .map(|((_, owner), (sources, accepted, expired))| OwnerCount {
            owner,
            exceptions: sources.len(),
            accepted,
            expired,
        })
        .collect()
}

/// Aligned columns: count, level, rule, and what fixes it; then the
/// exceptions by owner, when the run has any; then the summary line.
pub fn human(report: &Report) -> String {
    let rows = counts(report);
    let width = rows.iter().map(|row| row.rule.len()).max().unwrap_or(0);
    let count_width = rows
        .iter()
        .map(|row| row.count.to_string().len())
        .max()
        .unwrap_or(1);
    let mut out = String::new();
    for row in &rows {
        let fixes = match (row.fixable, row.fixable_unsafe) {
            (0, 0) => String::new(),
            (safe, 0) => format!("{safe} fixable with --fix"),
            (0, risky) => format!("{risky} fixable with --fix --unsafe-fixes"),
            (safe, risky) => format!("{safe} fixable with --fix, {risky} more with --unsafe-fixes"),
        };
        let line = format!(
            "{:>count_width$}  {:<7}  {:<width$}  {fixes}",
            row.count, row.level, row.rule
        );
        out.push_str(line.trim_end());
        out.push('\n');
    }
    let owners = owners(report);
    if !owners.is_empty() {
        out.push_str("\nexceptions by owner:\n");
        let width = owners.iter().map(|row| row.owner.len()).max().unwrap_or(0);
        for row in &owners {
            let mut parts = Vec::new();
            if row.exceptions > 0 {
                parts.push(format!(
                    "{} accepting {}",
                    plural(row.exceptions, "exception"),
                    plural(row.accepted, "finding")
                ));
            }
            if row.expired > 0 {
                parts.push(format!("{} expired", row.expired));
            }
            out.push_str(&format!("  {:<width$}  {}\n", row.owner, parts.join(", ")));
        }
    }
    out.push_str(&report.summary_line());
    out.push('\n');
    out
}

/// `1 exception`, `2 exceptions`.
fn plural(count: usize, what: &str) -> String {
    match count {
        1 => format!("1 {what}"),
        _ => format!("{count} {what}s"),
    }
}

/// One JSON array of the counts (the table by owner is the human one's).
pub fn json(report: &Report) -> String {
    let rows = counts(report);
    format!("{:#}\n", serde_json::json!(rows))
}
