//! The provenance of the evaluator's booleans: a boolean an object
//! literal writes as a member is kept as `Val::Traced` with the place of
//! its member, and each spread, constant and call it then goes through
//! adds a step. A member read out of its object (`Val::member`) is the
//! plain value again, so that comparisons and conditions never see it.

use std::ops::Range;
use std::path::Path;
use std::sync::Arc;

use tree_sitter::Node;

use crate::code::provenance::{Provenance, Spot, Step};
use crate::code::registration::Opaque;

/// Where a traced value was written and what it came through.
#[derive(Debug, Clone, PartialEq)]
pub(super) struct Trace {
    written: Spot,
    via: Vec<Step>,
}

impl Trace {
    /// A value written at `written`, through nothing yet.
    pub(super) fn at(written: Spot) -> Trace {
        Trace {
            written,
            via: Vec::new(),
        }
    }

    /// The value came through `step` too. A name spread (`...READ_ONLY`)
    /// is one step, not the name and then its spread.
    pub(super) fn step(&mut self, step: &Step) {
        let within = |last: &Step| {
            last.at.path == step.at.path
                && step.at.span.start <= last.at.span.start
                && last.at.span.end <= step.at.span.end
        };
        if self.via.last().is_some_and(within) {
            self.via.pop();
        }
        self.via.push(step.clone());
    }

    /// The provenance of the hint `key` this value is.
    pub(super) fn provenance(&self, key: &str) -> Provenance {
        Provenance {
            key: key.to_owned(),
            written: self.written.clone(),
            via: self.via.clone(),
        }
    }
}

/// The place `span` of the module at `path` whose text is `text`.
pub(super) fn spot(path: &Path, text: &Arc<str>, span: Range<usize>) -> Spot {
    Spot {
        path: path.to_path_buf(),
        text: text.clone(),
        span,
    }
}

/// The words of a step through what is written at `node` (`` `NAME` ``,
/// `` `NAME` spread ``): its text, capped, and `suffix`.
pub(super) fn named_step(text: &str, node: Node<'_>, suffix: &str) -> String {
    let written = Opaque::at(text, node).what;
    format!("`{}`{suffix}", written.trim_start_matches("..."))
}
