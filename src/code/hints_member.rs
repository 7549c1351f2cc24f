//! The `annotations` member a reader makes of hints written as separate
//! arguments or attributes (Laravel's `#[IsReadOnly]`, SwiftMCP's
//! `hints:` and `readOnlyHint: true`), as the tool model reads a holder.

use crate::code::registration::member;
use crate::document::{Layout, Member, Object, Spot, Value};

/// The `annotations` member standing for `hints` (none without a hint):
/// keyed where the first hint is, its object at `span`, laid out as
/// `layout`.
pub fn hints_member<'t>(hints: Vec<Member<'t>>, span: Spot, layout: Layout) -> Option<Member<'t>> {
    let key = hints.first()?.key.span.range();
    Some(member(
        "annotations",
        key,
        Value::Object(Object {
            span,
            members: hints,
            layout,
        }),
    ))
}
