//! What a run found: per-file results, the findings with their severities,
//! the input problems, the summary counts and the exit code.

use crate::base::level::Severity;
use crate::base::wording::plural;
use crate::document::source::SourceFile;
use crate::findings::diagnostic::Diagnostic;

/// The positions a report that shows no source asks for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Positions {
    /// Where each finding starts (`--format concise`).
    FindingStarts,
    /// Every label's and every fix edit's start and end.
    Everything,
}

/// A diagnostic at the severity its rule's level gives it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Finding {
    /// How it is shown.
    pub severity: Severity,
    /// What was found.
    pub diagnostic: Diagnostic,
    /// The exception or inline allow that accepts it, if one does (boxed:
    /// most findings have none).
    pub suppressed: Option<Box<Suppression>>,
}

/// Why a finding is accepted: the evidence and where it is recorded.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Suppression {
    /// The reason written with the exception.
    pub reason: String,
    /// Where the exception is: `hintlint.toml:12` or `tools.jsonc:4`.
    pub source: String,
    /// Who answers for it, when it says.
    pub owner: Option<String>,
}

/// Sorts findings stably into source order ([`Diagnostic::source_order`]).
/// They come nearly sorted (the rules go tool by tool; the findings about
/// the whole file follow), so the order is worked out on indices and only
/// the findings out of place are moved: no scratch copy of a large run's
/// findings, as a merge sort would make.
pub fn sort_nearly_sorted(findings: &mut [Finding]) {
    sort_stably_in_place(findings, |finding| finding.diagnostic.source_order());
}

/// A stable sort by `key` that moves the items themselves only by swaps
/// along the permutation's cycles (the order is found on indices).
fn sort_stably_in_place<T, K: Ord>(items: &mut [T], key: impl Fn(&T) -> K) {
    if items.is_sorted_by_key(&key) {
        return;
    }
    let mut order: Vec<usize> = (0..items.len()).collect();
    order.sort_by_key(|index| key(&items[*index]));
    // Position `to` receives the item at `order[to]`: follow each cycle of
    // the permutation, one swap per item moved.
    let mut placed = vec![false; items.len()];
    for start in 0..items.len() {
        let mut to = start;
        while !placed[to] {
            placed[to] = true;
            let from = order[to];
            if from == start {
                break;
            }
            items.swap(to, from);
            to = from;
        }
    }
}

impl Finding {
    /// Whether the finding counts: shown by default and affecting the exit
    /// code (it is not accepted by an exception).
    pub fn is_active(&self) -> bool {
        self.suppressed.is_none()
    }
}

/// What became of one input file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FileStatus {
    /// A manifest, linted; it held this many tools.
    Manifest {
        /// Number of tools in the manifest.
        tools: usize,
        /// Tools that `--openapi` could bind to no single operation, each
        /// with why (no operation, or several).
        unpaired: Vec<String>,
        /// Tools `--openapi` bound to an operation.
        paired: usize,
        /// OpenAPI operations a generator does not expose (disabled), not
        /// linted.
        disabled: usize,
        /// The named tools of a source file, checked across the files of
        /// one server (empty for manifests).
        registered: Vec<Registered>,
        /// What reading a source file had to assume (which SDK version it
        /// is written for, when nothing says): `-v` prints it.
        assumed: Vec<String>,
    },
    /// The file did not parse; its `parse-error` finding says where.
    Unparsable,
    /// A walked file that is not linted (counted, named with `-v` and in
    /// JSON output), and why.
    Skipped(Skip),
    /// A walked file larger than a walk reads (skipped unread, counted,
    /// named with `-v`): its size and the cap, in bytes.
    TooLarge {
        /// The file's size.
        size: u64,
        /// The largest file of its kind a walk reads.
        cap: u64,
    },
    /// A file named on the command line that is no manifest (an error).
    NotAManifest(String),
    /// The configuration file, holding findings about the configuration.
    Config,
    /// The file could not be read.
    Unreadable(String),
    /// hintlint failed on the file (a bug): what it said.
    InternalError(String),
}

