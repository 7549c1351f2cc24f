//! The benchmark floors' walk (`json_floor.rs`, `source_floor.rs`): the
//! files at or under a path that `keep` keeps, in name order, every folder
//! entered. Included by each floor with `#[path]`.

use std::path::{Path, PathBuf};

/// Appends to `found` the files at or under `path` that `keep` keeps (a
/// path named itself is kept whatever it is).
pub fn files(
    path: &Path,
    keep: &dyn Fn(&Path) -> bool,
    found: &mut Vec<PathBuf>,
) -> std::io::Result<()> {
    if !path.is_dir() {
        found.push(path.to_owned());
        return Ok(());
    }
    let mut entries = std::fs::read_dir(path)?
        .map(|entry| entry.map(|entry| entry.path()))
        .collect::<std::io::Result<Vec<_>>>()?;
    entries.sort();
    for entry in entries {
        if entry.is_dir() || keep(&entry) {
            files(&entry, keep, found)?;
        }
    }
    Ok(())
}
