//! `hintlint.toml`: discovery, parsing (TOML with spans), validation into
//! the settings a run uses, and the starter file of `hintlint init`.

mod error;
pub mod init;
pub mod limits;
pub mod presets;
mod raw;
pub mod reason;
mod validate;

use std::ops::Range;
use std::path::{Path, PathBuf};

pub use crate::base::pattern::{Glob, files_match};
pub use crate::tools::binding::configured::{BindingMethod, ConfigBinding, MethodSource};

pub use error::ConfigError;

use crate::base::hint::{Hint, HintSet};
use crate::base::level::Level;
use crate::base::paths::{display_name, relative_path};
use crate::document::source::SourceFile;
use crate::findings::rules::{InertStyle, Rule};

/// The file name looked for.
pub const FILE_NAME: &str = "hintlint.toml";

/// The largest configuration read, in bytes. A real `hintlint.toml` is a
/// few kilobytes (a large monorepo's, with hundreds of exceptions, tens);
/// a mebibyte is a hundred times that, and is parsed and validated in
/// milliseconds. Without a cap, 80 MB of globs took 15 s and 5 GB.
pub const MAX_BYTES: u64 = 1 << 20;

/// An `[[exception]]`: operation-specific evidence that accepts findings.
#[derive(Debug, Clone)]
pub struct ConfigException {
    /// Tool-name glob.
    pub tool: Glob,
    /// The rule.
    pub rule: Rule,
    /// The hint it is limited to.
    pub hint: Option<Hint>,
    /// File globs (all files when empty).
    pub files: Vec<Glob>,
    /// The evidence.
    pub reason: String,
    /// Who answers for it.
    pub owner: Option<String>,
    /// The last day it holds: after it, it accepts nothing and is itself
    /// reported (`expired-exception`).
    pub expires: Option<crate::base::expiry::Date>,
    /// The `[[exception]]` header in the config text.
    pub span: Range<usize>,
    /// `hintlint.toml:12`.
    pub origin: String,
}

impl ConfigException {
    /// Whether the exception accepts a finding of `rule` about tool `tool`
    /// at `pointer` in the file at `path`.
    pub fn accepts(
        &self,
        rule: Rule,
        tool: Option<&str>,
        pointer: &str,
        path: Option<&str>,
    ) -> bool {
        // The hint is the last member of the pointer, wherever it is written:
        // `annotations`, `x-mcp-annotations`, `x-speakeasy-mcp`.
        let hint_matches = self
            .hint
            .is_none_or(|hint| pointer.rsplit('/').next() == Some(hint.key()));
        self.rule == rule
            && self.tool.matches(tool.unwrap_or(""))
            && hint_matches
            && files_match(&self.files, path)
    }
}

/// A loaded, validated configuration.
#[derive(Debug, Default, Clone)]
pub struct Config {
    /// The file it came from, with its text (for findings located in it).
    pub source: Option<SourceFile>,
    /// The folder that relative paths in it are relative to.
    pub root: Option<PathBuf>,
    /// `[lints]`.
    pub lints: Vec<(Rule, Level)>,
    /// `[files] include`.
    pub include: Vec<Glob>,
    /// `[files] exclude`.
    pub exclude: Vec<Glob>,
    /// `[files] extend-include`: what a walk reads besides JSON and JSONC.
    pub extend_include: Vec<Glob>,
    /// `[style] inert-style`.
    pub inert_style: InertStyle,
    /// `[[binding]]`s.
    pub bindings: Vec<ConfigBinding>,
    /// `[[exception]]`s.
    pub exceptions: Vec<ConfigException>,
    /// `[openapi] translator`: a built-in table name (`None` for none).
    pub translator: Option<String>,
    /// `[require]`: what a review profile requires (`None`: no table).
    pub require: Option<Require>,
    /// `[actions]`: the verbs that make an action destructive.
    pub destructive_verbs: crate::tools::manifest::actions::DestructiveVerbs,
}

