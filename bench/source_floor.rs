//! The source-code reading floor of the benchmark: walks the given paths,
//! reads every file of a language hintlint reads, and parses with the same
//! tree-sitter grammar exactly the files the same byte prefilter keeps,
//! building nothing else (no registration read, no tool, no finding). A
//! linter that parses what it lints cannot use less CPU than this, so
//! `bench/compare.py` holds a source tree's run to a ratio of it.
//!
//! Usage: `cargo run --release --example source_floor -- PATH...`

#![forbid(unsafe_code)]

use std::path::Path;

use hintlint::code::Language;

#[path = "walk.rs"]
mod walk;

fn main() -> Result<(), String> {
    let mut found = Vec::new();
    for argument in std::env::args_os().skip(1) {
        walk::files(Path::new(&argument), &|_| true, &mut found)
            .map_err(|error| error.to_string())?;
    }
    let (mut read, mut parsed) = (0usize, 0usize);
    for path in &found {
        let Some(language) = Language::of_path(path) else {
            continue;
        };
        let text = std::fs::read_to_string(path).map_err(|error| format!("{path:?}: {error}"))?;
        read += 1;
        let info = language.info();
        if !info.prefilter.admits(&text) {
            continue;
        }
        let mut parser = tree_sitter::Parser::new();
        parser
            .set_language(&(info.grammar)())
            .map_err(|error| error.to_string())?;
        if parser.parse(&text, None).is_some() {
            parsed += 1;
        }
    }
    println!("{read} source files read, {parsed} parsed");
    Ok(())
}
