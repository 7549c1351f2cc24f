//! A run over paths: collect the inputs, lint and fix each file on the
//! machine's cores (a panic costs the file, not the run), then report the
//! configuration entries the run did not use.

use std::path::Path;

use crate::findings::report::FileReport;
use crate::findings::report::Report;
use crate::lint::FileContext;
use crate::lint::options::Options;
use crate::tools::parse::Dialect;

/// Lints a text given as bytes (shown as `name`), then fixes it as
/// `context.options` say, writing to `write_to` under `--fix`. The one entry
/// point for every text, files and live servers alike: a panic in hintlint
/// costs this text, not the run.
pub fn check_bytes(
    name: &str,
    bytes: Vec<u8>,
    dialect: Dialect,
    write_to: Option<&Path>,
    context: FileContext<'_>,
) -> FileReport {
    std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        let report = crate::lint::lint_bytes(name, dialect, bytes, context);
        crate::lint::autofix::file::fix_file(write_to, dialect, report, context)
    }))
    .unwrap_or_else(|panic| FileReport::internal_error(name, panic.as_ref()))
}

/// Lints (and, as `options` say, fixes) everything `paths` names: files,
/// folders and globs, spread over the machine's cores.
pub fn check(paths: &[String], options: &Options) -> Report {
    check_flushing(paths, options, |_| false)
}

/// [`check`], handing each file's report to `flush` in the order of the
/// files as soon as those before it are done, until `flush` answers
/// `false`: a human report drawn as files are linted is written as it goes
/// instead of being held to the end. Files that get findings after all are
/// linted (source code registering tools) are not drawn then: `flush`
/// stops at the first of them.
pub fn check_flushing(
    paths: &[String],
    options: &Options,
    flush: impl FnMut(&mut FileReport) -> bool + Send,
) -> Report {
    check_in(paths, options, &*crate::base::files::DISK, flush)
}

/// [`check_flushing`] with the texts of the files coming from `texts`: a
/// file it holds an unsaved buffer of is linted as that buffer (and never
/// written), and imports are followed through it.
pub fn check_in(
    paths: &[String],
    options: &Options,
    texts: &dyn crate::base::files::TextSource,
    flush: impl FnMut(&mut FileReport) -> bool + Send,
) -> Report {
    let (inputs, problems) = crate::lint::inputs::collect(paths, &options.config);
    let here = std::env::current_dir().unwrap_or_else(|_| std::path::PathBuf::from("."));
    let repository = crate::base::named_file::repository_of(&here);
    // The modules no entry point of their project loads.
    #[cfg(feature = "source")]
    let unimported = crate::lint::reach::unimported(&inputs, texts);
    let work = |input: &crate::lint::inputs::Input| {
        let context = FileContext {
            options,
            relative: input.relative.as_deref(),
            origin: input.origin,
            path: Some(&input.path),
            texts,
            only: None,
            #[cfg(feature = "source")]
            unimported: unimported.contains(&input.path),
            #[cfg(not(feature = "source"))]
            unimported: false,
        };
        let dialect = Dialect::of_path(&input.path);
        if !texts.admits(&input.path) {
            // Outside a bounded project (the MCP endpoint's workspace).
            let why = crate::base::files::OUTSIDE.to_owned();
            return FileReport::unreadable(&input.name, why);
        }
        if let Some(buffer) = texts.buffer(&input.path) {
            // An unsaved buffer: linted as it is, never written over.
            let bytes = buffer.as_bytes().to_vec();
            let mut report = check_bytes(&input.name, bytes, dialect, None, context);
            report.source.uri = crate::base::paths::uri_of_non_utf8(&input.path);
            return report;
        }
        if let Some(skip) = &input.skip {
            return FileReport::skipped(&input.name, skip.clone());
        }
        if input.origin == crate::lint::inputs::Origin::Named
            && crate::base::named_file::linked_out_of(&input.path, &repository)
        {
            return FileReport::unreadable(
                &input.name,
                crate::base::named_file::LINKED_OUT.to_owned(),
            );
        }
        // A walked file's size is checked before it is read.
        let cap = match input.origin {
            crate::lint::inputs::Origin::Found => crate::lint::inputs::walked_cap(dialect),
            crate::lint::inputs::Origin::Named => u64::MAX,
        };
        let mut report = match crate::base::files::read_capped(&input.path, cap) {
            Ok(bytes) => check_bytes(&input.name, bytes, dialect, Some(&input.path), context),
            Err(crate::base::files::Unread::TooLarge(size)) => {
                FileReport::too_large(&input.name, size, cap)
            }
            Err(crate::base::files::Unread::Failed(why)) => {
                FileReport::unreadable(&input.name, why)
            }
        };
        report.source.uri = crate::base::paths::uri_of_non_utf8(&input.path);
        // Source code that registers tools may still get findings about
        // the other files of its server (and name where theirs are): its
        // text stays until then.
        if !report.registers_tools() {
            draw_or_forget(&mut report, options);
        }
        report
    };
    let mut files = crate::base::parallel::map_flushing_in_order(&inputs, work, flush);
    #[cfg(feature = "source")]
    crate::lint::servers::duplicate_names(&mut files, &inputs, &options.levels);
    if let Some(kept) = options.forget_sources {
        for file in &mut files {
            if file.registers_tools() && file.fix.is_none() {
                file.forget_text(kept);
            }
        }
    }
    let walked = paths.iter().any(|path| std::path::Path::new(path).is_dir());
    let linted: Vec<&str> = inputs
        .iter()
        .filter_map(|input| input.relative.as_deref())
        .collect();
    let mut used = crate::findings::report::UsedEntries::default();
    for file in &files {
        used.merge(&file.used);
    }
    files.extend(crate::findings::config_report::unused(
        &options.config,
        &options.levels,
        &used,
        |globs| {
            if globs.is_empty() {
                walked
            } else {
                linted
                    .iter()
                    .any(|path| crate::findings::config::files_match(globs, Some(path)))
            }
        },
    ));
    if options.brief {
        // Findings made after linting: across files, and about the
        // configuration.
        for finding in files.iter_mut().flat_map(|file| &mut file.findings) {
            finding.diagnostic.keep_brief(options.fix_detail());
        }
    }
    Report {
        files,
        problems,
        configuration: options.configuration_name(),
    }
}

/// Lets a linted file's text go when nothing can change its report any
/// more (no fix): drawn first for a human report, else located where a
/// machine format asks.
fn draw_or_forget(report: &mut FileReport, options: &Options) {
    if report.fix.is_some() {
        return;
    }
    if let Some(drawing) = options.draw_human {
        let offsets = crate::render::human::offsets_drawn(report, drawing.show_exceptions);
        report.source.keep_positions(offsets);
        if crate::render::human::drawn_when_written(report, drawing.show_exceptions) {
            // Drawn piece by piece when its turn to be written comes.
            return;
        }
        report.drawn = Some(crate::render::human::draw_file(
            report,
            drawing.style,
            drawing.show_exceptions,
        ));
        // Nothing asks for a position once the file is drawn.
        report.source.drop_text();
    } else if let Some(kept) = options.forget_sources {
        report.forget_text(kept);
    }
}
