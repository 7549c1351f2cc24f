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

mod lower;
mod mount;
mod sdk;
mod values;

use std::borrow::Cow;

use tree_sitter::Node;

use std::collections::HashMap;
use std::path::{Path, PathBuf};

use super::Language;
use super::registration::{
    Arguments, BoundHelper, Constants, Converted, HelperCall, Imported, Importer, Opaque, Place,
    READ_KEYS, Registration, Signature, UseKind, import_constant, import_helper, member,
    merge_spreads, relocated, tolerated, unread,
};
use super::tree::{self, children, span, spot};
use crate::base::hint::Hint;
use crate::document::{CodeSyntax, Layout, Number, Object, Spot, Str, Value};
use mount::Prefix;
use sdk::{AddTool, PySdk, Server};
use values::string;

/// A FastMCP `add_tool` call that takes no annotations: nothing is written
/// there, and messages spell hints as a dict, as they are written where
/// the tool is made (`Tool.from_function(fn, annotations={…})`).
const TAKES_NO_ANNOTATIONS: CodeSyntax = CodeSyntax::Unwritable {
    written_as: Some(&CodeSyntax::PyDict),
};

/// Whether `text` can hold a registration this reader reads: a cheap
/// search for the names every construct needs, so that the many files of a
/// tree that register nothing are never parsed.
pub fn might_register(text: &str) -> bool {
    text.contains("mcp")
        && (text.contains(".tool") || text.contains("add_tool") || text.contains("Tool("))
}

/// Reads the registrations of a parsed Python file.
pub fn registrations<'t>(
    text: &'t str,
    root: Node<'_>,
    place: Option<Place<'t>>,
) -> Vec<Registration<'t>> {
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
            found.with_handler(
                text,
                Language::Python,
                node.child_by_field_name("definition"),
            )
        })),
        "call" => match reader.looped(node) {
            Some(tools) => found.extend(tools),
            None => found.extend(reader.call(node).map(|found| {
                found.unless_annotated_later(text, node).with_handler(
                    text,
                    Language::Python,
                    added_function(text, root, node),
                )
            })),
        },
        _ => {}
    });
    found
}

/// A function of the module that registers a tool with values its
/// parameters give (`def register_search(server, name="search"):
/// @server.tool(name=name, …)`, `server.add_tool(fn, name=name)`) and that
/// the module calls: each call is a tool, read with the call's arguments,
/// its body none.
struct Wrapper<'t, 'tree> {
    /// Its name.
    name: &'t str,
    /// Its definition.
    function: Node<'tree>,
    /// Its parameters with their defaults.
    parameters: Vec<(&'t str, Option<Node<'tree>>)>,
    /// The registrations in its body that name a parameter: decorated
    /// definitions and `add_tool` calls.
    registrations: Vec<Node<'tree>>,
}

/// The module's wrappers (see [`Wrapper`]).
fn wrappers<'t, 'tree>(text: &'t str, root: Node<'tree>) -> Vec<Wrapper<'t, 'tree>> {
    let mut found = Vec::new();
    for (name, function) in functions(text, root) {
        let Some(body) = function.child_by_field_name("body") else {
            continue;
        };
        let body_text = tree::text(text, body);
        if !body_text.contains(".tool(") && !body_text.contains("add_tool(") {
            continue;
        }
        let Some(parameters) = parameters(text, function).filter(|found| !found.is_empty()) else {
            continue;
        };
        let names: Vec<&str> = parameters.iter().map(|(parameter, _)| *parameter).collect();
        let mut registrations = Vec::new();
        tree::preorder(body, |node| {
            if registration_naming(text, node, &names) {
                registrations.push(node);
            }
        });
        if registrations.is_empty() || !module_calls(text, root, name) {
            continue;
        }
        found.push(Wrapper {
            name,
            function,
            parameters,
            registrations,
        });
    }
    found
}

/// Whether `node` is a registration one of whose arguments names one of
/// `parameters`: a definition decorated by `@….tool(…)`, or an
/// `add_tool(…)` call by keyword (its function is the tool, not a value).
fn registration_naming(text: &str, node: Node<'_>, parameters: &[&str]) -> bool {
    let arguments: Vec<Node<'_>> = match node.kind() {
        "decorated_definition" => children(node)
            .into_iter()
            .filter(|decorator| decorator.kind() == "decorator")
            .filter_map(|decorator| decorator.named_child(0))
            .filter(|call| {
                call.kind() == "call"
                    && call
                        .child_by_field_name("function")
                        .is_some_and(|callee| is_tool_method(text, callee, "tool"))
            })
            .filter_map(|call| call.child_by_field_name("arguments"))
            .collect(),
        "call"
            if node
                .child_by_field_name("function")
                .is_some_and(|callee| is_tool_method(text, callee, "add_tool")) =>
        {
            node.child_by_field_name("arguments")
                .map(children)
                .unwrap_or_default()
                .into_iter()
                .filter(|argument| argument.kind() == "keyword_argument")
                .collect()
        }
        _ => Vec::new(),
    };
    let mut names_one = false;
    for argument in arguments {
        tree::preorder(argument, |inner| {
            names_one |=
                inner.kind() == "identifier" && parameters.contains(&tree::text(text, inner));
        });
    }
    names_one
}

/// Whether the module calls the function `name` anywhere.
fn module_calls(text: &str, root: Node<'_>, name: &str) -> bool {
    let mut found = false;
    tree::preorder(root, |node| found |= calls(text, node, name));
    found
}

