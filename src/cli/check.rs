//! `hintlint check`: lint, print the report, return the exit code.

use std::io::IsTerminal;

use clap::{ArgMatches, Args, ValueEnum};

use hintlint::level::Level;
use hintlint::paths::working_repository_root as repository_root;
use hintlint::render::human::HumanStyle;
use hintlint::render::{concise, diff, github, human, json, sarif, statistics};
use hintlint::rules::Rule;
use std::path::{Path, PathBuf};

use hintlint::render::human::Renderer;
use hintlint::report::FileStatus;
use hintlint::wording::plural;
use hintlint::{Config, FixMode, Levels, Options};

/// Arguments of `check`.
#[derive(Debug, Args)]
pub struct CheckArgs {
    /// Source files, manifests and OpenAPI documents, folders and glob
    /// patterns to lint (`.` when none is given); after `--`, paths too
    /// (even one starting with `-`), unless --server is given.
    paths: Vec<String>,
    /// Output format: every report goes to stdout (concise adds its summary
    /// line on stderr).
    #[arg(long, value_enum, default_value = "human")]
    format: Format,
    /// When to colour human output (`NO_COLOR` turns `auto` off).
    #[arg(long, value_enum, default_value = "auto")]
    color: Color,
    /// Allow a rule: do not run or show it (repeatable; the last flag for a
    /// rule wins).
    #[arg(short = 'A', long = "allow", value_name = "RULE")]
    allow: Vec<String>,
    /// Warn on a rule's findings.
    #[arg(short = 'W', long = "warn", value_name = "RULE")]
    warn: Vec<String>,
    /// Deny a rule: its findings fail the run.
    #[arg(short = 'D', long = "deny", value_name = "RULE")]
    deny: Vec<String>,
    /// Apply safe fixes in place; the report shows what remains.
    #[arg(long)]
    fix: bool,
    /// With --fix or --diff, also apply fixes that change what a tool claims.
    #[arg(long)]
    unsafe_fixes: bool,
    /// Print what --fix would change as a unified diff; write nothing.
    #[arg(long)]
    diff: bool,
    /// Print the findings counted per rule and level instead of each
    /// finding (--format human or concise: a table; json: an array).
    #[arg(long, conflicts_with = "diff")]
    statistics: bool,
    /// Use this configuration file instead of the discovered hintlint.toml.
    #[arg(long, value_name = "FILE", conflicts_with = "isolated")]
    config: Option<PathBuf>,
    /// Ignore every configuration file.
    #[arg(long)]
    isolated: bool,
    /// Exit 0 when the paths hold no manifest or OpenAPI document at all
    /// (by default that is an error: the paths, globs or [files] are
    /// probably wrong).
    #[arg(long)]
    allow_empty: bool,
    /// Accept the findings recorded in this baseline file: only new
    /// findings count; entries that match nothing any more are reported.
    #[arg(long, value_name = "FILE", conflicts_with = "write_baseline")]
    baseline: Option<PathBuf>,
    /// Record every finding of this run in a baseline file (then pass it to
    /// --baseline), so that a repository can adopt hintlint at once.
    #[arg(long, value_name = "FILE")]
    write_baseline: Option<PathBuf>,
    /// Also print the findings accepted by exceptions, with their reasons.
    #[arg(long)]
    show_exceptions: bool,
    /// The translator whose method defaults OpenAPI operations get: none,
    /// apisix (api7), infobip, azure-app-service, gram, zilla, api2mcp.
    #[arg(long, value_name = "NAME")]
    translator: Option<String>,
    /// Pair tools without _meta.http with the operations of this OpenAPI
    /// document, by operationId.
    #[arg(long, value_name = "FILE")]
    openapi: Option<PathBuf>,
    /// Say more: name the tools --openapi could not bind and the walked
    /// files skipped for their size, and show a live server's stderr
    /// (--server).
    #[arg(short, long)]
    verbose: bool,
    /// The live server to lint instead of paths.
    #[cfg(feature = "server")]
    #[command(flatten)]
    live: super::live::LiveArgs,
    /// Save the server's answer to FILE (a JSON-RPC response) and lint that file.
    #[cfg(feature = "server")]
    #[arg(long, value_name = "FILE")]
    save: Option<PathBuf>,
    /// Write the report in --format to FILE; the human report still goes to
    /// the terminal.
    #[arg(short = 'o', long = "output", value_name = "FILE")]
    output: Option<PathBuf>,
    /// Lint the text on standard input as the file PATH (its kind,
    /// configuration and imports are PATH's; nothing is read from or
    /// written to PATH itself). With --fix, print the fixed text to stdout
    /// and the findings that remain to stderr.
    #[arg(long, value_name = "PATH", conflicts_with_all = ["paths", "diff", "write_baseline"])]
    stdin_filename: Option<PathBuf>,
}

