//! Parsing a source file and gathering its registrations into one
//! document: an array of holder objects, one per judged tool.

use crate::document::Spot;
use std::ops::Range;

use super::Language;
use super::parse::{parse_tree, stray_nul};
use super::registration::{ConstantUse, Opaque, Place, Registration};
use super::tree;
use crate::document::{Array, Str, Value};
use crate::document::{LineComment, ParseFailure};

/// The tools of one source file.
#[derive(Debug)]
pub struct CodeFile<'t> {
    /// An array of the judged tools' holder objects: element `i` is tool
    /// `i`, whose pointer is `/i`.
    pub root: Value<'t>,
    /// What the holders do not say: name, anchor and constants, per tool.
    pub sites: Vec<Site<'t>>,
    /// Registrations whose hints cannot be read statically.
    pub unjudged: Vec<Unjudged<'t>>,
    /// The line comments, for `hintlint-allow`.
    pub comments: Vec<LineComment>,
    /// What the reader had to assume of the file (`-v` prints it).
    pub assumed: Vec<String>,
}

/// A judged tool's registration, besides its holder.
#[derive(Debug)]
pub struct Site<'t> {
    /// The tool's name, when static.
    pub name: Option<Str<'t>>,
    /// Where "this tool" findings point.
    pub anchor: Range<usize>,
    /// The constants it reads.
    pub uses: Vec<ConstantUse>,
    /// What its handler does, when the handler is found.
    pub effects: Option<Box<crate::base::method::HandlerEffects>>,
    /// What the SDK sends for hints the registration does not write.
    pub seeded: Option<super::wire::Seeded>,
    /// The hints its platform has, when not all four (WebMCP).
    pub carried: Option<&'static [crate::base::hint::Hint]>,
    /// Where each hint the evaluator computed was written.
    pub provenance: Vec<super::provenance::Provenance>,
}

/// A registration that is not judged.
#[derive(Debug)]
pub struct Unjudged<'t> {
    /// The tool's name, when static.
    pub name: Option<Str<'t>>,
    /// The expression hintlint could not read.
    pub opaque: Opaque,
    /// Where the tool is registered (its name, or the registering call):
    /// the tool's place, where its finding is.
    pub anchor: std::ops::Range<usize>,
    /// The whole registration, from its call to the end of its arguments:
    /// a hint value inside it is told by this tool's finding, never on its
    /// own.
    pub call: std::ops::Range<usize>,
}

/// Parses `text` as `language` and reads its registrations. A file with a
/// syntax error is a failure located at the error: hintlint neither judges
/// nor fixes code it could not parse.
///
/// `place`, when known, is where the file is: constants imported from
/// sibling modules by relative imports (and, in Go, defined in the other
/// files of the package) are followed from there.
pub fn read<'t>(
    text: &'t str,
    language: Language,
    place: Option<Place<'t>>,
) -> Result<CodeFile<'t>, ParseFailure> {
    let parsed = match place.and_then(|place| Some((place.path, super::kept_trees(place.texts)?))) {
        Some((path, trees)) => trees.parse(path, text, language)?,
        None => parse_tree(text, language)?,
    };
    // HTML is read as browsers read it, errors recovered from; its scripts
    // are held to JavaScript's syntax.
    let page = language.info().page.as_ref();
    let strict = page.is_none();
    if let Some(page) = page {
        (page.check_scripts)(text, parsed.root_node())?;
    }
    if let Some((error, what)) = tree::first_error(&parsed, text).filter(|_| strict) {
        let span = if error.is_empty() {
            error.start..(error.start + 1).min(text.len())
        } else {
            error
        };
        return Err(ParseFailure {
            message: format!("{} syntax error: {what}", language.name()),
            span,
        });
    }
    if let Some(at) = stray_nul(&parsed, text, language) {
        return Err(ParseFailure {
            message: format!(
                "{} syntax error: unexpected `\\u{{0}}` outside a comment or a string",
                language.name()
            ),
            span: at..at + 1,
        });
    }
    // A reader whose query does not load reads nothing: the file is said
    // to be unreadable, never read in part.
    for queries in language.info().queries {
        if let Err(error) = queries.compiled() {
            return Err(ParseFailure {
                message: format!("hintlint cannot read {}: {error}", language.name()),
                span: 0..0,
            });
        }
    }
    super::parse::keep_read(text, language, &parsed);
    let root = parsed.root_node();
    let registrations = (language.info().registrations)(text, root, place);
    let comments = match page {
        None => tree::line_comments(&parsed, text, language.comment_marker()),
        Some(page) => (page.comments)(&parsed, text),
    };
    let mut file = gather(text, registrations, comments);
    file.assumed = (language.info().assumed)(text, place);
    Ok(file)
}

