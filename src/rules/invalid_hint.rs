//! `invalid-hint`: a hint whose value is not a boolean. Clients ignore it
//! and apply the default, which is rarely what the author meant.

use jsonc_parser::ast::{ObjectProp, Value};

use crate::diagnostic::Diagnostic;
use crate::fix::layout::{remove_member, replace_value};
use crate::fix::{Applicability, Fix};
use crate::hint::Hint;
use crate::manifest::object::{describe, span};
use crate::manifest::{Annotations, HintValue, Tool};
use crate::rules::Rule;

/// Reports each hint of `tool` that holds something other than a boolean.
pub fn check(tool: &Tool<'_, '_>, found: &mut Vec<Diagnostic>) {
    for hint in Hint::ALL {
        let HintValue::Invalid(prop) = tool.hint(hint) else {
            continue;
        };
        let key = hint.key();
        let default = hint.default_value();
        let (help, fix) = match &prop.value {
            Value::StringLit(lit) if lit.value == "true" || lit.value == "false" => (
                format!("write the boolean `{key}: {}` without quotes", lit.value),
                Fix::new(
                    Applicability::Unsafe,
                    format!("write {key}: {} as a boolean", lit.value),
                    vec![replace_value(prop, lit.value.as_ref())],
                    tool.object.range.start,
                ),
            ),
            _ => (
                format!("write `true` or `false`; until then clients assume `{key}: {default}`"),
                Fix::new(
                    Applicability::Unsafe,
                    format!("remove {key} so that its default applies"),
                    removal(tool, prop),
                    tool.object.range.start,
                ),
            ),
        };
        found.push(
            Diagnostic::new(
                Rule::InvalidHint,
                format!(
                    "{key} on {} is {}, not a boolean",
                    tool.label(),
                    describe(&prop.value)
                ),
                span(&prop.value),
                format!("clients ignore this and assume {default}"),
            )
            .on(tool, tool.annotation_pointer(key))
            .with_help(help)
            .with_fix(fix),
        );
    }
}

/// The edits that remove `prop` from the tool's annotations.
fn removal(tool: &Tool<'_, '_>, prop: &ObjectProp<'_>) -> Vec<crate::fix::Edit> {
    let Annotations::Object(_, annotations) = tool.annotations else {
        return Vec::new();
    };
    let index = annotations
        .properties
        .iter()
        .position(|member| std::ptr::eq(member, prop));
    index.map_or_else(Vec::new, |index| {
        remove_member(tool.text, annotations, index)
    })
}
