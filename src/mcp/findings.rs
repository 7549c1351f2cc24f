//! What `lint_hints` hands an agent: the findings once, filtered by rule
//! and level, most severe first, a page of at most `limit` with the total
//! and a cursor for the rest. The cursor carries its offset and a digest of
//! the query it pages, so the endpoint keeps nothing between pages and a
//! cursor given with other arguments is refused rather than misread.

use serde_json::{Value, json};

use super::previews::digest;
use crate::base::level::Severity;
use crate::findings::report::{FileStatus, Report};
use crate::findings::rules::Rule;

/// How many findings a page holds unless `limit` says otherwise.
pub const DEFAULT_LIMIT: usize = 50;

/// The largest `limit`.
pub const MAX_LIMIT: usize = 1000;

/// Which findings an agent asked for, and which page.
#[derive(Debug)]
pub struct Query {
    /// Only these rules (none: every rule).
    rules: Vec<Rule>,
    /// The least severe level shown.
    level: Severity,
    /// The page's size.
    limit: usize,
    /// Where the page starts.
    offset: usize,
    /// The digest of what the findings were asked of (paths or text) and of
    /// the filters, which a cursor must match.
    key: String,
}

impl Query {
    /// The query of `arguments` (`rules`, `level`, `limit`, `cursor`);
    /// `subject` stands for what is linted (the paths or the text).
    pub fn of(arguments: &Value, subject: &str) -> Result<Query, String> {
        let rules = match arguments.get("rules") {
            None => Vec::new(),
            Some(Value::Array(names)) => names
                .iter()
                .map(|name| {
                    name.as_str()
                        .ok_or_else(|| "`rules` must hold rule names".to_owned())
                        .and_then(|name| name.parse::<Rule>())
                })
                .collect::<Result<_, _>>()?,
            Some(_) => return Err("`rules` must be an array of rule names".to_owned()),
        };
        let level = match arguments.get("level").map(Value::as_str) {
            None | Some(Some("note")) => Severity::Note,
            Some(Some("warning")) => Severity::Warning,
            Some(Some("error")) => Severity::Error,
            Some(_) => return Err("`level` must be error, warning or note".to_owned()),
        };
        let limit = match arguments.get("limit") {
            None => DEFAULT_LIMIT,
            Some(value) => value
                .as_u64()
                .and_then(|limit| usize::try_from(limit).ok())
                .filter(|limit| (1..=MAX_LIMIT).contains(limit))
                .ok_or(format!(
                    "`limit` must be a whole number from 1 to {MAX_LIMIT}"
                ))?,
        };
        let mut names: Vec<&str> = rules.iter().map(|rule| rule.name()).collect();
        names.sort_unstable();
        let key = digest(&format!(
            "{subject}\0{}\0{}",
            names.join(","),
            level.as_str()
        ));
        let offset = match arguments.get("cursor") {
            None | Some(Value::Null) => 0,
            Some(cursor) => cursor
                .as_str()
                .and_then(|cursor| cursor.split_once('.'))
                .filter(|(_, of)| *of == key)
                .and_then(|(offset, _)| offset.parse().ok())
                .ok_or("`cursor` is not one this query gave: pass it with the same paths (or text), rules and level")?,
        };
        Ok(Query {
            rules,
            level,
            limit,
            offset,
            key,
        })
    }

    /// The query every finding passes, one page of `limit` from the start.
    pub fn everything() -> Query {
        Query {
            rules: Vec::new(),
            level: Severity::Note,
            limit: DEFAULT_LIMIT,
            offset: 0,
            key: String::new(),
        }
    }
}

/// One finding as an agent reads it, with what it is sorted by.
struct Found {
    severity: Severity,
    value: Value,
}

