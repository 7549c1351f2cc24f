//! Binding the tools of a file that have no `_meta.http`: a `[[binding]]`
//! of the configuration, else the operation `--openapi` pairs them with;
//! a catch-all tool by the methods its input schema accepts.

use std::collections::BTreeSet;

use super::configured::{ConfigBinding, binding_for};
use super::pairing::{Api, Pairing};
use crate::tools::manifest::Tool;
use crate::tools::manifest::actions::DestructiveVerbs;

/// What binding reads, as data: the configuration's `[[binding]]`s and
/// destructive verbs, the `--openapi` document, and the file's path
/// relative to the configuration.
pub struct Sources<'v> {
    /// The configuration's `[[binding]]`s, in order.
    pub bindings: &'v [ConfigBinding],
    /// The verbs that make an action destructive.
    pub destructive_verbs: &'v DestructiveVerbs,
    /// The document of `--openapi`.
    pub openapi: Option<&'v Api>,
    /// The file's path relative to the configuration's folder.
    pub relative: Option<&'v str>,
}

/// What binding a file's tools came to.
#[derive(Debug, Default)]
pub struct Bound {
    /// Tools `--openapi` could pair with no single operation, each with
    /// why: `name (no operation)`, `name (matches a, b)`.
    pub unpaired: Vec<String>,
    /// Tools `--openapi` paired.
    pub paired: usize,
}

/// Binds the unbound `tools`; returns them with how pairing went, and adds
/// the indices of the `[[binding]]`s it used to `used`.
pub fn bind<'a, 'v>(
    tools: Vec<Tool<'a, 'v>>,
    sources: &Sources<'v>,
    used: &mut BTreeSet<usize>,
) -> (Vec<Tool<'a, 'v>>, Bound) {
    let mut outcome = Bound::default();
    let bound = tools
        .into_iter()
        .map(|mut tool| {
            if tool.binding.is_none()
                && let Some(name) = tool.name.as_deref()
                && let Some((index, binding)) = binding_for(
                    sources.bindings,
                    name,
                    sources.relative,
                    tool.handler_effects.as_deref(),
                )
            {
                used.insert(index);
                tool.binding = Some(binding);
            }
            if tool.binding.is_none()
                && let (Some(api), Some(name)) = (sources.openapi, tool.name.as_deref())
            {
                let description = match tool.object.get("description") {
                    Some(crate::document::Value::String(text)) => Some(text.value.as_ref()),
                    _ => None,
                };
                match api.find(name, description) {
                    Pairing::Unique(operation) => {
                        tool.binding = Some(api.binding(operation));
                        outcome.paired += 1;
                    }
                    Pairing::None => {
                        let closest = api.closest(name);
                        outcome.unpaired.push(match closest.as_slice() {
                            [] => format!("{name} (no operation)"),
                            _ => format!("{name} (no operation; closest: {})", closest.join(", ")),
                        });
                    }
                    Pairing::Ambiguous(operations) => {
                        let ids: Vec<String> = operations
                            .iter()
                            .map(|operation| operation.shown())
                            .collect();
                        outcome
                            .unpaired
                            .push(format!("{name} (matches {}: not guessed)", ids.join(", ")));
                    }
                }
            }
            super::catch_all::bind(&mut tool);
            tool.destructive_actions = crate::tools::manifest::input_schema::destructive_actions(
                tool.object,
                sources.destructive_verbs,
            );
            tool
        })
        .collect();
    (bound, outcome)
}
