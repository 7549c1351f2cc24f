//! Writing a fixed file so that no edit is lost and nothing is written that
//! the user did not ask for: a temporary file in the same folder with the
//! original's permissions, owner and group, then an atomic swap, and only if
//! the file still is what was read.
//!
//! What is refused, leaving the file as it is: a file the user cannot write
//! (as the kernel judges it, not by mode bits alone), a file with other hard
//! links (replacing it would split them), a file whose owner or group cannot
//! be kept, and a file that changed since it was read. A symbolic link is
//! followed: its target is replaced, in the target's folder, and the link
//! stays a link.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::Mutex;

use super::identity::{Identity, changed};

/// Temporary files being written, removed by [`remove_pending`] when the
/// run is interrupted.
static PENDING: Mutex<Vec<PathBuf>> = Mutex::new(Vec::new());

/// Removes every temporary file a write in progress has made; called when
/// the run is interrupted (Ctrl-C, SIGTERM), so that no `.hintlint-*.tmp`
/// copy is left in the user's folder.
pub fn remove_pending() {
    remove_pending_where(|_| true);
}

/// Removes the temporary files of writes in progress that `which` selects.
fn remove_pending_where(which: impl Fn(&Path) -> bool) {
    let pending = match PENDING.lock() {
        Ok(pending) => pending,
        Err(poisoned) => poisoned.into_inner(),
    };
    for path in pending.iter().filter(|path| which(path)) {
        let _ = std::fs::remove_file(path);
    }
}

/// Keeps a temporary file in [`PENDING`] while it exists.
struct Registered(PathBuf);

impl Registered {
    fn new(path: &Path) -> Registered {
        if let Ok(mut pending) = PENDING.lock() {
            pending.push(path.to_path_buf());
        }
        Registered(path.to_path_buf())
    }
}

impl Drop for Registered {
    fn drop(&mut self) {
        if let Ok(mut pending) = PENDING.lock() {
            pending.retain(|path| path != &self.0);
        }
    }
}

/// Replaces the file at `path`, which must still hold `expected`, with
/// `contents`. On any error the original is left as it was.
pub fn replace_file(path: &Path, expected: &[u8], contents: &[u8]) -> Result<(), String> {
    let target = resolve_link(path)?;
    let folder = match target.parent() {
        Some(parent) if !parent.as_os_str().is_empty() => parent.to_path_buf(),
        _ => PathBuf::from("."),
    };
    replace_file_with(
        &target,
        expected,
        &folder,
        |file| file.write_all(contents),
        || {},
    )
}

/// The file a path names: itself, or for a symbolic link the file it
/// finally points to.
fn resolve_link(path: &Path) -> Result<PathBuf, String> {
    let metadata = std::fs::symlink_metadata(path)
        .map_err(|error| format!("cannot read it again: {error}"))?;
    if !metadata.file_type().is_symlink() {
        return Ok(path.to_path_buf());
    }
    std::fs::canonicalize(path).map_err(|error| format!("cannot follow the symbolic link: {error}"))
}

