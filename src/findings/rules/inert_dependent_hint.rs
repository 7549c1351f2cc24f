//! `inert-dependent-hint`: under `readOnlyHint: true`, a dependent hint that
//! contradicts read-only. Spec-conformant clients ignore it; clients that
//! read every hint are misled by it.

use crate::document::Member;

/// The rule's declaration: name, level, fix safety, summary, page.
pub const INFO: RuleInfo = RuleInfo {
    rule: Rule::InertDependentHint,
    name: "inert-dependent-hint",
    default_level: Level::Warn,
    fix: FixSafety::Mixed,
    tags: &["explicitness"],
    summary: "a dependent hint contradicts readOnlyHint: true",
    doc: include_str!("../../../rules/inert-dependent-hint.md"),
    check: Check::Tool(check),
};

use crate::base::hint::Hint;
use crate::findings::diagnostic::Diagnostic;
use crate::findings::rules::InertStyle;
use crate::fix::Applicability;
use crate::fix::Fix;
use crate::fix::hints::remove_hint;
use crate::fix::hints::set_hints_fix;
use std::ops::Range;

use crate::base::level::Level;
use crate::base::profile::{Guarantee, Method};
use crate::findings::rules::unsound_claim::lowering;
use crate::findings::rules::{AboutTool, Check, Context, FixSafety, Rule, RuleInfo};
use crate::tools::manifest::{HintSource, HintValue, Tool};

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
        if !tool.carries(hint) {
            continue;
        }
        let (HintValue::Bool(value, source), Some(consistent)) =
            (tool.hint(hint), hint.read_only_consistent_value())
        else {
            continue;
        };
        if value != consistent {
            found.push(contradiction(
                tool, context, hint, value, source, &read_only,
            ));
        } else if context.inert_style == InertStyle::Omit
            && let HintSource::Written(prop) = source
        {
            // A translator's default is not in the document to remove.
            found.push(omitted(tool, hint, value, prop, &read_only));
        }
    }
}

/// `readOnlyHint: true` with a dependent that says the opposite: one of the
/// two is wrong. Spec-conformant clients ignore the dependent; clients that
/// read every hint take it. The fix is unsafe: where the method is known it
/// decides the direction (an unjustified `readOnlyHint` is lowered), else
/// the dependent is made consistent (or, in the "omit" style, removed).
fn contradiction(
    tool: &Tool<'_, '_>,
    context: &Context,
    hint: Hint,
    value: bool,
    source: HintSource<'_, '_>,
    read_only: &(Range<usize>, String),
) -> Diagnostic {
    let key = hint.key();
    let reading = match hint {
        Hint::Destructive => "a destructive tool",
        _ => "a tool that is not safe to retry",
    };
    // The method found, bound or certainly called by a handler that
    // contradicts the read-only claim: the fix lowers the claim to it.
    let method = tool.aimed_method();
    let read_only_unjustified =
        method.filter(|method| !method.justified().contains(Guarantee::ReadOnly));
    let consistent = !value;
    let written = matches!(source, HintSource::Written(_));
    let fix = match (read_only_unjustified, context.inert_style, source) {
        (Some(method), ..) => set_hints_fix(
            tool,
            Applicability::Unsafe,
            &lowering(Hint::ReadOnly, method),
            context.fixes,
        ),
        // Contradicted by its name or description, no method known: the
        // dependent is not made to agree with the claim, the claim goes.
        (None, ..) if tool.read_only_contradicted() => set_hints_fix(
            tool,
            Applicability::Unsafe,
            &[(Hint::ReadOnly, false)],
            context.fixes,
        ),
        (None, InertStyle::Omit, HintSource::Written(prop)) => Fix::new(
            Applicability::Unsafe,
            format!("remove {key}"),
            remove_hint(tool, prop),
            tool.object.span.start(),
        ),
        (None, ..) => set_hints_fix(
            tool,
            Applicability::Unsafe,
            &[(hint, consistent)],
            context.fixes,
        ),
    };
    // Where a value the code does not write comes from (an SDK's seeded
    // value, a translator's default) is said in a note.
    let (span, origin) = tool.locate(hint, value, source);
    Diagnostic::new(
        Rule::InertDependentHint,
        format!(
            "{key}: {value} on {} contradicts its readOnlyHint: true",
            tool.label()
        ),
        span,
        "contradicts readOnlyHint: true",
    )
    .with_details(context.brief, |diagnostic| {
        diagnostic.with_note(origin).with_note(Some(format!(
            "spec-conformant clients read a read-only tool; clients that read every hint \
             read {reading}"
        )))
    })
    .on(tool, tool.hint_pointer(hint))
    .with_details(context.brief, |diagnostic| {
        diagnostic
            .with_label(read_only.0.clone(), read_only.1.clone())
            .with_help(contradiction_help(
                read_only_unjustified,
                key,
                consistent,
                written,
            ))
            .with_note(tool.shared_note())
    })
    .with_fix(fix)
}

/// What to do about a contradiction: lower an unjustified read-only claim
/// to the method's state, or make the dependent hint (`key`, written or
/// not) consistent.
fn contradiction_help(
    read_only_unjustified: Option<Method>,
    key: &str,
    consistent: bool,
    written: bool,
) -> String {
    match (read_only_unjustified, written) {
        (Some(method), _) => format!(
            "{method} does not justify readOnlyHint: true, so the read-only claim is the \
             wrong one: lower it to {method}'s profile-maximal state"
        ),
        (None, true) => format!(
            "if the tool is read-only, set `{key}: {consistent}` (or remove it); if it is \
             not, set `readOnlyHint: false`"
        ),
        (None, false) => format!(
            "if the tool is read-only, write `{key}: {consistent}`; if it is not, set \
             `readOnlyHint: false`"
        ),
    }
}

/// The finding of the "omit" style: a dependent hint under
/// `readOnlyHint: true` is written at all.
fn omitted(
    tool: &Tool<'_, '_>,
    hint: Hint,
    value: bool,
    prop: &Member<'_>,
    read_only: &(Range<usize>, String),
) -> Diagnostic {
    let key = hint.key();
    Diagnostic::new(
        Rule::InertDependentHint,
        format!(
            "{key}: {value} on {} is inert under its readOnlyHint: true",
            tool.label()
        ),
        prop.value.span(),
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
        tool.object.span.start(),
    ))
}