/// Whether `node` is a call of the function `name`.
fn calls(text: &str, node: Node<'_>, name: &str) -> bool {
    node.kind() == "call"
        && node
            .child_by_field_name("function")
            .is_some_and(|callee| callee.kind() == "identifier" && tree::text(text, callee) == name)
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
/// its first argument, a lambda or a function of the module.
fn added_function<'tree>(text: &str, root: Node<'tree>, call: Node<'tree>) -> Option<Node<'tree>> {
    let first = children(call.child_by_field_name("arguments")?)
        .into_iter()
        .next()?;
    match first.kind() {
        "lambda" => Some(first),
        "identifier" => {
            let name = tree::text(text, first);
            children(root).into_iter().find_map(|statement| {
                let function = match statement.kind() {
                    "decorated_definition" => statement.child_by_field_name("definition")?,
                    _ => statement,
                };
                (function.kind() == "function_definition"
                    && function
                        .child_by_field_name("name")
                        .is_some_and(|defined| tree::text(text, defined) == name))
                .then_some(function)
            })
        }
        _ => None,
    }
}

/// The module's top-level assignments `NAME = value`.
fn definitions<'t, 'tree>(text: &'t str, root: Node<'tree>) -> Vec<(&'t str, Node<'tree>)> {
    let mut found = Vec::new();
    for statement in children(root) {
        if statement.kind() != "expression_statement" {
            continue;
        }
        for assignment in children(statement) {
            if assignment.kind() != "assignment" {
                continue;
            }
            let (Some(left), Some(right)) = (
                assignment.child_by_field_name("left"),
                assignment.child_by_field_name("right"),
            ) else {
                continue;
            };
            if left.kind() == "identifier" {
                found.push((tree::text(text, left), right));
            }
        }
    }
    found
}

/// The module's top-level functions, by name (helpers a registration may
/// call for its annotations).
fn functions<'t, 'tree>(text: &'t str, root: Node<'tree>) -> Vec<(&'t str, Node<'tree>)> {
    children(root)
        .into_iter()
        .filter(|statement| statement.kind() == "function_definition")
        .filter_map(|function| {
            Some((
                tree::text(text, function.child_by_field_name("name")?),
                function,
            ))
        })
        .collect()
}

/// A helper's signature: the expression its body returns (the body being
/// one `return`, after a docstring) and its parameters with their
/// defaults. `None` when the body does more, or a parameter cannot be
/// bound to one value (`*args`, `**kwargs`).
fn signature<'t, 'tree>(text: &'t str, function: Node<'tree>) -> Option<Signature<'t, 'tree>> {
    let body = function.child_by_field_name("body")?;
    let statements = children(body);
    let returned = match statements.as_slice() {
        [only] => *only,
        [docstring, only]
            if docstring.kind() == "expression_statement"
                && docstring
                    .named_child(0)
                    .is_some_and(|node| node.kind() == "string") =>
        {
            *only
        }
        _ => return None,
    };
    if returned.kind() != "return_statement" {
        return None;
    }
    let returned = returned.named_child(0)?;
    Some((returned, parameters(text, function)?))
}

/// The parameters of `function` with their defaults; `None` when one
/// cannot be bound to one value (`*args`, `**kwargs`).
fn parameters<'t, 'tree>(
    text: &'t str,
    function: Node<'tree>,
) -> Option<Vec<(&'t str, Option<Node<'tree>>)>> {
    let mut parameters = Vec::new();
    for parameter in children(function.child_by_field_name("parameters")?) {
        let (name, default) = match parameter.kind() {
            "identifier" => (parameter, None),
            "typed_parameter" => (parameter.named_child(0)?, None),
            "default_parameter" | "typed_default_parameter" => (
                parameter.child_by_field_name("name")?,
                parameter.child_by_field_name("value"),
            ),
            // `*`, `/`: markers, not parameters.
            "keyword_separator" | "positional_separator" => continue,
            _ => return None,
        };
        parameters.push((tree::text(text, name), default));
    }
    Some(parameters)
}

/// What a call with `arguments` binds each of `parameters` to: its
/// keyword argument, else the next positional one, else its default
/// (`None`: none of these).
fn bound<'t, 'tree>(
    text: &str,
    parameters: Vec<(&'t str, Option<Node<'tree>>)>,
    arguments: Node<'tree>,
) -> Vec<(&'t str, Option<Node<'tree>>)> {
    let given = children(arguments);
    let mut positional = given
        .iter()
        .filter(|argument| argument.kind() != "keyword_argument");
    let keyword = |wanted: &str| {
        given.iter().find_map(|argument| {
            let key = argument.child_by_field_name("name")?;
            (argument.kind() == "keyword_argument" && tree::text(text, key) == wanted)
                .then(|| argument.child_by_field_name("value"))
                .flatten()
        })
    };
    parameters
        .into_iter()
        .map(|(key, default)| {
            let value = keyword(key)
                .or_else(|| positional.next().copied())
                .or(default);
            (key, value)
        })
        .collect()
}

/// A call of the helper `function` (`def annotate(read_only=False): return
/// ToolAnnotations(readOnlyHint=read_only, …)`) with `arguments`: the
/// expression its body returns and its parameters bound to the arguments,
/// positional or by keyword, else to their defaults. `None` when the body
/// does more, or a parameter has no value (`*args`, a missing argument).
fn helper_call<'t, 'tree>(
    text: &'t str,
    function: Node<'tree>,
    arguments: Node<'tree>,
) -> Option<HelperCall<'t, 'tree>> {
    let name = tree::text(text, function.child_by_field_name("name")?);
    let (returned, parameters) = signature(text, function)?;
    let mut bindings = HashMap::new();
    for (key, value) in bound(text, parameters, arguments) {
        bindings.insert(key, value?);
    }
    Some(HelperCall {
        name,
        definition: function,
        returned,
        bindings,
    })
}

/// A helper of this module bound to another module's arguments, by
/// keyword, else by position, else to its defaults (see [`helper_call`]).
fn bind_imported<'t, 'tree>(
    text: &'t str,
    function: Node<'tree>,
    arguments: &Arguments,
) -> Option<BoundHelper<'t, 'tree>> {
    let (returned, parameters) = signature(text, function)?;
    let mut positional = arguments.positional.iter();
    let mut bound = BoundHelper {
        returned,
        given: HashMap::new(),
        defaults: HashMap::new(),
    };
    for (key, default) in parameters {
        match arguments.keyword(key).or_else(|| positional.next()) {
            Some(given) => {
                bound.given.insert(key.to_owned(), given.clone());
            }
            None => {
                bound.defaults.insert(key, default?);
            }
        }
    }
    Some(bound)
}

/// The top-level function `name` of a module.
fn function_named<'tree>(text: &str, root: Node<'tree>, name: &str) -> Option<Node<'tree>> {
    functions(text, root)
        .into_iter()
        .rev()
        .find(|(defined, _)| *defined == name)
        .map(|(_, function)| function)
}

/// A call of a helper the module imports from a sibling module
/// (`annotate(read_only=True)` with `from .hints import annotate`): its
/// arguments read here, what it returns read there.
fn imported_helper_call<'t, 'tree>(
    constants: &mut Constants<'t, 'tree>,
    names: &PyNames<'_>,
    call: Node<'tree>,
    callee: Node<'tree>,
    arguments: Node<'tree>,
) -> Converted<'t> {
    let text = constants.text;
    if !constants.imports() {
        return Err(Opaque::at(text, call));
    }
    let mut given = Arguments::default();
    for argument in children(arguments) {
        match argument.kind() {
            "keyword_argument" => {
                let (Some(key), Some(written)) = (
                    argument.child_by_field_name("name"),
                    argument.child_by_field_name("value"),
                ) else {
                    return Err(Opaque::at(text, argument));
                };
                let converted =
                    value(constants, names, written).map_err(|_| Opaque::at(text, call))?;
                given.keyword.push((
                    tree::text(text, key).to_owned(),
                    relocated(converted, &span(written)),
                ));
            }
            "list_splat" | "dictionary_splat" => return Err(Opaque::at(text, argument)),
            _ => {
                let converted =
                    value(constants, names, argument).map_err(|_| Opaque::at(text, call))?;
                given.positional.push(relocated(converted, &span(argument)));
            }
        }
    }
    constants.imported_helper(call, tree::text(text, callee), given)
}

/// How the file names `ToolAnnotations`: the callee of a call to it, else
/// the name it is imported under.
fn annotations_type(text: &str, root: Node<'_>) -> Option<Spot> {
    let mut called = None;
    let mut imported = None;
    // Both name it: only the nodes that hold the name are walked.
    let offsets = tree::offsets_of(text, &["ToolAnnotations"]);
    tree::preorder_holding(root, &offsets, |node| match node.kind() {
        "call" if called.is_none() => {
            if let Some(function) = node.child_by_field_name("function")
                && tree::text(text, function).ends_with("ToolAnnotations")
            {
                called = Some(spot(function));
            }
        }
        "import_from_statement" if imported.is_none() => {
            for name in children(node) {
                let shown = match name.kind() {
                    "aliased_import" => name.child_by_field_name("alias").filter(|_| {
                        name.child_by_field_name("name")
                            .is_some_and(|imported| tree::text(text, imported) == "ToolAnnotations")
                    }),
                    "dotted_name" if tree::text(text, name) == "ToolAnnotations" => Some(name),
                    _ => None,
                };
                if let Some(shown) = shown {
                    imported = Some(spot(shown));
                }
            }
        }
        _ => {}
    });
    called.or(imported)
}

