//! The modules that may use a module: the source files of its folder and
//! of the folder above (a package, and the package that imports it).
//! FastMCP sub-servers are mounted there, and a TypeScript wrapper
//! exported by one module is called there.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::{Arc, LazyLock, Mutex};

use crate::base::files::TextSource;

/// The files of a folder looked at, at most.
const FILES_PER_FOLDER: usize = 200;

/// The files of each folder found to hold what was asked, by the text
/// source that read them (its address), the folder, the extensions and
/// the needles: a run asks once per module of the folder, and reading
/// every module of the folder each time would make a run quadratic in a
/// folder's modules.
type Listed = HashMap<(usize, PathBuf, String), Arc<[PathBuf]>>;

/// The files found so far (see [`Listed`]).
static LISTED: LazyLock<Mutex<Listed>> = LazyLock::new(Mutex::default);

/// The files of the folder of `module` and of the folder above with one of
/// `extensions` that `texts` admits and whose text holds one of `needles`,
/// `module` itself left out, in that order.
pub fn near(
    module: &Path,
    texts: &dyn TextSource,
    extensions: &[&str],
    needles: &[&str],
) -> Vec<PathBuf> {
    let Some(folder) = module.parent() else {
        return Vec::new();
    };
    let mut found: Vec<PathBuf> = holding(folder, texts, extensions, needles).to_vec();
    if let Some(above) = folder.parent() {
        found.extend(holding(above, texts, extensions, needles).iter().cloned());
    }
    found.retain(|file| file != module);
    found
}

/// The files of `folder` with one of `extensions` that `texts` admits and
/// whose text holds one of `needles`, sorted.
pub fn holding(
    folder: &Path,
    texts: &dyn TextSource,
    extensions: &[&str],
    needles: &[&str],
) -> Arc<[PathBuf]> {
    let key = (
        std::ptr::from_ref(texts).cast::<()>() as usize,
        folder.to_path_buf(),
        [extensions.join(","), needles.join("\0")].join("\0"),
    );
    if let Ok(listed) = LISTED.lock()
        && let Some(known) = listed.get(&key)
    {
        return Arc::clone(known);
    }
    let files: Arc<[PathBuf]> = listed(folder, extensions)
        .into_iter()
        .filter(|path| {
            texts.admits(path)
                && texts
                    .text(path)
                    .is_some_and(|text| needles.iter().any(|needle| text.contains(needle)))
        })
        .collect();
    if let Ok(mut listed) = LISTED.lock() {
        listed.insert(key, Arc::clone(&files));
    }
    files
}

/// The files of `folder` on disk with one of `extensions`, sorted (at most
/// [`FILES_PER_FOLDER`]).
fn listed(folder: &Path, extensions: &[&str]) -> Vec<PathBuf> {
    crate::base::files::listed_files(folder, FILES_PER_FOLDER, |name| {
        name.rsplit_once('.')
            .is_some_and(|(_, extension)| extensions.contains(&extension))
    })
}
