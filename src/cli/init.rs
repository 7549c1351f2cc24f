//! `hintlint init`: write the starter configuration.

use std::path::Path;

use hintlint::config::init::write_starter;

/// Writes `hintlint.toml` into the current folder, never over one.
pub fn run() -> i32 {
    match write_starter(Path::new(".")) {
        Ok(path) => {
            super::output::stderr_line(&format!("wrote {}", hintlint::paths::display_name(&path)));
            0
        }
        Err(message) => super::usage_error(&message),
    }
}
