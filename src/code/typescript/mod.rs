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
mod mappers;
mod model;
mod project;
mod resolve;
mod trace;
mod values;

use crate::document::Spot;
use std::borrow::Cow;
use std::collections::HashMap;
use std::path::{Path, PathBuf};

use tree_sitter::Node;

use super::Language;
use super::registration::{
    Arguments, Constants, Imported, Importer, Opaque, Place, Registration, UseKind,
    import_constant, import_helper, relocated,
};
use super::tree::{self, children, span, spot};
use crate::document::{CodeSyntax, Container, Layout, Member, Object, Str, Value};
use values::{
    SCRIPTS, bind_imported, bound_node, definitions, function_named, functions, handler_function,
    parameters, string, tool_object, unjudged, unwrap, value,
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
pub fn registrations<'t>(
    text: &'t str,
    root: Node<'_>,
    place: Option<Place<'t>>,
) -> Vec<Registration<'t>> {
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
        let handler = handler_function(text, &functions, arguments.last().copied());
        match method {
            "registerTool" | "registerToolTask" | "tool" => {
                found.extend(
                    registration(&mut constants, method, uses_sdk, &arguments).map(|found| {
                        found.unless_annotated_later(text, node).with_handler(
                            text,
                            Language::TypeScript,
                            handler,
                        )
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
    found
}

/// Whether a text names the SDK (its package, or its `McpServer`): its
/// `tool` calls are the SDK's overloads.
fn names_sdk(text: &str) -> bool {
    text.contains("@modelcontextprotocol") || text.contains("McpServer")
}

/// Whether the file calls `.tool(` on a name it imports (`imports`) from a
/// sibling module of the SDK (`import { server } from "./server.js"`,
/// where `./server.ts` makes the `McpServer`): its `tool` calls are the
/// SDK's.
fn imports_server(text: &str, imports: &Imports<'_>) -> bool {
    text.contains(".tool(")
        && imports.names.iter().any(|(local, (module, _))| {
            text.contains(&format!("{local}.tool("))
                && imports
                    .resolve(module)
                    .and_then(|path| imports.texts.text(&path))
                    .is_some_and(|imported| names_sdk(&imported))
        })
}

/// A function of the file that registers a tool with values its
/// parameters give (`function tool(name, opts, fn) {
/// server.registerTool(name, opts, fn) }`, `function
/// registerWebFetch(server, config, toolName) { server.tool(toolName ||
/// "web_fetch", …) }`): each call of it is a tool, its body none.
struct Wrapper<'tree> {
    /// Its definition.
    function: Node<'tree>,
    /// The registration call in its body.
    body_call: Node<'tree>,
}

/// The file's wrappers, by name: top-level functions the file calls one
/// of whose registration calls (`registerTool`, and `tool` in a file of
/// the SDK) names one of their parameters in its arguments.
fn wrappers<'t, 'tree>(
    text: &'t str,
    functions: &HashMap<&'t str, Node<'tree>>,
    uses_sdk: bool,
) -> HashMap<&'t str, Wrapper<'tree>> {
    functions
        .iter()
        .filter_map(|(name, function)| Some((*name, wrapper_of(text, *function, uses_sdk)?)))
        // A function the file never calls (exported, called elsewhere) is
        // read where other modules call it, else where it registers.
        .filter(|(name, _)| called(text, name))
        .collect()
}

/// `function` as a wrapper, when one of its registration calls names one
/// of its parameters in the name or the configuration.
fn wrapper_of<'tree>(text: &str, function: Node<'tree>, uses_sdk: bool) -> Option<Wrapper<'tree>> {
    let parameters = parameter_names(text, function);
    if parameters.iter().all(|parameter| parameter.is_empty()) {
        return None;
    }
    let body = function.child_by_field_name("body")?;
    // Only a body that calls a registration can be a wrapper.
    let body_text = tree::text(text, body);
    let registers =
        body_text.contains("registerTool") || (uses_sdk && body_text.contains(".tool("));
    if !registers {
        return None;
    }
    let mut found = None;
    tree::preorder(body, |node| {
        if found.is_some() || node.kind() != "call_expression" {
            return;
        }
        let registers = match called_method(text, node) {
            Some("registerTool" | "registerToolTask") => true,
            Some("tool") => uses_sdk,
            _ => false,
        };
        let Some(arguments) = node.child_by_field_name("arguments") else {
            return;
        };
        // A parameter the handler uses (`async () => db.list()`) makes
        // no wrapper: the name or the configuration must take one.
        let mut names_parameter = false;
        for argument in children(arguments) {
            if matches!(
                unwrap(argument).kind(),
                "arrow_function" | "function_expression" | "function"
            ) {
                continue;
            }
            tree::preorder(argument, |argument| {
                names_parameter |= matches!(
                    argument.kind(),
                    "identifier" | "shorthand_property_identifier"
                ) && parameters.contains(&tree::text(text, argument));
            });
        }
        if registers && names_parameter {
            found = Some(Wrapper {
                function,
                body_call: node,
            });
        }
    });
    found
}

/// Whether the file calls the function `name` (`name(` written other than
/// as its definition, `function name(`).
fn called(text: &str, name: &str) -> bool {
    let call = format!("{name}(");
    memchr::memmem::find_iter(text.as_bytes(), call.as_bytes()).any(|at| {
        let before = text.get(..at).unwrap_or_default();
        // Not a method of the same name (`server.registerTool(`).
        let word_start =
            !before.ends_with(|c: char| c.is_alphanumeric() || matches!(c, '_' | '$' | '.'));
        let definition =
            before.trim_end().ends_with("function") || before.trim_end().ends_with("function*");
        word_start && !definition
    })
}

/// The tool a call of the wrapper `wrapper` at `call` registers: its
/// body's registration read with its parameters bound to the call's
/// arguments (by position, else their defaults, else `undefined`), placed
/// at the call.
fn wrapper_call<'t, 'tree>(
    constants: &mut Constants<'t, 'tree>,
    functions: &HashMap<&str, Node<'tree>>,
    uses_sdk: bool,
    wrapper: &Wrapper<'tree>,
    call: Node<'tree>,
) -> Option<Registration<'t>> {
    let text = constants.text;
    let method = called_method(text, wrapper.body_call)?;
    let registered = children(wrapper.body_call.child_by_field_name("arguments")?);
    let given = call
        .child_by_field_name("arguments")
        .map(children)
        .unwrap_or_default();
    let callee = call.child_by_field_name("function")?;
    // `spec => …`, one parameter without parentheses, needs its argument.
    if wrapper.function.child_by_field_name("parameter").is_some() && given.is_empty() {
        return None;
    }
    let mut bindings = HashMap::new();
    for (index, (parameter, name)) in parameters(text, wrapper.function).into_iter().enumerate() {
        let Some(name) = name else {
            continue;
        };
        // A parameter left out is its default, else `undefined` (the
        // parameter's own node stands for it).
        let bound = given
            .get(index)
            .copied()
            .or_else(|| parameter.child_by_field_name("value"))
            .unwrap_or(parameter);
        bindings.insert(name, bound);
    }
    constants.use_wrapper(
        UseKind::Wrapper,
        tree::text(text, callee),
        span(callee),
        span(wrapper.function),
    );
    let read = constants.with_bindings(bindings, |constants| {
        body_registration(constants, functions, uses_sdk, method, &registered)
    });
    if read.is_none() {
        // The use recorded is for no registration.
        constants.take_uses();
    }
    Some(
        read?
            .placed(span(call), span(callee))
            .unless_annotated_later(text, call),
    )
}

