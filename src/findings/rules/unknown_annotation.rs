//! `unknown-annotation`: a key in `annotations` that is not a known field
//! but is a near miss of one (`readonlyHint`, `readOnly`, `destructive`).
//! Other extra keys are legal and left alone.

use crate::base::hint::{Hint, near_miss};
use crate::document::Object;
use crate::findings::diagnostic::Diagnostic;
use crate::fix::layout::rename_key;
use crate::fix::{Applicability, Fix};

/// The rule's declaration: name, level, fix safety, summary, page.
pub const INFO: RuleInfo = RuleInfo {
    rule: Rule::UnknownAnnotation,
    name: "unknown-annotation",
    default_level: Level::Warn,
    fix: FixSafety::Unsafe,
    tags: &["correctness", "schema"],
    summary: "an annotations key is a near miss of a known field",
    doc: include_str!("../../../rules/unknown-annotation.md"),
    check: Check::Tool(check),
};

use crate::base::level::Level;
use crate::findings::rules::{AboutTool, Check, Context, FixSafety, Rule, RuleInfo};
use crate::tools::manifest::pointer;
use crate::tools::manifest::{Annotations, Tool};

/// Reports each near-miss key in the annotations of `tool`, and in the
/// overriding extension of an OpenAPI operation.
pub fn check(tool: &Tool<'_, '_>, _context: &Context, found: &mut Vec<Diagnostic>) {
    if let Annotations::Object(_, annotations) = tool.annotations {
        let base = || pointer::child(&tool.pointer, tool.annotations_key);
        report(tool, annotations, &base, found);
    }
    if let Some((overrides, base)) = tool.overrides.as_deref() {
        report(tool, overrides, &|| base.clone(), found);
    }
}

/// The near misses among the keys of `annotations`, whose pointer is made
/// by `base` (only for a finding: nearly every tool has none).
fn report(
    tool: &Tool<'_, '_>,
    annotations: &Object<'_>,
    base: &dyn Fn() -> String,
    found: &mut Vec<Diagnostic>,
) {
    for prop in &annotations.members {
        let key = prop.key.value.as_ref();
        let Some(meant) = near_miss(key) else {
            continue;
        };
        let taken = annotations.last(meant).is_some();
        // Source code spells the key its own way (`read_only_hint` in Rust).
        let spelt = match &annotations.layout {
            crate::document::Layout::Code(syntax) => {
                crate::fix::layout::code::renamed_key(**syntax, meant)
            }
            _ => None,
        };
        let spelt = spelt.as_deref().unwrap_or(meant);
        let help = if taken {
            format!("remove it: `{meant}` is already given")
        } else {
            match Hint::from_key(meant) {
                Some(hint) => format!(
                    "rename it to `{spelt}`; until then clients assume `{meant}: {}`",
                    hint.default_value()
                ),
                None => format!("rename it to `{spelt}`"),
            }
        };
        let rename = (!taken).then(|| {
            Fix::new(
                Applicability::Unsafe,
                format!("rename `{key}` to `{spelt}`"),
                vec![rename_key(tool.text, annotations, prop, meant)],
                tool.object.span.start(),
            )
        });
        let diagnostic = Diagnostic::new(
            Rule::UnknownAnnotation,
            format!(
                "unknown annotation `{key}` on {}: did you mean `{meant}`?",
                tool.label()
            ),
            prop.key.span.range(),
            "clients ignore this key",
        )
        .on(tool, pointer::child(&base(), key))
        .with_help(help);
        // A snake_case hint in a manifest is what a Python SDK model
        // dumped without its aliases writes.
        let dumped = Hint::from_snake_key(key).is_some()
            && !matches!(annotations.layout, crate::document::Layout::Code(_));
        let diagnostic = if dumped {
            diagnostic.with_note(Some(
                "the wire spells hints in camelCase; snake_case keys are what a Python SDK \
                 (pydantic) model dumped without `by_alias=True` writes"
                    .to_owned(),
            ))
        } else {
            diagnostic
        };
        found.push(match rename {
            Some(fix) => diagnostic.with_fix(fix),
            None => diagnostic,
        });
    }
}

#[cfg(test)]
mod tests {
    use crate::base::hint::near_miss;

    #[test]
    fn near_misses_and_legal_extras() {
        assert_eq!(near_miss("readonlyHint"), Some("readOnlyHint"));
        assert_eq!(near_miss("readOnly"), Some("readOnlyHint"));
        assert_eq!(near_miss("destructive"), Some("destructiveHint"));
        assert_eq!(near_miss("idempotentHnt"), Some("idempotentHint"));
        assert_eq!(near_miss("Title"), Some("title"));
        assert_eq!(near_miss("category"), None);
        assert_eq!(near_miss("readOnlyHint"), None);
        assert_eq!(near_miss("audience"), None);
        assert_eq!(near_miss("read_only_hint"), Some("readOnlyHint"));
        assert_eq!(near_miss("read_only"), Some("readOnlyHint"));
        assert_eq!(near_miss("open_world"), Some("openWorldHint"));
    }
}