/// What a module's text says about how it names hints.
struct PyNames<'t> {
    /// The names `ToolAnnotations` is imported under (`as Hints`).
    aliases: Vec<&'t str>,
    /// Whether snake_case fields (`read_only_hint`) are the hints: the
    /// module is written for the Python SDK 2 (`mcp.server.mcpserver`,
    /// `MCPServer`) or says nothing of its SDK; under SDK 1
    /// (`mcp.server.fastmcp`) they are extra fields clients never read.
    snake_case: bool,
}

impl<'t> PyNames<'t> {
    fn of(text: &'t str, annotations_type: Option<Spot>, place: Option<Place<'_>>) -> PyNames<'t> {
        let sdk = sdk::imported(text).or_else(|| place.and_then(sdk::declared).map(|(sdk, _)| sdk));
        PyNames {
            aliases: annotations_type
                .and_then(|spot| text.get(spot.range()))
                .into_iter()
                .collect(),
            snake_case: sdk != Some(PySdk::One),
        }
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

/// Whether the module writes a hint as a snake_case keyword
/// (`read_only_hint=`): new hints are then written so too.
fn writes_snake_case(text: &str) -> bool {
    Hint::ALL
        .iter()
        .any(|hint| text.contains(&format!("{}=", hint.snake_key())))
}

/// Whether the members of a `ToolAnnotations(…)` call write a hint in
/// snake_case.
fn snake_case_written(text: &str, members: &[crate::document::Member<'_>]) -> bool {
    members.iter().any(|member| {
        text.get(member.key.span.range())
            .is_some_and(|written| Hint::from_snake_key(written).is_some())
    }) || (members.is_empty() && writes_snake_case(text))
}

/// The local names of FastMCP's standalone `tool` decorator: `from
/// fastmcp.tools import tool` (or `… import tool as name`), FastMCP 3 and
/// later.
fn standalone_decorators<'t>(text: &'t str, root: Node<'_>) -> Vec<&'t str> {
    let mut found = Vec::new();
    for statement in children(root) {
        if statement.kind() != "import_from_statement" {
            continue;
        }
        let module = statement
            .child_by_field_name("module_name")
            .map(|module| tree::text(text, module));
        if !matches!(module, Some("fastmcp.tools" | "fastmcp.tools.tool")) {
            continue;
        }
        for name in children(statement).into_iter().skip(1) {
            let (imported, local) = match name.kind() {
                "aliased_import" => (
                    name.child_by_field_name("name"),
                    name.child_by_field_name("alias"),
                ),
                _ => (Some(name), Some(name)),
            };
            if let (Some(imported), Some(local)) = (imported, local)
                && tree::text(text, imported) == "tool"
            {
                found.push(tree::text(text, local));
            }
        }
    }
    found
}

/// Whether the function `name` names is decorated by one of `decorators`
/// (a standalone `@tool`), in the module `name` is written in.
fn decorated_by(text: &str, name: Node<'_>, decorators: &[&str]) -> bool {
    if decorators.is_empty() {
        return false;
    }
    let function = tree::text(text, name);
    let mut root = name;
    while let Some(parent) = root.parent() {
        root = parent;
    }
    children(root).into_iter().any(|statement| {
        statement.kind() == "decorated_definition"
            && statement
                .child_by_field_name("definition")
                .and_then(|definition| definition.child_by_field_name("name"))
                .is_some_and(|defined| tree::text(text, defined) == function)
            && children(statement).into_iter().any(|decorator| {
                decorator.kind() == "decorator"
                    && decorator.named_child(0).is_some_and(|expression| {
                        let callee = match expression.kind() {
                            "call" => expression.child_by_field_name("function"),
                            _ => Some(expression),
                        };
                        callee.is_some_and(|callee| decorators.contains(&tree::text(text, callee)))
                    })
            })
    })
}

/// What FastMCP's `add_tool(x)` adds, from 2.7 on.
enum Added<'t> {
    /// A tool made where it is declared (`@mcp.tool`, `@tool`,
    /// `Tool.from_function`), or elsewhere (a value of another module): not
    /// a tool of this call.
    Declared,
    /// A function no decorator made a tool (FastMCP 3 makes one without
    /// annotations), by its name.
    Function(Option<Str<'t>>),
}

/// What `add_tool(argument)` adds: a call's result, a module value, an
/// imported name and a decorated function or method are tools declared
/// there; a plain function or method of the module, or a lambda, is made a
/// tool by this call.
fn added<'t>(text: &'t str, argument: Node<'_>, standalone: &[&str]) -> Added<'t> {
    let named = |name: Node<'_>| Str {
        value: Cow::Borrowed(tree::text(text, name)),
        span: spot(name),
    };
    let (wanted, in_classes) = match argument.kind() {
        "identifier" => (argument, false),
        "attribute" => match argument.child_by_field_name("attribute") {
            Some(method) => (method, true),
            None => return Added::Declared,
        },
        "lambda" => return Added::Function(None),
        _ => return Added::Declared,
    };
    let mut root = argument;
    while let Some(parent) = root.parent() {
        root = parent;
    }
    match defined_function(text, root, tree::text(text, wanted), in_classes) {
        Some(statement) if !tool_decorated(text, statement, standalone) => {
            Added::Function(Some(named(wanted)))
        }
        _ => Added::Declared,
    }
}

/// The statement defining the function `name` (decorated or not): at the
/// top level of the module, or as a method of one of its classes.
fn defined_function<'tree>(
    text: &str,
    root: Node<'tree>,
    name: &str,
    in_classes: bool,
) -> Option<Node<'tree>> {
    let defines = |statement: Node<'_>| {
        let function = match statement.kind() {
            "decorated_definition" => statement.child_by_field_name("definition"),
            _ => Some(statement),
        };
        function.is_some_and(|function| {
            function.kind() == "function_definition"
                && function
                    .child_by_field_name("name")
                    .is_some_and(|defined| tree::text(text, defined) == name)
        })
    };
    let mut found = None;
    for statement in children(root) {
        if !in_classes {
            if defines(statement) {
                found = Some(statement);
            }
            continue;
        }
        let class = match statement.kind() {
            "decorated_definition" => statement.child_by_field_name("definition"),
            _ => Some(statement),
        };
        let body = class
            .filter(|class| class.kind() == "class_definition")
            .and_then(|class| class.child_by_field_name("body"));
        if let Some(method) = body.and_then(|body| {
            children(body)
                .into_iter()
                .rev()
                .find(|method| defines(*method))
        }) {
            found = Some(method);
        }
    }
    found
}

/// Whether a definition is decorated as a tool: `@server.tool`,
/// `@server.tool(…)`, or a standalone `@tool`.
fn tool_decorated(text: &str, statement: Node<'_>, standalone: &[&str]) -> bool {
    statement.kind() == "decorated_definition"
        && children(statement).into_iter().any(|decorator| {
            decorator.kind() == "decorator"
                && decorator.named_child(0).is_some_and(|expression| {
                    let callee = match expression.kind() {
                        "call" => expression.child_by_field_name("function"),
                        _ => Some(expression),
                    };
                    callee.is_some_and(|callee| {
                        is_tool_method(text, callee, "tool")
                            || standalone.contains(&tree::text(text, callee))
                    })
                })
        })
}

