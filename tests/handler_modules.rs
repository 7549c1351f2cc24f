//! Handlers whose effects are in other modules of the project
//! (`tests/inputs/effects/modules`): a handler imported by name, a function
//! of a module imported whole, a helper two calls down there, and the
//! traps and run-time methods of those modules. Each finding's evidence is
//! placed in the module that holds the call. And the traps of
//! `tests/inputs/effects/traps`, one file per language family: a log file,
//! a cache, a temporary file, a POST that is a search, a GraphQL query,
//! none reported, beside one control tool that does contradict its hint.

use crate::binary::{diagnostics, hintlint, repo};

/// The `unsound-claim` findings of a tree as (tool, level, the file and
/// line of the call, the call as described), sorted.
fn claims(tree: &str) -> Vec<(String, String, String, u64, String)> {
    let run = hintlint(&["check", "--isolated", "--format", "json", tree], repo());
    let mut found: Vec<_> = diagnostics(&run)
        .iter()
        .filter(|finding| finding["rule"] == "unsound-claim")
        .map(|finding| {
            let related = &finding["related"][0];
            (
                finding["tool"].as_str().unwrap_or_default().to_owned(),
                finding["level"].as_str().unwrap_or_default().to_owned(),
                related["path"].as_str().unwrap_or_default().to_owned(),
                related["start"]["line"].as_u64().unwrap_or_default(),
                related["message"].as_str().unwrap_or_default().to_owned(),
            )
        })
        .collect();
    found.sort();
    found
}

fn claim(
    tool: &str,
    level: &str,
    path: &str,
    line: u64,
    call: &str,
) -> (String, String, String, u64, String) {
    (
        tool.to_owned(),
        level.to_owned(),
        path.to_owned(),
        line,
        call.to_owned(),
    )
}

#[test]
fn typescript_handlers_are_followed_into_the_modules_they_import() {
    let tree = "tests/inputs/effects/modules/ts";
    assert_eq!(
        claims(tree),
        vec![
            claim(
                "call_api",
                "note",
                &format!("{tree}/api.ts"),
                12,
                "this HTTP write: `fetch(…)`, through request"
            ),
            claim(
                "delete_item",
                "error",
                &format!("{tree}/handlers.ts"),
                4,
                "this DELETE: `fetch(…)`"
            ),
            claim(
                "rename_note",
                "error",
                &format!("{tree}/notes.ts"),
                8,
                "this PATCH: `fetch(…)`, through rename → save"
            ),
        ],
    );
}

#[test]
fn python_handlers_are_followed_into_the_sibling_modules_they_import() {
    let tree = "tests/inputs/effects/modules/py/app";
    assert_eq!(
        claims(tree),
        vec![
            claim(
                "call_api",
                "note",
                &format!("{tree}/api.py"),
                16,
                "this HTTP write: `requests.request(…)`, through call"
            ),
            claim(
                "remove_item",
                "error",
                &format!("{tree}/items.py"),
                7,
                "this DELETE: `requests.delete(…)`, through delete_item"
            ),
            claim(
                "save_note",
                "error",
                &format!("{tree}/notes.py"),
                9,
                "this file overwrite: `path.write_text(…)`, through save → _write"
            ),
        ],
    );
}

#[test]
fn explain_places_a_call_of_another_module_in_its_file() {
    let tree = "tests/inputs/effects/modules/ts";
    let explained = hintlint(
        &[
            "explain",
            "--tool",
            "rename_note",
            &format!("{tree}/server.ts"),
        ],
        repo(),
    );
    assert!(
        explained.stdout.contains(&format!(
            "PATCH: `fetch(…)`, at {tree}/notes.ts:8:9\n    handler → rename → save; certain: on every path"
        )),
        "{}{}",
        explained.stdout,
        explained.stderr
    );
}

#[test]
fn rust_handlers_are_followed_into_the_crates_modules() {
    let tree = "tests/inputs/effects/modules/rs";
    assert_eq!(
        claims(tree),
        vec![
            // `crate::handlers::call(…)`: the method is the caller's.
            claim(
                "call_api",
                "note",
                &format!("{tree}/src/handlers.rs"),
                26,
                "this HTTP write: `client.request(…)`, through call"
            ),
            // `handlers::delete_item(…)` of `mod handlers;`, its helper there.
            claim(
                "delete_item",
                "error",
                &format!("{tree}/src/handlers.rs"),
                11,
                "this DELETE: `client.delete(…)`, through delete_item → send"
            ),
            // rust-mcp-sdk's tool: its parameter's type's impl in a submodule.
            claim(
                "write_note",
                "error",
                &format!("{tree}/src/store/io.rs"),
                5,
                "this file overwrite: `tokio::fs::write(…)`, through write_note"
            ),
        ],
    );
}

#[test]
fn go_handlers_are_followed_into_the_packages_other_files() {
    let tree = "tests/inputs/effects/modules/go";
    assert_eq!(
        claims(tree),
        vec![
            claim(
                "call_api",
                "note",
                &format!("{tree}/handlers.go"),
                44,
                "this HTTP write: `http.NewRequestWithContext(…)`"
            ),
            claim(
                "delete_repo",
                "error",
                &format!("{tree}/handlers.go"),
                21,
                "this DELETE: `http.NewRequestWithContext(…)`, through removeRepo"
            ),
        ],
    );
}

#[test]
fn the_traps_are_no_effects_in_any_language() {
    for file in [
        "traps.go",
        "traps.rs",
        "traps.php",
        "Traps.cs",
        "Traps.java",
        "traps.kt",
        "traps.rb",
    ] {
        let path = format!("tests/inputs/effects/traps/{file}");
        let found: Vec<(String, String)> = claims(&path)
            .into_iter()
            .map(|(tool, level, ..)| (tool, level))
            .collect();
        assert_eq!(
            found,
            vec![("delete_user".to_owned(), "error".to_owned())],
            "{file}"
        );
        // The trap's handler is read: its GET is there, its writes are not.
        let explained = hintlint(&["explain", "--tool", "get_user", &path], repo());
        let out = &explained.stdout;
        assert!(
            out.contains("what its handler does") && out.contains("  GET: `"),
            "{file}: {out}"
        );
        assert!(!out.contains("file system"), "{file}: {out}");
    }
}
