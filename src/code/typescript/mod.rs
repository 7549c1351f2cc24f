//! Tools registered with the TypeScript SDK (`@modelcontextprotocol/sdk`),
//! in TypeScript or JavaScript:
//!
//! - `server.registerTool(name, { title, annotations, … }, handler)` (and
//!   the experimental `registerToolTask` of the same shape);
//! - the older `server.tool(name, [description], [schema], [annotations],
//!   handler)` overloads;
//! - a low-level `setRequestHandler(ListToolsRequestSchema, …)` handler
//!   whose answer lists literal `tools: [{ name, annotations, … }]`.

mod classes;
mod derived;
mod factories;
mod frameworks;
mod imports;
mod listed;
mod loads;
mod mappers;
mod model;
mod project;
mod register;
mod resolve;
mod tables;
mod trace;
mod values;
mod wrappers;

pub use loads::MODULES;

use std::collections::HashMap;

use tree_sitter::Node;

use super::Language;
use super::registration::{Constants, Found, Importer, Place, Registration, UseKind};
use super::tree::{self, children, span};
use imports::{Imports, imports_server, names_sdk};
use listed::listed_tools;
use register::{Loop, called_method, looped, registration, web_mcp_hook};
use values::{definitions, function_named, functions, handler_function, string, tool_object};
use wrappers::{
    body_registration, called_elsewhere, called_wrapper, wrapper_call, wrapper_called_elsewhere,
    wrapper_called_from, wrappers,
};

/// Whether `text` can hold a registration this reader reads: a cheap
/// search for the names every construct needs, so that the many files of a
/// tree that register nothing are never parsed.
pub fn might_register(text: &str) -> bool {
    text.contains("registerTool")
        || text.contains("useWebMCP")
        || text.contains("ListToolsRequestSchema")
        || text.contains("tools/list")
        || (text.contains(".tool(")
            && (text.contains("@modelcontextprotocol")
                || text.contains("McpServer")
                || text.contains("import")))
        || frameworks::might_register(text)
        || project::might_register(text)
        || tables::might_export(text)
}

/// What `-v` says of a file's WebMCP tools made only at run time, which
/// are not counted.
pub fn assumed(text: &str, _: Option<Place<'_>>) -> Vec<String> {
    run_time_tools(text, |_| true)
}

/// The WebMCP tools made only at run time at the offsets `within` accepts,
/// which no reading can count: a form made a tool by
/// `setAttribute("toolname", …)`, and tools that come from `getTools()`.
pub fn run_time_tools(text: &str, within: impl Fn(usize) -> bool) -> Vec<String> {
    let bytes = text.as_bytes();
    let line = |at: usize| {
        bytes
            .get(..at)
            .map_or(0, |before| memchr::memchr_iter(b'\n', before).count())
            + 1
    };
    let mut said = Vec::new();
    for at in memchr::memmem::find_iter(bytes, b"setAttribute(") {
        let rest = text
            .get(at + "setAttribute(".len()..)
            .unwrap_or_default()
            .trim_start();
        let Some(quote) = rest
            .chars()
            .next()
            .filter(|quote| matches!(quote, '"' | '\'' | '`'))
        else {
            continue;
        };
        let named = rest
            .get(1..)
            .and_then(|rest| {
                rest.get(.."toolname".len())
                    .zip(rest.get("toolname".len()..))
            })
            .is_some_and(|(word, after)| {
                word.eq_ignore_ascii_case("toolname") && after.starts_with(quote)
            });
        if named && within(at) {
            said.push(format!(
                "setAttribute(\"toolname\", …) at line {} makes a form a WebMCP tool at run time: it is not counted",
                line(at)
            ));
        }
    }
    for at in memchr::memmem::find_iter(bytes, b".getTools(") {
        // WebMCP's (`navigator.modelContext.getTools()`,
        // `modelContextTesting`), not an MCP client's `getTools()`.
        let receiver = text
            .get(..at)
            .unwrap_or_default()
            .trim_end_matches('?')
            .trim_end_matches(|c: char| c.is_ascii_alphanumeric() || c == '_');
        let webmcp = text
            .get(receiver.len()..at)
            .is_some_and(|word| word.starts_with("modelContext"));
        if webmcp && within(at) {
            said.push(format!(
                "getTools() at line {} lists WebMCP tools at run time: tools named or registered from it are not counted",
                line(at)
            ));
        }
    }
    said
}

