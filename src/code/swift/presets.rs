//! Annotations presets a Swift project declares on the SDK's type in
//! another file, often another module of its package:
//!
//! ```swift
//! public extension Tool.Annotations {
//!     static let readOnly = Tool.Annotations(readOnlyHint: true, openWorldHint: false)
//! }
//! ```
//!
//! named where a tool is made as `annotations: .readOnly` (or
//! `Tool.Annotations.readOnly`). A Swift module imports no file: the
//! presets are looked for in the files of the package (the folder holding
//! `Package.swift`, at most [`PACKAGE_UP`] folders above the file, else
//! the folder above the file's), [`DEPTH`] folders deep and at most
//! [`MAX_FOLDERS`] folders, each folder's files holding such an extension
//! found once per run ([`crate::base::files::TextSource::holding`]). Only
//! an annotations value is read there: a preset the code computes leaves
//! the tool unjudged, as one written in the file does.

use std::path::{Path, PathBuf};

use tree_sitter::Node;

use super::values::{annotations, definitions};
use crate::code::Language;
use crate::code::registration::{Constants, Converted, Imported, Importer, Place, import_constant};

/// How many folders above a file its package's `Package.swift` is looked
/// for.
const PACKAGE_UP: usize = 4;

/// How many folders below the package's root presets are looked for.
const DEPTH: usize = 5;

/// How many folders of a package are looked in, at most.
const MAX_FOLDERS: usize = 300;

/// What declares presets on the SDK's annotations type.
pub const NEEDLES: &[&str] = &[
    "extension Tool.Annotations",
    "extension MCP.Tool.Annotations",
];

/// The presets of the package a file belongs to, looked for when first
/// asked.
pub struct Presets<'a> {
    /// Where the file is.
    place: Place<'a>,
    /// The files declaring presets, found when first asked.
    files: std::cell::OnceCell<Vec<PathBuf>>,
}

impl<'a> Presets<'a> {
    /// The presets of the package of the file at `place`.
    pub fn of(place: Place<'a>) -> Self {
        Presets {
            place,
            files: std::cell::OnceCell::new(),
        }
    }

    /// The folder the package's files are looked for in.
    fn root(&self) -> Option<&'a Path> {
        let texts = self.place.texts;
        let mut folders = self.place.path.ancestors().skip(1);
        self.place
            .path
            .ancestors()
            .skip(1)
            .take(PACKAGE_UP + 1)
            .find(|folder| texts.is_file(&folder.join("Package.swift")))
            .or_else(|| folders.nth(1))
    }

    /// The files of the package declaring presets, in the order of a walk
    /// from its root, breadth first.
    fn files(&self) -> &[PathBuf] {
        self.files.get_or_init(|| {
            let Some(root) = self.root() else {
                return Vec::new();
            };
            let texts = self.place.texts;
            let mut found = Vec::new();
            let mut level = vec![root.to_path_buf()];
            let mut looked = 0;
            for _ in 0..=DEPTH {
                let mut next = Vec::new();
                for folder in &level {
                    if looked >= MAX_FOLDERS {
                        return found;
                    }
                    looked += 1;
                    found.extend(texts.holding(folder, &["swift"], NEEDLES).iter().cloned());
                    next.extend(texts.folders(folder).iter().cloned());
                }
                level = next;
            }
            found
        })
    }
}

/// A preset's value, read as annotations.
fn preset<'a, 'b>(
    constants: &mut Constants<'a, 'b>,
    _root: Node<'b>,
    node: Node<'b>,
) -> Converted<'a> {
    annotations(constants, node)
}

impl Importer for Presets<'_> {
    fn import(&self, name: &str) -> Option<Imported> {
        self.files().iter().find_map(|file| {
            let shown = file.file_name().map_or_else(
                || file.display().to_string(),
                |name| name.to_string_lossy().into_owned(),
            );
            import_constant(
                self.place.texts,
                file,
                Language::Swift,
                name,
                &shown,
                definitions,
                &preset,
            )
        })
    }

    fn import_member(&self, _namespace: &str, _name: &str) -> Option<Imported> {
        None
    }
}
