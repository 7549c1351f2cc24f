//! Writing a fixed file atomically: a temporary file in the same folder,
//! the original's permissions, then a rename over the original, and only if
//! the file still holds what was read.

use std::io::Write;
use std::path::Path;

/// Replaces the file at `path`, which must still hold `expected`, with
/// `contents`. On any error the original is left as it was.
pub fn replace_file(path: &Path, expected: &[u8], contents: &[u8]) -> Result<(), String> {
    let folder = match path.parent() {
        Some(parent) if !parent.as_os_str().is_empty() => parent,
        _ => Path::new("."),
    };
    replace_file_with(path, expected, folder, |file| file.write_all(contents))
}

/// [`replace_file`] with the folder of the temporary file and its writing
/// given, so that tests can make either fail (running as root, permissions
/// cannot).
fn replace_file_with(
    path: &Path,
    expected: &[u8],
    folder: &Path,
    write: impl FnOnce(&mut std::fs::File) -> std::io::Result<()>,
) -> Result<(), String> {
    let current = std::fs::read(path).map_err(|error| format!("cannot read it again: {error}"))?;
    if current != expected {
        return Err("the file changed on disk after it was read".to_owned());
    }
    let metadata =
        std::fs::metadata(path).map_err(|error| format!("cannot read its permissions: {error}"))?;
    if metadata.permissions().readonly() {
        return Err("the file is read-only".to_owned());
    }
    let mut temporary = tempfile::Builder::new()
        .prefix(".hintlint-")
        .suffix(".tmp")
        .tempfile_in(folder)
        .map_err(|error| format!("cannot create a temporary file beside it: {error}"))?;
    write(temporary.as_file_mut())
        .and_then(|()| temporary.as_file().sync_all())
        .map_err(|error| format!("cannot write the temporary file: {error}"))?;
    std::fs::set_permissions(temporary.path(), metadata.permissions())
        .map_err(|error| format!("cannot copy its permissions: {error}"))?;
    temporary
        .persist(path)
        .map_err(|error| format!("cannot replace it: {}", error.error))?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

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
    }

    #[test]
    fn a_full_disk_leaves_the_original_and_no_temporary_file() {
        let dir = tempfile::tempdir().expect("temp dir");
        let path = dir.path().join("t.json");
        std::fs::write(&path, b"original").expect("written");
        let error = replace_file_with(&path, b"original", dir.path(), |file| {
            file.write_all(b"half")?;
            Err(std::io::Error::new(
                std::io::ErrorKind::StorageFull,
                "no space left on device",
            ))
        })
        .unwrap_err();
        assert!(error.contains("no space left"), "{error}");
        assert_eq!(std::fs::read(&path).expect("read"), b"original");
        let names: Vec<_> = std::fs::read_dir(dir.path())
            .expect("listing")
            .filter_map(Result::ok)
            .map(|entry| entry.file_name())
            .collect();
        assert_eq!(names, ["t.json"], "the temporary file is removed");
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
        let error = replace_file_with(&path, b"original", &nowhere, |file| file.write_all(b"new"))
            .unwrap_err();
        assert!(error.contains("cannot create a temporary file"), "{error}");
        assert_eq!(std::fs::read(&path).expect("read"), b"original");
    }
}
