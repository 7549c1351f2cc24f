//! `inert-dependent-hint`: under `readOnlyHint: true`, a dependent hint that
//! contradicts read-only. Spec-conformant clients ignore it; clients that
//! read every hint are misled by it.

use crate::diagnostic::Diagnostic;
use crate::fix::Applicability;
use crate::fix::hints::set_hints_fix;
use crate::hint::Hint;
use crate::manifest::object::span;
use crate::manifest::{HintValue, Tool};
use crate::rules::Rule;

/// Reports each contradicting dependent hint of a read-only tool.
pub fn check(tool: &Tool<'_, '_>, found: &mut Vec<Diagnostic>) {
    let HintValue::Bool(true, read_only) = tool.hint(Hint::ReadOnly) else {
        return;
    };
    for hint in [Hint::Destructive, Hint::Idempotent] {
        let (HintValue::Bool(value, prop), Some(consistent)) =
            (tool.hint(hint), hint.read_only_consistent_value())
        else {
            continue;
        };
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
                span(&prop.value),
                format!("inert for spec-conformant clients, read as {reading} by others"),
            )
            .on(tool, tool.annotation_pointer(hint.key()))
            .with_label(span(&read_only.value), "read-only here")
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
