//! An exported table of tool definitions that other modules of the
//! project filter, map and register: `export const TOOLS = [{ name:
//! "list_projects", description: "…", inputSchema: …, annotations: {
//! readOnlyHint: true, … } satisfies ToolAnnotations }, …]`, imported by a
//! module beside it (or in the folder above) that keeps each element's
//! `annotations` (`tools.filter(…)`, `{ ...tool, description }`,
//! `server.registerTool(tool.name, { annotations: tool.annotations }, …)`
//! in a loop). Each element is a tool, read where it is written (a fix
//! edits the element); the loops that register them stay tools not judged
//! where they are, since what reaches them is decided at run time (which
//! elements a filter keeps).
//!
//! A file that registers tools itself is the SDK reader's (its loops over
//! a local table are read there), and a table nothing else imports is not
//! read here.

use tree_sitter::Node;

use super::values::{string, tool_object, top_level, unwrap};
use crate::code::registration::{Constants, Place, Registration};
use crate::code::tree::{self, children};

/// The extensions of the modules that may import a table.
const EXTENSIONS: &[&str] = &["ts", "tsx", "mts", "cts", "js", "jsx", "mjs", "cjs"];

/// Whether a text may export such a table: a cheap search.
pub(super) fn might_export(text: &str) -> bool {
    text.contains("export")
        && text.contains("annotations")
        && text.contains("inputSchema")
        && !text.contains("registerTool")
        && !text.contains(".tool(")
        && !text.contains("setRequestHandler")
}

/// The tools of the file's exported tables of definitions another module
/// of the project imports.
pub(super) fn exported_tools<'t, 'tree>(
    constants: &mut Constants<'t, 'tree>,
    root: Node<'tree>,
    place: Place<'_>,
) -> Vec<Registration<'t>> {
    let text = constants.text;
    let mut found = Vec::new();
    for statement in children(root) {
        if statement.kind() != "export_statement" {
            continue;
        }
        let Some(declaration) = top_level(statement).next().or_else(|| {
            statement
                .child_by_field_name("declaration")
                .filter(|declaration| declaration.kind() == "lexical_declaration")
        }) else {
            continue;
        };
        for declarator in children(declaration) {
            let Some((name, value)) = tree::field_pair(declarator, "name", "value") else {
                continue;
            };
            let table = unwrap(value);
            if table.kind() != "array" {
                continue;
            }
            let elements: Vec<Node<'tree>> = children(table)
                .into_iter()
                .filter(|element| element.kind() != "comment")
                .collect();
            let definitions = !elements.is_empty()
                && elements
                    .iter()
                    .all(|element| is_definition(text, unwrap(*element)));
            if definitions && imported_elsewhere(tree::text(text, name), place) {
                found.extend(
                    elements
                        .into_iter()
                        .map(|element| tool_object(constants, unwrap(element), None)),
                );
            }
        }
    }
    found
}

/// Whether `element` is an object literal defining a tool: a string
/// `name`, an `inputSchema` and `annotations`.
fn is_definition(text: &str, element: Node<'_>) -> bool {
    if element.kind() != "object" {
        return false;
    }
    let value_of = |wanted: &str| {
        children(element).into_iter().find_map(|pair| {
            let (key, value) = tree::field_pair(pair, "key", "value")?;
            let key = tree::text(text, key).trim_matches(['"', '\'']);
            (key == wanted).then_some(unwrap(value))
        })
    };
    value_of("name").is_some_and(|name| string(text, name).is_some())
        && value_of("inputSchema").is_some()
        && value_of("annotations").is_some()
}

/// Whether another module beside the file at `place` (or in the folder
/// above) imports `name`.
fn imported_elsewhere(name: &str, place: Place<'_>) -> bool {
    crate::code::nearby::near(place.path, place.texts, EXTENSIONS, &[name])
        .iter()
        .filter(|path| path.as_path() != place.path)
        .any(|path| {
            place.texts.text(path).is_some_and(|other| {
                other
                    .lines()
                    .any(|line| line.trim_start().starts_with("import") && line.contains(name))
                    || other.contains(&format!("{name},")) && other.contains("import {")
            })
        })
}