/// The top-level classes of a module, by name.
fn classes<'t, 'tree>(text: &'t str, root: Node<'tree>) -> Vec<(&'t str, Node<'tree>)> {
    children(root)
        .into_iter()
        .filter_map(|statement| {
            let definition = match statement.kind() {
                "decorated_definition" => statement.child_by_field_name("definition")?,
                _ => statement,
            };
            let name = definition.child_by_field_name("name")?;
            (definition.kind() == "class_definition").then(|| (tree::text(text, name), definition))
        })
        .collect()
}

/// The value assigned to `member` in the body of the top-level class
/// `class` of the module `node` is in (`class GitTools(str, Enum): STATUS
/// = "git_status"`).
fn class_member<'tree>(
    text: &str,
    node: Node<'tree>,
    class: &str,
    member: &str,
) -> Option<Node<'tree>> {
    let mut root = node;
    while let Some(parent) = root.parent() {
        root = parent;
    }
    let definition = children(root).into_iter().find_map(|statement| {
        let definition = match statement.kind() {
            "decorated_definition" => statement.child_by_field_name("definition")?,
            _ => statement,
        };
        (definition.kind() == "class_definition"
            && definition
                .child_by_field_name("name")
                .is_some_and(|name| tree::text(text, name) == class))
        .then_some(definition)
    })?;
    let body = definition.child_by_field_name("body")?;
    children(body).into_iter().rev().find_map(|statement| {
        if statement.kind() != "expression_statement" {
            return None;
        }
        children(statement).into_iter().find_map(|assignment| {
            let left = assignment.child_by_field_name("left")?;
            (assignment.kind() == "assignment" && tree::text(text, left) == member)
                .then(|| assignment.child_by_field_name("right"))
                .flatten()
        })
    })
}

/// Whether the identifier `name` is a loop variable (`for tool in …`) or
/// a parameter of the function it is used in.
fn bound_locally(text: &str, name: Node<'_>) -> bool {
    let written = tree::text(text, name);
    let mut node = name;
    while let Some(parent) = node.parent() {
        node = parent;
        let bound = match node.kind() {
            "for_statement" => node
                .child_by_field_name("left")
                .is_some_and(|left| binds(text, left, written)),
            "function_definition" | "lambda" => node
                .child_by_field_name("parameters")
                .is_some_and(|parameters| binds(text, parameters, written)),
            _ => false,
        };
        if bound {
            return true;
        }
    }
    false
}

/// Whether `target` (a loop target, a parameter list) binds `name`.
fn binds(text: &str, target: Node<'_>, name: &str) -> bool {
    let mut found = false;
    tree::preorder(target, |node| {
        found |= node.kind() == "identifier" && tree::text(text, node) == name;
    });
    found
}

/// Reads registrations with the file's constants.
struct Reader<'t, 'tree> {
    /// The module's constants.
    constants: Constants<'t, 'tree>,
    /// How the file names `ToolAnnotations`.
    annotations_type: Option<Spot>,
    /// Whether new hints are written in snake_case.
    snake_case: bool,
    /// The names FastMCP's standalone decorator is imported under (`from
    /// fastmcp.tools import tool`): `@tool` makes a tool that a server
    /// adds later.
    standalone: Vec<&'t str>,
    /// The names `ToolAnnotations` is imported under, and whether
    /// snake_case hint fields are the hints.
    names: PyNames<'t>,
    /// What the module's `add_tool` takes.
    add_tool: AddTool,
    /// The namespaces the module's servers are mounted under, by name.
    prefixes: HashMap<String, Prefix>,
    /// Where the file is, for the program model's imports.
    place: Option<Place<'t>>,
}

impl<'t, 'tree> Reader<'t, 'tree> {
    /// `@server.tool` / `@server.tool(...)` on a function.
    fn decorated(&mut self, node: Node<'tree>) -> Option<Registration<'t>> {
        let text = self.constants.text;
        let function = node.child_by_field_name("definition")?;
        let function_name = function.child_by_field_name("name")?;
        for decorator in children(node) {
            if decorator.kind() != "decorator" {
                continue;
            }
            let expression = decorator.named_child(0)?;
            let (callee, arguments) = match expression.kind() {
                "call" => (
                    expression.child_by_field_name("function")?,
                    expression.child_by_field_name("arguments"),
                ),
                _ => (expression, None),
            };
            let standalone = callee.kind() == "identifier"
                && self.standalone.contains(&tree::text(text, callee));
            if !is_tool_method(text, callee, "tool") && !standalone {
                continue;
            }
            let default_name = Str {
                value: Cow::Borrowed(tree::text(text, function_name)),
                span: spot(function_name),
            };
            let registration = self.keywords(callee, arguments, Some(default_name));
            return Some(self.sent(callee, registration));
        }
        None
    }

    /// The tools a call of the module's wrapper registers: each
    /// registration of its body read with its parameters bound to the
    /// call's arguments (a parameter the call leaves without a value is
    /// not static), placed at the call.
    fn wrapper_call(
        &mut self,
        wrapper: &Wrapper<'t, 'tree>,
        call: Node<'tree>,
    ) -> Vec<Registration<'t>> {
        let text = self.constants.text;
        let (Some(callee), Some(arguments)) = (
            call.child_by_field_name("function"),
            call.child_by_field_name("arguments"),
        ) else {
            return Vec::new();
        };
        // What reads as nothing static: the wrapper's own definition.
        let bindings: HashMap<&'t str, Node<'tree>> =
            bound(text, wrapper.parameters.clone(), arguments)
                .into_iter()
                .map(|(parameter, value)| (parameter, value.unwrap_or(wrapper.function)))
                .collect();
        let mut found = Vec::new();
        for registration in &wrapper.registrations {
            self.constants.use_wrapper(
                UseKind::Wrapper,
                wrapper.name,
                span(call),
                span(wrapper.function),
            );
            self.constants.bind(bindings.clone());
            let read = match registration.kind() {
                "decorated_definition" => self.decorated(*registration).map(|found| {
                    found.with_handler(
                        text,
                        Language::Python,
                        registration.child_by_field_name("definition"),
                    )
                }),
                _ => self.call(*registration),
            };
            self.constants.unbind();
            match read {
                Some(read) => found.push(read.placed(span(call), span(callee))),
                // The use recorded is for no registration.
                None => drop(self.constants.take_uses()),
            }
        }
        found
    }