/// The page of `report`'s findings `query` asks for, with the total, the
/// cursor of the next page (`null` on the last), the summary of the whole
/// run and the configuration in force.
pub fn page(report: &Report, query: &Query, config: Option<String>) -> Value {
    let mut found = Vec::new();
    for file in &report.files {
        for finding in file.findings.iter().filter(|finding| finding.is_active()) {
            let diagnostic = &finding.diagnostic;
            if finding.severity < query.level
                || !(query.rules.is_empty() || query.rules.contains(&diagnostic.rule))
            {
                continue;
            }
            let position = file.source.position(diagnostic.primary.span.start);
            let fix = match (&diagnostic.fix, &diagnostic.safe_fix) {
                (Some(fix), _) if fix.applicability == crate::fix::Applicability::Safe => {
                    Some("safe")
                }
                (_, Some(_)) => Some("safe"),
                (Some(_), None) => Some("unsafe"),
                (None, None) => None,
            };
            found.push(Found {
                severity: finding.severity,
                value: json!({
                    "rule": diagnostic.rule.name(),
                    "level": finding.severity.as_str(),
                    "message": diagnostic.message,
                    "file": file.source.name,
                    "line": position.line,
                    "column": position.column,
                    "tool": diagnostic.tool,
                    "fix": fix,
                }),
            });
        }
    }
    // Most severe first; within a level, in report order (by file, then
    // place in the file).
    found.sort_by_key(|found| std::cmp::Reverse(found.severity));
    let total = found.len();
    let end = query.offset.saturating_add(query.limit).min(total);
    let shown: Vec<Value> = found
        .into_iter()
        .skip(query.offset)
        .take(end.saturating_sub(query.offset))
        .map(|found| found.value)
        .collect();
    let next = (end < total && !query.key.is_empty()).then(|| format!("{end}.{}", query.key));
    let summary = report.summary();
    let unparsable: Vec<&str> = report
        .files
        .iter()
        .filter(|file| file.status == FileStatus::Unparsable)
        .map(|file| file.source.name.as_str())
        .collect();
    json!({
        "findings": shown,
        "total": total,
        "next_cursor": next,
        "summary": {
            "errors": summary.errors, "warnings": summary.warnings, "notes": summary.notes,
            "files": summary.files, "tools": summary.tools,
            "fixable_safe": summary.fixable_safe, "fixable_unsafe": summary.fixable_unsafe,
            "unparsable": unparsable,
        },
        "config": config,
    })
}

/// A page's text: how many of how many findings it shows and where the
/// rest is, then the run's summary line; the findings themselves are only
/// in the structured content.
pub fn page_text(page: &Value, report: &Report) -> String {
    let shown = page["findings"].as_array().map_or(0, Vec::len);
    let total = page["total"].as_u64().unwrap_or_default();
    let mut text = match shown {
        0 if total == 0 => "no finding matches".to_owned(),
        0 => format!("no finding on this page of {total}"),
        _ => format!(
            "{shown} of {total} finding{} in structuredContent.findings, most severe first",
            if total == 1 { "" } else { "s" }
        ),
    };
    if let Some(cursor) = page["next_cursor"].as_str() {
        text.push_str(&format!("; the rest with cursor \"{cursor}\""));
    }
    text.push_str(".\n");
    text.push_str(&report.summary_line());
    text
}

/// The schema of a page.
pub fn schema() -> Value {
    json!({
        "type": "object",
        "properties": {
            "findings": { "type": "array", "items": {
                "type": "object",
                "properties": {
                    "rule": { "type": "string" },
                    "level": { "type": "string", "enum": ["error", "warning", "note"] },
                    "message": { "type": "string" }, "file": { "type": "string" },
                    "line": { "type": "integer" }, "column": { "type": "integer" },
                    "tool": { "type": ["string", "null"] },
                    "fix": { "type": ["string", "null"], "enum": ["safe", "unsafe", null] }
                },
                "required": ["rule", "level", "message", "file", "line", "column", "fix"]
            }},
            "total": { "type": "integer", "description": "Findings that pass the filters, on every page." },
            "next_cursor": { "type": ["string", "null"], "description": "Pass as `cursor` (with the same other arguments) for the next page; null on the last." },
            "summary": { "type": "object", "description": "The counts of the whole run, before filters." },
            "config": { "type": ["string", "null"] }
        },
        "required": ["findings", "total", "next_cursor", "summary", "config"]
    })
}
