//! The forms of the official PHP SDK (`mcp/sdk`) and php-mcp
//! (`php-mcp/server`): `#[McpTool(…)]` on a method or an invokable class,
//! and the builders' `->addTool(…)` / `->withTool(…)`, whose arguments
//! are read by name or by the place each SDK declares them in.

use std::borrow::Cow;

use tree_sitter::Node;

use super::values::{Reader, Sdk, arguments, short, string, value};
use crate::base::hint::TITLE_KEY;
use crate::code::query::{Capture, Found};
use crate::code::registration::{Constants, Opaque, Registration, member};
use crate::code::tree::{self, children, span, spot};
use crate::document::{Member, Object, Spot, Str, Value};

/// The parameters of a registration, in order, as the SDK declares them.
fn parameters(sdk: Sdk, builder: bool) -> &'static [&'static str] {
    match (sdk, builder) {
        (Sdk::Official, false) => &["name", TITLE_KEY, "description", "annotations"],
        (Sdk::PhpMcp, false) => &["name", "description", "annotations"],
        (Sdk::Official, true) => &["handler", "name", TITLE_KEY, "description", "annotations"],
        (Sdk::PhpMcp, true) => &["handler", "name", "description", "annotations"],
    }
}

/// A tool's holder read from the arguments `list` of an attribute or a
/// builder call (`at` where parentheses go when there are none): the
/// holder, its written name, and its handler argument.
struct Holder<'t, 'tree> {
    /// The holder object.
    object: Object<'t>,
    /// The name, when written as a literal or a constant.
    name: Option<Str<'t>>,
    /// The handler argument of a builder call.
    handler: Option<Node<'tree>>,
    /// What cannot be read.
    opaque: Option<Opaque>,
}

/// Reads a registration's arguments into a holder.
fn holder<'t, 'tree>(
    reader: &Reader<'t>,
    constants: &mut Constants<'t, 'tree>,
    list: Option<Node<'tree>>,
    at: Spot,
    order: &[&str],
) -> Holder<'t, 'tree> {
    let text = constants.text;
    let span_of = list.map_or(at, spot);
    let written = match arguments(text, list) {
        Ok(written) => written,
        Err(opaque) => {
            return Holder {
                object: Object {
                    span: span_of,
                    members: Vec::new(),
                    layout: reader.named(None),
                },
                name: None,
                handler: None,
                opaque: Some(opaque),
            };
        }
    };
    let mut members: Vec<Member<'t>> = Vec::new();
    let (mut name, mut handler, mut opaque) = (None, None, None);
    for (index, argument) in written.iter().enumerate() {
        let (key, key_span) = match argument.name {
            Some(named) => (tree::text(text, named), span(named)),
            None => match order.get(index) {
                Some(key) => (*key, span(argument.value)),
                None => continue,
            },
        };
        match key {
            "handler" => handler = Some(argument.value),
            "name" => {
                if let Ok(Value::String(written)) = value(reader, constants, argument.value) {
                    name = Some(written.clone());
                    members.push(member("name", key_span, Value::String(written)));
                }
            }
            TITLE_KEY => {
                let title = value(reader, constants, argument.value).unwrap_or_else(|found| {
                    Value::String(Str {
                        value: Cow::Owned(found.what),
                        span: Spot::of(found.span),
                    })
                });
                members.push(member(TITLE_KEY, key_span, title));
            }
            "annotations" => match value(reader, constants, argument.value) {
                Ok(Value::Null(_)) => {}
                Ok(object @ Value::Object(_)) => {
                    members.push(member("annotations", key_span, object));
                }
                Ok(_) => {
                    opaque.get_or_insert(Opaque::at(text, argument.value));
                }
                Err(found) => {
                    opaque.get_or_insert(found);
                }
            },
            _ => {}
        }
    }
    let last = written.last().map(|last| last.node);
    Holder {
        object: Object {
            span: span_of,
            members,
            layout: reader.named(last),
        },
        name,
        handler,
        opaque,
    }
}

/// Whether `class` declares a method named `method`.
fn declares_method(text: &str, class: Node<'_>, method: &str) -> bool {
    declared_method(text, class, method).is_some()
}

/// The method `class` declares named `method` (names compared as PHP
/// does, without case).
pub(super) fn declared_method<'tree>(
    text: &str,
    class: Node<'tree>,
    method: &str,
) -> Option<Node<'tree>> {
    class
        .child_by_field_name("body")
        .map(children)
        .unwrap_or_default()
        .into_iter()
        .find(|member| {
            member.kind() == "method_declaration"
                && member
                    .child_by_field_name("name")
                    .is_some_and(|name| tree::text(text, name).eq_ignore_ascii_case(method))
        })
}

