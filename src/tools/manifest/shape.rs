//! Recognising a manifest by its shape, never by its file name.

use crate::base::hint::Hint;
use crate::document::{Array, Object, Value};

use super::pointer;

/// Where one tool sits in the file.
#[derive(Debug)]
pub struct ToolSlot<'a, 'v> {
    /// The tool's JSON pointer, e.g. `/tools/3`.
    pub pointer: String,
    /// The tool object.
    pub object: &'v Object<'a>,
    /// The tool's name when the shape gives it from outside the object (a
    /// map of tools by name).
    pub key_name: Option<&'v str>,
}

/// The tools of `root`, or why it is no manifest. The shapes are one
/// `Tool` (pointer ``), an array of tools (`/3`), a `tools/list` result of
/// any protocol version (`/tools/3`), a JSON-RPC response wrapping one
/// (`/result/tools/3`), and a map of tools by name (`/tool-name`). An empty
/// array and an empty `tools` array are manifests without tools.
pub fn detect<'a, 'v>(root: &'v Value<'a>) -> Result<Vec<ToolSlot<'a, 'v>>, &'static str> {
    match root {
        Value::Object(object) if is_tool(object) => Ok(vec![ToolSlot {
            pointer: String::new(),
            object,
            key_name: None,
        }]),
        Value::Object(object) => {
            if let Some(tools) = object.get("tools") {
                return tools_array(tools).map(|array| slots("/tools", array));
            }
            if object.get("jsonrpc").is_some() {
                let Some(Value::Object(result)) = object.get("result") else {
                    return Err("a JSON-RPC response without a `result` object");
                };
                return match result.get("tools") {
                    Some(tools) => tools_array(tools).map(|array| slots("/result/tools", array)),
                    None => Err("a JSON-RPC response whose `result` has no `tools` array"),
                };
            }
            if let Some(slots) = tool_map(object) {
                return Ok(slots);
            }
            if object.get("name").is_some() {
                return Err(
                    "a named object without `inputSchema` (or `arguments`, or `annotations` \
                     holding a hint): not an MCP tool",
                );
            }
            Err("no `tools` array, no tool (`name` and `inputSchema`), and no map of tools by name")
        }
        Value::Array(array) => tools_array(root)
            .map(|_| slots("", array))
            .map_err(|why| match why {
                PROMPTS => PROMPTS,
                _ => "an array whose elements are not MCP tools (each needs `name` and `inputSchema`)",
            }),
        _ => Err("a JSON value that is neither an object nor an array"),
    }
}

/// An MCP tool: `name`, and `inputSchema` (or `arguments`, the variant of
/// registry catalogues, or `annotations` holding a hint).
pub(crate) fn is_tool(object: &Object<'_>) -> bool {
    object.get("name").is_some() && looks_like_a_tool(object)
}

/// What makes an object a tool besides its name: `inputSchema`, registry
/// catalogues' `arguments` (not a prompt's), or `annotations` holding a
/// hint.
pub(crate) fn looks_like_a_tool(object: &Object<'_>) -> bool {
    object.get("inputSchema").is_some()
        || object
            .get("arguments")
            .is_some_and(|arguments| !prompt_arguments(arguments))
        || matches!(object.get("annotations"), Some(Value::Object(annotations))
            if Hint::ALL.iter().any(|hint| annotations.get(hint.key()).is_some()))
}

/// Why a list of MCP prompts is no manifest.
pub const PROMPTS: &str = "a list of MCP prompts (`prompts/list`: `name`, `description` and \
                           `arguments` with `required`), not tools";

/// The `arguments` of a prompt (`prompts/list`): objects with a `name`,
/// none with a `type` or a schema, and at least one saying whether it is
/// `required` or what it is (`description`). A registry catalogue's
/// tool arguments carry a `type` (`{name, type, desc}`).
fn prompt_arguments(arguments: &Value<'_>) -> bool {
    let Value::Array(items) = arguments else {
        return false;
    };
    let objects: Option<Vec<&Object<'_>>> = items
        .items
        .iter()
        .map(|item| match item {
            Value::Object(object) => Some(object),
            _ => None,
        })
        .collect();
    let Some(objects) = objects else {
        return false;
    };
    !objects.is_empty()
        && objects.iter().all(|argument| {
            argument.get("name").is_some()
                && argument.get("type").is_none()
                && argument.get("schema").is_none()
        })
        && objects.iter().any(|argument| {
            argument.get("required").is_some() || argument.get("description").is_some()
        })
}

/// A prompt of a `prompts/list` answer: named, with prompt arguments, no
/// schema and no hint.
fn is_prompt(value: &Value<'_>) -> bool {
    matches!(value, Value::Object(object)
        if object.get("name").is_some()
            && object.get("inputSchema").is_none()
            && object.get("arguments").is_some_and(prompt_arguments)
            && !looks_like_a_tool(object))
}

