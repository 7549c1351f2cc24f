//! `unsound-claim`: an active guarantee the bound Core method does not
//! justify (profile §4–5).

use crate::diagnostic::Diagnostic;
use crate::fix::Applicability;
use crate::fix::hints::set_hints_fix;
use crate::hint::Hint;
use crate::manifest::{HintValue, Tool};
use crate::rules::{Context, Rule};

/// Reports each active guarantee of `tool` that its method does not justify.
pub fn check(tool: &Tool<'_, '_>, _context: &Context, found: &mut Vec<Diagnostic>) {
    let (Some(method), Some(binding)) = (tool.core_method(), tool.binding.as_ref()) else {
        return;
    };
    let unjustified = tool.state().active().without(method.justified());
    for guarantee in unjustified.iter() {
        let hint = Hint::activating(guarantee);
        // Documented defaults never activate a guarantee: the hint is
        // written, or a translator's default.
        let HintValue::Bool(value, source) = tool.hint(hint) else {
            continue;
        };
        let (primary, from_translator) = tool.locate(hint, value, source);
        let key = hint.key();
        let maximal = method.maximal_state();
        let lowered = hint.value_in(maximal).unwrap_or(!value);
        // Lowering readOnlyHint makes the dependents active: give them the
        // method's maximal values too.
        let targets: Vec<(Hint, bool)> = match hint {
            Hint::ReadOnly => [Hint::ReadOnly, Hint::Destructive, Hint::Idempotent]
                .into_iter()
                .filter_map(|hint| Some((hint, hint.value_in(maximal)?)))
                .collect(),
            _ => vec![(hint, lowered)],
        };
        let message = format!(
            "{key}: {value} on {} claims {guarantee}, which {method} does not justify",
            tool.label()
        );
        let diagnostic = match from_translator {
            None => Diagnostic::new(
                Rule::UnsoundClaim,
                message,
                primary,
                format!("claims {guarantee}"),
            )
            .with_binding(binding, format!("bound to {} here", binding.describe())),
            Some(default) => Diagnostic::new(
                Rule::UnsoundClaim,
                message,
                primary,
                format!("{default}, claiming {guarantee}"),
            ),
        };
        found.push(
            diagnostic
                .on(tool, tool.hint_pointer(hint))
                .with_help(format!(
                    "{method}'s profile-maximal value is `{key}: {lowered}`; if this \
                 operation's own documentation proves {guarantee}, record that evidence \
                 as an exception"
                ))
                .with_fix(set_hints_fix(tool, Applicability::Unsafe, &targets)),
        );
    }
}
