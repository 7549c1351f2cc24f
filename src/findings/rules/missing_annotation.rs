//! `missing-annotation`: a tool that leaves one or more of the four hints to
//! the documented defaults ("silence is loud"). One finding per tool names
//! every absent hint; where the tool's method is known, its fix writes the
//! method's profile-maximal values (the part that claims a guarantee is
//! unsafe), and `non-maximal` stays quiet about what is merely absent.

use crate::base::hint::Hint;
use crate::base::level::Level;
use crate::base::profile::Method;
use crate::document::Value;
use crate::findings::clients::{self, Decision, Sent};
use crate::findings::diagnostic::Diagnostic;
use crate::findings::facts::{Assumed, keys};
use crate::findings::rules::{AboutTool, Check, Context, FixSafety, Rule, RuleInfo};
use crate::fix::hints::{detail_for, insert_hints};
use crate::fix::{Applicability, Fix, FixDetail};
use crate::tools::manifest::{Annotations, HintValue, Tool};

/// The rule's declaration: name, level, fix safety, summary, page.
pub const INFO: RuleInfo = RuleInfo {
    rule: Rule::MissingAnnotation,
    name: "missing-annotation",
    default_level: Level::Warn,
    fix: FixSafety::Mixed,
    tags: &["explicitness"],
    summary: "a hint is absent, so it silently takes its documented default",
    doc: include_str!("../../../rules/missing-annotation.md"),
    check: Check::Tool(check),
};

/// One absent hint: the value in effect and the value the fix writes.
struct Absent {
    hint: Hint,
    /// What clients read now (for a dependent of a read-only tool, the
    /// read-only-consistent value that claims nothing new).
    in_effect: bool,
    /// What the fix writes: the method's maximal value, else `in_effect`;
    /// `None` when nothing is to be written ("omit" style under GET).
    target: Option<bool>,
}