/// The comment marker an allow comment at `offset` of `text` is written
/// with: the language's, except in an HTML page's scripts (`//`).
pub fn comment_marker_at(text: &str, language: Language, offset: usize) -> &'static str {
    match language.info().page.as_ref() {
        Some(page) => match parse_tree(text, language) {
            Ok(parsed) if (page.in_script)(text, parsed.root_node(), offset) => "//",
            _ => language.comment_marker(),
        },
        None => language.comment_marker(),
    }
}

/// Splits registrations into judged tools and unjudged ones.
fn gather<'t>(
    text: &'t str,
    registrations: Vec<Registration<'t>>,
    comments: Vec<LineComment>,
) -> CodeFile<'t> {
    let mut items = Vec::new();
    let mut sites = Vec::new();
    let mut unjudged = Vec::new();
    for registration in registrations {
        match registration.unjudged {
            Some(opaque) => {
                let holder = registration.holder.span.range();
                let call = [&registration.anchor, &holder, &opaque.span];
                let start = call.iter().map(|span| span.start).min().unwrap_or(0);
                let end = call.iter().map(|span| span.end).max().unwrap_or(0);
                unjudged.push(Unjudged {
                    name: registration.name,
                    anchor: registration.anchor,
                    call: start..end,
                    opaque,
                });
            }
            None => {
                items.push(Value::Object(registration.holder));
                sites.push(Site {
                    name: registration.name,
                    anchor: registration.anchor,
                    uses: registration.uses,
                    effects: registration.effects,
                    seeded: registration.seeded,
                    carried: registration.carried,
                    provenance: registration.provenance,
                });
            }
        }
    }
    CodeFile {
        root: Value::Array(Array {
            span: Spot::of(0..text.len()),
            items,
        }),
        sites,
        unjudged,
        comments,
        assumed: Vec::new(),
    }
}

#[cfg(test)]
mod kept_tree_tests {
    use super::Language;
    use crate::code::parse::{keep_read, tree_of};

    /// The first statement's node id: a tree taken again shares its
    /// subtrees with the kept one (the root's id is each tree's own), a
    /// parse makes its own.
    fn first(tree: &tree_sitter::Tree) -> Option<usize> {
        tree.root_node().child(0).map(|node| node.id())
    }

    #[test]
    fn the_tree_a_read_kept_is_taken_again_and_another_text_is_parsed() {
        let text = "export const a = 1;\n";
        let Ok(read) = super::read(text, Language::TypeScript, None) else {
            panic!("the text reads");
        };
        assert!(read.sites.is_empty());
        let (Ok(once), Ok(again)) = (
            tree_of(text, Language::TypeScript),
            tree_of(text, Language::TypeScript),
        ) else {
            panic!("the text parses");
        };
        assert!(first(&once).is_some());
        assert_eq!(first(&once), first(&again));
        let Ok(other) = tree_of("export const a = 1;\n\n", Language::TypeScript) else {
            panic!("the other text parses");
        };
        assert_ne!(first(&other), first(&once));
        // Kept for one language, the text is parsed again for another.
        keep_read(text, Language::TypeScript, &once);
        let Ok(tsx) = tree_of(text, Language::Tsx) else {
            panic!("the text parses as TSX");
        };
        assert_ne!(first(&tsx), first(&once));
    }
}
