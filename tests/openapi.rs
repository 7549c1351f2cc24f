//! OpenAPI documents: operations as tools, `$ref`s, both extensions, and
//! the six translator layers.

use crate::binary;

use crate::binary::{diagnostics, hintlint, repo, write};
use hintlint::Options;
use hintlint::render::concise;
use hintlint::translators::{BUILTIN_NAMES, builtin};

fn store_under(translator: Option<&str>) -> String {
    let options = Options {
        translator: translator.and_then(builtin),
        ..Options::default()
    };
    let report = hintlint::check(&["examples/store-openapi.json".to_owned()], &options);
    concise::render(&report)
}

#[test]
fn the_store_under_every_translator() {
    let mut snapshot = format!("--- none\n{}", store_under(None));
    for name in BUILTIN_NAMES {
        snapshot.push_str(&format!("--- {name}\n{}", store_under(Some(name))));
    }
    insta::with_settings!({snapshot_path => "../snapshots", prepend_module_to_snapshot => false, omit_expression => true}, {
        insta::assert_snapshot!("openapi_store_under_translators", snapshot);
    });
}

#[test]
fn operations_are_named_bound_and_pointed_at() {
    let run = hintlint(
        &[
            "check",
            "--format",
            "json",
            "--translator",
            "infobip",
            "examples/store-openapi.json",
        ],
        repo(),
    );
    let found = diagnostics(&run);
    let find = |rule: &str, tool: &str| {
        found
            .iter()
            .find(|d| d["rule"] == rule && d["tool"] == tool)
            .unwrap_or_else(|| panic!("no {rule} on {tool}: {found:?}"))
    };
    // Followed through the path item's $ref: the pointer is where the
    // operation really is.
    let update = find("unsound-claim", "updateProduct");
    assert_eq!(
        update["pointer"],
        "/components/pathItems/Product/patch/x-mcp-annotations/destructiveHint"
    );
    assert!(
        update["message"]
            .as_str()
            .unwrap_or("")
            .contains("which PATCH does not justify")
    );
    assert_eq!(
        find("uncovered-method", "orderExists")["pointer"],
        "/paths/~1orders~1{id}/head"
    );
    let external = found
        .iter()
        .find(|d| d["rule"] == "unresolved-ref")
        .expect("reported");
    assert_eq!(external["pointer"], "/paths/~1inventory");
    // The operation without operationId is named by method and path, and its
    // x-speakeasy-mcp hints leave nothing to report.
    assert!(
        !found.iter().any(|d| d["tool"] == "POST /orders"),
        "{found:?}"
    );
}

#[test]
fn fixing_writes_x_mcp_annotations_and_converges() {
    let dir = tempfile::tempdir().expect("temp dir");
    let text =
        std::fs::read_to_string(repo().join("examples/store-openapi.json")).expect("readable");
    write(dir.path(), "store.json", &text);
    let run = hintlint(
        &[
            "check",
            "--fix",
            "--unsafe-fixes",
            "--translator",
            "azure-app-service",
            "store.json",
        ],
        dir.path(),
    );
    assert_eq!(run.code, 0, "{}", run.stderr);
    let fixed = std::fs::read_to_string(dir.path().join("store.json")).expect("readable");
    let document: serde_json::Value = serde_json::from_str(&fixed).expect("still JSON");
    let get = &document["components"]["pathItems"]["Product"]["get"];
    assert_eq!(get["x-mcp-annotations"]["openWorldHint"], true);
    let patch = &document["components"]["pathItems"]["Product"]["patch"]["x-mcp-annotations"];
    assert_eq!(
        patch["idempotentHint"], false,
        "Azure's PATCH default is overridden"
    );
    assert_eq!(patch["destructiveHint"], true);
    let again = hintlint(
        &[
            "check",
            "--fix",
            "--unsafe-fixes",
            "--translator",
            "azure-app-service",
            "store.json",
        ],
        dir.path(),
    );
    assert_eq!(again.code, 0);
    assert_eq!(
        std::fs::read_to_string(dir.path().join("store.json")).expect("readable"),
        fixed
    );
}

