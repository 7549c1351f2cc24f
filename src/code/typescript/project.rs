//! The tools a TypeScript project defines with its own code rather than a
//! call of the SDK in the file: classes of its base class
//! ([`super::classes`]) and objects made by its factories
//! ([`super::factories`]), read through the shared model and evaluator of
//! [`super::model`]. The evaluation runs only for a file that holds such a
//! class or factory call (its byte prefilter first), and parses the
//! modules it follows once.

use std::borrow::Cow;
use std::ops::Range;
use std::rc::Rc;

use tree_sitter::Node;

use super::model::{Eval, Module, Val};
use crate::base::hint::Hint;
use crate::code::registration::{ConstantUse, Constants, Opaque, Place, Registration, UseKind};
use crate::document::{CodeSyntax, Layout, Member, Number, Object, Spot, Str, Value};

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
        .is_some_and(|ext| super::SCRIPTS.contains(&ext))
}

/// The hints of an evaluated `annotations` value: the object, or why it
/// cannot be judged (it, or one of its hints, is unknown).
pub(super) fn hints_object(annotations: Val) -> Result<Val, String> {
    match annotations {
        Val::Object(members) => {
            for (key, value) in &members {
                if let (true, Val::Unknown(why)) = (Hint::from_key(key).is_some(), value) {
                    return Err(format!("`{key}` is {why}"));
                }
            }
            Ok(Val::Object(members))
        }
        Val::Nothing => Ok(Val::Object(Vec::new())),
        Val::Unknown(why) => Err(format!("the annotations are {why}")),
        _ => Err("the annotations are not an object".to_owned()),
    }
}

/// The registration of a tool named `name` with `hints`, shown at
/// `anchor`: its hints are computed elsewhere (`from`), so no fix is
/// written here and a note says where.
pub(super) fn registration<'t>(
    name: Val,
    hints: Result<Val, String>,
    anchor: Range<usize>,
    (what, from): (String, String),
) -> Registration<'t> {
    let name = match name {
        Val::Str(name) => Some(Str {
            value: Cow::Owned(name),
            span: Spot::of(anchor.clone()),
        }),
        _ => None,
    };
    let uses = vec![ConstantUse {
        name: what,
        at: anchor.clone(),
        defined: anchor.clone(),
        edited_in_place: true,
        imported_from: Some(from),
        called_from: None,
        kind: UseKind::Helper,
    }];
    let layout = || Layout::Code(Box::new(CodeSyntax::Unwritable { written_as: None }));
    match hints {
        Ok(hints) => {
            let holder = Object {
                span: Spot::of(anchor.clone()),
                members: vec![Member {
                    key: Str {
                        value: Cow::Borrowed("annotations"),
                        span: Spot::of(anchor.clone()),
                    },
                    value: document_value(hints, &anchor),
                }],
                layout: layout(),
            };
            Registration::new(holder, name, anchor, uses)
        }
        Err(why) => Registration::not_judged(
            Opaque {
                span: anchor,
                what: why,
            },
            name,
            layout(),
            uses,
        ),
    }
}

/// A known value as the document model holds it, every span at `at` (it
/// is written in another place, which no fix edits); unknown members of
/// an object are left out.
fn document_value(value: Val, at: &Range<usize>) -> Value<'static> {
    let spot = || Spot::of(at.clone());
    match value {
        Val::Str(value) => Value::String(Str {
            value: Cow::Owned(value),
            span: spot(),
        }),
        Val::Bool(value) => Value::Bool(value, spot()),
        Val::Num(text) => Value::Number(Number {
            text: Cow::Owned(text),
            span: spot(),
        }),
        Val::Nothing | Val::Unknown(_) => Value::Undefined(spot()),
        Val::Object(members) => Value::Object(Object {
            span: spot(),
            members: members
                .into_iter()
                .filter(|(_, value)| !matches!(value, Val::Unknown(_)))
                .map(|(key, value)| Member {
                    key: Str {
                        value: Cow::Owned(key),
                        span: spot(),
                    },
                    value: document_value(value, at),
                })
                .collect(),
            layout: Layout::Code(Box::new(CodeSyntax::Unwritable { written_as: None })),
        }),
    }
}
