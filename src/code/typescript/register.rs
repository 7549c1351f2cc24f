//! The registration calls: `registerTool(name, config, handler)`, the older
//! `tool(…)` overloads, MCP-B's `useWebMCP({…})`, and a registration in a
//! loop over a constant array.

use std::borrow::Cow;

use tree_sitter::Node;

use crate::code::registration::{Constants, Opaque, Registration};
use crate::code::tree::{self, children, span, spot};
use crate::document::{CodeSyntax, Layout, Member, Object, Spot, Str, Value};

use super::listed::constant_array;
use super::values::{bound_node, tool_object, unjudged, unwrap, value};

/// The registration a call of `method` with `arguments` makes.
pub(super) fn registration<'t, 'tree>(
    constants: &mut Constants<'t, 'tree>,
    method: &str,
    uses_sdk: bool,
    arguments: &[Node<'tree>],
) -> Option<Registration<'t>> {
    match method {
        "registerTool" | "registerToolTask" => register_tool(constants, arguments),
        "tool" if uses_sdk => tool_overload(constants, arguments),
        _ => None,
    }
}

/// A loop over a constant array of object literals.
pub(super) struct Loop<'t, 'tree> {
    /// The loop variable.
    pub(super) variable: &'t str,
    /// The array's elements.
    pub(super) elements: Vec<Node<'tree>>,
    /// The loop as messages name it (`for (… of TOOLS)`, `TOOLS.forEach(…)`).
    pub(super) header: String,
}

/// The loop a registration call is written in, over a constant array:
/// `for (const t of TOOLS) …` or `TOOLS.forEach(t => …)` (and `map`), the
/// array a constant of the file or written in place.
pub(super) fn looped<'t, 'tree>(
    constants: &mut Constants<'t, 'tree>,
    call: Node<'tree>,
) -> Option<Loop<'t, 'tree>> {
    let text = constants.text;
    let mut node = call;
    let (variable, array, header) = loop {
        let parent = node.parent()?;
        match parent.kind() {
            "for_in_statement"
                if parent
                    .child_by_field_name("operator")
                    .is_some_and(|operator| tree::text(text, operator) == "of") =>
            {
                let variable = parent
                    .child_by_field_name("left")
                    .filter(|left| left.kind() == "identifier")?;
                let array = parent.child_by_field_name("right")?;
                let header = format!("for (… of {})", tree::text(text, array));
                break (variable, array, header);
            }
            "arrow_function" | "function_expression" | "function" => {
                let arguments = parent.parent().filter(|up| up.kind() == "arguments")?;
                let each = arguments
                    .parent()
                    .filter(|up| matches!(called_method(text, *up), Some("forEach" | "map")))?;
                let variable = match parent.child_by_field_name("parameter") {
                    Some(parameter) => parameter,
                    None => children(parent.child_by_field_name("parameters")?)
                        .first()?
                        .child_by_field_name("pattern")
                        .filter(|pattern| pattern.kind() == "identifier")?,
                };
                let callee = each.child_by_field_name("function")?;
                let array = callee.child_by_field_name("object")?;
                let header = format!("{}(…)", tree::text(text, callee));
                break (variable, array, header);
            }
            "program" | "class_body" => return None,
            _ => node = parent,
        }
    };
    let array = match unwrap(array).kind() {
        "identifier" => constant_array(constants, unwrap(array))?,
        "array" => unwrap(array),
        _ => return None,
    };
    // Elements that are not literals leave the one registration unjudged.
    let elements = children(array);
    elements
        .iter()
        .all(|element| element.kind() == "object")
        .then(|| Loop {
            variable: tree::text(text, variable),
            elements,
            header,
        })
}

/// The tool a call of MCP-B's `useWebMCP` hook registers (its first
/// argument), called by name or as a member (`hooks.useWebMCP(…)`).
pub(super) fn web_mcp_hook<'tree>(text: &str, call: Node<'tree>) -> Option<Node<'tree>> {
    let function = call.child_by_field_name("function")?;
    let name = match function.kind() {
        "identifier" => function,
        "member_expression" => function.child_by_field_name("property")?,
        _ => return None,
    };
    if tree::text(text, name) != "useWebMCP" {
        return None;
    }
    let tool = call
        .child_by_field_name("arguments")
        .map(children)?
        .into_iter()
        .next()?;
    matches!(unwrap(tool).kind(), "object" | "identifier").then_some(tool)
}

/// The name of the method a call calls (`registerTool` in
/// `server.registerTool(…)`).
pub(super) fn called_method<'t>(text: &'t str, call: Node<'_>) -> Option<&'t str> {
    let function = call.child_by_field_name("function")?;
    if function.kind() != "member_expression" {
        return None;
    }
    let property = function.child_by_field_name("property")?;
    Some(tree::text(text, property))
}

