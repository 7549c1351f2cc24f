//! The endpoint's tools: their definitions (schemas, titles, all four
//! hints) and what each does, on the project layer and the one lint path.

use std::path::Path;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use serde_json::{Value, json};

use super::configs::Configs;
use super::workspace::Workspace;
use crate::hint::Hint;
use crate::profile::{HintState, Method};
use crate::project::Project;
use crate::report::{FileStatus, Report};
use crate::{FixMode, Options};

/// What a tool call gives back: structured content and its text, or an
/// error the agent can act on.
pub struct Outcome {
    /// The structured content (matching the output schema; nothing for an
    /// error).
    pub structured: Value,
    /// The same in words.
    pub text: String,
    /// Whether the call failed (bad arguments, a path outside).
    pub is_error: bool,
}

impl Outcome {
    fn ok(structured: Value, text: String) -> Outcome {
        Outcome {
            structured,
            text,
            is_error: false,
        }
    }

    fn error(message: impl Into<String>) -> Outcome {
        Outcome {
            structured: Value::Null,
            text: message.into(),
            is_error: true,
        }
    }
}

/// The schema of what the linting tools take.
fn input_schema(with_text: bool) -> Value {
    let mut properties = json!({
        "paths": {
            "type": "array", "items": { "type": "string" },
            "description": "Files, folders and glob patterns inside the workspace (default: the whole workspace)."
        },
        "unsafe_fixes": {
            "type": "boolean",
            "description": "Also apply fixes that change what a tool claims (as --unsafe-fixes)."
        }
    });
    if with_text {
        properties["text"] = json!({
            "type": "string",
            "description": "A manifest, OpenAPI document or source file to lint instead of paths."
        });
        properties["filename"] = json!({
            "type": "string",
            "description": "The file name the text stands for, which decides how it is read (tools.json, openapi.yaml, server.ts, server.py, main.go, lib.rs, Tools.cs); default tools.json."
        });
    }
    json!({ "type": "object", "properties": properties, "additionalProperties": false })
}

/// The schema of a findings report.
fn report_schema() -> Value {
    json!({
        "type": "object",
        "properties": {
            "findings": { "type": "array", "items": {
                "type": "object",
                "properties": {
                    "rule": { "type": "string" }, "level": { "type": "string" },
                    "message": { "type": "string" }, "file": { "type": "string" },
                    "line": { "type": "integer" }, "column": { "type": "integer" },
                    "tool": { "type": ["string", "null"] },
                    "fix": { "type": ["string", "null"], "enum": ["safe", "unsafe", null] }
                },
                "required": ["rule", "level", "message", "file", "line", "column", "fix"]
            }},
            "summary": { "type": "object" },
            "config": { "type": ["string", "null"] }
        },
        "required": ["findings", "summary", "config"]
    })
}

