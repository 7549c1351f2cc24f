//! Neovim's own LSP client shows hintlint's diagnostics: headless Neovim
//! (Debian's, which `.ci/run` installs) starts `hintlint lsp` on a
//! manifest and writes what `vim.diagnostic` holds. Skipped with a printed
//! reason where Neovim is absent.
#![cfg(feature = "lsp")]

use std::process::Command;

#[test]
fn neovim_shows_the_diagnostics() {
    let runs = Command::new("nvim")
        .arg("--version")
        .output()
        .is_ok_and(|output| output.status.success());
    if !runs {
        println!("skipped: nvim is not installed (apt-get install neovim)");
        return;
    }
    let dir = tempfile::tempdir().expect("temp dir");
    std::fs::write(
        dir.path().join("tools.json"),
        "{\"tools\": [{\"name\": \"create_note\", \"inputSchema\": {}, \"_meta\": {\"http\": {\"method\": \"POST\"}}, \"annotations\": {\"readOnlyHint\": true}}]}\n",
    )
    .expect("manifest");
    let script = std::fs::canonicalize("tests/support/neovim_smoke.lua").expect("the script");
    let out = dir.path().join("shown.txt");
    let status = Command::new("nvim")
        .args([
            "--headless",
            "-n",
            "-u",
            "NONE",
            "-i",
            "NONE",
            "tools.json",
            "-c",
        ])
        .arg(format!("luafile {}", script.display()))
        .env("HINTLINT_BIN", env!("CARGO_BIN_EXE_hintlint"))
        .env("OUT", &out)
        .current_dir(dir.path())
        .status()
        .expect("nvim runs");
    assert!(status.success());
    let shown = std::fs::read_to_string(&out).expect("nvim wrote what it shows");
    assert_eq!(shown, "missing-annotation 0\nunsound-claim 0\n");
}
