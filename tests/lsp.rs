//! The language server in process, on its in-memory transport:
//! the handshake and encodings, published and pulled diagnostics, code
//! actions applied and re-linted, fix-all, the allow comment, hover, inlay
//! hints, configuration changes and errors, malformed requests, closing
//! and shutdown.
#![cfg(feature = "lsp")]

use std::path::{Path, PathBuf};
use std::thread::JoinHandle;
use std::time::Duration;

use lsp_server::{Connection, Message, Notification, Request, RequestId, Response};
use serde_json::{Value, json};

/// A client talking to a server thread.
struct Client {
    connection: Connection,
    server: Option<JoinHandle<Result<(), String>>>,
    next: i32,
}

impl Client {
    /// Starts a server and initializes it with `capabilities` and `options`.
    fn start(capabilities: Value, options: Value) -> (Client, Value) {
        Client::start_in(capabilities, options, None)
    }

    /// Starts a server whose workspace is `root`, when given.
    fn start_in(capabilities: Value, options: Value, root: Option<&Path>) -> (Client, Value) {
        let folders = root.map_or(
            Value::Null,
            |root| json!([{ "uri": uri(root), "name": "workspace" }]),
        );
        let (server_side, client_side) = hintlint::lsp::Transport::memory();
        let server = std::thread::spawn(move || hintlint::lsp::serve(&server_side));
        let mut client = Client {
            connection: client_side,
            server: Some(server),
            next: 0,
        };
        let result = client.request(
            "initialize",
            json!({ "processId": null, "rootUri": null, "capabilities": capabilities,
                    "initializationOptions": options, "workspaceFolders": folders }),
        );
        client.notify("initialized", json!({}));
        (client, result)
    }

    fn request(&mut self, method: &str, params: Value) -> Value {
        let response = self.request_raw(method, params);
        assert!(response.error.is_none(), "{method}: {:?}", response.error);
        response.result.unwrap_or(Value::Null)
    }

    fn request_raw(&mut self, method: &str, params: Value) -> Response {
        self.next += 1;
        let id = RequestId::from(self.next);
        self.connection
            .sender
            .send(Message::Request(Request::new(
                id.clone(),
                method.to_owned(),
                params,
            )))
            .expect("the server listens");
        loop {
            match self.receive() {
                Message::Response(response) if response.id == id => return response,
                _ => {}
            }
        }
    }

    fn notify(&self, method: &str, params: Value) {
        self.connection
            .sender
            .send(Message::Notification(Notification::new(
                method.to_owned(),
                params,
            )))
            .expect("the server listens");
    }

    fn receive(&self) -> Message {
        self.connection
            .receiver
            .recv_timeout(Duration::from_secs(20))
            .expect("the server answers")
    }

    /// The next diagnostics published for `uri`.
    fn published(&self, uri: &str) -> Vec<Value> {
        loop {
            if let Message::Notification(notification) = self.receive()
                && notification.method == "textDocument/publishDiagnostics"
                && notification.params["uri"] == uri
            {
                return notification.params["diagnostics"]
                    .as_array()
                    .cloned()
                    .unwrap_or_default();
            }
        }
    }

    /// The action that allows the finding of `rule` among `diagnostics`
    /// of `uri` with a comment.
    fn allow_action(&mut self, uri: &str, diagnostics: &[Value], rule: &str) -> Value {
        action_for(self, uri, diagnostics, rule, &format!("allow {rule}")).expect("an allow action")
    }

    fn open(&self, uri: &str, language: &str, text: &str) {
        self.notify(
            "textDocument/didOpen",
            json!({ "textDocument": { "uri": uri, "languageId": language, "version": 1, "text": text } }),
        );
    }

    fn shutdown(mut self) {
        let _ = self.request("shutdown", Value::Null);
        self.notify("exit", Value::Null);
        let server = self.server.take().expect("a server");
        assert_eq!(server.join().expect("the server thread"), Ok(()));
    }
}

fn uri(path: &Path) -> String {
    format!("file://{}", path.display())
}

fn codes(diagnostics: &[Value]) -> Vec<String> {
    let mut codes: Vec<String> = diagnostics
        .iter()
        .map(|diagnostic| diagnostic["code"].as_str().unwrap_or_default().to_owned())
        .collect();
    codes.sort();
    codes
}

/// A manifest with one POST tool claiming read-only and a title-less GET.
const MANIFEST: &str = "{\n  \"tools\": [\n    {\n      \"name\": \"create_note\",\n      \"inputSchema\": {},\n      \"_meta\": { \"http\": { \"method\": \"POST\" } },\n      \"annotations\": { \"readOnlyHint\": true }\n    }\n  ]\n}\n";

/// Applies a workspace edit's text edits (one document) to `text`.
fn apply(text: &str, edit: &Value) -> String {
    let changes = &edit["documentChanges"][0]["edits"];
    let mut edits: Vec<(usize, usize, String)> = changes
        .as_array()
        .expect("edits")
        .iter()
        .map(|change| {
            let at = |position: &Value| {
                offset(
                    text,
                    position["line"].as_u64().unwrap_or(0) as usize,
                    position["character"].as_u64().unwrap_or(0) as usize,
                )
            };
            (
                at(&change["range"]["start"]),
                at(&change["range"]["end"]),
                change["newText"].as_str().unwrap_or_default().to_owned(),
            )
        })
        .collect();
    edits.sort_by_key(|edit| std::cmp::Reverse(edit.0));
    let mut out = text.to_owned();
    for (start, end, new) in edits {
        out.replace_range(start..end, &new);
    }
    out
}

/// The byte offset of a UTF-16 position (these tests speak UTF-16).
fn offset(text: &str, line: usize, character: usize) -> usize {
    let start: usize = text.split_inclusive('\n').take(line).map(str::len).sum();
    let content = &text[start..];
    let mut units = 0;
    for (at, ch) in content.char_indices() {
        if units >= character || ch == '\n' {
            return start + at;
        }
        units += ch.len_utf16();
    }
    text.len()
}

