//! `duplicate-key`: a key repeated in a tool object or in its annotations.
//! Clients keep the last occurrence, so the earlier ones are dead text that
//! reviewers still read.

use std::collections::HashMap;

/// The rule's declaration: name, level, fix safety, summary, page.
pub const INFO: RuleInfo = RuleInfo {
    rule: Rule::DuplicateKey,
    name: "duplicate-key",
    default_level: Level::Deny,
    fix: FixSafety::None,
    tags: &["correctness", "schema"],
    summary: "a key is repeated in a tool or its annotations",
    doc: include_str!("../../../rules/duplicate-key.md"),
    check: Check::Tool(check),
};

use crate::document::{Member, Object};

use crate::base::level::Level;
use crate::findings::diagnostic::Diagnostic;
use crate::findings::rules::{AboutTool, Check, Context, FixSafety, Rule, RuleInfo};
use crate::tools::manifest::pointer;
use crate::tools::manifest::{Annotations, Tool};

/// Reports every later occurrence of a repeated key.
pub fn check(tool: &Tool<'_, '_>, _context: &Context, found: &mut Vec<Diagnostic>) {
    // Where the keys are is worded only for an object that repeats one.
    report(tool, tool.object, found, || {
        (tool.pointer.clone(), tool.label())
    });
    if let Annotations::Object(_, annotations) = tool.annotations {
        report(tool, annotations, found, || {
            (
                pointer::child(&tool.pointer, "annotations"),
                format!("the annotations of {}", tool.label()),
            )
        });
    }
}

/// Objects up to this many keys are scanned rather than indexed.
const SMALL: usize = 16;

/// Reports the repeated keys of `object`; `place` gives the object's
/// pointer and how messages name it.
fn report(
    tool: &Tool<'_, '_>,
    object: &Object<'_>,
    found: &mut Vec<Diagnostic>,
    place: impl Fn() -> (String, String),
) {
    // Tool objects are small: scan them; index only large objects, so
    // that a hostile one with many keys stays linear.
    let indexed: Option<HashMap<&str, &Member<'_>>> = (object.members.len() > SMALL).then(|| {
        let mut first_by_key = HashMap::new();
        for prop in &object.members {
            first_by_key.entry(prop.key.value.as_ref()).or_insert(prop);
        }
        first_by_key
    });
    for (index, prop) in object.members.iter().enumerate() {
        let key = prop.key.value.as_ref();
        // The first member with the key, when it is an earlier one.
        let first = match &indexed {
            Some(first_by_key) => first_by_key
                .get(key)
                .copied()
                .filter(|first| !std::ptr::eq(*first, prop)),
            None => object.members[..index]
                .iter()
                .find(|earlier| earlier.key.value.as_ref() == key),
        };
        let Some(first) = first else {
            continue;
        };
        let (base, place) = place();
        found.push(
            Diagnostic::new(
                Rule::DuplicateKey,
                format!("duplicate key `{key}` in {place}"),
                prop.key.span.range(),
                "given again here",
            )
            .on(tool, pointer::child(&base, key))
            .with_label(first.key.span.range(), "first given here")
            .with_help("keep one: clients read only the last occurrence"),
        );
    }
}