/// The result for one input file.
#[derive(Debug, Clone)]
pub struct FileReport {
    /// The file and its text (after fixing, when it was fixed).
    pub source: SourceFile,
    /// What became of it.
    pub status: FileStatus,
    /// Its findings, in source order (what remains, when it was fixed).
    pub findings: Vec<Finding>,
    /// What `--fix` or `--diff` did to it.
    pub fix: Option<FixRecord>,
    /// The configuration entries linting it used.
    pub used: UsedEntries,
    /// The human report of its findings, drawn while its text was at hand
    /// (see [`crate::Options::draw_human`]); `None`: drawn with the report.
    pub drawn: Option<Vec<String>>,
}

/// A tool registered in source code, by name.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Registered {
    /// Its name.
    pub name: String,
    /// Where the name (or the registration) is written.
    pub span: std::ops::Range<usize>,
    /// The tool's pointer in the file's document (`/3`).
    pub pointer: String,
}

/// The `[[binding]]`s and `[[exception]]`s (by index in the configuration)
/// that a file used: returned with its report and folded over the run, so
/// that a configuration holds no run state.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct UsedEntries {
    /// Bindings that bound a tool.
    pub bindings: std::collections::BTreeSet<usize>,
    /// Exceptions that accepted a finding.
    pub exceptions: std::collections::BTreeSet<usize>,
}

impl UsedEntries {
    /// Adds what `other` used.
    pub fn merge(&mut self, other: &UsedEntries) {
        self.bindings.extend(&other.bindings);
        self.exceptions.extend(&other.exceptions);
    }
}

impl FileReport {
    /// Whether the file is source code that registers named tools:
    /// findings about the other files of its server may still come, so it
    /// is drawn and let go only with the whole report.
    pub fn registers_tools(&self) -> bool {
        matches!(&self.status, FileStatus::Manifest { registered, .. } if !registered.is_empty())
    }

    /// Drops the file's text, keeping the positions a report asks for:
    /// where its findings start, or also their labels and fixes.
    pub fn forget_text(&mut self, kept: Positions) {
        let offsets: Vec<usize> = match kept {
            Positions::FindingStarts => self
                .findings
                .iter()
                .map(|finding| finding.diagnostic.primary.span.start)
                .collect(),
            Positions::Everything => self
                .findings
                .iter()
                .flat_map(|finding| {
                    let diagnostic = &finding.diagnostic;
                    let labels = std::iter::once(&diagnostic.primary)
                        .chain(&diagnostic.secondary)
                        .map(|label| label.span.clone());
                    let edits = diagnostic
                        .fix
                        .iter()
                        .chain(&diagnostic.safe_fix)
                        .flat_map(|fix| fix.edits.iter().map(|edit| edit.span.clone()));
                    labels.chain(edits).flat_map(|span| [span.start, span.end])
                })
                .collect(),
        };
        self.source.forget_text(offsets);
    }

    /// The report of a file that cannot be read, and why.
    pub fn unreadable(name: &str, why: String) -> FileReport {
        FileReport {
            source: SourceFile::new(name, String::new()),
            status: FileStatus::Unreadable(why),
            findings: Vec::new(),
            fix: None,
            used: UsedEntries::default(),
            drawn: None,
        }
    }

    /// The report of a file a walk leaves out, and why.
    pub fn skipped(name: &str, why: Skip) -> FileReport {
        FileReport {
            status: FileStatus::Skipped(why),
            ..FileReport::unreadable(name, String::new())
        }
    }

    /// The report of a walked file too large to read.
    pub fn too_large(name: &str, size: u64, cap: u64) -> FileReport {
        FileReport {
            status: FileStatus::TooLarge { size, cap },
            ..FileReport::unreadable(name, String::new())
        }
    }

