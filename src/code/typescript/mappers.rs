//! The project's function that maps a tool's definition into the tool its
//! `tools/list` handler answers (`toMcpTool(schema: ToolSchema)` returning
//! `{ name, annotations: { readOnlyHint: schema.type === "readOnly", … } }`),
//! looked for where the definitions' type is declared and, since
//! TypeScript's types are structural, in the module that declares a type of
//! the same name with the members the mapper reads: a module near the
//! definitions' type (its folder and the folder above) exports it, and the
//! mapper is then taken only when a module beside it calls it in a
//! `tools/list` handler (`setRequestHandler(ListToolsRequestSchema, …)`).

use std::ops::Range;
use std::rc::Rc;

use tree_sitter::Node;

use super::model::{Eval, Module, node_at};
use super::values::{SCRIPTS, parameters, top_level};
use crate::code::tree::{self, children};

/// What names a `tools/list` handler in a module's text.
const LIST_HANDLERS: [&str; 3] = ["ListToolsRequestSchema", "\"tools/list\"", "'tools/list'"];

/// The function mapping a `type_name` (as the module `types` names it)
/// into a listed tool: the module and the function's span.
pub(super) fn mapper(
    eval: &mut Eval<'_>,
    types: &Rc<Module>,
    type_name: &str,
) -> Option<(Rc<Module>, Range<usize>)> {
    let (declared, span) = eval.declaration(types, type_name)?;
    if let Some(span) = mapper_in(&declared, type_name) {
        return Some((declared, span));
    }
    let keys = members(&declared, &span);
    for other in crate::code::nearby::near(&declared.path, eval.texts(), &SCRIPTS, &[type_name]) {
        let Some(module) = eval.module(&other) else {
            continue;
        };
        let Some((twin, twin_span)) = eval.declaration(&module, type_name) else {
            continue;
        };
        if twin.path == declared.path {
            continue;
        }
        // Structural: every member of the mapper's type is one the
        // definitions' type has.
        let wanted = members(&twin, &twin_span);
        if wanted.is_empty() || !wanted.iter().all(|key| keys.contains(key)) {
            continue;
        }
        if let Some(found) = mapper_in(&twin, type_name)
            && listed_by(eval, &twin, &found)
        {
            return Some((twin, found));
        }
    }
    None
}

/// The function of `module` taking a `type_name` first and returning an
/// object with `annotations`.
fn mapper_in(module: &Module, type_name: &str) -> Option<Range<usize>> {
    let text = &module.text;
    top_level(module.root())
        .find(|declaration| {
            declaration.kind() == "function_declaration"
                && tree::text(text, *declaration).contains("annotations")
                && parameters(text, *declaration)
                    .first()
                    .and_then(|(parameter, _)| type_name_of(text, *parameter))
                    == Some(type_name)
        })
        .map(tree::span)
}

/// Whether a module beside `module` (or `module` itself) calls its
/// function at `span` in a `tools/list` handler.
fn listed_by(eval: &mut Eval<'_>, module: &Rc<Module>, span: &Range<usize>) -> bool {
    let Some(name) = node_at(module, span)
        .and_then(|function| function.child_by_field_name("name"))
        .map(|name| tree::text(&module.text, name).to_owned())
    else {
        return false;
    };
    let called = |text: &str| {
        LIST_HANDLERS.iter().any(|handler| text.contains(handler))
            && (text.contains(&format!("{name}(")) || text.contains(&format!("map({name})")))
    };
    if called(&module.text) {
        return true;
    }
    let beside = crate::code::nearby::near(&module.path, eval.texts(), &SCRIPTS, &LIST_HANDLERS);
    beside.into_iter().any(|path| {
        module.path.parent() == path.parent()
            && eval.module(&path).is_some_and(|other| called(&other.text))
    })
}

/// The names of the members of the object type declared at `span` of
/// `module` (`type T = { … }`, an interface).
fn members(module: &Module, span: &Range<usize>) -> Vec<String> {
    let Some(declaration) = node_at(module, span) else {
        return Vec::new();
    };
    signatures(declaration)
        .into_iter()
        .filter_map(|member| member.child_by_field_name("name"))
        .map(|name| tree::text(&module.text, name).to_owned())
        .collect()
}

/// The property signatures of an object type's declaration (`type T = {
/// … }`, an interface).
pub(super) fn signatures(declaration: Node<'_>) -> Vec<Node<'_>> {
    let body = match declaration.kind() {
        "type_alias_declaration" => declaration.child_by_field_name("value"),
        "interface_declaration" => declaration.child_by_field_name("body"),
        _ => None,
    };
    body.filter(|body| matches!(body.kind(), "object_type" | "interface_body"))
        .map(children)
        .unwrap_or_default()
        .into_iter()
        .filter(|member| member.kind() == "property_signature")
        .collect()
}

/// The name of the type a parameter or property is annotated with
/// (`ToolSchema` in `schema: ToolSchema<Input>`).
pub(super) fn type_name_of<'t>(text: &'t str, node: Node<'_>) -> Option<&'t str> {
    let annotation = children(node)
        .into_iter()
        .find(|child| child.kind() == "type_annotation")?;
    let written = annotation.named_child(0)?;
    let name = match written.kind() {
        "generic_type" => written.child_by_field_name("name")?,
        "type_identifier" => written,
        _ => return None,
    };
    Some(tree::text(text, name))
}
