//! hintlint: a rustc-style linter for the hints of MCP tool manifests.
//!
//! [`check`] lints files, folders and globs and returns a [`Report`]; the
//! [`render`] module turns a report into human, concise or JSON output.
#![forbid(unsafe_code)]

mod binding;
pub mod config;
mod config_report;
pub mod diagnostic;
pub mod fix;
pub mod hint;
pub mod inputs;
pub mod level;
pub mod lint;
pub mod manifest;
pub mod mapping;
pub mod pairing;
pub mod parallel;
pub mod parse;
pub mod profile;
pub mod render;
pub mod report;
pub mod rules;
#[cfg(feature = "server")]
pub mod server;
pub mod source;
pub mod suggest;
pub mod suppress;

pub use config::Config;
pub use fix::file::FixMode;
pub use report::Report;
pub use rules::Levels;

/// What a run does besides linting.
#[derive(Debug, Default)]
pub struct Options {
    /// The level of every rule (configuration, then command line).
    pub levels: Levels,
    /// The loaded `hintlint.toml` (empty when there is none).
    pub config: Config,
    /// Whether fixes are applied, previewed or only reported.
    pub fix: FixMode,
    /// Whether unsafe fixes are applied too.
    pub unsafe_fixes: bool,
    /// The translator whose method defaults OpenAPI operations get (none:
    /// what the document does not say takes the MCP defaults).
    pub translator: Option<mapping::Table>,
    /// The OpenAPI document that tools without `_meta.http` are paired
    /// with (`--openapi`).
    pub openapi: Option<pairing::Api>,
}

impl Options {
    /// The options a configuration gives: its `[lints]` over the default
    /// levels, no fixing.
    pub fn from_config(config: Config) -> Options {
        let mut levels = Levels::default();
        for (rule, level) in &config.lints {
            levels.set(*rule, *level);
        }
        Options {
            levels,
            translator: config.translator.as_deref().and_then(mapping::builtin),
            config,
            ..Options::default()
        }
    }
}

impl Options {
    /// The configuration file in force, as shown.
    pub fn configuration_name(&self) -> Option<String> {
        self.config
            .source
            .as_ref()
            .map(|source| source.name.clone())
    }
}

/// Lints (and, as `options` say, fixes) everything `paths` names: files,
/// folders and globs, spread over the machine's cores.
pub fn check(paths: &[String], options: &Options) -> Report {
    let (inputs, problems) = inputs::collect(paths, &options.config);
    let mut files = parallel::map(&inputs, |input| {
        let context = lint::FileContext {
            options,
            relative: input.relative.as_deref(),
            origin: input.origin,
        };
        // A panic is a bug in hintlint; it costs the file, not the run.
        std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            let report = lint::lint_file(&input.path, &input.name, context);
            fix::file::fix_file(&input.path, report, context)
        }))
        .unwrap_or_else(|panic| report::FileReport::internal_error(&input.name, panic.as_ref()))
    });
    let walked = paths.iter().any(|path| std::path::Path::new(path).is_dir());
    let linted: Vec<&str> = inputs
        .iter()
        .filter_map(|input| input.relative.as_deref())
        .collect();
    files.extend(config_report::unused(
        &options.config,
        &options.levels,
        |globs| {
            if globs.is_empty() {
                walked
            } else {
                linted
                    .iter()
                    .any(|path| config::files_match(globs, Some(path)))
            }
        },
    ));
    Report {
        files,
        problems,
        configuration: options.configuration_name(),
    }
}
