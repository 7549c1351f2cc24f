//! Property: on generated manifests of every shape and layout, fixing with
//! safe and unsafe fixes yields text that parses, differs from the input
//! only inside `annotations`, gives every tool four explicit booleans, leaves
//! every bound tool sound, and does not change on a second fix.

use crate::common;

use hintlint::Options;
use hintlint::autofix::rounds::fix_report;
use hintlint::lint::FileContext;
use hintlint::parse::Dialect;
use hintlint::profile::{HintState, Method};
use hintlint::report::FileStatus;
use proptest::prelude::*;
use serde_json::{Map, Value, json};

const HINTS: [&str; 4] = [
    "readOnlyHint",
    "destructiveHint",
    "idempotentHint",
    "openWorldHint",
];

fn hint_value() -> impl Strategy<Value = Option<Value>> {
    prop_oneof![
        3 => Just(None),
        4 => any::<bool>().prop_map(|b| Some(Value::Bool(b))),
        1 => prop_oneof![
            Just(json!("true")),
            Just(json!("false")),
            Just(json!(1)),
            Just(Value::Null),
            Just(json!({"value": true})),
        ]
        .prop_map(Some),
    ]
}

fn annotations() -> impl Strategy<Value = Option<Value>> {
    let object = (
        proptest::collection::vec(hint_value(), 4),
        any::<bool>(),
        prop_oneof![
            Just(None),
            Just(Some("readonlyHint")),
            Just(Some("category"))
        ],
        any::<bool>(),
    )
        .prop_map(|(values, title, extra, extra_value)| {
            let mut map = Map::new();
            if title {
                map.insert("title".into(), json!("A tool"));
            }
            for (key, value) in HINTS.iter().zip(values) {
                if let Some(value) = value {
                    map.insert((*key).into(), value);
                }
            }
            if let Some(key) = extra {
                map.insert(key.into(), Value::Bool(extra_value));
            }
            Some(Value::Object(map))
        });
    prop_oneof![
        2 => Just(None),
        1 => Just(Some(Value::Null)),
        1 => Just(Some(json!([]))),
        6 => object,
    ]
}

fn tool(index: usize) -> impl Strategy<Value = Value> {
    let method = prop_oneof![
        Just(None),
        Just(Some("GET")),
        Just(Some("post")),
        Just(Some("PUT")),
        Just(Some("PATCH")),
        Just(Some("DELETE")),
        Just(Some("HEAD")),
    ];
    (annotations(), method).prop_map(move |(annotations, method)| {
        let mut tool = Map::new();
        tool.insert("name".into(), json!(format!("tool_{index}")));
        tool.insert("description".into(), json!("Does a thing.\nOn two lines."));
        tool.insert(
            "inputSchema".into(),
            json!({"type": "object", "properties": {"id": {"type": "string"}}}),
        );
        if let Some(annotations) = annotations {
            tool.insert("annotations".into(), annotations);
        }
        if let Some(method) = method {
            tool.insert(
                "_meta".into(),
                json!({"http": {"method": method, "path": "/x"}}),
            );
        }
        Value::Object(tool)
    })
}

fn manifest() -> impl Strategy<Value = Value> {
    let tools = (1usize..5).prop_flat_map(|count| (0..count).map(tool).collect::<Vec<_>>());
    (tools, 0usize..5).prop_map(|(tools, shape)| match shape {
        0 => tools.into_iter().next().unwrap_or(Value::Null),
        1 => Value::Array(tools),
        2 => json!({"tools": tools, "nextCursor": "abc"}),
        3 => {
            json!({"resultType": "complete", "ttlMs": 1000, "cacheScope": "global", "tools": tools})
        }
        _ => json!({"jsonrpc": "2.0", "id": 7, "result": {"tools": tools}}),
    })
}

/// Writes `value` in one of the layouts: 2 spaces, 4 spaces, tabs, 2
/// spaces with CRLF, minified.
fn layout(value: &Value, style: usize) -> String {
    use serde::Serialize;
    let indent: &[u8] = match style {
        0 | 3 => b"  ",
        1 => b"    ",
        2 => b"\t",
        _ => return value.to_string(),
    };
    let mut out = Vec::new();
    let formatter = serde_json::ser::PrettyFormatter::with_indent(indent);
    let mut serializer = serde_json::Serializer::with_formatter(&mut out, formatter);
    value.serialize(&mut serializer).expect("serialises");
    let text = String::from_utf8(out).expect("UTF-8");
    if style == 3 {
        text.replace('\n', "\r\n")
    } else {
        text
    }
}

