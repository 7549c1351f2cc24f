//! The workspace an MCP session may touch: the folder the server was
//! started in. Every path a tool is given is resolved there, and refused
//! when it leads outside (through `..` or a symbolic link).

use std::path::{Path, PathBuf};

/// A workspace root.
#[derive(Debug, Clone)]
pub struct Workspace {
    /// The root, canonical.
    root: PathBuf,
}

impl Workspace {
    /// The workspace rooted at `root`.
    pub fn new(root: &Path) -> Result<Workspace, String> {
        let root = std::fs::canonicalize(root).map_err(|error| {
            format!("the workspace {} is not readable: {error}", root.display())
        })?;
        Ok(Workspace { root })
    }

    /// The root.
    pub fn root(&self) -> &Path {
        &self.root
    }

    /// `path` (relative to the root, or absolute) resolved, when it exists
    /// and lies inside the workspace. A glob is kept as written, relative
    /// to the root, when its fixed part does.
    pub fn resolve(&self, path: &str) -> Result<String, String> {
        if path.contains(['*', '?', '[']) {
            let fixed: PathBuf = Path::new(path)
                .components()
                .take_while(|part| !part.as_os_str().to_string_lossy().contains(['*', '?', '[']))
                .collect();
            let base = self.inside(&fixed, path)?;
            let rest = Path::new(path)
                .strip_prefix(&fixed)
                .map_err(|_| format!("`{path}` is not a pattern hintlint reads"))?;
            return Ok(base.join(rest).to_string_lossy().into_owned());
        }
        self.inside(Path::new(path), path)
            .map(|resolved| resolved.to_string_lossy().into_owned())
    }

    /// `path`, canonical, when it lies inside the workspace.
    fn inside(&self, path: &Path, shown: &str) -> Result<PathBuf, String> {
        let joined = if path.is_absolute() {
            path.to_path_buf()
        } else {
            self.root.join(path)
        };
        let canonical = std::fs::canonicalize(&joined)
            .map_err(|error| format!("`{shown}` cannot be read: {error}"))?;
        if canonical.starts_with(&self.root) {
            Ok(canonical)
        } else {
            Err(format!(
                "`{shown}` is outside the workspace {}: hintlint reads and writes only there",
                self.root.display()
            ))
        }
    }

    /// Where a text given without a file stands: `name` in the root (never
    /// read or written), when `name` stays in the workspace.
    pub fn virtual_file(&self, name: &str) -> Result<PathBuf, String> {
        let relative = Path::new(name);
        let escapes = relative.is_absolute()
            || relative
                .components()
                .any(|part| matches!(part, std::path::Component::ParentDir));
        if escapes {
            return Err(format!(
                "`{name}` must be a file name inside the workspace (no `..`, not absolute)"
            ));
        }
        Ok(self.root.join(relative))
    }
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
        }
        assert!(workspace.resolve("*.json").is_ok());
        assert!(workspace.resolve("../*.json").is_err());
        assert!(workspace.virtual_file("tools.json").is_ok());

        assert!(workspace.virtual_file("../tools.json").is_err());
    }
}
