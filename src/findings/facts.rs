//! What a file's tools state, hint by hint, as clients read them: written
//! or not, the value in effect and where it comes from, whether it is
//! active or inert, and what the bound method justifies. Read on the same
//! path as linting (the same readers and binding); the editor's hover and
//! inlay hints show it, and nothing here judges.

use std::ops::Range;

use crate::base::hint::Hint;
use crate::base::profile::Guarantee;
use crate::tools::manifest::{Annotations, HintSource, HintValue, Tool};

/// One hint of one tool.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct HintFact {
    /// The hint.
    pub hint: Hint,
    /// Where its key and value are written, when they are.
    pub written: Option<(Range<usize>, Range<usize>)>,
    /// The value clients apply.
    pub in_effect: bool,
    /// Where that value comes from, in words (`written`, `the documented
    /// default`, `seeded by mcp-go's mcp.NewTool`, `not a boolean: the
    /// default applies`).
    pub source: String,
    /// Whether spec-conformant clients ignore it (a dependent hint of a
    /// read-only tool).
    pub inert: bool,
    /// Whether the tool's platform has it (WebMCP has `readOnlyHint` only).
    pub carried: bool,
    /// Where a value computed from the project's code was written and
    /// what it came through (`written at src/presets.ts:4:3, via
    /// `READ_ONLY` spread at src/tools/list.ts:12:5`), when it was.
    pub origin: Option<String>,
}

/// One tool.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ToolFacts {
    /// Its name, when static.
    pub name: Option<String>,
    /// The span of the tool's object (or registration).
    pub span: Range<usize>,
    /// Where its annotations end (else the registration's object), where
    /// what they omit is shown.
    pub annotations_end: usize,
    /// Its four hints.
    pub hints: Vec<HintFact>,
    /// The hints it sends, as clients receive them.
    pub sent: crate::findings::clients::Sent,
    /// The HTTP method it is bound to and where that came from, when bound.
    pub method: Option<MethodFact>,
    /// Whether its `_meta` marks it resolvable (the Tool Resolution
    /// extension: `tools/resolve` answers hints per argument set, and the
    /// hints here are the conservative fallback).
    pub resolvable: bool,
    /// What its handler does: each call with an effect, in source order
    /// (empty when the handler was not read or does nothing the catalogue
    /// knows).
    pub effects: Vec<EffectFact>,
}

/// One call with an effect in a tool's handler, for `explain --tool`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EffectFact {
    /// Where the call starts: in the tool's file, else in `file`.
    pub at: crate::document::source::Position,
    /// The file of the call when it is another module's (shown as the run
    /// shows paths); `None` in the tool's file.
    pub file: Option<String>,
    /// The call as written: `fetch(…)`.
    pub shown: String,
    /// What it is: `PATCH`, `SQL statement delete (a DELETE)`.
    pub what: String,
    /// The project's functions from the handler to it, outermost first.
    pub via: Vec<String>,
    /// Why it is not certain; `None` when it is on every path.
    pub uncertain: Option<&'static str>,
}

/// A tool's bound method.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct MethodFact {
    /// `GET`, `POST /messages`.
    pub shown: String,
    /// Where it came from (`_meta.http.method`, `the binding at
    /// hintlint.toml:14`, the handler's request).
    pub origin: String,
    /// The guarantees it justifies (`READ_ONLY`, …), empty for a method
    /// outside the Core.
    pub justifies: Vec<&'static str>,
}

impl ToolFacts {
    /// The facts of `tool`.
    pub fn of(tool: &Tool<'_, '_>) -> ToolFacts {
        let read_only = tool.hint_bool(Hint::ReadOnly) == Some(true);
        let hints = Hint::ALL
            .into_iter()
            .map(|hint| {
                let value = tool.hint(hint);
                let (written, source) = match value {
                    HintValue::Bool(_, HintSource::Written(prop)) => (
                        Some((prop.key.span.range(), prop.value.span())),
                        "written".to_owned(),
                    ),
                    HintValue::Bool(value, HintSource::Default(defaults)) => {
                        (None, defaults.describe(hint, value))
                    }
                    HintValue::Bool(_, HintSource::Seeded(seed)) => {
                        (None, format!("sent by {} although not written", seed.by))
                    }
                    HintValue::Invalid(prop) => (
                        Some((prop.key.span.range(), prop.value.span())),
                        "written, but not a boolean: clients apply the default".to_owned(),
                    ),
                    HintValue::Absent => (None, "not written: the documented default".to_owned()),
                };
                let in_effect = match value {
                    HintValue::Bool(value, _) => value,
                    HintValue::Absent | HintValue::Invalid(_) => tool.value_in_effect(hint),
                };
                HintFact {
                    hint,
                    written,
                    in_effect,
                    source,
                    inert: read_only && hint.read_only_consistent_value().is_some(),
                    carried: tool.carries(hint),
                    origin: tool
                        .provenance
                        .iter()
                        .find(|provenance| provenance.key == hint.key())
                        .map(crate::findings::provenance::worded),
                }
            })
            .collect();
        let annotations_end = match tool.annotations {
            Annotations::Object(_, object) => object.span.end(),
            Annotations::NotAnObject(prop) => prop.value.span().end,
            Annotations::Absent => tool.object.span.end(),
        };
        let method = tool.binding.as_ref().map(|binding| MethodFact {
            shown: binding.describe(),
            origin: binding
                .origin
                .as_deref()
                .map_or_else(|| "the manifest (`_meta.http`)".to_owned(), str::to_owned),
            justifies: tool.core_method().map_or_else(Vec::new, |method| {
                Guarantee::ALL
                    .into_iter()
                    .filter(|guarantee| method.justified().contains(*guarantee))
                    .map(Guarantee::as_str)
                    .collect()
            }),
        });
        ToolFacts {
            name: tool.name.as_deref().map(str::to_owned),
            span: tool.object.span.range(),
            annotations_end,
            hints,
            sent: crate::findings::clients::Sent::of(tool),
            method,
            resolvable: resolvable(tool),
            effects: effects(tool),
        }
    }
}

