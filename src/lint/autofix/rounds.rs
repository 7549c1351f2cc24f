//! Applying fixes until nothing fixable remains.

use std::collections::HashSet;

use crate::document::source::SourceFile;
use crate::findings::report::{FileReport, FileStatus};
use crate::findings::rules::Rule;
use crate::fix::{Applicability, Fix};
use crate::lint::{FileContext, lint_text};
use crate::tools::parse::Dialect;

/// Rounds a file gets, whatever its size: every round fixes every tool at
/// once (one fix each), and no tool needs more than a few fixes (one can
/// reveal another: renaming a misspelt key can show an invalid value).
pub const MAX_ROUNDS: usize = 32;

/// Fixes one tool may take before it is taken to be stuck (a bug: two
/// fixes undoing each other). Its fixes are then left out and the file is
/// fixed again from the start without them, so that one stuck tool neither
/// costs a round per finding of the file nor keeps the others unfixed.
pub const MAX_FIXES_PER_TOOL: usize = 12;

/// How many times a file is fixed again from the start with more stuck
/// tools left out before it is given up.
const MAX_RESTARTS: usize = 3;

/// When two fixes want the same tool in one round, the first of these wins:
/// fixes that restore what the author meant go first (so that a misspelt
/// `readonlyHint` is renamed before the absent `readOnlyHint` is filled in),
/// then the absent hints are written in their canonical order, then values
/// are changed in place.
const PRIORITY: [Rule; 7] = [
    Rule::UnknownAnnotation,
    Rule::InvalidHint,
    Rule::MissingAnnotation,
    Rule::UnsoundClaim,
    Rule::MultiActionTool,
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
    /// Fixes were still found after [`MAX_ROUNDS`] rounds, or kept coming
    /// for more tools than can be left out (a bug): the tools concerned.
    DidNotConverge(Vec<String>),
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
            FixFailure::DidNotConverge(tools) => format!(
                "internal error: the fixes of {} did not converge, so the file was not \
                 written; please report this",
                crate::base::wording::tool_list(tools)
            ),
        }
    }
}

/// The outcome of fixing one file.
#[derive(Debug, Clone)]
pub struct Fixed {
    /// The report on the fixed text: what remains.
    pub report: FileReport,
    /// How many findings were fixed: those the report before fixing could
    /// fix (its summary's count), and those later rounds revealed.
    pub applied: usize,
    /// Of them, the findings an earlier fix revealed.
    pub revealed: usize,
    /// The tools whose fixes did not converge (a bug), left as written.
    pub stuck: Vec<String>,
}

/// Whether a fix of this applicability may be applied.
pub fn allowed(applicability: Applicability, unsafe_fixes: bool) -> bool {
    applicability == Applicability::Safe || unsafe_fixes
}

/// Lints and fixes `report`'s text in rounds: each round applies at most one
/// fix per tool (by [`PRIORITY`]), skips fixes that overlap one already
/// taken, re-parses and re-lints, until no applicable fix remains. A tool
/// whose fixes do not converge is left as written and named in
/// [`Fixed::stuck`]; the file's other tools are fixed.
pub fn fix_report(
    report: FileReport,
    dialect: Dialect,
    context: FileContext<'_>,
) -> Result<Fixed, FixFailure> {
    let name = report.source.name.clone();
    let has_bom = report.source.has_bom;
    let latin1 = report.source.latin1;
    let relint = |text: String, only: Option<&Tools>| {
        let mut source = SourceFile::new(name.clone(), text);
        source.has_bom = has_bom;
        source.latin1 = latin1;
        lint_text(source, dialect, FileContext { only, ..context })
    };
    converge(report, context.options.unsafe_fixes, &relint)
}

/// Tools by the name fixing tells them apart by ([`tool_of`]).
type Tools = HashSet<String>;

/// Lints a round's text: every tool, or only the given ones.
type Relint<'r> = &'r dyn Fn(String, Option<&Tools>) -> FileReport;

