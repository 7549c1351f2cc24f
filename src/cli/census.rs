//! `hintlint census PATHS`: how every tree's tools state their hints.

use std::path::PathBuf;

use clap::{Args, ValueEnum};

use hintlint::render::census as render;
use hintlint::{Config, Options};

/// Output formats of `census`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
enum CensusFormat {
    /// Aligned tables.
    Human,
    /// One JSON document.
    Json,
    /// Markdown sections (for a CI job summary).
    Markdown,
}

/// `hintlint census`.
#[derive(Debug, Args)]
pub struct CensusArgs {
    /// Files, folders and globs, each counted as a tree of its own (`.`
    /// when none is given).
    paths: Vec<String>,
    /// Output format.
    #[arg(long, value_enum, default_value_t = CensusFormat::Human)]
    format: CensusFormat,
    /// Use this configuration ([files], [openapi]) instead of the
    /// discovered hintlint.toml.
    #[arg(long, value_name = "FILE", conflicts_with = "isolated")]
    config: Option<PathBuf>,
    /// Ignore every configuration file.
    #[arg(long)]
    isolated: bool,
    /// Merge repositories' censuses instead of counting: the paths are
    /// files written by `census --format json` (or folders of them), one
    /// per repository; prints a row per repository and the fleet's total.
    #[arg(long, conflicts_with_all = ["config", "isolated"])]
    merge: bool,
    /// List each tool counted under its file: its name, line, and each hint
    /// as written and as sent (`--format json`: `listed_tools`).
    #[arg(long, conflicts_with = "merge")]
    tools: bool,
    /// A live server counted as a tree of its own, besides the paths.
    #[cfg(feature = "server")]
    #[command(flatten)]
    live: super::live::LiveArgs,
}

/// Runs `census`: 0, or 2 when a path named cannot be read or parsed.
pub fn run(args: &CensusArgs) -> i32 {
    if args.merge {
        return merge(args);
    }
    let here = std::env::current_dir().unwrap_or_else(|_| PathBuf::from("."));
    let config = match Config::load(args.config.as_deref(), args.isolated, &here) {
        Ok(config) => config,
        Err(error) => {
            super::output::stderr_line(&format!("error: {}: {}", error.path, error.message));
            return 2;
        }
    };
    let options = Options {
        list_tools: args.tools,
        ..Options::from_config(config)
    };
    let project = hintlint::project::Project::with_options(options);
    #[cfg(feature = "server")]
    let live = args.live.is_live();
    #[cfg(not(feature = "server"))]
    let live = false;
    let mut paths = args.paths.clone();
    // After `--`, paths too, unless they are the server's command.
    #[cfg(feature = "server")]
    if !live {
        paths.extend(args.live.command.iter().cloned());
    }
    if paths.is_empty() && !live {
        paths.push(".".to_owned());
    }
    let (trees, problems) = project.census(&paths);
    #[cfg(feature = "server")]
    let trees = if live {
        match server_tree(&args.live, project.options()) {
            Ok(tree) => trees.into_iter().chain([tree]).collect(),
            Err(code) => return code,
        }
    } else {
        trees
    };
    let text = match args.format {
        CensusFormat::Human => render::human(&trees),
        CensusFormat::Json => render::json(&trees),
        CensusFormat::Markdown => render::markdown(&trees),
    };
    if let Err(error) = super::output::stdout(&text) {
        return super::usage_error(&error);
    }
    let mut code = 0;
    for problem in &problems {
        let kind = if problem.is_warning {
            "warning"
        } else {
            "error"
        };
        super::output::stderr_line(&format!("{kind}: {}: {}", problem.path, problem.message));
        if !problem.is_warning {
            code = 2;
        }
    }
    if trees.iter().any(|tree| !tree.unparsable.is_empty()) {
        code = 2;
    }
    code
}

/// The census of a live server's tools, as a tree named by its location.
#[cfg(feature = "server")]
fn server_tree(
    live: &super::live::LiveArgs,
    options: &Options,
) -> Result<hintlint::census::TreeCensus, i32> {
    let captured = super::server::capture_live(live, false)?;
    let file = hintlint::census::of_text(
        &captured.location,
        &captured.text,
        hintlint::parse::Dialect::Json,
        None,
        options,
    )
    .map_err(|why| super::usage_error(&format!("{}: {why}", captured.location)))?;
    Ok(hintlint::census::TreeCensus::of_files(
        captured.location,
        file.into_iter().collect(),
    ))
}

/// `census --merge FILE…`: each census file read in turn and written as a
/// row at once, then the fleet's total; 2 when a file cannot be read (the
/// others are still counted).
fn merge(args: &CensusArgs) -> i32 {
    #[cfg(feature = "server")]
    if args.live.is_live() {
        return super::usage_error("--merge reads census files, not a live server");
    }
    if args.paths.is_empty() {
        return super::usage_error(
            "census --merge needs the census files to merge (`hintlint census --merge census/*.json`)",
        );
    }
    let json = match args.format {
        CensusFormat::Human => false,
        CensusFormat::Json => true,
        CensusFormat::Markdown => {
            return super::usage_error(
                "census --merge prints text or JSON: use --format human or json",
            );
        }
    };
    let files = hintlint::census_merge::census_files(&args.paths);
    if json && let Err(error) = super::output::stdout(render::MERGED_JSON_START) {
        return super::usage_error(&error);
    }
    let mut first = true;
    let mut failed = None;
    let fleet = hintlint::census_merge::merge(&files, |repository| {
        let row = match json {
            true => render::repository_json(repository, first),
            false => render::repository_row(repository),
        };
        first = false;
        if let Err(error) = super::output::stdout(&row) {
            failed.get_or_insert(error);
        }
    });
    let closing = match json {
        true => render::fleet_json(&fleet),
        false => render::fleet(&fleet),
    };
    if let Some(error) = failed.or_else(|| super::output::stdout(&closing).err()) {
        return super::usage_error(&error);
    }
    for (path, why) in &fleet.unreadable {
        super::output::stderr_line(&format!("error: {path}: {why}"));
    }
    if fleet.unreadable.is_empty() { 0 } else { 2 }
}
