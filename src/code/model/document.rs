//! A model value as the document model holds it, for the rules: written
//! in another place (a helper's body, a constant of another module), so
//! every span is the place the registration names it, and its objects are
//! unwritable (no fix edits them there).

use std::borrow::Cow;
use std::ops::Range;

use super::value::{Kind, Val};
use crate::document::{CodeSyntax, Layout, Member, Number, Object, Spot, Str, Value};

/// `value` with every span at `at`, each member's key renamed by `key`
/// (a Go field `ReadOnlyHint` is the JSON `readOnlyHint`); unknown
/// members are left out; `None` when `value` itself is not known.
pub fn relocated(
    value: &Val,
    at: &Range<usize>,
    key: &dyn Fn(&str) -> String,
) -> Option<Value<'static>> {
    let spot = || Spot::of(at.clone());
    Some(match &value.kind {
        Kind::Str(text) => Value::String(Str {
            value: Cow::Owned(text.clone()),
            span: spot(),
        }),
        Kind::Bool(value) => Value::Bool(*value, spot()),
        Kind::Num(text) => Value::Number(Number {
            text: Cow::Owned(text.clone()),
            span: spot(),
        }),
        Kind::Nothing => Value::Null(spot()),
        Kind::List(_) => Value::Skipped(crate::document::Container::Array, spot()),
        Kind::Object(members) => Value::Object(Object {
            span: spot(),
            members: members
                .iter()
                .filter_map(|(name, member)| {
                    Some(Member {
                        key: Str {
                            value: Cow::Owned(key(name)),
                            span: spot(),
                        },
                        value: relocated(member, at, key)?,
                    })
                })
                .collect(),
            layout: Layout::Code(Box::new(CodeSyntax::Unwritable { written_as: None })),
        }),
        Kind::Unknown(_) => return None,
    })
}