/// [`fix_report`] with the linting of each round's text given.
fn converge(
    report: FileReport,
    unsafe_fixes: bool,
    relint: Relint<'_>,
) -> Result<Fixed, FixFailure> {
    let original = report.source.text.clone();
    let mut stuck: Vec<String> = Vec::new();
    let mut start = Some(report);
    for _ in 0..=MAX_RESTARTS {
        let report = match start.take() {
            Some(report) => report,
            None => relint(original.clone(), None),
        };
        match rounds(report, unsafe_fixes, &stuck, relint)? {
            Rounds::Converged(report, applied, revealed) => {
                return Ok(Fixed {
                    report: *report,
                    applied,
                    revealed,
                    stuck,
                });
            }
            Rounds::Stuck(tools) => stuck.extend(tools),
        }
    }
    Err(FixFailure::DidNotConverge(stuck))
}

/// How a run of rounds ended.
enum Rounds {
    /// Nothing applicable is left: the report, how many findings were
    /// fixed, and how many of them earlier fixes revealed.
    Converged(Box<FileReport>, usize, usize),
    /// These tools took more than [`MAX_FIXES_PER_TOOL`] fixes, or still had
    /// fixes after [`MAX_ROUNDS`].
    Stuck(Vec<String>),
}

/// The rounds of one attempt, leaving out the fixes of the `stuck` tools.
///
/// After the first round only the tools a round fixed are linted again
/// (a fix changes its own tool), so that a round costs what changed, not
/// the file; when they have nothing left to fix, the whole file is linted
/// once more, and the rounds go on if that finds a fix (a constant two
/// tools share) or end with that report.
fn rounds(
    mut report: FileReport,
    unsafe_fixes: bool,
    stuck: &[String],
    relint: Relint<'_>,
) -> Result<Rounds, FixFailure> {
    // What is counted as applied: every finding the first report could fix
    // (what its summary promised), and every finding a later round could
    // fix that the first did not show (revealed by an earlier fix). A fix
    // that resolves several findings fixes each of them.
    let predicted = fixable(&report, unsafe_fixes, stuck);
    let mut revealed: HashSet<String> = HashSet::new();
    let mut first = true;
    let mut per_tool: std::collections::HashMap<String, usize> = std::collections::HashMap::new();
    // Whether `report` judged only the tools the last round fixed.
    let mut partial = false;
    let applied = |revealed: &HashSet<String>| predicted.len() + revealed.len();
    let converged = |report: FileReport, revealed: &HashSet<String>| {
        Ok(Rounds::Converged(
            Box::new(report),
            applied(revealed),
            revealed.len(),
        ))
    };
    for _ in 0..MAX_ROUNDS {
        if !first {
            revealed.extend(
                fixable(&report, unsafe_fixes, stuck)
                    .into_iter()
                    .filter(|identity| !predicted.contains(identity)),
            );
        }
        first = false;
        let chosen = choose(&report, unsafe_fixes, stuck);
        if chosen.is_empty() && partial {
            report = relint(std::mem::take(&mut report.source.text), None);
            partial = false;
            check_status(&report)?;
            continue;
        }
        if chosen.is_empty() {
            return converged(report, &revealed);
        }
        let mut over = Vec::new();
        for (tool, _) in &chosen {
            let count = per_tool.entry(tool.clone()).or_default();
            *count += 1;
            if *count > MAX_FIXES_PER_TOOL && !over.contains(tool) {
                over.push(tool.clone());
            }
        }
        if !over.is_empty() {
            return Ok(Rounds::Stuck(over));
        }
        let edits: Vec<_> = chosen
            .iter()
            .flat_map(|(_, fix)| fix.edits.iter())
            .collect();
        let text = crate::fix::apply(&report.source.text, &edits);
        let changed: Tools = chosen.into_iter().map(|(tool, _)| tool).collect();
        // A round that fixed most tools (the first, usually) is followed by
        // a whole lint: it costs the same and needs no last check.
        let tools = match report.status {
            FileStatus::Manifest { tools, .. } => tools,
            _ => 0,
        };
        partial = changed.len() * 2 < tools;
        report = relint(text, partial.then_some(&changed));
        check_status(&report)?;
    }
    if partial {
        report = relint(std::mem::take(&mut report.source.text), None);
        check_status(&report)?;
        if choose(&report, unsafe_fixes, stuck).is_empty() {
            return converged(report, &revealed);
        }
    }
    let mut left: Vec<String> = choose(&report, unsafe_fixes, stuck)
        .into_iter()
        .map(|(tool, _)| tool)
        .collect();
    left.dedup();
    Ok(Rounds::Stuck(left))
}

