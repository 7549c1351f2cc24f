//! `unsound-claim`: an active guarantee the bound Core method does not
//! justify (docs/profile.md §4–5).

use crate::base::hint::Hint;
use crate::base::level::Level;
use crate::base::profile::{Guarantee, Method};
use crate::document::Layout;
use crate::findings::diagnostic::Diagnostic;
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

/// Reports each active guarantee of `tool` that its method does not justify.
pub fn check(tool: &Tool<'_, '_>, context: &Context, found: &mut Vec<Diagnostic>) {
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
        let targets = tool
            .fix_method()
            .map_or_else(Vec::new, |aim| lowering(hint, aim));
        let message = [
            key,
            if value { ": true on " } else { ": false on " },
            &tool.label(),
            " claims ",
            guarantee.as_str(),
            ", which ",
            method.as_str(),
            " does not justify",
        ]
        .concat();
        let label = match &from_translator {
            _ if context.brief => String::new(),
            None => ["claims ", guarantee.as_str()].concat(),
            Some(default) => format!("{default}, claiming {guarantee}"),
        };
        found.push(
            Diagnostic::new(Rule::UnsoundClaim, message, primary, label)
                .on(tool, tool.hint_pointer(hint))
                .with_details(context.brief, |diagnostic| {
                    let diagnostic = match from_translator {
                        None => diagnostic.with_binding(
                            binding,
                            ["bound to ", &binding.describe(), " here"].concat(),
                        ),
                        Some(_) => diagnostic,
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
                )),
        );
    }
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
