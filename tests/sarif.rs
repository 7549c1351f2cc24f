//! SARIF for code scanning: the log validates against both forms of the
//! official SARIF 2.1.0 schema, obeys what GitHub enforces beyond it, has one
//! result per finding, and is pinned by a snapshot; the GitHub workflow
//! command format is pinned too.

use std::path::Path;

use hintlint::render::{github, json, sarif};
use hintlint::{Config, Options, Report};
use serde_json::Value;

fn repo() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// The examples with their configuration, and the fixtures: every rule,
/// fixes, suppressions, a BOM, CRLF and non-ASCII columns.
fn report() -> Report {
    let config_path = repo().join("examples/hintlint.toml");
    let config =
        Config::load(Some(&config_path), false, repo()).expect("the examples' config loads");
    let options = Options::from_config(config);
    hintlint::check(
        &["examples".to_owned(), "tests/fixtures".to_owned()],
        &options,
    )
}

fn log(report: &Report) -> Value {
    serde_json::from_str(&sarif::render(report, repo())).expect("SARIF is JSON")
}

fn schema(name: &str) -> jsonschema::Validator {
    let text =
        std::fs::read_to_string(repo().join("tests/sarif").join(name)).expect("vendored schema");
    let mut schema: Value = serde_json::from_str(&text).expect("schema is JSON");
    // The errata schema's `language` patterns have a stray `]` that a
    // strict regex engine rejects when the schema is compiled; hintlint
    // writes no `language`, so the pattern is replaced by its evident intent.
    repair_language_patterns(&mut schema);
    jsonschema::validator_for(&schema).expect("a usable schema")
}

#[test]
fn the_log_validates_against_the_official_schemas() {
    let log = log(&report());
    for name in ["sarif-schema-2.1.0.json", "sarif-2.1.0-rtm.5.json"] {
        let broken = serde_json::json!({"version": "2.1.0", "runs": [{"tool": {}}]});
        assert!(
            !schema(name).is_valid(&broken),
            "{name} rejects a broken log"
        );
        let errors: Vec<String> = schema(name)
            .iter_errors(&log)
            .take(5)
            .map(|error| format!("{error} at {}", error.instance_path()))
            .collect();
        assert!(errors.is_empty(), "{name}: {errors:?}");
    }
}

fn repair_language_patterns(value: &mut Value) {
    const BROKEN: &str = "^[a-zA-Z]{2}|^[a-zA-Z]{2}-[a-zA-Z]{2}]?$";
    match value {
        Value::String(text) if text == BROKEN => *text = "^[a-zA-Z]{2}(-[a-zA-Z]{2})?$".to_owned(),
        Value::Object(map) => map.values_mut().for_each(repair_language_patterns),
        Value::Array(items) => items.iter_mut().for_each(repair_language_patterns),
        _ => {}
    }
}

/// Every string at `key` anywhere in `value`.
fn strings_at<'v>(value: &'v Value, key: &str, found: &mut Vec<&'v Value>) {
    match value {
        Value::Object(map) => {
            for (name, child) in map {
                if name == key {
                    found.push(child);
                }
                strings_at(child, key, found);
            }
        }
        Value::Array(items) => items.iter().for_each(|item| strings_at(item, key, found)),
        _ => {}
    }
}

