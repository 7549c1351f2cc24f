//! How a project's modules reach each other, as each language that follows
//! them declares it (a row of [`super::languages`]): the shape the lint
//! path's reach (`lint::reach`) walks the same way for every language.

use std::path::{Path, PathBuf};

use crate::base::files::TextSource;

/// The files a project's entry points or a module load; `None` where that
/// cannot be known.
pub type Loaded = Option<Vec<PathBuf>>;

/// How a project's modules are reached from its entry points: what each
/// language declares, followed the same way for every language
/// (`lint::reach`). Every function answers `None` where it cannot know
/// (no entry point declared, a module loaded by a name made at run time):
/// then every module of the project counts as loaded.
pub struct Modules {
    /// The files whose folder is a project's root (`package.json`,
    /// `pyproject.toml`, `go.mod`).
    pub manifests: &'static [&'static str],
    /// The entry points of the project rooted at the given folder, whose
    /// files of the language (a bounded walk) are given.
    pub entries: fn(&dyn TextSource, &Path, &[PathBuf]) -> Loaded,
    /// The files a module (its path and text) of the project rooted at the
    /// given folder loads.
    pub loads: fn(&dyn TextSource, &Path, &Path, &str) -> Loaded,
}
