//! The work the server owes the client after an edit, in push mode: the
//! diagnostics of the edited documents, published as soon as no message
//! waits (a burst of changes to one document is linted once), and those
//! of the documents that import them, re-linted once the client has been
//! quiet for [`DEBOUNCE`] (typing in a shared module re-lints its
//! importers once, after the burst, not after every keystroke), one at a
//! time so that a message arriving meanwhile is answered first.

use std::collections::{HashSet, VecDeque};
use std::time::{Duration, Instant};

use lsp_types::Uri;

/// How long the client must be quiet before the importers of an edited
/// document are linted again.
pub const DEBOUNCE: Duration = Duration::from_millis(100);

/// What is owed, in the order it was asked for.
#[derive(Debug, Default)]
pub struct Pending {
    /// The documents edited, to publish now.
    edited: VecDeque<Uri>,
    /// The documents to lint again after the quiet period.
    stale: VecDeque<Uri>,
    /// Everything in `edited` and `stale`, to keep each once.
    queued: HashSet<Uri>,
    /// Whether the client is to be asked to pull again (pull mode), after
    /// the quiet period.
    refresh: bool,
    /// When the quiet period ends.
    quiet_from: Option<Instant>,
}

impl Pending {
    /// `uri` was edited: its diagnostics are owed at once, and the quiet
    /// period starts again.
    pub fn edited(&mut self, uri: Uri) {
        self.restart();
        if self.queued.insert(uri.clone()) {
            self.edited.push_back(uri);
        } else if let Some(at) = self.stale.iter().position(|stale| *stale == uri) {
            // Owed at once now, not after the quiet.
            self.stale.remove(at);
            self.edited.push_back(uri);
        }
    }

    /// `uris` are to be linted again once the client is quiet.
    pub fn stale(&mut self, uris: impl IntoIterator<Item = Uri>) {
        self.restart();
        for uri in uris {
            if self.queued.insert(uri.clone()) {
                self.stale.push_back(uri);
            }
        }
    }

    /// The client is to be asked to pull again once it is quiet.
    pub fn refresh(&mut self) {
        self.restart();
        self.refresh = true;
    }

    /// `uri` is closed: nothing is owed for it.
    pub fn forget(&mut self, uri: &Uri) {
        if self.queued.remove(uri) {
            self.edited.retain(|edited| edited != uri);
            self.stale.retain(|stale| stale != uri);
        }
    }

    /// The next edited document to publish.
    pub fn next_edited(&mut self) -> Option<Uri> {
        let uri = self.edited.pop_front()?;
        self.queued.remove(&uri);
        Some(uri)
    }

    /// When the quiet period ends, while anything waits for it.
    pub fn quiet_from(&self) -> Option<Instant> {
        (!self.stale.is_empty() || self.refresh)
            .then_some(self.quiet_from)
            .flatten()
    }

    /// After the quiet period: the next document to lint again, else
    /// whether to ask the client to pull.
    pub fn after_quiet(&mut self) -> Option<Owed> {
        if let Some(uri) = self.stale.pop_front() {
            self.queued.remove(&uri);
            return Some(Owed::Lint(uri));
        }
        std::mem::take(&mut self.refresh).then_some(Owed::Refresh)
    }

    /// How many documents wait, and whether a refresh does.
    pub fn len(&self) -> usize {
        self.queued.len() + usize::from(self.refresh)
    }

    fn restart(&mut self) {
        self.quiet_from = Some(Instant::now() + DEBOUNCE);
    }
}

/// What is owed after the quiet period.
#[derive(Debug, PartialEq, Eq)]
pub enum Owed {
    /// A document's diagnostics, linted again.
    Lint(Uri),
    /// A `workspace/diagnostic/refresh` request.
    Refresh,
}

#[cfg(test)]
mod tests {
    use super::*;

    fn uri(name: &str) -> Uri {
        format!("file:///{name}").parse().expect("a URI")
    }

    #[test]
    fn edits_are_owed_at_once_once_each_and_importers_after_the_quiet() {
        let mut pending = Pending::default();
        assert_eq!(pending.quiet_from(), None);
        pending.stale([uri("a"), uri("b"), uri("a")]);
        pending.edited(uri("c"));
        pending.edited(uri("c"));
        pending.edited(uri("b"));
        assert_eq!(pending.len(), 3);
        assert!(pending.quiet_from().is_some_and(|at| at > Instant::now()));
        assert_eq!(pending.next_edited(), Some(uri("c")));
        assert_eq!(pending.next_edited(), Some(uri("b")));
        assert_eq!(pending.next_edited(), None);
        pending.refresh();
        pending.stale([uri("d")]);
        pending.forget(&uri("d"));
        assert_eq!(pending.after_quiet(), Some(Owed::Lint(uri("a"))));
        assert_eq!(pending.after_quiet(), Some(Owed::Refresh));
        assert_eq!(pending.after_quiet(), None);
        assert_eq!((pending.len(), pending.quiet_from()), (0, None));
    }
}
