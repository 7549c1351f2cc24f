//! Recognising a manifest by its shape, never by its file name.

use crate::document::{Array, Object, Value};

use super::pointer;

/// Where one tool sits in the file.
#[derive(Debug)]
pub struct ToolSlot<'a, 'v> {
    /// The tool's JSON pointer, e.g. `/tools/3`.
    pub pointer: String,
    /// The tool object.
    pub object: &'v Object<'a>,
}

/// The tools of `root`, or `None` when it is no manifest. The shapes are
/// one `Tool` (pointer ``), an array of tools (`/3`), a `tools/list` result
/// of any protocol version (`/tools/3`) and a JSON-RPC response wrapping one
/// (`/result/tools/3`).
pub fn detect<'a, 'v>(root: &'v Value<'a>) -> Option<Vec<ToolSlot<'a, 'v>>> {
    match root {
        Value::Object(object) if is_tool(object) => Some(vec![ToolSlot {
            pointer: String::new(),
            object,
        }]),
        Value::Object(object) => {
            if let Some(tools) = tools_array(object) {
                return Some(slots("/tools", tools));
            }
            object.get("jsonrpc")?;
            let Some(Value::Object(result)) = object.get("result") else {
                return None;
            };
            tools_array(result).map(|tools| slots("/result/tools", tools))
        }
        Value::Array(array) => {
            let all_named = !array.items.is_empty() && array.items.iter().all(is_named_object);
            let any_tool = array
                .items
                .iter()
                .any(|element| matches!(element, Value::Object(object) if is_tool(object)));
            (all_named && any_tool).then(|| slots("", array))
        }
        _ => None,
    }
}

/// An object with `name` and `inputSchema`, the two members a `Tool` needs.
fn is_tool(object: &Object<'_>) -> bool {
    object.get("name").is_some() && object.get("inputSchema").is_some()
}

fn is_named_object(value: &Value<'_>) -> bool {
    matches!(value, Value::Object(object) if object.get("name").is_some())
}

/// The `tools` member of a `tools/list` result: an array of named objects
/// (empty is a valid answer of a server with no tools).
fn tools_array<'a, 'v>(object: &'v Object<'a>) -> Option<&'v Array<'a>> {
    match object.get("tools") {
        Some(Value::Array(array)) if array.items.iter().all(is_named_object) => Some(array),
        _ => None,
    }
}

/// The tool slots of an array whose elements were checked to be objects.
fn slots<'a, 'v>(base: &str, array: &'v Array<'a>) -> Vec<ToolSlot<'a, 'v>> {
    array
        .items
        .iter()
        .enumerate()
        .filter_map(|(index, value)| match value {
            Value::Object(object) => Some(ToolSlot {
                pointer: pointer::child(base, &index.to_string()),
                object,
            }),
            _ => None,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::parse::{Dialect, parse};

    /// The tool pointers of a manifest text, `None` when it is none.
    fn shape_of(text: &str) -> Option<Vec<String>> {
        let root = parse(text, Dialect::Json).expect("test JSON parses");
        detect(&root).map(|slots| slots.into_iter().map(|slot| slot.pointer).collect())
    }

    const TOOL: &str = r#"{"name": "t", "inputSchema": {}}"#;

    #[test]
    fn recognises_every_manifest_shape() {
        assert_eq!(shape_of(TOOL), Some(vec![String::new()]));
        assert_eq!(
            shape_of(&format!("[{TOOL}, {TOOL}]")),
            Some(vec!["/0".into(), "/1".into()])
        );
        assert_eq!(
            shape_of(&format!(
                r#"{{"resultType": "complete", "ttlMs": 1, "cacheScope": "x", "tools": [{TOOL}]}}"#
            )),
            Some(vec!["/tools/0".into()])
        );
        assert_eq!(
            shape_of(&format!(
                r#"{{"jsonrpc": "2.0", "id": 1, "result": {{"tools": [{TOOL}]}}}}"#
            )),
            Some(vec!["/result/tools/0".into()])
        );
    }

    #[test]
    fn other_json_is_no_manifest() {
        for text in [
            r#"{"name": "pkg", "version": "1.0.0"}"#,
            r#"{"compilerOptions": {}}"#,
            r#"{"tools": ["eslint"]}"#,
            r#"[1, 2]"#,
            r#"[]"#,
            r#""tools""#,
        ] {
            assert_eq!(shape_of(text), None, "{text}");
        }
    }
}
