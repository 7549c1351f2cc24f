//! `inert-dependent-hint`: under `readOnlyHint: true`, a dependent hint that
//! contradicts read-only. Spec-conformant clients ignore it; clients that
//! read every hint are misled by it.

use jsonc_parser::ast::ObjectProp;

use crate::config::InertStyle;
use crate::diagnostic::Diagnostic;
use crate::fix::Applicability;
use crate::fix::Fix;
use crate::fix::hints::remove_hint;
use crate::fix::hints::set_hints_fix;
use crate::hint::Hint;
use crate::manifest::object::span;
use std::ops::Range;

use crate::manifest::{HintSource, HintValue, Tool};
use crate::rules::{Context, Rule};

/// Reports each contradicting dependent hint of a read-only tool.
pub fn check(tool: &Tool<'_, '_>, context: &Context, found: &mut Vec<Diagnostic>) {
    let HintValue::Bool(true, read_only_source) = tool.hint(Hint::ReadOnly) else {
        return;
    };
    let (read_only_span, read_only_default) = tool.locate(Hint::ReadOnly, true, read_only_source);
    let read_only = (
        read_only_span,
        read_only_default.unwrap_or_else(|| "read-only here".to_owned()),
    );
    for hint in [Hint::Destructive, Hint::Idempotent] {
        let (HintValue::Bool(value, source), Some(consistent)) =
            (tool.hint(hint), hint.read_only_consistent_value())
        else {
            continue;
        };
        if context.inert_style == InertStyle::Omit {
            // A translator's default is not in the document to remove.
            if let HintSource::Written(prop) = source {
                found.push(omitted(tool, hint, value, prop, &read_only));
            }
            continue;
        }
        if value == consistent {
            continue;
        }
        let reading = match hint {
            Hint::Destructive => "destructive",
            _ => "non-idempotent",
        };
        found.push(
            Diagnostic::new(
                Rule::InertDependentHint,
                format!(
                    "{}: {value} on {} contradicts its readOnlyHint: true",
                    hint.key(),
                    tool.label()
                ),
                tool.locate(hint, value, source).0,
                format!("inert for spec-conformant clients, read as {reading} by others"),
            )
            .on(tool, tool.hint_pointer(hint))
            .with_label(read_only.0.clone(), read_only.1.clone())
            .with_help(format!(
                "set `{}: {consistent}`, the read-only-consistent value",
                hint.key()
            ))
            .with_fix(set_hints_fix(
                tool,
                Applicability::Safe,
                &[(hint, consistent)],
            )),
        );
    }
}

/// The finding of the "omit" style: a dependent hint under
/// `readOnlyHint: true` is written at all.
fn omitted(
    tool: &Tool<'_, '_>,
    hint: Hint,
    value: bool,
    prop: &ObjectProp<'_>,
    read_only: &(Range<usize>, String),
) -> Diagnostic {
    let key = hint.key();
    Diagnostic::new(
        Rule::InertDependentHint,
        format!(
            "{key}: {value} on {} is inert under its readOnlyHint: true",
            tool.label()
        ),
        span(&prop.value),
        "ignored by spec-conformant clients",
    )
    .on(tool, tool.hint_pointer(hint))
    .with_label(read_only.0.clone(), read_only.1.clone())
    .with_help(format!(
        "remove {key}: this project omits the dependent hints of read-only tools \
         (inert-style = \"omit\")"
    ))
    .with_fix(Fix::new(
        Applicability::Safe,
        format!("remove {key}"),
        remove_hint(tool, prop),
        tool.object.range.start,
    ))
}
