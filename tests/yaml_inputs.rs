//! YAML where people keep it: OpenAPI documents walked, named and paired
//! with `--openapi`, broken YAML in a walk skipped, and random YAML-ish text
//! never a panic nor a fix that breaks the file.

mod binary;

use binary::{diagnostics, hintlint, json, repo, write};
use hintlint::Options;
use hintlint::autofix::rounds::fix_report;
use hintlint::lint::{FileContext, lint_bytes};
use hintlint::parse::Dialect;
use hintlint::report::FileStatus;
use proptest::prelude::*;

#[test]
fn the_yaml_example_is_linted_and_fixed_in_place() {
    let run = hintlint(
        &[
            "check",
            "--isolated",
            "--format",
            "json",
            "examples/store-openapi.yaml",
        ],
        repo(),
    );
    let summary = &json(&run)["summary"];
    assert_eq!(summary["tools"], 4, "{}", run.stdout);
    assert_eq!(summary["disabled"], 1);
    let rules: Vec<String> = diagnostics(&run)
        .iter()
        .map(|d| d["rule"].as_str().unwrap_or("").to_owned())
        .collect();
    assert!(rules.contains(&"unsound-claim".to_owned()), "{rules:?}");

    let dir = tempfile::tempdir().expect("temp dir");
    let text = std::fs::read_to_string(repo().join("examples/store-openapi.yaml")).expect("read");
    write(dir.path(), "api.yaml", &text);
    let fixed = hintlint(
        &["check", "--isolated", "--fix", "--unsafe-fixes", "api.yaml"],
        dir.path(),
    );
    assert_eq!(fixed.code, 0, "{}", fixed.stdout);
    let after = std::fs::read_to_string(dir.path().join("api.yaml")).expect("read");
    for comment in text
        .lines()
        .filter_map(|line| line.split_once(" # ").map(|(_, c)| c))
    {
        assert!(
            after.contains(comment),
            "the comment `{comment}` survives:\n{after}"
        );
    }
    let again = hintlint(&["check", "--isolated", "api.yaml"], dir.path());
    assert!(
        again.stdout.contains("0 errors, 0 warnings"),
        "{}",
        again.stdout
    );
}

#[test]
fn yaml_documents_are_walked_paired_and_skipped_when_broken() {
    let dir = tempfile::tempdir().expect("temp dir");
    write(
        dir.path(),
        "api.yml",
        "openapi: 3.0.3\ninfo: {title: t, version: '1'}\npaths:\n  /pets/{id}:\n    put:\n      operationId: putPet\n",
    );
    write(
        dir.path(),
        "chart/templates/deploy.yaml",
        "metadata:\n  name: {{ .Release.Name }}\n",
    );
    write(
        dir.path(),
        ".github/workflows/ci.yml",
        "on: [push]\njobs: {}\n",
    );
    let walked = hintlint(
        &["check", "--isolated", "--format", "json", "."],
        dir.path(),
    );
    assert_eq!(json(&walked)["summary"]["files"], 1, "{}", walked.stdout);
    assert_eq!(json(&walked)["summary"]["skipped"], 2, "{}", walked.stdout);

    write(
        dir.path(),
        "tools.json",
        r#"[{"name": "put_pet", "inputSchema": {}, "annotations": {"readOnlyHint": false, "destructiveHint": false, "idempotentHint": true, "openWorldHint": true}}]"#,
    );
    let paired = hintlint(
        &[
            "check",
            "--isolated",
            "--format",
            "json",
            "tools.json",
            "--openapi",
            "api.yml",
        ],
        dir.path(),
    );
    assert_eq!(json(&paired)["summary"]["paired"], 1, "{}", paired.stdout);

    let named = hintlint(
        &[
            "check",
            "--isolated",
            "--format",
            "concise",
            "chart/templates/deploy.yaml",
        ],
        dir.path(),
    );
    assert!(
        named.stdout.starts_with("chart/templates/deploy.yaml:2:"),
        "a named file that is not YAML is a located parse error: {}",
        named.stdout
    );
}

