//! How much a configuration may hold. Each bound is far above what a
//! repository writes and keeps a hostile `hintlint.toml` from making every
//! run slow: a glob is matched against every walked file (or every finding,
//! for an exception's), so the cost of a run grows with the globs times the
//! files. The file itself is capped at [`super::MAX_BYTES`].

use std::ops::Range;

/// The most globs one list holds (`[files] exclude`, a binding's `tools`
/// or `files`, an exception's `files`): real lists name a few folders.
pub const MAX_GLOBS: usize = 1_000;

/// The longest glob, in bytes: the longest path Linux opens (`PATH_MAX`).
pub const MAX_GLOB_BYTES: usize = 4_096;

/// The most `[[binding]]` or `[[exception]]` tables: each is tried on every
/// tool or finding, and a repository accepting more findings than this
/// records them in a baseline (`--write-baseline`) instead.
pub const MAX_TABLES: usize = 1_000;

/// What is wrong when a list of `count` globs holds more than
/// [`MAX_GLOBS`]: the message and help.
pub fn too_many_globs(count: usize) -> (String, Option<String>) {
    (
        format!("this list holds {count} globs; a list holds at most {MAX_GLOBS}"),
        Some("match many files with one glob (`servers/**/*.json`)".to_owned()),
    )
}

/// The message for a glob of `length` bytes, when it is too long.
pub fn glob_too_long(length: usize) -> Option<String> {
    (length > MAX_GLOB_BYTES)
        .then(|| format!("this glob is {length} bytes long; a glob is at most {MAX_GLOB_BYTES}"))
}

/// The span of the first of `spans` (those of the `[[table]]`s) over
/// [`MAX_TABLES`], and the message, when there are more.
pub fn too_many_tables(
    table: &str,
    spans: impl ExactSizeIterator<Item = Range<usize>>,
) -> Option<(Range<usize>, String)> {
    let count = spans.len();
    let first_over = spans.into_iter().nth(MAX_TABLES)?;
    Some((
        first_over,
        format!(
            "the configuration holds {count} [[{table}]] tables; it holds at most {MAX_TABLES}"
        ),
    ))
}