    /// The report of a file hintlint panicked on.
    pub fn internal_error(name: &str, panic: &(dyn std::any::Any + Send)) -> FileReport {
        let what = panic
            .downcast_ref::<&str>()
            .copied()
            .or_else(|| panic.downcast_ref::<String>().map(String::as_str))
            .map_or_else(|| "a panic".to_owned(), without_quoted_text);
        FileReport {
            source: SourceFile::new(name, String::new()),
            status: FileStatus::InternalError(what),
            findings: Vec::new(),
            fix: None,
            used: UsedEntries::default(),
            drawn: None,
        }
    }
}

/// A panic's message without the text it quotes: the standard library's
/// slicing panics quote the whole string (`… of \`<the file>\``), and no
/// message may print a file's contents.
fn without_quoted_text(message: &str) -> String {
    const LIMIT: usize = 160;
    let cut = message.find('`').unwrap_or(message.len());
    let kept = message[..cut].trim_end_matches([' ', ';', ',']);
    let kept = kept
        .strip_suffix(" of")
        .or_else(|| kept.strip_suffix(" when slicing"))
        .unwrap_or(kept);
    match kept.char_indices().nth(LIMIT) {
        Some((at, _)) => format!("{}…", &kept[..at]),
        None => kept.to_owned(),
    }
}

impl FileStatus {
    /// Why a walked file was not linted, when it was skipped: its
    /// [`Skip`] reason, or its size over the cap.
    pub fn skipped_because(&self) -> Option<String> {
        match self {
            FileStatus::Skipped(skip) => Some(skip.reason()),
            FileStatus::TooLarge { size, cap } => Some(format!(
                "not read: {} MiB, larger than the {} MiB a walk reads (name the file to lint it)",
                size.div_ceil(1 << 20),
                cap.div_ceil(1 << 20)
            )),
            _ => None,
        }
    }

    /// The short name of a skip, for counts.
    pub fn skip_kind(&self) -> Option<&'static str> {
        match self {
            FileStatus::Skipped(skip) => Some(skip.kind()),
            FileStatus::TooLarge { .. } => Some("too large"),
            _ => None,
        }
    }
}

/// Why a walked file is not linted.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Skip {
    /// JSON or YAML of another kind (`package.json`, a JSONC configuration
    /// saved as `.json`, an empty file, a YAML template): what it lacks.
    NotAManifest(String),
    /// Source code that registers no tool hintlint reads.
    NoRegistration,
    /// Source code whose only tools are made at run time (a WebMCP form
    /// made a tool by `setAttribute("toolname", …)`): where, as `-v` says.
    OnlyAtRunTime(String),
    /// A list of MCP prompts (`prompts/list`), not tools.
    Prompts,
    /// Compiled JavaScript in a build folder (`dist/`): its sources are
    /// read instead.
    CompiledOutput,
    /// Left out by `[files]` of the configuration.
    NotSelected,
    /// A test by its ecosystem's conventions (`tests/`, `test_*.py`,
    /// `*_test.go`, `*.test.ts`): read for imports, not linted as a server.
    TestFile,
}

impl Skip {
    /// The reason, as `-v` and JSON output say it.
    pub fn reason(&self) -> String {
        match self {
            Skip::NotAManifest(why) => format!("not an MCP tool manifest: {why}"),
            Skip::NoRegistration => "source code that registers no MCP tool".to_owned(),
            Skip::OnlyAtRunTime(why) => {
                format!("source code whose only tools are made at run time: {why}")
            }
            Skip::Prompts => crate::tools::manifest::PROMPTS.to_owned(),
            Skip::CompiledOutput => {
                "compiled output in a build folder: its sources are read instead".to_owned()
            }
            Skip::NotSelected => "left out by [files] of the configuration".to_owned(),
            Skip::TestFile => {
                "a test file: read for imports, not linted; [files] include can lint it".to_owned()
            }
        }
    }

    /// A short name for counts (`2 compiled output`).
    pub fn kind(&self) -> &'static str {
        match self {
            Skip::NotAManifest(_) => "not a manifest",
            Skip::NoRegistration => "no tool registration",
            Skip::OnlyAtRunTime(_) => "tools made at run time",
            Skip::Prompts => "prompts, not tools",
            Skip::CompiledOutput => "compiled output",
            Skip::NotSelected => "left out by [files]",
            Skip::TestFile => "test file",
        }
    }
}