#[test]
fn diagnostics_are_published_with_rule_pages_and_related_information() {
    let dir = tempfile::tempdir().expect("temp dir");
    std::fs::create_dir(dir.path().join(".git")).expect("a repository");
    let path = dir.path().join("tools.json");
    std::fs::write(&path, MANIFEST).expect("written");
    let (client, initialized) = Client::start(takes_all(), json!({}));
    assert_eq!(
        initialized["capabilities"]["positionEncoding"], "utf-16",
        "UTF-16 when the client offers nothing else"
    );
    client.open(&uri(&path), "json", MANIFEST);
    let diagnostics = client.published(&uri(&path));
    assert_eq!(codes(&diagnostics), ["missing-annotation", "unsound-claim"]);
    let unsound = diagnostics
        .iter()
        .find(|diagnostic| diagnostic["code"] == "unsound-claim")
        .expect("unsound-claim");
    assert_eq!(unsound["source"], "hintlint");
    assert_eq!(unsound["severity"], 1, "an error");
    // The rule's page when the build knows its repository (a release
    // does), nothing rather than a guessed address otherwise.
    match hintlint::homepage::repository() {
        Some(_) => assert!(
            unsound["codeDescription"]["href"]
                .as_str()
                .is_some_and(|href| href.ends_with("/rules/unsound-claim.md"))
        ),
        None => assert!(unsound.get("codeDescription").is_none()),
    }
    assert_eq!(
        unsound["range"]["start"],
        json!({ "line": 6, "character": 39 })
    );
    assert_eq!(
        unsound["relatedInformation"][0]["location"]["range"]["start"]["line"], 5,
        "where the method comes from"
    );
    client.shutdown();
}

/// The `publishDiagnostics` capabilities of a client that takes related
/// information, rule pages and tags (Neovim's and VS Code's).
fn takes_all() -> Value {
    json!({ "textDocument": { "publishDiagnostics": {
        "relatedInformation": true,
        "codeDescriptionSupport": true,
        "tagSupport": { "valueSet": [1, 2] },
    } } })
}

/// A client that declares no `publishDiagnostics` capabilities is sent no
/// related information, page or tag: the related places are told in the
/// message, where every client shows them, and nothing else it shows is
/// lost.
#[test]
fn a_client_that_takes_no_related_information_reads_the_places_in_the_message() {
    let dir = tempfile::tempdir().expect("temp dir");
    std::fs::create_dir(dir.path().join(".git")).expect("a repository");
    let path = dir.path().join("tools.json");
    std::fs::write(&path, MANIFEST).expect("written");
    let (client, _) = Client::start(json!({}), json!({}));
    client.open(&uri(&path), "json", MANIFEST);
    let diagnostics = client.published(&uri(&path));
    assert_eq!(codes(&diagnostics), ["missing-annotation", "unsound-claim"]);
    for diagnostic in &diagnostics {
        for field in ["relatedInformation", "codeDescription", "tags", "data"] {
            assert!(diagnostic.get(field).is_none(), "{field}: {diagnostic}");
        }
        assert_eq!(diagnostic["source"], "hintlint");
    }
    let unsound = &diagnostics[1];
    let message = unsound["message"].as_str().expect("a message");
    assert!(
        message.starts_with("readOnlyHint: true on `")
            && message.ends_with("\nnote: bound to POST here (line 6)"),
        "{message}"
    );
    client.shutdown();
}

#[test]
fn utf8_is_negotiated_and_non_ascii_lines_are_counted_in_it() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("tools.json");
    let text = MANIFEST.replace(
        "\"inputSchema\": {}",
        "\"description\": \"é😀\", \"inputSchema\": {}",
    );
    let text = text.replace("\"_meta\"", "\"x\": \"😀\", \"_meta\"");
    std::fs::write(&path, &text).expect("written");
    let (client, initialized) = Client::start(
        json!({ "general": { "positionEncodings": ["utf-8", "utf-16"] } }),
        json!({}),
    );
    assert_eq!(initialized["capabilities"]["positionEncoding"], "utf-8");
    client.open(&uri(&path), "json", &text);
    let diagnostics = client.published(&uri(&path));
    let unsound = diagnostics
        .iter()
        .find(|diagnostic| diagnostic["code"] == "unsound-claim")
        .expect("unsound-claim");
    let value = text.find("true").expect("the claim");
    let line_start = text[..value].rfind('\n').map_or(0, |at| at + 1);
    assert_eq!(
        unsound["range"]["start"]["character"].as_u64(),
        Some((value - line_start) as u64),
        "UTF-8 columns are bytes"
    );
    client.shutdown();
}

#[test]
fn a_quick_fix_applied_and_relinted_is_clean_and_fix_all_fixes_the_rest() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("tools.json");
    std::fs::write(&path, MANIFEST).expect("written");
    // No setting: unsafe fixes are offered as they are, titled so.
    let (mut client, _) = Client::start(json!({}), json!({}));
    let name = uri(&path);
    client.open(&name, "json", MANIFEST);
    let diagnostics = client.published(&name);
    let unsound = diagnostics
        .iter()
        .find(|diagnostic| diagnostic["code"] == "unsound-claim")
        .expect("unsound-claim")
        .clone();
    let actions = client.request(
        "textDocument/codeAction",
        json!({ "textDocument": { "uri": name }, "range": unsound["range"],
                "context": { "diagnostics": [unsound] } }),
    );
    let actions = actions.as_array().expect("actions").clone();
    let titles: Vec<&str> = actions
        .iter()
        .filter_map(|action| action["title"].as_str())
        .collect();
    assert!(
        titles.iter().any(|title| title.ends_with("(unsafe)")),
        "{titles:?}"
    );
    for action in &actions {
        let title = action["title"].as_str().unwrap_or_default();
        let preferred = action["isPreferred"] == true;
        if title.ends_with("(unsafe)") || !title.contains("(missing-annotation)") {
            assert!(!preferred, "never preferred: {title}");
        } else {
            assert!(preferred, "a safe fix is preferred: {title}");
        }
    }
    let fix = actions
        .iter()
        .find(|action| {
            action["kind"] == "quickfix"
                && action["title"]
                    .as_str()
                    .is_some_and(|title| title.contains("unsound-claim"))
        })
        .expect("the unsound-claim fix");
    assert_eq!(fix["diagnostics"][0]["code"], "unsound-claim");
    assert_eq!(
        fix["edit"]["documentChanges"][0]["textDocument"]["version"],
        1
    );
    let fixed = apply(MANIFEST, &fix["edit"]);
    client.notify(
        "textDocument/didChange",
        json!({ "textDocument": { "uri": name, "version": 2 },
                "contentChanges": [{ "text": fixed }] }),
    );
    let after = client.published(&name);
    assert_eq!(codes(&after), ["missing-annotation"], "the claim is gone");
    let all = client.request(
        "textDocument/codeAction",
        json!({ "textDocument": { "uri": name },
                "range": { "start": { "line": 0, "character": 0 }, "end": { "line": 0, "character": 0 } },
                "context": { "diagnostics": [], "only": ["source.fixAll.hintlint"] } }),
    );
    let fix_all = &all.as_array().expect("actions")[0];
    assert_eq!(fix_all["kind"], "source.fixAll.hintlint");
    assert_eq!(fix_all["title"], "hintlint: fix all safe fixes");
    let clean = apply(&fixed, &fix_all["edit"]);
    client.notify(
        "textDocument/didChange",
        json!({ "textDocument": { "uri": name, "version": 3 },
                "contentChanges": [{ "text": clean }] }),
    );
    assert_eq!(codes(&client.published(&name)), Vec::<String>::new());
    client.shutdown();
}

