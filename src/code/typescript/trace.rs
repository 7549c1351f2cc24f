//! The provenance of the evaluator's booleans: a boolean an object
//! literal writes as a member is kept as [`Val::Traced`] with the place of
//! its member, and each spread, constant and call it then goes through
//! adds a step. A member read out of its object ([`Val::member`]) is the
//! plain value again, so that comparisons and conditions never see it.

use std::ops::Range;
use std::rc::Rc;

use tree_sitter::Node;

use super::model::{Module, Val};
use crate::code::provenance::{Provenance, Spot, Step};
use crate::code::tree;

/// Where a traced value was written and what it came through.
#[derive(Debug, Clone, PartialEq)]
pub(super) struct Trace {
    written: Spot,
    via: Vec<Step>,
}

/// The place `span` of `module`.
pub(super) fn spot(module: &Module, span: Range<usize>) -> Spot {
    Spot {
        path: module.path.clone(),
        text: module.text.clone(),
        span,
    }
}

/// `value` as a member written at `member` (a pair, a shorthand) of
/// `module`: a boolean keeps the place.
pub(super) fn written(module: &Module, member: Node<'_>, value: Val) -> Val {
    match value {
        Val::Bool(_) => Val::Traced(
            Box::new(value),
            Box::new(Trace {
                written: spot(module, tree::span(member)),
                via: Vec::new(),
            }),
        ),
        other => other,
    }
}

/// The value without its provenance.
pub(super) fn plain(value: Val) -> Val {
    match value {
        Val::Traced(inner, _) => *inner,
        other => other,
    }
}

/// `value` having come through `what` at `node` of `module`: each traced
/// value in it (itself, or an object's members, nested) adds the step.
pub(super) fn through(value: Val, what: &str, module: &Rc<Module>, node: Node<'_>) -> Val {
    let step = Step {
        what: what.to_owned(),
        at: spot(module, tree::span(node)),
    };
    with_step(value, &step)
}

/// What `through` does, for one step.
pub(super) fn with_step(value: Val, step: &Step) -> Val {
    match value {
        Val::Traced(inner, mut trace) => {
            // A name spread (`...READ_ONLY`) is one step, not the name
            // and then its spread.
            let within = |last: &Step| {
                last.at.path == step.at.path
                    && step.at.span.start <= last.at.span.start
                    && last.at.span.end <= step.at.span.end
            };
            if trace.via.last().is_some_and(within) {
                trace.via.pop();
            }
            trace.via.push(step.clone());
            Val::Traced(inner, trace)
        }
        Val::Object(members) => Val::Object(
            members
                .into_iter()
                .map(|(key, inner)| (key, with_step(inner, step)))
                .collect(),
        ),
        other => other,
    }
}

/// The step a named value (`NAME`, `` `NAME` spread ``) or a call
/// (`` `f()` ``) makes, worded from the text at `node`.
pub(super) fn named_step(module: &Module, node: Node<'_>, suffix: &str) -> String {
    let written = crate::code::registration::Opaque::at(&module.text, node).what;
    format!("`{}`{suffix}", written.trim_start_matches("..."))
}

/// The provenance of each hint of an evaluated `annotations` object whose
/// value is traced.
pub(super) fn provenance(annotations: &Val) -> Vec<Provenance> {
    let Val::Object(members) = annotations else {
        return Vec::new();
    };
    members
        .iter()
        .filter(|(key, _)| crate::base::hint::Hint::from_key(key).is_some())
        .filter_map(|(key, value)| match value {
            Val::Traced(_, trace) => Some(Provenance {
                key: key.clone(),
                written: trace.written.clone(),
                via: trace.via.clone(),
            }),
            _ => None,
        })
        .collect()
}
