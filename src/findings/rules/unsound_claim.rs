//! `unsound-claim`: an active guarantee the bound Core method does not
//! justify (docs/profile.md §4–5).

use crate::base::hint::Hint;
use crate::base::level::Level;
use crate::base::method::{Binding, EffectKind, HandlerEffect};
use crate::base::profile::{Guarantee, Method};
use crate::document::Layout;
use crate::findings::diagnostic::{Diagnostic, Related};
use crate::findings::rules::{AboutTool, Check, Context, FixSafety, Rule, RuleInfo};
use crate::fix::Applicability;
use crate::fix::hints::set_hints_fix;
use crate::tools::manifest::{HintValue, Tool};

/// The rule's declaration: name, level, fix safety, summary, page.
pub const INFO: RuleInfo = RuleInfo {
    rule: Rule::UnsoundClaim,
    name: "unsound-claim",
    default_level: Level::Deny,
    fix: FixSafety::Unsafe,
    tags: &["correctness", "profile"],
    summary: "a hint claims a guarantee that the bound HTTP method does not justify",
    doc: include_str!("../../../rules/unsound-claim.md"),
    check: Check::Tool(check),
};

/// What a method is judged from: the tool's binding, or a call its
/// handler makes.
#[derive(Clone, Copy)]
enum Evidence<'e, 'v> {
    /// `_meta.http`, a `[[binding]]`, an OpenAPI operation.
    Binding(&'e Binding<'v>),
    /// A call of the handler on every path, with a literal method or
    /// statement: judged at the rule's level.
    Certain(&'e HandlerEffect),
    /// A call of the handler that is not certain: a note at most.
    Uncertain(&'e HandlerEffect),
}

/// Reports each active guarantee of `tool` that its method does not justify:
/// the method it is bound to, else the one its handler certainly calls,
/// else, as notes, what its handler may do.
pub fn check(tool: &Tool<'_, '_>, context: &Context, found: &mut Vec<Diagnostic>) {
    if let Some(binding) = tool.binding.as_ref() {
        if let Some(method) = tool.core_method() {
            judge(tool, method, Evidence::Binding(binding), context, found);
        }
        return;
    }
    let Some(effects) = tool.handler_effects.as_deref() else {
        return;
    };
    let first = found.len();
    if let Some((method, call)) = effects.method() {
        judge(tool, method, Evidence::Certain(call), context, found);
    }
    if found.len() > first {
        return;
    }
    // What the handler may do: one note for the first call that would
    // contradict a claim (a call of run-time data contradicts
    // `readOnlyHint: true` only).
    for call in effects.uncertain_writes() {
        judge(
            tool,
            call.method.unwrap_or(Method::Post),
            Evidence::Uncertain(call),
            context,
            found,
        );
        if found.len() > first {
            return;
        }
    }
}

/// Reports each active guarantee of `tool` that `method` does not justify.
fn judge(
    tool: &Tool<'_, '_>,
    method: Method,
    evidence: Evidence<'_, '_>,
    context: &Context,
    found: &mut Vec<Diagnostic>,
) {
    let unjustified = tool.state().active().without(method.justified());
    for guarantee in unjustified.iter() {
        let hint = Hint::activating(guarantee);
        if let Evidence::Uncertain(call) = evidence
            && call.method.is_none()
            && hint != Hint::ReadOnly
        {
            continue;
        }
        // Documented defaults never activate a guarantee: the hint is
        // written, or a translator's default.
        let HintValue::Bool(value, source) = tool.hint(hint) else {
            continue;
        };
        let (primary, from_translator) = tool.locate(hint, value, source);
        let key = hint.key();
        let maximal = method.maximal_state();
        let lowered = hint.value_in(maximal).unwrap_or(!value);
        let targets = match evidence {
            Evidence::Binding(_) => tool
                .fix_method()
                .map_or_else(Vec::new, |aim| lowering(hint, aim)),
            Evidence::Certain(_) => lowering(hint, method),
            Evidence::Uncertain(_) => Vec::new(),
        };
        let what = match evidence {
            Evidence::Binding(_) => method.as_str().to_owned(),
            Evidence::Certain(call) => handler_call(call, method),
            Evidence::Uncertain(call) => match call.method {
                Some(_) => format!(
                    "{}, which runs on some paths only,",
                    handler_call(call, method)
                ),
                None => format!("its handler's `{}`", call.shown),
            },
        };
        let message = [
            key,
            if value { ": true on " } else { ": false on " },
            &tool.label(),
            " claims ",
            guarantee.as_str(),
            ", which ",
            &what,
            if matches!(evidence, Evidence::Uncertain(_)) {
                " may not justify"
            } else {
                " does not justify"
            },
        ]
        .concat();
        let label = match &from_translator {
            _ if context.brief => String::new(),
            None => ["claims ", guarantee.as_str()].concat(),
            Some(default) => format!("{default}, claiming {guarantee}"),
        };
        let mut diagnostic = Diagnostic::new(Rule::UnsoundClaim, message, primary, label)
            .on(tool, tool.hint_pointer(hint))
            .with_details(context.brief, |diagnostic| {
                let diagnostic = match (evidence, &from_translator) {
                    (Evidence::Binding(binding), None) => diagnostic.with_binding(
                        binding,
                        ["bound to ", &binding.describe(), " here"].concat(),
                    ),
                    (Evidence::Certain(call) | Evidence::Uncertain(call), _) => {
                        with_call(diagnostic, tool, call)
                    }
                    (Evidence::Binding(_), Some(_)) => diagnostic,
                };
                diagnostic
                    .with_help(
                        [
                            method.as_str(),
                            "'s profile-maximal value is `",
                            key,
                            if lowered { ": true" } else { ": false" },
                            "`; if this operation's own documentation proves ",
                            guarantee.as_str(),
                            ", record that evidence as an exception",
                        ]
                        .concat(),
                    )
                    .with_note(tool.shared_note())
                    .with_note(Some(how_to_accept(
                        tool,
                        context.jsonc,
                        (key, method.as_str(), guarantee),
                    )))
            })
            .with_fix(set_hints_fix(
                tool,
                Applicability::Unsafe,
                &targets,
                context.fixes,
            ));
        if let Evidence::Uncertain(call) = evidence {
            diagnostic.level = Some(Level::Note);
            diagnostic.notes.push(
                format!(
                    "a note, not an error: `{}` {}",
                    call.shown,
                    call.uncertain.unwrap_or("is not certain")
                )
                .into(),
            );
        }
        found.push(diagnostic);
    }
}

/// `its handler's PATCH` or `its handler's file overwrite (a PUT)`.
fn handler_call(call: &HandlerEffect, method: Method) -> String {
    match call.kind {
        EffectKind::Http => format!("its handler's {method}"),
        kind => format!(
            "its handler's {} {} (a {method})",
            kind.as_str(),
            call.effect.as_str()
        ),
    }
}

/// The finding with the handler's call as evidence: a label on it, and
/// the functions between the handler and it.
fn with_call(diagnostic: Diagnostic, tool: &Tool<'_, '_>, call: &HandlerEffect) -> Diagnostic {
    let through = if call.via.is_empty() {
        String::new()
    } else {
        format!(", through {}", call.via.join(" → "))
    };
    let label = format!("{}: `{}`{through}", call.describe(), call.shown);
    let mut diagnostic = match &call.file {
        // In the tool's own file: labelled there, and `lint` names it.
        None => diagnostic
            .with_label(call.span.clone(), call.describe())
            .with_related(Related::locate("", tool.text, call.span.clone(), label)),
        // In another module the handler calls into.
        Some(file) => diagnostic.with_related(Related::locate(
            crate::code::provenance::shown(&file.path),
            &file.text,
            call.span.clone(),
            label,
        )),
    };
    diagnostic
        .notes
        .push("the method comes from what the handler calls (docs/effects.md)".into());
    diagnostic
}

/// How to accept the finding on evidence, in the file's own syntax: the
/// allow comment to copy (a strict JSON file holds none), and the
/// `[[exception]]` alternative.
fn how_to_accept(
    tool: &Tool<'_, '_>,
    jsonc: bool,
    (hint, method, guarantee): (&str, &str, Guarantee),
) -> String {
    let why = match guarantee {
        Guarantee::ReadOnly => "only reads",
        Guarantee::AdditiveOnly => "only appends",
        Guarantee::Idempotent => "is safe to repeat",
    };
    let marker = match &tool.object.layout {
        Layout::YamlBlock(_) | Layout::YamlFlow => Some("#"),
        Layout::Code(syntax) => Some(syntax.line_comment()),
        Layout::Json if jsonc => Some("//"),
        Layout::Json => None,
    };
    let exception = format!(
        "an `[[exception]]` in hintlint.toml (tool = \"{}\", rule = \"unsound-claim\", hint = \"{hint}\", reason = \"…\")",
        tool.name.as_deref().unwrap_or("…")
    );
    match marker {
        Some(marker) => format!(
            "to accept it on evidence, write `{marker} hintlint-allow(unsound-claim): <why this {method} {why}>` on the line before the hint, or {exception}"
        ),
        None => format!(
            "to accept it on evidence, write {exception} (a `.jsonc` file may hold `// hintlint-allow(unsound-claim): <why this {method} {why}>` on the line before the hint)"
        ),
    }
}

/// The hints that lower an unjustified claim of `hint` to `method`'s
/// profile-maximal state. Lowering `readOnlyHint` makes the dependents
/// active, so they get the method's maximal values too.
pub fn lowering(hint: Hint, method: Method) -> Vec<(Hint, bool)> {
    let maximal = method.maximal_state();
    let hints: &[Hint] = match hint {
        Hint::ReadOnly => &[Hint::ReadOnly, Hint::Destructive, Hint::Idempotent],
        _ => &[hint],
    };
    hints
        .iter()
        .filter_map(|hint| Some((*hint, hint.value_in(maximal)?)))
        .collect()
}