#[test]
fn the_allow_comment_goes_before_the_tool_in_the_file_s_syntax() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("tools.jsonc");
    std::fs::write(&path, MANIFEST).expect("written");
    let (mut client, _) = Client::start(json!({}), json!({}));
    let name = uri(&path);
    client.open(&name, "jsonc", MANIFEST);
    let diagnostics = client.published(&name);
    let allow = client.allow_action(&name, &diagnostics, "unsound-claim");
    let allowed = apply(MANIFEST, &allow["edit"]);
    assert!(
        allowed.contains("    // hintlint-allow(unsound-claim): <why this is acceptable>\n    {"),
        "{allowed}"
    );
    client.notify(
        "textDocument/didChange",
        json!({ "textDocument": { "uri": name, "version": 2 },
                "contentChanges": [{ "text": allowed }] }),
    );
    let mut placeholder = codes(&client.published(&name));
    placeholder.sort();
    assert_eq!(
        placeholder,
        ["invalid-allow", "missing-annotation", "unsound-claim"],
        "the placeholder is no reason: the allow accepts nothing until it is replaced"
    );
    let reasoned = allowed.replace(
        "<why this is acceptable>",
        "POST /messages only appends; see the provider's API reference",
    );
    client.notify(
        "textDocument/didChange",
        json!({ "textDocument": { "uri": name, "version": 3 },
                "contentChanges": [{ "text": reasoned }] }),
    );
    assert_eq!(
        codes(&client.published(&name)),
        ["missing-annotation"],
        "the allow with its reason accepts the claim"
    );
    client.shutdown();
}

#[test]
fn fix_all_leaves_unsafe_fixes_to_the_quick_fixes() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("tools.json");
    std::fs::write(&path, MANIFEST).expect("written");
    // Even a client still sending the retired setting gets no unsafe fix
    // in fix-all (what fix-on-save runs).
    let (mut client, _) = Client::start(json!({}), json!({ "unsafeFixes": true }));
    let name = uri(&path);
    client.open(&name, "json", MANIFEST);
    assert_eq!(
        codes(&client.published(&name)),
        ["missing-annotation", "unsound-claim"]
    );
    let all = client.request(
        "textDocument/codeAction",
        json!({ "textDocument": { "uri": name },
                "range": { "start": { "line": 0, "character": 0 }, "end": { "line": 0, "character": 0 } },
                "context": { "diagnostics": [], "only": ["source.fixAll"] } }),
    );
    let all = all.as_array().expect("actions");
    assert_eq!(all.len(), 1, "{all:?}");
    let fixed = apply(MANIFEST, &all[0]["edit"]);
    client.notify(
        "textDocument/didChange",
        json!({ "textDocument": { "uri": name, "version": 2 },
                "contentChanges": [{ "text": fixed }] }),
    );
    assert_eq!(
        codes(&client.published(&name)),
        ["missing-annotation", "unsound-claim"],
        "both fixes are unsafe but for openWorldHint: fix-all leaves them"
    );
    assert!(
        fixed.contains("{ \"readOnlyHint\": true, \"openWorldHint\": true }"),
        "only the safe part is written: {fixed}"
    );
    client.shutdown();
}

/// A client that creates files in workspace edits.
fn creating() -> Value {
    json!({ "workspace": { "workspaceEdit": { "documentChanges": true,
                                               "resourceOperations": ["create"] } } })
}

/// The action of `title` among those `client` offers for the finding of
/// `rule` in `diagnostics` of `uri`, if any.
fn action_for(
    client: &mut Client,
    uri: &str,
    diagnostics: &[Value],
    rule: &str,
    title: &str,
) -> Option<Value> {
    let diagnostic = diagnostics
        .iter()
        .find(|diagnostic| diagnostic["code"] == rule)
        .unwrap_or_else(|| panic!("no {rule} among {diagnostics:?}"))
        .clone();
    let actions = client.request(
        "textDocument/codeAction",
        json!({ "textDocument": { "uri": uri }, "range": diagnostic["range"],
                "context": { "diagnostics": [diagnostic] } }),
    );
    actions
        .as_array()
        .expect("actions")
        .iter()
        .find(|action| {
            action["title"]
                .as_str()
                .is_some_and(|found| found.contains(title))
        })
        .cloned()
}

/// Tells the server `config` changed on disk.
fn config_changed(client: &Client, config: &Path) {
    client.notify(
        "workspace/didChangeWatchedFiles",
        json!({ "changes": [{ "uri": uri(config), "type": 2 }] }),
    );
}

#[test]
fn a_plain_json_finding_is_accepted_with_an_exception_whose_reason_must_be_written() {
    let dir = tempfile::tempdir().expect("temp dir");
    let root = dir.path();
    std::fs::create_dir(root.join(".git")).expect("a repository");
    std::fs::create_dir(root.join("tools")).expect("a folder");
    let path = root.join("tools/tools.json");
    std::fs::write(&path, MANIFEST).expect("written");
    let (mut client, _) = Client::start_in(creating(), json!({}), Some(root));
    let name = uri(&path);
    client.open(&name, "json", MANIFEST);
    let diagnostics = client.published(&name);
    assert!(
        action_for(&mut client, &name, &diagnostics, "unsound-claim", "allow").is_none(),
        "strict JSON holds no allow comment"
    );
    let action = action_for(
        &mut client,
        &name,
        &diagnostics,
        "unsound-claim",
        "with an exception in hintlint.toml",
    )
    .expect("the exception action");
    assert_eq!(
        action["title"],
        "hintlint: accept unsound-claim with an exception in hintlint.toml"
    );
    assert_eq!(action["isPreferred"], false);
    let config = root.join("hintlint.toml");
    let changes = &action["edit"]["documentChanges"];
    assert_eq!(changes[0]["kind"], "create", "no hintlint.toml yet");
    assert_eq!(changes[0]["uri"], uri(&config), "at the workspace root");
    assert_eq!(changes[0]["options"]["overwrite"], false);
    let text = changes[1]["edits"][0]["newText"].as_str().expect("text");
    assert_eq!(
        text,
        format!(
            "[[exception]]\ntool = \"create_note\"\nrule = \"unsound-claim\"\n\
             hint = \"readOnlyHint\"\nfiles = [\"tools/tools.json\"]\nreason = \"{}\"\n",
            hintlint::config::reason::PLACEHOLDER
        )
    );
    std::fs::write(&config, text).expect("the edit applied");
    config_changed(&client, &config);
    let shown = client.published(&uri(&config));
    assert_eq!(shown.len(), 1, "{shown:?}");
    assert_eq!(shown[0]["severity"], 1, "an error");
    assert_eq!(shown[0]["range"]["start"]["line"], 5, "at the reason");
    assert!(
        shown[0]["message"]
            .as_str()
            .is_some_and(|message| message.contains("placeholder")),
        "{shown:?}"
    );
    assert_eq!(
        codes(&client.published(&name)),
        ["missing-annotation", "unsound-claim"],
        "the placeholder accepts nothing"
    );
    let reasoned = text.replace(
        hintlint::config::reason::PLACEHOLDER,
        "POST /notes only appends; see the API reference",
    );
    std::fs::write(&config, reasoned).expect("the reason written");
    config_changed(&client, &config);
    assert_eq!(client.published(&uri(&config)), Vec::<Value>::new());
    assert_eq!(
        codes(&client.published(&name)),
        ["missing-annotation"],
        "accepted"
    );
    client.shutdown();
}

