//! Reading the files that steer a run rather than being linted: the
//! configuration (found or named with `--config`), a `--baseline` and an
//! `--openapi` document. A repository's content is not trusted: a pull
//! request can replace `hintlint.toml` with a link to `/proc/self/environ`
//! or to a secret the CI job wrote beside the checkout, and the error
//! drawn for a file that is not valid TOML would print its lines to a log.
//!
//! So these files are read only when they are regular files reached
//! without a symbolic link: the file itself is never a link, and no folder
//! on its path within the repository is one (a file named outside the
//! repository, on the command line, must itself not be a link). Anything
//! else (a FIFO, a device, a socket, a folder, a file the kernel generates
//! under `/proc` or `/sys`) is refused before it is opened, so no error
//! can show a line of it. A file larger than its cap is refused by its
//! size, before it is read.

use std::fmt;
use std::path::{Path, PathBuf};

/// Why a file was not read. Its text names what the file is, never what
/// it holds.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Refusal {
    /// The file is a symbolic link.
    Link,
    /// A folder on the path within the repository is a symbolic link.
    LinkedFolder,
    /// A FIFO, a device, a socket or a folder.
    NotRegular,
    /// A file the kernel writes as it is read (`/proc`, `/sys`), whose
    /// size says nothing of what reading it gives.
    Generated,
    /// Larger than the cap: its size and the cap, in bytes.
    TooLarge(u64, u64),
    /// Not UTF-8 text.
    NotUtf8,
    /// It cannot be read: the system's reason.
    Failed(String),
}

impl fmt::Display for Refusal {
    fn fmt(&self, out: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Refusal::Link => out.write_str(
                "it is a symbolic link, and hintlint never reads this file through a link (a link \
                 could make an error show another file, such as /proc/self/environ); replace the \
                 link with the file itself",
            ),
            Refusal::LinkedFolder => out.write_str(
                "a folder on its path is a symbolic link, and hintlint never reads this file \
                 through a link; name the file by its real path",
            ),
            Refusal::NotRegular => {
                out.write_str("it is not a regular file (a FIFO, a device, a socket or a folder)")
            }
            Refusal::Generated => out.write_str(
                "it is a file the kernel generates (under /proc or /sys), not a regular file",
            ),
            Refusal::TooLarge(size, cap) => write!(
                out,
                "it is too large ({size} bytes; at most {cap} bytes are read)"
            ),
            Refusal::NotUtf8 => out.write_str("it is not UTF-8"),
            Refusal::Failed(why) => out.write_str(why),
        }
    }
}

/// The repository `start` is in: the first folder at or above it holding
/// `.git`, else `start` itself (absolute, not resolved through links).
pub fn repository_of(start: &Path) -> PathBuf {
    let start = crate::base::paths::absolute(start);
    crate::base::paths::repository_root(&start).map_or_else(|| start.clone(), Path::to_path_buf)
}

/// Whether `path`, a file named on the command line, is reached through a
/// symbolic link (itself or a folder on its way) and lies outside
/// `repository`: such a file is not linted, so that a link a pull request
/// adds (`tools.json -> /home/runner/.env`), named by a job that lints the
/// changed files, cannot make an error draw another file's lines.
pub fn linked_out_of(path: &Path, repository: &Path) -> bool {
    let Ok(real) = std::fs::canonicalize(path) else {
        return false;
    };
    if real == crate::base::paths::absolute(path) {
        return false; // no link on the way
    }
    std::fs::canonicalize(repository).map_or(true, |root| !real.starts_with(root))
}

/// Why a file named through a link out of the repository is not read.
pub const LINKED_OUT: &str = "it is reached through a symbolic link that leads out of the \
     repository, and hintlint reads no input through such a link (an error could show the \
     other file's lines); name the file itself";

