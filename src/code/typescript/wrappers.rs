//! A project's own functions that register a tool with what their
//! parameters give (`function tool(name, opts, fn) { server.registerTool(…) }`):
//! each call of one is a tool, read with the call's arguments, in this file
//! or in the nearby modules that call it.

use std::collections::HashMap;
use std::path::Path;

use tree_sitter::Node;

use crate::code::Language;
use crate::code::registration::{Constants, Importer, Place, Registration, UseKind, relocated};
use crate::code::tree::{self, children, span};
use crate::document::Value;

use super::imports::Imports;
use super::register::{called_method, registration};
use super::values::{
    SCRIPTS, bound_node, definitions, handler_function, parameters, unwrap, value,
};

/// A function of the file that registers a tool with values its
/// parameters give (`function tool(name, opts, fn) {
/// server.registerTool(name, opts, fn) }`, `function
/// registerWebFetch(server, config, toolName) { server.tool(toolName ||
/// "web_fetch", …) }`): each call of it is a tool, its body none.
pub(super) struct Wrapper<'tree> {
    /// Its definition.
    function: Node<'tree>,
    /// The registration call in its body.
    pub(super) body_call: Node<'tree>,
}

/// The file's wrappers, by name: top-level functions the file calls one
/// of whose registration calls (`registerTool`, and `tool` in a file of
/// the SDK) names one of their parameters in its arguments.
pub(super) fn wrappers<'t, 'tree>(
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
pub(super) fn wrapper_call<'t, 'tree>(
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
pub(super) fn body_registration<'t, 'tree>(
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
pub(super) struct Caller {
    /// Its file and line, as shown (`./index.ts, line 6`).
    shown: String,
    /// The values of its arguments, by position (`None`: not static).
    arguments: Vec<Option<Value<'static>>>,
}

/// The wrappers of the file at `place` that the file never calls and the
/// modules of its folder and the folder above import by a relative path
/// and call: each with its name and those calls.
pub(super) fn called_elsewhere<'t, 'tree>(
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
pub(super) fn wrapper_called_elsewhere<'tree>(
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
    for other in crate::code::nearby::near(&module, place.texts, &SCRIPTS, &[name]) {
        let Some(language) = Language::of_path(&other) else {
            continue;
        };
        let Some((text, parsed)) =
            crate::code::registration::module_naming(place.texts, &other, language, name)
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
            let line = crate::code::registration::line_of(&text, node.start_byte());
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
pub(super) fn wrapper_called_from<'t, 'tree>(
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

/// The names of a function's plain parameters, in order (`""` for a
/// pattern).
fn parameter_names<'t>(text: &'t str, function: Node<'_>) -> Vec<&'t str> {
    parameters(text, function)
        .into_iter()
        .map(|(_, name)| name.unwrap_or(""))
        .collect()
}

/// The wrapper a call calls by name, if it is one of the file's.
pub(super) fn called_wrapper<'w, 'tree>(
    text: &str,
    call: Node<'_>,
    wrappers: &'w HashMap<&str, Wrapper<'tree>>,
) -> Option<&'w Wrapper<'tree>> {
    let function = call.child_by_field_name("function")?;
    (function.kind() == "identifier")
        .then(|| wrappers.get(tree::text(text, function)))
        .flatten()
}