/// The tools, as `tools/list` lists them.
pub fn definitions() -> Value {
    let hints = |read_only: bool, destructive: bool, idempotent: bool| {
        json!({
            "readOnlyHint": read_only, "destructiveHint": destructive,
            "idempotentHint": idempotent, "openWorldHint": false
        })
    };
    json!([
        {
            "name": "lint_hints",
            "title": "Lint MCP tool hints",
            "description": "Lint the hints (readOnlyHint, destructiveHint, idempotentHint, openWorldHint) of the MCP tools in manifests, OpenAPI documents and source code: paths of the workspace, or a text. Returns every finding with its rule, level, location and whether a fix exists.",
            "inputSchema": input_schema(true),
            "outputSchema": report_schema(),
            "annotations": hints(true, false, true),
        },
        {
            "name": "preview_fixes",
            "title": "Preview hint fixes",
            "description": "The unified diff that `hintlint check --fix` (with unsafe_fixes, also --unsafe-fixes) would apply to the paths or the text. Writes nothing.",
            "inputSchema": input_schema(true),
            "outputSchema": { "type": "object", "properties": {
                "diff": { "type": "string" }, "files": { "type": "integer" }
            }, "required": ["diff", "files"] },
            "annotations": hints(true, false, true),
        },
        {
            "name": "apply_fixes",
            "title": "Apply hint fixes",
            "description": "Write the fixes `hintlint check --fix` would write into the workspace's files (atomically, only the files given), and report what remains.",
            "inputSchema": input_schema(false),
            "outputSchema": { "type": "object", "properties": {
                "applied": { "type": "integer" },
                "files": { "type": "array", "items": { "type": "string" } },
                "remaining": report_schema()
            }, "required": ["applied", "files", "remaining"] },
            "annotations": hints(false, true, true),
        },
        {
            "name": "explain_rule",
            "title": "Explain a hintlint rule",
            "description": "A rule's page: what it checks, why, and examples.",
            "inputSchema": { "type": "object", "properties": {
                "rule": { "type": "string", "description": "A rule name, such as unsound-claim." }
            }, "required": ["rule"], "additionalProperties": false },
            "outputSchema": { "type": "object", "properties": {
                "rule": { "type": "string" }, "page": { "type": "string" }
            }, "required": ["rule", "page"] },
            "annotations": hints(true, false, true),
        },
        {
            "name": "judge_hints",
            "title": "Judge hints against an HTTP method",
            "description": "Whether a hint state is sound, unsound or profile-maximal for an HTTP method (the 40-state oracle of the profile), and why. Absent hints take the MCP defaults.",
            "inputSchema": { "type": "object", "properties": {
                "method": { "type": "string", "enum": ["GET", "POST", "PUT", "PATCH", "DELETE"] },
                "readOnlyHint": { "type": "boolean" },
                "destructiveHint": { "type": "boolean" },
                "idempotentHint": { "type": "boolean" }
            }, "required": ["method"], "additionalProperties": false },
            "outputSchema": { "type": "object", "properties": {
                "verdict": { "type": "string", "enum": ["sound", "unsound", "maximal"] },
                "claims": { "type": "array", "items": { "type": "string" } },
                "justified": { "type": "array", "items": { "type": "string" } },
                "why": { "type": "string" }
            }, "required": ["verdict", "claims", "justified", "why"] },
            "annotations": hints(true, false, true),
        }
    ])
}

/// Where a tool call runs.
pub struct Context<'a> {
    /// The workspace: every file read or written lies in it.
    pub workspace: &'a Workspace,
    /// Its configuration, kept until the file changes.
    pub configs: &'a mut Configs,
    /// Set when the client cancels the call: no file is written after.
    pub cancelled: Arc<AtomicBool>,
}

/// Calls the tool `name` with `arguments`.
pub fn call(context: &mut Context<'_>, name: &str, arguments: &Value) -> Option<Outcome> {
    let outcome = match name {
        "lint_hints" => lint(context, arguments, Run::Lint),
        "preview_fixes" => lint(context, arguments, Run::Preview),
        "apply_fixes" => lint(context, arguments, Run::Apply),
        "explain_rule" => explain(arguments),
        "judge_hints" => judge(arguments),
        _ => return None,
    };
    Some(outcome.unwrap_or_else(Outcome::error))
}

/// What a linting tool does.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Run {
    Lint,
    Preview,
    Apply,
}

/// The keys an object may have; `Err` names the first other one.
fn known_keys(arguments: &Value, known: &[&str]) -> Result<(), String> {
    let Some(object) = arguments.as_object() else {
        return Err("the arguments must be an object".to_owned());
    };
    match object.keys().find(|key| !known.contains(&key.as_str())) {
        Some(key) => Err(format!(
            "unknown argument `{key}`; known: {}",
            known.join(", ")
        )),
        None => Ok(()),
    }
}