#[test]
fn an_exception_is_appended_to_the_configuration_that_governs_the_file() {
    let dir = tempfile::tempdir().expect("temp dir");
    let root = dir.path();
    std::fs::create_dir(root.join(".git")).expect("a repository");
    // A tool whose name is a glob, beside one it would match, in a
    // configuration whose last line has no newline, written in CRLF.
    let config = root.join("hintlint.toml");
    std::fs::write(&config, "[lints]\r\nmissing-annotation = \"allow\"").expect("config");
    let text = MANIFEST.replace("create_note", "create_*").replace(
        "    }\n  ]",
        "    },\n    { \"name\": \"create_x\", \"inputSchema\": {}, \"_meta\": { \"http\": { \"method\": \"POST\" } }, \"annotations\": { \"readOnlyHint\": true } }\n  ]",
    );
    let path = root.join("tools.json");
    std::fs::write(&path, &text).expect("written");
    // Without creating files: the configuration exists.
    let (mut client, _) = Client::start_in(json!({}), json!({}), Some(root));
    let name = uri(&path);
    client.open(&name, "json", &text);
    let diagnostics = client.published(&name);
    assert_eq!(codes(&diagnostics), ["unsound-claim", "unsound-claim"]);
    let action = action_for(
        &mut client,
        &name,
        &diagnostics[..1],
        "unsound-claim",
        "with an exception",
    )
    .expect("the exception action");
    let changes = &action["edit"]["documentChanges"];
    assert_eq!(changes[0]["textDocument"]["uri"], uri(&config));
    assert_eq!(changes[0]["textDocument"]["version"], Value::Null);
    let edit = &changes[0]["edits"][0];
    assert_eq!(
        edit["range"]["start"],
        json!({ "line": 1, "character": 28 }),
        "at the end"
    );
    let added = edit["newText"].as_str().expect("text");
    assert!(
        added.starts_with("\r\n\r\n[[exception]]\r\ntool = \"create_[*]\"\r\n"),
        "{added:?}"
    );
    let appended = format!("[lints]\r\nmissing-annotation = \"allow\"{added}").replace(
        hintlint::config::reason::PLACEHOLDER,
        "reviewed: append-only",
    );
    std::fs::write(&config, appended).expect("applied");
    config_changed(&client, &config);
    assert_eq!(
        codes(&client.published(&name)),
        ["unsound-claim"],
        "the exception accepts `create_*` only, not `create_x`"
    );
    client.shutdown();
}

#[test]
fn without_file_creation_and_a_configuration_no_exception_is_offered() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("tools.json");
    std::fs::write(&path, MANIFEST).expect("written");
    let (mut client, _) = Client::start(json!({}), json!({}));
    let name = uri(&path);
    client.open(&name, "json", MANIFEST);
    let diagnostics = client.published(&name);
    assert!(
        action_for(
            &mut client,
            &name,
            &diagnostics,
            "unsound-claim",
            "exception"
        )
        .is_none()
    );
    client.shutdown();
}

#[test]
fn hover_and_inlay_hints_say_what_clients_read() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("tools.json");
    std::fs::write(&path, MANIFEST).expect("written");
    let (mut client, _) = Client::start(json!({}), json!({}));
    let name = uri(&path);
    client.open(&name, "json", MANIFEST);
    client.published(&name);
    let hover = client.request(
        "textDocument/hover",
        json!({ "textDocument": { "uri": name }, "position": { "line": 6, "character": 26 } }),
    );
    let text = hover["contents"]["value"].as_str().expect("markdown");
    assert!(text.contains("**readOnlyHint**"), "{text}");
    assert!(text.contains("Bound to POST"), "{text}");
    assert!(text.contains("justifies no guarantee"), "{text}");
    // A line per listed client, as `explain --tool` prints it.
    assert!(
        text.contains("What each client does with `create_note`"),
        "{text}"
    );
    let clients: Vec<&str> = text
        .lines()
        .filter_map(|line| line.strip_prefix("- "))
        .collect();
    assert_eq!(clients.len(), hintlint::clients::CLIENTS.len(), "{text}");
    assert_eq!(
        clients[0], "Codex: auto-approves it, because readOnlyHint: true",
        "{text}"
    );
    assert!(
        clients.contains(
            &"Gemini CLI (plan mode): asks before every call, because readOnlyHint: true"
        ),
        "{clients:?}"
    );
    assert!(
        clients.contains(&"goose: auto-approves it, because readOnlyHint: true"),
        "{clients:?}"
    );
    let none = client.request(
        "textDocument/hover",
        json!({ "textDocument": { "uri": name }, "position": { "line": 0, "character": 0 } }),
    );
    assert!(none.is_null());
    let hints = client.request(
        "textDocument/inlayHint",
        json!({ "textDocument": { "uri": name },
                "range": { "start": { "line": 0, "character": 0 }, "end": { "line": 20, "character": 0 } } }),
    );
    let hints = hints.as_array().expect("hints");
    assert_eq!(hints.len(), 1);
    assert_eq!(
        hints[0]["label"],
        "assumed: openWorldHint: true; ignored, or read as destructiveHint: true, \
         idempotentHint: false"
    );
    assert_eq!(
        hints[0]["position"],
        json!({ "line": 6, "character": 45 }),
        "right after the annotations object"
    );
    client.shutdown();
}

