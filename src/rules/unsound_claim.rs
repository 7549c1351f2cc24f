//! `unsound-claim`: an active guarantee the bound Core method does not
//! justify (profile §4–5).

use crate::diagnostic::Diagnostic;
use crate::hint::Hint;
use crate::manifest::object::span;
use crate::manifest::{HintValue, Tool};
use crate::rules::Rule;

/// Reports each active guarantee of `tool` that its method does not justify.
pub fn check(tool: &Tool<'_, '_>, found: &mut Vec<Diagnostic>) {
    let (Some(method), Some(binding)) = (tool.core_method(), tool.binding.as_ref()) else {
        return;
    };
    let unjustified = tool.state().active().without(method.justified());
    for guarantee in unjustified.iter() {
        let hint = Hint::activating(guarantee);
        // Defaults never activate a guarantee, so the hint is written.
        let HintValue::Bool(value, prop) = tool.hint(hint) else {
            continue;
        };
        let key = hint.key();
        let lowered = hint.value_in(method.maximal_state()).unwrap_or(!value);
        let message = format!(
            "{key}: {value} on {} claims {guarantee}, which {method} does not justify",
            tool.label()
        );
        found.push(
            Diagnostic::new(
                Rule::UnsoundClaim,
                message,
                span(&prop.value),
                format!("claims {guarantee}"),
            )
            .on(tool, tool.annotation_pointer(key))
            .with_label(
                binding.span.clone(),
                format!("bound to {} here", binding.describe()),
            )
            .with_help(format!(
                "{method}'s profile-maximal value is `{key}: {lowered}`; if this \
                 operation's own documentation proves {guarantee}, record that evidence \
                 as an exception"
            )),
        );
    }
}
