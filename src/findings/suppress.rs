//! Accepting findings on evidence: `[[exception]]`s of the configuration and
//! `// hintlint-allow(rule): reason` comments in JSONC files (`#` in YAML). An accepted
//! finding is kept, marked with its reason; an exception or allow that
//! accepts nothing is itself reported.

use std::ops::Range;

use crate::document::Value;

use crate::base::suggest;
use crate::document::source::SourceFile;
use crate::findings::config::Config;
use crate::findings::config::reason::is_placeholder;
use crate::findings::diagnostic::Diagnostic;
use crate::findings::report::{Finding, Suppression};
use crate::findings::rules::{Rule, expired_exception, invalid_allow, unused_exception};
use crate::tools::manifest::pointer;
use crate::tools::parse::LineComment;

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
    let today = crate::base::expiry::Date::today();
    for finding in findings
        .iter_mut()
        .filter(|finding| finding.suppressed.is_none())
    {
        let diagnostic = &finding.diagnostic;
        // An expired exception accepts nothing (`expired-exception` says so
        // at the end of the run).
        let accepting = config.exceptions.iter().enumerate().find(|(_, exception)| {
            !exception
                .expires
                .is_some_and(|expires| expires.has_passed(today))
                && exception.accepts(
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
                owner: exception.owner.clone(),
            }));
        }
    }
}

