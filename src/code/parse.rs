//! A text's syntax tree in its language's grammar (taken from the row of
//! [`super::languages`]): below every reader, which parses the modules it
//! imports with it.

use std::cell::RefCell;

use super::Language;
use crate::document::ParseFailure;

/// The syntax tree of `text` in `language`.
pub fn parse_tree(text: &str, language: Language) -> Result<tree_sitter::Tree, ParseFailure> {
    parse_tree_reusing(text, language, None)
}

/// A tree with the text and the language it was parsed from.
type Parsed = (Language, Box<str>, tree_sitter::Tree);

thread_local! {
    /// The tree `code::read` parsed last on this thread: what a language's
    /// hooks look at again in the same file (what nearby modules read of
    /// it) is taken from it, not from a second parse.
    static LAST_READ: RefCell<Option<Parsed>> = const { RefCell::new(None) };
}

/// Keeps `tree`, parsed from `text` in `language`, as this thread's last
/// read (the one before it is dropped).
pub(super) fn keep_read(text: &str, language: Language, tree: &tree_sitter::Tree) {
    LAST_READ.with(|last| *last.borrow_mut() = Some((language, Box::from(text), tree.clone())));
}

/// The syntax tree of `text` in `language`: the tree this thread's last
/// read kept when it is of this text, else a parse.
pub fn tree_of(text: &str, language: Language) -> Result<tree_sitter::Tree, ParseFailure> {
    let kept = LAST_READ.with(|last| match &*last.borrow() {
        Some((read, kept, tree)) if *read == language && **kept == *text => Some(tree.clone()),
        _ => None,
    });
    match kept {
        Some(tree) => Ok(tree),
        None => parse_tree(text, language),
    }
}

/// A parser of `language`'s grammar (its row's), for a reader that parses
/// part of a text itself (a page's scripts, a macro's token tree).
pub fn parser(language: Language) -> Result<tree_sitter::Parser, ParseFailure> {
    let mut parser = tree_sitter::Parser::new();
    let grammar = (language.info().grammar)();
    parser
        .set_language(&grammar)
        .map_err(|error| ParseFailure {
            message: format!(
                "the {} grammar could not be loaded: {error}",
                language.name()
            ),
            span: 0..0,
        })?;
    Ok(parser)
}

/// Whether a parse of `text` in `language` reads the text as it is
/// (Python's lone carriage returns are made line feeds first).
pub(super) fn parses_as_written(text: &str, language: Language) -> bool {
    match language {
        Language::Python => !memchr::memchr_iter(b'\r', text.as_bytes())
            .any(|at| text.as_bytes().get(at + 1) != Some(&b'\n')),
        Language::Java => memchr::memchr(0, text.as_bytes()).is_none(),
        _ => true,
    }
}

/// The first NUL byte of a Java text outside its comments and strings,
/// which `javac` refuses: the grammar reads the text with its NULs made
/// spaces (it takes a NUL for the end of the text), and one in a comment
/// or a string is any other character there.
pub(super) fn stray_nul(
    parsed: &tree_sitter::Tree,
    text: &str,
    language: Language,
) -> Option<usize> {
    if language != Language::Java {
        return None;
    }
    memchr::memchr_iter(0, text.as_bytes()).find(|at| {
        let mut node = parsed.root_node().descendant_for_byte_range(*at, at + 1);
        while let Some(inside) = node {
            if matches!(
                inside.kind(),
                "line_comment" | "block_comment" | "string_literal" | "character_literal"
            ) {
                return false;
            }
            node = inside.parent();
        }
        true
    })
}

/// [`parse_tree`], reusing `old` (the tree of an earlier text, edited to
/// match this one) where the edit left it alone; a text not parsed as
/// written ([`parses_as_written`]) is parsed afresh.
pub(super) fn parse_tree_reusing(
    text: &str,
    language: Language,
    old: Option<&tree_sitter::Tree>,
) -> Result<tree_sitter::Tree, ParseFailure> {
    let mut parser = parser(language)?;
    // Python ends a line at a lone `\r` too (classic Mac line ends), which
    // the grammar does not: it parses the text with those made `\n`, of
    // the same length, so every span is the text's own. Java's grammar
    // ends the text at a NUL: it parses the text with its NULs made spaces
    // ([`stray_nul`] then finds one outside a comment or a string).
    let parsed = if !parses_as_written(text, language) {
        let unified: String = text
            .char_indices()
            .map(|(at, ch)| match ch {
                '\r' if text.as_bytes().get(at + 1) != Some(&b'\n') => '\n',
                '\0' if language == Language::Java => ' ',
                other => other,
            })
            .collect();
        parser.parse(&unified, None)
    } else {
        parser.parse(text, old)
    };
    parsed.ok_or_else(|| ParseFailure {
        message: format!("the {} parser gave up", language.name()),
        span: 0..0,
    })
}