/// How findings are printed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
enum Format {
    /// rustc-style report with source snippets.
    Human,
    /// `path:line:col: level[rule] message`, one a line (stdout).
    Concise,
    /// One JSON document (stdout).
    Json,
    /// One SARIF 2.1.0 log for code scanning (stdout).
    Sarif,
    /// GitHub Actions workflow commands, one annotation per finding (stdout).
    Github,
}

/// When to use colour.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
enum Color {
    /// When stdout is a terminal and `NO_COLOR` is unset.
    Auto,
    /// Always.
    Always,
    /// Never.
    Never,
}

/// Runs `check` and returns the exit code.
pub fn run(args: CheckArgs, matches: Option<&ArgMatches>) -> i32 {
    let style = HumanStyle {
        color: use_color(args.color),
        graphics: env_unset("NO_GRAPHICS"),
        width: terminal_width(),
    };
    let options = match build_options(&args, matches, style) {
        Ok(options) => options,
        Err(code) => return code,
    };
    if let Some(path) = args.stdin_filename.clone() {
        return stdin(&args, &path, options, style);
    }
    let paths = match paths_to_lint(&args) {
        Ok(paths) => paths,
        Err(message) => return super::usage_error(&message),
    };
    let project = hintlint::project::Project::with_options(options);
    let options = project.options();
    let mut report = match lint(&args, &paths, &project) {
        Ok(report) => report,
        Err(code) => return code,
    };
    if let Err(message) = apply_baseline(&args, &mut report) {
        return super::usage_error(&message);
    }
    say_when_nothing_was_linted(&args, &paths, &mut report);
    let code = if options.fix == FixMode::Diff {
        print_diff(&report)
    } else {
        emit(&report, &args, style)
    };
    // The process ends here: freeing every finding and text one by one
    // would only cost time (a tenth of a run with many findings).
    std::mem::forget(report);
    code
}

/// `--stdin-filename PATH`: the text on standard input linted as PATH (an
/// editor's buffer); with `--fix`, the fixed text on stdout and what
/// remains on stderr.
fn stdin(args: &CheckArgs, path: &Path, mut options: Options, style: HumanStyle) -> i32 {
    use std::io::Read;
    let mut text = String::new();
    if let Err(error) = std::io::stdin().read_to_string(&mut text) {
        return super::usage_error(&format!("cannot read standard input as UTF-8: {error}"));
    }
    let fixing = options.fix == FixMode::Write;
    if fixing {
        // The fixes are made, never written to PATH.
        options.fix = FixMode::Diff;
        options.draw_human = None;
    }
    let mut project = hintlint::project::Project::with_options(options);
    project.set_text(path, text.clone());
    let report = project.lint_file(path);
    let mut run = hintlint::Report {
        files: vec![report],
        ..hintlint::Report::default()
    };
    if let Err(message) = apply_baseline(args, &mut run) {
        return super::usage_error(&message);
    }
    if !fixing {
        return emit(&run, args, style);
    }
    let fixed = run
        .files
        .first()
        .map_or(text, |file| file.source.text.clone());
    if let Err(message) = super::output::stdout(&fixed) {
        return super::usage_error(&message);
    }
    let remaining = hintlint::render::human::render(&run, style, args.show_exceptions);
    super::output::stderr(&remaining);
    match run.exit_code() {
        2 => 2,
        _ if run.summary().errors > 0 => 1,
        _ => 0,
    }
}