/// What fixing did to one file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FixRecord {
    /// The text before fixing (without the BOM).
    pub original: String,
    /// Findings fixed (or, with `--diff`, that would be): those the
    /// report before fixing could fix, and those later rounds revealed.
    pub applied: usize,
    /// Of them, the findings an earlier fix revealed (the report before
    /// fixing did not show them).
    pub revealed: usize,
    /// Whether the result was written, only shown, or failed.
    pub outcome: FixOutcome,
    /// Tools whose fixes did not converge (a bug), left as written while
    /// the file's other fixes were applied.
    pub stuck: Vec<String>,
}

/// The end of fixing one file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FixOutcome {
    /// The fixed text replaced the file.
    Written,
    /// `--diff`: the fixed text was computed, nothing written.
    Previewed,
    /// Nothing was written, for this reason.
    Failed(String),
}

/// A problem with the inputs themselves (exit code 2).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InputProblem {
    /// The argument or path concerned.
    pub path: String,
    /// What is wrong.
    pub message: String,
    /// A warning does not change the exit code.
    pub is_warning: bool,
}

impl InputProblem {
    /// `Warning` or `Error`, as every format shows it.
    pub fn severity(&self) -> Severity {
        if self.is_warning {
            Severity::Warning
        } else {
            Severity::Error
        }
    }
}

/// The result of a whole run.
#[derive(Debug, Clone, Default)]
pub struct Report {
    /// One entry per input file, in sorted path order.
    pub files: Vec<FileReport>,
    /// Problems with the arguments (missing paths, globs matching nothing).
    pub problems: Vec<InputProblem>,
    /// The configuration file in force, as shown (`hintlint.toml`,
    /// `../hintlint.toml`), when there is one.
    pub configuration: Option<String>,
}

/// Counts for the closing line of a report.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Summary {
    /// Findings at error severity.
    pub errors: usize,
    /// Findings at warning severity.
    pub warnings: usize,
    /// Findings at note severity.
    pub notes: usize,
    /// Files checked (manifests and files that did not parse).
    pub files: usize,
    /// Walked files skipped as not being manifests.
    pub skipped: usize,
    /// Tools linted.
    pub tools: usize,
    /// Findings with a safe fix.
    pub fixable_safe: usize,
    /// Findings with an unsafe fix.
    pub fixable_unsafe: usize,
    /// Fixes applied (or previewed with `--diff`).
    pub fixed: usize,
    /// Of them, fixes of findings an earlier fix revealed.
    pub revealed: usize,
    /// Files changed (or that `--diff` would change).
    pub fixed_files: usize,
    /// Findings accepted by exceptions (not counted above).
    pub suppressed: usize,
    /// Tools `--openapi` bound to no operation.
    pub unpaired: usize,
    /// Tools `--openapi` bound to an operation.
    pub paired: usize,
    /// OpenAPI operations skipped because a generator does not expose them.
    pub disabled: usize,
    /// Places in source code hintlint could not read (`unread-tool`
    /// findings not accepted).
    pub unread: usize,
}

