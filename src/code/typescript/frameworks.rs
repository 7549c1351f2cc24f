//! Tools declared by two TypeScript frameworks on top of the SDK, read
//! beside the SDK's own registrations ([`super`]):
//!
//! - NestJS with `@rekog/mcp-nest`: `@Tool({ name, description,
//!   parameters, annotations })` on a method of a provider class. The
//!   decorator's object is the holder; without `name` the tool is named
//!   after the method, as the module names it (`name ?? methodKey`). Only
//!   a `Tool` the file imports from `@rekog/mcp-nest` is read: another
//!   library's `@Tool` (LangChain's) is no MCP tool.
//! - xmcp: one file per tool, `export const metadata: ToolMetadata = {
//!   name, description, annotations }` beside the default-exported
//!   handler. The metadata object is the holder; without `name` the tool
//!   is named after the file (its name without the extension). A file is
//!   xmcp's tool when it has a default export and either types its
//!   `metadata` `ToolMetadata` imported from `xmcp`, or lies in a `tools`
//!   folder (xmcp's default `src/tools`) and imports from `xmcp` or
//!   belongs to a project whose `package.json` lists it; there `metadata`
//!   may be untyped or absent (xmcp requires none: the tool then has no
//!   annotations, and nowhere to write them).

use std::borrow::Cow;
use std::collections::HashMap;

use tree_sitter::Node;

use super::values::{handler_function, string, tool_object, unwrap};
use crate::code::Language;
use crate::code::registration::{Constants, Place, Registration};
use crate::code::tree::{self, children, span, spot};
use crate::document::{CodeSyntax, Layout, Object, Spot, Str};

/// The module NestJS's MCP decorators come from.
const NEST_MODULE: &str = "@rekog/mcp-nest";

/// The module xmcp's types come from.
const XMCP_MODULE: &str = "xmcp";

/// Whether `text` can hold a tool of either framework (the byte
/// prefilter: a file that names neither module, nor exports a default
/// beside `metadata` or `schema` as an xmcp tool file of a project that
/// depends on xmcp may, is never parsed for them).
pub fn might_register(text: &str) -> bool {
    (text.contains(NEST_MODULE) && text.contains("Tool"))
        || (text.contains("export default")
            && (text.contains("xmcp")
                || text.contains("export const metadata")
                || text.contains("export const schema")))
}

/// The tools of a parsed TypeScript or JavaScript file declared with
/// NestJS's `@Tool` or as an xmcp tool file.
pub fn registrations<'t, 'tree>(
    constants: &mut Constants<'t, 'tree>,
    functions: &HashMap<&'t str, Node<'tree>>,
    root: Node<'tree>,
    place: Option<Place<'t>>,
) -> Vec<Registration<'t>> {
    let text = constants.text;
    if !might_register(text) {
        return Vec::new();
    }
    let mut found = Vec::new();
    let nest = imports_from(text, root, NEST_MODULE);
    if nest.any {
        found.extend(nest_tools(constants, root, &nest));
    }
    let xmcp = imports_from(text, root, XMCP_MODULE);
    // A tool file need not import from xmcp: in a tools folder of a
    // project that depends on it, it is xmcp's.
    let project = place.is_some_and(|place| in_tools_folder(place.path) && depends_on_xmcp(place));
    if xmcp.any || project {
        found.extend(xmcp_tool(constants, functions, root, place, &xmcp));
    }
    found
}

/// What a file imports from one module.
#[derive(Default)]
struct Imports<'t> {
    /// Whether it imports anything from it at all.
    any: bool,
    /// `import { Tool as McpTool }`: exported name, local name.
    named: Vec<(&'t str, &'t str)>,
    /// `import * as mcp`: the namespace's local names.
    namespaces: Vec<&'t str>,
}

impl Imports<'_> {
    /// Whether `written` (`Tool`, `McpTool`, `mcp.Tool`) names what the
    /// module exports as `exported`.
    fn names(&self, written: &str, exported: &str) -> bool {
        match written.split_once('.') {
            Some((namespace, member)) => member == exported && self.namespaces.contains(&namespace),
            None => self
                .named
                .iter()
                .any(|(name, local)| *name == exported && *local == written),
        }
    }
}

