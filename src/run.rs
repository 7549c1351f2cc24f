//! A run over paths: collect the inputs, lint and fix each file on the
//! machine's cores (a panic costs the file, not the run), then report the
//! configuration entries the run did not use.

use crate::{Options, Report};

/// Lints (and, as `options` say, fixes) everything `paths` names: files,
/// folders and globs, spread over the machine's cores.
pub fn check(paths: &[String], options: &Options) -> Report {
    let (inputs, problems) = crate::inputs::collect(paths, &options.config);
    let mut files = crate::parallel::map(&inputs, |input| {
        let context = crate::lint::FileContext {
            options,
            relative: input.relative.as_deref(),
            origin: input.origin,
        };
        // A panic is a bug in hintlint; it costs the file, not the run.
        std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
            let report = crate::lint::lint_file(&input.path, &input.name, context);
            crate::autofix::file::fix_file(&input.path, report, context)
        }))
        .unwrap_or_else(|panic| {
            crate::report::FileReport::internal_error(&input.name, panic.as_ref())
        })
    });
    let walked = paths.iter().any(|path| std::path::Path::new(path).is_dir());
    let linted: Vec<&str> = inputs
        .iter()
        .filter_map(|input| input.relative.as_deref())
        .collect();
    files.extend(crate::config_report::unused(
        &options.config,
        &options.levels,
        |globs| {
            if globs.is_empty() {
                walked
            } else {
                linted
                    .iter()
                    .any(|path| crate::config::files_match(globs, Some(path)))
            }
        },
    ));
    Report {
        files,
        problems,
        configuration: options.configuration_name(),
    }
}
