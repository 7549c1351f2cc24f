//! A method of a class in another file of the project, for the languages
//! whose files import classes, not files (C#, Java, Kotlin, PHP, Ruby): a
//! call's receiver is read as a class (`ItemStore.Delete(…)`, `new
//! ItemStore().delete()`, `ItemStore.new.call`, `ItemStore::remove(…)`)
//! or as a name whose declared type is one (a parameter or field
//! `ItemService items` … `items.Delete(…)`, `private val items:
//! ItemService`, `private ItemService $items`, `@items = ItemService.new`),
//! and the class is looked for in the file named after it (`ItemStore.cs`,
//! `item_store.rb`) in the caller's folder, the folder above and its other
//! folders, and the folder above that and its other folders (`Tools/`
//! calling `Services/`): the folders `nearby::around` gives, one level
//! further up. A class declared in exactly one such file is followed there; an interface
//! is followed to the one class named after it (`IItemService` →
//! `ItemService`, `ItemService` → `ItemServiceImpl`).

use std::cell::RefCell;
use std::path::{Path, PathBuf};
use std::rc::Rc;

use super::elsewhere::{Call, Linker, Target};
use crate::base::files::Place;

/// How a language writes a variable's type.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Typing {
    /// The type before the name: `ItemService items` (C#, Java),
    /// `ItemService $items` (PHP); or `items = new ItemService(…)`.
    Before,
    /// The type after the name and a colon: `items: ItemService`; or
    /// `items = ItemService(…)` (Kotlin).
    Colon,
    /// No declared types: `items = ItemService.new` (Ruby).
    Assigned,
}

/// One language's files and how it writes types.
struct Language {
    /// The extensions of its files.
    extensions: &'static [&'static str],
    /// How a variable's type is written.
    typing: Typing,
    /// The prefix of a variable's name as written (`$` in PHP).
    sigil: &'static str,
}

/// C#'s classes.
pub const CSHARP: Linker = Linker {
    applies: |_| true,
    target: |call| linked(call, &CSHARP_FILES),
};

/// Java's classes.
pub const JAVA: Linker = Linker {
    applies: |_| true,
    target: |call| linked(call, &JAVA_FILES),
};

/// Kotlin's classes and objects.
pub const KOTLIN: Linker = Linker {
    applies: |_| true,
    target: |call| linked(call, &KOTLIN_FILES),
};

/// PHP's classes.
pub const PHP: Linker = Linker {
    applies: |_| true,
    target: |call| linked(call, &PHP_FILES),
};

/// Ruby's classes and modules.
pub const RUBY: Linker = Linker {
    applies: |_| true,
    target: |call| linked(call, &RUBY_FILES),
};

const CSHARP_FILES: Language = Language {
    extensions: &["cs"],
    typing: Typing::Before,
    sigil: "",
};
const JAVA_FILES: Language = Language {
    extensions: &["java"],
    typing: Typing::Before,
    sigil: "",
};
const KOTLIN_FILES: Language = Language {
    extensions: &["kt"],
    typing: Typing::Colon,
    sigil: "",
};
const PHP_FILES: Language = Language {
    extensions: &["php"],
    typing: Typing::Before,
    sigil: "$",
};
const RUBY_FILES: Language = Language {
    extensions: &["rb"],
    typing: Typing::Assigned,
    sigil: "",
};

/// The words that declare a class (or an object, a module) whose methods
/// have bodies; an `interface` is not one.
const DECLARING: &[&str] = &["class", "object", "module", "record", "struct"];

/// The method a call names in a class of another file of the project.
fn linked(call: &Call<'_, '_>, language: &Language) -> Option<Target> {
    let class = class_of(call.text, call.receiver?, language)?;
    let path = declaring(call.place, &class, language)?;
    Some(Target {
        path,
        name: call.name.to_owned(),
    })
}

