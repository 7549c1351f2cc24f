//! The `hintlint` command line: parse the arguments, call the library, set
//! the exit code.
#![forbid(unsafe_code)]

mod cli;

/// mimalloc: the linter allocates many small, short-lived syntax-tree nodes
/// and strings, which it serves markedly faster than the system allocator.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

use std::process::ExitCode;

fn main() -> ExitCode {
    let code = cli::run();
    ExitCode::from(u8::try_from(code).unwrap_or(2))
}
