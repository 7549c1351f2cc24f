//! `missing-annotation`: a tool that leaves one or more of the four hints to
//! the documented defaults ("silence is loud", profile §1).

use crate::config::InertStyle;
use crate::diagnostic::Diagnostic;
use crate::fix::hints::insert_hints;
use crate::fix::{Applicability, Fix};
use crate::hint::Hint;
use crate::manifest::object::span;
use crate::manifest::{Annotations, HintValue, Tool};
use crate::rules::{Context, Rule};

/// Reports `tool` once, naming every absent hint and its default.
pub fn check(tool: &Tool<'_, '_>, context: &Context, found: &mut Vec<Diagnostic>) {
    // In the "omit" style the dependents of a read-only tool are not wanted.
    let omitted = |hint: Hint| {
        context.inert_style == InertStyle::Omit
            && hint.read_only_consistent_value().is_some()
            && tool.hint_bool(Hint::ReadOnly) == Some(true)
    };
    let absent: Vec<Hint> = Hint::ALL
        .into_iter()
        .filter(|hint| matches!(tool.hint(*hint), HintValue::Absent) && !omitted(*hint))
        .collect();
    if absent.is_empty() {
        return;
    }
    let assumed = absent
        .iter()
        .map(|hint| format!("{}: {}", hint.key(), hint.default_value()))
        .collect::<Vec<_>>()
        .join(", ");
    let (message, primary, label) = match tool.annotations {
        Annotations::Absent => (
            format!(
                "{} has no {}{}: clients assume {assumed}",
                tool.label(),
                tool.annotations_key,
                beyond_defaults(tool)
            ),
            tool.anchor.clone(),
            "no annotations".to_owned(),
        ),
        Annotations::NotAnObject(prop) => (
            format!(
                "{} has annotations that are not an object: clients assume {assumed}",
                tool.label()
            ),
            span(&prop.value),
            "not an object".to_owned(),
        ),
        Annotations::Object(prop, _) => (
            format!(
                "{} omits {}{}: clients assume {assumed}",
                tool.label(),
                keys(&absent),
                beyond_defaults(tool)
            ),
            span(&prop.name),
            format!("{} absent", keys(&absent)),
        ),
    };
    let values: Vec<(Hint, bool)> = absent
        .iter()
        .map(|hint| (*hint, explicit_value(tool, *hint)))
        .collect();
    let explicit = values
        .iter()
        .map(|(hint, value)| format!("\"{}\": {value}", hint.key()))
        .collect::<Vec<_>>()
        .join(", ");
    let fix = Fix::new(
        Applicability::Safe,
        format!("write {explicit}"),
        insert_hints(tool, &values),
        tool.object.range.start,
    );
    found.push(
        Diagnostic::new(Rule::MissingAnnotation, message, primary, label)
            .on(tool, tool.pointer.clone())
            .with_help(format!("write the values in effect explicitly: {explicit}"))
            .with_fix(fix),
    );
}

/// The value to write for an absent hint without changing what
/// spec-conformant clients read: the default, except that the dependents of
/// a read-only tool take their read-only-consistent values.
fn explicit_value(tool: &Tool<'_, '_>, hint: Hint) -> bool {
    match hint.read_only_consistent_value() {
        Some(consistent) if tool.hint_bool(Hint::ReadOnly) == Some(true) => consistent,
        _ => hint.default_value(),
    }
}

/// ` (beyond infobip's defaults for PUT)` for a tool under a translator.
fn beyond_defaults(tool: &Tool<'_, '_>) -> String {
    tool.defaults.map_or_else(String::new, |defaults| {
        format!(
            " (beyond {}'s defaults for {})",
            defaults.table.name, defaults.method
        )
    })
}

fn keys(hints: &[Hint]) -> String {
    let names: Vec<&str> = hints.iter().map(|hint| hint.key()).collect();
    match names.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{} and {last}", rest.join(", ")),
        _ => names.join(""),
    }
}
