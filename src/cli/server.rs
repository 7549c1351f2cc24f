//! `--server -- CMD…` and `--url URL`: capture a live server's tools, to
//! lint them (`check`) or compare them (`diff`).

use std::path::Path;
use std::time::Duration;

use hintlint::lint::FileContext;
use hintlint::parse::Dialect;
use hintlint::report::InputProblem;
use hintlint::server::{ServerCommand, capture, capture_url, location};
use hintlint::{FixMode, Options, Report};

use super::live::{LiveArgs, headers};

/// A live server's answer to `tools/list`.
pub struct Captured {
    /// The answer as a JSON-RPC response, one tool a line.
    pub text: String,
    /// Where its findings are located: a URI naming the server.
    pub location: String,
    /// Lines of its stdout that were skipped.
    pub problems: Vec<InputProblem>,
}

/// Captures the tools of the server `live` names. `Err` holds the exit
/// code of a failure already reported.
pub fn capture_live(live: &LiveArgs, verbose: bool) -> Result<Captured, i32> {
    let mut variables = Vec::new();
    for pair in &live.env {
        let Some((key, value)) = pair.split_once('=') else {
            return Err(super::usage_error(&format!(
                "--env takes KEY=VALUE, not `{pair}`"
            )));
        };
        variables.push((key.to_owned(), value.to_owned()));
    }
    let sent_headers = headers(&live.header, |name| std::env::var(name).ok())
        .map_err(|message| super::usage_error(&message))?;
    let timeout = Duration::from_secs(live.timeout.max(1));
    let answer_bytes =
        usize::try_from(live.max_answer_size.saturating_mul(1024 * 1024)).unwrap_or(usize::MAX);
    let (captured, shown) = match &live.url {
        None => {
            let server = ServerCommand {
                command: live.command.clone(),
                env: variables,
                timeout,
                answer_bytes,
            };
            (capture(&server), live.command.join(" "))
        }
        Some(url) => (
            capture_url(url, &sent_headers, timeout, answer_bytes),
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
        super::output::stderr_line(&format!("server: spoke {}", captured.protocol));
        for line in &captured.stderr {
            super::output::stderr_line(&format!("server stderr | {line}"));
        }
    }
    let problems = captured
        .skipped_lines
        .iter()
        .map(|line| InputProblem {
            path: format!("server: {shown}"),
            message: format!("skipped a line on stdout that is not JSON-RPC: {line}"),
            is_warning: true,
        })
        .collect();
    let location = match &live.url {
        Some(url) => location::of_url(url),
        None => location::of_command(captured.server_name.as_deref(), &live.command),
    };
    Ok(Captured {
        text: captured.to_response(),
        location,
        problems,
    })
}

/// Captures the server's tools and lints them: as the file `save` when
/// given (locations point into it), else as a virtual file located at a
/// URI naming the server.
pub fn report(
    live: &LiveArgs,
    save: Option<&Path>,
    options: &Options,
    verbose: bool,
) -> Result<Report, i32> {
    if save.is_none() && options.fix == FixMode::Write {
        return Err(super::usage_error(
            "--fix needs a file to write: add --save FILE (or use --diff)",
        ));
    }
    let captured = capture_live(live, verbose)?;
    if let Some(path) = save {
        if let Err(error) = std::fs::write(path, &captured.text) {
            return Err(super::usage_error(&format!(
                "cannot save to {}: {error}",
                path.display()
            )));
        }
        let mut report = hintlint::check(&[path.to_string_lossy().into_owned()], options);
        report.problems.extend(captured.problems);
        return Ok(report);
    }
    let context = FileContext::named(options);
    // No file to write: --fix needs --save (above), --diff only previews.
    let mut file = hintlint::check_bytes(
        &captured.location,
        captured.text.into_bytes(),
        Dialect::Json,
        None,
        context,
    );
    // Code scanning and baselines take the location as the URI it is.
    file.source.uri = Some(captured.location);
    Ok(Report {
        files: vec![file],
        problems: captured.problems,
        configuration: options.configuration_name(),
    })
}