/// A tool catalogue without schemas (Docker's MCP registry keeps
/// `servers/<name>/tools.json` so): an array, or a `tools` array, of
/// objects each with a string `name` and `description`. Read only from a
/// file named `tools.json`: the shape is too common to claim elsewhere.
pub fn catalogue<'a, 'v>(root: &'v Value<'a>) -> Option<Vec<ToolSlot<'a, 'v>>> {
    let (base, array) = match root {
        Value::Array(array) => ("", array),
        Value::Object(object) => match object.get("tools") {
            Some(Value::Array(array)) => ("/tools", array),
            _ => return None,
        },
        _ => return None,
    };
    let described = |value: &Value<'_>| {
        matches!(value, Value::Object(object)
            if matches!(object.get("name"), Some(Value::String(_)))
                && matches!(object.get("description"), Some(Value::String(_))))
    };
    (!array.items.is_empty() && array.items.iter().all(described)).then(|| slots(base, array))
}

fn is_named_object(value: &Value<'_>) -> bool {
    matches!(value, Value::Object(object) if object.get("name").is_some())
}

/// A `tools` array (or a root array): named objects of which at least one
/// looks like an MCP tool, or nothing at all. An LLM API's request body
/// (`input_schema`) and a list of tool versions are not.
fn tools_array<'a, 'v>(value: &'v Value<'a>) -> Result<&'v Array<'a>, &'static str> {
    let Value::Array(array) = value else {
        return Err("a `tools` member that is not an array");
    };
    if array.items.is_empty() {
        return Ok(array);
    }
    if !array.items.iter().all(is_named_object) {
        return Err("a `tools` array whose elements are not all objects with a `name`");
    }
    let any_tool = array
        .items
        .iter()
        .any(|item| matches!(item, Value::Object(object) if looks_like_a_tool(object)));
    if any_tool {
        Ok(array)
    } else if array.items.iter().all(is_prompt) {
        Err(PROMPTS)
    } else {
        Err(
            "a `tools` array of named objects without `inputSchema`, `arguments` or \
             `annotations` (an LLM API request spells it `input_schema`): not MCP tools",
        )
    }
}

/// A map of tools by name: every member an object, at least one holding
/// `annotations` with a hint (or `inputSchema`, or `arguments`), none of
/// them named otherwise.
fn tool_map<'a, 'v>(object: &'v Object<'a>) -> Option<Vec<ToolSlot<'a, 'v>>> {
    if object.members.is_empty() {
        return None;
    }
    let mut slots = Vec::with_capacity(object.members.len());
    let mut any_tool = false;
    for member in &object.members {
        let Value::Object(tool) = &member.value else {
            return None;
        };
        any_tool |= looks_like_a_tool(tool);
        slots.push(ToolSlot {
            pointer: pointer::child("", &member.key.value),
            object: tool,
            key_name: Some(member.key.value.as_ref()),
        });
    }
    any_tool.then_some(slots)
}

/// The tool slots of an array whose elements were checked to be objects.
fn slots<'a, 'v>(base: &str, array: &'v Array<'a>) -> Vec<ToolSlot<'a, 'v>> {
    array
        .items
        .iter()
        .enumerate()
        .filter_map(|(index, value)| match value {
            Value::Object(object) => Some(ToolSlot {
                pointer: pointer::item(base, index),
                object,
                key_name: None,
            }),
            _ => None,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tools::parse::{Dialect, parse};

    /// The tool pointers of a manifest text, `None` when it is none.
    fn shape_of(text: &str) -> Option<Vec<String>> {
        let root = parse(text, Dialect::Json).expect("test JSON parses");
        detect(&root)
            .ok()
            .map(|slots| slots.into_iter().map(|slot| slot.pointer).collect())
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
    fn registry_and_map_shapes_and_empty_manifests() {
        assert_eq!(
            shape_of(r#"[{"name": "t", "arguments": []}]"#),
            Some(vec!["/0".into()])
        );
        assert_eq!(
            shape_of(
                r#"{"get-item": {"description": "d", "annotations": {"readOnlyHint": true}}}"#
            ),
            Some(vec!["/get-item".into()])
        );
        assert_eq!(shape_of("[]"), Some(vec![]));
        assert_eq!(shape_of(r#"{"tools": []}"#), Some(vec![]));
    }

    #[test]
    fn other_json_is_no_manifest() {
        for text in [
            r#"{"name": "pkg", "version": "1.0.0"}"#,
            r#"{"compilerOptions": {}}"#,
            r#"{"tools": ["eslint"]}"#,
            r#"[1, 2]"#,
            r#""tools""#,
            r#"{"model": "m", "messages": [], "tools": [{"name": "t", "input_schema": {}}]}"#,
            r#"{"tools": [{"name": "node", "version": "20"}]}"#,
        ] {
            assert_eq!(shape_of(text), None, "{text}");
        }
    }
}
