//! Fixes as the rules propose them: text edits with an applicability, and
//! the layout-keeping edit builders the rules use. Applying them is
//! [`crate::autofix`]'s.

pub mod code_layout;
pub mod hints;
pub mod layout;
pub mod trivia;
pub mod yaml_layout;

use std::ops::Range;

/// Whether a fix keeps what the manifest means.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Applicability {
    /// Keeps the meaning for every spec-conformant client; `--fix`.
    Safe,
    /// Changes what a tool claims; only with `--unsafe-fixes`.
    Unsafe,
}

impl Applicability {
    /// `safe` or `unsafe`.
    pub fn as_str(self) -> &'static str {
        match self {
            Applicability::Safe => "safe",
            Applicability::Unsafe => "unsafe",
        }
    }
}

/// Replace the bytes of `span` (an insertion when empty) with `content`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Edit {
    /// Byte range in the (BOM-stripped) text.
    pub span: Range<usize>,
    /// The replacement text.
    pub content: String,
}

impl Edit {
    /// Replaces `span` with `content`.
    pub fn replace(span: Range<usize>, content: impl Into<String>) -> Edit {
        Edit {
            span,
            content: content.into(),
        }
    }

    /// Inserts `content` at `offset`.
    pub fn insert(offset: usize, content: impl Into<String>) -> Edit {
        Edit::replace(offset..offset, content)
    }

    /// Deletes `span`.
    pub fn delete(span: Range<usize>) -> Edit {
        Edit::replace(span, String::new())
    }
}

/// A rule's proposed change: non-overlapping edits applied together.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Fix {
    /// Safe or unsafe.
    pub applicability: Applicability,
    /// What the fix does, e.g. `set destructiveHint to true`.
    pub message: String,
    /// The edits, in source order.
    pub edits: Vec<Edit>,
    /// Fixes with the same group (the tool they change) are applied one per
    /// round, so that two fixes never write the same hint twice.
    pub group: usize,
    /// Whether the message and edits were left out (never built, or
    /// dropped): a brief report shows only that the fix exists and how safe
    /// it is, and such a fix is never applied.
    pub brief: bool,
}

impl Fix {
    /// A fix from edits, sorted into source order.
    pub fn new(
        applicability: Applicability,
        message: impl Into<String>,
        mut edits: Vec<Edit>,
        group: usize,
    ) -> Fix {
        edits.sort_by_key(|edit| (edit.span.start, edit.span.end));
        Fix {
            applicability,
            message: message.into(),
            edits,
            group,
            brief: false,
        }
    }

    /// A fix known to exist whose message and edits are not built, for a
    /// brief report.
    pub fn brief(applicability: Applicability, group: usize) -> Fix {
        Fix {
            applicability,
            message: String::new(),
            edits: Vec::new(),
            group,
            brief: true,
        }
    }

    /// [`Fix::brief`] when `exists`, else a fix with nothing to apply, which
    /// a diagnostic does not attach.
    pub fn brief_if(exists: bool, applicability: Applicability, group: usize) -> Fix {
        Fix {
            brief: exists,
            ..Fix::brief(applicability, group)
        }
    }

    /// Whether there is something to apply or to show: edits, or the
    /// knowledge that there would be some.
    pub fn exists(&self) -> bool {
        self.brief || !self.edits.is_empty()
    }

    /// The bytes the fix touches, from its first edit to its last.
    pub fn extent(&self) -> Range<usize> {
        let start = self.edits.first().map_or(0, |edit| edit.span.start);
        let end = self.edits.last().map_or(0, |edit| edit.span.end);
        start..end
    }
}
