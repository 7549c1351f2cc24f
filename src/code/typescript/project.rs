//! The tools a TypeScript project defines with its own code rather than a
//! call of the SDK in the file: classes of its base class
//! ([`super::classes`]) and objects made by its factories
//! ([`super::factories`]), read through the shared model and evaluator of
//! [`super::model`]. The evaluation runs only for a file that holds such a
//! class or factory call (its byte prefilter first), and parses the
//! modules it follows once.

use std::ops::Range;
use std::rc::Rc;

use tree_sitter::Node;

use super::model::{Eval, Module};
use crate::code::registration::{Constants, Place, Registration};

/// Whether `text` may hold a tool this module reads: a cheap search.
pub(super) fn might_register(text: &str) -> bool {
    super::classes::might_declare(text) || super::factories::might_define(text)
}

/// The tools of the file at `place` (`text`, parsed as `root`) that its
/// project's classes and factories make.
pub(super) fn registrations<'t, 'tree>(
    constants: &mut Constants<'t, 'tree>,
    root: Node<'tree>,
    place: Option<Place<'t>>,
    taken: &[Range<usize>],
) -> Vec<Registration<'t>> {
    let text = constants.text;
    let Some(place) = place else {
        return Vec::new();
    };
    if !might_register(text) || !is_script(place.path) {
        return Vec::new();
    }
    let mut eval = Eval::new(place.texts);
    let mut module: Option<Option<Rc<Module>>> = None;
    let mut this_module = |eval: &mut Eval<'_>| {
        module
            .get_or_insert_with(|| eval.module(place.path))
            .clone()
    };
    let mut found = Vec::new();
    if super::classes::might_declare(text)
        && let Some(module) = this_module(&mut eval)
    {
        found.extend(super::classes::class_tools(&mut eval, &module, text));
    }
    if super::factories::might_define(text) {
        found.extend(super::factories::factory_tools(
            constants,
            &mut eval,
            &mut this_module,
            root,
            taken,
        ));
    }
    found
}

/// Whether the file is a script the model reads (a page's scripts are read
/// in place, not as modules).
fn is_script(path: &std::path::Path) -> bool {
    path.extension()
        .and_then(|ext| ext.to_str())
        .is_some_and(|ext| super::values::SCRIPTS.contains(&ext))
}
