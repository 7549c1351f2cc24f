//! The documents an editor has open: their text as the editor has it
//! (changes applied incrementally), their version, and the file each
//! stands for. `file://` URIs only: hintlint lints files.

use std::collections::HashMap;
use std::path::{Path, PathBuf};

use lsp_types::{TextDocumentContentChangeEvent, Uri};

use super::positions::{Encoding, LineIndex};

/// An open document.
#[derive(Debug, Clone)]
pub struct Document {
    /// The file it stands for.
    pub path: PathBuf,
    /// The editor's version of it.
    pub version: i32,
    /// Its text.
    pub text: String,
    /// Where its lines start, kept up to date through each change: an edit
    /// of a large document searches only what it changed, and its
    /// diagnostics are placed with the same index.
    pub lines: LineIndex,
}

/// The open documents, by URI.
#[derive(Debug, Default)]
pub struct Documents {
    open: HashMap<Uri, Document>,
}

impl Documents {
    /// Opens `uri` with `text` at `version`, its columns counted in
    /// `encoding`; `None` when it is not a file.
    pub fn open(
        &mut self,
        uri: Uri,
        version: i32,
        text: String,
        encoding: Encoding,
    ) -> Option<&Document> {
        let path = path_of(&uri)?;
        let lines = LineIndex::new(&text, encoding);
        self.open.insert(
            uri.clone(),
            Document {
                path,
                version,
                text,
                lines,
            },
        );
        self.open.get(&uri)
    }

    /// Applies `changes` (whole texts or ranges, in order) to `uri`.
    pub fn change(
        &mut self,
        uri: &Uri,
        version: i32,
        changes: Vec<TextDocumentContentChangeEvent>,
    ) -> Option<&Document> {
        let document = self.open.get_mut(uri)?;
        for change in changes {
            match change.range {
                None => {
                    document.text = change.text;
                    document.lines = LineIndex::new(&document.text, document.lines.encoding());
                }
                Some(range) => {
                    let lines = &mut document.lines;
                    let start = lines.offset(&document.text, range.start);
                    let end = lines.offset(&document.text, range.end).max(start);
                    document.text.replace_range(start..end, &change.text);
                    lines.edit(&document.text, start, end, change.text.len());
                }
            }
        }
        document.version = version;
        Some(document)
    }

    /// Closes `uri`, freeing its text.
    pub fn close(&mut self, uri: &Uri) -> Option<Document> {
        self.open.remove(uri)
    }

    /// The open document `uri`.
    pub fn get(&self, uri: &Uri) -> Option<&Document> {
        self.open.get(uri)
    }

    /// Every open document.
    pub fn iter(&self) -> impl Iterator<Item = (&Uri, &Document)> {
        self.open.iter()
    }
}

/// The file a `file://` URI names.
pub fn path_of(uri: &Uri) -> Option<PathBuf> {
    crate::base::paths::of_file_uri(uri.as_str())
}

/// The `file://` URI of `path` (made absolute).
pub fn uri_of(path: &Path) -> Option<Uri> {
    let absolute = crate::base::paths::absolute(path);
    let shown = absolute.to_string_lossy().replace('\\', "/");
    let shown = if shown.starts_with('/') {
        shown
    } else {
        format!("/{shown}")
    };
    let text = format!("file://{}", crate::base::paths::uri_path(&shown));
    text.parse().ok()
}

#[cfg(test)]
mod tests {
    use super::*;
    use lsp_types::{Position, Range};

    fn uri(text: &str) -> Uri {
        text.parse().expect("a URI")
    }

    #[test]
    fn file_uris_are_paths_and_back() {
        assert_eq!(
            path_of(&uri("file:///tmp/a%20b/t%C3%A9.json")),
            Some(PathBuf::from("/tmp/a b/té.json"))
        );
        assert_eq!(path_of(&uri("untitled:Untitled-1")), None);
        let back = uri_of(Path::new("/tmp/a b/té.json")).expect("a URI");
        assert_eq!(back.as_str(), "file:///tmp/a%20b/t%C3%A9.json");
    }

    #[test]
    fn changes_apply_in_order_by_range() {
        let mut documents = Documents::default();
        let name = uri("file:///tmp/t.json");
        documents.open(name.clone(), 1, "{\"a\": 1}\n".to_owned(), Encoding::Utf16);
        let change = |line, from, to, text: &str| TextDocumentContentChangeEvent {
            range: Some(Range::new(
                Position::new(line, from),
                Position::new(line, to),
            )),
            range_length: None,
            text: text.to_owned(),
        };
        let document = documents
            .change(
                &name,
                2,
                vec![change(0, 6, 7, "2"), change(0, 1, 4, "\"é\"")],
            )
            .expect("open");
        assert_eq!(document.text, "{\"é\": 2}\n");
        assert_eq!(document.version, 2);
        assert!(documents.close(&name).is_some());
        assert!(documents.get(&name).is_none());
    }
}
