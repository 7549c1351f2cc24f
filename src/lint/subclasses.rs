//! Subclasses of a project's own classes that reach an SDK's entry point:
//! `class X < BaseTool` where `BaseTool < MCP::Tool` is written in another
//! file of the project (Ruby, and Kotlin, Java, C#, Swift, TypeScript, PHP,
//! Python alike). Each such class is an entry point of its own, accounted
//! like the catalogue's. The project's files are looked for only through
//! the repository-bounded lookups of a `TextSource` (`holding`, in the
//! class's folder and up to two folders above), at most [`DEPTH`] classes
//! deep.

use std::path::Path;

use crate::code::Language;
use crate::code::registration::Place;

/// How many project classes deep a base is followed.
pub const DEPTH: usize = 3;

/// How many folders above a file's own its base classes are looked for.
const FOLDERS_UP: usize = 2;

/// A class declared in a text: where its name is, the name, and the name
/// of its first base (the last segment of `Mod::Base`, `pkg.Base`).
#[derive(Debug, PartialEq, Eq)]
pub struct Declared<'t> {
    /// Where the class's name is written.
    pub at: std::ops::Range<usize>,
    /// Its name.
    pub name: &'t str,
    /// Its first base.
    pub base: &'t str,
}

fn is_ident(byte: u8) -> bool {
    byte.is_ascii_alphanumeric() || byte == b'_' || byte == b'$'
}

/// The end of the bracketed run `open … close` starting at `at`.
fn skip_balanced(bytes: &[u8], at: usize, open: u8, close: u8) -> usize {
    let mut depth = 0usize;
    for (offset, byte) in bytes[at..].iter().enumerate() {
        if *byte == open {
            depth += 1;
        } else if *byte == close {
            depth = depth.saturating_sub(1);
            if depth == 0 {
                return at + offset + 1;
            }
        }
    }
    bytes.len()
}

/// The classes (and Swift structs) of `text` with a base: `class X <
/// Base` (Ruby), `class X extends Base` (TypeScript, Java, PHP), `class
/// X : Base()` and `class X(…) : Base` (Kotlin, C#), `struct X: Proto`
/// (Swift), `class X(Base):` (Python).
pub fn declarations(text: &str) -> Vec<Declared<'_>> {
    let bytes = text.as_bytes();
    let mut found = Vec::new();
    for keyword in ["class ", "struct "] {
        for at in memchr::memmem::find_iter(bytes, keyword.as_bytes()) {
            if at > 0 && is_ident(bytes[at - 1]) {
                continue;
            }
            let start = at + keyword.len();
            let end = start + bytes[start..].iter().take_while(|b| is_ident(**b)).count();
            if end == start {
                continue;
            }
            let mut index = end;
            if bytes.get(index) == Some(&b'<') {
                index = skip_balanced(bytes, index, b'<', b'>');
            }
            let skip_spaces = |mut index: usize| {
                while bytes.get(index).is_some_and(|b| *b == b' ' || *b == b'\t') {
                    index += 1;
                }
                index
            };
            index = skip_spaces(index);
            // Kotlin's primary constructor (`class X(val a: A) : Base`).
            let python = text[index..].starts_with('(')
                && text[skip_balanced(bytes, index, b'(', b')')..].starts_with(':');
            if bytes.get(index) == Some(&b'(') && !python {
                index = skip_spaces(skip_balanced(bytes, index, b'(', b')'));
            }
            let rest = &text[index..];
            let after = if python {
                Some(1)
            } else if rest.starts_with("extends ") {
                Some("extends ".len())
            } else if rest.starts_with(": ") || rest.starts_with("< ") {
                Some(2)
            } else {
                None
            };
            let Some(after) = after else {
                continue;
            };
            let base_start = skip_spaces(index + after);
            let base_end = base_start
                + bytes[base_start..]
                    .iter()
                    .take_while(|b| is_ident(**b) || matches!(b, b'.' | b':' | b'\\'))
                    .count();
            let chain = &text[base_start..base_end];
            let Some(base) = chain.rsplit(['.', ':', '\\']).next() else {
                continue;
            };
            if base.len() < 3 || !base.bytes().all(is_ident) {
                continue;
            }
            found.push(Declared {
                at: start..end,
                name: &text[start..end],
                base,
            });
        }
    }
    found.sort_by_key(|declared| declared.at.start);
    found
}

/// The folders a base class of a file at `path` is looked for in.
fn folders(path: &Path) -> impl Iterator<Item = &Path> {
    path.ancestors().skip(1).take(FOLDERS_UP + 1)
}

/// What `base`, a project class declared near `place`, reaches: the entry
/// point (as written) of the catalogue of `language` that a file
/// declaring it, or a file beside naming it, holds; its own base followed
/// in turn, `depth` classes deep. `None` when no file of the project
/// found so says.
pub fn reaches(
    base: &str,
    place: Place<'_>,
    language: Language,
    depth: usize,
) -> Option<(String, std::path::PathBuf)> {
    if depth == 0 {
        return None;
    }
    let extensions = language.info().extensions;
    let declaring = [
        format!("class {base}"),
        format!("protocol {base}"),
        format!("interface {base}"),
    ];
    let needles: Vec<&str> = declaring.iter().map(String::as_str).collect();
    let mut seen = Vec::new();
    for folder in folders(place.path) {
        for file in place.texts.holding(folder, extensions, &needles).iter() {
            if file == place.path || seen.contains(file) {
                continue;
            }
            seen.push(file.clone());
            let Some(text) = place.texts.text(file) else {
                continue;
            };
            if let Some(entry) = entry_point(&text, language) {
                return Some((entry, file.clone()));
            }
            let own = declarations(&text)
                .into_iter()
                .find(|declared| declared.name == base)
                .map(|declared| declared.base.to_owned());
            let next = Place {
                path: file,
                texts: place.texts,
            };
            if let Some(own) = own
                && let Some(found) = reaches(&own, next, language, depth - 1)
            {
                return Some(found);
            }
            // A type whose tools a file beside makes (an extension or a
            // mapper of it: `fun McpTool.toSdkTool() = Tool(…)`).
            let beside: Vec<String> = vec![format!("{base}.")];
            let beside: Vec<&str> = beside.iter().map(String::as_str).collect();
            for other in place.texts.holding(folder, extensions, &beside).iter() {
                if let Some(text) = place.texts.text(other)
                    && let Some(entry) = entry_point(&text, language)
                {
                    return Some((entry, other.clone()));
                }
            }
        }
    }
    None
}

