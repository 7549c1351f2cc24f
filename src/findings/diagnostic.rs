//! A finding: which rule, what it says, where (spans into the source text)
//! and what to do about it.

use std::ops::Range;
use std::sync::Arc;

use crate::base::level::Level;
use crate::base::rule_id::Rule;
use crate::document::source::Position;
use crate::fix::{Applicability, Fix, FixDetail};

/// A span of source text with a short note on it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Label {
    /// Byte range into the (BOM-stripped) source text.
    pub span: Range<usize>,
    /// What the span shows, in a few words.
    pub text: String,
}

/// A place a finding rests on outside its own span, in its file or in
/// another (where a hint value was written, the call that shows what a
/// handler does). It is located when the finding is made: the renderers
/// hold only the finding's own file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Related {
    /// The file, as the run shows paths (`/` separators).
    pub path: Arc<str>,
    /// Byte range into that file's (BOM-stripped) text.
    pub span: Range<usize>,
    /// Where the span starts.
    pub start: Position,
    /// Where the span ends.
    pub end: Position,
    /// What the place shows, in a few words (`this PATCH`).
    pub text: String,
}

impl Related {
    /// The place `span` of `text`, the text of the file shown as `path`
    /// (a span beyond the text is cut to it).
    pub fn locate(
        path: impl Into<Arc<str>>,
        text: &str,
        span: Range<usize>,
        label: impl Into<String>,
    ) -> Related {
        let end = span.end.min(text.len());
        let start = span.start.min(end);
        Related {
            path: path.into(),
            start: position_in(text, start),
            end: position_in(text, end),
            span: start..end,
            text: label.into(),
        }
    }
}

/// The 1-based line and code-point column of byte `offset` of `text` (an
/// offset inside a character counts from that character's start).
fn position_in(text: &str, offset: usize) -> Position {
    let mut at = offset.min(text.len());
    while !text.is_char_boundary(at) {
        at -= 1;
    }
    let before = &text[..at];
    let line_start = before.rfind('\n').map_or(0, |newline| newline + 1);
    Position {
        line: before.matches('\n').count() + 1,
        column: before[line_start..].chars().count() + 1,
    }
}

/// One finding of one rule.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Diagnostic {
    /// The rule that found it.
    pub rule: Rule,
    /// What is wrong, in clippy's style: lower case, no final period.
    pub message: String,
    /// The tool's name, when the finding is about a named tool.
    pub tool: Option<String>,
    /// RFC 6901 pointer to the offending member.
    pub pointer: String,
    /// The offending value or key.
    pub primary: Label,
    /// Related places, e.g. where the method came from.
    pub secondary: Vec<Label>,
    /// Places the finding rests on that the report shows apart from the
    /// drawing, in this file or another: a SARIF `relatedLocations`, an
    /// LSP `relatedInformation`.
    pub related: Vec<Related>,
    /// How to fix it or record an exception.
    pub help: Option<Arc<str>>,
    /// Further facts, e.g. which configuration binding gave the method.
    pub notes: Vec<Arc<str>>,
    /// The automatic fix, when the rule has one for this finding (boxed:
    /// most findings of a large run are moved and kept without one).
    pub fix: Option<Box<Fix>>,
    /// When `fix` is unsafe, the part of it that claims nothing new, which
    /// `--fix` applies on its own.
    pub safe_fix: Option<Box<Fix>>,
    /// The level of this finding when it is not its rule's (a claim judged
    /// against a guessed method).
    pub level: Option<Level>,
}

impl Diagnostic {
    /// A finding of `rule` at `span`.
    pub fn new(
        rule: Rule,
        message: String,
        span: Range<usize>,
        label: impl Into<String>,
    ) -> Diagnostic {
        Diagnostic {
            rule,
            message,
            tool: None,
            pointer: String::new(),
            primary: Label {
                span,
                text: label.into(),
            },
            secondary: Vec::new(),
            related: Vec::new(),
            help: None,
            notes: Vec::new(),
            fix: None,
            safe_fix: None,
            level: None,
        }
    }

