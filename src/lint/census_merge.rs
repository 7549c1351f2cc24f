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
        repository.total.merge(&tree.total);
        repository.unparsable += tree.unparsable.len();
    }
    Ok(repository)
}

/// Reads `files` one at a time, hands each repository to `row` as it is
/// read, and returns the fleet's total.
pub fn merge(files: &[PathBuf], mut row: impl FnMut(&Repository)) -> Fleet {
    let mut fleet = Fleet::default();
    for file in files {
        match read_repository(file) {
            Ok(repository) => {
                row(&repository);
                fleet.repositories += 1;
                fleet.total.merge(&repository.total);
                fleet.unparsable += repository.unparsable;
            }
            Err(why) => fleet
                .unreadable
                .push((crate::base::paths::display_name(file), why)),
        }
    }
    fleet
}