/// The value `text` gives `key` where it first names it with one
/// (`destructiveHint: true`).
fn first_value<'t>(text: &'t str, key: &str) -> Option<&'t str> {
    let at = text.find(&format!("{key}: "))? + key.len() + 2;
    text[at..].split([',', ';', ' ']).next()
}

#[test]
fn the_inlay_hint_says_what_the_cli_note_says() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("tools.json");
    // A read-only tool without its dependents, a silent write tool, and a
    // read-only tool that writes all but openWorldHint.
    let text = "{\"tools\": [\n  {\"name\": \"get_note\", \"inputSchema\": {}, \"annotations\": {\"readOnlyHint\": true}},\n  {\"name\": \"send_note\", \"inputSchema\": {}},\n  {\"name\": \"list_notes\", \"inputSchema\": {}, \"annotations\": {\"readOnlyHint\": true, \"destructiveHint\": false, \"idempotentHint\": true}}\n]}\n";
    std::fs::write(&path, text).expect("written");
    let output = std::process::Command::new(env!("CARGO_BIN_EXE_hintlint"))
        .args(["check", "--isolated", "--format", "json"])
        .arg(&path)
        .output()
        .expect("the CLI runs");
    let report: Value = serde_json::from_slice(&output.stdout).expect("JSON");
    let notes: Vec<(String, String)> = report["diagnostics"]
        .as_array()
        .expect("diagnostics")
        .iter()
        .filter(|diagnostic| diagnostic["rule"] == "missing-annotation")
        .map(|diagnostic| {
            (
                diagnostic["tool"].as_str().unwrap_or_default().to_owned(),
                diagnostic["notes"][0]
                    .as_str()
                    .unwrap_or_default()
                    .to_owned(),
            )
        })
        .collect();
    assert_eq!(notes.len(), 3, "{report}");
    let (mut client, _) = Client::start(json!({}), json!({}));
    let name = uri(&path);
    client.open(&name, "json", text);
    client.published(&name);
    let hints = client.request(
        "textDocument/inlayHint",
        json!({ "textDocument": { "uri": name },
                "range": { "start": { "line": 0, "character": 0 }, "end": { "line": 9, "character": 0 } } }),
    );
    let hints = hints.as_array().expect("hints");
    assert_eq!(hints.len(), 3);
    for ((tool, note), hint) in notes.iter().zip(hints) {
        let tooltip = hint["tooltip"].as_str().expect("a tooltip");
        assert_eq!(
            tooltip.split("\n\n").next(),
            Some(note.as_str()),
            "{tool}: the tooltip opens with the CLI's note"
        );
        let label = hint["label"].as_str().expect("a label");
        let mut named = 0;
        for key in [
            "readOnlyHint",
            "destructiveHint",
            "idempotentHint",
            "openWorldHint",
        ] {
            if let Some(value) = first_value(label, key) {
                named += 1;
                assert_eq!(
                    first_value(note, key),
                    Some(value),
                    "{tool}: {key} in {label:?} and {note:?}"
                );
            }
        }
        assert!(named > 0, "{tool}: {label}");
    }
    assert!(
        hints[0]["label"]
            .as_str()
            .is_some_and(|label| label.contains("destructiveHint: true")),
        "a read-only tool's missing destructiveHint is the default to clients that read every hint"
    );
    client.shutdown();
}

#[test]
fn diagnostics_are_pulled_when_the_client_pulls() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("tools.json");
    std::fs::write(&path, MANIFEST).expect("written");
    let (mut client, initialized) = Client::start(
        json!({ "textDocument": { "diagnostic": { "dynamicRegistration": false } } }),
        json!({}),
    );
    assert_eq!(
        initialized["capabilities"]["diagnosticProvider"]["identifier"],
        "hintlint"
    );
    let name = uri(&path);
    client.open(&name, "json", MANIFEST);
    let pulled = client.request(
        "textDocument/diagnostic",
        json!({ "textDocument": { "uri": name } }),
    );
    assert_eq!(pulled["kind"], "full");
    assert_eq!(
        codes(pulled["items"].as_array().expect("items")),
        ["missing-annotation", "unsound-claim"]
    );
    let workspace = client.request("workspace/diagnostic", json!({ "previousResultIds": [] }));
    assert_eq!(workspace["items"][0]["uri"], name);
    assert_eq!(workspace["items"][0]["version"], 1);
    client.shutdown();
}

#[test]
fn a_file_that_is_no_manifest_gets_nothing_and_an_edit_to_an_import_relints() {
    let dir = tempfile::tempdir().expect("temp dir");
    std::fs::create_dir(dir.path().join(".git")).expect("a repository");
    let config = dir.path().join("tsconfig.json");
    std::fs::write(&config, "{ // a comment\n  \"compilerOptions\": {}\n}\n").expect("tsconfig");
    let hints = dir.path().join("hints.ts");
    let server_file = dir.path().join("server.ts");
    let hints_text = "export const HINTS = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false };\n";
    let server_text = "import { McpServer } from \"@modelcontextprotocol/sdk/server/mcp.js\";\nimport { HINTS } from \"./hints.js\";\nconst server = new McpServer({ name: \"s\", version: \"1\" });\nserver.registerTool(\"list\", { annotations: HINTS }, async () => ({ content: [] }));\n";
    std::fs::write(&hints, hints_text).expect("hints");
    std::fs::write(&server_file, server_text).expect("server");
    let (client, _) = Client::start(json!({}), json!({}));
    client.open(
        &uri(&config),
        "jsonc",
        "{ // a comment\n  \"compilerOptions\": {}\n}\n",
    );
    assert_eq!(client.published(&uri(&config)), Vec::<Value>::new());
    client.open(&uri(&server_file), "typescript", server_text);
    assert_eq!(client.published(&uri(&server_file)), Vec::<Value>::new());
    // Opened as saved: the importer reads nothing new.
    client.open(&uri(&hints), "typescript", hints_text);
    client.published(&uri(&hints));
    // An unsaved edit to the imported constant shows in the importer.
    client.notify(
        "textDocument/didChange",
        json!({ "textDocument": { "uri": uri(&hints), "version": 2 },
                "contentChanges": [{ "text": "export const HINTS = { readOnlyHint: true };\n" }] }),
    );
    client.published(&uri(&hints));
    assert_eq!(
        codes(&client.published(&uri(&server_file))),
        ["missing-annotation"]
    );
    client.shutdown();
}