    /// The registration with the name its client sees: a server mounted
    /// under a namespace (`main.mount(jira, namespace="jira")`) sends
    /// `jira_search` for `search`, and a computed namespace leaves the
    /// tool unnamed.
    fn sent(&self, callee: Node<'tree>, mut registration: Registration<'t>) -> Registration<'t> {
        let server = callee
            .child_by_field_name("object")
            .map(|object| tree::text(self.constants.text, object));
        match server.and_then(|server| self.prefixes.get(server)) {
            Some(Prefix::Known(prefix)) => {
                registration.name = registration.name.map(|name| Str {
                    value: Cow::Owned(format!("{prefix}{}", name.value)),
                    span: name.span,
                });
            }
            Some(Prefix::Computed) => registration.name = None,
            None => {}
        }
        registration
    }

    /// `for fn in [search, suggest]: mcp.add_tool(fn)` (the list written
    /// in place, or a constant of the module): what each element adds, at
    /// the element, as if added by name. `None` for any other call, and
    /// for a loop over anything else or whose call's other arguments use
    /// the loop variable (an `unjudged-tool`, read by [`Reader::call`]).
    fn looped(&mut self, node: Node<'tree>) -> Option<Vec<Registration<'t>>> {
        let text = self.constants.text;
        let callee = node.child_by_field_name("function")?;
        if !is_tool_method(text, callee, "add_tool") {
            return None;
        }
        let arguments = node.child_by_field_name("arguments")?;
        let given = children(arguments);
        let variable = given
            .first()
            .copied()
            .filter(|first| first.kind() == "identifier")?;
        let name = tree::text(text, variable);
        if given
            .iter()
            .skip(1)
            .any(|argument| binds(text, *argument, name))
        {
            return None;
        }
        let mut up = node;
        let statement = loop {
            up = up.parent()?;
            match up.kind() {
                "for_statement"
                    if up.child_by_field_name("left").is_some_and(|left| {
                        left.kind() == "identifier" && tree::text(text, left) == name
                    }) =>
                {
                    break up;
                }
                "function_definition" | "class_definition" | "lambda" | "module" => return None,
                _ => {}
            }
        };
        let over = statement.child_by_field_name("right")?;
        let list = match over.kind() {
            "identifier" => {
                let mut list = None;
                // Only the node is wanted; the value stands for it.
                let _ = self.constants.follow(over, |_, value| {
                    list = Some(value);
                    Ok(Value::Skipped(
                        crate::document::Container::Array,
                        spot(value),
                    ))
                });
                self.constants.take_uses();
                list?
            }
            _ => over,
        };
        let elements = children(list);
        if !matches!(list.kind(), "list" | "tuple")
            || elements.is_empty()
            || !elements
                .iter()
                .all(|element| matches!(element.kind(), "identifier" | "attribute"))
        {
            return None;
        }
        let header = format!("for {name} in {}", tree::text(text, over));
        let mut found = Vec::new();
        for element in elements {
            // What the loop's call writes is shared by every element.
            self.constants
                .use_wrapper(UseKind::Loop, &header, span(node), span(node));
            let function = (element.kind() == "identifier").then_some(element);
            match self.added_of(callee, arguments, Some(element), function) {
                Some(mut registration) => {
                    // A call that takes no annotations is said by its
                    // callee, where it stays, and no fix shares it.
                    if matches!(
                        &registration.holder.layout,
                        Layout::Code(syntax) if matches!(**syntax, CodeSyntax::Unwritable { .. })
                    ) {
                        registration.uses.retain(|used| used.name != header);
                    } else {
                        registration.anchor = span(element);
                    }
                    found.push(self.sent(callee, registration));
                }
                None => {
                    self.constants.take_uses();
                }
            }
        }
        Some(found)
    }

    /// `server.add_tool(fn, ...)` and `types.Tool(...)`.
    fn call(&mut self, node: Node<'tree>) -> Option<Registration<'t>> {
        let text = self.constants.text;
        let callee = node.child_by_field_name("function")?;
        let arguments = node.child_by_field_name("arguments")?;
        if arguments.kind() != "argument_list" {
            return None;
        }
        let called = tree::text(text, callee);
        // The decorator called by hand: `mcp.tool(name="ping")(self.ping)`.
        if callee.kind() == "call" {
            let decorator = callee.child_by_field_name("function")?;
            if !is_tool_method(text, decorator, "tool") {
                return None;
            }
            let function = children(arguments).into_iter().next()?;
            // A parameter of a wrapper being read for one call is the
            // function that call gives.
            let function = match self.constants.bound(tree::text(text, function)) {
                Some(given) if function.kind() == "identifier" && given.kind() == "identifier" => {
                    given
                }
                _ => function,
            };
            let named = match function.kind() {
                "identifier" => function,
                "attribute" => function.child_by_field_name("attribute")?,
                _ => return None,
            };
            // A loop variable or a parameter (`for func in …:
            // mcp.tool(…)(func)`) names the tool at run time: never the
            // variable's name.
            let default_name = (function.kind() != "identifier" || !bound_locally(text, function))
                .then(|| Str {
                    value: Cow::Borrowed(tree::text(text, named)),
                    span: spot(named),
                });
            let inner = callee.child_by_field_name("arguments");
            let registration = self.keywords(decorator, inner, default_name);
            return Some(self.sent(decorator, registration));
        }
        if is_tool_method(text, callee, "add_tool") {
            return self
                .added(callee, arguments)
                .map(|registration| self.sent(callee, registration));
        }
        if called.ends_with("Tool.from_function") {
            return self.made_of_function(callee, arguments);
        }
        if called == "Tool" || called.ends_with(".Tool") {
            let named = children(arguments).into_iter().any(|argument| {
                argument.kind() == "keyword_argument"
                    && argument
                        .child_by_field_name("name")
                        .is_some_and(|name| tree::text(text, name) == "name")
            });
            return named.then(|| self.keywords(callee, Some(arguments), None));
        }
        None
    }

    /// `server.add_tool(…)`: a function with its fields as keywords (the
    /// SDK's, FastMCP's before 2.7, and any call written with keywords),
    /// else (FastMCP from 2.7 on) a `Tool` already made, which is the tool
    /// of its declaration, not a second one. A plain function (FastMCP 3
    /// makes it a tool without annotations) is a tool whose call takes no
    /// annotations: no fix writes into it.
    fn added(&mut self, callee: Node<'tree>, arguments: Node<'tree>) -> Option<Registration<'t>> {
        let given = children(arguments);
        let function = given
            .iter()
            .copied()
            .find(|argument| argument.kind() == "identifier");
        self.added_of(callee, arguments, given.first().copied(), function)
    }

    /// [`Reader::added`] of `first`, the value added (the call's first
    /// argument, or an element of the list a loop adds), and `function`,
    /// the function a call that takes one makes a tool of.
    fn added_of(
        &mut self,
        callee: Node<'tree>,
        arguments: Node<'tree>,
        first: Option<Node<'tree>>,
        function: Option<Node<'tree>>,
    ) -> Option<Registration<'t>> {
        let text = self.constants.text;
        let given = children(arguments);
        let with_keywords = given
            .iter()
            .any(|argument| argument.kind() == "keyword_argument");
        // `mcp.add_tool(fn)` of a function a standalone `@tool` made a tool
        // of adds that tool, whose registration is the decorator.
        if first.is_some_and(|first| {
            first.kind() == "identifier" && decorated_by(text, first, &self.standalone)
        }) {
            return None;
        }
        let takes_function = with_keywords
            || matches!(
                self.add_tool,
                AddTool::Function | AddTool::FunctionWithoutAnnotations
            );
        if takes_function || first.is_some_and(|first| bound_locally(text, first)) {
            return self.made_of(callee, arguments, function);
        }
        match added(text, first?, &self.standalone) {
            Added::Declared => None,
            Added::Function(name) => {
                let mut registration = self.keywords(callee, Some(arguments), name);
                registration.holder.layout = Layout::Code(Box::new(TAKES_NO_ANNOTATIONS));
                Some(registration)
            }
        }
    }

    /// `add_tool(fn, …)` or `Tool.from_function(fn, …)`: the tool made of
    /// a function, its fields the call's keywords, named after the function
    /// unless `name=` says otherwise.
    fn made_of_function(
        &mut self,
        callee: Node<'tree>,
        arguments: Node<'tree>,
    ) -> Option<Registration<'t>> {
        let function = children(arguments)
            .into_iter()
            .find(|argument| argument.kind() == "identifier");
        self.made_of(callee, arguments, function)
    }

    /// [`Reader::made_of_function`] of `function`.
    fn made_of(
        &mut self,
        callee: Node<'tree>,
        arguments: Node<'tree>,
        function: Option<Node<'tree>>,
    ) -> Option<Registration<'t>> {
        let text = self.constants.text;
        // A parameter of a wrapper being read for one call is the function
        // that call gives.
        let function =
            function.map(
                |function| match self.constants.bound(tree::text(text, function)) {
                    Some(given) if given.kind() == "identifier" => given,
                    _ => function,
                },
            );
        // A loop variable or a parameter stands for tools hintlint
        // cannot list: never a tool of that name.
        if let Some(variable) = function.filter(|function| bound_locally(text, *function)) {
            let mut registration = self.keywords(callee, Some(arguments), None);
            registration.unjudged = Some(Opaque::at(text, variable));
            return Some(registration);
        }
        let default_name = function.map(|function| Str {
            value: Cow::Borrowed(tree::text(text, function)),
            span: spot(function),
        });
        Some(self.keywords(callee, Some(arguments), default_name))
    }

    /// The registration whose fields are the keyword arguments of
    /// `arguments` (`None`: a decorator without parentheses).
    fn keywords(
        &mut self,
        callee: Node<'tree>,
        arguments: Option<Node<'tree>>,
        default_name: Option<Str<'t>>,
    ) -> Registration<'t> {
        let last_positional = arguments
            .and_then(|arguments| children(arguments).last().copied())
            .filter(|last| last.kind() != "keyword_argument")
            .map(spot);
        let syntax = CodeSyntax::PyKeywords {
            annotations_type: self.annotations_type,
            last_positional,
            snake_case: self.snake_case,
        };
        // FastMCP before 2.3 takes no `annotations=` anywhere.
        let syntax = match self.add_tool {
            AddTool::FunctionWithoutAnnotations => TAKES_NO_ANNOTATIONS,
            _ => syntax,
        };
        let mut holder = Object {
            span: Spot::of(callee.end_byte()..callee.end_byte()),
            members: Vec::new(),
            layout: Layout::Code(Box::new(syntax)),
        };
        let mut positional_name = None;
        let mut opaque = None;
        if let Some(arguments) = arguments {
            holder.span = spot(arguments);
            match self.keyword_members(arguments) {
                Ok((members, first)) => {
                    holder.members = members;
                    positional_name = first;
                }
                Err(found) => opaque = Some(found),
            }
        }
        // A `name=` that is not static names the tool at run time: never
        // the function's name.
        let name = match holder.get("name") {
            Some(Value::String(name)) => Some(name.clone()),
            _ if arguments.is_some_and(|arguments| writes_name(self.constants.text, arguments)) => {
                arguments.and_then(|arguments| {
                    lower::evaluated_name(self.constants.text, arguments, self.place)
                })
            }
            _ => positional_name.or(default_name),
        };
        let anchor = span(callee);
        // A catalogue's member (`CATALOG["lookup"]`) is one use however
        // many constants its catalogue spreads.
        let mut uses = self.constants.take_uses();
        uses.dedup_by(|later, first| {
            (&later.name, &later.defined, &later.imported_from)
                == (&first.name, &first.defined, &first.imported_from)
        });
        Registration {
            unjudged: opaque,
            ..Registration::new(holder, name, anchor, uses)
        }
    }

    /// The keyword arguments of a call as members (the ones hintlint reads
    /// converted), and a leading positional string (FastMCP's name).
    fn keyword_members(
        &mut self,
        arguments: Node<'tree>,
    ) -> Result<(Vec<crate::document::Member<'t>>, Option<Str<'t>>), Opaque> {
        let text = self.constants.text;
        let mut members = Vec::new();
        let mut positional_name = None;
        for (index, argument) in children(arguments).into_iter().enumerate() {
            match argument.kind() {
                "keyword_argument" => {
                    let (Some(key), Some(field)) = (
                        argument.child_by_field_name("name"),
                        argument.child_by_field_name("value"),
                    ) else {
                        continue;
                    };
                    let name = tree::text(text, key);
                    if !READ_KEYS.contains(&name) {
                        members.push(member(name, span(key), unread(field)));
                        continue;
                    }
                    // `None` is kept: a written hint whose value is not a
                    // boolean (a fix replaces it in place).
                    match value(&mut self.constants, &self.names, field) {
                        Ok(converted) => members.push(member(name, span(key), converted)),
                        Err(opaque) => {
                            if let Some(kept) = tolerated(name, opaque)? {
                                members.push(member(name, span(key), kept));
                            }
                        }
                    }
                }
                "string" if index == 0 => positional_name = string(text, argument),
                "dictionary_splat" => return Err(Opaque::at(text, argument)),
                _ => {}
            }
        }
        Ok((members, positional_name))
    }
}