#[test]
fn the_translator_comes_from_the_config_and_the_flag_wins() {
    let dir = tempfile::tempdir().expect("temp dir");
    let text =
        std::fs::read_to_string(repo().join("examples/store-openapi.json")).expect("readable");
    write(dir.path(), "store.json", &text);
    write(
        dir.path(),
        "hintlint.toml",
        "[openapi]\ntranslator = \"infobip\"\n",
    );
    let by_config = diagnostics(&hintlint(
        &["check", "--format", "json", "store.json"],
        dir.path(),
    ));
    assert!(by_config.iter().any(|d| {
        d["message"]
            .as_str()
            .is_some_and(|m| m.contains("beyond infobip's defaults"))
    }));
    let by_flag = diagnostics(&hintlint(
        &[
            "check",
            "--format",
            "json",
            "--translator",
            "none",
            "store.json",
        ],
        dir.path(),
    ));
    assert!(
        !by_flag
            .iter()
            .any(|d| d["message"].as_str().is_some_and(|m| m.contains("infobip")))
    );
    let bad = hintlint(
        &["check", "--translator", "infobipp", "store.json"],
        dir.path(),
    );
    bad.assert_fails(2, "did you mean `infobip`?");
}

#[test]
fn a_dump_paired_with_its_document_is_judged_as_if_bound() {
    let run = hintlint(
        &[
            "check",
            "--format",
            "json",
            "-v",
            "examples/store-tools-dump.json",
            "--openapi",
            "examples/store-openapi.json",
        ],
        repo(),
    );
    assert_eq!(run.code, 1);
    let document = binary::json(&run);
    assert_eq!(document["summary"]["unpaired"], 1);
    assert!(
        run.stderr.contains(
            "examples/store-tools-dump.json: not bound to an operation: recommend_products"
        ),
        "{}",
        run.stderr
    );
    let unpaired = document["unpaired"].as_array().expect("the unpaired tools");
    assert_eq!(unpaired.len(), 1);
    assert_eq!(unpaired[0]["path"], "examples/store-tools-dump.json");
    assert!(
        unpaired[0]["tool"]
            .as_str()
            .is_some_and(|tool| tool.starts_with("recommend_products (")),
        "{unpaired:?}"
    );
    let claims = |found: &[serde_json::Value]| -> Vec<(String, String)> {
        found
            .iter()
            .filter(|d| d["rule"] == "unsound-claim")
            .map(|d| {
                (
                    d["tool"].as_str().unwrap_or("").to_owned(),
                    d["message"].as_str().unwrap_or("").to_owned(),
                )
            })
            .collect()
    };
    let paired = claims(document["diagnostics"].as_array().expect("diagnostics"));
    assert_eq!(paired.len(), 2, "{paired:?}");

    // The same tools, each carrying `_meta.http`: the same claims.
    let dir = tempfile::tempdir().expect("temp dir");
    let text =
        std::fs::read_to_string(repo().join("examples/store-tools-dump.json")).expect("readable");
    let mut dump: serde_json::Value = serde_json::from_str(&text).expect("JSON");
    let methods = [
        ("listProducts", "GET"),
        ("get_product", "GET"),
        ("replace-product", "PUT"),
        ("updateproduct", "PATCH"),
        ("delete_product", "DELETE"),
    ];
    for tool in dump["result"]["tools"].as_array_mut().expect("tools") {
        let name = tool["name"].as_str().unwrap_or("").to_owned();
        if let Some((_, method)) = methods.iter().find(|(candidate, _)| *candidate == name) {
            tool["_meta"] = serde_json::json!({"http": {"method": method}});
        }
    }
    write(
        dir.path(),
        "bound.json",
        serde_json::to_string_pretty(&dump).expect("JSON"),
    );
    let bound = diagnostics(&hintlint(
        &["check", "--format", "json", "bound.json"],
        dir.path(),
    ));
    assert_eq!(claims(&bound), paired);
}