/// The registration a wrapper's body or a loop's body makes by calling
/// `method` with `registered`, read with the bindings in scope, with its
/// handler.
fn body_registration<'t, 'tree>(
    constants: &mut Constants<'t, 'tree>,
    functions: &HashMap<&str, Node<'tree>>,
    uses_sdk: bool,
    method: &str,
    registered: &[Node<'tree>],
) -> Option<Registration<'t>> {
    let text = constants.text;
    let handler = registered
        .last()
        .map(|handler| bound_node(constants, *handler));
    let handler = handler_function(text, functions, handler);
    registration(constants, method, uses_sdk, registered)
        .map(|found| found.with_handler(text, Language::TypeScript, handler))
}

/// A call, in another module, of a wrapper this file exports and never
/// calls itself.
struct Caller {
    /// Its file and line, as shown (`./index.ts, line 6`).
    shown: String,
    /// The values of its arguments, by position (`None`: not static).
    arguments: Vec<Option<Value<'static>>>,
}

/// The wrappers of the file at `place` that the file never calls and the
/// modules of its folder and the folder above import by a relative path
/// and call: each with its name and those calls.
fn called_elsewhere<'t, 'tree>(
    text: &'t str,
    functions: &HashMap<&'t str, Node<'tree>>,
    uses_sdk: bool,
    place: Place<'_>,
) -> Vec<(&'t str, Wrapper<'tree>, Vec<Caller>)> {
    let mut found: Vec<_> = functions
        .iter()
        .filter_map(|(name, function)| {
            let wrapper = wrapper_called_elsewhere(text, name, *function, uses_sdk)?;
            let callers = callers(place, name);
            (!callers.is_empty()).then_some((*name, wrapper, callers))
        })
        .collect();
    found.sort_by_key(|(_, wrapper, _)| wrapper.function.start_byte());
    found
}

