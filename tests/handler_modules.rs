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

/// The handlers of the languages that import classes, not files (C#,
/// Java, Kotlin, PHP, Ruby): each tree's tool file, its call two files
/// away, and the GET its `get_item` reaches there beside a trap.
const CLASS_TREES: [(&str, &str, &str, &str); 5] = [
    (
        "cs",
        "Tools/ItemTools.cs",
        "Data/ItemStore.cs",
        "GET: `client.GetStringAsync(…)`",
    ),
    (
        "java",
        "src/main/java/com/example/tools/ItemTools.java",
        "src/main/java/com/example/store/ItemStore.java",
        "GET: `restTemplate.getForObject(…)`",
    ),
    (
        "kt",
        "src/main/kotlin/com/example/tools/ItemTools.kt",
        "src/main/kotlin/com/example/store/ItemStore.kt",
        "GET: `client.get(…)`",
    ),
    (
        "php",
        "src/Tools/ItemTools.php",
        "src/Store/ItemStore.php",
        "GET: `$this->client->get(…)`",
    ),
    (
        "rb",
        "lib/tools/item_tools.rb",
        "lib/stores/item_store.rb",
        "GET: `connection.get(…)`",
    ),
];

#[test]
fn class_handlers_are_followed_into_the_projects_other_files() {
    let found: Vec<(&str, Vec<Claim>)> = CLASS_TREES
        .iter()
        .map(|(tree, ..)| {
            (
                *tree,
                claims(&format!("tests/inputs/effects/modules/{tree}")),
            )
        })
        .collect();
    let (cs, java, kt, php, rb) = (
        "Data/ItemStore.cs",
        "src/main/java/com/example/store/ItemStore.java",
        "src/main/kotlin/com/example/store/ItemStore.kt",
        "src/Store/ItemStore.php",
        "lib/stores/item_store.rb",
    );
    let wanted = vec![
        (
            "cs",
            expected(&[
                // A field of a class of another file, its DELETE in a third.
                (
                    "delete_item",
                    "error",
                    cs,
                    14,
                    "this DELETE: `client.DeleteAsync(…)`, through Remove → Delete",
                ),
                // A parameter's class.
                (
                    "rename_item",
                    "error",
                    cs,
                    25,
                    "this PUT: `client.PutAsJsonAsync(…)`, through Rename → Put",
                ),
            ]),
        ),
        (
            "java",
            expected(&[(
                "delete_item",
                "error",
                java,
                9,
                "this DELETE: `restTemplate.delete(…)`, through remove → delete",
            )]),
        ),
        (
            "kt",
            expected(&[
                (
                    "delete_item",
                    "error",
                    kt,
                    13,
                    "this DELETE: `client.delete(…)`, through remove → delete",
                ),
                // An `object`'s function called by its name.
                (
                    "rename_item",
                    "error",
                    kt,
                    21,
                    "this PUT: `client.put(…)`, through put",
                ),
            ]),
        ),
        (
            "php",
            expected(&[
                (
                    "delete_item",
                    "error",
                    php,
                    20,
                    "this DELETE: `$this->client->delete(…)`, through remove → delete",
                ),
                // A static method, `ItemStore::rename(…)`.
                (
                    "rename_item",
                    "error",
                    php,
                    31,
                    "this SQL overwrite: `$pdo->prepare(…)`, through rename",
                ),
            ]),
        ),
        (
            "rb",
            expected(&[
                // `ItemService.new.remove(id)`, then `@store.delete(id)`.
                (
                    "delete_item",
                    "error",
                    rb,
                    12,
                    "this DELETE: `connection.delete(…)`, through remove → delete",
                ),
                // A class method, `ItemStore.rename(…)`.
                (
                    "rename_item",
                    "error",
                    rb,
                    8,
                    "this PUT: `conn.put(…)`, through rename",
                ),
            ]),
        ),
    ];
    assert_eq!(found, wanted);
}

