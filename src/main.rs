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
    // The allocator asks for transparent huge pages; zeroing a 2 MiB page
    // for every fresh arena was half the run time of a lint. Small pages
    // are what a short-lived linter wants.
    #[cfg(target_os = "linux")]
    let _ = rustix::thread::disable_transparent_huge_pages(true);
    let code = cli::run();
    ExitCode::from(u8::try_from(code).unwrap_or(2))
}