/// `#[McpTool(…)]` on a method (named after it) or on an invokable class
/// (named after the class), as the query found an attribute on either.
pub(super) fn tool_attribute<'t, 'tree>(
    reader: &Reader<'t>,
    constants: &mut Constants<'t, 'tree>,
    found: &Found<'tree>,
) -> Option<Registration<'t>> {
    let text = reader.text;
    let attribute = found.node(Capture::Attribute)?;
    let written = found.node(Capture::AttributeName)?;
    if short(&reader.imports.resolve(tree::text(text, written))) != "McpTool" {
        return None;
    }
    let owner = found.node(Capture::AttributeTarget)?;
    // What the tool runs: the method, or the class's `__invoke`.
    let handler = match owner.kind() {
        "class_declaration" => declared_method(text, owner, "__invoke"),
        _ => Some(owner),
    }
    .and_then(|method| method.child_by_field_name("body"));
    let named_after = match owner.kind() {
        "method_declaration" => {
            let method = owner.child_by_field_name("name")?;
            if tree::text(text, method).eq_ignore_ascii_case("__invoke") {
                tree::enclosing(owner, "class_declaration")?.child_by_field_name("name")?
            } else {
                method
            }
        }
        "class_declaration" if declares_method(text, owner, "__invoke") => {
            owner.child_by_field_name("name")?
        }
        _ => return None,
    };
    let list = found.node(Capture::AttributeArguments);
    let at = Spot::of(attribute.end_byte()..attribute.end_byte());
    let read = holder(reader, constants, list, at, parameters(reader.sdk, false));
    let name = read.name.or_else(|| {
        Some(Str {
            value: Cow::Borrowed(tree::text(text, named_after)),
            span: spot(named_after),
        })
    });
    Some(
        registration(constants, read.object, name, read.opaque, span(named_after))
            .with_handler_reaching(text, crate::code::Language::Php, handler, reader.reach),
    )
}

/// `->addTool(handler, name: …, annotations: …)` (the official SDK's
/// builder) and php-mcp's `->withTool(…)`.
pub(super) fn builder_call<'t, 'tree>(
    reader: &Reader<'t>,
    constants: &mut Constants<'t, 'tree>,
    call: Node<'tree>,
) -> Option<Registration<'t>> {
    let text = reader.text;
    let method = call.child_by_field_name("name")?;
    let sdk = match tree::text(text, method) {
        "addTool" => Sdk::Official,
        "withTool" => Sdk::PhpMcp,
        _ => return None,
    };
    if !text.contains("Mcp") {
        return None;
    }
    let list = call.child_by_field_name("arguments");
    let at = Spot::of(call.end_byte()..call.end_byte());
    let read = holder(reader, constants, list, at, parameters(sdk, true));
    let name = read
        .name
        .or_else(|| read.handler.and_then(|handler| handler_name(text, handler)));
    Some(registration(
        constants,
        read.object,
        name,
        read.opaque,
        span(method),
    ))
}

/// The name the SDKs give a tool registered without one, from its
/// handler: the method of `[Class::class, 'method']` (the class's short
/// name for `__invoke`), the short name of an invokable `Class::class`;
/// a closure's name is made at run time (`None`).
fn handler_name<'t>(text: &'t str, handler: Node<'_>) -> Option<Str<'t>> {
    let class_name = |node: Node<'_>| -> Option<Str<'t>> {
        let parts = children(node);
        let (class, constant) = (parts.first()?, parts.last()?);
        (node.kind() == "class_constant_access_expression"
            && tree::text(text, *constant) == "class")
            .then(|| Str {
                value: Cow::Borrowed(short(tree::text(text, *class))),
                span: spot(node),
            })
    };
    match handler.kind() {
        "array_creation_expression" => {
            let elements = children(handler);
            let [class, method] = elements.as_slice() else {
                return None;
            };
            let method_node = method.named_child(0)?;
            let method_name = string(text, method_node)?;
            if method_name.value.eq_ignore_ascii_case("__invoke") {
                return class.named_child(0).and_then(class_name);
            }
            Some(method_name)
        }
        "class_constant_access_expression" => class_name(handler),
        _ => None,
    }
}

/// A registration of `holder` named `name`, anchored at its name or at
/// `fallback`.
fn registration<'t>(
    constants: &mut Constants<'t, '_>,
    holder: Object<'t>,
    name: Option<Str<'t>>,
    opaque: Option<Opaque>,
    fallback: std::ops::Range<usize>,
) -> Registration<'t> {
    let anchor = name.as_ref().map_or(fallback, |name| name.span.range());
    let uses = constants.take_uses();
    Registration {
        unjudged: opaque,
        ..Registration::new(holder, name, anchor, uses)
    }
}