/// Annotations that are no mapping (`[]`, or a sequence as indented as
/// its key, which YAML marks from its first item) are replaced whole by a
/// block mapping: no dash, trailing space or blank line is left, and a
/// second fix changes nothing.
#[test]
fn annotations_that_are_no_mapping_are_replaced_whole() {
    let head = "openapi: 3.0.3\ninfo: {title: t, version: '1'}\npaths:\n  /a:\n    post:\n      operationId: a\n";
    for value in [
        " []",
        "\n      - readOnlyHint # c",
        "\n        - x\n        - y",
    ] {
        let text = format!("{head}      x-mcp-annotations:{value}\n      x-other: 1\n");
        let options = Options {
            unsafe_fixes: true,
            ..Options::default()
        };
        let context = FileContext::named(&options);
        let report = lint_bytes("m.yaml", Dialect::Yaml, text.clone().into_bytes(), context);
        let fixed = fix_report(report, Dialect::Yaml, context).expect("fixes converge");
        let result = &fixed.report.source.text;
        let expected = "      x-mcp-annotations:\n        readOnlyHint: false\n        destructiveHint: true\n        idempotentHint: false\n        openWorldHint: true";
        assert!(result.contains(expected), "{value:?} gave\n{result}");
        assert!(
            !result.contains(" \n") && !result.contains("\n\n"),
            "{result}"
        );
        assert!(result.ends_with("      x-other: 1\n"), "{result}");
        let again = fix_report(fixed.report.clone(), Dialect::Yaml, context).expect("converges");
        assert_eq!(again.applied, 0);
    }
}

fn yaml_fragment() -> impl Strategy<Value = &'static str> {
    prop_oneof![
        Just(""),
        Just(": "),
        Just("\n"),
        Just("  "),
        Just("- "),
        Just("{"),
        Just("}"),
        Just("["),
        Just("&a "),
        Just("*a"),
        Just("<<: "),
        Just("---\n"),
        Just("# c\n"),
        Just("readOnlyHint: true\n"),
        Just("x-mcp-annotations:\n"),
        Just("'q'"),
        Just("\"d\""),
        Just("|\n  x\n"),
    ]
}

const BASE: &str = "openapi: 3.0.3\ninfo: {title: t, version: '1'}\npaths:\n  /a:\n    post:\n      operationId: a\n      x-mcp-annotations:\n        destructiveHint: false # c\n    get:\n      operationId: b\n";

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    /// Mutated YAML never makes hintlint panic, and when it is still an
    /// OpenAPI document every fix keeps it one and converges.
    #[test]
    fn mutated_yaml_keeps_the_fixers_promises(
        mutations in proptest::collection::vec((any::<usize>(), 0usize..4, yaml_fragment()), 0..4),
    ) {
        let mut text = BASE.to_owned();
        for (at, delete, insert) in mutations {
            let at = at % (text.len() + 1);
            let end = (at + delete).min(text.len());
            text.replace_range(at..end, insert);
        }
        let options = Options { unsafe_fixes: true, ..Options::default() };
        let context = FileContext::named(&options);
        let report = lint_bytes("m.yaml", Dialect::Yaml, text.clone().into_bytes(), context);
        if !matches!(report.status, FileStatus::Manifest { .. }) {
            return Ok(());
        }
        let fixed = fix_report(report, Dialect::Yaml, context)
            .map_err(|failure| TestCaseError::fail(format!("{failure:?} on {text}")))?;
        let still_a_manifest = matches!(fixed.report.status, FileStatus::Manifest { .. });
        prop_assert!(still_a_manifest, "the fixed text is no manifest: {}", fixed.report.source.text);
        let again = fix_report(fixed.report.clone(), Dialect::Yaml, context)
            .map_err(|failure| TestCaseError::fail(format!("second fix: {failure:?}")))?;
        prop_assert_eq!(again.applied, 0, "a second fix changed {}", fixed.report.source.text);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    /// The YAML reader on arbitrary text: a value or a located failure,
    /// never a panic, and every span inside the text.
    #[test]
    fn arbitrary_text_never_panics_the_yaml_reader(text in "[a-z:\\-\\[\\]{},&*!|>#'\"\\n <]{0,64}") {
        if let Ok(root) = hintlint::parse::parse(&text, Dialect::Yaml) {
            prop_assert!(root.span().end <= text.len());
        }
    }
}