/// A run over paths that linted no manifest and no OpenAPI document says
/// so: an error by default, a warning with `--allow-empty`.
fn say_when_nothing_was_linted(args: &CheckArgs, paths: &[String], report: &mut hintlint::Report) {
    if paths.is_empty() {
        return; // a live server
    }
    let linted = report.files.iter().any(|file| {
        matches!(
            file.status,
            FileStatus::Manifest { .. } | FileStatus::Unparsable | FileStatus::InternalError(_)
        )
    });
    if linted {
        return;
    }
    let skipped = report.summary().skipped;
    let mut kinds: std::collections::BTreeMap<&str, usize> = std::collections::BTreeMap::new();
    for file in &report.files {
        if let Some(kind) = file.status.skip_kind() {
            *kinds.entry(kind).or_default() += 1;
        }
    }
    let why = if kinds.is_empty() {
        String::new()
    } else {
        let kinds: Vec<String> = kinds
            .iter()
            .map(|(kind, count)| format!("{count} {kind}"))
            .collect();
        format!(": {}; -v names them", kinds.join(", "))
    };
    report.problems.push(hintlint::report::InputProblem {
        path: paths.join(" "),
        message: nothing_read(
            "lint",
            &format!(
                " ({} skipped{why})",
                hintlint::wording::plural(skipped, "file")
            ),
        ),
        is_warning: args.allow_empty,
    });
}

/// What `check` and `census` say when their paths hold nothing they read
/// (`verb`: what they would have done; `detail`: what they skipped).
pub(super) fn nothing_read(verb: &str, detail: &str) -> String {
    format!(
        "found no MCP tool manifest, OpenAPI document or tool registration in source code to \
         {verb}{detail}; check the paths, globs and [files] of the configuration, or pass \
         --allow-empty"
    )
}

/// `--write-baseline`: records the findings (which then count no more);
/// `--baseline`: accepts those it records and reports its stale entries.
fn apply_baseline(args: &CheckArgs, report: &mut hintlint::Report) -> Result<(), String> {
    use hintlint::baseline::Baseline;
    let root = repository_root();
    if let Some(path) = &args.write_baseline {
        let baseline = Baseline::record(report, &root);
        std::fs::write(path, baseline.to_json())
            .map_err(|error| format!("cannot write the baseline {}: {error}", path.display()))?;
        super::output::stderr_line(&format!(
            "recorded {} in {}",
            hintlint::wording::plural(baseline.findings.len(), "finding"),
            hintlint::paths::display_name(path)
        ));
        baseline.apply(report, &root, &hintlint::paths::display_name(path));
    } else if let Some(path) = &args.baseline {
        let baseline = Baseline::load(path, &root)?;
        baseline.apply(report, &root, &hintlint::paths::display_name(path));
    }
    Ok(())
}

