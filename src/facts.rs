//! What a file's tools state, hint by hint, as clients read them: written
//! or not, the value in effect and where it comes from, whether it is
//! active or inert, and what the bound method justifies. Read on the same
//! path as linting (the same readers and binding); the editor's hover and
//! inlay hints show it, and nothing here judges.

use std::ops::Range;

use crate::hint::Hint;
use crate::manifest::{Annotations, HintSource, HintValue, Tool};
use crate::profile::Guarantee;

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
    pub sent: crate::clients::Sent,
    /// The HTTP method it is bound to and where that came from, when bound.
    pub method: Option<MethodFact>,
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
            sent: crate::clients::Sent::of(tool),
            method,
        }
    }
}

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
