//! Accepting findings on evidence: `[[exception]]`s of the configuration and
//! `// hintlint-allow(rule): reason` comments in JSONC files (`#` in YAML). An accepted
//! finding is kept, marked with its reason; an exception or allow that
//! accepts nothing is itself reported.

use std::ops::Range;

use crate::document::Value;

use crate::config::Config;
use crate::diagnostic::Diagnostic;
use crate::manifest::pointer;
use crate::parse::LineComment;
use crate::report::{Finding, Suppression};
use crate::rules::{Rule, invalid_allow, unused_exception};
use crate::source::SourceFile;
use crate::suggest;

/// Marks the findings that an `[[exception]]` of `config` accepts.
/// Adds the indices of the exceptions that accepted something to `used`.
pub fn apply_exceptions(
    findings: &mut [Finding],
    config: &Config,
    path: Option<&str>,
    used: &mut std::collections::BTreeSet<usize>,
) {
    if config.exceptions.is_empty() {
        return;
    }
    for finding in findings
        .iter_mut()
        .filter(|finding| finding.suppressed.is_none())
    {
        let diagnostic = &finding.diagnostic;
        let accepting = config.exceptions.iter().enumerate().find(|(_, exception)| {
            exception.accepts(
                diagnostic.rule,
                diagnostic.tool.as_deref(),
                &diagnostic.pointer,
                path,
            )
        });
        if let Some((index, exception)) = accepting {
            used.insert(index);
            finding.suppressed = Some(Box::new(Suppression {
                reason: exception.reason.clone(),
                source: exception.origin.clone(),
            }));
        }
    }
}

/// A `// hintlint-allow(rule): reason` comment.
#[derive(Debug)]
struct Allow {
    rule: Rule,
    reason: String,
    /// The comment.
    span: Range<usize>,
    /// 0-based line of the comment.
    line: usize,
    used: bool,
}

/// The prefix that makes a comment an allow.
const ALLOW: &str = "hintlint-allow(";

/// Applies the allow comments of a JSONC file to its findings; returns the
/// findings about the allows themselves (`invalid-allow`, and
/// `unused-exception` for allows that accept nothing).
pub fn apply_allows(
    findings: &mut [Finding],
    comments: &[LineComment],
    root: &Value<'_>,
    source: &SourceFile,
) -> Vec<Diagnostic> {
    // 0-based, as `Allow::line` counts.
    let line_of = |offset: usize| source.position(offset).line - 1;
    let name = &source.name;
    let mut about_allows = Vec::new();
    let mut allows = Vec::new();
    for comment in comments {
        match parse_allow(comment) {
            None => {}
            Some(ParsedAllow::Valid(rule, reason)) => allows.push(Allow {
                rule,
                reason,
                span: comment.span.clone(),
                line: line_of(comment.span.start),
                used: false,
            }),
            Some(ParsedAllow::Invalid(message, help)) => {
                about_allows.push(invalid_allow::diagnostic(
                    message,
                    comment.span.clone(),
                    help,
                ));
            }
        }
    }
    if allows.is_empty() {
        return about_allows;
    }
    for finding in findings
        .iter_mut()
        .filter(|finding| finding.suppressed.is_none())
    {
        let Some(subject) = pointer::resolve(root, &finding.diagnostic.pointer) else {
            continue;
        };
        let subject_line = line_of(subject.start);
        let covering = allows.iter_mut().find(|allow| {
            allow.rule == finding.diagnostic.rule
                && (allow.line + 1 == subject_line
                    || (allow.line == subject_line && allow.span.start > subject.start))
        });
        if let Some(allow) = covering {
            allow.used = true;
            finding.suppressed = Some(Box::new(Suppression {
                reason: allow.reason.clone(),
                source: format!("{name}:{}", allow.line + 1),
            }));
        }
    }
    for allow in allows.iter().filter(|allow| !allow.used) {
        about_allows.push(unused_exception::allow_comment(
            allow.rule,
            allow.span.clone(),
        ));
    }
    about_allows
}

/// What an allow comment says.
enum ParsedAllow {
    /// The rule and the reason.
    Valid(Rule, String),
    /// What is wrong with it, and how to write it.
    Invalid(String, Option<String>),
}

/// Reads `hintlint-allow(rule): reason`; `None` for other comments.
fn parse_allow(comment: &LineComment) -> Option<ParsedAllow> {
    let body = comment.text.trim().strip_prefix(ALLOW)?;
    let Some((name, rest)) = body.split_once(')') else {
        return Some(ParsedAllow::Invalid(
            "hintlint-allow is missing its closing parenthesis".to_owned(),
            Some(format!(
                "write `{} hintlint-allow(rule-name): reason`",
                comment.marker
            )),
        ));
    };
    let name = name.trim();
    let rule = match name.parse::<Rule>() {
        Ok(rule) => rule,
        Err(_) => {
            let help = suggest::closest(name, &Rule::names(), 3)
                .map(|near| format!("did you mean `{near}`?"));
            return Some(ParsedAllow::Invalid(
                format!("hintlint-allow names an unknown rule `{name}`"),
                help,
            ));
        }
    };
    let reason = rest.trim().strip_prefix(':').unwrap_or("").trim();
    if reason.is_empty() {
        return Some(ParsedAllow::Invalid(
            format!("hintlint-allow({name}) has no reason"),
            Some(format!(
                "write the evidence: `{} hintlint-allow({name}): why this finding is accepted`",
                comment.marker
            )),
        ));
    }
    Some(ParsedAllow::Valid(rule, reason.to_owned()))
}
