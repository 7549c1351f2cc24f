//! Hover on a hint's key or value — what the hint means, its default, the
//! value in effect and where it comes from, whether it is active or inert,
//! what the bound method justifies, what each listed client does with the
//! tool — and inlay hints after an annotations object showing what clients
//! make of the hints it omits.

use lsp_types::{
    Hover, HoverContents, InlayHint, InlayHintLabel, InlayHintTooltip, MarkupContent, MarkupKind,
};

use super::positions::LineIndex;
use crate::base::hint::Hint;
use crate::findings::facts::{Assumed, HintFact, ToolFacts, meaning};

/// The hover at byte `offset`, when it is on a written hint.
pub fn hover(tools: &[ToolFacts], text: &str, lines: &LineIndex, offset: usize) -> Option<Hover> {
    for tool in tools {
        for fact in &tool.hints {
            let Some((key, value)) = &fact.written else {
                continue;
            };
            let on = |span: &std::ops::Range<usize>| span.start <= offset && offset <= span.end;
            if !(on(key) || on(value)) {
                continue;
            }
            let range = lines.range(text, key.start.min(value.start)..key.end.max(value.end));
            return Some(Hover {
                contents: HoverContents::Markup(MarkupContent {
                    kind: MarkupKind::Markdown,
                    value: described(tool, fact),
                }),
                range: Some(range),
            });
        }
    }
    None
}

/// The hover's text for one hint of one tool.
fn described(tool: &ToolFacts, fact: &HintFact) -> String {
    let key = fact.hint.key();
    let mut out = format!("**{key}**: {}\n\n", meaning(fact.hint));
    out.push_str(&format!(
        "In effect here: `{key}: {}` ({}).",
        fact.in_effect, fact.source
    ));
    if fact.inert {
        out.push_str(
            " Inert: spec-conformant clients ignore it under `readOnlyHint: true`; clients \
             that read every hint still read it.",
        );
    }
    if !fact.carried {
        out.push_str(" WebMCP has no such hint: a browser drops it.");
    }
    out.push_str(&computed(tool));
    match &tool.method {
        Some(method) if method.justifies.is_empty() => out.push_str(&format!(
            "\n\nBound to {} (from {}), which justifies no guarantee.",
            method.shown, method.origin
        )),
        Some(method) => out.push_str(&format!(
            "\n\nBound to {} (from {}), which justifies {}.",
            method.shown,
            method.origin,
            method.justifies.join(", ")
        )),
        None => out.push_str(
            "\n\nNo HTTP method is bound to this tool: only the hints' consistency is judged.",
        ),
    }
    // What each client does with the tool, as `hintlint explain --tool`
    // prints it.
    let name = tool
        .name
        .as_deref()
        .map_or_else(|| "this tool".to_owned(), code_span);
    out.push_str(&format!(
        "\n\nWhat each client does with {name} (docs/clients.md):\n"
    ));
    for line in tool.clients() {
        out.push_str(&format!("\n- {}", line.decision));
    }
    out
}

/// Where the project's code computes the tool's hints that are not
/// written where it is (a mapper, a preset spread in another module): one
/// line each, or nothing.
fn computed(tool: &ToolFacts) -> String {
    let lines: Vec<String> = tool
        .origins()
        .into_iter()
        .map(|(value, origin)| format!("\n- `{value}`, {origin}"))
        .collect();
    if lines.is_empty() {
        return String::new();
    }
    format!("\n\nComputed by the project's code:{}", lines.concat())
}

/// `name` as a Markdown code span that nothing in it can end: fenced by
/// one backtick more than its longest run of them, control characters
/// shown as spaces (a tool's name is the file's, not ours).
fn code_span(name: &str) -> String {
    let name: String = name
        .chars()
        .map(|ch| if ch.is_control() { ' ' } else { ch })
        .collect();
    let longest = name.split(|ch| ch != '`').map(str::len).max().unwrap_or(0);
    let fence = "`".repeat(longest + 1);
    let pad = if name.starts_with('`') || name.ends_with('`') {
        " "
    } else {
        ""
    };
    format!("{fence}{pad}{name}{pad}{fence}")
}

/// The inlay hints of `tools`: after each annotations object (or a
/// registration without one), what clients make of the hints it does not
/// write — what its SDK or translator sends for it, and for the absent
/// ones the words of `missing-annotation`'s note ([`Assumed`]), shortened,
/// with the note itself as the tooltip.
pub fn inlay_hints(tools: &[ToolFacts], text: &str, lines: &LineIndex) -> Vec<InlayHint> {
    tools
        .iter()
        .filter_map(|tool| {
            let unwritten: Vec<&HintFact> = tool
                .hints
                .iter()
                .filter(|fact| fact.carried && fact.written.is_none())
                .collect();
            let sent: Vec<String> = unwritten
                .iter()
                .filter_map(|fact| {
                    let value = tool.sent.get(fact.hint)?;
                    Some(format!("{}: {value}", fact.hint.key()))
                })
                .collect();
            let absent: Vec<Hint> = unwritten
                .iter()
                .filter(|fact| tool.sent.get(fact.hint).is_none())
                .map(|fact| fact.hint)
                .collect();
            let assumed = Assumed::of(&absent, tool.sent.read_only == Some(true));
            let mut label = Vec::new();
            let mut tooltip = Vec::new();
            if !sent.is_empty() {
                label.push(format!("sent: {}", sent.join(", ")));
            }
            if !assumed.is_empty() {
                label.push(assumed.label());
                tooltip.push(assumed.note());
            }
            if label.is_empty() {
                return None;
            }
            let sources: Vec<String> = unwritten
                .iter()
                .map(|fact| format!("{}: {}", fact.hint.key(), fact.source))
                .collect();
            tooltip.push(format!("not written here: {}", sources.join("; ")));
            Some(InlayHint {
                position: lines.position(text, tool.annotations_end),
                label: InlayHintLabel::String(label.join("; ")),
                kind: None,
                text_edits: None,
                tooltip: Some(InlayHintTooltip::String(tooltip.join("\n\n"))),
                padding_left: Some(true),
                padding_right: None,
                data: None,
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::code_span;

    #[test]
    fn a_name_cannot_end_its_code_span() {
        assert_eq!(code_span("delete_user"), "`delete_user`");
        assert_eq!(code_span("a`b"), "``a`b``");
        assert_eq!(code_span("`x"), "`` `x ``");
        assert_eq!(code_span("a\n\n# b"), "`a  # b`");
    }
}
