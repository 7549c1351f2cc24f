//! A name looked for as a whole identifier in texts, and the line of an
//! offset.

/// A name looked for as a whole identifier in many modules (every sibling
/// of a Go package, for each constant a registration names): its searcher
/// is built once, not once per module.
pub struct Identifier<'n> {
    /// The name.
    name: &'n str,
    /// Its searcher.
    finder: memchr::memmem::Finder<'n>,
}

impl<'n> Identifier<'n> {
    /// The identifier `name`.
    pub fn new(name: &'n str) -> Identifier<'n> {
        Identifier {
            name,
            finder: memchr::memmem::Finder::new(name.as_bytes()),
        }
    }

    /// Whether `text` holds it as a whole identifier (`readOnly1` is not
    /// in `readOnly10`).
    pub fn in_text(&self, text: &str) -> bool {
        let is_word = |byte: u8| byte.is_ascii_alphanumeric() || byte == b'_' || byte == b'$';
        let bytes = text.as_bytes();
        self.finder.find_iter(bytes).any(|at| {
            let before = at.checked_sub(1).map(|before| bytes[before]);
            let after = bytes.get(at + self.name.len()).copied();
            !before.is_some_and(is_word) && !after.is_some_and(is_word)
        })
    }
}

/// The 1-based line of `offset` in `text`.
pub fn line_of(text: &str, offset: usize) -> usize {
    1 + memchr::memchr_iter(b'\n', &text.as_bytes()[..offset.min(text.len())]).count()
}
