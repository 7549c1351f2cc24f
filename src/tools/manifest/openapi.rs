//! OpenAPI 3.x documents: every operation under `paths` is one tool, named
//! by its `operationId` (else `METHOD /path`) and bound to its method key.
//! Path items and operations given by a local `$ref` are followed.

use std::borrow::Cow;
use std::ops::Range;

use crate::document::{Member, Object, Value};

use super::pointer;
use super::tool::{Annotations, Binding, BoundMethod, Tool, TranslatorDefaults};
use crate::base::profile::Method;
use crate::base::translators::Table;

/// The extension an operation's hints are written in (and fixed in).
pub const ANNOTATIONS_KEY: &str = "x-mcp-annotations";

/// Speakeasy's extension, whose hints override `x-mcp-annotations`.
const SPEAKEASY_KEY: &str = "x-speakeasy-mcp";

/// The operation keys of a path item: the Core methods, then the others
/// OpenAPI 3.2 defines (reported by `uncovered-method`).
const METHOD_KEYS: [&str; 9] = [
    "get", "put", "post", "delete", "patch", "head", "options", "trace", "query",
];

/// How many `$ref`s in a row are followed before giving up (a cycle).
const MAX_HOPS: usize = 16;

/// A `$ref` that could not be followed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnresolvedRef {
    /// The `$ref` value.
    pub span: Range<usize>,
    /// Why.
    pub message: String,
    /// Pointer of the object holding the `$ref`.
    pub pointer: String,
}

/// Whether `root` is an OpenAPI document: a top-level `openapi` string
/// (3.x), or `swagger` (2.0; a YAML `swagger: 2.0` is a number).
pub fn is_openapi(root: &Value<'_>) -> bool {
    let Value::Object(object) = root else {
        return false;
    };
    matches!(
        object.get("openapi"),
        Some(Value::String(_) | Value::Number(_))
    ) || matches!(
        object.get("swagger"),
        Some(Value::String(_) | Value::Number(_))
    )
}

/// The operations of an OpenAPI document as tools, with the `$ref`s that
/// could not be followed and the number of operations a generator does not
/// expose (disabled), which are not tools.
pub fn tools<'a, 'v>(
    text: &'a str,
    root: &'v Value<'a>,
    translator: Option<&'v Table>,
) -> (Vec<Tool<'a, 'v>>, Vec<UnresolvedRef>, usize) {
    let mut tools = Vec::new();
    let mut unresolved = Vec::new();
    let mut disabled = 0;
    let Value::Object(document) = root else {
        return (tools, unresolved, disabled);
    };
    let Some(Value::Object(paths)) = document.get("paths") else {
        return (tools, unresolved, disabled);
    };
    // Most path items hold a few operations: one allocation, not doublings.
    tools.reserve(paths.members.len() * 3);
    for path_prop in &paths.members {
        let path = path_prop.key.value.as_ref();
        let path_pointer = pointer::child("/paths", path);
        let Some((item, item_pointer)) =
            follow(root, &path_prop.value, path_pointer, &mut unresolved)
        else {
            continue;
        };
        for key in METHOD_KEYS {
            let Some(method_prop) = item.last(key) else {
                continue;
            };
            let operation_pointer = pointer::child(&item_pointer, key);
            let Some((operation, pointer)) =
                follow(root, &method_prop.value, operation_pointer, &mut unresolved)
            else {
                continue;
            };
            if is_disabled(operation) {
                disabled += 1;
                continue;
            }
            tools.push(operation_tool(
                text,
                Operation {
                    pointer,
                    object: operation,
                    method_prop,
                    path,
                },
                translator,
            ));
        }
    }
    mark_shared_operations(&mut tools);
    (tools, unresolved, disabled)
}

/// Whether a generator does not expose the operation as a tool:
/// Speakeasy's `x-speakeasy-mcp: {disabled: true}`, or the same flag (or
/// `false`) under `x-mcp`.
fn is_disabled(operation: &Object<'_>) -> bool {
    let flag = |key: &str| match operation.get(key) {
        Some(Value::Object(extension)) => {
            matches!(extension.get("disabled"), Some(Value::Bool(true, _)))
        }
        Some(Value::Bool(false, _)) => key == "x-mcp",
        _ => false,
    };
    flag(SPEAKEASY_KEY) || flag("x-mcp")
}

