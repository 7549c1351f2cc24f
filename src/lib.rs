//! hintlint: a rustc-style linter for the hints of MCP tool manifests.
//!
//! [`check`] lints files, folders and globs and returns a [`Report`]; the
//! [`render`] module turns a report into human, concise or JSON output.
#![forbid(unsafe_code)]

pub mod diagnostic;
pub mod hint;
pub mod inputs;
pub mod level;
pub mod lint;
pub mod manifest;
pub mod parse;
pub mod profile;
pub mod render;
pub mod report;
pub mod rules;
pub mod source;
pub mod suggest;

use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};

pub use report::Report;
pub use rules::Levels;

/// Lints everything `paths` names (files, folders, globs) at `levels`,
/// spreading the files over the machine's cores.
pub fn check(paths: &[String], levels: &Levels) -> Report {
    let (inputs, problems) = inputs::collect(paths);
    let results = Mutex::new(Vec::with_capacity(inputs.len()));
    let next = AtomicUsize::new(0);
    let workers = std::thread::available_parallelism()
        .map_or(1, |count| count.get())
        .min(inputs.len().max(1));
    std::thread::scope(|scope| {
        for _ in 0..workers {
            scope.spawn(|| {
                let mut done = Vec::new();
                while let Some(input) = inputs.get(next.fetch_add(1, Ordering::Relaxed)) {
                    done.push(lint::lint_file(
                        &input.path,
                        &input.name,
                        input.origin,
                        levels,
                    ));
                }
                results
                    .lock()
                    .unwrap_or_else(|poisoned| poisoned.into_inner())
                    .append(&mut done);
            });
        }
    });
    let mut files = results
        .into_inner()
        .unwrap_or_else(|poisoned| poisoned.into_inner());
    files.sort_by(|a, b| a.source.name.cmp(&b.source.name));
    Report { files, problems }
}
