//! Tools registered with the Python SDK (`mcp`) and FastMCP:
//!
//! - `@mcp.tool` and `@mcp.tool(...)` on a function (the name is the
//!   function's unless `name=` says otherwise), with `annotations=` a dict
//!   or `ToolAnnotations(...)`;
//! - `mcp.add_tool(fn, name=..., annotations=...)`, and FastMCP's
//!   `Tool.from_function(fn, name=..., annotations=...)`; FastMCP's
//!   `add_tool(tool)` from 2.7 on adds a tool made where it is declared
//!   (what it takes is decided from the imports, [`sdk::AddTool`]);
//! - low-level `types.Tool(name=..., annotations=types.ToolAnnotations(...))`.

mod decorators;
mod definitions;
mod imports;
mod instance;
mod loads;
mod lower;
mod mount;
mod reader;
mod sdk;
mod values;
mod wrappers;

pub use decorators::located;
pub use loads::MODULES;
use std::path::Path;

use tree_sitter::Node;

use super::Language;
use super::registration::{Constants, Found, Importer, Place};
use super::tree::{self, children};
use decorators::standalone_decorators;
use definitions::{definitions, functions, undecorated};
use imports::Imports;
use reader::Reader;
use sdk::{AddTool, PySdk, Server};
use values::{PyNames, annotations_type, writes_snake_case};
use wrappers::{calls, wrappers};

/// Reads the registrations of a parsed Python file.
pub fn registrations<'t>(text: &'t str, root: Node<'_>, place: Option<Place<'t>>) -> Found<'t> {
    let imports = place.map(|place| Imports::of(text, root, place));
    let add_tool = AddTool::of(server(text, imports.as_ref(), place));
    let importer = imports.map(|imports| Box::new(imports) as Box<dyn Importer + 't>);
    let annotations_type = annotations_type(text, root);
    let mut reader = Reader {
        constants: Constants::new(text, definitions(text, root))
            .importing(importer)
            .with_functions(functions(text, root)),
        annotations_type,
        names: PyNames::of(text, annotations_type, place),
        snake_case: false,
        standalone: standalone_decorators(text, root),
        add_tool,
        prefixes: mount::prefixes(text, root, place),
        place,
    };
    reader.snake_case = reader.names.snake_case && writes_snake_case(text);
    let wrappers = wrappers(text, root);
    // A wrapper's own body registers its parameters, not a tool.
    let in_a_wrapper = |node: Node<'_>| {
        wrappers.iter().any(|wrapper| {
            wrapper
                .registrations
                .iter()
                .any(|registration| registration.id() == node.id())
        })
    };
    // A handler's calls are followed into the sibling modules it imports.
    let reach = crate::code::effects::Reach::of(place, imports::LINKER, text);
    let mut found = Vec::new();
    tree::preorder(root, |node| match node.kind() {
        "decorated_definition" | "call" if in_a_wrapper(node) => {}
        "call"
            if wrappers
                .iter()
                .any(|wrapper| calls(text, node, wrapper.name)) =>
        {
            for wrapper in wrappers
                .iter()
                .filter(|wrapper| calls(text, node, wrapper.name))
            {
                found.extend(reader.wrapper_call(wrapper, node));
            }
        }
        "decorated_definition" => found.extend(reader.decorated(node).map(|found| {
            found.with_handler_reaching(
                text,
                Language::Python,
                node.child_by_field_name("definition"),
                reach,
            )
        })),
        "call" => match reader.looped(node) {
            Some(tools) => found.extend(tools),
            None => found.extend(reader.call(node).map(|found| {
                found
                    .unless_annotated_later(text, node)
                    .with_handler_reaching(
                        text,
                        Language::Python,
                        added_function(text, root, node),
                        reach,
                    )
            })),
        },
        _ => {}
    });
    found
}

/// The server a module registers its tools on: its own imports say it
/// (`from fastmcp import FastMCP`, `mcp.server.fastmcp`), else those of the
/// sibling modules it imports (`from .app import mcp`), else the project's
/// declared dependencies; a standalone FastMCP's version comes from the
/// project.
fn server(text: &str, imports: Option<&Imports<'_>>, place: Option<Place<'_>>) -> Option<Server> {
    let declared = || place.and_then(sdk::server_declared);
    let imported = sdk::server_imported(text).or_else(|| {
        let imports = imports?;
        let mut modules: Vec<&Path> = imports.modules().collect();
        modules.sort();
        modules
            .into_iter()
            .find_map(|module| sdk::server_imported(&imports.texts.text(module)?))
    });
    match imported {
        Some(Server::FastMcp(_)) => match declared() {
            Some(Server::FastMcp(version)) => Some(Server::FastMcp(version)),
            _ => Some(Server::FastMcp(None)),
        },
        Some(Server::Sdk) => Some(Server::Sdk),
        None => declared(),
    }
}

/// The function `add_tool(fn, …)` or `Tool.from_function(fn, …)` adds:
/// its first argument, a lambda or a function of the module (else the
/// name, followed into the module it is imported from).
fn added_function<'tree>(text: &str, root: Node<'tree>, call: Node<'tree>) -> Option<Node<'tree>> {
    let first = children(call.child_by_field_name("arguments")?)
        .into_iter()
        .next()?;
    match first.kind() {
        "lambda" => Some(first),
        "identifier" => {
            let name = tree::text(text, first);
            children(root)
                .into_iter()
                .find_map(|statement| {
                    let function = undecorated(statement)?;
                    (function.kind() == "function_definition"
                        && function
                            .child_by_field_name("name")
                            .is_some_and(|defined| tree::text(text, defined) == name))
                    .then_some(function)
                })
                // A function of another module: followed there.
                .or(Some(first))
        }
        _ => None,
    }
}

/// What the reader had to assume of a module (`-v` prints it): that
/// snake_case hints are read as hints when neither the imports nor the
/// project say which SDK the module is for.
pub fn assumed(text: &str, place: Option<Place<'_>>) -> Vec<String> {
    let mut assumed = Vec::new();
    if sdk::imported(text).is_none() && writes_snake_case(text) {
        assumed.push(match place.and_then(sdk::declared) {
            Some((PySdk::Two, from)) => format!(
                "read as written for Python SDK 2, as {from} declares: snake_case hint fields \
                 (read_only_hint=) are hints"
            ),
            Some((PySdk::One, from)) => format!(
                "read as written for Python SDK 1, as {from} declares: snake_case hint fields \
                 (read_only_hint=) are not hints"
            ),
            None => "neither its imports nor a declared dependency say which Python SDK (mcp \
                     1.x or 2.x) it is written for: snake_case hint fields (read_only_hint=) are \
                     read as hints, as SDK 2 reads them, and so is camelCase"
                .to_owned(),
        });
    }
    let undeclared_fastmcp = !matches!(
        place.and_then(sdk::server_declared),
        Some(Server::FastMcp(Some(_)))
    );
    if text.contains("add_tool(")
        && sdk::server_imported(text) == Some(Server::FastMcp(None))
        && undeclared_fastmcp
    {
        assumed.push(
            "no fastmcp version is declared: add_tool(x) without keywords is read as FastMCP \
             2.7 and later read it, adding a tool made where x is declared (a plain function \
             is a tool of its own, whose call takes no annotations)"
                .to_owned(),
        );
    }
    assumed
}
