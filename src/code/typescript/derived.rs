//! A tool whose hints the evaluator computed in another place (a base
//! class's getter, a project's mapper): its registration, with no fix in
//! the tool's file and a note that says where the hints are computed.

use std::borrow::Cow;
use std::ops::Range;

use super::model::Val;
use crate::base::hint::Hint;
use crate::code::registration::{ConstantUse, Opaque, Registration, UseKind};
use crate::document::{CodeSyntax, Layout, Member, Number, Object, Spot, Str, Value};

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

/// The provenance of each hint of an evaluated `annotations` object whose
/// value is traced.
fn provenance(annotations: &Val) -> Vec<crate::code::provenance::Provenance> {
    let Val::Object(members) = annotations else {
        return Vec::new();
    };
    members
        .iter()
        .filter(|(key, _)| Hint::from_key(key).is_some())
        .filter_map(|(key, value)| match value {
            Val::Traced(_, trace) => Some(trace.provenance(key)),
            _ => None,
        })
        .collect()
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
            let provenance = provenance(&hints);
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
            Registration {
                provenance,
                ..Registration::new(holder, name, anchor, uses)
            }
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
        Val::Traced(inner, _) => document_value(*inner, at),
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