/// The function `name` of the file as a wrapper it never calls itself
/// (exported: other modules call it).
fn wrapper_called_elsewhere<'tree>(
    text: &str,
    name: &str,
    function: Node<'tree>,
    uses_sdk: bool,
) -> Option<Wrapper<'tree>> {
    // Looked at as a wrapper first (a few byte tests), then its calls
    // counted (a scan of the file).
    wrapper_of(text, function, uses_sdk).filter(|_| !called(text, name))
}

/// The calls of `name`, a function of the module at `place`, in the
/// modules near it that import it from there by a relative path.
fn callers(place: Place<'_>, name: &str) -> Vec<Caller> {
    let module = crate::base::paths::absolute(place.path);
    let folder = module.parent().map(Path::to_path_buf).unwrap_or_default();
    let mut found = Vec::new();
    for other in super::nearby::near(&module, place.texts, &SCRIPTS, &[name]) {
        let Some(language) = Language::of_path(&other) else {
            continue;
        };
        let Some((text, parsed)) =
            super::registration::module_naming(place.texts, &other, language, name)
        else {
            continue;
        };
        let root = parsed.root_node();
        let imports = Imports::of(
            &text,
            root,
            Place {
                path: &other,
                texts: place.texts,
            },
        );
        let locals: Vec<String> = imports
            .names
            .iter()
            .filter(|(_, (written, exported))| {
                exported == name
                    && imports
                        .resolve(written)
                        .is_some_and(|resolved| crate::base::paths::absolute(&resolved) == module)
            })
            .map(|(local, _)| local.clone())
            .collect();
        if locals.is_empty() {
            continue;
        }
        let shown = match other.strip_prefix(&folder) {
            Ok(inside) => format!("./{}", crate::base::paths::display_name(inside)),
            Err(_) => other
                .file_name()
                .map(|file| format!("../{}", file.to_string_lossy()))
                .unwrap_or_default(),
        };
        let mut constants = Constants::new(&text, definitions(&text, root))
            .importing(Some(Box::new(imports) as Box<dyn Importer>));
        tree::preorder(root, |node| {
            let calls_it = node.kind() == "call_expression"
                && node.child_by_field_name("function").is_some_and(|callee| {
                    locals
                        .iter()
                        .any(|local| local == tree::text(&text, callee))
                });
            if !calls_it {
                return;
            }
            let arguments = node
                .child_by_field_name("arguments")
                .map(children)
                .unwrap_or_default()
                .into_iter()
                .map(|argument| {
                    value(&mut constants, argument)
                        .ok()
                        .map(|converted| relocated(converted, &(0..0)))
                })
                .collect();
            let line = super::registration::line_of(&text, node.start_byte());
            found.push(Caller {
                shown: format!("{shown}, line {line}"),
                arguments,
            });
        });
    }
    found
}