#[test]
fn a_trap_two_files_away_is_reached_and_stays_silent() {
    // `get_item` writes a log file, a cache or a temporary file beside its
    // GET in the other files: it is reported by no `unsound-claim` above,
    // and `explain` shows the GET was reached there.
    for (tree, tool_file, store, get) in CLASS_TREES {
        let tree = format!("tests/inputs/effects/modules/{tree}");
        let explained = hintlint(
            &[
                "explain",
                "--tool",
                "get_item",
                &format!("{tree}/{tool_file}"),
            ],
            repo(),
        );
        let reached = explained
            .stdout
            .contains(&format!("{get}, at {tree}/{store}:"))
            && explained
                .stdout
                .to_ascii_lowercase()
                .contains("handler → read → get; certain: on every path");
        assert!(reached, "{tree}: {}{}", explained.stdout, explained.stderr);
        let listed = explained
            .stdout
            .split("what its handler does")
            .nth(1)
            .unwrap_or_default();
        let effects = listed.split("\n\n").next().unwrap_or_default();
        assert_eq!(effects.matches(", at ").count(), 1, "{tree}: {effects}");
    }
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
        // A query kept in a constant and sent by its name, to a URL that
        // does not say GraphQL: read through the name, a read.
        let labels = hintlint(&["explain", "--tool", "list_labels", &path], repo());
        assert!(
            labels.stdout.contains("  GraphQL document read (a GET): `"),
            "{file}: {}",
            labels.stdout
        );
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
    // Per file, each effect kind of the table in docs/effects.md that the
    // other fixtures of the language do not show, a helper two calls down
    // and a method of the caller's (a note at most). Python's GraphQL
    // document is the value of a `"query"` key, its URL an f-string;
    // Kotlin's is sent in a trailing lambda (`client.post(url) { setBody(…)
    // }`).
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
                27,
                "this SDK write: `users.InsertOne(…)`",
            ),
            (
                "create_issue",
                "error",
                "kinds.go",
                43,
                "this GraphQL write: `http.Post(…)`",
            ),
            (
                "notify",
                "error",
                "kinds.go",
                35,
                "this message write: `smtp.SendMail(…)`",
            ),
            (
                "remove_user",
                "error",
                "kinds.go",
                63,
                "this SDK delete: `users.DeleteOne(…)`, through dropUser → deleteUserRecord",
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
                26,
                "this SDK write: `self.users.insert_one(…)`",
            ),
            (
                "create_issue",
                "error",
                "kinds.rs",
                40,
                "this GraphQL write: `self.client\n            .post(…)`",
            ),
            (
                "notify",
                "error",
                "kinds.rs",
                33,
                "this message write: `self.mailer.send(…)`",
            ),
            (
                "purge_sessions",
                "error",
                "kinds.rs",
                19,
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
                26,
                "this SDK write: `users.InsertOneAsync(…)`",
            ),
            // `new HttpRequestMessage(new HttpMethod(method), …)`.
            (
                "call_api",
                "note",
                "Kinds.cs",
                48,
                "this HTTP write: `new HttpRequestMessage(…)`",
            ),
            // `new HttpRequestMessage(HttpMethod.Patch, …)`.
            (
                "close_issue",
                "error",
                "Kinds.cs",
                57,
                "this PATCH: `new HttpRequestMessage(…)`",
            ),
            (
                "create_issue",
                "error",
                "Kinds.cs",
                40,
                "this GraphQL write: `httpClient.PostAsync(…)`",
            ),
            (
                "notify",
                "error",
                "Kinds.cs",
                33,
                "this message write: `smtpClient.SendMailAsync(…)`",
            ),
            (
                "purge_sessions",
                "error",
                "Kinds.cs",
                19,
                "this SQL delete: `connection.ExecuteAsync(…)`",
            ),
            (
                "remove_user",
                "error",
                "Kinds.cs",
                73,
                "this SDK delete: `users.DeleteOneAsync(…)`, through Remove → Drop",
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
                33,
                "this SDK write: `users.insertOne(…)`",
            ),
            (
                "call_api",
                "note",
                "Kinds.java",
                77,
                "this HTTP write: `HttpRequest.newBuilder(…)`",
            ),
            (
                "close_ticket",
                "error",
                "Kinds.java",
                88,
                "this SQL overwrite: `jdbcTemplate.update(…)`, through close → store",
            ),
            (
                "create_issue",
                "error",
                "Kinds.java",
                61,
                "this GraphQL write: `restTemplate.postForObject(…)`",
            ),
            (
                "drop_note",
                "error",
                "Kinds.java",
                47,
                "this file delete: `Files.delete(…)`",
            ),
            (
                "notify",
                "error",
                "Kinds.java",
                40,
                "this message write: `mailSender.send(…)`",
            ),
            (
                "purge_sessions",
                "error",
                "Kinds.java",
                26,
                "this SQL delete: `jdbcTemplate.update(…)`",
            ),
            (
                "run_tests",
                "note",
                "Kinds.java",
                54,
                "this process write: `new ProcessBuilder(…)`",
            ),
        ],
    );
    expect(
        "kinds.php",
        &[
            (
                "call_api",
                "note",
                "kinds.php",
                50,
                "this HTTP write: `$this->client->request(…)`",
            ),
            (
                "close_ticket",
                "error",
                "kinds.php",
                61,
                "this SQL overwrite: `$pdo->exec(…)`, through close → store",
            ),
            (
                "create_issue",
                "error",
                "kinds.php",
                27,
                "this GraphQL write: `$this->client->post(…)`",
            ),
            (
                "notify",
                "error",
                "kinds.php",
                36,
                "this message write: `mail(…)`",
            ),
            (
                "remove_object",
                "error",
                "kinds.php",
                20,
                "this SDK delete: `$this->s3Client->deleteObject(…)`",
            ),
        ],
    );
    expect(
        "kinds.kt",
        &[
            (
                "add_user",
                "error",
                "kinds.kt",
                47,
                "this SDK write: `users.insertOne(…)`",
            ),
            (
                "call_api",
                "note",
                "kinds.kt",
                81,
                "this HTTP write: `Request.Builder(…)`, through send",
            ),
            (
                "close_ticket",
                "error",
                "kinds.kt",
                77,
                "this PATCH: `client.patch(…)`, through closeTicket → storeTicket",
            ),
            (
                "create_issue",
                "error",
                "kinds.kt",
                52,
                "this GraphQL write: `client.post(…)`",
            ),
            (
                "drop_note",
                "error",
                "kinds.kt",
                37,
                "this file delete: `Files.delete(…)`",
            ),
            (
                "notify",
                "error",
                "kinds.kt",
                57,
                "this message write: `Transport.send(…)`",
            ),
            (
                "purge_sessions",
                "error",
                "kinds.kt",
                27,
                "this SQL delete: `statement.executeUpdate(…)`",
            ),
            (
                "run_tests",
                "note",
                "kinds.kt",
                42,
                "this process write: `ProcessBuilder(…)`",
            ),
            (
                "save_note",
                "error",
                "kinds.kt",
                32,
                "this file overwrite: `File(…)`",
            ),
        ],
    );
    expect(
        "kinds.rb",
        &[
            (
                "call_api",
                "note",
                "kinds.rb",
                113,
                "this HTTP write: `connection.run_request(…)`",
            ),
            (
                "close_ticket",
                "error",
                "kinds.rb",
                103,
                "this PATCH: `connection.patch(…)`, through close → store",
            ),
            (
                "create_issue",
                "error",
                "kinds.rb",
                71,
                "this GraphQL write: `connection.post(…)`",
            ),
            (
                "drop_notes",
                "error",
                "kinds.rb",
                39,
                "this file delete: `FileUtils.rm_rf(…)`",
            ),
            (
                "notify",
                "error",
                "kinds.rb",
                83,
                "this message write: `smtp.send_message(…)`",
            ),
            (
                "purge_sessions",
                "error",
                "kinds.rb",
                19,
                "this SQL delete: `ActiveRecord::Base.connection.execute(…)`",
            ),
            (
                "remove_object",
                "error",
                "kinds.rb",
                60,
                "this SDK delete: `s3.delete_object(…)`",
            ),
            (
                "run_tests",
                "note",
                "kinds.rb",
                49,
                "this process write: `system(…)`",
            ),
            (
                "save_note",
                "error",
                "kinds.rb",
                29,
                "this file overwrite: `File.write(…)`",
            ),
        ],
    );
}
