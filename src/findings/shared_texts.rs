//! One copy of each text that many findings of a file repeat (a help
//! line, a note, a fix's description and edits: a few dozen distinct
//! texts among tens of thousands of findings), so that a large report
//! holds each once.

use std::collections::HashSet;
use std::sync::Arc;

use crate::findings::diagnostic::Diagnostic;

/// The texts of the findings shared so far.
#[derive(Debug, Default)]
pub struct SharedTexts {
    texts: HashSet<Arc<str>, foldhash::fast::RandomState>,
}

impl SharedTexts {
    /// Makes `text` the copy already held of the same text, or holds it.
    pub fn share(&mut self, text: &mut Arc<str>) {
        if text.is_empty() {
            return;
        }
        match self.texts.get(&**text) {
            Some(held) => *text = Arc::clone(held),
            None => {
                self.texts.insert(Arc::clone(text));
            }
        }
    }

    /// Shares the help, notes and fixes' descriptions and edits of
    /// `diagnostic`.
    pub fn share_in(&mut self, diagnostic: &mut Diagnostic) {
        if let Some(help) = &mut diagnostic.help {
            self.share(help);
        }
        for note in &mut diagnostic.notes {
            self.share(note);
        }
        for fix in [&mut diagnostic.fix, &mut diagnostic.safe_fix]
            .into_iter()
            .flatten()
        {
            self.share(&mut fix.message);
            for edit in &mut fix.edits {
                self.share(&mut edit.content);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use super::SharedTexts;

    #[test]
    fn equal_texts_become_one_copy_and_different_ones_stay_apart() {
        let mut shared = SharedTexts::default();
        let mut first: Arc<str> = Arc::from(String::from("write readOnlyHint"));
        let mut second: Arc<str> = Arc::from(String::from("write readOnlyHint"));
        let mut other: Arc<str> = Arc::from("write destructiveHint");
        assert!(!Arc::ptr_eq(&first, &second));
        shared.share(&mut first);
        shared.share(&mut second);
        shared.share(&mut other);
        assert!(Arc::ptr_eq(&first, &second));
        assert_eq!(&*second, "write readOnlyHint");
        assert_eq!(&*other, "write destructiveHint");
    }
}
