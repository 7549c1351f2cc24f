//! `hintlint.toml`: discovery, parsing (TOML with spans), validation into
//! the settings a run uses, and the starter file of `hintlint init`.

mod error;
pub mod init;
mod raw;
mod validate;

use std::ops::Range;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};

pub use error::ConfigError;

use crate::hint::Hint;
use crate::level::Level;
use crate::paths::{display_name, relative_path};
use crate::profile::Method;
use crate::rules::Rule;
use crate::source::SourceFile;

/// The file name looked for.
pub const FILE_NAME: &str = "hintlint.toml";

/// How dependent hints under `readOnlyHint: true` are written.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum InertStyle {
    /// Written, with their read-only-consistent values (review pipelines
    /// reject tools without `destructiveHint`).
    #[default]
    Explicit,
    /// Not written: they are inactive, so any present one is flagged.
    Omit,
}

/// A glob matched against `/`-separated paths or tool names; `*` never
/// crosses a `/`.
#[derive(Debug, Clone)]
pub struct Glob {
    pattern: glob::Pattern,
}

impl Glob {
    /// Compiles a glob.
    pub fn new(text: &str) -> Result<Glob, String> {
        glob::Pattern::new(text)
            .map(|pattern| Glob { pattern })
            .map_err(|error| format!("invalid glob `{text}`: {}", error.msg))
    }

    /// Whether `candidate` matches.
    pub fn matches(&self, candidate: &str) -> bool {
        let options = glob::MatchOptions {
            case_sensitive: true,
            require_literal_separator: true,
            require_literal_leading_dot: false,
        };
        self.pattern.matches_with(candidate, options)
    }
}

/// The method a binding gives.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BindingMethod {
    /// A Core method.
    Core(Method),
    /// A method RFC 9110 (or the QUERY draft) defines outside the Core.
    Other(&'static str),
}

/// A `[[binding]]`: gives tools without `_meta.http` a method.
#[derive(Debug)]
pub struct ConfigBinding {
    /// Tool-name globs.
    pub tools: Vec<Glob>,
    /// The method.
    pub method: BindingMethod,
    /// File globs (all files when empty).
    pub files: Vec<Glob>,
    /// The `[[binding]]` header in the config text.
    pub span: Range<usize>,
    /// `hintlint.toml:14`.
    pub origin: String,
    used: AtomicBool,
}

impl ConfigBinding {
    /// Whether the binding covers tool `name` in the file at `path`
    /// (relative to the config's folder); records the use.
    pub fn applies(&self, name: &str, path: Option<&str>) -> bool {
        let hit =
            self.tools.iter().any(|glob| glob.matches(name)) && files_match(&self.files, path);
        if hit {
            self.used.store(true, Ordering::Relaxed);
        }
        hit
    }

    /// Whether any tool was bound by it.
    pub fn was_used(&self) -> bool {
        self.used.load(Ordering::Relaxed)
    }
}

/// An `[[exception]]`: operation-specific evidence that accepts findings.
#[derive(Debug)]
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
    /// The `[[exception]]` header in the config text.
    pub span: Range<usize>,
    /// `hintlint.toml:12`.
    pub origin: String,
    pub(crate) used: AtomicBool,
}

impl ConfigException {
    /// Whether the exception accepts a finding of `rule` about tool `tool`
    /// at `pointer` in the file at `path`; records the use.
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
        let hit = self.rule == rule
            && self.tool.matches(tool.unwrap_or(""))
            && hint_matches
            && files_match(&self.files, path);
        if hit {
            self.used.store(true, Ordering::Relaxed);
        }
        hit
    }

    /// Whether it accepted any finding.
    pub fn was_used(&self) -> bool {
        self.used.load(Ordering::Relaxed)
    }
}

/// Whether `path` matches one of `globs` (any path when there are none).
pub fn files_match(globs: &[Glob], path: Option<&str>) -> bool {
    globs.is_empty() || path.is_some_and(|path| globs.iter().any(|glob| glob.matches(path)))
}

/// A loaded, validated configuration.
#[derive(Debug, Default)]
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
    /// `[style] inert-style`.
    pub inert_style: InertStyle,
    /// `[[binding]]`s.
    pub bindings: Vec<ConfigBinding>,
    /// `[[exception]]`s.
    pub exceptions: Vec<ConfigException>,
    /// `[openapi] translator`: a built-in table name (`None` for none).
    pub translator: Option<String>,
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
        let text = std::fs::read_to_string(&path)
            .map_err(|error| ConfigError::whole(&shown, format!("cannot read it: {error}")))?;
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
        let included =
            self.include.is_empty() || self.include.iter().any(|glob| glob.matches(path));
        included && !self.exclude.iter().any(|glob| glob.matches(path))
    }

    /// The binding that gives tool `name` in the file at `path` its method.
    pub fn binding_for(&self, name: &str, path: Option<&str>) -> Option<&ConfigBinding> {
        self.bindings
            .iter()
            .find(|binding| binding.applies(name, path))
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
fn discover(start: &Path) -> Option<PathBuf> {
    let start = std::path::absolute(start).ok()?;
    let root = start
        .ancestors()
        .find(|folder| folder.join(".git").exists())
        .unwrap_or(&start)
        .to_path_buf();
    start
        .ancestors()
        .take_while(|folder| folder.starts_with(&root))
        .map(|folder| folder.join(FILE_NAME))
        .find(|candidate| candidate.is_file())
}
