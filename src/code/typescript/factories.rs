//! Tools made by the project's own factory, `defineTool({ name,
//! annotations, handler })` (or `definePageTool(args => ({ … }))`), whose
//! results the project collects (`Object.values(module)`, arrays exported
//! and registered in a loop elsewhere) and registers. A call of a function
//! of the project (imported, or of the file) with one object whose `name`
//! is written is a tool when:
//!
//! - the object writes its `annotations`: read where they are written, as
//!   any tool object (fixes in place);
//! - or a member of it is typed, in the factory's parameter type, by a type
//!   that the project maps into a listed tool with a function of its own
//!   (`toMcpTool(schema: ToolSchema)` returning `{ name, annotations: {
//!   readOnlyHint: schema.type === "readOnly", … } }`): the hints are what
//!   that function returns for the member, evaluated; they are computed
//!   there, for every tool, so no fix is written here.
//!
//! A factory whose body registers the tool itself is the wrapper reader's,
//! not this one's.

use std::rc::Rc;

use tree_sitter::Node;

use super::derived::{hints_object, registration};
use super::mappers::{mapper, signatures, type_name_of};
use super::model::{Env, Eval, Module, node_at};
use super::values::{tool_object, unwrap};
use crate::code::registration::{Constants, Registration};
use crate::code::tree::{self, children};

/// Whether a text may call such a factory: a cheap search. A file that
/// calls the SDK itself is the SDK reader's (its wrappers included), which
/// keeps the evaluation off the many files that register directly.
pub(super) fn might_define(text: &str) -> bool {
    text.contains("Tool(")
        && (text.contains("annotations") || text.contains("define"))
        && !text.contains(".registerTool(")
        && !text.contains(".tool(")
}

/// The tools the factory calls of the file (`root`) make, but those at
/// `taken` (read already).
pub(super) fn factory_tools<'t, 'tree>(
    constants: &mut Constants<'t, 'tree>,
    eval: &mut Eval<'_>,
    this_module: &mut dyn FnMut(&mut Eval<'_>) -> Option<Rc<Module>>,
    root: Node<'tree>,
    taken: &[std::ops::Range<usize>],
) -> Vec<Registration<'t>> {
    let text = constants.text;
    let mut calls = Vec::new();
    tree::preorder(root, |node| {
        if node.kind() == "call_expression"
            && let Some((factory, object)) = factory_call(text, node)
            && !taken
                .iter()
                .any(|span| span.start < node.end_byte() && node.start_byte() < span.end)
        {
            calls.push((factory, object));
        }
    });
    let mut found = Vec::new();
    for (factory, object) in calls {
        let Some(module) = this_module(eval) else {
            break;
        };
        if !is_factory(eval, &module, factory) {
            continue;
        }
        if member(text, object, "annotations").is_some() {
            if member(text, object, "name").is_some() {
                found.push(tool_object(constants, object, None));
            }
            continue;
        }
        if let Some(tool) = mapped_tool(eval, &module, factory, object) {
            found.push(tool);
        }
    }
    found
}

/// `f(object)` or `f(args => object)` with `f` a plain name: the name and
/// the object.
fn factory_call<'t, 'tree>(text: &'t str, call: Node<'tree>) -> Option<(&'t str, Node<'tree>)> {
    let function = call.child_by_field_name("function")?;
    if function.kind() != "identifier" {
        return None;
    }
    let name = tree::text(text, function);
    if name == "useWebMCP" {
        return None;
    }
    let [argument] = children(call.child_by_field_name("arguments")?)[..] else {
        return None;
    };
    let object = returned_object(unwrap(argument))?;
    Some((name, object))
}