/// A `// hintlint-allow(rule): reason` comment.
#[derive(Debug)]
struct Allow {
    rule: Rule,
    reason: String,
    owner: Option<String>,
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
    let today = crate::base::expiry::Date::today();
    for comment in comments {
        match parse_allow(comment) {
            None => {}
            Some(ParsedAllow::Valid(allow)) => match allow.expires {
                // Past its date it accepts nothing, and says so.
                Some(expires) if expires.has_passed(today) => {
                    about_allows.push(expired_exception::diagnostic(
                        &format!("hintlint-allow({})", allow.rule),
                        expires,
                        allow.owner.as_deref(),
                        comment.span.clone(),
                    ));
                }
                _ => allows.push(Allow {
                    rule: allow.rule,
                    reason: allow.reason,
                    owner: allow.owner,
                    span: comment.span.clone(),
                    line: line_of(comment.span.start),
                    used: false,
                }),
            },
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
        // The finding's own subject, then the tool it is about: an allow
        // on the line before a tool (or an operation), or at the end of its
        // first line, covers the tool's findings of its rule.
        let mut subjects: Vec<Range<usize>> = std::iter::once(finding.diagnostic.pointer.as_str())
            .chain(tool_pointer(&finding.diagnostic.pointer))
            .filter_map(|pointer| pointer::resolve(root, pointer))
            .collect();
        // A place in no tool (`unread-tool`) is its own subject.
        if finding.diagnostic.rule == crate::base::rule_id::Rule::UnreadTool {
            subjects.push(finding.diagnostic.primary.span.clone());
        }
        let covering = allows.iter_mut().find(|allow| {
            allow.rule == finding.diagnostic.rule
                && subjects.iter().any(|subject| {
                    let subject_line = line_of(subject.start);
                    allow.line + 1 == subject_line
                        || (allow.line == subject_line && allow.span.start > subject.start)
                })
        });
        if let Some(allow) = covering {
            allow.used = true;
            finding.suppressed = Some(Box::new(Suppression {
                reason: allow.reason.clone(),
                source: format!("{name}:{}", allow.line + 1),
                owner: allow.owner.clone(),
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

/// The pointer of the tool a finding at `pointer` is about, when it is
/// deeper: the array element of a tool list (`/tools/3`) or the operation
/// of an OpenAPI document (`/paths/~1pets/get`) that holds it.
/// Where an allow comment for the finding at `pointer` of `text` goes:
/// the start of the line of the tool it is about (an allow on the line
/// before a tool covers the tool's findings of its rule), and the comment
/// marker of the file's syntax. `None` for strict JSON, which has no
/// comments, or a text that does not parse.
pub fn allow_anchor(
    text: &str,
    dialect: crate::tools::parse::Dialect,
    pointer: &str,
) -> Option<(usize, &'static str)> {
    use crate::tools::parse::Dialect;
    let tool = tool_pointer(pointer).unwrap_or(pointer);
    let (subject, marker) = match dialect {
        Dialect::Json | Dialect::Unread(_) => return None,
        Dialect::Jsonc => (
            pointer::resolve(&crate::tools::parse::parse(text, dialect).ok()?, tool)?,
            "//",
        ),
        Dialect::Yaml => (
            pointer::resolve(&crate::tools::parse::parse(text, dialect).ok()?, tool)?,
            "#",
        ),
        #[cfg(feature = "source")]
        Dialect::Code(language) => {
            let file = crate::code::read(text, language, None).ok()?;
            let subject = pointer::resolve(&file.root, tool)?;
            (
                subject.clone(),
                crate::code::comment_marker_at(text, language, subject.start),
            )
        }
        #[cfg(not(feature = "source"))]
        Dialect::Code(_) => return None,
    };
    let line_start = text[..subject.start]
        .rfind(['\n', '\r'])
        .map_or(0, |at| at + 1);
    Some((line_start, marker))
}

/// An allow comment for `rule` with `reason`, written with `marker` (and
/// closed, for HTML's `<!--`).
pub fn allow_comment(marker: &str, rule: &str, reason: &str) -> String {
    let close = if marker == "<!--" { " -->" } else { "" };
    format!("{marker} hintlint-allow({rule}): {reason}{close}")
}

fn tool_pointer(pointer: &str) -> Option<&str> {
    const METHODS: [&str; 8] = [
        "get", "put", "post", "delete", "options", "head", "patch", "trace",
    ];
    let mut end = pointer.len();
    while let Some(slash) = pointer[..end].rfind('/') {
        let segment = &pointer[slash + 1..end];
        let is_tool = !segment.is_empty() && segment.bytes().all(|byte| byte.is_ascii_digit())
            || (METHODS.contains(&segment) && pointer.starts_with("/paths/"));
        if is_tool {
            return (end < pointer.len()).then(|| &pointer[..end]);
        }
        end = slash;
    }
    None
}

/// What an allow comment says.
enum ParsedAllow {
    /// A well-formed allow.
    Valid(ValidAllow),
    /// What is wrong with it, and how to write it.
    Invalid(String, Option<String>),
}

/// A well-formed allow: `hintlint-allow(rule, owner=…, expires=…): reason`.
struct ValidAllow {
    rule: Rule,
    reason: String,
    owner: Option<String>,
    expires: Option<crate::base::expiry::Date>,
}

/// Reads `hintlint-allow(rule): reason`, with `owner=…` and
/// `expires=YYYY-MM-DD` after the rule; `None` for other comments.
fn parse_allow(comment: &LineComment) -> Option<ParsedAllow> {
    let body = comment.text.trim().strip_prefix(ALLOW)?;
    let Some((inside, rest)) = body.split_once(')') else {
        return Some(ParsedAllow::Invalid(
            "hintlint-allow is missing its closing parenthesis".to_owned(),
            Some(format!(
                "write `{}`",
                allow_comment(comment.marker, "rule-name", "<why this is accepted>")
            )),
        ));
    };
    let mut parts = inside.split(',');
    let name = parts.next().unwrap_or("").trim();
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
    let (mut owner, mut expires) = (None, None);
    for option in parts {
        let (key, value) = option.split_once('=').unwrap_or((option, ""));
        let (key, value) = (key.trim(), value.trim());
        match key {
            "owner" if !value.is_empty() => owner = Some(value.to_owned()),
            "expires" => match crate::base::expiry::Date::parse(value) {
                Some(date) => expires = Some(date),
                None => {
                    return Some(ParsedAllow::Invalid(
                        format!(
                            "hintlint-allow({name}) has `expires={value}`, which is not a date"
                        ),
                        Some("write the last day it holds: `expires=2027-03-31`".to_owned()),
                    ));
                }
            },
            _ => {
                return Some(ParsedAllow::Invalid(
                    format!(
                        "hintlint-allow({name}) has an unknown option `{}`",
                        option.trim()
                    ),
                    Some(format!(
                        "after the rule, an allow takes `owner=…` and `expires=YYYY-MM-DD`: `{}`",
                        allow_comment(
                            comment.marker,
                            &format!("{name}, owner=@team, expires=2027-03-31"),
                            "<why this is accepted>"
                        )
                    )),
                ));
            }
        }
    }
    let reason = rest.trim().strip_prefix(':').unwrap_or("").trim();
    if is_placeholder(reason) {
        // Until the evidence replaces it, it accepts nothing.
        return Some(match reason.is_empty() {
            true => ParsedAllow::Invalid(
                format!("hintlint-allow({name}) has no reason"),
                Some(format!(
                    "write the evidence: `{}`",
                    allow_comment(comment.marker, name, "<why this finding is accepted>")
                )),
            ),
            false => ParsedAllow::Invalid(
                format!("hintlint-allow({name}) has a placeholder, not a reason"),
                Some(
                    "replace the placeholder with the evidence that the finding is wrong \
                     here (the API reference, the review); until then the allow accepts nothing"
                        .to_owned(),
                ),
            ),
        });
    }
    Some(ParsedAllow::Valid(ValidAllow {
        rule,
        reason: reason.to_owned(),
        owner,
        expires,
    }))
}

#[cfg(test)]
mod tests {
    use super::{allow_comment, tool_pointer};

    #[test]
    fn allow_comments_are_written_in_the_file_syntax() {
        assert_eq!(
            allow_comment("#", "unsound-claim", "why"),
            "# hintlint-allow(unsound-claim): why"
        );
        assert_eq!(
            allow_comment("<!--", "non-maximal", "why"),
            "<!-- hintlint-allow(non-maximal): why -->"
        );
    }

    #[test]
    fn a_finding_inside_a_tool_is_about_that_tool() {
        assert_eq!(
            tool_pointer("/tools/3/annotations/readOnlyHint"),
            Some("/tools/3")
        );
        assert_eq!(
            tool_pointer("/result/tools/0/annotations"),
            Some("/result/tools/0")
        );
        assert_eq!(
            tool_pointer("/paths/~1pets/get/x-mcp-annotations/readOnlyHint"),
            Some("/paths/~1pets/get")
        );
        assert_eq!(tool_pointer("/tools/3"), None, "already the tool");
        assert_eq!(
            tool_pointer("/paths/~1get/post/x"),
            Some("/paths/~1get/post")
        );
        assert_eq!(tool_pointer("/info/title"), None);
    }
}
