//! `hintlint init`: write the starter configuration.

use std::path::Path;

use clap::Args;
use hintlint::config::init::write_starter;

/// `hintlint init`.
#[derive(Debug, Args)]
pub struct InitArgs {
    /// Write it even though a hintlint.toml of a folder above (up to the
    /// repository root) applies here: the new one then shadows it for this
    /// folder.
    #[arg(long)]
    nested: bool,
}

/// Writes `hintlint.toml` into the current folder, never over one, and not
/// where another one already applies unless `--nested` says so.
pub fn run(args: &InitArgs) -> i32 {
    let here = Path::new(".");
    if !args.nested
        && let Some(applies) = hintlint::config::discover(here)
        && applies.parent() != std::path::absolute(here).ok().as_deref()
    {
        return super::usage_error(&format!(
            "{} already applies here; a hintlint.toml in this folder would shadow it for \
             everything below: edit that one, or pass --nested to write one here anyway",
            hintlint::paths::display_name(&applies)
        ));
    }
    match write_starter(here) {
        Ok(path) => {
            super::output::stderr_line(&format!("wrote {}", hintlint::paths::display_name(&path)));
            0
        }
        Err(message) => super::usage_error(&message),
    }
}
