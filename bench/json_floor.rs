//! The reading floor of the benchmark: reads every `.json` file under the
//! given paths and validates it with serde_json, building nothing
//! (`IgnoredAny`). No linter that parses what it lints can use less CPU
//! than this, so `bench/compare.py` prints the ratio of the Python baseline
//! to it beside the ratios of hintlint.
//!
//! Usage: `cargo run --release --example json_floor -- PATH...`

#![forbid(unsafe_code)]

use std::path::Path;

use serde::de::IgnoredAny;

#[path = "walk.rs"]
mod walk;

/// Whether a walked file is JSON.
fn is_json(path: &Path) -> bool {
    path.extension()
        .is_some_and(|extension| extension == "json")
}

fn main() -> Result<(), String> {
    let mut files = Vec::new();
    for argument in std::env::args_os().skip(1) {
        walk::files(Path::new(&argument), &is_json, &mut files)
            .map_err(|error| format!("{}: {error}", argument.to_string_lossy()))?;
    }
    let mut bytes = 0;
    for file in &files {
        let text = std::fs::read(file).map_err(|error| format!("{}: {error}", file.display()))?;
        serde_json::from_slice::<IgnoredAny>(&text)
            .map_err(|error| format!("{}: {error}", file.display()))?;
        bytes += text.len();
    }
    println!("{} files, {bytes} bytes of valid JSON", files.len());
    Ok(())
}