/// The class a receiver is, or is declared as: `ItemStore`, `new
/// ItemStore()`, `ItemStore()`, `ItemStore.new`, `Services::ItemStore`,
/// or a name (`items`, `this.items`, `$this->items`, `@items`) whose type
/// the file declares.
fn class_of(text: &str, receiver: &str, language: &Language) -> Option<String> {
    let written = receiver
        .trim()
        .trim_start_matches('(')
        .trim_end_matches(')')
        .trim();
    let written = written.strip_prefix("new ").unwrap_or(written).trim_start();
    // `ItemStore.new(…)` (Ruby), `ItemStore(…)` (Kotlin), `new
    // ItemStore(…)`: what is constructed.
    let written = written.split(".new").next().unwrap_or(written);
    let called = written.contains('(');
    let written = written.split('(').next().unwrap_or(written).trim();
    let last = written
        .rsplit(['.', ':', '\\', '>'])
        .next()
        .unwrap_or(written)
        .trim_start_matches(['$', '@']);
    if !is_identifier(last) {
        return None;
    }
    if last.starts_with(|c: char| c.is_ascii_uppercase()) {
        return Some(last.to_owned());
    }
    if called {
        // What a method returns: not followed.
        return None;
    }
    declared_type(text, last, language)
}

/// Whether `word` is a name: letters, digits and `_`, not starting with a
/// digit.
fn is_identifier(word: &str) -> bool {
    !word.is_empty()
        && !word.starts_with(|c: char| c.is_ascii_digit())
        && word.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
}

/// The class the file declares the variable `name` as: the first of its
/// declarations that names one.
fn declared_type(text: &str, name: &str, language: &Language) -> Option<String> {
    let written = format!("{}{name}", language.sigil);
    let mut from = 0;
    while let Some(found) = text.get(from..).and_then(|rest| rest.find(&written)) {
        let start = from + found;
        let end = start + written.len();
        from = end;
        let before = &text[..start];
        let after = &text[end..];
        let whole = !before.ends_with(|c: char| c.is_ascii_alphanumeric() || c == '_')
            && (!language.sigil.is_empty() || !before.ends_with(['$', '.']))
            && !after.starts_with(|c: char| c.is_ascii_alphanumeric() || c == '_');
        if !whole {
            continue;
        }
        let typed = match language.typing {
            Typing::Before => type_before(before),
            Typing::Colon => after
                .trim_start()
                .strip_prefix(':')
                .and_then(|rest| class_name(rest.trim_start())),
            Typing::Assigned => None,
        };
        if let Some(typed) = typed.or_else(|| constructed(after, language.typing)) {
            return Some(typed);
        }
    }
    None
}