/// Reads the registrations of a parsed TypeScript or JavaScript file.
pub fn registrations<'t>(text: &'t str, root: Node<'_>, place: Option<Place<'t>>) -> Found<'t> {
    registrations_sharing(text, root, &[], place)
}

/// Reads the registrations of `root`, one script of a page, which also
/// sees the top-level functions and constants of the `shared` scripts (a
/// page's classic scripts share their globals); its own come first.
pub fn registrations_sharing<'t, 'tree>(
    text: &'t str,
    root: Node<'tree>,
    shared: &[Node<'tree>],
    place: Option<Place<'t>>,
) -> Vec<Registration<'t>> {
    let imports = place.map(|place| Imports::of(text, root, place));
    let uses_sdk = names_sdk(text)
        || imports
            .as_ref()
            .is_some_and(|imports| imports_server(text, imports));
    let scopes = || shared.iter().copied().chain([root]);
    let functions: HashMap<&str, Node<'_>> =
        scopes().flat_map(|scope| functions(text, scope)).collect();
    let definitions = scopes()
        .flat_map(|scope| definitions(text, scope))
        .collect();
    let mut constants = Constants::new(text, definitions)
        .importing(imports.map(|imports| Box::new(imports) as Box<dyn Importer + 't>))
        .with_functions(
            functions
                .iter()
                .map(|(name, node)| (*name, *node))
                .collect(),
        );
    let wrappers = wrappers(text, &functions, uses_sdk);
    // Wrappers the file exports and calls nowhere, called by nearby
    // modules: each of those calls is a tool, read here.
    let elsewhere = place
        .map(|place| called_elsewhere(text, &functions, uses_sdk, place))
        .unwrap_or_default();
    // Only the calls where a registration's name is written are visited.
    let mut needles: Vec<&str> = vec!["registerTool", "tool", "setRequestHandler", "useWebMCP"];
    needles.extend(wrappers.keys().copied());
    let offsets = tree::offsets_of(text, &needles);
    let reach = crate::code::effects::Reach::of(place, imports::LINKER, text);
    let mut found = Vec::new();
    tree::preorder_holding(root, &offsets, |node| {
        if node.kind() != "call_expression" {
            return;
        }
        // A call of the project's own wrapper (`tool(name, config, fn)`,
        // `registerWebFetch(server, config, "fetch")`) registers what its
        // body registers, read with the call's arguments.
        if let Some(wrapper) = called_wrapper(text, node, &wrappers) {
            found.extend(wrapper_call(
                &mut constants,
                &functions,
                uses_sdk,
                wrapper,
                node,
            ));
            return;
        }
        // MCP-B's React hook, `useWebMCP({ name, description, annotations,
        // handler }, deps)`, registers the tool with `navigator.modelContext`.
        if let Some(tool) = web_mcp_hook(text, node) {
            found.push(
                tool_object(&mut constants, tool, None)
                    .carrying(super::wire::WEBMCP_HINTS)
                    .unless_annotated_later(text, node),
            );
            return;
        }
        let Some(method) = called_method(text, node) else {
            return;
        };
        // A wrapper's own body registers its parameters, not a tool.
        if wrappers
            .values()
            .chain(elsewhere.iter().map(|(_, wrapper, _)| wrapper))
            .any(|wrapper| wrapper.body_call.id() == node.id())
        {
            return;
        }
        let Some(arguments) = node.child_by_field_name("arguments") else {
            return;
        };
        let arguments = children(arguments);
        if matches!(method, "registerTool" | "registerToolTask" | "tool") {
            // A registration in a loop over a constant array of object
            // literals is a tool per element, at the element.
            if let Some(Loop {
                variable,
                elements,
                header,
            }) = looped(&mut constants, node)
            {
                for element in elements {
                    // What the loop's body writes is shared by every
                    // element: a fix there is shared too.
                    constants.use_wrapper(UseKind::Loop, &header, span(node), span(node));
                    let bindings = HashMap::from([(variable, element)]);
                    let read = constants.with_bindings(bindings, |constants| {
                        body_registration(constants, &functions, uses_sdk, method, &arguments)
                    });
                    found.extend(read.map(|read| read.placed(span(element), span(element))));
                }
                return;
            }
        }
        // A handler imported from another module is followed there.
        let handler = handler_function(text, &functions, arguments.last().copied()).or_else(|| {
            arguments
                .last()
                .copied()
                .filter(|argument| argument.kind() == "identifier")
        });
        match method {
            "registerTool" | "registerToolTask" | "tool" => {
                found.extend(
                    registration(&mut constants, method, uses_sdk, &arguments).map(|found| {
                        found
                            .unless_annotated_later(text, node)
                            .with_handler_reaching(text, Language::TypeScript, handler, reach)
                    }),
                );
            }
            "setRequestHandler" => {
                // SDK 1 names the request by its schema, SDK 2 by its
                // method (`setRequestHandler('tools/list', …)`).
                let lists_tools = arguments.first().is_some_and(|schema| {
                    tree::text(text, *schema).ends_with("ListToolsRequestSchema")
                        || string(text, *schema).is_some_and(|method| method.value == "tools/list")
                });
                if let (true, Some(handler)) = (lists_tools, arguments.get(1)) {
                    found.extend(listed_tools(&mut constants, *handler));
                }
            }
            _ => {}
        }
    });
    for (name, wrapper, callers) in &elsewhere {
        for caller in callers {
            found.extend(wrapper_called_from(
                &mut constants,
                &functions,
                uses_sdk,
                (name, wrapper),
                caller,
            ));
        }
    }
    // NestJS's `@Tool` methods and xmcp's tool files.
    found.extend(frameworks::registrations(
        &mut constants,
        &functions,
        root,
        place,
    ));
    // The project's tool classes and factories, through the shared model.
    let taken: Vec<_> = found.iter().map(|read| read.holder.span.range()).collect();
    found.extend(project::registrations(&mut constants, root, place, &taken));
    if let Some(place) = place.filter(|_| tables::might_export(text)) {
        found.extend(tables::exported_tools(&mut constants, root, place));
    }
    found
}

/// The functions the file at `place` imports from a module near it (its
/// own folder, or a folder below, whose modules look for their callers
/// here) that are wrappers that module never calls itself: that module's
/// reading reads this file's calls of them, so what the file passes them
/// is read there.
pub fn read_elsewhere(text: &str, place: Option<Place<'_>>) -> Vec<String> {
    // A module near this one (its folder, or one below) is imported by a
    // specifier starting `./`: without one, nothing is looked for. The
    // file's tree is the one its read kept, not a second parse.
    let Some(place) = place.filter(|_| text.contains("./")) else {
        return Vec::new();
    };
    let language = Language::of_path(place.path).unwrap_or(Language::TypeScript);
    let Ok(parsed) = super::parse::tree_of(text, language) else {
        return Vec::new();
    };
    let imports = Imports::of(text, parsed.root_node(), place);
    let module = crate::base::paths::absolute(place.path);
    let folder = module.parent();
    let mut found: Vec<String> = imports
        .names
        .iter()
        .filter(|(_, (written, exported))| {
            let Some(path) = imports
                .resolve(written)
                .map(|path| crate::base::paths::absolute(&path))
            else {
                return false;
            };
            let near = folder.is_some_and(|folder| super::nearby::looks_in(&path, folder));
            let Some(language) = Language::of_path(&path).filter(|_| near) else {
                return false;
            };
            let Some((defined, parsed)) =
                super::registration::module_naming(place.texts, &path, language, exported)
            else {
                return false;
            };
            function_named(&defined, parsed.root_node(), exported).is_some_and(|function| {
                wrapper_called_elsewhere(&defined, exported, function, names_sdk(&defined))
                    .is_some()
            })
        })
        .map(|(local, _)| local.clone())
        .collect();
    found.sort();
    found
}