/// Reads the file at `path` as UTF-8 text, refusing what [`Refusal`]
/// lists; `repository` is the folder within which no folder on the path
/// may be a link ([`repository_of`] the folder the run started in).
pub fn read_text(path: &Path, repository: &Path, cap: u64) -> Result<String, Refusal> {
    use std::io::Read;
    let failed = |error: std::io::Error| Refusal::Failed(error.to_string());
    // `symlink_metadata` does not follow a link: the file itself.
    let own = std::fs::symlink_metadata(path).map_err(failed)?;
    if own.file_type().is_symlink() {
        return Err(Refusal::Link);
    }
    let real = std::fs::canonicalize(path).map_err(failed)?;
    if through_linked_folder(path, &real, repository) {
        return Err(Refusal::LinkedFolder);
    }
    if !own.is_file() {
        return Err(Refusal::NotRegular);
    }
    if ["/proc", "/sys"]
        .iter()
        .any(|generated| real.starts_with(generated))
    {
        return Err(Refusal::Generated);
    }
    if own.len() > cap {
        return Err(Refusal::TooLarge(own.len(), cap));
    }
    let file = std::fs::File::open(&real).map_err(failed)?;
    // The file opened is the one examined, not one put in its place since.
    let opened = file.metadata().map_err(failed)?;
    if !opened.is_file() || !same_file(&own, &opened) {
        return Err(Refusal::Failed(
            "it was replaced while it was being read".to_owned(),
        ));
    }
    let mut bytes = Vec::new();
    file.take(cap.saturating_add(1))
        .read_to_end(&mut bytes)
        .map_err(failed)?;
    // A file whose content is not the size it says is generated as it is
    // read (a /proc or /sys file mounted elsewhere), or is being written.
    if bytes.len() as u64 != opened.len() {
        return Err(Refusal::Generated);
    }
    String::from_utf8(bytes).map_err(|_| Refusal::NotUtf8)
}

/// Whether `path`, whose real path is `real`, goes through a linked folder
/// within `repository`: its real path is not the repository's real path
/// followed by the rest of the path as written.
fn through_linked_folder(path: &Path, real: &Path, repository: &Path) -> bool {
    let written = crate::base::paths::absolute(path);
    let repository = crate::base::paths::absolute(repository);
    let Ok(below) = written.strip_prefix(&repository) else {
        // Outside the repository: named on the command line, and not a
        // link itself (checked by the caller).
        return false;
    };
    std::fs::canonicalize(&repository).map_or(true, |root| root.join(below) != real)
}

/// Whether two metadata describe the same file.
#[cfg(unix)]
fn same_file(a: &std::fs::Metadata, b: &std::fs::Metadata) -> bool {
    use std::os::unix::fs::MetadataExt;
    a.dev() == b.dev() && a.ino() == b.ino()
}

/// Whether two metadata describe the same file (by size and time, where
/// the system gives no file identity).
#[cfg(not(unix))]
fn same_file(a: &std::fs::Metadata, b: &std::fs::Metadata) -> bool {
    a.len() == b.len() && a.modified().ok() == b.modified().ok()
}

#[cfg(test)]
mod tests {
    use super::{Refusal, read_text};
    use std::path::Path;

    #[cfg(unix)]
    #[test]
    fn links_and_special_files_are_refused_and_regular_files_read() {
        let dir = tempfile::tempdir().expect("temp dir");
        let root = dir.path();
        std::fs::create_dir(root.join("real")).expect("folder");
        std::fs::write(root.join("real/a.toml"), "x = 1\n").expect("write");
        std::os::unix::fs::symlink("real/a.toml", root.join("link.toml")).expect("link");
        std::os::unix::fs::symlink("real", root.join("linked")).expect("link");
        std::os::unix::fs::symlink("/proc/self/environ", root.join("env")).expect("link");
        let read = |name: &str| read_text(&root.join(name), root, 1 << 20);
        assert_eq!(read("real/a.toml").as_deref(), Ok("x = 1\n"));
        assert_eq!(read("real/../real/a.toml").as_deref(), Ok("x = 1\n"));
        assert_eq!(read("link.toml"), Err(Refusal::Link));
        assert_eq!(read("env"), Err(Refusal::Link));
        assert_eq!(read("linked/a.toml"), Err(Refusal::LinkedFolder));
        assert_eq!(read("real"), Err(Refusal::NotRegular));
        assert_eq!(
            read_text(&root.join("real/a.toml"), root, 3),
            Err(Refusal::TooLarge(6, 3))
        );
        // Named outside the repository: read unless it is a link itself.
        let inner = root.join("real");
        assert_eq!(
            read_text(&root.join("real/a.toml"), &inner.join("sub"), 1 << 20).as_deref(),
            Ok("x = 1\n")
        );
        assert_eq!(
            read_text(Path::new("/proc/self/environ"), root, 1 << 20),
            Err(Refusal::Generated)
        );
        assert_eq!(
            read_text(Path::new("/dev/null"), root, 1 << 20),
            Err(Refusal::NotRegular)
        );
    }
}
