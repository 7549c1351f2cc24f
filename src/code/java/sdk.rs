//! Tools built with the Java SDK (`io.modelcontextprotocol.sdk`) itself:
//! `McpSchema.Tool.builder()` (or `Tool.builder("name", …)`) chains ending
//! in `.build()`, whose `.annotations(…)` is a
//! `McpSchema.ToolAnnotations.builder()….build()` chain or the positional
//! record `new McpSchema.ToolAnnotations(title, readOnlyHint,
//! destructiveHint, idempotentHint, openWorldHint, returnDirect)`. The SDK
//! leaves out what is `null` or never set. A `SyncToolSpecification` or
//! `AsyncToolSpecification` wraps a tool built so: the tool is read where
//! it is built.

use tree_sitter::Node;

use super::values::value;
use crate::base::hint::{Hint, TITLE_KEY};
use crate::code::Language;
use crate::code::registration::{Constants, Converted, Opaque, Registration, member};
use crate::code::tree::{self, children, span};
use crate::document::{CodeSyntax, Layout, Member, Object, Spot, Str, Value};

/// The positions of the record's members, in its constructor's order
/// (`returnDirect`, the sixth, is not a hint).
const RECORD_MEMBERS: [&str; 5] = [
    TITLE_KEY,
    "readOnlyHint",
    "destructiveHint",
    "idempotentHint",
    "openWorldHint",
];

/// How many arguments the record's constructor takes.
const RECORD_ARITY: usize = 6;

/// A builder chain: the call it starts from and each `.method(arguments)`
/// after it, outermost last.
struct Chain<'tree> {
    /// The first call (`McpSchema.Tool.builder(…)`).
    root: Node<'tree>,
    /// The calls after it: name and argument list.
    links: Vec<(Node<'tree>, Node<'tree>)>,
}

/// The chain that ends with the call `call`.
fn chain(call: Node<'_>) -> Chain<'_> {
    let mut links = Vec::new();
    let mut at = call;
    while let Some(object) = at.child_by_field_name("object")
        && object.kind() == "method_invocation"
    {
        if let (Some(name), Some(arguments)) = (
            at.child_by_field_name("name"),
            at.child_by_field_name("arguments"),
        ) {
            links.push((name, arguments));
        }
        at = object;
    }
    links.reverse();
    Chain { root: at, links }
}

/// Whether `call` is `type_name.builder(…)` (`McpSchema.Tool.builder()`,
/// `Tool.builder("name")`).
fn builds(text: &str, call: Node<'_>, type_name: &str) -> bool {
    let method = call
        .child_by_field_name("name")
        .map(|name| tree::text(text, name));
    let object = call
        .child_by_field_name("object")
        .map(|object| tree::text(text, object));
    method == Some("builder")
        && object
            .is_some_and(|object| object == type_name || object.ends_with(&format!(".{type_name}")))
}

/// A `Tool.builder()….build()` chain, read at its `.build()`.
pub fn tool_builder<'t, 'tree>(
    constants: &mut Constants<'t, 'tree>,
    qualified: bool,
    call: Node<'tree>,
) -> Option<Registration<'t>> {
    let text = constants.text;
    if call
        .child_by_field_name("name")
        .is_none_or(|name| tree::text(text, name) != "build")
    {
        return None;
    }
    let built = call.child_by_field_name("object")?;
    let chain = chain(call);
    if !builds(text, chain.root, "Tool") {
        return None;
    }
    let syntax = CodeSyntax::JavaBuilder { qualified };
    let mut members: Vec<Member<'t>> = Vec::new();
    let mut name: Option<Str<'t>> = None;
    let mut name_at = None;
    let mut opaque = None;
    // `Tool.builder("name", …)`.
    let root_arguments = chain
        .root
        .child_by_field_name("arguments")
        .map(children)
        .unwrap_or_default();
    if let Some(first) = root_arguments.first() {
        name_at = Some(span(*first));
        if let Ok(Value::String(written)) = value(constants, *first) {
            name = Some(written);
        }
    }
    // The links up to `.build()`, which is the last.
    let links = &chain.links[..chain.links.len().saturating_sub(1)];
    for (method, arguments) in links {
        let Some(&argument) = children(*arguments).first() else {
            continue;
        };
        match tree::text(text, *method) {
            "name" => {
                name_at = Some(span(argument));
                name = match value(constants, argument) {
                    Ok(Value::String(written)) => Some(written),
                    _ => None,
                };
            }
            TITLE_KEY => {
                members.retain(|member| member.key.value != TITLE_KEY);
                if let Ok(title) = value(constants, argument) {
                    members.push(member(TITLE_KEY, span(*method), title));
                }
            }
            "annotations" => {
                // A later call replaces the earlier annotations whole.
                members.retain(|member| member.key.value != "annotations");
                match annotations(constants, argument) {
                    Ok(object) => members.push(member("annotations", span(*method), object)),
                    Err(found) => {
                        opaque.get_or_insert(found);
                    }
                }
            }
            _ => {}
        }
    }
    if let Some(name) = &name {
        members.insert(
            0,
            member("name", name.span.range(), Value::String(name.clone())),
        );
    }
    let anchor = name
        .as_ref()
        .map(|name| name.span.range())
        .or(name_at)
        .unwrap_or_else(|| span(chain.root));
    let holder = Object {
        span: Spot::of(chain.root.start_byte()..built.end_byte()),
        members,
        layout: Layout::Code(Box::new(syntax)),
    };
    let registration = Registration {
        unjudged: opaque,
        ..Registration::new(holder, name, anchor, constants.take_uses())
    };
    Some(registration.with_handler(text, Language::Java, None))
}

