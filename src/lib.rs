//! hintlint: a rustc-style linter for the hints of MCP tool manifests.
//!
//! [`check`] lints files, folders and globs and returns a [`Report`]; the
//! [`render`] module turns a report into human, concise or JSON output.
#![forbid(unsafe_code)]

pub mod diagnostic;
pub mod hint;
pub mod inputs;
pub mod level;
pub mod lint;
pub mod manifest;
pub mod parallel;
pub mod parse;
pub mod profile;
pub mod render;
pub mod report;
pub mod rules;
pub mod source;
pub mod suggest;

pub use report::Report;
pub use rules::Levels;

/// Lints everything `paths` names (files, folders, globs) at `levels`,
/// spreading the files over the machine's cores.
pub fn check(paths: &[String], levels: &Levels) -> Report {
    let (inputs, problems) = inputs::collect(paths);
    let files = parallel::map(&inputs, |input| {
        lint::lint_file(&input.path, &input.name, input.origin, levels)
    });
    Report { files, problems }
}
