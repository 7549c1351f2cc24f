//! A project: the configuration that applies and the texts of its files,
//! where an editor's unsaved buffer overrides the file on disk. It is the
//! front ends' way in — `check`, `census` and `diff` go through one, and
//! the language server and the MCP endpoint will hold one — above the lint
//! path and below them: a buffer is linted with the files
//! it imports (themselves buffers or files), so that an edit to an imported
//! constant shows in the files that import it before anything is saved.
//!
//! ```no_run
//! use std::path::Path;
//! use hintlint::project::Project;
//!
//! let mut project = Project::open(Path::new("."), None).expect("a valid hintlint.toml");
//! project.set_text(Path::new("src/hints.ts"), "export const HINTS = { readOnlyHint: true };".into());
//! let report = project.lint_file(Path::new("src/server.ts"));
//! for finding in &report.findings {
//!     println!("{}", finding.diagnostic.message);
//! }
//! let fixed: Option<String> = project.fixed_text(Path::new("src/server.ts"), false);
//! ```

pub(crate) mod run;
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use crate::base::files::{Boundary, Disk, TextSource};
use crate::findings::config::{Config, ConfigError};
use crate::findings::report::Report;
use crate::findings::report::{FileReport, InputProblem};
use crate::lint::FileContext;
use crate::lint::census::TreeCensus;
use crate::lint::drift::Capture;
use crate::lint::inputs::Origin;
use crate::lint::options::{FixMode, Options};
use crate::tools::parse::Dialect;

/// A project's configuration and unsaved buffers.
#[derive(Debug)]
pub struct Project {
    /// The options every file of the project is linted with.
    options: Options,
    /// The unsaved texts, by absolute path.
    buffers: Buffers,
}

/// The unsaved texts of a project over the files on disk, which are read
/// once until [`Project::refresh`] (or a buffer is dropped) says they may
/// have changed.
#[derive(Debug, Default)]
struct Buffers {
    texts: HashMap<PathBuf, Arc<str>>,
    disk: Disk,
    /// The last syntax trees of the source files linted while buffers are
    /// open: an edited buffer is parsed again incrementally.
    #[cfg(feature = "source")]
    trees: crate::code::SyntaxTrees,
    /// The folder every file read or written must lie in, when bounded.
    boundary: Option<Boundary>,
    /// Set when the request the project serves was cancelled: nothing more
    /// is written.
    cancelled: Option<Arc<AtomicBool>>,
}

impl TextSource for Buffers {
    fn text(&self, path: &Path) -> Option<Arc<str>> {
        self.buffer(path)
            .or_else(|| self.admits(path).then(|| self.disk.text(path)).flatten())
    }

    fn is_file(&self, path: &Path) -> bool {
        self.buffer(path).is_some() || (self.admits(path) && path.is_file())
    }

    fn admits(&self, path: &Path) -> bool {
        self.boundary
            .as_ref()
            .is_none_or(|boundary| boundary.admit(path).is_some())
    }

    fn refuses_write(&self, path: &Path) -> Option<String> {
        if self
            .cancelled
            .as_ref()
            .is_some_and(|cancelled| cancelled.load(Ordering::SeqCst))
        {
            return Some("the request was cancelled".to_owned());
        }
        (!self.admits(path)).then(|| crate::base::files::OUTSIDE.to_owned())
    }

    fn go_files(&self, folder: &Path) -> Arc<[PathBuf]> {
        // A folder outside the boundary is not listed; a listed file that
        // leads outside is absent when its text is asked for.
        let on_disk = if self.admits(folder) {
            self.disk.go_files(folder)
        } else {
            Arc::from(Vec::new())
        };
        if self.texts.is_empty() {
            return on_disk;
        }
        let absolute = crate::base::paths::absolute(folder);
        // The Go files held only in buffers, beside those on disk.
        let only_buffered: Vec<PathBuf> = self
            .texts
            .keys()
            .filter(|path| {
                path.extension().is_some_and(|ext| ext == "go")
                    && !path.to_string_lossy().ends_with("_test.go")
                    && path.parent() == Some(absolute.as_path())
                    && !path.is_file()
            })
            .map(|path| folder.join(path.file_name().unwrap_or_default()))
            .collect();
        if only_buffered.is_empty() {
            return on_disk;
        }
        let mut files: Vec<PathBuf> = on_disk.iter().cloned().chain(only_buffered).collect();
        files.sort();
        files.into()
    }