/// Gives every operation object served under several method keys (one
/// `$ref`'d operation under a POST and a PUT) the other methods it serves.
fn mark_shared_operations(tools: &mut [Tool<'_, '_>]) {
    let mut by_object: std::collections::HashMap<usize, Vec<usize>> =
        std::collections::HashMap::new();
    for (index, tool) in tools.iter().enumerate() {
        by_object
            .entry(tool.object.span.start())
            .or_default()
            .push(index);
    }
    for indices in by_object.values().filter(|indices| indices.len() > 1) {
        for &index in indices {
            let others = indices
                .iter()
                .filter(|other| **other != index)
                .map(|other| tools[*other].core_method())
                .collect();
            tools[index].also_bound = others;
        }
    }
}

/// One operation, where it is, and the key that gives its method.
struct Operation<'a, 'v> {
    pointer: String,
    object: &'v Object<'a>,
    method_prop: &'v Member<'a>,
    path: &'v str,
}

fn operation_tool<'a, 'v>(
    text: &'a str,
    operation: Operation<'a, 'v>,
    translator: Option<&'v Table>,
) -> Tool<'a, 'v> {
    let key = operation.method_prop.key.value.as_ref();
    let method = Method::parse(key);
    let id_prop = operation.object.last("operationId");
    let name = match id_prop.map(|prop| &prop.value) {
        Some(Value::String(lit)) => Cow::Borrowed(lit.value.as_ref()),
        _ => Cow::Owned(format!("{} {}", key.to_ascii_uppercase(), operation.path)),
    };
    let annotations = match operation.object.last(ANNOTATIONS_KEY) {
        None => Annotations::Absent,
        Some(prop) => match &prop.value {
            Value::Object(inner) => Annotations::Object(prop, inner),
            _ => Annotations::NotAnObject(prop),
        },
    };
    let speakeasy_pointer = pointer::child(&operation.pointer, SPEAKEASY_KEY);
    let overrides = match operation.object.get(SPEAKEASY_KEY) {
        // Boxed: few operations have them, and every tool has the field.
        Some(Value::Object(speakeasy)) => match speakeasy.get("annotations") {
            Some(Value::Object(inner)) => Some(Box::new((
                inner,
                pointer::child(&speakeasy_pointer, "annotations"),
            ))),
            _ => Some(Box::new((speakeasy, speakeasy_pointer))),
        },
        _ => None,
    };
    Tool {
        pointer: operation.pointer,
        text,
        object: operation.object,
        anchor: id_prop.map_or_else(|| operation.method_prop.key.span.range(), Member::span),
        name: Some(name),
        annotations,
        annotations_key: ANNOTATIONS_KEY,
        overrides,
        defaults: method
            .zip(translator)
            .map(|(method, table)| TranslatorDefaults { table, method }),
        seeded: None,
        carried: &crate::base::hint::Hint::ALL,
        provenance: &[],
        binding: Some(Binding {
            method: method.map_or(BoundMethod::Uncovered(key), BoundMethod::Core),
            span: Some(operation.method_prop.key.span.range()),
            path: Some(operation.path),
            origin: None,
            guess: None,
        }),
        also_bound: Vec::new(),
        handler_effects: None,
        destructive_actions: Vec::new(),
        hints: std::sync::OnceLock::new(),
    }
}

/// The object `value` is, or the one its local `$ref` chain leads to, with
/// its pointer; `None` (and a record in `unresolved`) when the chain leads
/// nowhere, out of the document, or round in circles.
fn follow<'a, 'v>(
    root: &'v Value<'a>,
    value: &'v Value<'a>,
    pointer: String,
    unresolved: &mut Vec<UnresolvedRef>,
) -> Option<(&'v Object<'a>, String)> {
    let mut current = value;
    let mut current_pointer = pointer;
    for _ in 0..MAX_HOPS {
        let Value::Object(object) = current else {
            return None;
        };
        let Some(reference) = object.last("$ref") else {
            return Some((object, current_pointer));
        };
        let Value::String(target) = &reference.value else {
            return None;
        };
        let record = |message: String| UnresolvedRef {
            span: reference.value.span(),
            message,
            pointer: current_pointer.clone(),
        };
        let Some(local) = target.value.strip_prefix('#') else {
            unresolved.push(record(format!(
                "`{}` is outside this document, so its operations are not checked",
                target.value
            )));
            return None;
        };
        let Some(next) = pointer::lookup(root, local) else {
            unresolved.push(record(format!(
                "`{}` points at nothing in this document",
                target.value
            )));
            return None;
        };
        current = next;
        current_pointer = local.to_owned();
    }
    unresolved.push(UnresolvedRef {
        span: value.span(),
        message: format!("more than {MAX_HOPS} `$ref`s in a row (a cycle?)"),
        pointer: String::new(),
    });
    None
}
