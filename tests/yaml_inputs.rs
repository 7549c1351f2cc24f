//! YAML where people keep it: OpenAPI documents walked, named and paired
//! with `--openapi`, broken YAML in a walk skipped, and random YAML-ish text
//! never a panic nor a fix that breaks the file.

use crate::binary::{diagnostics, hintlint, json, repo, write};
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

/// The hints of one generated operation, written after
/// `x-mcp-annotations:` (`{c}` is the operation's comment label).
const ANNOTATION_SHAPES: [&str; 9] = [
    "",
    " {}  # c{c}",
    " {readOnlyHint: \"true\"} # c{c}",
    "\n        readOnlyHint: \"false\"   # c{c}\n        destructiveHint: false",
    " *shared",
    "\n        <<: *shared\n        openWorldHint: false # c{c}",
    "\n        readOnlyHint: !!str true  # c{c}",
    "\n        destructiveHint: *no\n        readOnlyHint: null # c{c}",
    "\n        idempotentHint: ~",
];

/// What ends a generated operation, after its annotations: a flow value,
/// or block scalars of each chomping (whose `#` is text, not a comment).
const OPERATION_ENDS: [&str; 4] = [
    "      responses: {}\n",
    "      description: |\n        Line one.\n        Line two # not a comment\n",
    "      description: |+\n        Kept with its blank line.\n\n",
    "      description: >-\n        Folded\n        text",
];

const METHODS: [&str; 5] = ["get", "post", "put", "patch", "delete"];

/// An OpenAPI document of operations `(method, annotations, end)`, with an
/// anchor shared by the hints of several operations and one defined in a
/// parameter.
fn generated_document(operations: &[(usize, usize, usize)]) -> String {
    let mut text = String::from(
        "openapi: 3.0.3\ninfo: {title: Generated, version: \"1\"}\n\
         x-shared: &shared {readOnlyHint: true}  # c-shared\n\
         components:\n  parameters:\n    id: {name: id, in: path, required: &no false}  # c-param\n\
         paths:\n",
    );
    for (index, &(method, shape, end)) in operations.iter().enumerate() {
        text.push_str(&format!(
            "  /r{index}:\n    {}:\n      operationId: op{index}\n",
            METHODS[method % METHODS.len()]
        ));
        let shape = ANNOTATION_SHAPES[shape % ANNOTATION_SHAPES.len()];
        if !shape.is_empty() {
            text.push_str("      x-mcp-annotations:");
            text.push_str(&shape.replace("{c}", &index.to_string()));
            text.push('\n');
        }
        text.push_str(OPERATION_ENDS[end % OPERATION_ENDS.len()]);
        if !text.ends_with('\n') {
            text.push('\n');
        }
    }
    text
}

/// The document as a YAML loader reads it, every `x-mcp-annotations`
/// left out: what a fix must never change.
fn data_outside_annotations(text: &str) -> String {
    use saphyr::{LoadableYamlNode, Yaml};
    fn shown(node: &Yaml<'_>, out: &mut String) {
        if let Some(mapping) = node.as_mapping() {
            out.push('{');
            for (key, value) in mapping {
                if key.as_str() == Some("x-mcp-annotations") {
                    continue;
                }
                shown(key, out);
                out.push(':');
                shown(value, out);
                out.push(',');
            }
            out.push('}');
        } else if let Some(items) = node.as_vec() {
            out.push('[');
            for item in items {
                shown(item, out);
                out.push(',');
            }
            out.push(']');
        } else {
            out.push_str(&format!("{node:?}"));
        }
    }
    let documents = Yaml::load_from_str(text).unwrap_or_else(|error| panic!("{error}: {text}"));
    let mut out = String::new();
    for document in &documents {
        shown(document, &mut out);
    }
    out
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    /// Generated OpenAPI documents (quoted and tagged values with comments
    /// after them, empty flow mappings with comments, nulls, anchors shared
    /// across methods, an alias of a parameter's value, block scalars
    /// ending an operation): fixed safely and unsafely, every comment is
    /// kept, nothing outside the annotations changes, the result reads
    /// back, and a second fix changes nothing.
    #[test]
    fn yaml_fixes_keep_comments_and_data_and_converge(
        operations in proptest::collection::vec((0usize..5, 0usize..9, 0usize..4), 1..5),
        unsafe_fixes in any::<bool>(),
    ) {
        let text = generated_document(&operations);
        let options = Options { unsafe_fixes, ..Options::default() };
        let context = FileContext::named(&options);
        let report = lint_bytes("g.yaml", Dialect::Yaml, text.clone().into_bytes(), context);
        prop_assert!(matches!(report.status, FileStatus::Manifest { .. }), "not read: {}", text);
        let fixed = fix_report(report, Dialect::Yaml, context)
            .map_err(|failure| TestCaseError::fail(format!("{failure:?} on\n{text}")))?;
        let result = &fixed.report.source.text;
        prop_assert!(fixed.stuck.is_empty(), "stuck {:?} on\n{}", fixed.stuck, text);
        for comment in text.lines().filter_map(|line| line.split_once("# c").map(|(_, c)| c)) {
            prop_assert!(result.contains(&format!("# c{comment}")), "lost `# c{}`:\n{}\n->\n{}", comment, text, result);
        }
        prop_assert_eq!(
            data_outside_annotations(result),
            data_outside_annotations(&text),
            "data outside the annotations changed:\n{}\n->\n{}", text, result
        );
        let again = fix_report(fixed.report.clone(), Dialect::Yaml, context)
            .map_err(|failure| TestCaseError::fail(format!("second fix: {failure:?}")))?;
        prop_assert_eq!(again.applied, 0, "a second fix changed\n{}", result);
    }
}

#[test]
fn yaml_findings_give_their_help_in_yaml() {
    let text = "tools:\n  - name: a\n    inputSchema: {type: object}\n    annotations:\n      readOnlyHint: true\n";
    let options = Options::default();
    let report = lint_bytes(
        "t.yaml",
        Dialect::Yaml,
        text.as_bytes().to_vec(),
        FileContext::named(&options),
    );
    let help = report
        .findings
        .iter()
        .find_map(|finding| finding.diagnostic.help.clone())
        .expect("a missing-annotation help");
    assert!(help.contains("openWorldHint: true"), "{help}");
    assert!(!help.contains('"'), "no JSON quotes in YAML: {help}");
}
