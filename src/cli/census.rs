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
    /// A live server counted as a tree of its own, besides the paths.
    #[cfg(feature = "server")]
    #[command(flatten)]
    live: super::live::LiveArgs,
}

/// Runs `census`: 0, or 2 when a path named cannot be read or parsed.
pub fn run(args: &CensusArgs) -> i32 {
    let here = std::env::current_dir().unwrap_or_else(|_| PathBuf::from("."));
    let config = match Config::load(args.config.as_deref(), args.isolated, &here) {
        Ok(config) => config,
        Err(error) => {
            super::output::stderr_line(&format!("error: {}: {}", error.path, error.message));
            return 2;
        }
    };
    let project = hintlint::project::Project::with_options(Options::from_config(config));
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