    /// Marks a finding judged against a guessed method (from the tool's
    /// name, or its handler's request): its fixes become unsafe (but for
    /// what a missing hint's fix writes safely, the value in effect, which
    /// no method changes), it says
    /// what the guess rests on, and an `unsound-claim` takes the guess's
    /// `unsound_level`. Findings that do not depend on the method are left
    /// as they are.
    pub fn rest_on_guess(&mut self, guess: crate::base::method::Guess) {
        let unsound_level = guess.unsound_level;
        if !matches!(
            self.rule,
            Rule::UnsoundClaim
                | Rule::NonMaximal
                | Rule::MissingAnnotation
                | Rule::InertDependentHint
        ) {
            return;
        }
        if self.rule == Rule::UnsoundClaim {
            self.level = Some(unsound_level);
        }
        // What a missing hint's fix writes safely is the value in effect,
        // whatever the method: only what rests on the guess is unsafe.
        if self.rule != Rule::MissingAnnotation {
            if let Some(fix) = &mut self.fix {
                fix.applicability = Applicability::Unsafe;
            }
            self.safe_fix = None;
        }
        self.notes.push(Arc::from(format!(
            "the method is guessed from {}: check it against what the tool does before \
             trusting this finding or its fix",
            guess.from
        )));
    }

    /// The fix `--fix` applies (with `unsafe_fixes`, `--unsafe-fixes` too):
    /// the whole fix when allowed, else its safe part.
    pub fn applicable_fix(&self, unsafe_fixes: bool) -> Option<&Fix> {
        match &self.fix {
            Some(fix) if fix.applicability == Applicability::Safe || unsafe_fixes => Some(fix),
            _ => self.safe_fix.as_deref(),
        }
    }

    /// Drops what only a full report shows (the help, notes, secondary
    /// labels and the primary label's text) and of the fixes what the
    /// report leaves out (`fixes`: with [`FixDetail::Existence`] their
    /// descriptions and edits, with [`FixDetail::Message`] their edits),
    /// keeping what a report of one line per finding, or a SARIF log, and
    /// its summary need: the rule, level, message, place, tool and pointer,
    /// and which fixes there are and how safe.
    pub fn keep_brief(&mut self, fixes: FixDetail) {
        self.help = None;
        self.notes = Vec::new();
        self.secondary = Vec::new();
        self.primary.text = String::new();
        for fix in [&mut self.fix, &mut self.safe_fix].into_iter().flatten() {
            match fixes {
                FixDetail::Full => {}
                FixDetail::Message => {
                    fix.edits = Vec::new();
                    fix.edits_left_out = true;
                }
                FixDetail::Existence => {
                    fix.message = Arc::from("");
                    fix.edits = Vec::new();
                    fix.edits_left_out = true;
                }
            }
        }
    }

    /// The order findings are reported in: by where they point, then by
    /// rule.
    pub fn source_order(&self) -> (usize, Rule) {
        (self.primary.span.start, self.rule)
    }

    /// Sets the pointer of a finding that is about no tool.
    pub fn at(mut self, pointer: String) -> Diagnostic {
        self.pointer = pointer;
        self
    }

    /// Names the tool the finding is about.
    pub fn named(mut self, tool: String) -> Diagnostic {
        self.tool = Some(tool);
        self
    }

    /// Adds a secondary label.
    pub fn with_label(mut self, span: Range<usize>, text: impl Into<String>) -> Diagnostic {
        self.secondary.push(Label {
            span,
            text: text.into(),
        });
        self
    }

    /// Adds a place the finding rests on (see [`Related`]).
    pub fn with_related(mut self, related: Related) -> Diagnostic {
        self.related.push(related);
        self
    }

    /// Attaches a fix, unless it has no edits (and none were left out).
    pub fn with_fix(mut self, fix: Fix) -> Diagnostic {
        if fix.exists() {
            self.fix = Some(Box::new(fix));
        }
        self
    }

    /// Attaches an unsafe fix together with its safe part, either of which
    /// may have no edits.
    pub fn with_partly_safe_fix(self, whole: Fix, safe_part: Fix) -> Diagnostic {
        let mut diagnostic = self.with_fix(whole);
        if diagnostic
            .fix
            .as_ref()
            .is_some_and(|fix| fix.applicability == Applicability::Unsafe)
            && safe_part.exists()
        {
            diagnostic.safe_fix = Some(Box::new(safe_part));
        }
        diagnostic
    }

    /// Adds a note.
    pub fn with_note(mut self, note: Option<String>) -> Diagnostic {
        self.notes.extend(note.map(Arc::from));
        self
    }

    /// Sets the help line.
    pub fn with_help(mut self, help: impl Into<Arc<str>>) -> Diagnostic {
        self.help = Some(help.into());
        self
    }

    /// Adds what only a full report shows (help, notes, secondary labels),
    /// unless the report is `brief`: then they are not even worded.
    pub fn with_details(
        self,
        brief: bool,
        details: impl FnOnce(Diagnostic) -> Diagnostic,
    ) -> Diagnostic {
        if brief { self } else { details(self) }
    }
}
