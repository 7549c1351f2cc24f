//! `check --statistics`: the active findings counted per rule and level,
//! most frequent first, as ruff's `--statistics` does, for reports too
//! large to read finding by finding.

use std::collections::BTreeMap;

use serde::Serialize;

use crate::level::Severity;
use crate::report::Report;
use crate::rules::Rule;

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

/// Aligned columns: count, level, rule, and what fixes it; then the
/// summary line.
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
    out.push_str(&report.summary_line());
    out.push('\n');
    out
}

/// One JSON array of the counts.
pub fn json(report: &Report) -> String {
    let rows = counts(report);
    format!("{:#}\n", serde_json::json!(rows))
}