fn lint(context: &mut Context<'_>, arguments: &Value, run: Run) -> Result<Outcome, String> {
    let workspace = context.workspace;
    let known: &[&str] = match run {
        Run::Apply => &["paths", "unsafe_fixes"],
        _ => &["paths", "text", "filename", "unsafe_fixes"],
    };
    known_keys(arguments, known)?;
    let unsafe_fixes = match arguments.get("unsafe_fixes") {
        None => false,
        Some(value) => value.as_bool().ok_or("`unsafe_fixes` must be a boolean")?,
    };
    let options = Options {
        fix: match run {
            Run::Lint => FixMode::Off,
            Run::Preview => FixMode::Diff,
            Run::Apply => FixMode::Write,
        },
        unsafe_fixes,
        ..context.configs.options(workspace)?
    };
    let config = options.configuration_name();
    let mut project = Project::with_options(options)
        .within(workspace.boundary().clone())
        .cancelled_by(Arc::clone(&context.cancelled));
    let report = match arguments.get("text") {
        Some(text) => {
            let text = text.as_str().ok_or("`text` must be a string")?;
            if arguments.get("paths").is_some() {
                return Err("give `paths` or `text`, not both".to_owned());
            }
            let name = match arguments.get("filename") {
                None => "tools.json",
                Some(name) => name.as_str().ok_or("`filename` must be a string")?,
            };
            let path = workspace.virtual_file(name)?;
            project.set_text(&path, text.to_owned());
            let mut file = project.lint_file(&path);
            file.source.name = name.to_owned();
            Report {
                files: vec![file],
                ..Report::default()
            }
        }
        None => {
            let paths = match arguments.get("paths") {
                None => vec![workspace.root().to_string_lossy().into_owned()],
                Some(Value::Array(paths)) => paths
                    .iter()
                    .map(|path| {
                        path.as_str()
                            .ok_or_else(|| "`paths` must hold strings".to_owned())
                            .and_then(|path| workspace.resolve(path))
                    })
                    .collect::<Result<Vec<_>, _>>()?,
                Some(_) => return Err("`paths` must be an array of strings".to_owned()),
            };
            with_relative_names(project.lint_paths(&paths), workspace.root())
        }
    };
    Ok(match run {
        Run::Lint => {
            let structured = findings(&report, config);
            let text = summary_text(&report);
            Outcome::ok(structured, text)
        }
        Run::Preview => {
            let diff = crate::render::diff::render(&report);
            let files = report
                .files
                .iter()
                .filter(|file| {
                    file.fix
                        .as_ref()
                        .is_some_and(|record| record.original != file.source.text)
                })
                .count();
            let text = if diff.is_empty() {
                "nothing to fix".to_owned()
            } else {
                diff.clone()
            };
            Outcome::ok(json!({ "diff": diff, "files": files }), text)
        }
        Run::Apply => {
            let fixed: Vec<String> = report
                .files
                .iter()
                .filter(|file| file.fix.as_ref().is_some_and(|record| record.applied > 0))
                .map(|file| file.source.name.clone())
                .collect();
            let applied: usize = report
                .files
                .iter()
                .filter_map(|file| file.fix.as_ref().map(|record| record.applied))
                .sum();
            // The summary line says how many fixes were applied where.
            let text = summary_text(&report);
            Outcome::ok(
                json!({ "applied": applied, "files": fixed, "remaining": findings(&report, config) }),
                text,
            )
        }
    })
}

/// The report with every file named relative to the workspace.
fn with_relative_names(mut report: Report, root: &Path) -> Report {
    for file in &mut report.files {
        if let Some(relative) = crate::paths::relative_path(Path::new(&file.source.name), root) {
            file.source.name = crate::paths::display_name(&relative);
        }
    }
    report
}