/// The identities of the findings of `report` a fix of this run could fix
/// (the `stuck` tools' left out): rule, tool and hint, numbered when they
/// repeat, as fingerprints tell findings apart across edits.
fn fixable(report: &FileReport, unsafe_fixes: bool, stuck: &[String]) -> HashSet<String> {
    let mut identities = crate::lint::fingerprint::Fingerprints::default();
    report
        .findings
        .iter()
        .filter(|finding| finding.is_active())
        .filter(|finding| finding.diagnostic.applicable_fix(unsafe_fixes).is_some())
        .filter(|finding| !stuck.contains(&tool_of(finding)))
        .map(|finding| identities.next("", &finding.diagnostic))
        .collect()
}

/// Whether a round's text is still a manifest that parses.
fn check_status(report: &FileReport) -> Result<(), FixFailure> {
    match report.status {
        FileStatus::Manifest { .. } => Ok(()),
        FileStatus::Unparsable => Err(FixFailure::BrokeTheFile),
        _ => Err(FixFailure::LostTheTools),
    }
}

/// The tool a finding is about, as fixing tells tools apart: its name, or
/// where it is when it has none.
fn tool_of(finding: &crate::findings::report::Finding) -> String {
    match &finding.diagnostic.tool {
        Some(name) => name.clone(),
        None => finding.diagnostic.pointer.clone(),
    }
}

/// The fixes of one round, each with its tool: the best per tool, without
/// overlaps, none of the `stuck` tools.
fn choose<'r>(
    report: &'r FileReport,
    unsafe_fixes: bool,
    stuck: &[String],
) -> Vec<(String, &'r Fix)> {
    let mut candidates: Vec<(usize, String, &Fix)> = report
        .findings
        .iter()
        .filter(|finding| finding.is_active())
        .filter_map(|finding| {
            let fix = finding.diagnostic.applicable_fix(unsafe_fixes)?;
            let rank = PRIORITY
                .iter()
                .position(|rule| *rule == finding.diagnostic.rule)?;
            let tool = tool_of(finding);
            (!stuck.contains(&tool)).then_some((rank, tool, fix))
        })
        .collect();
    candidates.sort_by_key(|(rank, _, fix)| (fix.group, *rank, fix.extent().start));
    candidates.dedup_by_key(|(_, _, fix)| fix.group);
    let mut chosen: Vec<(String, &Fix)> = candidates
        .into_iter()
        .map(|(_, tool, fix)| (tool, fix))
        .collect();
    chosen.sort_by_key(|(_, fix)| (fix.extent().start, fix.extent().end));
    let mut taken: Vec<(String, &Fix)> = Vec::with_capacity(chosen.len());
    for (tool, fix) in chosen {
        let overlaps = taken.last().is_some_and(|(_, last)| {
            let (a, b) = (last.extent(), fix.extent());
            b.start < a.end || (a.is_empty() && b.start == a.start)
        });
        if !overlaps {
            taken.push((tool, fix));
        }
    }
    taken
}

#[cfg(test)]
mod tests {
    use std::cell::Cell;

    use super::*;
    use crate::base::level::Severity;
    use crate::findings::diagnostic::Diagnostic;
    use crate::findings::report::{Finding, UsedEntries};
    use crate::fix::Edit;

    /// A finding about `tool` whose fix inserts `insert` at `at`.
    fn finding(tool: &str, group: usize, at: usize, insert: &str) -> Finding {
        let mut diagnostic = Diagnostic::new(Rule::MissingAnnotation, String::new(), at..at, "");
        diagnostic.tool = Some(tool.to_owned());
        diagnostic.fix = Some(Box::new(Fix::new(
            Applicability::Safe,
            "insert",
            vec![Edit::insert(at, insert.to_owned())],
            group,
        )));
        Finding {
            severity: Severity::Warning,
            diagnostic,
            suppressed: None,
        }
    }

    /// What a fake linter finds in `text`, one line a tool: the tool of
    /// line 0 (`stuck`) always wants one more `s` at its start; the tool
    /// of every other line wants a `!` at the end of its line, once.
    fn lint(text: &str) -> FileReport {
        let mut findings = vec![finding("stuck", 0, 0, "s")];
        let mut start = 0;
        for (index, line) in text.split('\n').enumerate() {
            let end = start + line.len();
            if index > 0 && !line.is_empty() && !line.ends_with('!') {
                findings.push(finding(&format!("t{index}"), start, end, "!"));
            }
            start = end + 1;
        }
        FileReport {
            source: SourceFile::new("tools.json", text.to_owned()),
            status: FileStatus::Manifest {
                tools: text.lines().count(),
                unpaired: Vec::new(),
                paired: 0,
                disabled: 0,
                registered: Vec::new(),
                assumed: Vec::new(),
            },
            findings,
            fix: None,
            used: UsedEntries::default(),
            drawn: None,
        }
    }

