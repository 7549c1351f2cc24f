//! Handlers whose effects are in other modules of the project
//! (`tests/inputs/effects/modules`): a handler imported by name, a function
//! of a module imported whole, a helper two calls down there, and the
//! traps and run-time methods of those modules. Each finding's evidence is
//! placed in the module that holds the call. And the traps of
//! `tests/inputs/effects/traps`, one file per language family: a log file,
//! a cache, a temporary file, a POST that is a search, a GraphQL query,
//! none reported, beside one control tool that does contradict its hint.

use crate::binary::{diagnostics, hintlint, repo};

/// One `unsound-claim` finding: the tool, the level, the file of the call
/// (from the tree), its line, and the call as described.
type Claim = (String, String, String, u64, String);

/// The `unsound-claim` findings of a tree, sorted.
fn claims(tree: &str) -> Vec<Claim> {
    let run = hintlint(&["check", "--isolated", "--format", "json", tree], repo());
    let mut found: Vec<Claim> = diagnostics(&run)
        .iter()
        .filter(|finding| finding["rule"] == "unsound-claim")
        .map(|finding| {
            let related = &finding["related"][0];
            let path = related["path"].as_str().unwrap_or_default();
            (
                finding["tool"].as_str().unwrap_or_default().to_owned(),
                finding["level"].as_str().unwrap_or_default().to_owned(),
                path.strip_prefix(&format!("{tree}/"))
                    .unwrap_or(path)
                    .to_owned(),
                related["start"]["line"].as_u64().unwrap_or_default(),
                related["message"].as_str().unwrap_or_default().to_owned(),
            )
        })
        .collect();
    found.sort();
    found
}

/// The claims expected, written as `&str`s.
fn expected(claims: &[(&str, &str, &str, u64, &str)]) -> Vec<Claim> {
    claims
        .iter()
        .map(|(tool, level, file, line, call)| {
            let owned = |text: &str| text.to_owned();
            (owned(tool), owned(level), owned(file), *line, owned(call))
        })
        .collect()
}

#[test]
fn typescript_handlers_are_followed_into_the_modules_they_import() {
    assert_eq!(
        claims("tests/inputs/effects/modules/ts"),
        expected(&[
            // `request(method, …)`: the method is the caller's.
            (
                "call_api",
                "note",
                "api.ts",
                12,
                "this HTTP write: `fetch(…)`, through request"
            ),
            // The handler itself imported by name.
            (
                "delete_item",
                "error",
                "handlers.ts",
                4,
                "this DELETE: `fetch(…)`"
            ),
            // A namespace's function, and its helper there.
            (
                "rename_note",
                "error",
                "notes.ts",
                8,
                "this PATCH: `fetch(…)`, through rename → save"
            ),
        ]),
    );
}

#[test]
fn python_handlers_are_followed_into_the_sibling_modules_they_import() {
    assert_eq!(
        claims("tests/inputs/effects/modules/py/app"),
        expected(&[
            (
                "call_api",
                "note",
                "api.py",
                16,
                "this HTTP write: `requests.request(…)`, through call"
            ),
            (
                "remove_item",
                "error",
                "items.py",
                7,
                "this DELETE: `requests.delete(…)`, through delete_item"
            ),
            (
                "save_note",
                "error",
                "notes.py",
                9,
                "this file overwrite: `path.write_text(…)`, through save → _write"
            ),
        ]),
    );
}

#[test]
fn rust_handlers_are_followed_into_the_crates_modules() {
    assert_eq!(
        claims("tests/inputs/effects/modules/rs"),
        expected(&[
            // `crate::handlers::call(…)`: the method is the caller's.
            (
                "call_api",
                "note",
                "src/handlers.rs",
                26,
                "this HTTP write: `client.request(…)`, through call"
            ),
            // `handlers::delete_item(…)` of `mod handlers;`, its helper there.
            (
                "delete_item",
                "error",
                "src/handlers.rs",
                11,
                "this DELETE: `client.delete(…)`, through delete_item → send"
            ),
            // rust-mcp-sdk's tool: its parameter's type's impl in a submodule.
            (
                "write_note",
                "error",
                "src/store/io.rs",
                5,
                "this file overwrite: `tokio::fs::write(…)`, through write_note"
            ),
        ]),
    );
}

#[test]
fn go_handlers_are_followed_into_the_packages_other_files() {
    assert_eq!(
        claims("tests/inputs/effects/modules/go"),
        expected(&[
            (
                "call_api",
                "note",
                "handlers.go",
                44,
                "this HTTP write: `http.NewRequestWithContext(…)`"
            ),
            (
                "delete_repo",
                "error",
                "handlers.go",
                21,
                "this DELETE: `http.NewRequestWithContext(…)`, through removeRepo"
            ),
        ]),
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

#[test]
fn the_effect_kinds_each_language_family_reads() {
    let kinds = "tests/inputs/effects/kinds";
    let expect = |file: &str, claims: &[(&str, &str, &str, u64, &str)]| {
        let path = format!("{kinds}/{file}");
        let found: Vec<Claim> = self::claims(&path)
            .into_iter()
            .map(|(tool, level, _, line, call)| (tool, level, file.to_owned(), line, call))
            .collect();
        assert_eq!(found, expected(claims), "{file}");
    };
    // A GraphQL mutation (its document the value of a `"query"` key, the
    // URL an f-string) and mail.
    expect(
        "kinds.py",
        &[
            (
                "create_issue",
                "error",
                "kinds.py",
                17,
                "this GraphQL write: `requests.post(…)`",
            ),
            (
                "notify",
                "error",
                "kinds.py",
                28,
                "this message write: `server.sendmail(…)`",
            ),
        ],
    );
    expect(
        "kinds.go",
        &[
            (
                "add_user",
                "error",
                "kinds.go",
                22,
                "this SDK write: `users.InsertOne(…)`",
            ),
            (
                "notify",
                "error",
                "kinds.go",
                30,
                "this message write: `smtp.SendMail(…)`",
            ),
        ],
    );
    expect(
        "kinds.rs",
        &[
            (
                "add_user",
                "error",
                "kinds.rs",
                23,
                "this SDK write: `self.users.insert_one(…)`",
            ),
            (
                "purge_sessions",
                "error",
                "kinds.rs",
                16,
                "this SQL delete: `sqlx::query(…)`",
            ),
        ],
    );
    expect(
        "Kinds.cs",
        &[
            (
                "add_user",
                "error",
                "Kinds.cs",
                24,
                "this SDK write: `users.InsertOneAsync(…)`",
            ),
            (
                "notify",
                "error",
                "Kinds.cs",
                31,
                "this message write: `smtpClient.SendMailAsync(…)`",
            ),
            (
                "purge_sessions",
                "error",
                "Kinds.cs",
                17,
                "this SQL delete: `connection.ExecuteAsync(…)`",
            ),
        ],
    );
    expect(
        "Kinds.java",
        &[
            (
                "add_user",
                "error",
                "Kinds.java",
                25,
                "this SDK write: `users.insertOne(…)`",
            ),
            (
                "notify",
                "error",
                "Kinds.java",
                32,
                "this message write: `mailSender.send(…)`",
            ),
            (
                "purge_sessions",
                "error",
                "Kinds.java",
                18,
                "this SQL delete: `jdbcTemplate.update(…)`",
            ),
        ],
    );
}