/// The tool the call `caller`, in another module, of the wrapper `name`
/// registers: its body's registration read with its parameters bound to
/// the values the call gives (a value it gives that is not static stands
/// for nothing static; one it leaves out is the parameter's default, else
/// `undefined`), placed at the body, where its values are written and
/// fixed.
fn wrapper_called_from<'t, 'tree>(
    constants: &mut Constants<'t, 'tree>,
    functions: &HashMap<&str, Node<'tree>>,
    uses_sdk: bool,
    (name, wrapper): (&str, &Wrapper<'tree>),
    caller: &Caller,
) -> Option<Registration<'t>> {
    let text = constants.text;
    let method = called_method(text, wrapper.body_call)?;
    let registered = children(wrapper.body_call.child_by_field_name("arguments")?);
    // What reads as nothing static: the wrapper's own body.
    let unknown = wrapper.function.child_by_field_name("body")?;
    let mut given = HashMap::new();
    let mut bindings = HashMap::new();
    for (index, (parameter, name)) in parameters(text, wrapper.function).into_iter().enumerate() {
        let Some(parameter_name) = name else {
            continue;
        };
        match caller.arguments.get(index) {
            Some(Some(value)) => {
                given.insert(parameter_name.to_owned(), value.clone());
            }
            Some(None) => {
                bindings.insert(parameter_name, unknown);
            }
            None => {
                let default = parameter.child_by_field_name("value").unwrap_or(parameter);
                bindings.insert(parameter_name, default);
            }
        }
    }
    constants.use_wrapper_from(
        UseKind::Wrapper,
        name,
        (span(wrapper.body_call), span(wrapper.function)),
        Some(caller.shown.clone()),
    );
    let read = constants.with_given(given, bindings, caller.shown.clone(), |constants| {
        body_registration(constants, functions, uses_sdk, method, &registered)
    });
    if read.is_none() {
        // The use recorded is for no registration.
        constants.take_uses();
    }
    Some(read?.unless_annotated_later(text, wrapper.body_call))
}