    /// A text of `tools` lines.
    fn lines(tools: usize) -> String {
        (0..tools).map(|index| format!("tool {index}\n")).collect()
    }

    /// The fake linter of `text` judging only `only` (every tool when
    /// `None`), counting the relints and the tools judged.
    fn counted<'c>(
        relints: &'c Cell<usize>,
        judged: &'c Cell<usize>,
    ) -> impl Fn(String, Option<&Tools>) -> FileReport + 'c {
        move |text: String, only: Option<&Tools>| {
            relints.set(relints.get() + 1);
            let mut report = lint(&text);
            if let Some(only) = only {
                report
                    .findings
                    .retain(|finding| only.contains(&tool_of(finding)));
            }
            judged.set(judged.get() + only.map_or(text.lines().count(), HashSet::len));
            report
        }
    }

    #[test]
    fn a_stuck_tool_is_left_as_written_and_the_others_are_fixed() {
        let (relints, judged) = (Cell::new(0usize), Cell::new(0usize));
        let relint = counted(&relints, &judged);
        let fixed = converge(lint(&lines(4)), false, &relint).expect("the others converge");
        assert_eq!(fixed.stuck, ["stuck"]);
        assert_eq!(
            fixed.report.source.text,
            "tool 0\ntool 1!\ntool 2!\ntool 3!\n"
        );
        assert_eq!(fixed.applied, 3);
        // The stuck attempt, the new start, one round for all the others.
        assert_eq!(relints.get(), MAX_FIXES_PER_TOOL + 2);
    }

    #[test]
    fn the_rounds_do_not_grow_with_the_findings() {
        let (relints, judged) = (Cell::new(0usize), Cell::new(0usize));
        let relint = counted(&relints, &judged);
        let tools = 2_001;
        let fixed = converge(lint(&lines(tools)), false, &relint).expect("the others converge");
        assert_eq!(fixed.stuck, ["stuck"]);
        assert_eq!(fixed.applied, 2_000);
        assert_eq!(relints.get(), MAX_FIXES_PER_TOOL + 2);
        // Rounds that fix one tool judge that tool, not the file: the
        // file is judged whole three times (after the first round, the new
        // start, after its round), not once per round.
        assert!(
            judged.get() <= 3 * tools + MAX_FIXES_PER_TOOL,
            "{} tools judged",
            judged.get()
        );
    }

    #[test]
    fn a_fix_that_changes_another_tool_is_found_by_the_last_whole_lint() {
        // Tool `a`'s fix (on line 1) makes tool `b` (line 2) want one too,
        // which a re-lint of `a` alone cannot see.
        let lint_ab = |text: String, only: Option<&Tools>| {
            let mut findings = Vec::new();
            let lines: Vec<&str> = text.split('\n').collect();
            let start_of =
                |line: usize| -> usize { lines[..line].iter().map(|line| line.len() + 1).sum() };
            if !lines[1].ends_with('!') {
                let end = start_of(1) + lines[1].len();
                findings.push(finding("a", start_of(1), end, "!"));
            } else if !lines[2].ends_with('!') {
                let end = start_of(2) + lines[2].len();
                findings.push(finding("b", start_of(2), end, "!"));
            }
            let mut report = lint("");
            report.source = SourceFile::new("tools.json", text);
            report.findings = findings;
            // Many tools: a round that fixes one re-lints that one.
            report.status = FileStatus::Manifest {
                tools: 10,
                unpaired: Vec::new(),
                paired: 0,
                disabled: 0,
                registered: Vec::new(),
                assumed: Vec::new(),
            };
            if let Some(only) = only {
                report
                    .findings
                    .retain(|finding| only.contains(&tool_of(finding)));
            }
            report
        };
        let start = lint_ab("x\na\nb".to_owned(), None);
        let fixed = converge(start, false, &lint_ab).expect("converges");
        assert_eq!(fixed.report.source.text, "x\na!\nb!");
        assert_eq!(fixed.applied, 2);
    }
}
