//! The configuration of each document: the `hintlint.toml` the CLI would
//! use for it (found from its folder up to the repository root), loaded
//! once per folder until it changes. An invalid configuration is kept as
//! an error, shown on the file itself, and the last good one stays in
//! force.

use std::collections::HashMap;
use std::path::{Path, PathBuf};

use crate::findings::config::{Config, ConfigError};
use crate::lint::options::Options;

use super::settings::Settings;

/// The configuration file's name.
pub const CONFIG: &str = "hintlint.toml";

/// A configuration as loaded.
#[derive(Debug)]
pub struct Loaded {
    /// The options files under it are linted with.
    pub options: Options,
    /// The configuration file, when there is one.
    pub path: Option<PathBuf>,
    /// Why the file was not taken, when it is invalid (the options are
    /// then the last good ones, or the defaults).
    pub error: Option<Box<ConfigError>>,
}

/// The configurations in use, by the folder of the documents.
#[derive(Debug, Default)]
pub struct Configs {
    /// Folder to configuration file (`None`: there is none).
    found: HashMap<PathBuf, Option<PathBuf>>,
    /// Configuration file (`None`: the defaults) to what it loaded.
    loaded: HashMap<Option<PathBuf>, Loaded>,
}

impl Configs {
    /// The configuration of the document at `path`.
    pub fn of(&mut self, path: &Path, settings: &Settings) -> &Loaded {
        let folder = crate::base::paths::absolute(path.parent().unwrap_or(Path::new(".")));
        let config = self
            .found
            .entry(folder.clone())
            .or_insert_with(|| crate::findings::config::discover(&folder))
            .clone();
        self.loaded
            .entry(config.clone())
            .or_insert_with(|| load(config.as_deref(), settings, None))
    }

    /// Forgets every configuration (a `hintlint.toml` was created, changed
    /// or deleted, or the settings changed): the next document reloads;
    /// an invalid one keeps the options it replaced.
    pub fn reload(&mut self, settings: &Settings) {
        self.found.clear();
        let previous = std::mem::take(&mut self.loaded);
        for (path, old) in previous {
            let reloaded = load(path.as_deref(), settings, Some(old.options));
            self.loaded.insert(path, reloaded);
        }
    }

    /// The configurations loaded, for their diagnostics.
    pub fn loaded(&self) -> impl Iterator<Item = &Loaded> {
        self.loaded.values()
    }
}

/// Loads the configuration at `path` (the defaults for `None`), keeping
/// `last_good` when it is invalid. Diagnostics need what each fix does,
/// not its edits: the options build fixes so (code actions lint again with
/// [`with_edits`]).
fn load(path: Option<&Path>, settings: &Settings, last_good: Option<Options>) -> Loaded {
    let mut loaded = load_options(path, settings, last_good);
    loaded.options.fix_detail = Some(crate::fix::FixDetail::Message);
    loaded
}

/// `options` building fixes whole, edits and all.
pub fn with_edits(options: &Options) -> Options {
    Options {
        fix_detail: None,
        ..options.clone()
    }
}

fn load_options(path: Option<&Path>, settings: &Settings, last_good: Option<Options>) -> Loaded {
    let loaded = match path {
        None => Ok(Config::default()),
        Some(path) => Config::load(Some(path), false, path.parent().unwrap_or(Path::new("."))),
    };
    match loaded {
        Ok(config) => {
            let mut options = Options::from_config(config);
            options.levels = settings.apply(options.levels);
            Loaded {
                options,
                path: path.map(Path::to_path_buf),
                error: None,
            }
        }
        Err(error) => {
            let mut options = last_good.unwrap_or_default();
            options.levels = settings.apply(options.levels);
            Loaded {
                options,
                path: path.map(Path::to_path_buf),
                error: Some(Box::new(error)),
            }
        }
    }
}