/// The run's options: the configuration, then the command line. `Err`
/// holds the exit code of a failure already reported.
fn build_options(
    args: &CheckArgs,
    matches: Option<&ArgMatches>,
    style: HumanStyle,
) -> Result<Options, i32> {
    let config = match Config::load(args.config.as_deref(), args.isolated, Path::new(".")) {
        Ok(config) => config,
        Err(error) => {
            super::output::stderr(&Renderer::new(style).config_error(&error));
            if args.format == Format::Sarif {
                let failure = sarif::Failure {
                    path: &error.path,
                    message: &error.message,
                };
                let log = sarif::render_failure(&failure, &repository_root());
                let _ = deliver(args.output.as_deref(), &log);
            }
            return Err(2);
        }
    };
    let mut options = Options::from_config(config);
    options.levels = apply_flags(options.levels, matches).map_err(|m| super::usage_error(&m))?;
    if let Some(name) = &args.translator {
        options.translator =
            hintlint::translators::resolve(name).map_err(|m| super::usage_error(&m))?;
    }
    if let Some(path) = &args.openapi {
        let name = hintlint::paths::display_name(path);
        let api = hintlint::binding::pairing::Api::load(path, &name, &repository_root())
            .map_err(|m| super::usage_error(&m))?;
        options.openapi = Some(api);
    }
    options.fix = if args.diff {
        FixMode::Diff
    } else if args.fix {
        FixMode::Write
    } else {
        FixMode::Off
    };
    options.unsafe_fixes = args.unsafe_fixes;
    // Only the human report draws source; with it out of the way, each
    // file's text goes once its findings are located.
    let shows_no_source = options.fix == FixMode::Off && args.output.is_none();
    options.forget_sources = match args.format {
        _ if !shows_no_source => None,
        Format::Concise => Some(hintlint::Positions::FindingStarts),
        Format::Json | Format::Sarif | Format::Github => Some(hintlint::Positions::Everything),
        Format::Human => None,
    };
    // Nothing changes a human report after linting unless fixes or a
    // baseline do: each file is drawn at once and its text let go.
    let nothing_changes_it = options.fix == FixMode::Off
        && args.output.is_none()
        && !args.statistics
        && args.baseline.is_none()
        && args.write_baseline.is_none();
    // A report of one line per finding shows no help, note or fix edit; a
    // SARIF log no help or note, but every fix edit. The statistics read
    // the notes (an expired exception's owner).
    options.brief = shows_no_source
        && !args.statistics
        && matches!(
            args.format,
            Format::Concise | Format::Github | Format::Sarif
        );
    if options.brief && args.format == Format::Sarif {
        options.fix_detail = Some(hintlint::fix::FixDetail::Full);
    }
    options.draw_human =
        (args.format == Format::Human && nothing_changes_it).then_some(hintlint::HumanDrawing {
            style,
            show_exceptions: args.show_exceptions,
        });
    Ok(options)
}

/// Lints the paths, or the live server the arguments name.
fn lint(
    args: &CheckArgs,
    paths: &[String],
    project: &hintlint::project::Project,
) -> Result<hintlint::Report, i32> {
    let options = project.options();
    #[cfg(feature = "server")]
    if args.live.is_live() {
        return super::server::report(&args.live, args.save.as_deref(), options, args.verbose);
    }
    #[cfg(not(feature = "server"))]
    let _ = args;
    Ok(match options.draw_human {
        // Each file's drawing is written to stdout as soon as the files
        // before it are, never held to the end. The writing stops at a file
        // drawn with the report, or when stdout fails (the report, written
        // later, says so).
        Some(drawing) => project.lint_paths_flushing(paths, |file| {
            human::write_when_due(file, drawing, |piece| {
                super::output::stdout_chunks(&[piece]).is_ok()
            })
        }),
        None => project.lint_paths(paths),
    })
}

/// Prints the report in the format asked for (and the human report on the
/// terminal when the machine format goes to a file); returns the exit code.
fn emit(report: &hintlint::Report, args: &CheckArgs, style: HumanStyle) -> i32 {
    if args.statistics {
        let text = match args.format {
            Format::Human | Format::Concise => statistics::human(report),
            Format::Json => statistics::json(report),
            Format::Sarif | Format::Github => {
                return super::usage_error(
                    "--statistics prints a table or JSON: use --format human, concise or json",
                );
            }
        };
        return match deliver(args.output.as_deref(), &text) {
            Ok(()) => report.exit_code(),
            Err(message) => super::usage_error(&message),
        };
    }
    let machine = match args.format {
        Format::Human if args.output.is_some() => {
            let plain = HumanStyle {
                color: false,
                ..style
            };
            Some(human::render(report, plain, args.show_exceptions))
        }
        Format::Human => None,
        // Written as they are made, below.
        Format::Concise | Format::Json | Format::Sarif => None,
        Format::Github => Some(github::render(report, &repository_root())),
    };
    // Reports go to stdout, as ruff's, biome's and eslint's do; stderr is
    // for hintlint's own errors and progress. When the machine format goes
    // to a file, stdout gets the human report; concise output keeps its
    // summary line on stderr, written after the findings (stdout is
    // flushed first), so that a terminal shows it last, as ruff's does.
    let shown = if args.output.is_some() || args.format == Format::Human {
        super::output::stdout_chunks(&human::render_chunks(report, style, args.show_exceptions))
    } else {
        Ok(())
    };
    if let Err(message) = shown {
        return super::usage_error(&message);
    }
    let delivered = match machine {
        Some(machine) => deliver(args.output.as_deref(), &machine),
        None if args.format == Format::Json => {
            deliver_with(args.output.as_deref(), |out| json::write(report, out))
        }
        None if args.format == Format::Concise => {
            deliver_with(args.output.as_deref(), |out| concise::write(report, out))
        }
        None if args.format == Format::Sarif => deliver_with(args.output.as_deref(), |out| {
            sarif::write(report, &repository_root(), out)
        }),
        None => Ok(()),
    };
    if let Err(message) = delivered {
        return super::usage_error(&message);
    }
    if args.format == Format::Concise && args.output.is_none() {
        super::output::stderr_line(&report.summary_line());
    }
    if args.verbose {
        super::output::stderr(&unpaired_tools(report));
        super::output::stderr(&skipped_files(report));
        super::output::stderr(&assumptions(report));
    }
    report.exit_code()
}

