//! Writing a fixed file atomically: a temporary file in the same folder,
//! the original's permissions, then a rename over the original, and only if
//! the file still holds what was read.

use std::io::Write;
use std::path::Path;

/// Replaces the file at `path`, which must still hold `expected`, with
/// `contents`. On any error the original is left as it was.
pub fn replace_file(path: &Path, expected: &[u8], contents: &[u8]) -> Result<(), String> {
    let current = std::fs::read(path).map_err(|error| format!("cannot read it again: {error}"))?;
    if current != expected {
        return Err("the file changed on disk after it was read; not written".to_owned());
    }
    let metadata =
        std::fs::metadata(path).map_err(|error| format!("cannot read its permissions: {error}"))?;
    if metadata.permissions().readonly() {
        return Err("the file is read-only; not written".to_owned());
    }
    let folder = match path.parent() {
        Some(parent) if !parent.as_os_str().is_empty() => parent,
        _ => Path::new("."),
    };
    let mut temporary = tempfile::Builder::new()
        .prefix(".hintlint-")
        .suffix(".tmp")
        .tempfile_in(folder)
        .map_err(|error| format!("cannot create a temporary file beside it: {error}"))?;
    temporary
        .write_all(contents)
        .and_then(|()| temporary.as_file().sync_all())
        .map_err(|error| format!("cannot write the temporary file: {error}"))?;
    std::fs::set_permissions(temporary.path(), metadata.permissions())
        .map_err(|error| format!("cannot copy its permissions: {error}"))?;
    temporary
        .persist(path)
        .map_err(|error| format!("cannot replace it: {}", error.error))?;
    Ok(())
}