/// Whether a call's arguments write `name=`.
fn writes_name(text: &str, arguments: Node<'_>) -> bool {
    children(arguments).into_iter().any(|argument| {
        argument.kind() == "keyword_argument"
            && argument
                .child_by_field_name("name")
                .is_some_and(|key| tree::text(text, key) == "name")
    })
}

/// Converts a value hintlint reads.
fn value<'t, 'tree>(
    constants: &mut Constants<'t, 'tree>,
    names: &PyNames<'_>,
    node: Node<'tree>,
) -> Converted<'t> {
    constants.nested(node, |constants| value_at(constants, names, node))
}

/// [`value`], one level deep.
fn value_at<'t, 'tree>(
    constants: &mut Constants<'t, 'tree>,
    names: &PyNames<'_>,
    node: Node<'tree>,
) -> Converted<'t> {
    let text = constants.text;
    match node.kind() {
        "true" => Ok(Value::Bool(true, spot(node))),
        "false" => Ok(Value::Bool(false, spot(node))),
        "none" => Ok(Value::Null(spot(node))),
        "integer" | "float" => Ok(Value::Number(Number {
            text: Cow::Borrowed(tree::text(text, node)),
            span: spot(node),
        })),
        "string" => match string(text, node) {
            Some(found) => Ok(Value::String(found)),
            None => formatted(constants, names, node),
        },
        "concatenated_string" | "binary_operator" => joined(constants, names, node),
        "parenthesized_expression" => match node.named_child(0) {
            Some(inner) => value(constants, names, inner),
            None => Err(Opaque::at(text, node)),
        },
        "identifier" => constants.follow(node, |constants, node| value(constants, names, node)),
        "attribute" => match (
            node.child_by_field_name("object"),
            node.child_by_field_name("attribute"),
        ) {
            // An enum member's value (`TimeTools.GET_TIME.value`) is the
            // member's own.
            (Some(member), Some(name))
                if member.kind() == "attribute" && tree::text(text, name) == "value" =>
            {
                value(constants, names, member)
            }
            (Some(namespace), Some(name)) if namespace.kind() == "identifier" => {
                // A string member of a class of this module
                // (`GitTools.STATUS`, an enum of tool names), else a member
                // of an imported module.
                match class_member(
                    text,
                    node,
                    tree::text(text, namespace),
                    tree::text(text, name),
                ) {
                    Some(assigned) if assigned.kind() == "string" => {
                        value(constants, names, assigned)
                    }
                    _ => constants.follow_member(node, namespace, name),
                }
            }
            _ => Err(Opaque::at(text, node)),
        },
        "dictionary" => dictionary(constants, names, node),
        // A member of a constant dict (`CATALOG["lookup"]`), of this module
        // or imported.
        "subscript" => {
            let key = node
                .child_by_field_name("subscript")
                .and_then(|key| string(text, key))
                .filter(|_| node.named_child_count() == 2);
            let recorded = constants.uses_recorded();
            let member = match (node.child_by_field_name("value"), key) {
                (Some(object), Some(key)) => match value(constants, names, object)? {
                    Value::Object(object) => object.get(&key.value).cloned(),
                    _ => None,
                },
                _ => None,
            };
            let member = member.ok_or_else(|| Opaque::at(text, node))?;
            // A fix into the member is shared only by the tools reading it.
            constants.narrow_uses(recorded, tree::text(text, node), &member);
            Ok(member)
        }
        "call" => {
            let callee = node.child_by_field_name("function");
            let arguments = node.child_by_field_name("arguments");
            match (callee, arguments) {
                (Some(callee), Some(arguments))
                    if is_annotations_type(tree::text(text, callee), &names.aliases)
                        && arguments.kind() == "argument_list" =>
                {
                    annotations_call(constants, names, callee, arguments)
                }
                // A helper of the module (`annotate(read_only=True)`): what
                // it returns, its parameters bound to the arguments.
                (Some(callee), Some(arguments)) if callee.kind() == "identifier" => {
                    let helper = constants
                        .function(tree::text(text, callee))
                        .and_then(|function| helper_call(text, function, arguments));
                    match helper {
                        Some(helper) => constants.call_helper(node, helper, |constants, node| {
                            value(constants, names, node)
                        }),
                        None => imported_helper_call(constants, names, node, callee, arguments),
                    }
                }
                _ => Err(Opaque::at(text, node)),
            }
        }
        _ => Err(Opaque::at(text, node)),
    }
}

