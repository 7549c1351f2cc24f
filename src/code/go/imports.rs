//! A Go package's other files as a handler's calls reach them: a function
//! (or method) the file calls and does not define is looked for in the
//! package's other non-test files, found through the file's `TextSource`.

use tree_sitter::Node;

use crate::base::files::Place;
use crate::code::effects::{Linker, Target};

/// How a handler's calls reach the functions of the package's other files.
pub(super) const LINKER: Linker = Linker {
    applies: |_| true,
    target: linked,
};

/// The file of the package that defines the function or method a call
/// names (a bare call, or a call on a name: `s.store(…)`).
fn linked(
    place: Place<'_>,
    _: &str,
    _: Node<'_>,
    receiver: Option<&str>,
    name: &str,
) -> Option<Target> {
    if !receiver.is_none_or(|receiver| {
        receiver
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '_')
    }) {
        return None;
    }
    let folder = place.path.parent()?;
    let function = format!("func {name}(");
    let method = format!(") {name}(");
    let own = crate::base::paths::absolute(place.path);
    let path = place
        .texts
        .go_files(folder)
        .iter()
        .filter(|path| crate::base::paths::absolute(path) != own)
        .find(|path| {
            place
                .texts
                .text(path)
                .is_some_and(|text| text.contains(&function) || text.contains(&method))
        })?
        .clone();
    Some(Target {
        path,
        name: name.to_owned(),
    })
}