/// How many unpaired tools `-v` names before it counts the rest.
const UNPAIRED_SHOWN: usize = 20;

/// `-v`: a line per tool of an OpenAPI pairing that no operation took, with
/// the operations it came closest to, the first [`UNPAIRED_SHOWN`] of the
/// run; the rest are counted (`--format json` lists every one).
fn unpaired_tools(report: &hintlint::Report) -> String {
    let mut out = String::new();
    let mut all = report.files.iter().flat_map(|file| match &file.status {
        hintlint::report::FileStatus::Manifest { unpaired, .. } => unpaired
            .iter()
            .map(|tool| (&file.source.name, tool))
            .collect::<Vec<_>>(),
        _ => Vec::new(),
    });
    for (path, tool) in all.by_ref().take(UNPAIRED_SHOWN) {
        out.push_str(&format!(
            "{}: not bound to an operation: {}\n",
            hintlint::wording::visible(path),
            hintlint::wording::visible(tool)
        ));
    }
    let more = all.count();
    if more > 0 {
        out.push_str(&format!(
            "… and {more} more not bound to an operation; `--format json` lists all\n"
        ));
    }
    out
}

/// `-v`: what reading each source file had to assume.
fn assumptions(report: &hintlint::Report) -> String {
    let mut out = String::new();
    for file in &report.files {
        if let hintlint::report::FileStatus::Manifest { assumed, .. } = &file.status {
            for assumption in assumed {
                out.push_str(&format!(
                    "{}: {assumption}\n",
                    hintlint::wording::visible(&file.source.name)
                ));
            }
        }
    }
    out
}

/// `-v`: every walked file that was not linted, and why.
fn skipped_files(report: &hintlint::Report) -> String {
    report
        .files
        .iter()
        .filter_map(|file| {
            let why = file.status.skipped_because()?;
            Some(format!(
                "{}: skipped: {why}\n",
                hintlint::wording::visible(&file.source.name)
            ))
        })
        .collect()
}

/// Writes a machine-readable report to `output`, or to stdout.
fn deliver(output: Option<&Path>, text: &str) -> Result<(), String> {
    deliver_with(output, |out| out.write_all(text.as_bytes()))
}

/// [`deliver`] for a report `write` produces as it goes.
fn deliver_with(
    output: Option<&Path>,
    write: impl FnOnce(&mut dyn std::io::Write) -> std::io::Result<()>,
) -> Result<(), String> {
    match output {
        Some(path) => {
            let written = std::fs::File::create(path).and_then(|file| {
                let mut out = std::io::BufWriter::with_capacity(1 << 16, file);
                write(&mut out)?;
                std::io::Write::flush(&mut out)
            });
            written.map_err(|error| format!("cannot write the report: {error}"))
        }
        None => super::output::stdout_with(write),
    }
}

