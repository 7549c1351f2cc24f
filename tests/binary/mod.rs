//! Running the built binary in tests, shared by the CLI test files.

pub mod http_fixture;

use std::path::Path;
use std::process::Command;

use serde_json::Value;

/// What a run of the binary gave.
pub struct Run {
    pub code: i32,
    pub stdout: String,
    pub stderr: String,
}

impl Run {
    /// Asserts that the run exited with `code` and said `text`, in its
    /// report (stdout) or as an error of its own (stderr).
    pub fn assert_fails(&self, code: i32, text: &str) {
        let said = format!("{}{}", self.stdout, self.stderr);
        assert_eq!(self.code, code, "{said}");
        assert!(said.contains(text), "no `{text}` in: {said}");
    }
}

/// Runs `hintlint ARGS` in `dir` with a pinned environment: no colour
/// unless asked for, drawn snippets, 80 columns.
pub fn hintlint(args: &[&str], dir: &Path) -> Run {
    hintlint_with_env(args, dir, &[])
}

/// [`hintlint`] with environment variables set for the run.
pub fn hintlint_with_env(args: &[&str], dir: &Path, variables: &[(&str, &str)]) -> Run {
    let output = Command::new(env!("CARGO_BIN_EXE_hintlint"))
        .args(args)
        .envs(variables.iter().copied())
        .current_dir(dir)
        .env("NO_COLOR", "1")
        .env_remove("NO_GRAPHICS")
        .env("COLUMNS", "80")
        .output()
        .expect("the binary runs");
    Run {
        code: output.status.code().expect("exited normally"),
        stdout: String::from_utf8_lossy(&output.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&output.stderr).into_owned(),
    }
}

/// The repository, where `examples/` is.
pub fn repo() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// Stdout parsed as one JSON document.
pub fn json(run: &Run) -> Value {
    serde_json::from_str(&run.stdout).expect("stdout is one JSON document")
}

/// The `diagnostics` array of a `--format json` run.
pub fn diagnostics(run: &Run) -> Vec<Value> {
    json(run)["diagnostics"]
        .as_array()
        .expect("a diagnostics array")
        .clone()
}

/// The findings of a `--format json` run as `(file name, rule, tool,
/// message)`, sorted.
pub fn findings_by_file(run: &Run) -> Vec<(String, String, String, String)> {
    let mut found: Vec<_> = diagnostics(run)
        .iter()
        .map(|finding| {
            let text = |key: &str| finding[key].as_str().unwrap_or_default().to_owned();
            let path = text("path");
            let file = path.rsplit('/').next().unwrap_or_default().to_owned();
            (file, text("rule"), text("tool"), text("message"))
        })
        .collect();
    found.sort();
    found
}

/// Writes `contents` to `dir/name`, creating folders.
pub fn write(dir: &Path, name: &str, contents: impl AsRef<[u8]>) {
    let path = dir.join(name);
    if let Some(parent) = path.parent() {
        std::fs::create_dir_all(parent).expect("folder created");
    }
    std::fs::write(path, contents).expect("file written");
}

/// Reads a file the test made.
pub fn read(path: &Path) -> Vec<u8> {
    std::fs::read(path).expect("readable")
}

/// The findings of a `--format json` run: rule, tool and the line each
/// starts on.
pub fn placed(run: &Run) -> Vec<(String, String, u64)> {
    json(run)["diagnostics"]
        .as_array()
        .expect("diagnostics")
        .iter()
        .map(|finding| {
            (
                finding["rule"].as_str().unwrap_or_default().to_owned(),
                finding["tool"].as_str().unwrap_or_default().to_owned(),
                finding["start"]["line"].as_u64().unwrap_or_default(),
            )
        })
        .collect()
}

/// The findings of a `--format json` run: rule, tool and message.
pub fn findings(run: &Run) -> Vec<(String, String, String)> {
    json(run)["diagnostics"]
        .as_array()
        .expect("diagnostics")
        .iter()
        .map(|d| {
            let text = |key: &str| d[key].as_str().unwrap_or("").to_owned();
            (text("rule"), text("tool"), text("message"))
        })
        .collect()
}
