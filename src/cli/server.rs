//! `check --server -- CMD…`: capture a server's tools and lint them.

use std::path::Path;
use std::time::Duration;

use hintlint::lint::FileContext;
use hintlint::parse::Dialect;
use hintlint::report::InputProblem;
use hintlint::server::{ServerCommand, capture, capture_url};
use hintlint::{FixMode, Options, Report};

/// Where the server is.
pub enum Source<'a> {
    /// A command to start, spoken to over stdio.
    Command(&'a [String]),
    /// The URL of a Streamable HTTP server.
    Url(&'a str),
}

/// Captures the server's tools and lints them: as the file `save` when
/// given (locations point into it), else as a virtual file named after the
/// command or URL. `Err` holds the exit code of a failure already reported.
pub fn report(
    source: Source<'_>,
    env: &[String],
    limits: (u64, u64),
    save: Option<&Path>,
    options: &Options,
    verbose: bool,
) -> Result<Report, i32> {
    let (timeout, answer_mib) = limits;
    let mut variables = Vec::new();
    for pair in env {
        let Some((key, value)) = pair.split_once('=') else {
            return Err(super::usage_error(&format!(
                "--env takes KEY=VALUE, not `{pair}`"
            )));
        };
        variables.push((key.to_owned(), value.to_owned()));
    }
    if save.is_none() && options.fix == FixMode::Write {
        return Err(super::usage_error(
            "--fix needs a file to write: add --save FILE (or use --diff)",
        ));
    }
    let timeout = Duration::from_secs(timeout.max(1));
    let answer_bytes =
        usize::try_from(answer_mib.saturating_mul(1024 * 1024)).unwrap_or(usize::MAX);
    let (captured, shown) = match source {
        Source::Command(command) => {
            let server = ServerCommand {
                command: command.to_vec(),
                env: variables,
                timeout,
                answer_bytes,
            };
            (capture(&server), command.join(" "))
        }
        Source::Url(url) => (
            capture_url(url, timeout, answer_bytes),
            hintlint::server::redact_url(url),
        ),
    };
    let captured = match captured {
        Ok(captured) => captured,
        Err(error) => {
            super::output::stderr_line(&format!("error: {error}"));
            return Err(2);
        }
    };
    if verbose {
        for line in &captured.stderr {
            super::output::stderr_line(&format!("server stderr | {line}"));
        }
    }
    let problems: Vec<InputProblem> = captured
        .skipped_lines
        .iter()
        .map(|line| InputProblem {
            path: format!("server: {shown}"),
            message: format!("skipped a line on stdout that is not JSON-RPC: {line}"),
            is_warning: true,
        })
        .collect();
    let text = captured.to_response();
    if let Some(path) = save {
        if let Err(error) = std::fs::write(path, &text) {
            return Err(super::usage_error(&format!(
                "cannot save to {}: {error}",
                path.display()
            )));
        }
        let mut report = hintlint::check(&[path.to_string_lossy().into_owned()], options);
        report.problems.extend(problems);
        return Ok(report);
    }
    let name = format!("server: {shown}");
    let context = FileContext::named(options);
    // No file to write: --fix needs --save (above), --diff only previews.
    let file = hintlint::check_bytes(&name, text.into_bytes(), Dialect::Json, None, context);
    Ok(Report {
        files: vec![file],
        problems,
        configuration: options.configuration_name(),
    })
}