#[test]
fn a_name_matching_two_operations_stays_unbound() {
    let dir = tempfile::tempdir().expect("temp dir");
    write(
        dir.path(),
        "api.json",
        r#"{"openapi": "3.0.3", "info": {"title": "t", "version": "1"}, "paths": {
  "/a": {"get": {"operationId": "getUser"}},
  "/b": {"post": {"operationId": "get_user"}}
}}"#,
    );
    write(
        dir.path(),
        "tools.json",
        r#"[{"name": "get-user", "inputSchema": {}, "annotations": {"readOnlyHint": true, "destructiveHint": false, "idempotentHint": true, "openWorldHint": false}}]"#,
    );
    let run = hintlint(
        &["check", "tools.json", "--openapi", "api.json"],
        dir.path(),
    );
    assert_eq!(
        run.code, 0,
        "unbound, so no claim is judged: {}",
        run.stdout
    );
    assert!(
        run.stdout.contains("paired 0 of 1 tool with an operation"),
        "{}",
        run.stdout
    );
    let verbose = hintlint(
        &["check", "-v", "tools.json", "--openapi", "api.json"],
        dir.path(),
    );
    assert!(
        verbose
            .stderr
            .contains("get-user (matches `getUser` (GET /a), `get_user` (POST /b): not guessed)"),
        "{}",
        verbose.stderr
    );
    let missing = hintlint(
        &["check", "tools.json", "--openapi", "tools.json"],
        dir.path(),
    );
    missing.assert_fails(2, "is not an OpenAPI document");
}

#[test]
fn speakeasy_hints_override_and_are_pointed_at_where_written() {
    let dir = tempfile::tempdir().expect("temp dir");
    write(
        dir.path(),
        "api.json",
        r#"{"openapi": "3.2.0", "info": {"title": "t", "version": "1"}, "paths": {"/a": {"get": {
  "operationId": "readA",
  "x-mcp-annotations": {"readOnlyHint": false, "destructiveHint": false, "idempotentHint": true, "openWorldHint": false},
  "x-speakeasy-mcp": {"name": "read_a", "readOnlyHint": "yes", "destructiveHint": true, "idempotentHnt": true}
}}}}"#,
    );
    let found = diagnostics(&hintlint(
        &["check", "--format", "json", "api.json"],
        dir.path(),
    ));
    let invalid = found
        .iter()
        .find(|d| d["rule"] == "invalid-hint")
        .expect("reported");
    assert_eq!(
        invalid["pointer"],
        "/paths/~1a/get/x-speakeasy-mcp/readOnlyHint"
    );
    let near_miss = found
        .iter()
        .find(|d| d["rule"] == "unknown-annotation")
        .expect("reported");
    assert_eq!(
        near_miss["pointer"],
        "/paths/~1a/get/x-speakeasy-mcp/idempotentHnt"
    );
    assert_eq!(
        found
            .iter()
            .filter(|d| d["rule"] == "unknown-annotation")
            .count(),
        1,
        "`name` is Speakeasy's own key"
    );
    // The GET is sound but not read-only because its readOnlyHint is not a
    // boolean: that one problem is invalid-hint's, not also non-maximal's.
    assert!(
        !found.iter().any(|d| d["rule"] == "non-maximal"),
        "{found:?}"
    );
    assert!(
        !found.iter().any(|d| d["rule"] == "unsound-claim"),
        "{found:?}"
    );
}

#[test]
fn verbose_lists_unpaired_tools_a_line_each_and_counts_past_twenty() {
    let dir = tempfile::tempdir().expect("a temporary folder");
    let tools: Vec<String> = (0..133)
        .map(|index| {
            format!(
                r#"{{"name": "unmatched_tool_{index}", "inputSchema": {{"type": "object"}}, "annotations": {{"readOnlyHint": true}}}}"#
            )
        })
        .collect();
    std::fs::write(
        dir.path().join("tools.json"),
        format!(r#"{{"tools": [{}]}}"#, tools.join(",")),
    )
    .expect("written");
    std::fs::copy(
        repo().join("examples/store-openapi.json"),
        dir.path().join("openapi.json"),
    )
    .expect("copied");
    let run = hintlint(
        &[
            "check",
            "--isolated",
            "--format",
            "concise",
            "-v",
            "tools.json",
            "--openapi",
            "openapi.json",
        ],
        dir.path(),
    );
    let lines: Vec<&str> = run
        .stderr
        .lines()
        .filter(|line| line.contains("not bound to an operation"))
        .collect();
    assert_eq!(lines.len(), 21, "{}", run.stderr);
    assert!(lines.iter().all(|line| line.len() < 300), "{lines:?}");
    assert_eq!(
        lines[20],
        "… and 113 more not bound to an operation; `--format json` lists all"
    );
    let json = hintlint(
        &[
            "check",
            "--isolated",
            "--format",
            "json",
            "tools.json",
            "--openapi",
            "openapi.json",
        ],
        dir.path(),
    );
    assert_eq!(
        binary::json(&json)["unpaired"].as_array().map(Vec::len),
        Some(133)
    );
}
