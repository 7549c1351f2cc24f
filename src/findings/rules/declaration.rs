//! What a rule declares: its check (per tool, per file, or raised by the
//! engine), the context it runs in, the fixes it offers. Each rule's file
//! and the registry (`mod.rs`) use it.

use crate::base::hint::HintSet;
use crate::base::level::Level;
use crate::base::rule_id::Rule;
use crate::findings::diagnostic::Diagnostic;
use crate::fix::Applicability;
use crate::tools::manifest::Tool;

/// A rule's look at one tool, adding what it finds.
pub type ToolCheck = fn(&Tool<'_, '_>, &Context, &mut Vec<Diagnostic>);

/// How a rule inspects a manifest.
#[derive(Clone, Copy)]
pub enum Check {
    /// Looks at one tool at a time.
    Tool(ToolCheck),
    /// Looks at all the tools of a file together, which may come in
    /// batches (a large manifest is judged while it is read): what it must
    /// remember from one batch to the next is kept in [`FileMemory`].
    File(fn(&[Tool<'_, '_>], &Context, &mut FileMemory, &mut Vec<Diagnostic>)),
    /// Raised by the engine itself, not by inspecting tools.
    Engine,
}

/// What the rules about a whole file remember of the batches of its tools
/// already checked.
#[derive(Debug, Default)]
pub struct FileMemory {
    /// The first tool of each name: where it is named, and its pointer
    /// (hashed with foldhash, seeded per process: a lookup for every tool
    /// of a large manifest).
    pub(crate) first_names: std::collections::HashMap<
        String,
        (std::ops::Range<usize>, String),
        foldhash::fast::RandomState,
    >,
    /// One copy of each help, note and fix text the file's findings repeat.
    pub(crate) texts: crate::findings::shared_texts::SharedTexts,
    /// How many findings the file's tools had so far.
    pub(crate) findings: usize,
}

/// How dependent hints under `readOnlyHint: true` are written.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum InertStyle {
    /// Written, with their read-only-consistent values (review pipelines
    /// reject tools without `destructiveHint`).
    #[default]
    Explicit,
    /// Not written: they are inactive, so any present one is flagged.
    Omit,
    /// Either: omitted or written consistently; only contradictions are
    /// flagged.
    Either,
}

impl InertStyle {
    /// Whether the dependents of a read-only tool may be left out.
    pub fn allows_omission(self) -> bool {
        matches!(self, InertStyle::Omit | InertStyle::Either)
    }
}

/// What the rules need to know of the run's configuration.
#[derive(Debug, Clone, Copy, Default)]
pub struct Context {
    /// Whether dependents under `readOnlyHint: true` are written or omitted.
    pub inert_style: InertStyle,
    /// The hints a review profile requires written (`[require] hints`):
    /// only these are reported missing, whatever the inert style. `None`:
    /// all four, as the inert style says.
    pub required: Option<HintSet>,
    /// Whether each tool's findings are made brief as soon as its rules ran
    /// ([`crate::findings::diagnostic::Diagnostic::keep_brief`]).
    pub brief: bool,
    /// How much of their fixes the rules build.
    pub fixes: crate::fix::FixDetail,
    /// Whether the tools are checked on this core only, however many: the
    /// other cores are busy (reading the rest of the file).
    pub one_core: bool,
    /// Whether the file is JSONC (a JSON file that may hold comments, so
    /// `hintlint-allow` comments).
    pub jsonc: bool,
    /// The file's formatter and the line length it keeps, which fixes of
    /// source code are laid out to ([`crate::base::line_width`]); `None`:
    /// a file whose fixes keep the plain edit.
    pub line_width: Option<crate::base::line_width::LineWidth>,
}

/// Which fixes a rule offers.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FixSafety {
    /// No fix.
    None,
    /// Only safe fixes (`--fix`).
    Safe,
    /// Only unsafe fixes (`--unsafe-fixes`).
    Unsafe,
    /// Safe where the fix claims nothing new, unsafe where it does.
    Mixed,
}

impl FixSafety {
    /// `none`, `safe`, `unsafe` or `safe/unsafe`, as the rule pages say.
    pub fn as_str(self) -> &'static str {
        match self {
            FixSafety::None => "none",
            FixSafety::Safe => "safe",
            FixSafety::Unsafe => "unsafe",
            FixSafety::Mixed => "safe/unsafe",
        }
    }

    /// Whether a fix of `applicability` is one the rule offers.
    pub fn offers(self, applicability: Applicability) -> bool {
        match self {
            FixSafety::None => false,
            FixSafety::Safe => applicability == Applicability::Safe,
            FixSafety::Unsafe => applicability == Applicability::Unsafe,
            FixSafety::Mixed => true,
        }
    }
}

/// Everything the registry knows about a rule.
pub struct RuleInfo {
    /// The rule.
    pub rule: Rule,
    /// Its kebab-case name.
    pub name: &'static str,
    /// The level it has unless configured otherwise.
    pub default_level: Level,
    /// The fixes it offers.
    pub fix: FixSafety,
    /// Categories, for code-scanning consumers.
    pub tags: &'static [&'static str],
    /// One line saying what it finds.
    pub summary: &'static str,
    /// Its page in `rules/`, the single source of its documentation.
    pub doc: &'static str,
    /// How it runs.
    pub check: Check,
}
