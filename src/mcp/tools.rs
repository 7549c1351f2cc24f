//! What the endpoint's tools do (their definitions are in `schemas.rs`),
//! on the project layer and the one lint path: `lint_hints` here with
//! `explain_rule` and `judge_hints`, the fixes in `fixes.rs`.

use std::path::Path;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use serde_json::{Value, json};

use super::configs::Configs;
use super::findings::{self, Query};
use super::previews::Previews;
use super::workspace::Workspace;
use crate::base::hint::Hint;
use crate::base::profile::{HintState, Method};
use crate::findings::report::Report;
use crate::lint::options::{FixMode, Options};
use crate::project::Project;

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
    /// A result: structured content and its text.
    pub fn ok(structured: Value, text: String) -> Outcome {
        Outcome {
            structured,
            text,
            is_error: false,
        }
    }

    /// A failed call: why, in words.
    pub fn error(message: impl Into<String>) -> Outcome {
        Outcome {
            structured: Value::Null,
            text: message.into(),
            is_error: true,
        }
    }
}

/// Where a tool call runs.
pub struct Context<'a> {
    /// The workspace: every file read or written lies in it.
    pub workspace: &'a Workspace,
    /// Its configuration, kept until the file changes.
    pub configs: &'a mut Configs,
    /// Set when the client cancels the call: no file is written after.
    pub cancelled: Arc<AtomicBool>,
    /// The previews `apply_fixes` may apply.
    pub previews: &'a mut Previews,
}

/// The keys an object may have; `Err` names the first other one.
pub fn known_keys(arguments: &Value, known: &[&str]) -> Result<(), String> {
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

/// The project a call runs on: the workspace's configuration with `fix`
/// and `unsafe_fixes`, bounded to the workspace and stopped by a
/// cancellation.
pub fn project(
    context: &mut Context<'_>,
    fix: FixMode,
    unsafe_fixes: bool,
) -> Result<Project, String> {
    let options = Options {
        fix,
        unsafe_fixes,
        ..context.configs.options(context.workspace)?
    };
    Ok(Project::with_options(options)
        .within(context.workspace.boundary().clone())
        .cancelled_by(Arc::clone(&context.cancelled)))
}

/// What a call lints: the text it was given, linted as the file it names,
/// or its paths; with what stands for them in a cursor.
pub enum Subject {
    /// A text, and the file name it stands for.
    Text(String, String),
    /// Paths resolved in the workspace.
    Paths(Vec<String>),
}

impl Subject {
    /// The subject of `arguments`: a `text` (with its `filename`), or
    /// `paths`, or `default` when neither is given (`None`: one is needed).
    pub fn of(
        arguments: &Value,
        workspace: &Workspace,
        default: Option<Vec<String>>,
    ) -> Result<Subject, String> {
        if let Some(text) = arguments.get("text") {
            let text = text.as_str().ok_or("`text` must be a string")?;
            if arguments.get("paths").is_some() {
                return Err("give `paths` or `text`, not both".to_owned());
            }
            let name = match arguments.get("filename") {
                None => "tools.json",
                Some(name) => name.as_str().ok_or("`filename` must be a string")?,
            };
            return Ok(Subject::Text(text.to_owned(), name.to_owned()));
        }
        match arguments.get("paths") {
            None => default
                .map(Subject::Paths)
                .ok_or_else(|| "give `paths` (or `text`)".to_owned()),
            Some(Value::Array(paths)) => paths
                .iter()
                .map(|path| {
                    path.as_str()
                        .ok_or_else(|| "`paths` must hold strings".to_owned())
                        .and_then(|path| workspace.resolve(path))
                })
                .collect::<Result<Vec<_>, _>>()
                .map(Subject::Paths),
            Some(_) => Err("`paths` must be an array of strings".to_owned()),
        }
    }

    /// What stands for the subject in a cursor.
    fn key(&self) -> String {
        match self {
            Subject::Text(text, name) => format!("text\0{name}\0{}", super::previews::digest(text)),
            Subject::Paths(paths) => format!("paths\0{}", paths.join("\0")),
        }
    }

    /// The report of `project` on the subject, files named relative to
    /// `workspace`.
    pub fn lint(&self, project: &mut Project, workspace: &Workspace) -> Result<Report, String> {
        Ok(match self {
            Subject::Text(text, name) => {
                let path = workspace.virtual_file(name)?;
                project.set_text(&path, text.clone());
                let mut file = project.lint_file(&path);
                file.source.name.clone_from(name);
                Report {
                    files: vec![file],
                    ..Report::default()
                }
            }
            Subject::Paths(paths) => {
                with_relative_names(project.lint_paths(paths), workspace.root())
            }
        })
    }
}

/// `lint_hints`.
pub fn lint(context: &mut Context<'_>, arguments: &Value) -> Result<Outcome, String> {
    known_keys(
        arguments,
        &[
            "paths", "text", "filename", "rules", "level", "limit", "cursor",
        ],
    )?;
    let everything = vec![context.workspace.root().to_string_lossy().into_owned()];
    let subject = Subject::of(arguments, context.workspace, Some(everything))?;
    let query = Query::of(arguments, &subject.key())?;
    let mut project = project(context, FixMode::Off, false)?;
    let config = project.options().configuration_name();
    let report = subject.lint(&mut project, context.workspace)?;
    let page = findings::page(&report, &query, config);
    let text = findings::page_text(&page, &report);
    Ok(Outcome::ok(page, text))
}

/// The report with every file named relative to the workspace.
fn with_relative_names(mut report: Report, root: &Path) -> Report {
    for file in &mut report.files {
        if let Some(relative) =
            crate::base::paths::relative_path(Path::new(&file.source.name), root)
        {
            file.source.name = crate::base::paths::display_name(&relative);
        }
    }
    report
}

/// `explain_rule`.
pub fn explain(arguments: &Value) -> Result<Outcome, String> {
    known_keys(arguments, &["rule"])?;
    let name = arguments
        .get("rule")
        .and_then(Value::as_str)
        .ok_or("`rule` must be a rule name")?;
    let rule: crate::findings::rules::Rule = name.parse().map_err(|error: String| error)?;
    let page = rule.info().doc;
    Ok(Outcome::ok(
        json!({ "rule": rule.name(), "page": page }),
        page.to_owned(),
    ))
}

/// `judge_hints`.
pub fn judge(arguments: &Value) -> Result<Outcome, String> {
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
    let names = |set: crate::base::profile::Guarantees| -> Vec<&'static str> {
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
