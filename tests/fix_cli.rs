//! `--fix`, `--unsafe-fixes` and `--diff` on the real binary.

use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};

use crate::binary::{hintlint, read};

use serde_json::Value;

/// A copy of `examples/` in a fresh folder.
fn examples_copy() -> (tempfile::TempDir, PathBuf) {
    let dir = tempfile::tempdir().expect("temp dir");
    let target = dir.path().join("examples");
    std::fs::create_dir(&target).expect("folder");
    let source = Path::new(env!("CARGO_MANIFEST_DIR")).join("examples");
    for entry in std::fs::read_dir(source).expect("examples") {
        let path = entry.expect("entry").path();
        if path.is_dir() {
            // The review example is a run of its own.
            continue;
        }
        let name = path.file_name().expect("a file name");
        std::fs::copy(&path, target.join(name)).expect("copied");
    }
    (dir, target)
}

/// The tools of a manifest, with their `annotations` taken out.
fn tools(path: &Path) -> (Vec<Value>, Vec<Value>) {
    let document: Value = serde_json::from_slice(&read(path)).expect("strict JSON");
    let tools = document
        .pointer("/result/tools")
        .or_else(|| document.pointer("/tools"))
        .and_then(Value::as_array)
        .expect("a tools array")
        .clone();
    let mut stripped = Vec::new();
    let mut annotations = Vec::new();
    for mut tool in tools {
        let object = tool.as_object_mut().expect("a tool object");
        annotations.push(object.remove("annotations").unwrap_or(Value::Null));
        stripped.push(tool);
    }
    (stripped, annotations)
}

const HINTS: [&str; 4] = [
    "readOnlyHint",
    "destructiveHint",
    "idempotentHint",
    "openWorldHint",
];

#[test]
fn diff_shows_the_change_and_writes_nothing() {
    let (_dir, examples) = examples_copy();
    let before = read(&examples.join("graph-memory-server.json"));
    let run = hintlint(&["check", "--diff", "."], &examples);
    assert_eq!(run.code, 1, "{}", run.stderr);
    assert!(
        run.stdout
            .contains("--- a/graph-memory-server.json\n+++ b/graph-memory-server.json\n")
    );
    assert!(
        run.stdout
            .contains("+        \"annotations\": {\n+          \"readOnlyHint\": false,")
    );
    assert!(run.stderr.contains("would apply"), "{}", run.stderr);
    assert_eq!(read(&examples.join("graph-memory-server.json")), before);

    let (_dir, clean) = examples_copy();
    let run = hintlint(&["check", "--diff", "package.json"], &clean);
    assert_eq!(
        run.code, 2,
        "a named non-manifest is skipped, which leaves nothing to lint"
    );
    assert!(
        run.stderr.contains("skipped: not an MCP tool manifest"),
        "{}",
        run.stderr
    );
}

#[test]
fn fix_makes_every_hint_explicit_without_touching_anything_else() {
    let (_dir, examples) = examples_copy();
    let file = examples.join("graph-memory-server.json");
    let (tools_before, annotations_before) = tools(&file);
    assert!(annotations_before.iter().all(Value::is_null));
    let run = hintlint(&["check", "--fix", "graph-memory-server.json"], &examples);
    assert_eq!(run.code, 0, "nothing remains: {}", run.stdout);
    assert!(
        run.stdout.contains("13 fixes applied in 1 file"),
        "{}",
        run.stdout
    );
    let (tools_after, annotations_after) = tools(&file);
    assert_eq!(tools_before, tools_after, "only annotations changed");
    for annotations in &annotations_after {
        let expected = serde_json::json!({"readOnlyHint": false, "destructiveHint": true,
            "idempotentHint": false, "openWorldHint": true});
        assert_eq!(annotations, &expected, "the defaults, written down");
    }
    let fixed = read(&file);
    let again = hintlint(&["check", "--fix", "graph-memory-server.json"], &examples);
    assert_eq!(again.code, 0);
    assert_eq!(read(&file), fixed, "a second run changes no byte");
}

#[test]
fn unsafe_fixes_bring_every_bound_tool_to_its_maximal_state() {
    let (_dir, examples) = examples_copy();
    let file = examples.join("rest-api-tools.json");
    let safe = hintlint(&["check", "--fix", "rest-api-tools.json"], &examples);
    assert_eq!(safe.code, 1, "unsafe findings remain: {}", safe.stdout);
    assert!(
        safe.stdout.contains("fixable with --fix --unsafe-fixes"),
        "{}",
        safe.stdout
    );
    let run = hintlint(
        &["check", "--fix", "--unsafe-fixes", "rest-api-tools.json"],
        &examples,
    );
    assert!(run.stdout.contains("fixes applied"), "{}", run.stdout);
    let report = hintlint(
        &["check", "--format", "json", "rest-api-tools.json"],
        &examples,
    );
    let document: Value = serde_json::from_str(&report.stdout).expect("json");
    let rules: Vec<&str> = document["diagnostics"]
        .as_array()
        .expect("array")
        .iter()
        .filter_map(|d| d["rule"].as_str())
        .collect();
    for gone in [
        "unsound-claim",
        "non-maximal",
        "missing-annotation",
        "inert-dependent-hint",
        "invalid-hint",
    ] {
        assert!(!rules.contains(&gone), "{gone} remains: {rules:?}");
    }
    let (_, annotations) = tools(&file);
    for hints in &annotations {
        for hint in HINTS {
            assert!(hints[hint].is_boolean(), "{hint} in {hints}");
        }
    }
}

