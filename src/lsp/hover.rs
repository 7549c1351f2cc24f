//! Hover on a hint's key or value — what the hint means, its default, the
//! value in effect and where it comes from, whether it is active or inert,
//! what the bound method justifies — and inlay hints after an annotations
//! object showing the values clients assume for the hints it omits.

use lsp_types::{
    Hover, HoverContents, InlayHint, InlayHintLabel, InlayHintTooltip, MarkupContent, MarkupKind,
};

use super::positions::LineIndex;
use crate::facts::{HintFact, ToolFacts, meaning};

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
    out
}

/// The inlay hints of `tools`: after each annotations object (or a
/// registration without one), the values clients assume for the hints it
/// does not write.
pub fn inlay_hints(tools: &[ToolFacts], text: &str, lines: &LineIndex) -> Vec<InlayHint> {
    tools
        .iter()
        .filter_map(|tool| {
            let assumed: Vec<String> = tool
                .hints
                .iter()
                .filter(|fact| fact.carried && fact.written.is_none())
                .map(|fact| format!("{}: {}", fact.hint.key(), fact.in_effect))
                .collect();
            if assumed.is_empty() {
                return None;
            }
            let sources: Vec<String> = tool
                .hints
                .iter()
                .filter(|fact| fact.carried && fact.written.is_none())
                .map(|fact| format!("{}: {}", fact.hint.key(), fact.source))
                .collect();
            Some(InlayHint {
                position: lines.position(text, tool.annotations_end),
                label: InlayHintLabel::String(format!("assumed: {}", assumed.join(", "))),
                kind: None,
                text_edits: None,
                tooltip: Some(InlayHintTooltip::String(format!(
                    "what clients apply for the hints not written here ({})",
                    sources.join("; ")
                ))),
                padding_left: Some(true),
                padding_right: None,
                data: None,
            })
        })
        .collect()
}