    fn holding(&self, folder: &Path, extensions: &[&str], needles: &[&str]) -> Arc<[PathBuf]> {
        if !self.admits(folder) {
            return Arc::from(Vec::new());
        }
        let absolute = crate::base::paths::absolute(folder);
        let buffered_here = self
            .texts
            .keys()
            .any(|path| path.parent() == Some(absolute.as_path()));
        if !buffered_here {
            let on_disk = self.disk.holding(folder, extensions, needles);
            return on_disk
                .iter()
                .filter(|path| self.admits(path))
                .cloned()
                .collect();
        }
        // An unsaved buffer of the folder may now hold a needle or not:
        // its text, and the files only in buffers, are read afresh.
        let mut files = crate::base::files::listed_with(folder, extensions);
        files.extend(
            self.texts
                .keys()
                .filter(|path| {
                    path.parent() == Some(absolute.as_path())
                        && !path.is_file()
                        && path
                            .extension()
                            .and_then(|ext| ext.to_str())
                            .is_some_and(|ext| extensions.contains(&ext))
                })
                .map(|path| folder.join(path.file_name().unwrap_or_default())),
        );
        files.sort();
        crate::base::files::holding_in(self, files, needles)
    }

    #[cfg(feature = "source")]
    fn syntax_trees(&self) -> Option<&(dyn std::any::Any + Send + Sync)> {
        // A CLI run, which has no buffers, parses each file once.
        let trees: &(dyn std::any::Any + Send + Sync) = &self.trees;
        (!self.texts.is_empty()).then_some(trees)
    }

    fn buffer(&self, path: &Path) -> Option<Arc<str>> {
        // Without buffers (a CLI run) no path is made absolute.
        if self.texts.is_empty() {
            return None;
        }
        self.texts.get(&crate::base::paths::absolute(path)).cloned()
    }
}

impl Project {
    /// The project of the folder `root`, with the configuration the CLI
    /// would use there (`config`, else the `hintlint.toml` found from
    /// `root` up to the repository root).
    pub fn open(root: &Path, config: Option<&Path>) -> Result<Project, Box<ConfigError>> {
        let config = Config::load(config, false, root).map_err(Box::new)?;
        Ok(Project::with_options(Options::from_config(config)))
    }

    /// A project linted with `options` (levels, configuration, whether
    /// unsafe fixes apply).
    pub fn with_options(options: Options) -> Project {
        Project {
            options,
            buffers: Buffers::default(),
        }
    }

    /// The project bounded to `boundary`: a file whose canonical path lies
    /// outside it is absent (never read, imported or written), whoever
    /// names it: the paths linted, an import, a Go package's other files,
    /// an SDK-version file.
    pub fn within(mut self, boundary: Boundary) -> Project {
        self.buffers.boundary = Some(boundary);
        self
    }

    /// The project writing no further file once `cancelled` is set (the
    /// request it serves was cancelled): each write asks first.
    pub fn cancelled_by(mut self, cancelled: Arc<AtomicBool>) -> Project {
        self.buffers.cancelled = Some(cancelled);
        self
    }

    /// The options files are linted with.
    pub fn options(&self) -> &Options {
        &self.options
    }

    /// Makes `text` the content of the file at `path` (an editor's unsaved
    /// buffer) until [`Project::forget_text`]: it is linted instead of the
    /// file, and read by the files that import it.
    pub fn set_text(&mut self, path: &Path, text: String) {
        self.buffers
            .texts
            .insert(crate::base::paths::absolute(path), Arc::from(text));
    }

    /// Drops the unsaved text of `path` (the buffer was closed or saved):
    /// the file on disk counts again, read afresh.
    pub fn forget_text(&mut self, path: &Path) {
        self.buffers
            .texts
            .remove(&crate::base::paths::absolute(path));
        self.refresh();
    }

    /// Forgets what was read from disk (files were saved, created or
    /// deleted outside the project's buffers): the next lint reads afresh.
    pub fn refresh(&mut self) {
        self.buffers.disk = Disk::default();
    }

