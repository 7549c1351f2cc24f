//! `hintlint diff OLD NEW`: drift between two captures of a server's tools
//! (files, or a saved file against a live server); exit 1 on a stronger
//! claim.

use std::path::PathBuf;

use clap::{Args, ValueEnum};

use hintlint::drift::{self, Capture};
#[cfg(feature = "server")]
use hintlint::parse::Dialect;
use hintlint::render::drift as render;

/// Output formats of `diff`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
enum DiffFormat {
    /// Aligned text.
    Human,
    /// One JSON document.
    Json,
    /// A Markdown section (for a CI job summary).
    Markdown,
}

/// `hintlint diff`.
#[derive(Debug, Args)]
pub struct DiffArgs {
    /// The earlier capture: a tools/list response, result, array or map of
    /// tools (JSON, JSONC or YAML).
    old: PathBuf,
    /// The later capture (leave out with --server or --url, which capture
    /// it now).
    new: Option<PathBuf>,
    /// Output format.
    #[arg(long, value_enum, default_value_t = DiffFormat::Human)]
    format: DiffFormat,
    /// The live server whose tools are the later capture.
    #[cfg(feature = "server")]
    #[command(flatten)]
    live: super::live::LiveArgs,
}

/// Runs `diff`: 0 without a stronger claim, 1 with one (or with a tool
/// whose hints cannot be compared), 2 on an error.
pub fn run(args: &DiffArgs) -> i32 {
    let old = match read_file(&args.old) {
        Ok(capture) => capture,
        Err(code) => return code,
    };
    let (new, new_name) = match newer(args) {
        Ok(newer) => newer,
        Err(code) => return code,
    };
    let drift = drift::compare(&old, &new);
    let old_name = args.old.display().to_string();
    let text = match args.format {
        DiffFormat::Human => render::human(&drift, &old_name, &new_name),
        DiffFormat::Json => render::json(&drift, &old_name, &new_name),
        DiffFormat::Markdown => render::markdown(&drift, &old_name, &new_name),
    };
    if let Err(error) = super::output::stdout(&text) {
        return super::usage_error(&error);
    }
    i32::from(drift.fails())
}

/// The later capture and its name: the file NEW, or the live server.
fn newer(args: &DiffArgs) -> Result<(Capture, String), i32> {
    #[cfg(feature = "server")]
    if args.live.is_live() {
        if let Some(path) = &args.new {
            return Err(super::usage_error(&format!(
                "`{}`: give one file with --server or --url, which capture the later tools now",
                path.display()
            )));
        }
        let captured = super::server::capture_live(&args.live, false)?;
        let capture = read_text(&captured.location, &captured.text, Dialect::Json)?;
        return Ok((capture, captured.location));
    }
    #[cfg(feature = "server")]
    if !args.live.command.is_empty() {
        return Err(super::usage_error(
            "a command after `--` is a server to start: add --server",
        ));
    }
    let Some(path) = &args.new else {
        return Err(super::usage_error(
            "diff needs two captures: OLD NEW, or OLD with --server -- CMD or --url URL",
        ));
    };
    Ok((read_file(path)?, path.display().to_string()))
}

/// The capture in the file at `path`, read as a project reads it (only a
/// regular file, as `check` reads them: a FIFO would block).
fn read_file(path: &std::path::Path) -> Result<Capture, i32> {
    let shown = path.display().to_string();
    hintlint::project::Project::with_options(hintlint::Options::default())
        .capture(path)
        .map_err(|why| {
            super::output::stderr_line(&format!(
                "error: {}: {why}",
                hintlint::wording::visible(&shown)
            ));
            2
        })
}

/// The capture a live server's answer is.
#[cfg(feature = "server")]
fn read_text(shown: &str, text: &str, dialect: Dialect) -> Result<Capture, i32> {
    drift::read(text, dialect, None).map_err(|why| {
        super::output::stderr_line(&format!(
            "error: {}: {why}",
            hintlint::wording::visible(shown)
        ));
        2
    })
}