/// The type written right before a name: `ItemService` of `private
/// readonly ItemService _items`, `?ItemService` or `List<Item>` allowed.
fn type_before(before: &str) -> Option<String> {
    let before = before.trim_end().trim_end_matches(['?', '&']);
    // A generic type: the name before its arguments.
    let before = match before.strip_suffix('>') {
        Some(open) => open.rsplit_once('<')?.0,
        None => before,
    };
    let word = before
        .rsplit(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
        .next()
        .unwrap_or_default();
    (is_identifier(word) && word.starts_with(|c: char| c.is_ascii_uppercase()))
        .then(|| word.to_owned())
}

/// The class a name is assigned a new instance of: `= new ItemStore(`,
/// `= ItemStore(` (Kotlin), `= ItemStore.new` or `||= ItemStore.new`
/// (Ruby).
fn constructed(after: &str, typing: Typing) -> Option<String> {
    let rest = after.trim_start();
    let rest = rest.strip_prefix("||=").or_else(|| {
        rest.strip_prefix('=')
            .filter(|rest| !rest.starts_with(['=', '>']))
    })?;
    let rest = rest.trim_start();
    let (written, follows) = match typing {
        Typing::Before => {
            let rest = rest.strip_prefix("new ")?.trim_start();
            let class = class_name(rest)?;
            (class.clone(), rest[class.len()..].to_owned())
        }
        Typing::Colon => {
            let class = class_name(rest)?;
            (class.clone(), rest[class.len()..].to_owned())
        }
        Typing::Assigned => {
            let (class, _) = rest.split_once(".new")?;
            (class.to_owned(), "(".to_owned())
        }
    };
    let class = class_name(&written).filter(|class| *class == written)?;
    follows.starts_with(['(', '<']).then(|| {
        class
            .rsplit(['.', ':', '\\'])
            .next()
            .unwrap_or(&class)
            .to_owned()
    })
}

/// The class name `written` starts with (`Services::ItemStore`,
/// `App\Service\ItemStore`), starting with a capital.
fn class_name(written: &str) -> Option<String> {
    let end = written
        .find(|c: char| !(c.is_ascii_alphanumeric() || matches!(c, '_' | '.' | ':' | '\\')))
        .unwrap_or(written.len());
    let name = written[..end].trim_end_matches(['.', ':', '\\']);
    let last = name.rsplit(['.', ':', '\\']).next().unwrap_or(name);
    (is_identifier(last) && last.starts_with(|c: char| c.is_ascii_uppercase()))
        .then(|| name.to_owned())
}

/// The file of the project near `place` that declares the class `class`
/// (or the one class an interface of that name is named for), when
/// exactly one file named after it does (`ItemStore.cs`, `ItemStore.java`,
/// `ItemStore.kt`, `ItemStore.php`, `item_store.rb`): no folder's files
/// are listed or read, only the files so named.
fn declaring(place: Place<'_>, class: &str, language: &Language) -> Option<PathBuf> {
    let candidates = [
        class.to_owned(),
        format!("{class}Impl"),
        // C#'s `IItemService`, implemented by `ItemService`.
        class
            .strip_prefix('I')
            .filter(|rest| rest.starts_with(|c: char| c.is_ascii_uppercase()))
            .unwrap_or_default()
            .to_owned(),
    ];
    let folders = folders(place);
    let own = crate::base::paths::absolute(place.path);
    candidates
        .iter()
        .filter(|candidate| !candidate.is_empty())
        .find_map(|candidate| {
            let stem = match language.typing {
                Typing::Assigned => snake_case(candidate),
                _ => candidate.clone(),
            };
            let found: Vec<PathBuf> = folders
                .iter()
                .flat_map(|folder| {
                    let stem = &stem;
                    language
                        .extensions
                        .iter()
                        .map(move |extension| folder.join(format!("{stem}.{extension}")))
                })
                .filter(|file| place.texts.is_file(file) && place.texts.admits(file))
                .filter(|file| {
                    place
                        .texts
                        .text(file)
                        .is_some_and(|text| declared(&text).contains(&candidate.as_str()))
                })
                .collect();
            match found.as_slice() {
                [only] if crate::base::paths::absolute(only) != own => Some(only.clone()),
                _ => None,
            }
        })
}

/// `item_store` of `ItemStore`, `http_client` of `HTTPClient`: Ruby's
/// file name for a class.
fn snake_case(class: &str) -> String {
    let chars: Vec<char> = class.chars().collect();
    let mut out = String::new();
    for (at, c) in chars.iter().enumerate() {
        if c.is_ascii_uppercase() && at > 0 {
            let before = chars[at - 1];
            let next_lower = chars.get(at + 1).is_some_and(char::is_ascii_lowercase);
            if before.is_ascii_lowercase()
                || before.is_ascii_digit()
                || (before.is_ascii_uppercase() && next_lower)
            {
                out.push('_');
            }
        }
        out.push(c.to_ascii_lowercase());
    }
    out
}

/// An entry's identity: the caller's folder and the texts it is read
/// through.
type FoldersKey = (PathBuf, usize);

/// How many callers' folders a thread keeps.
const KEPT_FOLDERS: usize = 8;

thread_local! {
    /// The last callers' folders to look in, the most recent last.
    static FOLDERS: RefCell<Vec<(FoldersKey, Rc<Vec<PathBuf>>)>> = const { RefCell::new(Vec::new()) };
}

/// The folders a class of a file at `place` is looked for in: its own,
/// the folder above and its other folders, the folder above that and its
/// other folders; listed once per folder for all the calls of its files.
fn folders(place: Place<'_>) -> Rc<Vec<PathBuf>> {
    let folder = place.path.parent().unwrap_or(Path::new("")).to_path_buf();
    let key = (
        folder,
        std::ptr::from_ref(place.texts).cast::<()>() as usize,
    );
    if let Some(found) = FOLDERS.with(|kept| {
        kept.borrow()
            .iter()
            .find(|(cached, _)| *cached == key)
            .map(|(_, folders)| Rc::clone(folders))
    }) {
        return found;
    }
    let mut folders = crate::code::nearby::around(place.path, place.texts);
    if let Some(higher) = place
        .path
        .parent()
        .and_then(Path::parent)
        .and_then(Path::parent)
    {
        folders.push(higher.to_path_buf());
        folders.extend(place.texts.folders(higher).iter().cloned());
    }
    folders.sort();
    folders.dedup();
    let folders = Rc::new(folders);
    FOLDERS.with(|kept| {
        let mut kept = kept.borrow_mut();
        if kept.len() >= KEPT_FOLDERS {
            kept.remove(0);
        }
        kept.push((key, Rc::clone(&folders)));
    });
    folders
}

/// The classes a file's text declares: a line whose first words are
/// modifiers (`public`, `final`, `data`), then a declaring word and the
/// name (`class Services::ItemStore < Base` gives `ItemStore`).
fn declared(text: &str) -> Vec<&str> {
    text.lines()
        .filter_map(|line| {
            let mut words = line.split_whitespace();
            loop {
                let word = words.next()?;
                if DECLARING.contains(&word) {
                    let name = words.next()?;
                    let end = name
                        .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == ':'))
                        .unwrap_or(name.len());
                    let name = name[..end].rsplit("::").next().unwrap_or_default();
                    return is_identifier(name).then_some(name);
                }
                if !word.chars().all(|c| c.is_ascii_lowercase()) {
                    return None;
                }
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn receivers_are_read_as_the_classes_they_are_or_are_declared_as() {
        let csharp = "class T { private readonly IItemService _items; }";
        assert_eq!(
            class_of(csharp, "_items", &CSHARP_FILES).as_deref(),
            Some("IItemService")
        );
        assert_eq!(
            class_of("", "new ItemStore()", &JAVA_FILES).as_deref(),
            Some("ItemStore")
        );
        let java = "var store = new ItemStore(path);";
        assert_eq!(
            class_of(java, "store", &JAVA_FILES).as_deref(),
            Some("ItemStore")
        );
        let kotlin = "class T(private val items: ItemService)";
        assert_eq!(
            class_of(kotlin, "this.items", &KOTLIN_FILES).as_deref(),
            Some("ItemService")
        );
        let php = "public function __construct(private ?ItemService $items) {}";
        assert_eq!(
            class_of(php, "$this->items", &PHP_FILES).as_deref(),
            Some("ItemService")
        );
        let ruby = "@store ||= Services::ItemStore.new(root)";
        assert_eq!(
            class_of(ruby, "@store", &RUBY_FILES).as_deref(),
            Some("ItemStore")
        );
        assert_eq!(
            class_of("", "ItemStore.new(root)", &RUBY_FILES).as_deref(),
            Some("ItemStore")
        );
        // A name the file never declares, an expression's result.
        assert_eq!(class_of("x = 1", "x", &JAVA_FILES), None);
        assert_eq!(class_of("", "items.first()", &JAVA_FILES), None);
        // `return items;` names no type.
        assert_eq!(class_of("return items;", "items", &CSHARP_FILES), None);
        // Text that is not ASCII before a name is no type, and no panic.
        assert_eq!(class_of("// a → items", "items", &CSHARP_FILES), None);
        assert_eq!(
            class_of("// é\nÉtat→ItemStore items;", "items", &JAVA_FILES).as_deref(),
            Some("ItemStore")
        );
    }

    #[test]
    fn declarations_are_read_past_modifiers_only() {
        let text = "public sealed class ItemStore : IStore\n\
                    internal interface IStore\n\
                    // class Commented\n\
                    data class Note(val id: String)\n\
                    class Services::Archive < Base\n\
                    object Registry {";
        assert_eq!(declared(text), ["ItemStore", "Note", "Archive", "Registry"]);
    }

    #[test]
    fn ruby_files_are_named_in_snake_case() {
        assert_eq!(snake_case("ItemStore"), "item_store");
        assert_eq!(snake_case("HTTPClient"), "http_client");
        assert_eq!(snake_case("Store2Go"), "store2_go");
    }
}
