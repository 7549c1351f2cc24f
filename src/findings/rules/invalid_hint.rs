//! `invalid-hint`: a hint whose value is not a boolean. Clients ignore it
//! and apply the default, which is rarely what the author meant.

use crate::document::Value;

/// The rule's declaration: name, level, fix safety, summary, page.
pub const INFO: RuleInfo = RuleInfo {
    rule: Rule::InvalidHint,
    name: "invalid-hint",
    default_level: Level::Deny,
    fix: FixSafety::Unsafe,
    tags: &["correctness", "schema"],
    summary: "a hint's value is not a boolean",
    doc: include_str!("../../../rules/invalid-hint.md"),
    check: Check::Tool(check),
};

use crate::base::hint::Hint;
use crate::base::level::Level;
use crate::findings::diagnostic::Diagnostic;
use crate::findings::rules::{AboutTool, Check, Context, FixSafety, Rule, RuleInfo};
use crate::fix::hints::literal;
use crate::fix::layout::replace_value;
use crate::fix::{Applicability, Fix};
use crate::tools::manifest::{HintValue, Tool};

/// Reports each hint of `tool` that holds something other than a boolean.
pub fn check(tool: &Tool<'_, '_>, _context: &Context, found: &mut Vec<Diagnostic>) {
    for hint in Hint::ALL {
        let HintValue::Invalid(prop) = tool.hint(hint) else {
            continue;
        };
        let key = hint.key();
        let default = hint.default_value();
        let (help, fix) = match &prop.value {
            Value::String(lit) if lit.value == "true" || lit.value == "false" => (
                format!("write the boolean `{key}: {}` without quotes", lit.value),
                Fix::new(
                    Applicability::Unsafe,
                    format!("write {key}: {} as a boolean", lit.value),
                    vec![replace_value(
                        tool.text,
                        prop,
                        literal(tool, prop, lit.value == "true"),
                    )],
                    tool.object.span.start(),
                ),
            ),
            _ => {
                // Written in place rather than removed: the hint stays where
                // the author put it, and a tool that is recognised by its
                // hints alone stays a tool.
                let in_effect = tool.value_in_effect(hint);
                (
                    format!(
                        "write `true` or `false`; until then clients assume `{key}: {default}`"
                    ),
                    Fix::new(
                        Applicability::Unsafe,
                        if in_effect == default {
                            format!("write {key}: {in_effect}, the default clients apply now")
                        } else {
                            format!("write {key}: {in_effect}, which readOnlyHint: true implies")
                        },
                        vec![replace_value(
                            tool.text,
                            prop,
                            literal(tool, prop, in_effect),
                        )],
                        tool.object.span.start(),
                    ),
                )
            }
        };
        found.push(
            Diagnostic::new(
                Rule::InvalidHint,
                format!(
                    "{key} on {} is {}, not a boolean",
                    tool.label(),
                    prop.value.describe()
                ),
                prop.value.span(),
                format!("clients ignore this and assume {default}"),
            )
            .on(tool, tool.hint_pointer(hint))
            .with_help(help)
            .with_fix(fix),
        );
    }
}