    /// Lints the file at `path` as the project has it (its unsaved buffer,
    /// else the file), with the files it imports as the project has them.
    /// Nothing is written.
    pub fn lint_file(&self, path: &Path) -> FileReport {
        self.lint_with(path, &self.options)
    }

    /// Lints the file at `path` as a walk of its folder would (an editor's
    /// document), with `options` (the configuration found for it): a file
    /// that is no manifest, or that `[files]` leaves out, gives a report
    /// without findings, never an error.
    pub fn lint_document(&self, path: &Path, options: &Options) -> FileReport {
        let relative = options.config.relative_path(path);
        if !options.config.selects(relative.as_deref()) {
            return FileReport::skipped(
                &crate::base::paths::display_name(path),
                crate::findings::report::Skip::NotSelected,
            );
        }
        self.lint_as(path, options, Origin::Found)
    }

    /// [`Project::lint_document`], and the other files the lint asked for,
    /// absolute: the modules it imports (found or not), its Go package's
    /// folder and files, the files that name an SDK's version. An editor
    /// lints the document again when one of them changes.
    pub fn lint_document_reading(
        &self,
        path: &Path,
        options: &Options,
    ) -> (FileReport, Vec<PathBuf>) {
        let relative = options.config.relative_path(path);
        if !options.config.selects(relative.as_deref()) {
            return (self.lint_document(path, options), Vec::new());
        }
        let noting = Noting {
            texts: &self.buffers,
            asked: std::sync::Mutex::default(),
        };
        let report = self.lint_through(&noting, path, options, Origin::Found);
        let asked = noting
            .asked
            .into_inner()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        (report, asked)
    }

    /// What the tools of the document at `path` state, hint by hint (for
    /// an editor's hover and inlay hints), with `options`.
    pub fn facts(&self, path: &Path, options: &Options) -> Vec<crate::findings::facts::ToolFacts> {
        let Some(text) = self.buffers.text(path) else {
            return Vec::new();
        };
        let source = crate::document::source::SourceFile::new(
            crate::base::paths::display_name(path),
            text.to_string(),
        );
        let relative = options.config.relative_path(path);
        let context = FileContext {
            options,
            relative: relative.as_deref(),
            origin: Origin::Found,
            path: Some(path),
            texts: &self.buffers,
            only: None,
            unimported: false,
        };
        crate::lint::facts(&source, Dialect::of_path(path), context)
    }

    /// The text of the document at `path` with every fix `--fix` (and,
    /// with `unsafe_fixes`, `--unsafe-fixes`) would apply, linted as
    /// [`Project::lint_document`] lints it, when there is one to apply.
    pub fn fixed_document(
        &self,
        path: &Path,
        options: &Options,
        unsafe_fixes: bool,
    ) -> Option<String> {
        let options = Options {
            fix: FixMode::Diff,
            unsafe_fixes,
            ..options.clone()
        };
        let report = self.lint_document(path, &options);
        let record = report.fix.as_ref()?;
        (record.applied > 0 && report.source.text != record.original)
            .then(|| report.source.text.clone())
    }

    /// The text of the file at `path` with every fix `--fix` (and, with
    /// `unsafe_fixes`, `--unsafe-fixes`) would apply, when there is one to
    /// apply. Nothing is written.
    pub fn fixed_text(&self, path: &Path, unsafe_fixes: bool) -> Option<String> {
        let options = Options {
            fix: FixMode::Diff,
            unsafe_fixes,
            ..self.options.clone()
        };
        let report = self.lint_with(path, &options);
        let record = report.fix.as_ref()?;
        (record.applied > 0 && report.source.text != record.original)
            .then(|| report.source.text.clone())
    }

    /// Lints files, folders and globs as `check` does, the project's
    /// unsaved buffers standing for their files.
    pub fn lint_paths(&self, paths: &[String]) -> Report {
        self.lint_paths_flushing(paths, |_| false)
    }

    /// [`Project::lint_paths`], handing each file's report to `flush` in
    /// order as soon as those before it are done, until `flush` answers
    /// `false` (see [`crate::check_flushing`]).
    pub fn lint_paths_flushing(
        &self,
        paths: &[String],
        flush: impl FnMut(&mut FileReport) -> bool + Send,
    ) -> Report {
        crate::project::run::check_in(paths, &self.options, &self.buffers, flush)
    }

