//! The workspace's configuration, kept between tool calls: the
//! `hintlint.toml` found from the workspace root (no higher than the
//! repository root, and never outside the workspace) is read and parsed
//! again only when which file it is, its size or its modification time
//! changes.

use std::path::{Path, PathBuf};
use std::time::SystemTime;

use super::workspace::Workspace;
use crate::findings::config::Config;
use crate::lint::options::Options;

/// The loaded configuration of the last call, and what it was loaded from.
#[derive(Debug, Default)]
pub struct Configs {
    kept: Option<(Key, Result<Options, String>)>,
}

/// What decides whether a kept configuration still holds.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Key {
    /// The workspace root.
    root: PathBuf,
    /// The file, with its modification time and size; `None`: there is
    /// none in the workspace.
    file: Option<(PathBuf, Option<SystemTime>, u64)>,
}

impl Configs {
    /// The options of the workspace's configuration (its default without a
    /// `hintlint.toml`), or why it cannot be loaded.
    pub fn options(&mut self, workspace: &Workspace) -> Result<Options, String> {
        let file = crate::findings::config::discover(workspace.root())
            .filter(|found| workspace.boundary().admit(found).is_some());
        let key = Key {
            root: workspace.root().to_path_buf(),
            file: file.and_then(|path| {
                let metadata = std::fs::metadata(&path).ok()?;
                Some((path, metadata.modified().ok(), metadata.len()))
            }),
        };
        if let Some((kept, loaded)) = &self.kept
            && *kept == key
        {
            return loaded.clone();
        }
        let loaded = load(
            key.file.as_ref().map(|(path, ..)| path.as_path()),
            &key.root,
        );
        self.kept = Some((key, loaded.clone()));
        loaded
    }
}

/// The options of the configuration at `file` (none: the defaults).
fn load(file: Option<&Path>, root: &Path) -> Result<Options, String> {
    // `isolated`: without a file inside the workspace, nothing is looked
    // for above it.
    Config::load(file, true, root)
        .map(Options::from_config)
        .map_err(|error| error.message)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_configuration_is_read_again_only_when_its_file_changes() {
        let dir = tempfile::tempdir().expect("temp dir");
        let file = dir.path().join("hintlint.toml");
        let valid = "[lints]\nunsound-claim = \"warn\"\n";
        std::fs::write(&file, valid).expect("a configuration");
        let workspace = Workspace::new(dir.path()).expect("a workspace");
        let mut configs = Configs::default();
        assert!(configs.options(&workspace).is_ok());
        // Garbage of the same size, the modification time put back: the
        // kept configuration holds, so the file was not read again.
        let modified = std::fs::metadata(&file)
            .and_then(|metadata| metadata.modified())
            .expect("a modification time");
        let garbage = "x".repeat(valid.len());
        std::fs::write(&file, &garbage).expect("rewritten");
        std::fs::File::options()
            .write(true)
            .open(&file)
            .and_then(|opened| opened.set_modified(modified))
            .expect("the time put back");
        assert!(configs.options(&workspace).is_ok(), "kept");
        // Its size changes: read again, and the error said.
        std::fs::write(&file, format!("{garbage}x")).expect("rewritten");
        assert!(configs.options(&workspace).is_err(), "read again");
        std::fs::remove_file(&file).expect("removed");
        assert!(configs.options(&workspace).is_ok(), "none: the defaults");
    }

    #[cfg(unix)]
    #[test]
    fn a_configuration_outside_the_workspace_is_absent() {
        let dir = tempfile::tempdir().expect("temp dir");
        let root = dir.path().join("root");
        std::fs::create_dir(&root).expect("root");
        std::fs::write(dir.path().join("outside.toml"), "not toml at all [").expect("outside");
        std::os::unix::fs::symlink(dir.path().join("outside.toml"), root.join("hintlint.toml"))
            .expect("a link");
        let workspace = Workspace::new(&root).expect("a workspace");
        let options = Configs::default().options(&workspace);
        assert!(
            options.is_ok_and(|options| options.configuration_name().is_none()),
            "the link out is not read"
        );
    }
}
