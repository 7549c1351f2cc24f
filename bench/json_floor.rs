//! The reading floor of the benchmark: reads every `.json` file under the
//! given paths and validates it with serde_json, building nothing
//! (`IgnoredAny`). No linter that parses what it lints can use less CPU
//! than this, so `bench/compare.py` prints the ratio of the Python baseline
//! to it beside the ratios of hintlint.
//!
//! Usage: `cargo run --release --example json_floor -- PATH...`

#![forbid(unsafe_code)]

use std::path::{Path, PathBuf};

use serde::de::IgnoredAny;

/// The `.json` files at or under `path`, in name order.
fn json_files(path: &Path, found: &mut Vec<PathBuf>) -> std::io::Result<()> {
    if !path.is_dir() {
        found.push(path.to_owned());
        return Ok(());
    }
    let mut entries = std::fs::read_dir(path)?
        .map(|entry| entry.map(|entry| entry.path()))
        .collect::<std::io::Result<Vec<_>>>()?;
    entries.sort();
    for entry in entries {
        if entry.is_dir()
            || entry
                .extension()
                .is_some_and(|extension| extension == "json")
        {
            json_files(&entry, found)?;
        }
    }
    Ok(())
}

fn main() -> Result<(), String> {
    let mut files = Vec::new();
    for argument in std::env::args_os().skip(1) {
        json_files(Path::new(&argument), &mut files)
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