    /// The census of every path (`hintlint census`), as the project has
    /// the files.
    pub fn census(&self, paths: &[String]) -> (Vec<TreeCensus>, Vec<InputProblem>) {
        crate::lint::census::of_paths(paths, &self.options, &self.buffers)
    }

    /// The tools of the capture at `path` (`hintlint diff`): a manifest,
    /// an OpenAPI document or a source file, as the project has it.
    pub fn capture(&self, path: &Path) -> Result<Capture, String> {
        let text = match self.buffers.buffer(path) {
            Some(text) => text.to_string(),
            None => {
                let bytes = self
                    .read(path)
                    .map_err(|error| format!("cannot read it: {error}"))?;
                String::from_utf8(bytes).map_err(|_| "it is not UTF-8".to_owned())?
            }
        };
        let bounded = crate::base::files::Bounded::around(path, &self.buffers);
        let place = bounded.place();
        crate::lint::drift::read(&text, Dialect::of_path(path), Some(place))
    }

    /// The bytes of the file at `path`, when the project admits it.
    fn read(&self, path: &Path) -> Result<Vec<u8>, String> {
        if !self.buffers.admits(path) {
            return Err(crate::base::files::OUTSIDE.to_owned());
        }
        crate::base::files::read_file(path)
    }

    fn lint_with(&self, path: &Path, options: &Options) -> FileReport {
        self.lint_as(path, options, Origin::Named)
    }

    fn lint_as(&self, path: &Path, options: &Options, origin: Origin) -> FileReport {
        self.lint_through(&self.buffers, path, options, origin)
    }

    /// [`Project::lint_as`], the imports read through `texts`.
    fn lint_through(
        &self,
        texts: &dyn TextSource,
        path: &Path,
        options: &Options,
        origin: Origin,
    ) -> FileReport {
        let name = crate::base::paths::display_name(path);
        let bytes = match texts.buffer(path) {
            Some(text) => text.as_bytes().to_vec(),
            None => match self.read(path) {
                Ok(bytes) => bytes,
                Err(why) => return FileReport::unreadable(&name, why),
            },
        };
        let relative = options.config.relative_path(path);
        let context = FileContext {
            options,
            relative: relative.as_deref(),
            origin,
            path: Some(path),
            texts,
            only: None,
            unimported: false,
        };
        crate::project::run::check_bytes(&name, bytes, Dialect::of_path(path), None, context)
    }
}

/// A project's texts that note every file asked for through them.
#[derive(Debug)]
struct Noting<'a> {
    texts: &'a Buffers,
    asked: std::sync::Mutex<Vec<PathBuf>>,
}

impl Noting<'_> {
    fn note(&self, path: &Path) {
        let mut asked = self
            .asked
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        asked.push(crate::base::paths::absolute(path));
    }
}

impl TextSource for Noting<'_> {
    fn text(&self, path: &Path) -> Option<Arc<str>> {
        self.note(path);
        self.texts.text(path)
    }

    fn is_file(&self, path: &Path) -> bool {
        self.note(path);
        self.texts.is_file(path)
    }

    fn go_files(&self, folder: &Path) -> Arc<[PathBuf]> {
        self.note(folder);
        self.texts.go_files(folder)
    }

    fn holding(&self, folder: &Path, extensions: &[&str], needles: &[&str]) -> Arc<[PathBuf]> {
        self.note(folder);
        let found = self.texts.holding(folder, extensions, needles);
        // Each is read for what it holds: an edit to one lints this again.
        for path in found.iter() {
            self.note(path);
        }
        found
    }

    fn buffer(&self, path: &Path) -> Option<Arc<str>> {
        self.texts.buffer(path)
    }

    fn admits(&self, path: &Path) -> bool {
        self.texts.admits(path)
    }

    fn refuses_write(&self, path: &Path) -> Option<String> {
        self.texts.refuses_write(path)
    }

    #[cfg(feature = "source")]
    fn syntax_trees(&self) -> Option<&(dyn std::any::Any + Send + Sync)> {
        self.texts.syntax_trees()
    }
}