/// The functions the file at `place` imports from a module near it (its
/// own folder, or a folder below, whose modules look for their callers
/// here) that are wrappers that module never calls itself: that module's
/// reading reads this file's calls of them, so what the file passes them
/// is read there.
pub fn read_elsewhere(text: &str, place: Option<Place<'_>>) -> Vec<String> {
    let Some(place) = place else {
        return Vec::new();
    };
    let language = Language::of_path(place.path).unwrap_or(Language::TypeScript);
    let Ok(parsed) = super::parse::parse_tree(text, language) else {
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

/// The registration a call of `method` with `arguments` makes.
fn registration<'t, 'tree>(
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
struct Loop<'t, 'tree> {
    /// The loop variable.
    variable: &'t str,
    /// The array's elements.
    elements: Vec<Node<'tree>>,
    /// The loop as messages name it (`for (… of TOOLS)`, `TOOLS.forEach(…)`).
    header: String,
}

/// The loop a registration call is written in, over a constant array:
/// `for (const t of TOOLS) …` or `TOOLS.forEach(t => …)` (and `map`), the
/// array a constant of the file or written in place.
fn looped<'t, 'tree>(
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

/// The names of a function's plain parameters, in order (`""` for a
/// pattern).
fn parameter_names<'t>(text: &'t str, function: Node<'_>) -> Vec<&'t str> {
    parameters(text, function)
        .into_iter()
        .map(|(_, name)| name.unwrap_or(""))
        .collect()
}

/// The wrapper a call calls by name, if it is one of the file's.
fn called_wrapper<'w, 'tree>(
    text: &str,
    call: Node<'_>,
    wrappers: &'w HashMap<&str, Wrapper<'tree>>,
) -> Option<&'w Wrapper<'tree>> {
    let function = call.child_by_field_name("function")?;
    (function.kind() == "identifier")
        .then(|| wrappers.get(tree::text(text, function)))
        .flatten()
}

/// The tool a call of MCP-B's `useWebMCP` hook registers (its first
/// argument), called by name or as a member (`hooks.useWebMCP(…)`).
fn web_mcp_hook<'tree>(text: &str, call: Node<'tree>) -> Option<Node<'tree>> {
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
fn called_method<'t>(text: &'t str, call: Node<'_>) -> Option<&'t str> {
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
            Some(tool_object(constants, *tool, None).carrying(super::wire::WEBMCP_HINTS))
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
    let anchor = name
        .as_ref()
        .map_or(span(*name_node), |name| name.span.range());
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

/// The tools a `ListToolsRequestSchema` handler lists: every `tools: [...]`
/// member in it whose elements are object literals or constants.
fn listed_tools<'t, 'tree>(
    constants: &mut Constants<'t, 'tree>,
    handler: Node<'tree>,
) -> Vec<Registration<'t>> {
    let text = constants.text;
    let mut lists = Vec::new();
    tree::preorder(handler, |node| {
        if node.kind() != "pair" {
            return;
        }
        let is_tools = node
            .child_by_field_name("key")
            .is_some_and(|key| matches!(tree::text(text, key), "tools" | "\"tools\"" | "'tools'"));
        if let (true, Some(list)) = (is_tools, node.child_by_field_name("value")) {
            lists.push(unwrap(list));
        }
    });
    let mut found = Vec::new();
    for list in lists {
        if let Some(table) = mapped_table(constants, list) {
            found.extend(table_tools(constants, table));
            continue;
        }
        let list = match list.kind() {
            "identifier" => match constant_array(constants, list) {
                Some(array) => array,
                None => continue,
            },
            _ => list,
        };
        if list.kind() != "array" {
            continue;
        }
        for element in children(list) {
            let listed = tool_object(constants, element, None);
            // A tool listed by name: `NAME.annotations = …` may follow.
            found.push(match unwrap(element).kind() {
                "identifier" => listed.unless_set_later(text, tree::text(text, unwrap(element))),
                _ => listed.unless_annotated_later(text, element),
            });
        }
    }
    found
}

/// The object literal of tools by name that `list` maps into the listed
/// tools, keeping their annotations: `Object.entries(TOOLS).map(([name,
/// t]) => ({ name, …, annotations: t.annotations }))` (or `…t`) with
/// `TOOLS` a constant object of the file. A map that drops the
/// annotations sends none, whatever the table says: not read as a table.
fn mapped_table<'tree>(
    constants: &mut Constants<'_, 'tree>,
    list: Node<'tree>,
) -> Option<Node<'tree>> {
    let text = constants.text;
    let (map, arguments) = call_parts(list)?;
    if map.kind() != "member_expression"
        || tree::text(text, map.child_by_field_name("property")?) != "map"
    {
        return None;
    }
    let mapper = *arguments.first()?;
    let mapped = tree::text(text, mapper);
    if !mapped.contains("annotations") && !mapped.contains("...") {
        return None;
    }
    let (entries, table) = call_parts(unwrap(map.child_by_field_name("object")?))?;
    if tree::text(text, entries) != "Object.entries" {
        return None;
    }
    let table = unwrap(*table.first()?);
    if table.kind() != "identifier" {
        return None;
    }
    constant_node(constants, table).filter(|node| node.kind() == "object")
}

/// The function and arguments of the call `node`.
fn call_parts(node: Node<'_>) -> Option<(Node<'_>, Vec<Node<'_>>)> {
    if node.kind() != "call_expression" {
        return None;
    }
    let function = node.child_by_field_name("function")?;
    let arguments = node.child_by_field_name("arguments").map(children)?;
    Some((function, arguments))
}

/// A tool for each entry of a table of tools by name: the entry's object,
/// written as it is or passed alone to the project's helper (`tool({ … })`),
/// named by its key.
fn table_tools<'t, 'tree>(
    constants: &mut Constants<'t, 'tree>,
    table: Node<'tree>,
) -> Vec<Registration<'t>> {
    let text = constants.text;
    let mut found = Vec::new();
    for pair in children(table) {
        if pair.kind() != "pair" {
            continue;
        }
        let (Some(key), Some(value)) = (
            pair.child_by_field_name("key"),
            pair.child_by_field_name("value"),
        ) else {
            continue;
        };
        let value = unwrap(value);
        let object = match call_parts(value) {
            Some((_, arguments)) if arguments.len() == 1 => unwrap(arguments[0]),
            _ => value,
        };
        if object.kind() != "object" {
            continue;
        }
        let name = match key.kind() {
            "property_identifier" => Some(Str {
                value: Cow::Borrowed(tree::text(text, key)),
                span: spot(key),
            }),
            _ => string(text, key),
        };
        let mut registration = tool_object(constants, object, None);
        if let Some(name) = name {
            registration.anchor = name.span.range();
            registration.name = Some(name);
        }
        found.push(registration);
    }
    found
}

