//! The workspace an MCP session may touch: the folder the server was
//! started in, or the client's first root. Every path a tool is given is
//! resolved there and refused when it leads outside (through `..`, a
//! symbolic link, or a `\` that a glob would read as a separator); what is
//! then read or written goes through the same [`Boundary`], which treats
//! a file whose canonical path is outside as absent.

use std::path::{Component, Path, PathBuf};

use crate::base::files::Boundary;

/// A workspace root.
#[derive(Debug, Clone)]
pub struct Workspace {
    /// The root and the test every path of the session passes.
    boundary: Boundary,
}

impl Workspace {
    /// The workspace rooted at `root`.
    pub fn new(root: &Path) -> Result<Workspace, String> {
        let boundary = Boundary::new(root).map_err(|error| {
            format!("the workspace {} is not readable: {error}", root.display())
        })?;
        Ok(Workspace { boundary })
    }

    /// The root, canonical.
    pub fn root(&self) -> &Path {
        self.boundary.root()
    }

    /// The boundary every read and write of the session goes through.
    pub fn boundary(&self) -> &Boundary {
        &self.boundary
    }

    /// `path` (relative to the root, or absolute) resolved, when it exists
    /// and lies inside the workspace. A glob is kept as written, relative
    /// to the root, when its fixed part does and no `..` follows; each
    /// file it matches is checked again before it is read.
    pub fn resolve(&self, path: &str) -> Result<String, String> {
        no_backslash(path)?;
        if path.contains(['*', '?', '[']) {
            let fixed: PathBuf = Path::new(path)
                .components()
                .take_while(|part| !part.as_os_str().to_string_lossy().contains(['*', '?', '[']))
                .collect();
            let base = self.inside(&fixed, path)?;
            let rest = Path::new(path)
                .strip_prefix(&fixed)
                .map_err(|_| format!("`{path}` is not a pattern hintlint reads"))?;
            if rest
                .components()
                .any(|part| matches!(part, Component::ParentDir))
            {
                return Err(format!(
                    "`{path}` climbs with `..` after a wildcard: hintlint reads only the workspace"
                ));
            }
            return Ok(base.join(rest).to_string_lossy().into_owned());
        }
        self.inside(Path::new(path), path)
            .map(|resolved| resolved.to_string_lossy().into_owned())
    }

    /// `path`, canonical, when it lies inside the workspace.
    fn inside(&self, path: &Path, shown: &str) -> Result<PathBuf, String> {
        let joined = self.root().join(path);
        self.boundary.admit(&joined).ok_or_else(|| {
            if joined.exists() {
                self.outside(shown)
            } else {
                format!("`{shown}` cannot be read: there is no such file or folder")
            }
        })
    }

    /// Why `shown` is refused.
    fn outside(&self, shown: &str) -> String {
        format!(
            "`{shown}` is outside the workspace {}: hintlint reads and writes only there",
            self.root().display()
        )
    }

    /// Where a text given without a file stands: `name` in the root (never
    /// read or written), when `name` stays in the workspace: no `..`, not
    /// absolute, and not in (or itself) a link that leads outside, whose
    /// folder's other files would be read beside it.
    pub fn virtual_file(&self, name: &str) -> Result<PathBuf, String> {
        no_backslash(name)?;
        let relative = Path::new(name);
        let escapes = relative.is_absolute()
            || relative
                .components()
                .any(|part| matches!(part, Component::ParentDir));
        if escapes || name.is_empty() {
            return Err(format!(
                "`{name}` must be a file name inside the workspace (no `..`, not absolute)"
            ));
        }
        let path = self.root().join(relative);
        let nearest = path
            .ancestors()
            .find(|folder| folder.symlink_metadata().is_ok())
            .unwrap_or(self.root());
        if self.boundary.admit(nearest).is_none() {
            return Err(self.outside(name));
        }
        Ok(path)
    }
}

/// Refuses a `\` on Unix, where it is a file name's character but a glob
/// reads it as a separator: `..\outside\*.json` would pass as one name and
/// then be walked as `../outside/*.json`.
fn no_backslash(path: &str) -> Result<(), String> {
    if cfg!(unix) && path.contains('\\') {
        return Err(format!(
            "`{path}` holds a `\\`: write paths with `/` (a `\\` is not read as a separator here)"
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paths_outside_the_workspace_are_refused() {
        let dir = tempfile::tempdir().expect("temp dir");
        let root = dir.path().join("root");
        std::fs::create_dir(&root).expect("root");
        std::fs::write(root.join("a.json"), "{}").expect("a");
        std::fs::write(dir.path().join("secret.json"), "{}").expect("secret");
        let workspace = Workspace::new(&root).expect("a workspace");
        assert!(workspace.resolve("a.json").is_ok());
        assert!(workspace.resolve("../secret.json").is_err());
        assert!(
            workspace
                .resolve(&dir.path().join("secret.json").to_string_lossy())
                .is_err()
        );
        #[cfg(unix)]
        {
            std::os::unix::fs::symlink(dir.path(), root.join("out")).expect("a link");
            assert!(workspace.resolve("out/secret.json").is_err());
            assert!(workspace.virtual_file("out/main.go").is_err());
            assert!(workspace.virtual_file("out/new/main.go").is_err());
            assert!(workspace.virtual_file("out").is_err());
            assert!(workspace.resolve("..\\*.json").is_err());
            assert!(workspace.resolve("..\\secret.json").is_err());
            assert!(workspace.virtual_file("..\\x.json").is_err());
        }
        assert!(workspace.resolve("*.json").is_ok());
        assert!(workspace.resolve("../*.json").is_err());
        assert!(workspace.resolve("*/../../*.json").is_err());
        assert!(workspace.virtual_file("tools.json").is_ok());
        assert!(workspace.virtual_file("new/tools.json").is_ok());
        assert!(workspace.virtual_file("../tools.json").is_err());
    }
}