#[test]
fn an_unsaved_call_of_an_exported_wrapper_relints_the_wrapper_s_file() {
    let dir = tempfile::tempdir().expect("temp dir");
    std::fs::create_dir(dir.path().join(".git")).expect("a repository");
    std::fs::create_dir(dir.path().join("tools")).expect("tools folder");
    let fetch = dir.path().join("tools/fetch.ts");
    let index = dir.path().join("index.ts");
    let fetch_text = "import { McpServer } from \"@modelcontextprotocol/sdk/server/mcp.js\";\nexport function registerFetch(server: McpServer, toolName?: string) {\n  server.registerTool(toolName ?? \"web_fetch\", { annotations: { readOnlyHint: true } }, async () => ({ content: [] }));\n}\n";
    let index_text = "import { McpServer } from \"@modelcontextprotocol/sdk/server/mcp.js\";\nconst server = new McpServer({ name: \"s\", version: \"1\" });\n";
    std::fs::write(&fetch, fetch_text).expect("fetch");
    std::fs::write(&index, index_text).expect("index");
    let (client, _) = Client::start(json!({}), json!({}));
    client.open(&uri(&fetch), "typescript", fetch_text);
    assert_eq!(
        codes(&client.published(&uri(&fetch))),
        ["missing-annotation"],
        "no call: the body is one tool"
    );
    client.open(&uri(&index), "typescript", index_text);
    assert_eq!(client.published(&uri(&index)), Vec::<Value>::new());
    // Two calls, typed and not saved, are two tools in fetch.ts.
    let calling = format!(
        "import {{ registerFetch }} from \"./tools/fetch.js\";\n{index_text}registerFetch(server);\nregisterFetch(server, \"web_fetch_raw\");\n"
    );
    client.notify(
        "textDocument/didChange",
        json!({ "textDocument": { "uri": uri(&index), "version": 2 },
                "contentChanges": [{ "text": calling }] }),
    );
    client.published(&uri(&index));
    let republished = client.published(&uri(&fetch));
    assert_eq!(
        codes(&republished),
        ["missing-annotation", "missing-annotation"],
        "{republished:?}"
    );
    client.shutdown();
}

/// A repository whose `hintlint.toml` allows `missing-annotation`, with
/// `tools.json` holding [`MANIFEST`]: the folder, the configuration and the
/// manifest.
fn repository_allowing_missing_annotation() -> (tempfile::TempDir, PathBuf, PathBuf) {
    let dir = tempfile::tempdir().expect("temp dir");
    std::fs::create_dir(dir.path().join(".git")).expect("a repository");
    let config = dir.path().join("hintlint.toml");
    std::fs::write(&config, "[lints]\nmissing-annotation = \"allow\"\n").expect("config");
    let path = dir.path().join("tools.json");
    std::fs::write(&path, MANIFEST).expect("written");
    (dir, config, path)
}

#[test]
fn an_invalid_configuration_is_shown_on_itself_and_the_last_good_one_stays() {
    let (_dir, config, path) = repository_allowing_missing_annotation();
    let (client, _) = Client::start(json!({}), json!({}));
    client.open(&uri(&path), "json", MANIFEST);
    assert_eq!(codes(&client.published(&uri(&path))), ["unsound-claim"]);
    std::fs::write(&config, "[lints]\nmissing-anotation = \"allow\"\n").expect("config");
    client.notify(
        "workspace/didChangeWatchedFiles",
        json!({ "changes": [{ "uri": uri(&config), "type": 2 }] }),
    );
    let shown = client.published(&uri(&config));
    assert_eq!(shown.len(), 1, "{shown:?}");
    assert_eq!(shown[0]["range"]["start"]["line"], 1, "at the bad key");
    assert!(
        shown[0]["message"]
            .as_str()
            .is_some_and(|message| message.contains("last valid configuration")),
        "{shown:?}"
    );
    assert_eq!(
        codes(&client.published(&uri(&path))),
        ["unsound-claim"],
        "the last good configuration stays in force"
    );
    std::fs::write(&config, "").expect("config");
    client.notify(
        "workspace/didChangeWatchedFiles",
        json!({ "changes": [{ "uri": uri(&config), "type": 2 }] }),
    );
    assert_eq!(client.published(&uri(&config)), Vec::<Value>::new());
    assert_eq!(
        codes(&client.published(&uri(&path))),
        ["missing-annotation", "unsound-claim"]
    );
    client.shutdown();
}

#[test]
fn malformed_and_unknown_requests_get_errors_and_the_server_goes_on() {
    let (mut client, _) = Client::start(json!({}), json!({}));
    let unknown = client.request_raw("textDocument/rename", json!({}));
    assert_eq!(unknown.error.map(|error| error.code), Some(-32601));
    let malformed = client.request_raw("textDocument/hover", json!({ "nonsense": 1 }));
    assert_eq!(malformed.error.map(|error| error.code), Some(-32602));
    let closed = client.request(
        "textDocument/hover",
        json!({ "textDocument": { "uri": "file:///nowhere.json" }, "position": { "line": 0, "character": 0 } }),
    );
    assert!(closed.is_null());
    client.shutdown();
}

#[test]
fn a_closed_document_is_cleared_and_forgotten() {
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("tools.json");
    std::fs::write(&path, MANIFEST).expect("written");
    let (client, _) = Client::start(json!({}), json!({}));
    let name = uri(&path);
    client.open(&name, "json", MANIFEST);
    assert!(!client.published(&name).is_empty());
    client.notify(
        "textDocument/didClose",
        json!({ "textDocument": { "uri": name } }),
    );
    assert_eq!(client.published(&name), Vec::<Value>::new());
    client.shutdown();
}

#[test]
fn in_an_html_page_the_allow_comment_is_markup_before_a_form_and_a_line_comment_in_a_script() {
    const PAGE: &str = "<!doctype html>\n<body>\n  <form toolname=\"search\" tooldescription=\"Search\">\n    <input name=\"q\">\n  </form>\n  <script>\n    navigator.modelContext.registerTool({\n      name: \"get_note\",\n      annotations: { readOnlyHint: \"yes\" },\n    });\n  </script>\n</body>\n";
    let dir = tempfile::tempdir().expect("temp dir");
    let path = dir.path().join("index.html");
    std::fs::write(&path, PAGE).expect("written");
    let (mut client, _) = Client::start(json!({}), json!({}));
    let name = uri(&path);
    client.open(&name, "html", PAGE);
    let diagnostics = client.published(&name);
    assert_eq!(codes(&diagnostics), ["invalid-hint", "non-maximal"]);
    for (code, expected) in [
        (
            "non-maximal",
            "  <!-- hintlint-allow(non-maximal): <why this is acceptable> -->\n  <form",
        ),
        (
            "invalid-hint",
            "    // hintlint-allow(invalid-hint): <why this is acceptable>\n    navigator",
        ),
    ] {
        let allow = client.allow_action(&name, &diagnostics, code);
        let allowed = apply(PAGE, &allow["edit"]);
        assert!(allowed.contains(expected), "{allowed}");
    }
    client.shutdown();
}