/// The text of a static piece of a composed string (a constant string or
/// number), or why it is not static.
fn piece<'t, 'tree>(
    constants: &mut Constants<'t, 'tree>,
    names: &PyNames<'_>,
    node: Node<'tree>,
) -> Result<String, Opaque> {
    match value(constants, names, node)? {
        Value::String(found) => Ok(found.value.into_owned()),
        Value::Number(number) => Ok(number.text.into_owned()),
        _ => Err(Opaque::at(constants.text, node)),
    }
}

/// An f-string whose replacement fields are constants (`f"{PREFIX}_search"`),
/// as the string it makes.
fn formatted<'t, 'tree>(
    constants: &mut Constants<'t, 'tree>,
    names: &PyNames<'_>,
    node: Node<'tree>,
) -> Converted<'t> {
    let text = constants.text;
    let opaque = || Opaque::at(text, node);
    let parts = children(node);
    let prefix = parts
        .first()
        .filter(|start| start.kind() == "string_start")
        .map(|start| tree::text(text, *start).to_ascii_lowercase())
        .ok_or_else(opaque)?;
    if prefix.contains('b') {
        return Err(opaque());
    }
    let mut made = String::new();
    for part in parts {
        match part.kind() {
            "string_start" | "string_end" => {}
            "string_content" if prefix.contains('r') => made.push_str(tree::text(text, part)),
            "string_content" => made.push_str(&tree::unescape(tree::text(text, part))),
            "interpolation" => {
                // A conversion or a format spec (`{x!r}`, `{n:03}`) is
                // computed: only a plain field is read.
                let expression = part
                    .child_by_field_name("expression")
                    .filter(|_| part.named_child_count() == 1)
                    .ok_or_else(opaque)?;
                made.push_str(&piece(constants, names, expression)?);
            }
            _ => return Err(opaque()),
        }
    }
    Ok(Value::String(Str {
        value: Cow::Owned(made),
        span: spot(node),
    }))
}

/// Strings joined by `+` or written side by side (`SEARCH + "_v2"`,
/// `"crm_" "search"`), when every part is static.
fn joined<'t, 'tree>(
    constants: &mut Constants<'t, 'tree>,
    names: &PyNames<'_>,
    node: Node<'tree>,
) -> Converted<'t> {
    let text = constants.text;
    let parts: Vec<Node<'tree>> = if node.kind() == "binary_operator" {
        let plus = node
            .child_by_field_name("operator")
            .is_some_and(|operator| tree::text(text, operator) == "+");
        match (
            plus,
            node.child_by_field_name("left"),
            node.child_by_field_name("right"),
        ) {
            (true, Some(left), Some(right)) => vec![left, right],
            _ => return Err(Opaque::at(text, node)),
        }
    } else {
        children(node)
    };
    let mut made = String::new();
    for part in parts {
        match value(constants, names, part)? {
            Value::String(found) => made.push_str(&found.value),
            _ => return Err(Opaque::at(text, part)),
        }
    }
    Ok(Value::String(Str {
        value: Cow::Owned(made),
        span: spot(node),
    }))
}

/// A dict literal with string keys.
fn dictionary<'t, 'tree>(
    constants: &mut Constants<'t, 'tree>,
    names: &PyNames<'_>,
    node: Node<'tree>,
) -> Converted<'t> {
    let members = entries(constants, names, node, ("pair", "key"), &|text, key| {
        string(text, key).map(|key| key.value)
    })?;
    Ok(Value::Object(Object {
        span: spot(node),
        members,
        layout: Layout::Code(Box::new(CodeSyntax::PyDict)),
    }))
}

/// `ToolAnnotations(readOnlyHint=True, ...)`.
fn annotations_call<'t, 'tree>(
    constants: &mut Constants<'t, 'tree>,
    names: &PyNames<'_>,
    callee: Node<'tree>,
    arguments: Node<'tree>,
) -> Converted<'t> {
    // Python SDK 2 documents snake_case fields (`read_only_hint`); where
    // the file is written for it (or says nothing of its SDK) they are
    // the hints, read under their JSON keys.
    let snake_case = names.snake_case;
    let members = entries(
        constants,
        names,
        arguments,
        ("keyword_argument", "name"),
        &|text, key| {
            let written = tree::text(text, key);
            Some(match Hint::from_snake_key(written) {
                Some(hint) if snake_case => Cow::Borrowed(hint.key()),
                _ => Cow::Borrowed(written),
            })
        },
    )?;
    let snake_case = snake_case && snake_case_written(constants.text, &members);
    Ok(Value::Object(Object {
        span: spot(arguments),
        members,
        layout: Layout::Code(Box::new(CodeSyntax::PyKeywords {
            annotations_type: Some(spot(callee)),
            last_positional: None,
            snake_case,
        })),
    }))
}

/// The entries of a dict (`pair`s keyed by `key`) or a call's arguments
/// (`keyword_argument`s keyed by `name`) as members, their keys read by
/// `key_of`; `**CONSTANT` is merged in; an entry of another kind (a
/// positional argument, `**call()`) cannot be read statically. `None`
/// values are kept (written hints that are not booleans).
fn entries<'t, 'tree>(
    constants: &mut Constants<'t, 'tree>,
    names: &PyNames<'_>,
    container: Node<'tree>,
    (kind, key_field): (&str, &str),
    key_of: &dyn Fn(&'t str, Node<'tree>) -> Option<Cow<'t, str>>,
) -> Result<Vec<crate::document::Member<'t>>, Opaque> {
    let text = constants.text;
    let mut members = Vec::new();
    for entry in children(container) {
        if entry.kind() == "dictionary_splat" {
            // `**BASE`: a constant dict or ToolAnnotations, merged in.
            let spread = entry
                .named_child(0)
                .ok_or_else(|| Opaque::at(text, entry))?;
            match value(constants, names, spread)? {
                Value::Object(object) => {
                    members.extend(object.members.into_iter().map(|member| (member, true)));
                }
                _ => return Err(Opaque::at(text, entry)),
            }
            continue;
        }
        if entry.kind() != kind {
            return Err(Opaque::at(text, entry));
        }
        let (Some(key), Some(field)) = (
            entry.child_by_field_name(key_field),
            entry.child_by_field_name("value"),
        ) else {
            continue;
        };
        let name = key_of(text, key).ok_or_else(|| Opaque::at(text, key))?;
        let converted = value(constants, names, field)?;
        members.push((member(name, span(key), converted), false));
    }
    Ok(merge_spreads(members))
}

