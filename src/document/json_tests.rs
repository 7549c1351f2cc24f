//! Tests of `json.rs` (kept beside it: a child module of it, by path).
use super::*;

fn everything(text: &str, syntax: Syntax) -> Result<Value<'_>, ParseFailure> {
    read(text, syntax, Build::Everything).map(|parsed| parsed.root)
}

#[test]
fn strict_json_rejects_every_extension() {
    for text in [
        "{\"a\": 1,}",
        "// c\n{}",
        "{'a': 1}",
        "{\"a\": 1 \"b\": 2}",
        "{a: 1}",
        "[0x10]",
        "[+1]",
        "[.5]",
        "[1.]",
        "[01]",
        "[NaN]",
        "[\"\\x41\"]",
        "[1] [2]",
        "[\"a\nb\"]",
        "[truex]",
    ] {
        assert!(everything(text, Syntax::Json).is_err(), "accepted {text}");
    }
}

#[test]
fn jsonc_allows_comments_and_trailing_commas_only() {
    assert!(everything("// c\n{\"a\": [1,],}", Syntax::Jsonc).is_ok());
    assert!(everything("/* c */ [1 /* d */, 2]", Syntax::Jsonc).is_ok());
    assert!(everything("{'a': 1}", Syntax::Jsonc).is_err());
    assert!(everything("{\"a\": 1 \"b\": 2}", Syntax::Jsonc).is_err());
    assert!(everything("[1,,]", Syntax::Jsonc).is_err());
}

