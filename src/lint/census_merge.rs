//! `hintlint census --merge`: a fleet's census from many repositories' own
//! (`census --format json`, one file per repository, made by as many CI
//! jobs). The files are read one at a time and folded into the fleet's
//! total as they come, each handed on as a row as soon as it is read, so
//! that memory does not grow with their number; a file that cannot be read
//! is named with why, and the others are still counted.

use std::path::{Path, PathBuf};

use serde::Deserialize;

use crate::lint::census::Tally;

/// The largest census file read (a repository's census is kilobytes; a
/// larger file is not a census).
pub const MAX_CENSUS_BYTES: u64 = 64 * 1024 * 1024;

/// What `census --format json` writes, as far as merging reads it: each
/// tree's total (its files are skipped unbuilt).
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct CensusDocument {
    trees: Vec<TreeTotal>,
}

/// A tree's total and the files it could not count.
#[derive(Deserialize)]
struct TreeTotal {
    total: Tally,
    #[serde(default)]
    unparsable: Vec<serde::de::IgnoredAny>,
    #[serde(default, rename = "files")]
    _files: serde::de::IgnoredAny,
    #[serde(default, rename = "root")]
    _root: serde::de::IgnoredAny,
}

/// One repository: its census file's trees, added up.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Repository {
    /// The census file, as named.
    pub name: String,
    /// All its trees' tools.
    pub total: Tally,
    /// Files its own census could not count (they do not parse).
    pub unparsable: usize,
}

/// The fleet: every repository read, added up.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Fleet {
    /// How many census files were read and counted.
    pub repositories: usize,
    /// Their tools.
    pub total: Tally,
    /// Files the repositories' censuses could not count.
    pub unparsable: usize,
    /// Census files that could not be read, each with why.
    pub unreadable: Vec<(String, String)>,
}

/// The census files `args` name: each file, and each folder's `*.json`
/// files (not below it), sorted by name.
pub fn census_files(args: &[String]) -> Vec<PathBuf> {
    let mut files = Vec::new();
    for arg in args {
        let path = PathBuf::from(arg);
        if path.is_dir() {
            let mut found: Vec<PathBuf> = std::fs::read_dir(&path)
                .map(|entries| {
                    entries
                        .flatten()
                        .map(|entry| entry.path())
                        .filter(|path| path.extension().is_some_and(|ext| ext == "json"))
                        .collect()
                })
                .unwrap_or_default();
            found.sort();
            files.extend(found);
        } else {
            files.push(path);
        }
    }
    files
}

/// Reads one repository's census file.
pub fn read_repository(path: &Path) -> Result<Repository, String> {
    let here = std::env::current_dir().unwrap_or_else(|_| PathBuf::from("."));
    let text = crate::base::named_file::read_text(
        path,
        &crate::base::named_file::repository_of(&here),
        MAX_CENSUS_BYTES,
    )
    .map_err(|refusal| refusal.to_string())?;
    let document: CensusDocument = serde_json::from_str(&text)
        .map_err(|error| format!("not a census of `hintlint census --format json`: {error}"))?;
    let mut repository = Repository {
        name: crate::base::paths::display_name(path),
        ..Repository::default()
    };
    for tree in &document.trees {
        if let Some(why) = inconsistency(&tree.total) {
            return Err(format!("its counts do not add up: {why}"));
        }
        repository.total = checked_sum(&repository.total, &tree.total).ok_or(TOO_LARGE)?;
        repository.unparsable = repository
            .unparsable
            .checked_add(tree.unparsable.len())
            .ok_or(TOO_LARGE)?;
    }
    Ok(repository)
}

/// Why a count is refused when adding it would wrap.
const TOO_LARGE: &str = "its counts are too large to add to the others";