#[test]
fn a_request_before_initialize_is_refused_and_the_handshake_still_works() {
    let (server_side, client_side) = hintlint::lsp::Transport::memory();
    let server = std::thread::spawn(move || hintlint::lsp::serve(&server_side));
    client_side
        .sender
        .send(Message::Request(Request::new(
            RequestId::from(7),
            "textDocument/hover".to_owned(),
            json!({}),
        )))
        .expect("sent");
    let refused = client_side
        .receiver
        .recv_timeout(Duration::from_secs(20))
        .expect("an answer");
    let Message::Response(refused) = refused else {
        panic!("a response: {refused:?}");
    };
    assert_eq!(refused.error.map(|error| error.code), Some(-32002));
    let mut client = Client {
        connection: client_side,
        server: Some(server),
        next: 100,
    };
    let result = client.request(
        "initialize",
        json!({ "processId": null, "rootUri": null, "capabilities": {} }),
    );
    assert_eq!(result["serverInfo"]["name"], "hintlint");
    client.notify("initialized", json!({}));
    client.shutdown();
}

impl Client {
    /// Asks `hintlint/status` until nothing waits to be linted, keeping the
    /// diagnostics published meanwhile (uri and diagnostics, in order).
    fn idle(&mut self, published: &mut Vec<(String, Vec<Value>)>) -> Value {
        loop {
            self.next += 1;
            let id = RequestId::from(self.next);
            self.connection
                .sender
                .send(Message::Request(Request::new(
                    id.clone(),
                    "hintlint/status".to_owned(),
                    Value::Null,
                )))
                .expect("the server listens");
            let status = loop {
                match self.receive() {
                    Message::Response(response) if response.id == id => {
                        break response.result.expect("a status");
                    }
                    Message::Notification(notification)
                        if notification.method == "textDocument/publishDiagnostics" =>
                    {
                        let params = notification.params;
                        published.push((
                            params["uri"].as_str().unwrap_or_default().to_owned(),
                            params["diagnostics"]
                                .as_array()
                                .cloned()
                                .unwrap_or_default(),
                        ));
                    }
                    _ => {}
                }
            };
            if status["pending"] == 0 {
                return status;
            }
            std::thread::sleep(Duration::from_millis(5));
        }
    }
}

/// Hints that leave nothing to find.
const ALL_HINTS: &str =
    "{ readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false }";

/// A TypeScript server registering `tool` with `annotations`, after
/// `imports`.
fn typescript_server(imports: &str, tool: &str, annotations: &str) -> String {
    format!(
        "import {{ McpServer }} from \"@modelcontextprotocol/sdk/server/mcp.js\";\n{imports}const server = new McpServer({{ name: \"s\", version: \"1\" }});\nserver.registerTool(\"{tool}\", {{ annotations: {annotations} }}, async () => ({{ content: [] }}));\n"
    )
}

#[test]
fn an_edit_relints_only_the_open_documents_that_import_it() {
    let dir = tempfile::tempdir().expect("temp dir");
    std::fs::create_dir(dir.path().join(".git")).expect("a repository");
    let shared = dir.path().join("shared.ts");
    let shared_text = format!("export const HINTS = {ALL_HINTS};\n");
    std::fs::write(&shared, &shared_text).expect("shared");
    let (mut client, _) = Client::start(json!({}), json!({}));
    client.open(&uri(&shared), "typescript", &shared_text);
    let mut importers = std::collections::BTreeSet::new();
    // Every file saved before it is opened, so that no open changes what
    // another document reads (an open is not an edit).
    for n in 0..999 {
        let (file, text) = if n % 20 == 0 {
            let imports = "import { HINTS } from \"./shared.js\";\n";
            let text = typescript_server(imports, &format!("list_{n}"), "HINTS");
            (dir.path().join(format!("importer{n}.ts")), text)
        } else {
            let text = typescript_server("", &format!("get_{n}"), ALL_HINTS);
            (dir.path().join(format!("alone{n}.ts")), text)
        };
        if n % 20 == 0 {
            importers.insert(uri(&file));
        }
        std::fs::write(&file, &text).expect("a saved file");
        client.open(&uri(&file), "typescript", &text);
    }
    let mut published = Vec::new();
    let before = client.idle(&mut published);
    assert_eq!(before["documents"], 1000);
    assert_eq!(published.len(), 1000, "each opened document published once");
    assert!(
        published
            .iter()
            .all(|(_, diagnostics)| diagnostics.is_empty())
    );
    published.clear();
    client.notify(
        "textDocument/didChange",
        json!({ "textDocument": { "uri": uri(&shared), "version": 2 },
                "contentChanges": [{ "text": "export const HINTS = { readOnlyHint: true };\n" }] }),
    );
    let after = client.idle(&mut published);
    let lints = |status: &Value| status["lints"].as_u64().expect("a count");
    assert_eq!(
        lints(&after) - lints(&before),
        1 + importers.len() as u64,
        "the edited module and its {} importers, not the 949 others",
        importers.len()
    );
    let relinted: std::collections::BTreeSet<String> =
        published.iter().map(|(name, _)| name.clone()).collect();
    let mut expected = importers.clone();
    expected.insert(uri(&shared));
    assert_eq!(relinted, expected);
    assert_eq!(published.len(), expected.len(), "each once");
    for (name, diagnostics) in &published {
        if importers.contains(name) {
            assert_eq!(codes(diagnostics), ["missing-annotation"], "{name}");
        }
    }
    client.shutdown();
}