/// `[require]`, with its preset applied.
#[derive(Debug, Clone)]
pub struct Require {
    /// The preset it names.
    pub preset: Option<&'static presets::Preset>,
    /// The hints that must be written (`None`: as the inert style says).
    pub hints: Option<HintSet>,
    /// Whether `missing-title` runs.
    pub title: bool,
}

impl Config {
    /// Finds and loads the configuration: `explicit` when given, none when
    /// `isolated`, else the first `hintlint.toml` in `start` or a folder
    /// above it within the repository.
    pub fn load(
        explicit: Option<&Path>,
        isolated: bool,
        start: &Path,
    ) -> Result<Config, ConfigError> {
        let path = match explicit {
            Some(path) => path.to_path_buf(),
            None if isolated => return Ok(Config::default()),
            None => match discover(start) {
                Some(path) => path,
                None => return Ok(Config::default()),
            },
        };
        let shown = display_name(&shown_from(&path, start));
        let repository = crate::base::named_file::repository_of(start);
        let text = crate::base::named_file::read_text(&path, &repository, MAX_BYTES).map_err(
            |refusal| {
                let message = match refusal {
                    crate::base::named_file::Refusal::Failed(why) => {
                        format!("cannot read it: {why}")
                    }
                    refusal => refusal.to_string(),
                };
                ConfigError::whole(&shown, message)
            },
        )?;
        let root = std::path::absolute(&path)
            .ok()
            .and_then(|path| path.parent().map(Path::to_path_buf));
        let mut config = Config::parse(&shown, &text)?;
        config.root = root;
        Ok(config)
    }

    /// Parses and validates config text shown as `name`.
    pub fn parse(name: &str, text: &str) -> Result<Config, ConfigError> {
        let raw: raw::RawConfig =
            toml::from_str(text).map_err(|error| ConfigError::from_toml(name, text, &error))?;
        validate::validate(name, text, raw)
    }

    /// The path of `file` relative to the config's folder, `/`-separated,
    /// when the file lies under it.
    pub fn relative_path(&self, file: &Path) -> Option<String> {
        let root = self.root.as_ref()?;
        relative_path(file, root).map(|relative| display_name(&relative))
    }

    /// Whether a walked file passes `[files]` (files outside the config's
    /// folder always do).
    pub fn selects(&self, relative: Option<&str>) -> bool {
        let Some(path) = relative else {
            return true;
        };
        let included = self.include.is_empty()
            || self.include.iter().any(|glob| glob.matches(path))
            || self.extends(Some(path));
        included && !self.exclude.iter().any(|glob| glob.matches(path))
    }

    /// Whether `extend-include` adds the file at `relative` (to the
    /// configuration's folder) to what a walk reads.
    pub fn extends(&self, relative: Option<&str>) -> bool {
        relative.is_some_and(|path| self.extend_include.iter().any(|glob| glob.matches(path)))
    }
}

/// `path` as seen from `start`: below it, or above it with `..`, else as
/// it is.
fn shown_from(path: &Path, start: &Path) -> PathBuf {
    if let Some(below) = relative_path(path, start) {
        return below;
    }
    let (Some(folder), Some(name)) = (path.parent(), path.file_name()) else {
        return path.to_path_buf();
    };
    match relative_path(start, folder) {
        Some(down) => {
            let mut up: PathBuf = down.components().map(|_| "..").collect();
            up.push(name);
            up
        }
        None => path.to_path_buf(),
    }
}

/// The first `hintlint.toml` in `start` or a folder above it, up to the
/// repository root (the first folder holding `.git`); outside a repository
/// only `start` itself. Discovery never climbs out of the project, so a
/// `hintlint.toml` planted in a shared parent folder (`/tmp`, the home
/// folder) cannot change what a run reports or writes.
pub fn discover(start: &Path) -> Option<PathBuf> {
    crate::base::paths::project_folders(start)
        .into_iter()
        .map(|folder| folder.join(FILE_NAME))
        // Anything but a folder, a link or a FIFO too: loading it then
        // refuses it aloud, rather than the run going on without it.
        .find(|candidate| std::fs::symlink_metadata(candidate).is_ok_and(|found| !found.is_dir()))
}