/// Where the counts of `total`, read from a census file, do not add up: a
/// part larger than the whole (more tools with all four hints than tools,
/// a hint's states or a client's answers summing to more than the tools).
fn inconsistency(total: &Tally) -> Option<String> {
    let tools = total.tools;
    let over = |what: &str, count: Option<usize>| match count {
        Some(count) if count <= tools => None,
        Some(count) => Some(format!("{what} is {count}, above tools ({tools})")),
        None => Some(format!("{what} is too large to count")),
    };
    let sum = |counts: &[usize]| {
        counts
            .iter()
            .try_fold(0usize, |sum, count| sum.checked_add(*count))
    };
    let mut found = vec![
        over("all_four", Some(total.all_four)),
        over("gated_destructive", Some(total.gated_destructive)),
    ];
    for (key, hint) in &total.hints {
        found.push(over(
            &format!("{key}'s true, false, absent and invalid"),
            sum(&[
                hint.written_true,
                hint.written_false,
                hint.absent,
                hint.invalid,
            ]),
        ));
        found.push(over(
            &format!("{key}'s wire"),
            sum(&[hint.wire.sent_true, hint.wire.sent_false, hint.wire.absent]),
        ));
        if sum(&[hint.written_true, hint.written_false]).is_some_and(|written| hint.inert > written)
        {
            found.push(Some(format!(
                "{key}'s inert ({}) is above its written booleans",
                hint.inert
            )));
        }
    }
    let clients = total
        .asked_by
        .keys()
        .chain(total.never_called_by.keys())
        .chain(total.judged_by.keys());
    for client in clients {
        let count =
            |map: &std::collections::BTreeMap<String, usize>| map.get(client).copied().unwrap_or(0);
        found.push(over(
            &format!("{client}'s asked_by, never_called_by and judged_by"),
            sum(&[
                count(&total.asked_by),
                count(&total.never_called_by),
                count(&total.judged_by),
            ]),
        ));
    }
    found.into_iter().flatten().next()
}

/// `sum` and `other` added up, count by count; `None` when a count would
/// wrap.
fn checked_sum(sum: &Tally, other: &Tally) -> Option<Tally> {
    let mut out = sum.clone();
    for (mine, theirs) in [
        (&mut out.tools, other.tools),
        (&mut out.gated_destructive, other.gated_destructive),
        (&mut out.all_four, other.all_four),
        (&mut out.not_judged, other.not_judged),
        (&mut out.unread, other.unread),
        (&mut out.unparsed, other.unparsed),
    ] {
        *mine = mine.checked_add(theirs)?;
    }
    for (mine, theirs) in [
        (&mut out.asked_by, &other.asked_by),
        (&mut out.never_called_by, &other.never_called_by),
        (&mut out.judged_by, &other.judged_by),
    ] {
        for (client, count) in theirs {
            let kept = mine.entry(client.clone()).or_default();
            *kept = kept.checked_add(*count)?;
        }
    }
    for (key, theirs) in &other.hints {
        let mine = out.hints.entry(key.clone()).or_default();
        for (count, add) in [
            (&mut mine.written_true, theirs.written_true),
            (&mut mine.written_false, theirs.written_false),
            (&mut mine.absent, theirs.absent),
            (&mut mine.invalid, theirs.invalid),
            (&mut mine.inert, theirs.inert),
            (&mut mine.wire.sent_true, theirs.wire.sent_true),
            (&mut mine.wire.sent_false, theirs.wire.sent_false),
            (&mut mine.wire.absent, theirs.wire.absent),
        ] {
            *count = count.checked_add(add)?;
        }
    }
    Some(out)
}

/// Reads `files` one at a time, hands each repository to `row` as it is
/// read, and returns the fleet's total.
pub fn merge(files: &[PathBuf], mut row: impl FnMut(&Repository)) -> Fleet {
    let mut fleet = Fleet::default();
    for file in files {
        match read_repository(file) {
            Ok(repository) => {
                // Checked before the row is handed on: a repository that
                // would wrap the fleet's total is named, not counted.
                let added = (
                    checked_sum(&fleet.total, &repository.total),
                    fleet.unparsable.checked_add(repository.unparsable),
                );
                let (Some(total), Some(unparsable)) = added else {
                    fleet
                        .unreadable
                        .push((crate::base::paths::display_name(file), TOO_LARGE.to_owned()));
                    continue;
                };
                row(&repository);
                fleet.repositories += 1;
                (fleet.total, fleet.unparsable) = (total, unparsable);
            }
            Err(why) => fleet
                .unreadable
                .push((crate::base::paths::display_name(file), why)),
        }
    }
    fleet
}