/// The calls with effects of `tool`'s handler, placed in its file.
fn effects(tool: &Tool<'_, '_>) -> Vec<EffectFact> {
    let Some(found) = tool.handler_effects.as_deref() else {
        return Vec::new();
    };
    found
        .effects
        .iter()
        .map(|call| EffectFact {
            at: match &call.file {
                None => crate::findings::diagnostic::Related::locate(
                    "",
                    tool.text,
                    call.span.clone(),
                    "",
                ),
                Some(file) => crate::findings::diagnostic::Related::locate(
                    "",
                    &file.text,
                    call.span.clone(),
                    "",
                ),
            }
            .start,
            file: call
                .file
                .as_ref()
                .map(|file| crate::code::provenance::shown(&file.path)),
            shown: call.shown.clone(),
            what: match (call.kind, call.method) {
                (crate::base::method::EffectKind::Http, Some(method)) => method.to_string(),
                (crate::base::method::EffectKind::Http, None) => {
                    "HTTP request, its method decided at run time".to_owned()
                }
                (kind, Some(method)) => {
                    format!("{} {} (a {method})", kind.as_str(), call.effect.as_str())
                }
                (kind, None) => format!("{} {}", kind.as_str(), call.effect.as_str()),
            },
            via: call.via.clone(),
            uncertain: call.uncertain,
        })
        .collect()
}

impl ToolFacts {
    /// Each hint the project's code computes, as `readOnlyHint: true`,
    /// with where it was written and what it came through.
    pub fn origins(&self) -> Vec<(String, &str)> {
        self.hints
            .iter()
            .filter(|fact| fact.carried)
            .filter_map(|fact| {
                let origin = fact.origin.as_deref()?;
                Some((format!("{}: {}", fact.hint.key(), fact.in_effect), origin))
            })
            .collect()
    }
}

/// Whether `tool` is marked `{"resolvable": true}` under the Tool
/// Resolution extension's `_meta` key.
fn resolvable(tool: &Tool<'_, '_>) -> bool {
    let Some(crate::document::Value::Object(meta)) = tool.object.get("_meta") else {
        return false;
    };
    let Some(crate::document::Value::Object(extension)) =
        meta.get(crate::base::protocol::TOOL_RESOLUTION_KEY)
    else {
        return false;
    };
    matches!(
        extension.get("resolvable"),
        Some(crate::document::Value::Bool(true, _))
    )
}

/// What `explain --tool` says of a resolvable tool's static hints.
pub const RESOLVABLE_NOTE: &str = "resolvable (`io.modelcontextprotocol/tool-resolution`): a \
client that speaks the extension asks `tools/resolve` for the hints of each call; the hints \
above are the conservative fallback the draft requires, what every other client (and one \
whose resolution fails) applies. A resolution may only be safer than them (read-only, not \
destructive, idempotent or closed-world where they are not), never riskier: hintlint judges \
them as the worst case over every set of arguments.";

/// What a hint means, for a hover: the spec's sentence and its default.
pub fn meaning(hint: Hint) -> &'static str {
    match hint {
        Hint::ReadOnly => "the tool does not modify its environment (default false)",
        Hint::Destructive => {
            "the tool may perform destructive updates; meaningful only when readOnlyHint is \
             false (default true)"
        }
        Hint::Idempotent => {
            "calling the tool again with the same arguments has no additional effect; \
             meaningful only when readOnlyHint is false (default false)"
        }
        Hint::OpenWorld => {
            "the tool may interact with an open world of external entities (default true)"
        }
    }
}

/// What clients make of the hints a tool does not send: the active ones
/// take their documented defaults; the dependents of a read-only tool are
/// ignored by spec-conformant clients, while clients that read every hint
/// still apply the defaults. One wording for `missing-annotation`'s note and the editor's
/// inlay hint, so the two never say different values.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Assumed {
    /// The hints every client reads with their defaults.
    active: Vec<Hint>,
    /// The dependents of a read-only tool.
    inert: Vec<Hint>,
}