impl Report {
    /// Every problem, input problems first, then per-file problems (files
    /// that are unreadable or, though named, no manifest).
    pub fn all_problems(&self) -> Vec<InputProblem> {
        let mut problems = self.problems.clone();
        for file in &self.files {
            let message = match &file.status {
                FileStatus::NotAManifest(why) => {
                    problems.push(InputProblem {
                        path: file.source.name.clone(),
                        message: format!("skipped: not an MCP tool manifest: {why}"),
                        is_warning: true,
                    });
                    continue;
                }
                FileStatus::Unreadable(error) => format!("cannot read the file: {error}"),
                FileStatus::InternalError(what) => format!(
                    "internal error: hintlint failed on this file ({what}); the other files \
                     were checked; please report this with the file{}",
                    crate::base::homepage::repository()
                        .map(|repository| format!(" at {repository}/issues"))
                        .unwrap_or_default()
                ),
                _ => match &file.fix {
                    Some(FixRecord {
                        outcome: FixOutcome::Failed(reason),
                        ..
                    }) => format!("not fixed: {reason}"),
                    Some(FixRecord { stuck, .. }) if !stuck.is_empty() => format!(
                        "internal error: the fixes of {} did not converge, so {} left as \
                         written; the file's other fixes were applied; please report this",
                        crate::base::wording::tool_list(stuck),
                        if stuck.len() == 1 {
                            "it was"
                        } else {
                            "they were"
                        }
                    ),
                    _ => continue,
                },
            };
            problems.push(InputProblem {
                path: file.source.name.clone(),
                message,
                is_warning: false,
            });
        }
        problems
    }

    /// The counts of the run.
    pub fn summary(&self) -> Summary {
        let mut summary = Summary::default();
        for file in &self.files {
            match file.status {
                FileStatus::Manifest {
                    tools,
                    ref unpaired,
                    paired,
                    disabled,
                    ..
                } => {
                    summary.files += 1;
                    summary.tools += tools;
                    summary.unpaired += unpaired.len();
                    summary.paired += paired;
                    summary.disabled += disabled;
                }
                FileStatus::Unparsable
                | FileStatus::NotAManifest(_)
                | FileStatus::Unreadable(_)
                | FileStatus::InternalError(_) => summary.files += 1,
                FileStatus::Skipped(_) | FileStatus::TooLarge { .. } => summary.skipped += 1,
                FileStatus::Config => {}
            }
            for finding in &file.findings {
                if !finding.is_active() {
                    summary.suppressed += 1;
                    continue;
                }
                if finding.diagnostic.rule == crate::base::rule_id::Rule::UnreadTool {
                    summary.unread += 1;
                }
                match finding.severity {
                    Severity::Error => summary.errors += 1,
                    Severity::Warning => summary.warnings += 1,
                    Severity::Note => summary.notes += 1,
                }
                if finding.diagnostic.applicable_fix(false).is_some() {
                    summary.fixable_safe += 1;
                } else if finding.diagnostic.fix.is_some() {
                    summary.fixable_unsafe += 1;
                }
            }
            if let Some(record) = &file.fix
                && !matches!(record.outcome, FixOutcome::Failed(_))
                && record.applied > 0
            {
                summary.fixed += record.applied;
                summary.revealed += record.revealed;
                summary.fixed_files += 1;
            }
        }
        summary
    }

    /// The closing line: the counts, then the configuration in force.
    pub fn summary_line(&self) -> String {
        let mut line = self.counts().line();
        if let Some(configuration) = &self.configuration {
            line.push_str(&format!("; configuration: {configuration}"));
        }
        line
    }

    /// The counts of the run, problems with the inputs included (an
    /// error-level one is an error, a warning a warning), so that the
    /// summary agrees with the exit code.
    pub fn counts(&self) -> Summary {
        let mut summary = self.summary();
        for problem in self.all_problems() {
            match problem.severity() {
                Severity::Error => summary.errors += 1,
                _ => summary.warnings += 1,
            }
        }
        summary
    }

    /// 2 for a usage or I/O problem, 1 for a deny-level finding, else 0.
    pub fn exit_code(&self) -> i32 {
        if self
            .all_problems()
            .iter()
            .any(|problem| !problem.is_warning)
        {
            2
        } else if self.summary().errors > 0 {
            1
        } else {
            0
        }
    }
}