/// A file around `place` (its folder, the folder above, and that folder's
/// other folders: `nearby::around`) that names the project type `base`
/// and holds a catalogued entry point of `language`, or writes a hint's
/// key (`readOnlyHint`, `read_only_hint`: hints computed for each
/// instance): what it holds (the entry point as written, or the key) and
/// the file. Where the type is declared out of reach (a protocol of
/// another package, a base class whose own declaration makes no tool),
/// the file that turns its instances into the SDK's tools (a registry
/// that builds `Tool(…)` from each, a server that wraps them) still names
/// it.
pub fn named_by_registrar(
    base: &str,
    place: Place<'_>,
    language: Language,
) -> Option<(String, std::path::PathBuf)> {
    let extensions = language.info().extensions;
    let identifier = crate::code::identifier::Identifier::new(base);
    crate::code::nearby::around(place.path, place.texts)
        .iter()
        .flat_map(|folder| place.texts.holding(folder, extensions, &[base]).to_vec())
        .filter(|file| file != place.path)
        .find_map(|file| {
            let text = place.texts.text(&file)?;
            if !identifier.in_text(&text) {
                return None;
            }
            entry_point(&text, language)
                .or_else(|| hint_key(&text).map(str::to_owned))
                .map(|entry| (entry, file))
        })
}

/// The first hint key `text` writes, in camelCase or snake_case (Go's
/// `ReadOnlyHint` holds the camelCase key after its first letter).
fn hint_key(text: &str) -> Option<&'static str> {
    crate::base::hint::Hint::ALL.iter().find_map(|hint| {
        let camel = hint.key();
        let tail = camel.get(1..).unwrap_or(camel);
        (text.contains(tail) || text.contains(hint.snake_key())).then_some(camel)
    })
}

/// Whether the class declared on the line of `at` (where an SDK's base
/// class is written: `class BaseTool < MCP::Tool`) is extended by a class
/// of another file of its folder or the folder above: a base of the
/// project, whose tools are those subclasses, each accounted where it is.
pub fn extended_nearby(
    text: &str,
    at: usize,
    place: Option<Place<'_>>,
    language: Language,
) -> bool {
    let Some(place) = place else {
        return false;
    };
    let line_start = text[..at].rfind('\n').map_or(0, |end| end + 1);
    let line_end = text[at..].find('\n').map_or(text.len(), |end| at + end);
    let Some(declared) = declarations(text)
        .into_iter()
        .find(|declared| (line_start..line_end).contains(&declared.at.start))
    else {
        return false;
    };
    let name = declared.name;
    let needles = [
        format!("< {name}"),
        format!(": {name}"),
        format!("extends {name}"),
        format!("({name})"),
    ];
    let needles: Vec<&str> = needles.iter().map(String::as_str).collect();
    let extensions = language.info().extensions;
    crate::code::nearby::near(place.path, place.texts, extensions, &needles)
        .iter()
        .any(|file| {
            place.texts.text(file).is_some_and(|other| {
                declarations(&other)
                    .iter()
                    .any(|subclass| subclass.base == name)
            })
        })
}

/// The first counted entry point of the catalogue in `text`, as written.
fn entry_point(text: &str, language: Language) -> Option<String> {
    let lexis = crate::code::unread::Lexis::of(language);
    let name = crate::code::catalogue::language_name(language);
    let scan = crate::code::unread::scan_for(text, lexis, Some(name));
    let starts = super::accounting::counted(&scan.found);
    scan.found
        .into_iter()
        .find(|found| starts.contains(&found.span.start))
        .map(|found| found.written)
}

#[cfg(test)]
mod tests {
    use crate::lint::subclasses::declarations;

    fn bases(text: &str) -> Vec<(&str, &str)> {
        declarations(text)
            .into_iter()
            .map(|declared| (declared.name, declared.base))
            .collect()
    }

    #[test]
    fn each_language_names_its_base() {
        assert_eq!(
            bases("class ListFiles < BaseTool\nend"),
            [("ListFiles", "BaseTool")]
        );
        assert_eq!(
            bases("class A extends AssistantToolBase<S> {}"),
            [("A", "AssistantToolBase")]
        );
        assert_eq!(
            bases("class A : AbstractMcpTool() {"),
            [("A", "AbstractMcpTool")]
        );
        assert_eq!(bases("class A(val x: Int) : Base(x) {"), [("A", "Base")]);
        assert_eq!(bases("struct A: ToolProvider {"), [("A", "ToolProvider")]);
        assert_eq!(bases("class A(BaseTool):\n    pass"), [("A", "BaseTool")]);
        assert_eq!(bases("class Base < MCP::Tool"), [("Base", "Tool")]);
        assert_eq!(bases("class Plain {}"), Vec::<(&str, &str)>::new());
        assert_eq!(bases("subclass X < Y"), Vec::<(&str, &str)>::new());
    }
}