/// The findings of `report` as structured content.
fn findings(report: &Report, config: Option<String>) -> Value {
    let mut found = Vec::new();
    for file in &report.files {
        for finding in file.findings.iter().filter(|finding| finding.is_active()) {
            let diagnostic = &finding.diagnostic;
            let position = file.source.position(diagnostic.primary.span.start);
            let fix = match (&diagnostic.fix, &diagnostic.safe_fix) {
                (Some(fix), _) if fix.applicability == crate::fix::Applicability::Safe => {
                    Some("safe")
                }
                (_, Some(_)) => Some("safe"),
                (Some(_), None) => Some("unsafe"),
                (None, None) => None,
            };
            found.push(json!({
                "rule": diagnostic.rule.name(),
                "level": finding.severity.as_str(),
                "message": diagnostic.message,
                "file": file.source.name,
                "line": position.line,
                "column": position.column,
                "tool": diagnostic.tool,
                "fix": fix,
            }));
        }
    }
    let summary = report.summary();
    let unparsable: Vec<&str> = report
        .files
        .iter()
        .filter(|file| file.status == FileStatus::Unparsable)
        .map(|file| file.source.name.as_str())
        .collect();
    json!({
        "findings": found,
        "summary": {
            "errors": summary.errors, "warnings": summary.warnings, "notes": summary.notes,
            "files": summary.files, "tools": summary.tools,
            "fixable_safe": summary.fixable_safe, "fixable_unsafe": summary.fixable_unsafe,
            "unparsable": unparsable,
        },
        "config": config,
    })
}

/// The report's findings as concise lines, then its summary line.
fn summary_text(report: &Report) -> String {
    let mut out: Vec<u8> = Vec::new();
    // Writing into memory cannot fail.
    let _ = crate::render::concise::write(report, &mut out);
    let mut text = String::from_utf8_lossy(&out).into_owned();
    text.push_str(&report.summary_line());
    text
}

fn explain(arguments: &Value) -> Result<Outcome, String> {
    known_keys(arguments, &["rule"])?;
    let name = arguments
        .get("rule")
        .and_then(Value::as_str)
        .ok_or("`rule` must be a rule name")?;
    let rule: crate::rules::Rule = name.parse().map_err(|error: String| error)?;
    let page = rule.info().doc;
    Ok(Outcome::ok(
        json!({ "rule": rule.name(), "page": page }),
        page.to_owned(),
    ))
}

fn judge(arguments: &Value) -> Result<Outcome, String> {
    known_keys(
        arguments,
        &[
            "method",
            "readOnlyHint",
            "destructiveHint",
            "idempotentHint",
        ],
    )?;
    let method = arguments
        .get("method")
        .and_then(Value::as_str)
        .and_then(Method::parse)
        .ok_or("`method` must be one of GET, POST, PUT, PATCH, DELETE")?;
    let hint = |hint: Hint| -> Result<bool, String> {
        match arguments.get(hint.key()) {
            None => Ok(hint.default_value()),
            Some(value) => value
                .as_bool()
                .ok_or_else(|| format!("`{}` must be a boolean", hint.key())),
        }
    };
    let state = HintState::new(
        hint(Hint::ReadOnly)?,
        hint(Hint::Destructive)?,
        hint(Hint::Idempotent)?,
    );
    let sound = state.is_sound_for(method);
    let maximal = state.is_maximal_for(method);
    let verdict = match (sound, maximal) {
        (false, _) => "unsound",
        (true, true) => "maximal",
        (true, false) => "sound",
    };
    let names = |set: crate::profile::Guarantees| -> Vec<&'static str> {
        set.iter().map(|guarantee| guarantee.as_str()).collect()
    };
    let claims = names(state.active());
    let justified = names(method.justified());
    let why = if !sound {
        match justified.as_slice() {
            [] => format!(
                "the state claims {} but {method} justifies nothing",
                claims.join(", ")
            ),
            _ => format!(
                "the state claims {} but {method} justifies only {}",
                claims.join(", "),
                justified.join(", ")
            ),
        }
    } else if maximal {
        format!("{method} justifies exactly what the state claims: nothing more can be claimed")
    } else {
        format!(
            "sound: {method} justifies everything claimed, and more could be ({})",
            justified.join(", ")
        )
    };
    Ok(Outcome::ok(
        json!({ "verdict": verdict, "claims": claims, "justified": justified, "why": why }),
        format!("{verdict}: {why}"),
    ))
}
