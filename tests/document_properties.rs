//! Property: the document model reads any JSON exactly as serde_json does,
//! and every span it records holds the JSON text of its node.

use hintlint::document::json::Syntax;
use hintlint::document::json::{Build, read};
use hintlint::document::{Object, Value};
use proptest::prelude::*;
use serde_json::Value as Json;

fn json_value() -> impl Strategy<Value = Json> {
    let leaf = prop_oneof![
        Just(Json::Null),
        any::<bool>().prop_map(Json::Bool),
        any::<i64>().prop_map(Json::from),
        (-1.0e9f64..1.0e9).prop_map(|f| serde_json::json!(f)),
        "\\PC{0,12}".prop_map(Json::String),
        "[\"\\\\/\\n\\t\\u{0}-\\u{1f}é😀]{0,6}".prop_map(Json::String),
    ];
    leaf.prop_recursive(5, 64, 6, |inner| {
        prop_oneof![
            proptest::collection::vec(inner.clone(), 0..6).prop_map(Json::Array),
            proptest::collection::vec(("\\PC{0,8}", inner), 0..6)
                .prop_map(|members| { Json::Object(members.into_iter().collect()) }),
        ]
    })
}

/// The model's value as serde_json sees it, checking every span on the way.
fn to_json(text: &str, value: &Value<'_>) -> Result<Json, String> {
    let span_text = &text[value.span()];
    let parsed: Json = serde_json::from_str(span_text)
        .map_err(|error| format!("span {:?} holds {span_text:?}: {error}", value.span()))?;
    let converted = match value {
        Value::Object(object) => object_to_json(text, object)?,
        Value::Array(array) => Json::Array(
            array
                .items
                .iter()
                .map(|item| to_json(text, item))
                .collect::<Result<_, _>>()?,
        ),
        Value::String(string) => Json::String(string.value.to_string()),
        Value::Number(number) => serde_json::from_str(&number.text).map_err(|e| e.to_string())?,
        Value::Bool(value, _) => Json::Bool(*value),
        Value::Null(_) => Json::Null,
        Value::Skipped(..) => return Err("skipped under Build::Everything".to_owned()),
        Value::Undefined(_) => return Err("`undefined` in a JSON document".to_owned()),
    };
    if converted != parsed {
        return Err(format!("{converted} != {parsed} at {:?}", value.span()));
    }
    Ok(converted)
}

fn object_to_json(text: &str, object: &Object<'_>) -> Result<Json, String> {
    let mut map = serde_json::Map::new();
    for member in &object.members {
        let key: Json = serde_json::from_str(&text[member.key.span.range()])
            .map_err(|error| error.to_string())?;
        if key != Json::String(member.key.value.to_string()) {
            return Err(format!("key {key} != {:?}", member.key.value));
        }
        map.insert(member.key.value.to_string(), to_json(text, &member.value)?);
    }
    Ok(Json::Object(map))
}

/// Pieces of JSON, valid and not, that random texts are made of: strings
/// with escapes and raw control characters, numbers, words, comments.
const TOKENS: &[&str] = &[
    "{",
    "}",
    "[",
    "]",
    ",",
    ":",
    " ",
    "\n",
    "\"a\"",
    "\"é😀\"",
    "\"\\n\\u00e9\"",
    "\"\u{1}\"",
    "\"\\x\"",
    "\"\\u12g4\"",
    "\"unterminated",
    "1",
    "-0.5e3",
    "01",
    "1.",
    "true",
    "nul",
    "null",
    "// c\n",
    "/* c */",
    "\"a long string well past eight bytes\"",
    "        ",
];

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2048))]

    #[test]
    fn the_model_reads_json_as_serde_json_does(value in json_value(), pretty in any::<bool>()) {
        let text = if pretty {
            serde_json::to_string_pretty(&value).expect("serialises")
        } else {
            serde_json::to_string(&value).expect("serialises")
        };
        let parsed = read(&text, Syntax::Json, Build::Everything)
            .map_err(|failure| TestCaseError::fail(format!("{} in {text}", failure.message)))?;
        let converted = to_json(&text, &parsed.root).map_err(TestCaseError::fail)?;
        prop_assert_eq!(converted, value);
    }

    #[test]
    fn a_skipped_subtree_spans_exactly_its_json(value in json_value(), pretty in any::<bool>()) {
        let inner = if pretty {
            serde_json::to_string_pretty(&value).expect("serialises")
        } else {
            serde_json::to_string(&value).expect("serialises")
        };
        let text = format!("{{\"tools\": [{{\"name\": \"t\", \"outputSchema\": [{inner}]}}]}}");
        let parsed = read(&text, Syntax::Json, Build::Manifest)
            .map_err(|failure| TestCaseError::fail(format!("{} in {text}", failure.message)))?;
        let Value::Object(root) = &parsed.root else {
            return Err(TestCaseError::fail("no root object"));
        };
        let Some(Value::Array(tools)) = root.get("tools") else {
            return Err(TestCaseError::fail("no tools"));
        };
        let Some(Value::Object(tool)) = tools.items.first() else {
            return Err(TestCaseError::fail("no tool"));
        };
        let Some(Value::Skipped(_, span)) = tool.get("outputSchema") else {
            return Err(TestCaseError::fail("the schema was built"));
        };
        let skipped: Json = serde_json::from_str(&text[span.range()])
            .map_err(|error| TestCaseError::fail(error.to_string()))?;
        prop_assert_eq!(skipped, Json::Array(vec![value]));
    }

    #[test]
    fn skipping_fails_exactly_where_building_fails(
        text in proptest::collection::vec(proptest::sample::select(TOKENS), 0..16)
            .prop_map(|tokens| tokens.concat()),
        jsonc in any::<bool>(),
    ) {
        // Inside a container no rule reads, so that the manifest build
        // validates it on its fast lane (or falls back to the careful one).
        let text = format!("{{\"x\": [{text}]}}");
        let dialect = if jsonc { Syntax::Jsonc } else { Syntax::Json };
        let skipping = read(&text, dialect, Build::Manifest);
        let building = read(&text, dialect, Build::Everything);
        match (skipping, building) {
            (Ok(skipped), Ok(built)) => prop_assert_eq!(skipped.comments, built.comments),
            (Err(skipped), Err(built)) => prop_assert_eq!(skipped, built),
            (skipped, built) => prop_assert!(
                false,
                "{text:?}: skipping {:?}, building {:?}",
                skipped.map(|_| ()),
                built.map(|_| ())
            ),
        }
    }

    /// The model accepts exactly the JSON serde_json's validating skip
    /// accepts. (Its values would also refuse numbers beyond `f64`, such as
    /// `1E310`: JSON's grammar allows them, JavaScript reads `Infinity`,
    /// and so does the model.)
    #[test]
    fn what_serde_json_refuses_the_model_refuses(text in "[\\[\\]{}\",:0-9a-z\\\\ .eE+-]{0,24}") {
        let ours = read(&text, Syntax::Json, Build::Everything).is_ok();
        let theirs = serde_json::from_str::<serde::de::IgnoredAny>(&text).is_ok();
        prop_assert_eq!(ours, theirs, "{}", text);
    }
}