#[test]
fn pulled_diagnostics_of_an_importer_follow_an_edit_to_its_import() {
    let dir = tempfile::tempdir().expect("temp dir");
    std::fs::create_dir(dir.path().join(".git")).expect("a repository");
    let shared = dir.path().join("shared.ts");
    let importer = dir.path().join("server.ts");
    let alone = dir.path().join("alone.ts");
    let shared_text = format!("export const HINTS = {ALL_HINTS};\n");
    std::fs::write(&shared, &shared_text).expect("shared");
    let (mut client, _) = Client::start(
        json!({ "textDocument": { "diagnostic": {} },
                "workspace": { "diagnostic": { "refreshSupport": true } } }),
        json!({}),
    );
    client.open(&uri(&shared), "typescript", &shared_text);
    let imports = "import { HINTS } from \"./shared.js\";\n";
    client.open(
        &uri(&importer),
        "typescript",
        &typescript_server(imports, "list", "HINTS"),
    );
    client.open(
        &uri(&alone),
        "typescript",
        &typescript_server("", "get", ALL_HINTS),
    );
    let pull = |client: &mut Client, path: &Path| {
        let pulled = client.request(
            "textDocument/diagnostic",
            json!({ "textDocument": { "uri": uri(path) } }),
        );
        codes(pulled["items"].as_array().expect("items"))
    };
    assert_eq!(pull(&mut client, &importer), Vec::<String>::new());
    assert_eq!(pull(&mut client, &alone), Vec::<String>::new());
    client.notify(
        "textDocument/didChange",
        json!({ "textDocument": { "uri": uri(&shared), "version": 2 },
                "contentChanges": [{ "text": "export const HINTS = { readOnlyHint: true };\n" }] }),
    );
    // The client is asked to pull again, once the edits are over.
    loop {
        if let Message::Request(request) = client.receive() {
            assert_eq!(request.method, "workspace/diagnostic/refresh");
            break;
        }
    }
    assert_eq!(pull(&mut client, &importer), ["missing-annotation"]);
    let status = client.request("hintlint/status", Value::Null);
    assert_eq!(status["pending"], 0);
    // Editing a file nobody imports asks for nothing.
    client.notify(
        "textDocument/didChange",
        json!({ "textDocument": { "uri": uri(&alone), "version": 2 },
                "contentChanges": [{ "text": typescript_server("", "get", "{}") }] }),
    );
    assert_eq!(client.request("hintlint/status", Value::Null)["pending"], 0);
    client.shutdown();
}

#[test]
fn the_configuration_is_kept_until_it_changes() {
    let (_dir, config, path) = repository_allowing_missing_annotation();
    let (client, _) = Client::start(json!({}), json!({}));
    let name = uri(&path);
    client.open(&name, "json", MANIFEST);
    assert_eq!(codes(&client.published(&name)), ["unsound-claim"]);
    // Rewritten behind the server's back: edits lint with the loaded one.
    std::fs::write(&config, "[lints]\nunsound-claim = \"allow\"\n").expect("config");
    for version in 2..4 {
        client.notify(
            "textDocument/didChange",
            json!({ "textDocument": { "uri": name, "version": version },
                    "contentChanges": [{ "text": MANIFEST }] }),
        );
        assert_eq!(codes(&client.published(&name)), ["unsound-claim"]);
    }
    client.notify(
        "workspace/didChangeWatchedFiles",
        json!({ "changes": [{ "uri": uri(&config), "type": 2 }] }),
    );
    assert_eq!(codes(&client.published(&name)), ["missing-annotation"]);
    client.shutdown();
}

#[test]
fn the_newer_sdks_languages_are_linted_allowed_and_fixed_in_the_editor() {
    let dir = tempfile::tempdir().expect("temp dir");
    let (mut client, _) = Client::start(json!({}), json!({}));
    for (file, language, text, allow) in crate::common::NEWER_SDK_SERVERS {
        let path = dir.path().join(file);
        std::fs::write(&path, text).expect("written");
        let name = uri(&path);
        client.open(&name, language, text);
        let diagnostics = client.published(&name);
        assert_eq!(codes(&diagnostics), ["missing-annotation"], "{file}");
        // The allow comment is written in the language's comment syntax.
        let allowed = apply(
            text,
            &client.allow_action(&name, &diagnostics, "missing-annotation")["edit"],
        );
        assert!(allowed.contains(allow), "{file}:\n{allowed}");
        // Fix all writes the hints in the language's syntax, and the file
        // relints clean.
        let all = client.request(
            "textDocument/codeAction",
            json!({ "textDocument": { "uri": name },
                    "range": { "start": { "line": 0, "character": 0 }, "end": { "line": 0, "character": 0 } },
                    "context": { "diagnostics": [], "only": ["source.fixAll.hintlint"] } }),
        );
        let fix_all = &all.as_array().expect("actions")[0];
        let fixed = apply(text, &fix_all["edit"]);
        assert!(
            fixed.contains("destructiveHint") || fixed.contains("destructive_hint"),
            "{file}:\n{fixed}"
        );
        client.notify(
            "textDocument/didChange",
            json!({ "textDocument": { "uri": name, "version": 2 },
                    "contentChanges": [{ "text": fixed }] }),
        );
        assert_eq!(
            codes(&client.published(&name)),
            Vec::<String>::new(),
            "{file}:\n{fixed}"
        );
    }
    client.shutdown();
}

#[test]
fn a_hint_computed_in_other_modules_is_shown_where_it_was_written() {
    let dir = tempfile::tempdir().expect("temp dir");
    std::fs::create_dir(dir.path().join(".git")).expect("a repository");
    for file in [
        "src/catalog/search.ts",
        "src/catalog/tool.ts",
        "src/listing/spec.ts",
        "src/listing/presets.ts",
    ] {
        let to = dir.path().join(file);
        std::fs::create_dir_all(to.parent().expect("a folder")).expect("folders");
        std::fs::copy(Path::new("tests/inputs/ts-provenance").join(file), &to).expect("copied");
    }
    let path = dir.path().join("src/catalog/search.ts");
    let text = std::fs::read_to_string(&path).expect("read");
    let (mut client, _) = Client::start(takes_all(), json!({}));
    let name = uri(&path);
    client.open(&name, "typescript", &text);
    let diagnostics = client.published(&name);
    let inert = diagnostics
        .iter()
        .find(|diagnostic| diagnostic["code"] == "inert-dependent-hint")
        .expect("idempotentHint: false under readOnlyHint: true");
    let related = inert["relatedInformation"].as_array().expect("related");
    let written = related
        .iter()
        .find(|place| place["message"] == "`idempotentHint: false` written here")
        .expect("where the value was written");
    assert_eq!(
        written["location"]["uri"],
        uri(&dir.path().join("src/listing/presets.ts"))
    );
    assert_eq!(
        written["location"]["range"]["start"],
        json!({ "line": 1, "character": 2 })
    );
    let hover = client.request(
        "textDocument/hover",
        json!({ "textDocument": { "uri": name }, "position": { "line": 4, "character": 22 } }),
    );
    let shown = hover["contents"]["value"].as_str().expect("markdown");
    assert!(shown.contains("Computed by the project's code:"), "{shown}");
    assert!(
        shown.contains("- `idempotentHint: false`, written at ")
            && shown.contains("src/listing/presets.ts:2:3, via `NEVER_RETRIED` spread at "),
        "{shown}"
    );
    client.shutdown();
}