/// [`replace_file`] with the folder of the temporary file, its writing and
/// a moment just before the swap given, so that tests can make either fail
/// or change the file at the last moment.
fn replace_file_with(
    path: &Path,
    expected: &[u8],
    folder: &Path,
    write: impl FnOnce(&mut std::fs::File) -> std::io::Result<()>,
    last_moment: impl FnOnce(),
) -> Result<(), String> {
    let before = Identity::of(path).map_err(|error| format!("cannot read it again: {error}"))?;
    if std::fs::read(path).map_err(|error| format!("cannot read it again: {error}"))? != expected {
        return Err(changed());
    }
    if before.links > 1 {
        return Err(format!(
            "it has {} hard links, and replacing it would split this name from the others",
            before.links
        ));
    }
    if before.read_only() {
        return Err("the file is read-only".to_owned());
    }
    super::identity::check_writable(path)?;
    let mut temporary = tempfile::Builder::new()
        .prefix(".hintlint-")
        .suffix(".tmp")
        .tempfile_in(folder)
        .map_err(|error| format!("cannot create a temporary file beside it: {error}"))?;
    let _registered = Registered::new(temporary.path());
    write(temporary.as_file_mut())
        .and_then(|()| temporary.as_file().sync_all())
        .map_err(|error| format!("cannot write the temporary file: {error}"))?;
    before.copy_to(temporary.as_file())?;
    last_moment();
    // Identity and content once more, immediately before the swap.
    let still_same = Identity::of(path).is_ok_and(|now| now == before)
        && std::fs::read(path).is_ok_and(|now| now == expected);
    if !still_same {
        return Err(changed());
    }
    super::identity::swap_in(temporary, path, &before, expected)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names_in(dir: &Path) -> Vec<std::ffi::OsString> {
        let mut names: Vec<_> = std::fs::read_dir(dir)
            .expect("listing")
            .filter_map(Result::ok)
            .map(|entry| entry.file_name())
            .collect();
        names.sort();
        names
    }

    #[test]
    fn a_file_changed_since_it_was_read_is_left_alone() {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("t.json");
        std::fs::write(&path, b"changed by someone else").expect("written");
        let error = replace_file(&path, b"what was read", b"fixed").unwrap_err();
        assert!(error.contains("changed on disk"), "{error}");
        assert_eq!(
            std::fs::read(&path).expect("read"),
            b"changed by someone else"
        );
    }

    #[test]
    fn a_file_that_still_holds_what_was_read_is_replaced() {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("t.json");
        std::fs::write(&path, b"old").expect("written");
        replace_file(&path, b"old", b"new").expect("replaced");
        assert_eq!(std::fs::read(&path).expect("read"), b"new");
        assert_eq!(names_in(dir.path()), ["t.json"], "no temporary file left");
    }

    #[test]
    fn an_edit_saved_at_the_last_moment_is_never_overwritten() {
        for how in ["in place", "by rename"] {
            let dir = tempfile::tempdir().expect("temp dir");
            let path = dir.path().join("t.json");
            std::fs::write(&path, b"old").expect("written");
            let error = replace_file_with(
                &path,
                b"old",
                dir.path(),
                |file| file.write_all(b"fixed"),
                || {
                    if how == "in place" {
                        std::fs::write(&path, b"the editor's").expect("saved");
                    } else {
                        let saved = dir.path().join("t.json~");
                        std::fs::write(&saved, b"the editor's").expect("saved");
                        std::fs::rename(&saved, &path).expect("renamed");
                    }
                },
            )
            .unwrap_err();
            assert!(error.contains("changed on disk"), "{how}: {error}");
            assert_eq!(
                std::fs::read(&path).expect("read"),
                b"the editor's",
                "{how}"
            );
            assert_eq!(names_in(dir.path()), ["t.json"], "{how}");
        }
    }

    #[test]
    fn a_symbolic_link_stays_a_link_and_its_target_is_written() {
        let dir = tempfile::tempdir().expect("temp dir");
        let elsewhere = dir.path().join("elsewhere");
        std::fs::create_dir(&elsewhere).expect("folder");
        let target = elsewhere.join("real.json");
        std::fs::write(&target, b"old").expect("written");
        let link = dir.path().join("link.json");
        std::os::unix::fs::symlink(&target, &link).expect("linked");
        replace_file(&link, b"old", b"new").expect("replaced");
        assert!(
            std::fs::symlink_metadata(&link)
                .expect("metadata")
                .file_type()
                .is_symlink()
        );
        assert_eq!(std::fs::read(&target).expect("read"), b"new");
        assert_eq!(names_in(&elsewhere), ["real.json"]);
    }

    #[test]
    fn a_file_with_other_hard_links_is_refused() {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("t.json");
        std::fs::write(&path, b"old").expect("written");
        std::fs::hard_link(&path, dir.path().join("other-name.json")).expect("linked");
        let error = replace_file(&path, b"old", b"new").unwrap_err();
        assert!(error.contains("2 hard links"), "{error}");
        assert_eq!(std::fs::read(&path).expect("read"), b"old");
    }

    #[test]
    fn a_full_disk_leaves_the_original_and_no_temporary_file() {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("t.json");
        std::fs::write(&path, b"original").expect("written");
        let error = replace_file_with(
            &path,
            b"original",
            dir.path(),
            |file| {
                file.write_all(b"half")?;
                Err(std::io::Error::new(
                    std::io::ErrorKind::StorageFull,
                    "no space left on device",
                ))
            },
            || {},
        )
        .unwrap_err();
        assert!(error.contains("no space left"), "{error}");
        assert_eq!(std::fs::read(&path).expect("read"), b"original");
        assert_eq!(
            names_in(dir.path()),
            ["t.json"],
            "the temporary file is removed"
        );
    }

    #[test]
    fn an_interrupted_write_leaves_no_temporary_file() {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("t.json");
        std::fs::write(&path, b"original").expect("written");
        let result = replace_file_with(
            &path,
            b"original",
            dir.path(),
            |file| {
                file.write_all(b"half")?;
                // The interrupt handler runs while the write is under way
                // (limited to this test's folder: tests run in parallel).
                remove_pending_where(|pending| pending.starts_with(dir.path()));
                Ok(())
            },
            || {},
        );
        assert!(result.is_err(), "the temporary file is gone: no swap");
        assert_eq!(std::fs::read(&path).expect("read"), b"original");
        assert_eq!(names_in(dir.path()), ["t.json"]);
    }

    #[test]
    fn a_deleted_file_is_not_written() {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("gone.json");
        assert!(
            replace_file(&path, b"x", b"y")
                .unwrap_err()
                .contains("cannot read it again")
        );
        assert!(!path.exists());
    }

    #[test]
    fn a_folder_where_no_temporary_file_can_be_made_leaves_the_original() {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("t.json");
        std::fs::write(&path, b"original").expect("written");
        let nowhere = dir.path().join("no-such-folder");
        let error = replace_file_with(
            &path,
            b"original",
            &nowhere,
            |file| file.write_all(b"new"),
            || {},
        )
        .unwrap_err();
        assert!(error.contains("cannot create a temporary file"), "{error}");
        assert_eq!(std::fs::read(&path).expect("read"), b"original");
    }
}