/// The array literal a constant holds.
fn constant_array<'tree>(
    constants: &mut Constants<'_, 'tree>,
    identifier: Node<'tree>,
) -> Option<Node<'tree>> {
    constant_node(constants, identifier).filter(|node| node.kind() == "array")
}

/// The expression the constant `identifier` names is defined with, as a
/// node of this file (no use is recorded).
fn constant_node<'tree>(
    constants: &mut Constants<'_, 'tree>,
    identifier: Node<'tree>,
) -> Option<Node<'tree>> {
    let mut defined = None;
    // Only the node is wanted; the value stands for it.
    let _ = constants.follow(identifier, |_, node| {
        defined = Some(unwrap(node));
        Ok(Value::Skipped(Container::Object, spot(node)))
    });
    constants.take_uses();
    defined
}

/// The names a file imports from sibling modules by relative paths:
/// `import { READ_ONLY, WRITE as W } from "./hints.js"`.
struct Imports<'p> {
    /// Where the imported files' texts come from.
    texts: &'p dyn crate::base::files::TextSource,
    /// The importing file's folder.
    folder: PathBuf,
    /// Local name to (module as written, exported name).
    names: HashMap<String, (String, String)>,
    /// Namespace imports (`import * as hints`): local name to module.
    namespaces: HashMap<String, String>,
}

impl<'p> Imports<'p> {
    /// The relative named imports of the file at `place`.
    fn of(text: &str, root: Node<'_>, place: Place<'p>) -> Imports<'p> {
        let path = place.path;
        let mut names = HashMap::new();
        let mut namespaces = HashMap::new();
        for statement in children(root) {
            if statement.kind() != "import_statement" {
                continue;
            }
            let Some(module) = statement
                .child_by_field_name("source")
                .and_then(|source| string(text, source))
            else {
                continue;
            };
            if !module.value.starts_with("./") && !module.value.starts_with("../") {
                continue;
            }
            tree::preorder(statement, |node| {
                if node.kind() == "namespace_import"
                    && let Some(local) = node.named_child(0)
                {
                    namespaces.insert(tree::text(text, local).to_owned(), module.value.to_string());
                }
                if node.kind() != "import_specifier" {
                    return;
                }
                let Some(exported) = node.child_by_field_name("name") else {
                    return;
                };
                let local = node.child_by_field_name("alias").unwrap_or(exported);
                names.insert(
                    tree::text(text, local).to_owned(),
                    (
                        module.value.to_string(),
                        tree::text(text, exported).to_owned(),
                    ),
                );
            });
        }
        Imports {
            texts: place.texts,
            folder: path.parent().map(Path::to_path_buf).unwrap_or_default(),
            names,
            namespaces,
        }
    }

    /// The file a relative module specifier names: TypeScript's `.js`
    /// specifiers name `.ts` sources, and a bare name may be any of the
    /// extensions or a folder's `index`.
    fn resolve(&self, module: &str) -> Option<PathBuf> {
        resolve::relative(self.texts, &self.folder, module)
    }
}

impl Importer for Imports<'_> {
    fn import(&self, name: &str) -> Option<Imported> {
        let (module, exported) = self.names.get(name)?;
        self.constant_of(module, exported)
    }

    fn import_member(&self, namespace: &str, name: &str) -> Option<Imported> {
        let module = self.namespaces.get(namespace)?;
        self.constant_of(module, name)
    }

    fn import_helper(&self, name: &str, arguments: &Arguments) -> Option<Imported> {
        let (module, exported) = self.names.get(name)?;
        let path = self.resolve(module)?;
        import_helper(
            self.texts,
            &path,
            Language::of_path(&path)?,
            (exported, module),
            arguments,
            definitions,
            (function_named, bind_imported),
            &|constants, _, node| value(constants, node),
        )
    }
}

impl Imports<'_> {
    /// The constant `name` of the sibling `module`.
    fn constant_of(&self, module: &str, name: &str) -> Option<Imported> {
        let path = self.resolve(module)?;
        import_constant(
            self.texts,
            &path,
            Language::of_path(&path)?,
            name,
            module,
            definitions,
            &|constants, _, node| value(constants, node),
        )
    }
}
