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
    doc: include_str!("../../rules/duplicate-key.md"),
    check: Check::Tool(check),
};

use jsonc_parser::ast::{Object, ObjectProp};

use crate::diagnostic::Diagnostic;
use crate::level::Level;
use crate::manifest::object::span;
use crate::manifest::pointer;
use crate::manifest::{Annotations, Tool};
use crate::rules::{AboutTool, Check, Context, FixSafety, Rule, RuleInfo};

/// Reports every later occurrence of a repeated key.
pub fn check(tool: &Tool<'_, '_>, _context: &Context, found: &mut Vec<Diagnostic>) {
    report(tool, tool.object, &tool.pointer, &tool.label(), found);
    if let Annotations::Object(_, annotations) = tool.annotations {
        let place = format!("the annotations of {}", tool.label());
        let base = pointer::child(&tool.pointer, "annotations");
        report(tool, annotations, &base, &place, found);
    }
}

/// Objects up to this many keys are scanned rather than indexed.
const SMALL: usize = 16;

fn report(
    tool: &Tool<'_, '_>,
    object: &Object<'_>,
    base: &str,
    place: &str,
    found: &mut Vec<Diagnostic>,
) {
    // Tool objects are small: scan them; index only large objects, so
    // that a hostile one with many keys stays linear.
    let indexed: Option<HashMap<&str, &ObjectProp<'_>>> =
        (object.properties.len() > SMALL).then(|| {
            let mut first_by_key = HashMap::new();
            for prop in &object.properties {
                first_by_key.entry(prop.name.as_str()).or_insert(prop);
            }
            first_by_key
        });
    for prop in &object.properties {
        let key = prop.name.as_str();
        let first = match &indexed {
            Some(first_by_key) => first_by_key.get(key).copied(),
            None => object
                .properties
                .iter()
                .find(|earlier| earlier.name.as_str() == key),
        };
        let Some(first) = first.filter(|first| !std::ptr::eq(*first, prop)) else {
            continue;
        };
        found.push(
            Diagnostic::new(
                Rule::DuplicateKey,
                format!("duplicate key `{key}` in {place}"),
                span(&prop.name),
                "given again here",
            )
            .on(tool, pointer::child(base, key))
            .with_label(span(&first.name), "first given here")
            .with_help("keep one: clients read only the last occurrence"),
        );
    }
}
