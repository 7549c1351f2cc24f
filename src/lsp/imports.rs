//! What each open document's last lint read besides the document itself
//! (the modules it imports, its Go package's folder and files, the files
//! that name an SDK's version), so that an edit re-lints only the open
//! documents that read the edited file, not every open document.

use std::collections::HashMap;
use std::path::{Path, PathBuf};

use lsp_types::Uri;

/// The files each open document's last lint read, absolute.
#[derive(Debug, Default)]
pub struct Imports {
    read: HashMap<Uri, Vec<PathBuf>>,
}

impl Imports {
    /// `uri`'s last lint read `read`.
    pub fn record(&mut self, uri: &Uri, mut read: Vec<PathBuf>) {
        read.sort();
        read.dedup();
        self.read.insert(uri.clone(), read);
    }

    /// `uri` is closed.
    pub fn forget(&mut self, uri: &Uri) {
        self.read.remove(uri);
    }

    /// The open documents other than `edited` whose last lint read the
    /// file at `path` (absolute), or listed its folder (a Go package).
    pub fn dependents(&self, path: &Path, edited: &Uri) -> Vec<Uri> {
        let folder = path.parent();
        self.read
            .iter()
            .filter(|(uri, read)| {
                *uri != edited
                    && read
                        .iter()
                        .any(|read| read == path || Some(read.as_path()) == folder)
            })
            .map(|(uri, _)| uri.clone())
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn uri(name: &str) -> Uri {
        format!("file:///p/{name}").parse().expect("a URI")
    }

    #[test]
    fn the_dependents_are_the_readers_of_the_file_or_its_folder() {
        let mut imports = Imports::default();
        imports.record(&uri("a.ts"), vec![PathBuf::from("/p/shared.ts")]);
        imports.record(&uri("b.ts"), vec![PathBuf::from("/p/other.ts")]);
        imports.record(&uri("main.go"), vec![PathBuf::from("/p")]);
        imports.record(&uri("shared.ts"), vec![PathBuf::from("/p/shared.ts")]);
        let mut found = imports.dependents(Path::new("/p/shared.ts"), &uri("shared.ts"));
        found.sort_by(|a, b| a.as_str().cmp(b.as_str()));
        assert_eq!(found, [uri("a.ts"), uri("main.go")]);
        imports.forget(&uri("a.ts"));
        assert_eq!(
            imports.dependents(Path::new("/q/shared.ts"), &uri("x")),
            Vec::<Uri>::new()
        );
        assert_eq!(
            imports
                .dependents(Path::new("/p/shared.ts"), &uri("x"))
                .len(),
            2
        );
    }
}