impl Assumed {
    /// The absent `hints` of a tool whose `readOnlyHint` is `true` when
    /// `read_only`.
    pub fn of(hints: &[Hint], read_only: bool) -> Assumed {
        let (inert, active) = hints
            .iter()
            .partition(|hint| read_only && hint.read_only_consistent_value().is_some());
        Assumed { active, inert }
    }

    /// Whether no hint is absent.
    pub fn is_empty(&self) -> bool {
        self.active.is_empty() && self.inert.is_empty()
    }

    /// The note: `clients assume openWorldHint: true; spec-conformant
    /// clients ignore destructiveHint and idempotentHint under
    /// readOnlyHint: true, clients that read every hint assume
    /// destructiveHint: true, idempotentHint: false`.
    pub fn note(&self) -> String {
        let mut out = String::with_capacity(160);
        if !self.active.is_empty() {
            out.push_str("clients assume ");
            push_defaults(&mut out, &self.active);
        }
        if !self.inert.is_empty() {
            if !out.is_empty() {
                out.push_str("; ");
            }
            out.push_str("spec-conformant clients ignore ");
            out.push_str(&keys(&self.inert));
            out.push_str(" under readOnlyHint: true, clients that read every hint assume ");
            push_defaults(&mut out, &self.inert);
        }
        out
    }

    /// The note shortened for an inlay hint, with the same values:
    /// `assumed: openWorldHint: true; ignored, or read as destructiveHint:
    /// true, idempotentHint: false`.
    pub fn label(&self) -> String {
        let mut out = String::with_capacity(100);
        if !self.active.is_empty() {
            out.push_str("assumed: ");
            push_defaults(&mut out, &self.active);
        }
        if !self.inert.is_empty() {
            if !out.is_empty() {
                out.push_str("; ");
            }
            out.push_str("ignored, or read as ");
            push_defaults(&mut out, &self.inert);
        }
        out
    }
}

/// Appends `readOnlyHint: false, openWorldHint: true`: the hints with their
/// documented defaults.
fn push_defaults(out: &mut String, hints: &[Hint]) {
    for (index, hint) in hints.iter().enumerate() {
        if index > 0 {
            out.push_str(", ");
        }
        out.push_str(hint.key());
        out.push_str(if hint.default_value() {
            ": true"
        } else {
            ": false"
        });
    }
}

/// `readOnlyHint, idempotentHint and openWorldHint`.
pub fn keys(hints: &[Hint]) -> String {
    let mut out = String::with_capacity(16 * hints.len() + 4);
    for (index, hint) in hints.iter().enumerate() {
        if index > 0 {
            out.push_str(if index + 1 == hints.len() {
                " and "
            } else {
                ", "
            });
        }
        out.push_str(hint.key());
    }
    out
}

/// What one listed client does with a tool, as `explain --tool` and the
/// editor's hover print it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ClientLine {
    /// `Codex: asks before every call, because destructiveHint: true, …;
    /// after a call it …`.
    pub decision: String,
    /// `in its default auto approval mode …; read from openai/codex,
    /// commit …, codex-rs/…, on 2026-12-01`.
    pub provenance: String,
}

impl ToolFacts {
    /// What each client of [`crate::findings::clients::CLIENTS`] does with the tool,
    /// one line each, in the table's order.
    pub fn clients(&self) -> Vec<ClientLine> {
        crate::findings::clients::CLIENTS
            .iter()
            .map(|client| {
                let decision = (client.decide)(self.sent);
                let mut line = format!(
                    "{}: {}, because {}",
                    client.name,
                    decision.before.as_str(),
                    decision.because
                );
                if let Some(also) = decision.also {
                    line.push_str("; after a call it ");
                    line.push_str(also);
                }
                ClientLine {
                    decision: line,
                    provenance: format!(
                        "in {}; read from {}, {}, on {}",
                        client.mode, client.revision, client.source, client.read
                    ),
                }
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_dependents_of_a_read_only_tool_are_ignored_or_read_as_defaults() {
        let all = Assumed::of(&Hint::ALL, true);
        assert_eq!(
            all.note(),
            "clients assume readOnlyHint: false, openWorldHint: true; spec-conformant clients \
             ignore destructiveHint and idempotentHint under readOnlyHint: true, clients that \
             read every hint assume destructiveHint: true, idempotentHint: false"
        );
        assert_eq!(
            all.label(),
            "assumed: readOnlyHint: false, openWorldHint: true; ignored, or read as \
             destructiveHint: true, idempotentHint: false"
        );
        let write = Assumed::of(&[Hint::Destructive, Hint::Idempotent], false);
        assert_eq!(
            write.note(),
            "clients assume destructiveHint: true, idempotentHint: false"
        );
        assert_eq!(
            write.label(),
            "assumed: destructiveHint: true, idempotentHint: false"
        );
        assert!(Assumed::of(&[], true).is_empty());
        assert!(!write.is_empty());
    }

    #[test]
    fn hints_are_listed_as_a_sentence_does() {
        assert_eq!(keys(&[Hint::ReadOnly]), "readOnlyHint");
        assert_eq!(
            keys(&[Hint::ReadOnly, Hint::Idempotent, Hint::OpenWorld]),
            "readOnlyHint, idempotentHint and openWorldHint"
        );
    }
}
