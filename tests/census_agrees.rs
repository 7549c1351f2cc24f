//! `census` and `check` read the same tools from every file: over every
//! fixture and example, in every language and format, the census's count
//! of tools, of registrations not judged and of unread places is what the
//! lint path reports for the same file (two callers of the readers, which
//! a change to one alone would make disagree); a source file the census
//! counts as not parsing is one the lint path finds does not parse.

use std::path::{Path, PathBuf};

use hintlint::Options;
use hintlint::census::of_text;
use hintlint::lint::{FileContext, lint_bytes};
use hintlint::parse::Dialect;
use hintlint::report::{FileReport, FileStatus};

/// Every file under `folder`, recursively, in a stable order.
fn files_under(folder: &Path, found: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(folder) else {
        return;
    };
    let mut entries: Vec<PathBuf> = entries.filter_map(Result::ok).map(|e| e.path()).collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            files_under(&path, found);
        } else {
            found.push(path);
        }
    }
}

/// The files hintlint reads by their name: manifests, OpenAPI documents
/// and source code (a TOML fixture is a configuration, not an input).
fn is_input(path: &Path) -> bool {
    let extension = path.extension().and_then(|ext| ext.to_str()).unwrap_or("");
    !matches!(extension, "toml" | "md" | "txt" | "snap" | "")
}

fn lint(path: &Path, text: &str, options: &Options) -> FileReport {
    let name = path.to_string_lossy();
    lint_bytes(
        &name,
        Dialect::of_path(path),
        text.as_bytes().to_vec(),
        FileContext {
            options,
            relative: Some(&name),
            origin: hintlint::inputs::Origin::Named,
            path: Some(path),
            texts: &*hintlint::files::DISK,
            only: None,
            unimported: false,
        },
    )
}

/// What the lint path counts of a file: its tools, and its `unjudged-tool`
/// and `unread-tool` findings.
fn checked(report: &FileReport) -> Option<(usize, usize, usize)> {
    let FileStatus::Manifest { tools, .. } = &report.status else {
        return None;
    };
    let count = |rule: &str| {
        report
            .findings
            .iter()
            .filter(|finding| finding.diagnostic.rule.name() == rule)
            .count()
    };
    Some((*tools, count("unjudged-tool"), count("unread-tool")))
}

#[test]
fn census_and_check_count_the_same_tools_in_every_fixture() {
    let mut paths = Vec::new();
    files_under(Path::new("tests/fixtures"), &mut paths);
    files_under(Path::new("examples"), &mut paths);
    let options = Options::default();
    let mut compared = 0;
    let mut disagreements = Vec::new();
    for path in paths.iter().filter(|path| is_input(path)) {
        let Ok(text) = std::fs::read_to_string(path) else {
            continue;
        };
        let dialect = Dialect::of_path(path);
        let name = path.to_string_lossy();
        let report = lint(path, &text, &options);
        let census = match of_text(&name, &text, dialect, None, &options) {
            // A source file that does not parse: counted as such by the
            // census, a `parse-error` for the lint path.
            Ok(Some(census)) if census.tally.unparsed > 0 => {
                compared += 1;
                if !matches!(report.status, FileStatus::Unparsable) {
                    disagreements.push(format!(
                        "{name}: the census counts it unparsed, check {:?}",
                        checked(&report)
                    ));
                }
                continue;
            }
            Ok(Some(census)) => Some((
                census.tally.tools,
                census.tally.not_judged,
                census.tally.unread,
            )),
            Ok(None) | Err(_) => None,
        };
        let check = checked(&report);
        let both = match (census, check) {
            // A file the census leaves out has no tool the lint path reads
            // and nothing unread.
            (None, Some((0, 0, 0))) => continue,
            (None, None) => continue,
            (census, check) => (census, check),
        };
        compared += 1;
        if both.0 != both.1 {
            disagreements.push(format!(
                "{name}: census (tools, not judged, unread) {:?}, check {:?}",
                both.0, both.1
            ));
        }
    }
    assert!(
        disagreements.is_empty(),
        "census and check disagree:\n{}",
        disagreements.join("\n")
    );
    assert!(compared >= 200, "only {compared} files compared");
}
