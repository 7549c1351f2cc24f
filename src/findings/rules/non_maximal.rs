//! `non-maximal`: a sound state that leaves unstated a guarantee the bound
//! method justifies (docs/profile.md §5; precision only, never a failure).

use crate::base::hint::Hint;
use crate::base::level::Level;
use crate::base::profile::Method;
use crate::findings::diagnostic::Diagnostic;
use crate::findings::rules::InertStyle;
use crate::findings::rules::{AboutTool, Check, Context, FixSafety, Rule, RuleInfo};
use crate::fix::Applicability;
use crate::fix::hints::set_hints_fix;
use crate::tools::manifest::{HintSource, HintValue, Tool};

/// The rule's declaration: name, level, fix safety, summary, page.
pub const INFO: RuleInfo = RuleInfo {
    rule: Rule::NonMaximal,
    name: "non-maximal",
    default_level: Level::Note,
    fix: FixSafety::Unsafe,
    tags: &["precision", "profile"],
    summary: "a sound state states less than the bound method justifies",
    doc: include_str!("../../../rules/non-maximal.md"),
    check: Check::Tool(check),
};

/// Reports `tool` when its state is sound for its method but not maximal.
pub fn check(tool: &Tool<'_, '_>, context: &Context, found: &mut Vec<Diagnostic>) {
    let (Some(method), Some(binding)) = (tool.core_method(), tool.binding.as_ref()) else {
        return;
    };
    let state = tool.state();
    if !state.is_sound_for(method) || state.is_maximal_for(method) {
        return;
    }
    // What is merely absent is `missing-annotation`'s (one finding per
    // problem): this rule speaks of written values that state too little.
    let maximal = method.maximal_state();
    let short: Vec<Hint> = if maximal.read_only {
        vec![Hint::ReadOnly]
    } else {
        [Hint::ReadOnly, Hint::Destructive, Hint::Idempotent]
            .into_iter()
            .filter(|hint| hint.value_in(state) != hint.value_in(maximal))
            .collect()
    };
    if !short
        .iter()
        .any(|hint| matches!(tool.hint(*hint), HintValue::Bool(..)))
    {
        return;
    }
    let aim = tool.fix_method();
    let unstated = state.unstated_for(method);
    let message = format!(
        "{} leaves {unstated} unstated, which {method} justifies",
        tool.label()
    );
    found.push(
        Diagnostic::new(
            Rule::NonMaximal,
            message,
            tool.anchor.clone(),
            format!("states less than {method} allows"),
        )
        .on(tool, tool.pointer.clone())
        .with_binding(
            binding,
            format!("{method} justifies {}", method.justified()),
        )
        .with_help(format!(
            "the profile-maximal state for {method} is {}; it holds only if the tool \
             does what {method} says and nothing more",
            maximal_hints(method)
        ))
        .with_note(tool.shared_note())
        .with_note(seeded_note(tool, &short))
        .with_fix(set_hints_fix(
            tool,
            Applicability::Unsafe,
            &aim.map_or_else(Vec::new, |aim| maximal_targets(aim, context.inert_style)),
            context.fixes,
        )),
    );
}

/// Where a short value comes from when the SDK or the platform sends it
/// (mcp-go's seeds, a WebMCP form's default) rather than the code.
fn seeded_note(tool: &Tool<'_, '_>, short: &[Hint]) -> Option<String> {
    short.iter().find_map(|hint| match tool.hint(*hint) {
        HintValue::Bool(value, HintSource::Seeded(seed)) => Some(seed.note(*hint, value)),
        _ => None,
    })
}

/// The hint values of the maximal state. For GET the dependents take their
/// read-only-consistent values in the "explicit" style and are left alone
/// in the "omit" style, so that no other rule objects to them.
fn maximal_targets(method: Method, style: InertStyle) -> Vec<(Hint, bool)> {
    let state = method.maximal_state();
    let hints: &[Hint] = match (state.read_only, style) {
        (true, InertStyle::Omit) => &[Hint::ReadOnly],
        _ => &[Hint::ReadOnly, Hint::Destructive, Hint::Idempotent],
    };
    hints
        .iter()
        .filter_map(|hint| Some((*hint, hint.value_in(state)?)))
        .collect()
}

/// The maximal state written as hints, e.g. `readOnlyHint: true`.
fn maximal_hints(method: Method) -> String {
    let state = method.maximal_state();
    if state.read_only {
        return "`readOnlyHint: true`".to_owned();
    }
    format!(
        "`readOnlyHint: false, destructiveHint: {}, idempotentHint: {}`",
        state.destructive, state.idempotent
    )
}