/// Whether a callee names `ToolAnnotations` (`types.ToolAnnotations`, or
/// a name it is imported under).
fn is_annotations_type(callee: &str, aliases: &[&str]) -> bool {
    callee.ends_with("ToolAnnotations") || aliases.contains(&callee)
}

/// Whether `callee` is `<object>.<method>` (`mcp.tool`, `server.add_tool`).
fn is_tool_method(text: &str, callee: Node<'_>, method: &str) -> bool {
    callee.kind() == "attribute"
        && callee
            .child_by_field_name("attribute")
            .is_some_and(|attribute| tree::text(text, attribute) == method)
}

/// The names a module imports from sibling modules by relative imports:
/// `from .hints import READ_ONLY, WRITE as W`.
struct Imports<'p> {
    /// Where the imported modules' texts come from.
    texts: &'p dyn crate::base::files::TextSource,
    /// Local name to (module file, module as written, imported name).
    names: HashMap<String, (PathBuf, String, String)>,
    /// Modules imported whole (`from . import hints`): local name to
    /// (module file, module as written).
    namespaces: HashMap<String, (PathBuf, String)>,
}

impl<'p> Imports<'p> {
    /// The files of the sibling modules imported (some may not exist).
    fn modules(&self) -> impl Iterator<Item = &Path> {
        self.names
            .values()
            .map(|(path, _, _)| path.as_path())
            .chain(self.namespaces.values().map(|(path, _)| path.as_path()))
    }

    /// The relative imports of the module at `place`.
    fn of(text: &str, root: Node<'_>, place: Place<'p>) -> Imports<'p> {
        let (path, texts) = (place.path, place.texts);
        let folder = path.parent().map(Path::to_path_buf).unwrap_or_default();
        let mut names = HashMap::new();
        let mut namespaces = HashMap::new();
        for statement in children(root) {
            if statement.kind() != "import_from_statement" {
                continue;
            }
            let Some(module) = statement.child_by_field_name("module_name") else {
                continue;
            };
            if module.kind() != "relative_import" {
                continue;
            }
            let written = tree::text(text, module);
            let dots = written.len() - written.trim_start_matches('.').len();
            let Some(base) = package_above(texts, &folder, dots.saturating_sub(1)) else {
                continue;
            };
            let dotted = written.trim_start_matches('.');
            let package = if dotted.is_empty() {
                base.clone()
            } else {
                base.join(dotted.replace('.', "/"))
            };
            let file = module_file(texts, &package);
            let mut cursor = statement.walk();
            for name in statement.children_by_field_name("name", &mut cursor) {
                let (imported, local) = match name.kind() {
                    "aliased_import" => match (
                        name.child_by_field_name("name"),
                        name.child_by_field_name("alias"),
                    ) {
                        (Some(imported), Some(alias)) => (imported, alias),
                        _ => continue,
                    },
                    _ => (name, name),
                };
                let imported = tree::text(text, imported);
                let local = tree::text(text, local).to_owned();
                // `from . import hints`: a module, when there is one.
                let submodule = module_file(texts, &package.join(imported));
                if texts.is_file(&submodule) {
                    let shown = format!(
                        "{written}{}{imported}",
                        if dotted.is_empty() { "" } else { "." }
                    );
                    namespaces.insert(local, (submodule, shown));
                } else {
                    names.insert(
                        local,
                        (file.clone(), written.to_owned(), imported.to_owned()),
                    );
                }
            }
        }
        Imports {
            texts,
            names,
            namespaces,
        }
    }
}

/// The package `up` folders above `folder` that a relative import names
/// (`from ..hints import X`: one), when `texts` reaches it (no higher than
/// the repository root, [`crate::base::files::Bounded`]): Python refuses a
/// relative import beyond its top-level package, and hintlint follows none
/// out of the project, however many dots it is written with.
fn package_above(
    texts: &dyn crate::base::files::TextSource,
    folder: &Path,
    up: usize,
) -> Option<PathBuf> {
    if up == 0 {
        return Some(folder.to_path_buf());
    }
    let folder = crate::base::paths::absolute(folder);
    let base = folder.ancestors().nth(up)?;
    texts.admits(base).then(|| base.to_path_buf())
}

/// The file of the module or package at `path` (without extension):
/// `path.py`, else `path/__init__.py`.
fn module_file(texts: &dyn crate::base::files::TextSource, path: &Path) -> PathBuf {
    let file = path.with_extension("py");
    if texts.is_file(&file) {
        file
    } else {
        path.join("__init__.py")
    }
}

impl Importer for Imports<'_> {
    fn import(&self, name: &str) -> Option<Imported> {
        let (path, module, imported) = self.names.get(name)?;
        constant_of(self.texts, path, module, imported)
    }

    fn import_member(&self, namespace: &str, name: &str) -> Option<Imported> {
        if let Some((path, module)) = self.namespaces.get(namespace) {
            return constant_of(self.texts, path, module, name);
        }
        // A class imported by name (`from .names import Tools` …
        // `Tools.SEARCH`): the string its member is assigned.
        let (path, module, class) = self.names.get(namespace)?;
        let texts = self.texts;
        import_constant(
            texts,
            path,
            Language::Python,
            class,
            module,
            classes,
            &|constants, root, definition| {
                let text = constants.text;
                let assigned = class_member(text, definition, class, name)
                    .filter(|assigned| assigned.kind() == "string")
                    .ok_or_else(|| Opaque::at(text, definition))?;
                let place = Place { path, texts };
                let names = PyNames::of(text, annotations_type(text, root), Some(place));
                value(constants, &names, assigned)
            },
        )
    }

    fn import_helper(&self, name: &str, arguments: &Arguments) -> Option<Imported> {
        let (path, module, imported) = self.names.get(name)?;
        let texts = self.texts;
        import_helper(
            texts,
            path,
            Language::Python,
            (imported, module),
            arguments,
            definitions,
            (function_named, bind_imported),
            &|constants, root, node| {
                let text = constants.text;
                let place = Place { path, texts };
                let names = PyNames::of(text, annotations_type(text, root), Some(place));
                value(constants, &names, node)
            },
        )
    }
}

/// The constant `name` of the module at `path` (shown as `module`).
fn constant_of(
    texts: &dyn crate::base::files::TextSource,
    path: &Path,
    module: &str,
    name: &str,
) -> Option<Imported> {
    import_constant(
        texts,
        path,
        Language::Python,
        name,
        module,
        definitions,
        &|constants, root, node| {
            let text = constants.text;
            let place = Place { path, texts };
            let names = PyNames::of(text, annotations_type(text, root), Some(place));
            value(constants, &names, node)
        },
    )
}
