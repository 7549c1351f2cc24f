//! A Go package's other files as a handler's calls reach them: a function
//! (or method) the file calls and does not define is looked for in the
//! package's other non-test files, found through the file's `TextSource`.

use std::cell::RefCell;
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::rc::Rc;

use crate::base::files::Place;
use crate::code::effects::{Call, Linker, Target};

/// How a handler's calls reach the functions of the package's other files.
pub(super) const LINKER: Linker = Linker {
    applies: |_| true,
    target: linked,
};

/// The file of the package that defines the function or method a call
/// names (a bare call, or a call on a name: `s.store(…)`).
fn linked(call: &Call<'_, '_>) -> Option<Target> {
    let (place, receiver, name) = (call.place, call.receiver, call.name);
    if !crate::code::effects::named(receiver, &[]) {
        return None;
    }
    let folder = place.path.parent()?;
    let own = crate::base::paths::absolute(place.path);
    let index = index(place, folder);
    let path = index
        .get(name)?
        .iter()
        .find(|path| crate::base::paths::absolute(path) != own)?
        .clone();
    Some(Target {
        path,
        name: name.to_owned(),
    })
}

/// The package's functions and methods by name: the files that define
/// each, read once per package for all its handlers' calls.
type Index = HashMap<String, Vec<PathBuf>>;

/// A package's identity for the cache: its folder, the texts it is read
/// through and the listing of its files (a source that may have changed
/// lists them anew).
type PackageKey = (PathBuf, usize, usize);

thread_local! {
    /// The last package's index.
    static LAST: RefCell<Option<(PackageKey, Rc<Index>)>> = const { RefCell::new(None) };
}

/// The index of the package in `folder`, through `place`'s texts.
fn index(place: Place<'_>, folder: &Path) -> Rc<Index> {
    let files = place.texts.go_files(folder);
    let key = (
        folder.to_path_buf(),
        std::ptr::from_ref(place.texts).cast::<()>() as usize,
        files.as_ptr() as usize,
    );
    LAST.with(|last| {
        if let Some((cached, index)) = &*last.borrow()
            && *cached == key
        {
            return Rc::clone(index);
        }
        let mut index = Index::new();
        for path in files.iter() {
            let Some(text) = place.texts.text(path) else {
                continue;
            };
            for line in text.lines() {
                if let Some(name) = defined(line) {
                    index.entry(name.to_owned()).or_default().push(path.clone());
                }
            }
        }
        let index = Rc::new(index);
        *last.borrow_mut() = Some((key, Rc::clone(&index)));
        index
    })
}

/// The function or method a line declares: `func name(`, `func (s *T)
/// name(`, `func name[T any](`.
fn defined(line: &str) -> Option<&str> {
    let rest = line.strip_prefix("func ")?.trim_start();
    let rest = match rest.strip_prefix('(') {
        Some(receiver) => receiver.split_once(')')?.1.trim_start(),
        None => rest,
    };
    let end = rest.find(['(', '['])?;
    let name = rest[..end].trim();
    (!name.is_empty()).then_some(name)
}