/// The tools of a manifest value, wherever its shape keeps them.
fn tools_of(value: &Value) -> Vec<Value> {
    if let Some(tools) = value
        .pointer("/result/tools")
        .or_else(|| value.pointer("/tools"))
    {
        return tools.as_array().cloned().unwrap_or_default();
    }
    match value {
        Value::Array(tools) => tools.clone(),
        other => vec![other.clone()],
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn fixing_converges_and_keeps_everything_outside_annotations(
        value in manifest(),
        style in 0usize..5,
    ) {
        let text = layout(&value, style);
        let report = common::lint_named("generated.json", text.clone().into_bytes());
        prop_assert!(matches!(report.status, FileStatus::Manifest { .. }), "{text}");
        let options = Options { unsafe_fixes: true, ..Options::default() };
        let context = FileContext::named(&options);
        let fixed = fix_report(report, Dialect::Json, context)
            .map_err(|failure| TestCaseError::fail(format!("{failure:?} on {text}")))?;
        let result = fixed.report.source.text.clone();
        let parsed: Value = serde_json::from_str(&result)
            .map_err(|error| TestCaseError::fail(format!("{error} in {result}")))?;
        let (mut before, mut after) = (value.clone(), parsed.clone());
        strip_annotations(&mut before);
        strip_annotations(&mut after);
        prop_assert_eq!(after, before);
        prop_assert_eq!(result.contains("\r\n"), style == 3);
        prop_assert_eq!(result.contains('\n'), style != 4, "minified stays on one line");
        for tool in tools_of(&parsed) {
            let hints = &tool["annotations"];
            for hint in HINTS {
                prop_assert!(hints[hint].is_boolean(), "{} lacks {}: {}", tool["name"], hint, result);
            }
            let method = tool.pointer("/_meta/http/method").and_then(Value::as_str).and_then(Method::parse);
            if let Some(method) = method {
                let state = HintState::new(
                    hints["readOnlyHint"] == json!(true),
                    hints["destructiveHint"] == json!(true),
                    hints["idempotentHint"] == json!(true),
                );
                prop_assert!(state.is_maximal_for(method), "{} is not maximal for {}: {}", tool["name"], method, result);
            }
        }
        let again = fix_report(fixed.report, Dialect::Json, context)
            .map_err(|failure| TestCaseError::fail(format!("second fix: {failure:?}")))?;
        prop_assert_eq!(again.applied, 0);
        let remaining = common::fired(&again.report);
        for fixed_rule in ["unsound-claim", "non-maximal", "missing-annotation", "inert-dependent-hint", "invalid-hint"] {
            prop_assert!(!remaining.contains(&fixed_rule), "{} remains in {}", fixed_rule, result);
        }
        prop_assert_eq!(again.report.source.text, result);
    }
}

/// A mutation of a text: at a position (taken modulo the length), delete
/// some bytes and insert a JSON-ish fragment.
fn mutation() -> impl Strategy<Value = (usize, usize, &'static str)> {
    let fragments = prop_oneof![
        Just(""),
        Just(","),
        Just("\""),
        Just("{"),
        Just("}"),
        Just("["),
        Just("]"),
        Just(":"),
        Just("null"),
        Just("true"),
        Just("\"readOnlyHint\": true, "),
        Just("\"annotations\": {}, "),
        Just("\"readonlyHint\": false, "),
        Just("\"idempotentHint\": \"true\", "),
        Just(" "),
        Just("\n"),
    ];
    (any::<usize>(), 0usize..4, fragments)
}

/// `value` with every member fixes may write to removed, everywhere.
fn strip_annotations(value: &mut Value) {
    match value {
        Value::Object(map) => {
            map.remove("annotations");
            map.remove("x-mcp-annotations");
            map.remove("x-speakeasy-mcp");
            map.values_mut().for_each(strip_annotations);
        }
        Value::Array(items) => items.iter_mut().for_each(strip_annotations),
        _ => {}
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    /// The fuzz target `fix` on stable: mutated JSON-ish text never makes
    /// the fixer panic, write something unparsable, change its mind on a
    /// second run, or touch anything outside annotations.
    #[test]
    fn fixing_mutated_text_keeps_its_promises(
        value in manifest(),
        style in 0usize..5,
        mutations in proptest::collection::vec(mutation(), 0..4),
    ) {
        let mut text = layout(&value, style);
        for (at, delete, insert) in mutations {
            let mut at = at % (text.len() + 1);
            while !text.is_char_boundary(at) {
                at -= 1;
            }
            let mut end = (at + delete).min(text.len());
            while !text.is_char_boundary(end) {
                end += 1;
            }
            text.replace_range(at..end, insert);
        }
        let report = common::lint_named("mutated.json", text.clone().into_bytes());
        if !matches!(report.status, FileStatus::Manifest { .. }) {
            return Ok(());
        }
        let options = Options { unsafe_fixes: true, ..Options::default() };
        let context = FileContext::named(&options);
        let fixed = fix_report(report, Dialect::Json, context)
            .map_err(|failure| TestCaseError::fail(format!("{failure:?} on {text}")))?;
        let still_a_manifest = matches!(fixed.report.status, FileStatus::Manifest { .. });
        prop_assert!(still_a_manifest, "the fixed text is no manifest: {}", fixed.report.source.text);
        let again = fix_report(fixed.report.clone(), Dialect::Json, context)
            .map_err(|failure| TestCaseError::fail(format!("second fix: {failure:?}")))?;
        prop_assert_eq!(again.applied, 0, "a second fix changed {}", fixed.report.source.text);
        if let (Ok(mut before), Ok(mut after)) = (
            serde_json::from_str::<Value>(&text),
            serde_json::from_str::<Value>(&fixed.report.source.text),
        ) {
            strip_annotations(&mut before);
            strip_annotations(&mut after);
            prop_assert_eq!(before, after);
        }
    }
}

/// The offsets of `text` (JSON) just after a structural character outside
/// strings: every place a comment may go.
fn comment_slots(text: &str) -> Vec<usize> {
    let mut slots = Vec::new();
    let mut in_string = false;
    let mut escaped = false;
    for (at, byte) in text.bytes().enumerate() {
        if in_string {
            match (escaped, byte) {
                (true, _) => escaped = false,
                (false, b'\\') => escaped = true,
                (false, b'"') => in_string = false,
                _ => {}
            }
            continue;
        }
        match byte {
            b'"' => in_string = true,
            b'{' | b'[' | b',' | b':' => slots.push(at + 1),
            b'}' | b']' => slots.push(at),
            _ => {}
        }
    }
    slots
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    /// JSONC with comments anywhere (holding commas and brace-like text):
    /// after `--fix --unsafe-fixes` every comment is still there, byte for
    /// byte and in order, and the text parses and fixes to itself.
    #[test]
    fn fixing_jsonc_keeps_every_comment(
        value in manifest(),
        style in 0usize..4,
        picks in proptest::collection::vec((any::<usize>(), any::<bool>()), 1..12),
    ) {
        let mut text = layout(&value, style);
        let newline = if style == 3 { "\r\n" } else { "\n" };
        let slots = comment_slots(&text);
        let mut chosen: Vec<(usize, bool)> = picks
            .iter()
            .map(|(pick, block)| (slots[pick % slots.len()], *block))
            .collect();
        chosen.sort_unstable();
        chosen.dedup_by_key(|(at, _)| *at);
        let mut comments = Vec::new();
        for (index, (at, block)) in chosen.iter().enumerate().rev() {
            let comment = if *block {
                format!("/* c{index}, {{x}} */")
            } else {
                format!("// c{index}, y: {{")
            };
            let inserted = if *block { format!(" {comment} ") } else { format!(" {comment}{newline}") };
            text.insert_str(*at, &inserted);
            comments.push(comment);
        }
        comments.reverse();
        let report = common::lint_named("generated.jsonc", text.clone().into_bytes());
        prop_assert!(matches!(report.status, FileStatus::Manifest { .. }), "{text}");
        let options = Options { unsafe_fixes: true, ..Options::default() };
        let context = FileContext::named(&options);
        let fixed = fix_report(report, Dialect::Jsonc, context)
            .map_err(|failure| TestCaseError::fail(format!("{failure:?} on {text}")))?;
        let result = fixed.report.source.text.clone();
        let mut from = 0;
        for comment in &comments {
            let found = result[from..].find(comment.as_str());
            prop_assert!(found.is_some(), "`{}` is lost or out of order in:\n{}\nfrom:\n{}", comment, result, text);
            from += found.unwrap_or(0) + comment.len();
        }
        let again = fix_report(fixed.report, Dialect::Jsonc, context)
            .map_err(|failure| TestCaseError::fail(format!("second fix: {failure:?}")))?;
        prop_assert_eq!(again.applied, 0, "a second fix changed {}", result);
    }
}