#[test]
fn the_log_obeys_what_github_enforces() {
    let report = report();
    let log = log(&report);
    let run = &log["runs"][0];
    let results = run["results"].as_array().expect("results");
    let json: Value = serde_json::from_str(&json::render(&report)).expect("JSON");
    let findings = json["diagnostics"].as_array().expect("diagnostics");
    assert_eq!(results.len(), findings.len(), "one result per finding");
    let suppressed = findings
        .iter()
        .filter(|d| !d["suppressed"].is_null())
        .count();
    let with_suppressions = results
        .iter()
        .filter(|r| r.get("suppressions").is_some())
        .count();
    assert_eq!(suppressed, with_suppressions);
    assert!(suppressed > 0, "the examples have accepted findings");
    assert!(results.len() < 25_000);
    let mut regions = Vec::new();
    strings_at(run, "region", &mut regions);
    strings_at(run, "deletedRegion", &mut regions);
    assert!(!regions.is_empty());
    for region in regions {
        assert!(
            region["startLine"].as_u64().is_some_and(|line| line >= 1),
            "{region}"
        );
        assert!(
            region["startColumn"]
                .as_u64()
                .is_some_and(|column| column >= 1),
            "{region}"
        );
    }
    let mut described = Vec::new();
    for key in [
        "message",
        "shortDescription",
        "fullDescription",
        "help",
        "description",
    ] {
        strings_at(run, key, &mut described);
    }
    assert!(described.len() > results.len());
    for description in described {
        let text = description["text"].as_str().unwrap_or("");
        assert!(
            !text.trim().is_empty(),
            "empty description text: {description}"
        );
    }
    let mut uris = Vec::new();
    strings_at(&run["results"], "uri", &mut uris);
    for uri in uris.iter().filter_map(|uri| uri.as_str()) {
        assert!(
            !uri.starts_with("./")
                && !uri.starts_with('/')
                && !uri.contains('\\')
                && !uri.contains(':'),
            "{uri}"
        );
    }
    assert_eq!(run["columnKind"], "unicodeCodePoints");
    let root = run["originalUriBaseIds"]["%SRCROOT%"]["uri"]
        .as_str()
        .expect("root uri");
    assert!(
        root.starts_with("file:///") && root.ends_with('/'),
        "{root}"
    );
    let fingerprints: Vec<&Value> = results
        .iter()
        .map(|r| &r["partialFingerprints"]["hintlint/v1"])
        .collect();
    let unique: std::collections::HashSet<String> =
        fingerprints.iter().map(|f| f.to_string()).collect();
    assert_eq!(unique.len(), fingerprints.len(), "fingerprints are unique");
}

#[test]
fn fingerprints_survive_line_moves() {
    let dir = tempfile::tempdir().expect("temp dir");
    let tool = r#"{"name": "send", "inputSchema": {}, "_meta": {"http": {"method": "POST"}}, "annotations": {"readOnlyHint": false, "destructiveHint": false, "idempotentHint": false, "openWorldHint": true}}"#;
    let fingerprint = |text: String| {
        std::fs::write(dir.path().join("t.json"), text).expect("written");
        let path = dir.path().join("t.json").to_string_lossy().into_owned();
        let report = hintlint::check(&[path], &Options::default());
        let log: Value = serde_json::from_str(&sarif::render(&report, dir.path())).expect("JSON");
        log["runs"][0]["results"][0]["partialFingerprints"]["hintlint/v1"].clone()
    };
    let before = fingerprint(format!("[{tool}]"));
    let after = fingerprint(format!(
        "[\n\n\n  {{\"name\": \"other\", \"inputSchema\": {{}}, \"annotations\": {{\"readOnlyHint\": false, \"destructiveHint\": true, \"idempotentHint\": false, \"openWorldHint\": true}}}},\n  {tool}\n]"
    ));
    assert!(before.is_string());
    assert_eq!(before, after);
}

