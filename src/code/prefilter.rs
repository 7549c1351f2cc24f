//! The byte prefilter of a reader, as data in its row of the table of
//! readers: the names a text must hold for the reader to find a
//! registration in it, so that the many files of a tree that register
//! nothing are never parsed. One search serves every language; a reader
//! whose test needles cannot say (a name in any case, a framework's files)
//! gives its own.

/// What a text must hold for a reader to read it.
pub enum Prefilter {
    /// One of these names.
    Any(&'static [&'static str]),
    /// The first name, and one of the others (`rmcp`, then `tool`).
    Within(&'static str, &'static [&'static str]),
    /// The reader's own test.
    Test(fn(&str) -> bool),
}

impl Prefilter {
    /// Whether `text` can hold a registration the reader reads.
    pub fn admits(&self, text: &str) -> bool {
        let any = |needles: &[&str]| needles.iter().any(|needle| text.contains(needle));
        match self {
            Prefilter::Any(needles) => any(needles),
            Prefilter::Within(first, needles) => text.contains(first) && any(needles),
            Prefilter::Test(test) => test(text),
        }
    }
}