/// The value of `.annotations(…)`: a builder chain, the record, or a
/// constant or local holding one.
fn annotations<'t, 'tree>(
    constants: &mut Constants<'t, 'tree>,
    node: Node<'tree>,
) -> Converted<'t> {
    let text = constants.text;
    constants.nested(node, |constants| match node.kind() {
        "method_invocation" => annotations_builder(constants, node),
        "object_creation_expression" => record(constants, node),
        "identifier" => {
            constants.follow(node, |constants, defined| annotations(constants, defined))
        }
        "parenthesized_expression" => match children(node).first() {
            Some(inner) => annotations(constants, *inner),
            None => Err(Opaque::at(text, node)),
        },
        _ => Err(Opaque::at(text, node)),
    })
}

/// `McpSchema.ToolAnnotations.builder().readOnlyHint(true)….build()`: an
/// object whose members are the builder calls, spanning the chain up to
/// its `.build()`.
fn annotations_builder<'t, 'tree>(
    constants: &mut Constants<'t, 'tree>,
    call: Node<'tree>,
) -> Converted<'t> {
    let text = constants.text;
    let opaque = || Opaque::at(text, call);
    let ends_in_build = call
        .child_by_field_name("name")
        .is_some_and(|name| tree::text(text, name) == "build");
    let built = call.child_by_field_name("object").ok_or_else(opaque)?;
    let chain = chain(call);
    if !ends_in_build || !builds(text, chain.root, "ToolAnnotations") {
        return Err(opaque());
    }
    let mut members: Vec<Member<'t>> = Vec::new();
    let links = &chain.links[..chain.links.len().saturating_sub(1)];
    for (method, arguments) in links {
        let key = tree::text(text, *method);
        if key != TITLE_KEY && Hint::from_key(key).is_none() {
            // `returnDirect`, not an MCP hint.
            continue;
        }
        let argument = children(*arguments).into_iter().next().ok_or_else(opaque)?;
        let converted = value(constants, argument)?;
        // A later call overrides an earlier one.
        members.retain(|member| member.key.value != key);
        members.push(member(key, span(*method), converted));
    }
    let qualified = !tree::text(text, chain.root).starts_with("ToolAnnotations.");
    Ok(Value::Object(Object {
        span: Spot::of(call.start_byte()..built.end_byte()),
        members,
        layout: Layout::Code(Box::new(CodeSyntax::JavaBuilder { qualified })),
    }))
}

/// `new McpSchema.ToolAnnotations(title, readOnlyHint, destructiveHint,
/// idempotentHint, openWorldHint, returnDirect)`: each position is a
/// member written at its argument (`null` is absent).
fn record<'t, 'tree>(constants: &mut Constants<'t, 'tree>, node: Node<'tree>) -> Converted<'t> {
    let text = constants.text;
    let opaque = || Opaque::at(text, node);
    let type_name = node
        .child_by_field_name("type")
        .map(|written| tree::text(text, written))
        .unwrap_or("");
    if type_name != "ToolAnnotations" && !type_name.ends_with(".ToolAnnotations") {
        return Err(opaque());
    }
    let arguments = node
        .child_by_field_name("arguments")
        .map(children)
        .unwrap_or_default();
    if arguments.len() != RECORD_ARITY {
        return Err(opaque());
    }
    let mut members = Vec::new();
    for (key, argument) in RECORD_MEMBERS.iter().zip(&arguments) {
        let converted = value(constants, *argument)?;
        members.push(member(*key, span(*argument), converted));
    }
    Ok(Value::Object(Object {
        span: tree::spot(node),
        members,
        layout: Layout::Code(Box::new(CodeSyntax::JavaRecord)),
    }))
}