/// The object literal `node` is, or the one a function written there
/// returns (`args => ({ … })`, `args => { return { … } }`).
fn returned_object(node: Node<'_>) -> Option<Node<'_>> {
    match node.kind() {
        "object" => Some(node),
        "arrow_function" | "function_expression" => {
            let body = unwrap(node.child_by_field_name("body")?);
            if body.kind() == "object" {
                return Some(body);
            }
            let returned = children(body)
                .into_iter()
                .rev()
                .find(|statement| statement.kind() == "return_statement")?;
            returned_object(unwrap(returned.named_child(0)?))
        }
        _ => None,
    }
}

/// The value of the member `key` of an object literal.
fn member<'tree>(text: &str, object: Node<'tree>, key: &str) -> Option<Node<'tree>> {
    children(object)
        .into_iter()
        .rev()
        .find_map(|pair| match pair.kind() {
            "pair" => pair
                .child_by_field_name("key")
                .filter(|written| tree::text(text, *written).trim_matches(['"', '\'']) == key)
                .and_then(|_| pair.child_by_field_name("value")),
            "shorthand_property_identifier" if tree::text(text, pair) == key => Some(pair),
            _ => None,
        })
}

/// Whether `name` is a function of the project that does not register
/// the tool itself.
fn is_factory(eval: &mut Eval<'_>, module: &Rc<Module>, name: &str) -> bool {
    let Some((defined, span)) = eval.declaration(module, name) else {
        return false;
    };
    let Some(node) = node_at(&defined, &span) else {
        return false;
    };
    let body = tree::text(&defined.text, node);
    node.kind().contains("function") && !body.contains("registerTool") && !body.contains(".tool(")
}

/// The tool a factory call makes whose hints the project's mapper of one
/// of its members computes.
fn mapped_tool<'t>(
    eval: &mut Eval<'_>,
    module: &Rc<Module>,
    factory: &str,
    object: Node<'_>,
) -> Option<Registration<'t>> {
    let (defined, span) = eval.declaration(module, factory)?;
    let function = node_at(&defined, &span)?;
    let factory_at = function.start_byte();
    let (parameter, _) = super::values::parameters(&defined.text, function)
        .into_iter()
        .next()?;
    let typed = type_name_of(&defined.text, parameter)?.to_owned();
    let (types, span) = eval.declaration(&defined, &typed)?;
    let declaration = node_at(&types, &span)?;
    let object_here = node_at(module, &tree::span(object))?;
    let mut unmapped = None;
    for (key, member_type) in typed_members(&types.text, declaration) {
        let Some(inner) = member(&module.text, object_here, &key).map(unwrap) else {
            continue;
        };
        let Some(named) = member(&module.text, inner, "name") else {
            continue;
        };
        let anchor = tree::span(named);
        let given = eval.eval(module, inner, &Env::default());
        let name = given.member("name");
        let Some((mapper_module, mapper)) = mapper(eval, &types, &member_type) else {
            // A tool's definition whose hints the project derives where it
            // lists it, by a function hintlint does not find from here.
            unmapped.get_or_insert((name, anchor, key, member_type));
            continue;
        };
        let mapper_node = node_at(&mapper_module, &mapper)?;
        let listed = eval.call_function(&mapper_module, mapper_node, vec![given]);
        let mapper_name = mapper_node
            .child_by_field_name("name")
            .map_or("the mapper", |name| tree::text(&mapper_module.text, name));
        let over = format!("`{mapper_name}()` over the definition");
        let listed = listed.through(&over, module, inner);
        return Some(registration(
            name,
            hints_object(listed.member("annotations")),
            anchor,
            (
                format!("{mapper_name}()"),
                mapper_module.shown(mapper.start),
            ),
        ));
    }
    let (name, anchor, key, member_type) = unmapped?;
    Some(registration(
        name,
        Err(format!(
            "its hints are derived from `{key}` where the project lists it, and no function of the module declaring `{member_type}` maps it into a listed tool"
        )),
        anchor,
        (format!("{factory}()"), defined.shown(factory_at)),
    ))
}

/// The members of an object type (`type T = { schema: S }`, an interface)
/// annotated with a named type: key and type name.
fn typed_members(text: &str, declaration: Node<'_>) -> Vec<(String, String)> {
    signatures(declaration)
        .into_iter()
        .filter_map(|member| {
            let key = tree::text(text, member.child_by_field_name("name")?).to_owned();
            Some((key, type_name_of(text, member)?.to_owned()))
        })
        .collect()
}