/// The top-level imports of `root` from `module` or one of its subpaths
/// (`xmcp/headers`).
fn imports_from<'t>(text: &'t str, root: Node<'_>, module: &str) -> Imports<'t> {
    let mut imports = Imports::default();
    for statement in children(root) {
        if statement.kind() != "import_statement" {
            continue;
        }
        let from = statement
            .child_by_field_name("source")
            .and_then(|source| string(text, source));
        let Some(from) = from else { continue };
        let from = from.value.as_ref();
        if from != module
            && !from
                .strip_prefix(module)
                .is_some_and(|rest| rest.starts_with('/'))
        {
            continue;
        }
        imports.any = true;
        let clause = children(statement)
            .into_iter()
            .find(|child| child.kind() == "import_clause");
        for part in clause.map(children).unwrap_or_default() {
            match part.kind() {
                "namespace_import" => imports.namespaces.extend(
                    children(part)
                        .into_iter()
                        .filter(|name| name.kind() == "identifier")
                        .map(|name| tree::text(text, name)),
                ),
                "named_imports" => {
                    for specifier in children(part) {
                        let Some(name) = specifier.child_by_field_name("name") else {
                            continue;
                        };
                        let local = specifier.child_by_field_name("alias").unwrap_or(name);
                        imports
                            .named
                            .push((tree::text(text, name), tree::text(text, local)));
                    }
                }
                _ => {}
            }
        }
    }
    imports
}

/// Every `@Tool({…})` of `@rekog/mcp-nest` on a method in `root`.
fn nest_tools<'t, 'tree>(
    constants: &mut Constants<'t, 'tree>,
    root: Node<'tree>,
    imports: &Imports<'_>,
) -> Vec<Registration<'t>> {
    let text = constants.text;
    let mut decorators = Vec::new();
    tree::preorder(root, |node| {
        if node.kind() == "decorator" {
            decorators.push(node);
        }
    });
    let mut found = Vec::new();
    for decorator in decorators {
        let Some(call) = decorator
            .named_child(0)
            .filter(|call| call.kind() == "call_expression")
        else {
            continue;
        };
        let callee = call
            .child_by_field_name("function")
            .map_or("", |callee| tree::text(text, callee));
        if !imports.names(callee, "Tool") {
            continue;
        }
        let (Some(method), Some(options)) = (
            decorated_method(decorator),
            call.child_by_field_name("arguments")
                .and_then(|arguments| children(arguments).into_iter().next()),
        ) else {
            continue;
        };
        let registration = tool_object(constants, options, None);
        let registration = match method.child_by_field_name("name") {
            Some(key) if writes_no_name(text, options) => {
                defaulted(registration, method_name(text, key))
            }
            _ => registration,
        };
        found.push(registration.with_handler(
            text,
            Language::TypeScript,
            method.child_by_field_name("body"),
        ));
    }
    found
}

