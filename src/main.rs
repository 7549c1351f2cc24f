//! The `hintlint` command line: parse the arguments, call the library, set
//! the exit code.
#![forbid(unsafe_code)]

mod cli;

use std::process::ExitCode;

fn main() -> ExitCode {
    let code = cli::run();
    ExitCode::from(u8::try_from(code).unwrap_or(2))
}