/// Reports `tool` once, naming every absent hint and its default.
pub fn check(tool: &Tool<'_, '_>, context: &Context, found: &mut Vec<Diagnostic>) {
    let read_only = tool.hint_bool(Hint::ReadOnly) == Some(true);
    // In the "omit" and "either" styles the dependents of a read-only tool
    // may be left out; a review profile's requirement says exactly which
    // hints must be written.
    let wanted = |hint: Hint| match context.required {
        Some(required) => required.contains(hint),
        None => {
            !(context.inert_style.allows_omission()
                && hint.read_only_consistent_value().is_some()
                && read_only)
        }
    };
    // A contradicted `readOnlyHint: true` is no ground for its dependents:
    // writing them would cement the claim (`unsound-claim` lowers it), and
    // the whole fix aims at the method the handler certainly calls.
    let contradicted = tool.read_only_contradicted();
    let method = tool.aimed_method();
    let absent: Vec<Absent> = Hint::ALL
        .into_iter()
        .filter(|hint| matches!(tool.hint(*hint), HintValue::Absent))
        .filter(|hint| wanted(*hint) && tool.carries(*hint) && !tool.misspelt(*hint))
        .map(|hint| Absent {
            hint,
            in_effect: tool.value_in_effect(hint),
            target: target(tool, hint, method, context),
        })
        .collect();
    if absent.is_empty() {
        return;
    }
    let hints: Vec<Hint> = absent.iter().map(|absent| absent.hint).collect();
    // Built from pieces, sized once: every unannotated tool has this
    // finding.
    let (message, primary, label) = match tool.annotations {
        Annotations::Absent => (
            [
                &tool.label(),
                " has no ",
                tool.annotations_key,
                &beyond_defaults(tool),
            ]
            .concat(),
            tool.anchor.clone(),
            label_unless_brief(context, || "no annotations".to_owned()),
        ),
        Annotations::NotAnObject(prop) => match written_null(tool) {
            Some(null) => (
                format!("{} has its annotations set to `{null}`", tool.label()),
                prop.value.span(),
                label_unless_brief(context, || ["written `", null, "`"].concat()),
            ),
            None => (
                format!("{} has annotations that are not an object", tool.label()),
                prop.value.span(),
                label_unless_brief(context, || "not an object".to_owned()),
            ),
        },
        Annotations::Object(prop, _) => {
            let keys = keys(&hints);
            (
                [&tool.label(), " omits ", &keys, &beyond_defaults(tool)].concat(),
                prop.key.span.range(),
                label_unless_brief(context, || [&keys, " absent"].concat()),
            )
        }
    };
    let all: Vec<(Hint, bool)> = absent
        .iter()
        .filter_map(|absent| Some((absent.hint, absent.target?)))
        .collect();
    let safe: Vec<(Hint, bool)> = absent
        .iter()
        .filter(|absent| absent.target == Some(absent.in_effect))
        .filter(|absent| !(contradicted && absent.hint.read_only_consistent_value().is_some()))
        .map(|absent| (absent.hint, absent.in_effect))
        .collect();
    let claims: Vec<(Hint, bool)> = absent
        .iter()
        .filter_map(|absent| Some((absent.hint, absent.target?)))
        .filter(|(hint, value)| !safe.contains(&(*hint, *value)))
        .collect();
    // An explicit `None`/`null`/`nil` is the author's choice (a test may
    // pin it): putting an object in its place changes what the server
    // sends beyond the hints, so the whole fix is unsafe.
    let null = written_null(tool);
    let applicability = if claims.is_empty() && null.is_none() {
        Applicability::Safe
    } else {
        Applicability::Unsafe
    };
    let diagnostic = Diagnostic::new(Rule::MissingAnnotation, message, primary, label)
        .on(tool, tool.pointer.clone());
    // The safe part matters only when the whole fix is unsafe.
    let has_safe_part = !claims.is_empty() && !safe.is_empty() && null.is_none();
    let group = tool.object.span.start();
    let detail = detail_for(tool, context.fixes);
    if detail == FixDetail::Existence {
        // Which fixes exist and how safe, without their text.
        found.push(diagnostic.with_partly_safe_fix(
            Fix::without_edits(!all.is_empty(), applicability, "", group),
            Fix::without_edits(has_safe_part, Applicability::Safe, "", group),
        ));
        return;
    }
    let all_written = written(tool, &all);
    let help = match (method, claims.is_empty()) {
        (Some(method), false) => [
            method.as_str(),
            "'s profile-maximal state writes ",
            &all_written,
            "; writing ",
            &written(tool, &claims),
            " changes what clients read, which holds only if the tool does what ",
            method.as_str(),
            " says",
        ]
        .concat(),
        (Some(method), true) => [
            "write ",
            &all_written,
            ", the values in effect and ",
            method.as_str(),
            "'s profile-maximal ones",
        ]
        .concat(),
        (None, _) => ["write the values in effect explicitly: ", &all_written].concat(),
    };
    // The fix writing `hints`, described by `message`.
    let fix = |applicability, message: String, hints: &[(Hint, bool)]| match detail {
        FixDetail::Full => Fix::new(applicability, message, insert_hints(tool, hints), group),
        _ => Fix::without_edits(!hints.is_empty(), applicability, message, group),
    };
    let whole = fix(applicability, ["write ", &all_written].concat(), &all);
    let safe_part = if has_safe_part {
        fix(
            Applicability::Safe,
            ["write ", &written(tool, &safe)].concat(),
            &safe,
        )
    } else {
        Fix::without_edits(false, Applicability::Safe, "", group)
    };
    // A write tool left silent so that clients ask: the explicit hints say
    // the same to every client; otherwise, how the clients split.
    let sent = Sent::of(tool);
    let read_only_written = absent
        .iter()
        .find(|absent| absent.hint == Hint::ReadOnly)
        .and_then(|absent| absent.target);
    let silence = (read_only_written == Some(false) && tool.carries(Hint::Destructive))
        .then(|| clients::silence_read_otherwise(sent))
        .flatten()
        .map(|otherwise| silence_note(tool, &otherwise));
    let split = match silence {
        Some(_) => None,
        None => clients::disagreement(sent).map(|split| {
            format!("as the tool stands, clients decide differently: {split} (docs/clients.md)")
        }),
    };
    let not_offered = (!all.is_empty() && whole.edits.is_empty())
        .then(|| takes_no_annotations(tool))
        .flatten();
    found.push(
        diagnostic
            .with_help(help)
            .with_note(Some(Assumed::of(&hints, read_only).note()))
            .with_note(tool.shared_note())
            .with_note(silence)
            .with_note(split)
            .with_note(not_offered)
            .with_note(omitted_note(tool, &hints))
            .with_note(unsent_note(tool))
            .with_note(null.map(null_note))
            .with_partly_safe_fix(whole, safe_part),
    );
}

/// For a tool whose SDK sends none of the hints its code seems to give it
/// (a Ruby tool class whose base class writes `annotations`), why.
fn unsent_note(tool: &Tool<'_, '_>) -> Option<String> {
    let seed = tool.seeded.as_deref()?.seed;
    seed.values
        .iter()
        .all(Option::is_none)
        .then(|| format!("{}: {}", seed.by, seed.why))
}

/// For hints written as a value their SDK leaves off the wire (Python's
/// `None`, Go's `nil`), a note saying why they count as absent.
fn omitted_note(tool: &Tool<'_, '_>, hints: &[Hint]) -> Option<String> {
    let omitted: Vec<(Hint, &str)> = hints
        .iter()
        .filter_map(|hint| {
            let prop = tool.written_omitted(*hint)?;
            Some((*hint, tool.text.get(prop.value.span()).unwrap_or("null")))
        })
        .collect();
    let (_, written) = omitted.first()?;
    let keys = keys(&omitted.iter().map(|(hint, _)| *hint).collect::<Vec<_>>());
    let (verb, pronoun) = if omitted.len() == 1 {
        ("is", "it")
    } else {
        ("are", "them")
    };
    Some(format!(
        "{keys} {verb} written `{written}`, which the SDK does not send: clients see {pronoun} absent"
    ))
}

