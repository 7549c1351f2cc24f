//! `preview_fixes` and `apply_fixes`: a preview needs `paths`, or
//! `all: true` for the whole workspace (or a `text`, which is only ever
//! previewed), and hands out an id; an apply takes that id and writes only
//! the files whose text, and whose fixes, are what the preview showed. A
//! file changed in between is reported and left alone.

use std::collections::HashMap;

use serde_json::{Value, json};

use super::findings::{self, Query};
use super::previews::{Preview, Previewed, digest};
use super::tools::{Context, Outcome, Subject, known_keys, project};
use crate::findings::report::{FileReport, FixOutcome, Report};
use crate::lint::options::FixMode;

/// `preview_fixes`.
pub fn preview(context: &mut Context<'_>, arguments: &Value) -> Result<Outcome, String> {
    known_keys(
        arguments,
        &["paths", "all", "text", "filename", "unsafe_fixes"],
    )?;
    let unsafe_fixes = flag(arguments, "unsafe_fixes")?;
    let subject = match arguments.get("all") {
        None if arguments.get("paths").is_none() && arguments.get("text").is_none() => {
            return Err(
                "preview_fixes needs `paths`, or `all: true` for the whole workspace (or a `text`)"
                    .to_owned(),
            );
        }
        None => Subject::of(arguments, context.workspace, None)?,
        Some(Value::Bool(true))
            if arguments.get("paths").is_none() && arguments.get("text").is_none() =>
        {
            Subject::Paths(vec![
                context.workspace.root().to_string_lossy().into_owned(),
            ])
        }
        Some(Value::Bool(true)) => {
            return Err("give `all: true` or `paths` (or `text`), not both".to_owned());
        }
        Some(_) => return Err("`all` must be true: it stands for the whole workspace".to_owned()),
    };
    let mut project = project(context, FixMode::Diff, unsafe_fixes)?;
    let report = subject.lint(&mut project, context.workspace)?;
    let root = context.workspace.root();
    let files: Vec<Previewed> = report
        .files
        .iter()
        .filter_map(|file| {
            let record = file.fix.as_ref()?;
            (record.original != file.source.text).then(|| Previewed {
                path: root.join(&file.source.name).to_string_lossy().into_owned(),
                name: file.source.name.clone(),
                before: digest(&record.original),
                after: digest(&file.source.text),
            })
        })
        .collect();
    let listed: Vec<Value> = files
        .iter()
        .map(|file| json!({ "file": file.name, "digest": file.before }))
        .collect();
    let diff = crate::render::diff::render(&report);
    let id = match subject {
        Subject::Paths(_) if !files.is_empty() => Some(context.previews.keep(Preview {
            root: root.to_path_buf(),
            unsafe_fixes,
            files: files.clone(),
        })),
        _ => None,
    };
    let text = match &id {
        _ if files.is_empty() => "nothing to fix".to_owned(),
        None => format!("the text would change (a text is only previewed):\n{diff}"),
        Some(id) => format!(
            "{} would change; apply with {{\"preview_id\": \"{id}\"}}:\n{diff}",
            crate::base::wording::plural(files.len(), "file")
        ),
    };
    Ok(Outcome::ok(
        json!({ "preview_id": id, "diff": diff, "files": listed }),
        text,
    ))
}

/// `apply_fixes`.
pub fn apply(context: &mut Context<'_>, arguments: &Value) -> Result<Outcome, String> {
    let Some(id) = arguments.get("preview_id") else {
        return Err("apply_fixes applies a preview: call preview_fixes with `paths` (or `all: true`) and pass its `preview_id`".to_owned());
    };
    known_keys(arguments, &["preview_id"])?;
    let id = id.as_str().ok_or("`preview_id` must be a string")?;
    let preview = context.previews.take(id).ok_or_else(|| {
        format!("`{id}` is no preview this server keeps (an id is applied once; the newest {} are kept): call preview_fixes again", super::previews::KEPT)
    })?;
    if preview.root != context.workspace.root() {
        return Err(format!(
            "`{id}` previewed another workspace ({}): call preview_fixes again",
            preview.root.display()
        ));
    }
    // What the fixes would be now, file by file.
    let paths: Vec<String> = preview.files.iter().map(|file| file.path.clone()).collect();
    let now = project(context, FixMode::Diff, preview.unsafe_fixes)?.lint_paths(&paths);
    let digests: HashMap<&str, (String, String)> = now
        .files
        .iter()
        .map(|file| (file.source.name.as_str(), digests(file)))
        .collect();
    let (unchanged, changed): (Vec<&Previewed>, Vec<&Previewed>) =
        preview.files.iter().partition(|file| {
            digests.get(file.path.as_str()) == Some(&(file.before.clone(), file.after.clone()))
        });
    let changed: Vec<String> = changed.iter().map(|file| file.name.clone()).collect();
    let unchanged: Vec<String> = unchanged.iter().map(|file| file.path.clone()).collect();
    let mut project = project(context, FixMode::Write, preview.unsafe_fixes)?;
    let config = project.options().configuration_name();
    let report = if unchanged.is_empty() {
        Report::default()
    } else {
        Subject::Paths(unchanged).lint(&mut project, context.workspace)?
    };
    let written: Vec<&FileReport> = report
        .files
        .iter()
        .filter(|file| {
            file.fix
                .as_ref()
                .is_some_and(|record| record.outcome == FixOutcome::Written && record.applied > 0)
        })
        .collect();
    let applied: usize = written
        .iter()
        .filter_map(|file| file.fix.as_ref().map(|record| record.applied))
        .sum();
    let files: Vec<&str> = written
        .iter()
        .map(|file| file.source.name.as_str())
        .collect();
    let mut text = format!(
        "{} applied in {}",
        crate::base::wording::plural(applied, "fix"),
        crate::base::wording::plural(files.len(), "file")
    );
    if !changed.is_empty() {
        text.push_str(&format!(
            "; changed since the preview, not written (preview again): {}",
            changed.join(", ")
        ));
    }
    text.push_str(".\n");
    text.push_str(&report.summary_line());
    let remaining = findings::page(&report, &Query::everything(), config);
    Ok(Outcome::ok(
        json!({ "applied": applied, "files": files, "changed": changed, "remaining": remaining }),
        text,
    ))
}

/// The digests of a file's text as it is and with its fixes.
fn digests(file: &FileReport) -> (String, String) {
    let before = file
        .fix
        .as_ref()
        .map_or(&file.source.text, |record| &record.original);
    (digest(before), digest(&file.source.text))
}

/// A boolean argument, false when absent.
fn flag(arguments: &Value, name: &str) -> Result<bool, String> {
    match arguments.get(name) {
        None => Ok(false),
        Some(value) => value
            .as_bool()
            .ok_or_else(|| format!("`{name}` must be a boolean")),
    }
}
