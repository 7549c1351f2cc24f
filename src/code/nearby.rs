//! The modules that may use a module: the source files of its folder and
//! of the folder above (a package, and the package that imports it).
//! FastMCP sub-servers are mounted there, and a TypeScript wrapper
//! exported by one module is called there.

use std::path::{Path, PathBuf};

use crate::base::files::TextSource;

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
    let mut found: Vec<PathBuf> = texts.holding(folder, extensions, needles).to_vec();
    if let Some(above) = folder.parent() {
        found.extend(texts.holding(above, extensions, needles).iter().cloned());
    }
    found.retain(|file| file != module);
    found
}

/// Whether [`near`] of `module` looks in `folder`: the module's own folder
/// or the folder above it.
pub fn looks_in(module: &Path, folder: &Path) -> bool {
    let own = module.parent();
    own == Some(folder) || own.and_then(Path::parent) == Some(folder)
}

/// The folder of `module`, the folder above, and that folder's other
/// folders (a project's `Constants/` or `Server/` beside its `Tools/`):
/// where a module's siblings in a project of several folders are looked
/// for.
pub fn around(module: &Path, texts: &dyn TextSource) -> Vec<PathBuf> {
    let Some(own) = module.parent() else {
        return Vec::new();
    };
    let mut folders = vec![own.to_path_buf()];
    if let Some(above) = own.parent() {
        folders.push(above.to_path_buf());
        folders.extend(
            texts
                .folders(above)
                .iter()
                .filter(|folder| folder.as_path() != own)
                .cloned(),
        );
    }
    folders
}