/// The paths to lint: those given, and those after `--` unless a server is
/// the input; `.` when there are none. A path given together with
/// `--server` or `--url` is a usage error, never silently dropped.
fn paths_to_lint(args: &CheckArgs) -> Result<Vec<String>, String> {
    #[cfg(feature = "server")]
    {
        let live = args.live.is_live();
        if live && let Some(path) = args.paths.first() {
            return Err(format!(
                "`{path}`: a path cannot be combined with --server or --url, which lint \
                 a live server's tools (use --save FILE to keep them)"
            ));
        }
        if args.live.url.is_some() && !args.live.command.is_empty() {
            return Err("--url takes no command after `--`".to_owned());
        }
        if live {
            return Ok(Vec::new());
        }
        let mut paths = args.paths.clone();
        paths.extend(args.live.command.iter().cloned());
        if paths.is_empty() {
            paths.push(".".to_owned());
        }
        Ok(paths)
    }
    #[cfg(not(feature = "server"))]
    {
        let mut paths = args.paths.clone();
        if paths.is_empty() {
            paths.push(".".to_owned());
        }
        Ok(paths)
    }
}

/// `--diff`: the diffs on stdout, a summary on stderr. Files that do not
/// parse are named (they could not be considered), and so is what would
/// remain at deny level; exit code 1 when something would change or an
/// error would remain.
fn print_diff(report: &hintlint::Report) -> i32 {
    if let Err(message) = super::output::stdout(&diff::render(report)) {
        return super::usage_error(&message);
    }
    for problem in report.all_problems() {
        super::output::stderr_line(&format!("{}: {}", problem.path, problem.message));
    }
    for file in &report.files {
        if file.status != FileStatus::Unparsable {
            continue;
        }
        for finding in &file.findings {
            let at = file.source.position(finding.diagnostic.primary.span.start);
            super::output::stderr_line(&format!(
                "{}:{}:{}: not considered: {}",
                file.source.name, at.line, at.column, finding.diagnostic.message
            ));
        }
    }
    let summary = report.summary();
    let mut line = format!(
        "would apply {} in {}",
        plural(summary.fixed, "fix"),
        plural(summary.fixed_files, "file")
    );
    if summary.errors > 0 {
        line.push_str(&format!(
            "; {} would remain",
            plural(summary.errors, "error")
        ));
    }
    // As the report's summary does, whatever else the line says.
    if summary.fixable_unsafe > 0 {
        line.push_str(&format!(
            "; {} more fixable with --unsafe-fixes",
            summary.fixable_unsafe
        ));
    }
    super::output::stderr_line(&line);
    match report.exit_code() {
        2 => 2,
        _ if summary.fixed > 0 || summary.errors > 0 => 1,
        _ => 0,
    }
}

/// `levels` (the defaults with `[lints]` of the configuration) after
/// `-A`/`-W`/`-D`, applied in command-line order.
fn apply_flags(mut levels: Levels, matches: Option<&ArgMatches>) -> Result<Levels, String> {
    let Some(matches) = matches else {
        return Ok(levels);
    };
    let mut flags: Vec<(usize, Level, &String)> = Vec::new();
    for (id, level) in [
        ("allow", Level::Allow),
        ("warn", Level::Warn),
        ("deny", Level::Deny),
    ] {
        let (Some(indices), Some(values)) =
            (matches.indices_of(id), matches.get_many::<String>(id))
        else {
            continue;
        };
        flags.extend(
            indices
                .zip(values)
                .map(|(index, value)| (index, level, value)),
        );
    }
    flags.sort_by_key(|(index, _, _)| *index);
    for (_, level, name) in flags {
        levels.set(name.parse::<Rule>()?, level);
    }
    Ok(levels)
}

fn use_color(choice: Color) -> bool {
    match choice {
        Color::Always => true,
        Color::Never => false,
        Color::Auto => env_unset("NO_COLOR") && std::io::stdout().is_terminal(),
    }
}

/// Whether an environment variable is unset or empty (the `NO_COLOR`
/// convention).
fn env_unset(name: &str) -> bool {
    std::env::var_os(name).is_none_or(|value| value.is_empty())
}

fn terminal_width() -> usize {
    std::env::var("COLUMNS")
        .ok()
        .and_then(|columns| columns.parse().ok())
        .unwrap_or(100)
}
