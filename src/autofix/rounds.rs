//! Applying fixes until nothing fixable remains.

use crate::fix::layout;
use crate::fix::{Applicability, Fix};
use crate::lint::{FileContext, lint_text};
use crate::parse::Dialect;
use crate::report::{FileReport, FileStatus};
use crate::rules::Rule;
use crate::source::SourceFile;

/// Rounds every file gets before a fixer that still finds something to fix
/// is taken to be stuck (a bug: two fixes undoing each other). A file also
/// gets two rounds per finding it starts with, since one fix can reveal
/// another (renaming a misspelt key can show an invalid value).
pub const MAX_ROUNDS: usize = 32;

/// When two fixes want the same tool in one round, the first of these wins:
/// fixes that restore what the author meant go first (so that a misspelt
/// `readonlyHint` is renamed before the absent `readOnlyHint` is filled in),
/// then the absent hints are written in their canonical order, then values
/// are changed in place.
const PRIORITY: [Rule; 6] = [
    Rule::UnknownAnnotation,
    Rule::InvalidHint,
    Rule::MissingAnnotation,
    Rule::UnsoundClaim,
    Rule::NonMaximal,
    Rule::InertDependentHint,
];

/// Why a file could not be fixed; nothing is written then.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FixFailure {
    /// The fixed text no longer parses (a bug in a fix).
    BrokeTheFile,
    /// The fixed text parses but is no longer recognised as a manifest
    /// (a bug in a fix).
    LostTheTools,
    /// Fixes were still found after [`MAX_ROUNDS`] rounds (a bug).
    DidNotConverge,
}

impl FixFailure {
    /// What to tell the user.
    pub fn message(&self) -> String {
        match self {
            FixFailure::BrokeTheFile => {
                "internal error: the fixed text does not parse, so the file was not written; \
                 please report this"
                    .to_owned()
            }
            FixFailure::LostTheTools => {
                "internal error: the fixed text is no longer recognised as a manifest, so the \
                 file was not written; please report this"
                    .to_owned()
            }
            FixFailure::DidNotConverge => "internal error: fixes did not converge, so the \
                 file was not written; please report this"
                .to_owned(),
        }
    }
}

/// The outcome of fixing one file.
#[derive(Debug, Clone)]
pub struct Fixed {
    /// The report on the fixed text: what remains.
    pub report: FileReport,
    /// How many fixes were applied.
    pub applied: usize,
}

/// Whether a fix of this applicability may be applied.
pub fn allowed(applicability: Applicability, unsafe_fixes: bool) -> bool {
    applicability == Applicability::Safe || unsafe_fixes
}

/// Lints and fixes `report`'s text in rounds: each round applies at most one
/// fix per tool (by [`PRIORITY`]), skips fixes that overlap one already
/// taken, re-parses and re-lints, until no applicable fix remains.
pub fn fix_report(
    report: FileReport,
    dialect: Dialect,
    context: FileContext<'_>,
) -> Result<Fixed, FixFailure> {
    let unsafe_fixes = context.options.unsafe_fixes;
    let rounds = MAX_ROUNDS + 2 * report.findings.len();
    let mut report = report;
    let mut applied = 0;
    for _ in 0..rounds {
        let chosen = choose(&report, unsafe_fixes);
        if chosen.is_empty() {
            return Ok(Fixed { report, applied });
        }
        let edits: Vec<_> = chosen.iter().flat_map(|fix| fix.edits.iter()).collect();
        let text = layout::apply(&report.source.text, &edits);
        applied += chosen.len();
        let mut source = SourceFile::new(report.source.name.clone(), text);
        source.has_bom = report.source.has_bom;
        report = lint_text(source, dialect, context);
        match report.status {
            FileStatus::Manifest { .. } => {}
            FileStatus::Unparsable => return Err(FixFailure::BrokeTheFile),
            _ => return Err(FixFailure::LostTheTools),
        }
    }
    Err(FixFailure::DidNotConverge)
}

/// The fixes of one round: the best per tool, without overlaps.
fn choose(report: &FileReport, unsafe_fixes: bool) -> Vec<&Fix> {
    let mut candidates: Vec<(usize, &Fix)> = report
        .findings
        .iter()
        .filter(|finding| finding.is_active())
        .filter_map(|finding| {
            let fix = finding.diagnostic.applicable_fix(unsafe_fixes)?;
            let rank = PRIORITY
                .iter()
                .position(|rule| *rule == finding.diagnostic.rule)?;
            Some((rank, fix))
        })
        .collect();
    candidates.sort_by_key(|(rank, fix)| (fix.group, *rank, fix.extent().start));
    candidates.dedup_by_key(|(_, fix)| fix.group);
    let mut chosen: Vec<&Fix> = candidates.into_iter().map(|(_, fix)| fix).collect();
    chosen.sort_by_key(|fix| (fix.extent().start, fix.extent().end));
    let mut taken: Vec<&Fix> = Vec::with_capacity(chosen.len());
    for fix in chosen {
        let overlaps = taken.last().is_some_and(|last| {
            let (a, b) = (last.extent(), fix.extent());
            b.start < a.end || (a.is_empty() && b.start == a.start)
        });
        if !overlaps {
            taken.push(fix);
        }
    }
    taken
}