/// The annotations value as written when it is an explicit `null` (Python's
/// `None`, Go's and Ruby's `nil`).
fn written_null<'a>(tool: &Tool<'a, '_>) -> Option<&'a str> {
    match tool.annotations {
        Annotations::NotAnObject(prop) if matches!(prop.value, Value::Null(_)) => {
            Some(tool.text.get(prop.value.span()).unwrap_or("null"))
        }
        _ => None,
    }
}

/// Why the fix of annotations written `null` is unsafe.
fn null_note(null: &str) -> String {
    [
        "the annotations are written `",
        null,
        "`, the author's choice: replacing it with hints changes more than the hints (what \
         the server sends for the tool, what a test may pin), so the fix is unsafe \
         (--unsafe-fixes) (docs/fixing.md)",
    ]
    .concat()
}

/// Why no fix is offered for a tool registered in source code by a call
/// that takes no annotations (FastMCP's `add_tool(tool)`, which adds a tool
/// already made; FastMCP before 2.3): no edit is written into a call whose
/// callee does not take it; nor into a form hintlint does not write yet
/// (SwiftMCP's macro, a WordPress ability's arrays, a C# project class).
fn takes_no_annotations(tool: &Tool<'_, '_>) -> Option<String> {
    let crate::document::Layout::Code(syntax) = &tool.object.layout else {
        return None;
    };
    if !matches!(**syntax, crate::document::CodeSyntax::Unwritable { .. }) {
        return None;
    }
    // A form whose hints live in no call hintlint writes into (a
    // project's `Tool` built elsewhere, a macro's or an array's arguments
    // it does not lay out yet): its holder does not open at the anchor.
    let opens = tool
        .text
        .get(tool.anchor.end..tool.object.span.start())
        .is_some_and(|between| matches!(between.trim(), "" | "("));
    if !opens {
        return Some(
            "no fix is offered: hintlint does not write hints into this form of \
             registration yet; write them where the tool is made (docs/source-code.md)"
                .to_owned(),
        );
    }
    let callee = tool.text.get(tool.anchor.clone())?;
    let callee = crate::base::wording::visible(callee);
    Some(
        [
            "no fix is offered: `",
            &callee,
            "(…)`, which registers it, takes no annotations; write them where the tool is \
             made (with FastMCP, `Tool.from_function(fn, annotations=…)` or \
             `@tool(annotations=…)`) (docs/source-code.md)",
        ]
        .concat(),
    )
}

/// The note on a tool silent on `readOnlyHint` and `destructiveHint`:
/// written, they have every listed client ask (or not call it) and read
/// alike; `otherwise` are the clients that read the silence otherwise.
fn silence_note(tool: &Tool<'_, '_>, otherwise: &[(&str, Decision)]) -> String {
    let mut note = [
        "if the silence is meant to make clients ask, writing ",
        &written(tool, &[(Hint::ReadOnly, false), (Hint::Destructive, true)]),
        " costs nothing: every listed client then asks (or never calls it), all reading it alike",
    ]
    .concat();
    for (index, (name, decision)) in otherwise.iter().enumerate() {
        note.push_str(if index == 0 {
            "; silence is read otherwise by "
        } else {
            " and "
        });
        note.push_str(name);
        note.push_str(" (it ");
        note.push_str(decision.before.as_str());
        note.push(')');
    }
    note.push_str(" (docs/clients.md)");
    note
}

/// The primary label's text, which a brief report drops unread: not even
/// made for one.
fn label_unless_brief(context: &Context, label: impl FnOnce() -> String) -> String {
    if context.brief {
        String::new()
    } else {
        label()
    }
}

/// The value the fix writes for an absent hint: with a known method its
/// profile-maximal value (for GET in the "omit" and "either" styles the
/// dependents are not written once `readOnlyHint` is true, unless a review
/// profile requires them), else the value in effect.
fn target(
    tool: &Tool<'_, '_>,
    hint: Hint,
    method: Option<Method>,
    context: &Context,
) -> Option<bool> {
    let Some(method) = method else {
        // A contradicted read-only claim with no method found: no fix
        // writes the hints that depend on it.
        if hint.read_only_consistent_value().is_some() && tool.read_only_contradicted() {
            return None;
        }
        return Some(tool.value_in_effect(hint));
    };
    let maximal = method.maximal_state();
    let read_only_after = tool.hint_bool(Hint::ReadOnly).unwrap_or(maximal.read_only);
    let required = context
        .required
        .is_some_and(|required| required.contains(hint));
    if context.inert_style.allows_omission()
        && !required
        && read_only_after
        && hint.read_only_consistent_value().is_some()
    {
        return None;
    }
    Some(hint.value_in(maximal).unwrap_or(hint.default_value()))
}

/// `"readOnlyHint": true, "openWorldHint": true`, as the tool's file
/// writes hints.
fn written(tool: &Tool<'_, '_>, values: &[(Hint, bool)]) -> String {
    let mut out = String::with_capacity(24 * values.len());
    for (index, (hint, value)) in values.iter().enumerate() {
        if index > 0 {
            out.push_str(", ");
        }
        tool.push_spelled(&mut out, *hint, *value);
    }
    out
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
