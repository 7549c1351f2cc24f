//! The files a source reader follows imports into, read once per process:
//! a Go package's other files and a module's relative imports are asked
//! for by every file of the folder that registers tools, and reading them
//! again for each would make a run quadratic in the files of a package.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, OnceLock};

/// The largest sibling module read to follow an import.
const MAX_SIBLING_BYTES: u64 = 1 << 20;

/// Texts read so far, by path (`None`: not a regular file of at most
/// [`MAX_SIBLING_BYTES`], or not UTF-8).
type Texts = HashMap<PathBuf, Option<Arc<str>>>;

/// Folder listings read so far: the non-test `.go` files of each folder.
type Packages = HashMap<PathBuf, Arc<[PathBuf]>>;

fn texts() -> &'static Mutex<Texts> {
    static TEXTS: OnceLock<Mutex<Texts>> = OnceLock::new();
    TEXTS.get_or_init(Mutex::default)
}

fn packages() -> &'static Mutex<Packages> {
    static PACKAGES: OnceLock<Mutex<Packages>> = OnceLock::new();
    PACKAGES.get_or_init(Mutex::default)
}

/// The text of the sibling module at `path`: a regular file of at most a
/// megabyte.
pub fn text(path: &Path) -> Option<Arc<str>> {
    if let Ok(texts) = texts().lock()
        && let Some(known) = texts.get(path)
    {
        return known.clone();
    }
    let read = std::fs::metadata(path)
        .ok()
        .filter(|metadata| metadata.is_file() && metadata.len() <= MAX_SIBLING_BYTES)
        .and_then(|_| std::fs::read_to_string(path).ok())
        .map(Arc::from);
    if let Ok(mut texts) = texts().lock() {
        texts.insert(path.to_path_buf(), read.clone());
    }
    read
}

/// The non-test `.go` files of `folder`, sorted.
pub fn go_files(folder: &Path) -> Arc<[PathBuf]> {
    if let Ok(packages) = packages().lock()
        && let Some(known) = packages.get(folder)
    {
        return Arc::clone(known);
    }
    let mut files: Vec<PathBuf> = std::fs::read_dir(folder)
        .into_iter()
        .flatten()
        .filter_map(Result::ok)
        .map(|entry| entry.path())
        .filter(|file| {
            let name = file
                .file_name()
                .and_then(|name| name.to_str())
                .unwrap_or("");
            name.ends_with(".go") && !name.ends_with("_test.go")
        })
        .collect();
    files.sort();
    let files: Arc<[PathBuf]> = files.into();
    if let Ok(mut packages) = packages().lock() {
        packages.insert(folder.to_path_buf(), Arc::clone(&files));
    }
    files
}