impl Summary {
    /// `2 errors, 5 warnings, 3 notes in 4 files (2 files skipped)`.
    pub fn line(&self) -> String {
        let counts = [
            plural(self.errors, "error"),
            plural(self.warnings, "warning"),
            plural(self.notes, "note"),
        ]
        .join(", ");
        let mut line = format!("{counts} in {}", plural(self.files, "file"));
        if self.skipped > 0 {
            line.push_str(&format!(" ({} skipped)", plural(self.skipped, "file")));
        }
        if self.unread > 0 {
            let places = plural(self.unread, "place");
            line.push_str(&format!("; {places} hintlint could not read"));
        }
        if self.paired + self.unpaired > 0 {
            line.push_str(&format!(
                "; paired {} of {} with an operation",
                self.paired,
                plural(self.paired + self.unpaired, "tool")
            ));
        }
        if self.disabled > 0 {
            line.push_str(&format!(
                "; {} disabled for MCP, not linted",
                plural(self.disabled, "operation")
            ));
        }
        if self.suppressed > 0 {
            line.push_str(&format!(
                "; {} accepted by exceptions",
                plural(self.suppressed, "finding")
            ));
        }
        if self.fixed > 0 {
            line.push_str(&format!(
                "; {} applied in {}",
                plural(self.fixed, "fix"),
                plural(self.fixed_files, "file")
            ));
            if self.revealed > 0 {
                line.push_str(&format!(
                    " ({} of them for findings the first fixes revealed)",
                    self.revealed
                ));
            }
        }
        match (self.fixable_safe, self.fixable_unsafe) {
            (0, 0) => {}
            (0, risky) => line.push_str(&format!("; {risky} fixable with --fix --unsafe-fixes")),
            (safe, 0) => line.push_str(&format!("; {safe} fixable with --fix")),
            (safe, risky) => line.push_str(&format!(
                "; {safe} fixable with --fix ({risky} more with --unsafe-fixes)"
            )),
        }
        line
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_internal_error_never_prints_the_file() {
        let secret = "openapi: 3.0.0\n  token: s3cr3t # café\n";
        let panic = format!(
            "end byte index 126 is not a char boundary; it is inside 'é' (bytes 125..127) of `{secret}`"
        );
        let payload: Box<dyn std::any::Any + Send> = Box::new(panic);
        let FileStatus::InternalError(what) =
            FileReport::internal_error("a.yaml", payload.as_ref()).status
        else {
            panic!("an internal error")
        };
        assert!(!what.contains("s3cr3t"), "{what}");
        assert!(what.contains("not a char boundary"), "{what}");
        let long = "x".repeat(1_000);
        let payload: Box<dyn std::any::Any + Send> = Box::new(long);
        let FileStatus::InternalError(what) =
            FileReport::internal_error("a.yaml", payload.as_ref()).status
        else {
            panic!("an internal error")
        };
        assert!(what.chars().count() <= 161, "cut: {}", what.len());
    }

    #[test]
    fn a_panic_on_one_file_is_an_internal_error_and_exit_two() {
        let payload: Box<dyn std::any::Any + Send> = Box::new("index out of bounds");
        let report = Report {
            files: vec![FileReport::internal_error("tools.json", payload.as_ref())],
            problems: Vec::new(),
            configuration: None,
        };
        let problems = report.all_problems();
        assert_eq!(problems.len(), 1);
        assert_eq!(problems[0].path, "tools.json");
        assert!(
            problems[0].message.contains("internal error"),
            "{}",
            problems[0].message
        );
        assert!(problems[0].message.contains("index out of bounds"));
        assert_eq!(report.exit_code(), 2);
    }

    #[test]
    fn the_in_place_sort_is_a_stable_sort() {
        let mut seed: u64 = 3;
        for length in [0, 1, 2, 7, 100, 1000] {
            // Keys with many ties, a sorted run and a shuffled tail.
            let mut items: Vec<(u64, usize)> = (0..length)
                .map(|index| {
                    seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1);
                    let key = if index < length / 2 {
                        index as u64 / 3
                    } else {
                        seed >> 60
                    };
                    (key, index)
                })
                .collect();
            let mut expected = items.clone();
            expected.sort_by_key(|item| item.0);
            sort_stably_in_place(&mut items, |item| item.0);
            assert_eq!(items, expected);
        }
    }
}
