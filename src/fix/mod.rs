//! Fixes as the rules propose them: text edits with an applicability, and
//! the layout-keeping edit builders the rules use. Applying them is
//! [`crate::lint::autofix`]'s.

pub mod braced;
pub mod code_layout;
pub mod hints;
mod java_layout;
pub mod layout;
mod php_layout;
mod python_call;
mod ruby_layout;
mod rust_attribute;
mod swift_layout;
pub mod trivia;
pub mod width;
pub mod yaml_layout;

use std::ops::Range;
use std::sync::Arc;

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
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Edit {
    /// Byte range in the (BOM-stripped) text.
    pub span: Range<usize>,
    /// The replacement text.
    pub content: Arc<str>,
}

impl Edit {
    /// Replaces `span` with `content`.
    pub fn replace(span: Range<usize>, content: impl Into<Arc<str>>) -> Edit {
        Edit {
            span,
            content: content.into(),
        }
    }

    /// Inserts `content` at `offset`.
    pub fn insert(offset: usize, content: impl Into<Arc<str>>) -> Edit {
        Edit::replace(offset..offset, content)
    }

    /// Deletes `span`.
    pub fn delete(span: Range<usize>) -> Edit {
        Edit::replace(span, "")
    }
}

/// How much of a fix the rules build: what the report applies or shows.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum FixDetail {
    /// Message and edits: fixes are applied, previewed, or written into a
    /// report (JSON, SARIF).
    #[default]
    Full,
    /// The message without the edits: the report says what a fix does,
    /// never how (a human report drawn as it is made).
    Message,
    /// Neither: a report of one line per finding shows only that a fix
    /// exists and how safe it is.
    Existence,
}

/// A rule's proposed change: non-overlapping edits applied together.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Fix {
    /// Safe or unsafe.
    pub applicability: Applicability,
    /// What the fix does, e.g. `set destructiveHint to true`.
    pub message: Arc<str>,
    /// The edits, in source order.
    pub edits: Vec<Edit>,
    /// Fixes with the same group (the tool they change) are applied one per
    /// round, so that two fixes never write the same hint twice.
    pub group: usize,
    /// Whether the edits were left out (never built, or dropped) because
    /// the report neither applies nor shows them: the fix exists (and, but
    /// in a brief report, is described), and is never applied.
    pub edits_left_out: bool,
}

impl Fix {
    /// A fix from edits, sorted into source order.
    pub fn new(
        applicability: Applicability,
        message: impl Into<Arc<str>>,
        mut edits: Vec<Edit>,
        group: usize,
    ) -> Fix {
        edits.sort_by_key(|edit| (edit.span.start, edit.span.end));
        Fix {
            applicability,
            message: message.into(),
            edits,
            group,
            edits_left_out: false,
        }
    }

    /// A fix known to exist (when `exists`) whose edits are left out, for a
    /// report that neither applies nor shows them; when it does not exist,
    /// a fix with nothing to apply, which a diagnostic does not attach.
    pub fn without_edits(
        exists: bool,
        applicability: Applicability,
        message: impl Into<Arc<str>>,
        group: usize,
    ) -> Fix {
        Fix {
            applicability,
            message: message.into(),
            edits: Vec::new(),
            group,
            edits_left_out: exists,
        }
    }

    /// Whether there is something to apply or to show: edits, or the
    /// knowledge that there would be some.
    pub fn exists(&self) -> bool {
        self.edits_left_out || !self.edits.is_empty()
    }

    /// The bytes the fix touches, from its first edit to its last.
    pub fn extent(&self) -> Range<usize> {
        let start = self.edits.first().map_or(0, |edit| edit.span.start);
        let end = self.edits.last().map_or(0, |edit| edit.span.end);
        start..end
    }
}