/// `server.registerTool(name, config, handler)`, and WebMCP's
/// `navigator.modelContext.registerTool(tool)`.
fn register_tool<'t, 'tree>(
    constants: &mut Constants<'t, 'tree>,
    arguments: &[Node<'tree>],
) -> Option<Registration<'t>> {
    match arguments {
        [name, config, ..] => Some(tool_object(constants, *config, Some(*name))),
        // WebMCP: `navigator.modelContext.registerTool({ name, description,
        // inputSchema, execute, annotations })`, the name in the object.
        // WebMCP's annotations have `readOnlyHint` only.
        [tool] if matches!(unwrap(*tool).kind(), "object" | "identifier") => {
            Some(tool_object(constants, *tool, None).carrying(crate::code::wire::WEBMCP_HINTS))
        }
        _ => None,
    }
}

/// Whether an object literal passed to `server.tool` holds annotations
/// rather than a parameter schema: every value is a literal boolean or
/// string (a schema's values are Zod types).
fn looks_like_annotations(node: Node<'_>) -> bool {
    let members = children(node);
    !members.is_empty()
        && members.iter().all(|member| {
            member.kind() == "pair"
                && member.child_by_field_name("value").is_some_and(|value| {
                    matches!(unwrap(value).kind(), "true" | "false" | "string")
                })
        })
}

/// `server.tool(name, [description], [schema], [annotations], handler)`.
fn tool_overload<'t, 'tree>(
    constants: &mut Constants<'t, 'tree>,
    arguments: &[Node<'tree>],
) -> Option<Registration<'t>> {
    let text = constants.text;
    // A wrapper's parameters and a loop's element members are what they
    // are bound to.
    let arguments: Vec<Node<'tree>> = arguments
        .iter()
        .map(|argument| bound_node(constants, *argument))
        .collect();
    let (name_node, rest) = arguments.split_first()?;
    let (handler, middle) = rest.split_last()?;
    // The handler is written inline, or named (`listThings`,
    // `handlers.remove`), made by a call (`makeHandler("x")`,
    // `list.bind(this)`).
    if !matches!(
        unwrap(*handler).kind(),
        "arrow_function"
            | "function_expression"
            | "function"
            | "identifier"
            | "member_expression"
            | "call_expression"
    ) || !matches!(
        unwrap(*name_node).kind(),
        "string"
            | "template_string"
            | "identifier"
            | "member_expression"
            | "subscript_expression"
            | "binary_expression"
            | "required_parameter"
            | "optional_parameter"
    ) {
        return None;
    }
    // The description comes first, when there is one: with three
    // arguments between name and handler always (description, schema,
    // annotations); else when it is written as a string is (a literal, a
    // choice between strings, strings joined).
    let described = middle.len() == 3
        || middle.first().is_some_and(|first| {
            matches!(
                unwrap(*first).kind(),
                "string" | "template_string" | "ternary_expression" | "binary_expression"
            )
        });
    let objects: Vec<Node<'tree>> = middle
        .iter()
        .skip(usize::from(described))
        .copied()
        .filter(|node| !matches!(unwrap(*node).kind(), "string" | "template_string"))
        .collect();
    let annotations = match objects.as_slice() {
        [_, annotations] => Some(*annotations),
        [only] if unwrap(*only).kind() == "object" && looks_like_annotations(unwrap(*only)) => {
            Some(*only)
        }
        _ => None,
    };
    let name_value = value(constants, *name_node).ok();
    let mut members = Vec::new();
    if let Some(node) = annotations {
        match value(constants, node) {
            Ok(converted @ Value::Object(_)) => {
                members.push(Member {
                    key: Str {
                        value: Cow::Borrowed("annotations"),
                        span: spot(node),
                    },
                    value: converted,
                });
            }
            Ok(_) => {
                let uses = constants.take_uses();
                return Some(unjudged(Opaque::at(text, node), name_value, uses));
            }
            Err(opaque) => {
                let uses = constants.take_uses();
                return Some(unjudged(opaque, name_value, uses));
            }
        }
    }
    let name = match name_value {
        Some(Value::String(name)) => Some(name),
        _ => None,
    };
    // At the name where it is written in the call; a name that comes from
    // a constant elsewhere is anchored at the call's argument.
    let argument = span(*name_node);
    let anchor = name
        .as_ref()
        .map(|name| name.span.range())
        .filter(|written| argument.start <= written.start && written.end <= argument.end)
        .unwrap_or(argument);
    let call_span = arguments
        .first()
        .map_or(0..0, |first| first.start_byte()..handler.end_byte());
    let holder = Object {
        span: Spot::of(call_span),
        members,
        layout: Layout::Code(Box::new(CodeSyntax::JsToolArguments {
            before: handler.start_byte(),
        })),
    };
    Some(Registration::new(
        holder,
        name,
        anchor,
        constants.take_uses(),
    ))
}
