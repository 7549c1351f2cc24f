//! hintlint: a rustc-style linter for the hints of MCP tool manifests.
//!
//! [`check`] lints files, folders and globs and returns a [`Report`]; the
//! [`render`] module turns a report into human, concise or JSON output.
#![forbid(unsafe_code)]

pub mod diagnostic;
pub mod fix;
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

pub use fix::file::FixMode;
pub use report::Report;
pub use rules::Levels;

/// What a run does besides linting.
#[derive(Debug, Clone, Default)]
pub struct Options {
    /// The level of every rule.
    pub levels: Levels,
    /// Whether fixes are applied, previewed or only reported.
    pub fix: FixMode,
    /// Whether unsafe fixes are applied too.
    pub unsafe_fixes: bool,
}

/// Lints (and, as `options` say, fixes) everything `paths` names: files,
/// folders and globs, spread over the machine's cores.
pub fn check(paths: &[String], options: &Options) -> Report {
    let (inputs, problems) = inputs::collect(paths);
    let files = parallel::map(&inputs, |input| {
        let report = lint::lint_file(&input.path, &input.name, input.origin, &options.levels);
        fix::file::fix_file(
            &input.path,
            report,
            options.fix,
            options.unsafe_fixes,
            &options.levels,
        )
    });
    Report { files, problems }
}
