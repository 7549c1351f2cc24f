//! The other modules a handler's calls reach: where a language says a
//! called function is defined ([`Linker`], each language's own module
//! resolution), and each such module's syntax tree, parsed once per run
//! whatever number of handlers reach it.

use std::path::{Path, PathBuf};
use std::sync::{Arc, LazyLock, Mutex};

use tree_sitter::{Node, Tree};

use crate::base::files::Place;
use crate::code::Language;

/// Where a language finds the function a call of the handler's file names
/// in another module of the project: `target` answers for one [`Call`],
/// `None` when the function is not the project's or not reached. `applies` is the cheap test of a file's text that is worth the
/// search at all (it imports or declares a module of the project).
#[derive(Clone, Copy)]
pub struct Linker {
    /// Whether a file with this text may call another module's function.
    pub applies: fn(&str) -> bool,
    /// The function a call names in another module.
    pub target: fn(&Call<'_, '_>) -> Option<Target>,
}

/// A call a linker looks up: where it is and what it names.
pub struct Call<'a, 'tree> {
    /// The file the call is in.
    pub place: Place<'a>,
    /// The file's text.
    pub text: &'a str,
    /// The call's node.
    pub node: Node<'tree>,
    /// What it is called on, as written (`handlers`, `context`).
    pub receiver: Option<&'a str>,
    /// The name called.
    pub name: &'a str,
}

/// A function of another module: its file and its name there.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Target {
    /// The module's file.
    pub path: PathBuf,
    /// The function's name in it.
    pub name: String,
}

/// Whether a call's receiver is absent or written as a name (or a path of
/// names joined by `joins`, Rust's `::`), not an expression's result: what
/// a linker looks up.
pub fn named(receiver: Option<&str>, joins: &[char]) -> bool {
    receiver.is_none_or(|receiver| {
        !receiver.is_empty()
            && receiver
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '_' || joins.contains(&c))
    })
}

/// Where the handler's file is and how its language reaches the modules
/// it imports.
#[derive(Clone, Copy)]
pub struct Reach<'p> {
    /// The handler's file.
    pub place: Place<'p>,
    /// Its language's module resolution.
    pub linker: Linker,
}

impl<'p> Reach<'p> {
    /// How the handlers of the file at `place` with `text` reach other
    /// modules through `linker`: `None` outside a project or when the
    /// file's text imports or declares no module (`linker.applies`, tested
    /// here once per file, not once per handler).
    pub fn of(place: Option<Place<'p>>, linker: Linker, text: &str) -> Option<Self> {
        place
            .filter(|_| (linker.applies)(text))
            .map(|place| Reach { place, linker })
    }
}

/// A module parsed for the handlers that reach it.
pub struct Parsed {
    /// Its file, as the handler's file reached it.
    pub path: PathBuf,
    /// Its file made absolute: what the cache compares.
    key: PathBuf,
    /// Its text.
    pub text: Arc<str>,
    /// Its syntax tree.
    pub tree: Tree,
}

/// How many modules' trees are kept: a project's modules of handlers and
/// the services they call (the oldest goes first beyond it).
const KEPT: usize = 128;

/// The modules parsed so far, the most recent last.
static PARSED: LazyLock<Mutex<Vec<Arc<Parsed>>>> = LazyLock::new(|| Mutex::new(Vec::new()));

/// The module at `path` in `language`, read through `texts` and parsed
/// once: a later ask for the same file with the same text gets the same
/// tree. `None` when `texts` does not admit it or it does not parse.
pub fn parsed(
    texts: &dyn crate::base::files::TextSource,
    path: &Path,
    language: Language,
) -> Option<Arc<Parsed>> {
    if !texts.admits(path) {
        return None;
    }
    let text = texts.text(path)?;
    let key = crate::base::paths::absolute(path);
    if let Ok(kept) = PARSED.lock()
        && let Some(found) = kept
            .iter()
            .find(|parsed| parsed.key == key && *parsed.text == *text)
    {
        return Some(Arc::clone(found));
    }
    // Parsed apart from a project's kept trees (the buffers being edited
    // and the modules they import), which it would push out.
    let tree = crate::code::parse::parse_tree(&text, language).ok()?;
    let parsed = Arc::new(Parsed {
        path: path.to_path_buf(),
        key,
        text,
        tree,
    });
    if let Ok(mut kept) = PARSED.lock() {
        kept.retain(|old| old.key != parsed.key);
        if kept.len() >= KEPT {
            kept.remove(0);
        }
        kept.push(Arc::clone(&parsed));
    }
    Some(parsed)
}

/// A file's identity for [`per_file`]: what is kept, the text's address
/// and length.
type FileKey = (std::any::TypeId, usize, usize);

/// How many files' facts a thread keeps: the linkers of a few languages
/// on the file being read.
const FILES: usize = 4;

thread_local! {
    /// What each language's linker read of the last files.
    static FACTS: std::cell::RefCell<Vec<(FileKey, std::rc::Rc<dyn std::any::Any>)>> =
        const { std::cell::RefCell::new(Vec::new()) };
}

/// What a linker reads of the file with `text` (its imports, its modules),
/// made by `make` once for all the calls of the file's handlers.
pub fn per_file<T: 'static>(text: &str, make: impl FnOnce() -> T) -> std::rc::Rc<T> {
    let key = (
        std::any::TypeId::of::<T>(),
        text.as_ptr() as usize,
        text.len(),
    );
    FACTS.with(|facts| {
        let found = facts
            .borrow()
            .iter()
            .find(|(cached, _)| *cached == key)
            .and_then(|(_, kept)| std::rc::Rc::clone(kept).downcast::<T>().ok());
        if let Some(found) = found {
            return found;
        }
        let made = std::rc::Rc::new(make());
        let mut facts = facts.borrow_mut();
        if facts.len() >= FILES {
            facts.remove(0);
        }
        facts.push((key, made.clone()));
        made
    })
}