#[test]
fn a_read_only_file_is_an_error_and_the_others_are_fixed() {
    let dir = tempfile::tempdir().expect("temp dir");
    let tool = br#"{"name": "t", "inputSchema": {}}"#;
    let locked = dir.path().join("locked.json");
    let open = dir.path().join("open.json");
    std::fs::write(&locked, tool).expect("written");
    std::fs::write(&open, tool).expect("written");
    std::fs::set_permissions(&locked, std::fs::Permissions::from_mode(0o444)).expect("chmod");
    std::fs::set_permissions(&open, std::fs::Permissions::from_mode(0o640)).expect("chmod");
    let run = hintlint(&["check", "--fix", "locked.json", "open.json"], dir.path());
    assert_eq!(run.code, 2, "{}", run.stdout);
    assert!(
        run.stdout
            .contains("locked.json: not fixed: the file is read-only"),
        "{}",
        run.stdout
    );
    assert_eq!(read(&locked), tool);
    assert!(String::from_utf8_lossy(&read(&open)).contains("\"annotations\""));
    let mode = std::fs::metadata(&open)
        .expect("metadata")
        .permissions()
        .mode();
    assert_eq!(mode & 0o777, 0o640, "permissions kept");
    let leftovers: Vec<_> = std::fs::read_dir(dir.path())
        .expect("listing")
        .filter_map(Result::ok)
        .filter(|entry| {
            entry
                .file_name()
                .to_string_lossy()
                .starts_with(".hintlint-")
        })
        .collect();
    assert!(leftovers.is_empty(), "no temporary file is left behind");
}

#[test]
fn a_file_that_does_not_parse_is_never_written() {
    let dir = tempfile::tempdir().expect("temp dir");
    let broken = b"{\"name\": \"t\" \"inputSchema\": {}}";
    std::fs::write(dir.path().join("broken.json"), broken).expect("written");
    let run = hintlint(&["check", "--fix", "broken.json"], dir.path());
    assert_eq!(run.code, 1);
    assert_eq!(read(&dir.path().join("broken.json")), broken);
}

#[test]
fn fixing_keeps_bom_crlf_tabs_and_jsonc_comments() {
    let dir = tempfile::tempdir().expect("temp dir");
    let text = "\u{feff}{\r\n\t\"tools\": [\r\n\t\t{\r\n\t\t\t\"name\": \"t\", // the tool\r\n\t\t\t\"inputSchema\": {},\r\n\t\t\t\"annotations\": {\"readOnlyHint\": true,},\r\n\t\t},\r\n\t],\r\n}\r\n";
    std::fs::write(dir.path().join("t.jsonc"), text).expect("written");
    let run = hintlint(&["check", "--fix", "t.jsonc"], dir.path());
    assert_eq!(run.code, 0, "{}", run.stderr);
    let fixed = String::from_utf8(read(&dir.path().join("t.jsonc"))).expect("UTF-8");
    assert_eq!(
        fixed,
        "\u{feff}{\r\n\t\"tools\": [\r\n\t\t{\r\n\t\t\t\"name\": \"t\", // the tool\r\n\t\t\t\"inputSchema\": {},\r\n\t\t\t\"annotations\": {\"readOnlyHint\": true, \"destructiveHint\": false, \"idempotentHint\": true, \"openWorldHint\": true,},\r\n\t\t},\r\n\t],\r\n}\r\n"
    );
    let text = "{\n\t\"name\": \"t\",\n\t\"inputSchema\": {}\n}\n";
    std::fs::write(dir.path().join("tabs.json"), text).expect("written");
    hintlint(&["check", "--fix", "tabs.json"], dir.path());
    assert_eq!(
        String::from_utf8(read(&dir.path().join("tabs.json"))).expect("UTF-8"),
        "{\n\t\"name\": \"t\",\n\t\"inputSchema\": {},\n\t\"annotations\": {\n\t\t\"readOnlyHint\": false,\n\t\t\"destructiveHint\": true,\n\t\t\"idempotentHint\": false,\n\t\t\"openWorldHint\": true\n\t}\n}\n"
    );
}