#[test]
fn spans_and_decoded_strings() {
    let text = r#"{"a\u00e9\n": [true, null, -1.5e3, "x\"y"], "b": {}}"#;
    let root = everything(text, Syntax::Json).expect("reads");
    let Value::Object(object) = &root else {
        panic!("an object")
    };
    assert_eq!(object.members[0].key.value, "aé\n");
    assert_eq!(&text[object.members[0].key.span.range()], r#""a\u00e9\n""#);
    let Value::Array(array) = &object.members[0].value else {
        panic!("an array")
    };
    let spans: Vec<&str> = array.items.iter().map(|item| &text[item.span()]).collect();
    assert_eq!(spans, ["true", "null", "-1.5e3", r#""x\"y""#]);
    let Value::String(last) = &array.items[3] else {
        panic!("a string")
    };
    assert_eq!(last.value, "x\"y");
    assert_eq!(&text[object.members[1].span()], r#""b": {}"#);
    assert_eq!(object.span, Spot::of(0..text.len()));
}

#[test]
fn surrogate_pairs_decode() {
    let root = everything(r#"["\ud83d\ude00", "\ud800"]"#, Syntax::Json).expect("reads");
    let Value::Array(array) = root else {
        panic!("an array")
    };
    let texts: Vec<String> = array
        .items
        .iter()
        .map(|item| match item {
            Value::String(text) => text.value.to_string(),
            _ => String::new(),
        })
        .collect();
    assert_eq!(texts, ["😀", "\u{fffd}"]);
}

#[test]
fn failures_say_where_the_reader_stopped() {
    let failure = everything("{\"a\": 1\n \"b\": 2}", Syntax::Json).unwrap_err();
    assert_eq!(
        (failure.message.as_str(), failure.span),
        ("expected comma", 7..8)
    );
    let failure = everything("[1,]", Syntax::Json).unwrap_err();
    assert_eq!(failure.message, "trailing commas are not allowed");
    assert_eq!(failure.span, 2..3);
    let failure = everything("[1, // no\n2]", Syntax::Json).unwrap_err();
    assert_eq!(failure.message, "comments are not allowed");
    assert_eq!(failure.span, 4..9);
    let failure = everything("[\"a\u{1}b\"]", Syntax::Json).unwrap_err();
    assert!(
        failure
            .message
            .starts_with("the control character U+0001 at byte offset 3"),
        "{}",
        failure.message
    );
    let failure = everything("[1,\u{0}]", Syntax::Json).unwrap_err();
    assert_eq!(
        failure.message,
        "the control character U+0000 at byte offset 3 is not JSON"
    );
    assert!(everything("  ", Syntax::Json).is_err());
    assert!(everything(&"[".repeat(100_000), Syntax::Json).is_err());
}

#[test]
fn line_comments_are_collected_in_order() {
    let text = "// first\n{\"a\": 1, // second\n/* block */ \"b\": 2}";
    let parsed = read(text, Syntax::Jsonc, Build::Everything).expect("reads");
    let texts: Vec<&str> = parsed
        .comments
        .iter()
        .map(|comment| comment.text.as_str())
        .collect();
    assert_eq!(texts, [" first", " second"]);
    assert_eq!(&text[parsed.comments[1].span.clone()], "// second");
}

#[test]
fn the_selector_pattern_is_the_selector_lists() {
    for key in METHOD_PROPERTIES.iter().chain(ACTION_PROPERTIES.iter()) {
        assert!(is_selector(key.as_bytes()), "{key}");
    }
    let listed = METHOD_PROPERTIES.len() + ACTION_PROPERTIES.len();
    let candidates = [
        "method",
        "httpMethod",
        "http_method",
        "verb",
        "httpVerb",
        "http_verb",
        "requestMethod",
        "request_method",
        "action",
        "operation",
        "mode",
        "op",
        "type",
        "enum",
        "methods",
        "Method",
        "opt",
    ];
    let matched = candidates
        .iter()
        .filter(|key| is_selector(key.as_bytes()))
        .count();
    assert_eq!(matched, listed, "the pattern holds exactly the listed keys");
}

#[test]
fn a_manifest_build_skips_what_no_rule_reads() {
    let text = r#"{"tools": [{"name": "t", "inputSchema": {"type": "object", "properties": {"q": {"type": "string"}, "action": {"enum": ["a"], "examples": [{}]}}}, "annotations": {"readOnlyHint": true}}], "other": [1, 2]}"#;
    let root = read(text, Syntax::Json, Build::Manifest)
        .expect("reads")
        .root;
    let Value::Object(object) = &root else {
        panic!("an object")
    };
    assert!(matches!(
        object.get("other"),
        Some(Value::Skipped(Container::Array, _))
    ));
    let Some(Value::Array(tools)) = object.get("tools") else {
        panic!("tools are built")
    };
    let Value::Object(tool) = &tools.items[0] else {
        panic!("a tool")
    };
    // Of an input schema, only the properties that may choose a method
    // or an action, and of those only their type, enum and description.
    let Some(Value::Object(schema)) = tool.get("inputSchema") else {
        panic!("the input schema's selectors are built")
    };
    let Some(Value::Object(properties)) = schema.get("properties") else {
        panic!("its properties are built")
    };
    assert!(matches!(
        properties.get("q"),
        Some(Value::Skipped(Container::Object, _))
    ));
    let Some(Value::Object(action)) = properties.get("action") else {
        panic!("a selector is built")
    };
    assert!(matches!(action.get("enum"), Some(Value::Array(_))));
    assert!(matches!(
        action.get("examples"),
        Some(Value::Skipped(Container::Array, _))
    ));
    assert!(matches!(tool.get("annotations"), Some(Value::Object(_))));
    // A schema with no member named as a selector is skipped whole.
    let plain = r#"{"name": "t", "inputSchema": {"type": "object", "properties": {"q": {"type": "string", "enum": ["a"]}, "methods": {}}}}"#;
    let root = read(plain, Syntax::Json, Build::Manifest)
        .expect("reads")
        .root;
    let Value::Object(tool) = &root else {
        panic!("a tool")
    };
    assert!(matches!(
        tool.get("inputSchema"),
        Some(Value::Skipped(Container::Object, _))
    ));
    let data = read(r#"[{"id": 1}, {"id": 2}]"#, Syntax::Json, Build::Manifest)
        .expect("reads")
        .root;
    assert!(matches!(data, Value::Skipped(Container::Array, _)));
}

#[test]
fn tools_arrays_are_handed_over_in_batches_and_left_empty() {
    let tool = r#"{"name": "t", "inputSchema": {}}"#;
    let count = TOOL_BATCH + 3;
    let text = format!(r#"{{"tools": [{}], "x": 1}}"#, vec![tool; count].join(","));
    let mut batches = Vec::new();
    let root = read_streaming(&text, &mut |array, first, batch| {
        batches.push((array, first, batch.len()));
    })
    .expect("reads")
    .root;
    assert_eq!(
        batches,
        [
            (ToolArray::RootTools, 0, TOOL_BATCH),
            (ToolArray::RootTools, TOOL_BATCH, 3)
        ]
    );
    let Value::Object(root) = root else {
        panic!("an object");
    };
    assert!(matches!(root.get("tools"), Some(Value::Array(array)) if array.items.is_empty()));
    // An array whose first element is no tool is kept, never handed over.
    let mut handed = 0;
    read_streaming(r#"[{"id": 1}]"#, &mut |_, _, _| handed += 1).expect("reads");
    assert_eq!(handed, 0);
}