#[test]
fn results_are_capped_below_githubs_limit() {
    let dir = tempfile::tempdir().expect("temp dir");
    let tools: Vec<String> = (0..25_100)
        .map(|index| format!(r#"{{"name": "t{index}", "inputSchema": {{}}}}"#))
        .collect();
    std::fs::write(
        dir.path().join("many.json"),
        format!("[{}]", tools.join(",")),
    )
    .expect("written");
    let path = dir.path().join("many.json").to_string_lossy().into_owned();
    let report = hintlint::check(&[path], &Options::default());
    let log: Value = serde_json::from_str(&sarif::render(&report, dir.path())).expect("JSON");
    let run = &log["runs"][0];
    assert_eq!(
        run["results"].as_array().map(Vec::len),
        Some(sarif::MAX_RESULTS)
    );
    let notes = run["invocations"][0]["toolExecutionNotifications"].to_string();
    assert!(
        notes.contains("25100 findings; only the first 24999"),
        "{notes}"
    );
}

/// The log with what changes between machines and releases replaced.
fn redacted(mut log: Value) -> Value {
    let run = &mut log["runs"][0];
    run["tool"]["driver"]["version"] = Value::from("[version]");
    run["tool"]["driver"]["semanticVersion"] = Value::from("[version]");
    run["originalUriBaseIds"]["%SRCROOT%"]["uri"] = Value::from("[root]");
    if let Some(rules) = run["tool"]["driver"]["rules"].as_array_mut() {
        for rule in rules {
            let page = format!("[rules/{}.md]", rule["id"].as_str().unwrap_or(""));
            rule["help"] = serde_json::json!({"text": page, "markdown": page});
        }
    }
    log
}

#[test]
fn snapshot_of_the_examples() {
    let config_path = repo().join("examples/hintlint.toml");
    let config = Config::load(Some(&config_path), false, repo()).expect("loads");
    let options = Options {
        config,
        ..Options::default()
    };
    let report = hintlint::check(
        &[
            "examples/crm-tools.jsonc".to_owned(),
            "examples/billing-tools.jsonc".to_owned(),
        ],
        &options,
    );
    let text = serde_json::to_string_pretty(&redacted(log(&report))).expect("JSON");
    insta::with_settings!({snapshot_path => "../snapshots", prepend_module_to_snapshot => false, omit_expression => true}, {
        insta::assert_snapshot!("sarif_examples", text);
        insta::assert_snapshot!("github_examples", github::render(&report, repo()));
    });
}

#[test]
fn github_commands_escape_and_drop_columns_across_lines() {
    let dir = tempfile::tempdir().expect("temp dir");
    // One finding on a single line (with columns) and one whose value
    // spans three lines (no columns); a file name and a message with the
    // characters workflow commands reserve.
    let text = "{\"tools\": [{\"name\": \"a,b:100%\", \"inputSchema\": {},\n  \"annotations\": {\"readOnlyHint\": {\n    \"nested\": true\n  }, \"destructiveHint\": true, \"idempotentHint\": false, \"openWorldHint\": true}},\n  {\"name\": \"plain\", \"inputSchema\": {}}]}";
    std::fs::write(dir.path().join("odd:name,1.json"), text).expect("written");
    let path = dir
        .path()
        .join("odd:name,1.json")
        .to_string_lossy()
        .into_owned();
    let report = hintlint::check(&[path], &Options::default());
    let out = github::render(&report, dir.path());
    insta::with_settings!({snapshot_path => "../snapshots", prepend_module_to_snapshot => false, omit_expression => true}, {
        insta::assert_snapshot!("github_escapes", out);
    });
}

#[test]
fn a_hint_computed_in_other_modules_names_where_it_was_written_as_related_locations() {
    let options = Options::from_config(Config::default());
    let report = hintlint::check(&["tests/inputs/ts-provenance".to_owned()], &options);
    let log = log(&report);
    for name in ["sarif-schema-2.1.0.json", "sarif-2.1.0-rtm.5.json"] {
        assert!(schema(name).is_valid(&log), "{name}");
    }
    let results = log["runs"][0]["results"].as_array().expect("results");
    let inert = results
        .iter()
        .find(|result| result["ruleId"] == "inert-dependent-hint")
        .expect("idempotentHint: false under readOnlyHint: true");
    let related: Vec<(String, u64, String)> = inert["relatedLocations"]
        .as_array()
        .expect("related locations")
        .iter()
        .map(|place| {
            let physical = &place["physicalLocation"];
            (
                physical["artifactLocation"]["uri"]
                    .as_str()
                    .unwrap_or_default()
                    .to_owned(),
                physical["region"]["startLine"].as_u64().unwrap_or(0),
                place["message"]["text"]
                    .as_str()
                    .unwrap_or_default()
                    .to_owned(),
            )
        })
        .collect();
    let expected = [
        (
            "listing/presets.ts",
            2,
            "`idempotentHint: false` written here",
        ),
        (
            "listing/spec.ts",
            12,
            "`idempotentHint` comes through `NEVER_RETRIED` spread",
        ),
        (
            "catalog/search.ts",
            5,
            "`idempotentHint` comes through `listed()` over the definition",
        ),
    ];
    for (file, line, message) in expected {
        assert!(
            related
                .iter()
                .any(|(uri, at, text)| uri.ends_with(file) && *at == line && text == message),
            "{file}:{line} {message} in {related:?}"
        );
    }
}