/// The method a decorator is written on: in TypeScript the decorators of
/// a class member precede it in the class body; JavaScript's grammar
/// nests them in the method.
fn decorated_method(decorator: Node<'_>) -> Option<Node<'_>> {
    let parent = decorator.parent()?;
    if parent.kind() == "method_definition" {
        return Some(parent);
    }
    if parent.kind() != "class_body" {
        return None;
    }
    let mut next = decorator.next_named_sibling();
    while let Some(sibling) = next {
        match sibling.kind() {
            "decorator" | "comment" => next = sibling.next_named_sibling(),
            "method_definition" => return Some(sibling),
            _ => return None,
        }
    }
    None
}

/// The name a method is known by at run time (`search`, `'list-all'`),
/// when it is static (not `[computed]`).
fn method_name<'t>(text: &'t str, key: Node<'_>) -> Option<Str<'t>> {
    match key.kind() {
        "property_identifier" | "private_property_identifier" => Some(Str {
            value: Cow::Borrowed(tree::text(text, key)),
            span: spot(key),
        }),
        "string" => string(text, key),
        _ => None,
    }
}

/// Whether `options` is an object literal that writes no `name` (nor a
/// spread that might bring one): the framework's default name applies.
/// Anything else (a constant, a computed name) leaves the name to what was
/// read.
fn writes_no_name(text: &str, options: Node<'_>) -> bool {
    let options = unwrap(options);
    options.kind() == "object"
        && children(options).into_iter().all(|member| {
            let key = match member.kind() {
                "pair" => member.child_by_field_name("key"),
                "shorthand_property_identifier" => Some(member),
                "spread_element" => return false,
                _ => None,
            };
            key.is_none_or(|key| {
                let written = tree::text(text, key);
                written.trim_matches(['"', '\'', '`']) != "name"
            })
        })
}

/// `registration`, named `name` (the framework's default) at its place
/// when it was read without a name.
fn defaulted<'t>(mut registration: Registration<'t>, name: Option<Str<'t>>) -> Registration<'t> {
    if registration.name.is_none()
        && let Some(name) = name
    {
        if registration.unjudged.is_none() {
            registration.anchor = name.span.range();
        }
        registration.name = Some(name);
    }
    registration
}

/// The xmcp tool `root` declares, if the file is one.
fn xmcp_tool<'t, 'tree>(
    constants: &mut Constants<'t, 'tree>,
    functions: &HashMap<&'t str, Node<'tree>>,
    root: Node<'tree>,
    place: Option<Place<'t>>,
    imports: &Imports<'_>,
) -> Option<Registration<'t>> {
    let text = constants.text;
    let exported = children(root)
        .into_iter()
        .filter(|statement| statement.kind() == "export_statement");
    let mut handler = None;
    let mut metadata = None;
    for statement in exported {
        let mut cursor = statement.walk();
        let default = statement
            .children(&mut cursor)
            .any(|part| part.kind() == "default");
        if default {
            handler = Some(statement);
        } else if let Some(declarator) = statement
            .child_by_field_name("declaration")
            .filter(|declaration| declaration.kind() == "lexical_declaration")
            .and_then(|declaration| {
                children(declaration).into_iter().find(|declarator| {
                    declarator
                        .child_by_field_name("name")
                        .is_some_and(|name| tree::text(text, name) == "metadata")
                })
            })
        {
            metadata = Some(declarator);
        }
    }
    // xmcp skips a file without a default export.
    let handler = handler?;
    let typed = metadata.and_then(|declarator| metadata_type(text, declarator));
    let is_tool = match typed {
        Some(written) => imports.names(written, "ToolMetadata"),
        None => place.is_some_and(|place| in_tools_folder(place.path)),
    };
    if !is_tool {
        return None;
    }
    let file_name = place.and_then(|place| {
        let stem = place.path.file_stem()?.to_str()?;
        Some(stem.to_owned())
    });
    let handler_node = handler
        .child_by_field_name("declaration")
        .or_else(|| handler.child_by_field_name("value"));
    let handler_body = handler_function(text, functions, handler_node)
        .or(handler_node.filter(|node| node.kind() == "function_declaration"))
        .and_then(|function| function.child_by_field_name("body"));
    let registration = match metadata
        .and_then(|declarator| Some((declarator, declarator.child_by_field_name("value")?)))
    {
        Some((declarator, value)) => {
            let at = declarator
                .child_by_field_name("name")
                .map_or(span(declarator), span);
            let registration = tool_object(constants, value, None);
            if writes_no_name(text, value) {
                defaulted(registration, file_name.map(|name| named(name, at)))
            } else {
                registration
            }
        }
        None => {
            // No metadata: a tool with no annotations, and no object to
            // write them into.
            let at = handler_node
                .and_then(|node| node.child_by_field_name("name"))
                .map_or(span(handler), span);
            let holder = Object {
                span: Spot::of(at.start..at.start),
                members: Vec::new(),
                layout: Layout::Code(Box::new(CodeSyntax::Unwritable { written_as: None })),
            };
            let name = file_name.map(|name| named(name, at.clone()));
            Registration::new(holder, name, at, constants.take_uses())
        }
    };
    Some(registration.with_handler(text, Language::TypeScript, handler_body))
}

/// The type `metadata` is declared with (`: ToolMetadata`, `satisfies
/// ToolMetadata`), as written.
fn metadata_type<'t>(text: &'t str, declarator: Node<'_>) -> Option<&'t str> {
    let annotated = declarator
        .child_by_field_name("type")
        .and_then(|annotation| annotation.named_child(0));
    let satisfied = || {
        let value = declarator.child_by_field_name("value")?;
        let mut node = value;
        while matches!(node.kind(), "as_expression" | "parenthesized_expression") {
            node = node.named_child(0)?;
        }
        (node.kind() == "satisfies_expression")
            .then(|| node.named_child(1))
            .flatten()
    };
    annotated
        .or_else(satisfied)
        .map(|written| tree::text(text, written))
}

/// Whether the nearest `package.json` above the file at `place` (within
/// its repository) lists `xmcp` (as a dependency: `"xmcp": "^1.1.0"`).
fn depends_on_xmcp(place: Place<'_>) -> bool {
    // From the file's folder up to the repository's root, never above.
    let Some(package) = place.path.parent().and_then(|folder| {
        crate::base::paths::project_folders(folder)
            .into_iter()
            .find_map(|folder| place.texts.text(&folder.join("package.json")))
    }) else {
        return false;
    };
    package.match_indices("\"xmcp\"").any(|(at, key)| {
        package
            .get(at + key.len()..)
            .is_some_and(|rest| rest.trim_start().starts_with(':'))
    })
}

/// Whether `path` lies in a folder named `tools` (xmcp's default
/// `src/tools`, and the folders under it).
fn in_tools_folder(path: &std::path::Path) -> bool {
    path.parent()
        .is_some_and(|folder| folder.components().any(|part| part.as_os_str() == "tools"))
}

/// A default name, said at `at`.
fn named<'t>(name: String, at: std::ops::Range<usize>) -> Str<'t> {
    Str {
        value: Cow::Owned(name),
        span: Spot::of(at),
    }
}
