//! Tools registered with Rust's official MCP SDK, `rmcp`:
//!
//! - methods marked `#[tool(name = "…", annotations(title = "…",
//!   read_only_hint = true, …))]` (or `#[rmcp::tool]`), usually in a
//!   `#[tool_router]` impl: the tool is named after the method unless
//!   `name` says otherwise, and a hint written as a bare flag
//!   (`annotations(read_only_hint)`) is `true`, as the macro reads it;
//! - tools built by hand, `Tool::new(name, description, schema)`, whose
//!   annotations are given with `.annotate(…)` or `.with_annotations(…)`
//!   as a `ToolAnnotations::new()` (or `::with_title(…)`) chain of
//!   `.read_only(…)`, `.destructive(…)`, `.idempotent(…)` and
//!   `.open_world(…)`.
//!
//! The macro takes literals only, so there are no constants to follow; an
//! annotations value built elsewhere (a variable, a function) leaves the
//! tool unjudged.
//!
//! Tools of rust-mcp-sdk too: a struct marked `#[mcp_tool(name = "…",
//! read_only_hint = true, …)]` (or `#[macros::mcp_tool]`), whose hints are
//! arguments of the attribute itself, snake_case, each one the macro sends
//! only when written. Its handler is the `run_tool` (or `call_tool`)
//! function of the struct's `impl` in the same file; the handlers' calls
//! are followed into the crate's modules (`imports.rs`).

mod imports;

use std::borrow::Cow;

use tree_sitter::Node;

use super::Language;
use super::parse::parse_tree;
use super::registration::{Found, Opaque, Place, Registration, anchor, member};
use super::tree::{self, children, span, spot};
use crate::base::hint::{Hint, TITLE_KEY};
use crate::document::{CodeSyntax, Layout, Member, Object, Spot, Str, Value};

/// The builder methods of `ToolAnnotations` that set one hint, and the
/// hint's key.
pub const BUILDER_METHODS: [(&str, &str); 4] = [
    ("read_only", "readOnlyHint"),
    ("destructive", "destructiveHint"),
    ("idempotent", "idempotentHint"),
    ("open_world", "openWorldHint"),
];

/// Reads the registrations of a parsed Rust file.
pub fn registrations<'t>(text: &'t str, root: Node<'_>, place: Option<Place<'t>>) -> Found<'t> {
    let qualified = !imports_annotations(text);
    let reach = super::effects::Reach::of(place, imports::LINKER, text);
    let mut found = Vec::new();
    // Each form holds `tool` or `Tool` (`#[tool(…)]`, `#[mcp_tool(…)]`,
    // `Tool::new(…)`, a macro whose tokens call it): only the paths to
    // where one is written are walked.
    let offsets = tree::offsets_of(text, &["tool", "Tool"]);
    tree::preorder_holding(root, &offsets, |node| match node.kind() {
        "attribute_item" => found.extend(tool_attribute(text, node, reach).or_else(|| {
            let (registration, handler) = mcp_tool(text, node)?;
            Some(registration.with_handler_reaching(text, Language::Rust, handler, reach))
        })),
        "call_expression" => found.extend(tool_new(text, node, qualified)),
        "macro_invocation" => found.extend(in_macro(text, node, qualified, 0)),
        _ => {}
    });
    found
}

/// How deep macros inside macros are read (`vec![…, vec![…]]`).
const MAX_MACRO_DEPTH: usize = 4;

/// What `fn` a macro's tokens are parsed in: written over the text before
/// the macro, which is blanked.
const MACRO_PREFIX: &str = "fn _m(){";

/// The tools built by hand inside a macro's tokens (`vec![Tool::new(…)
/// .annotate(…), …]` in `list_tools`): tree-sitter keeps a macro's
/// arguments as tokens, so they are parsed again as an expression, in a
/// copy of the text where everything else is blank, so that every span is
/// the file's own (and a fix lands where the file writes the call).
fn in_macro<'t>(
    text: &'t str,
    invocation: Node<'_>,
    qualified: bool,
    depth: usize,
) -> Vec<Registration<'t>> {
    let Some(tokens) = children(invocation)
        .into_iter()
        .find(|child| child.kind() == "token_tree")
    else {
        return Vec::new();
    };
    let range = span(tokens);
    let written = tree::text(text, tokens);
    if depth >= MAX_MACRO_DEPTH
        || range.start < MACRO_PREFIX.len()
        || !written.contains("Tool::new")
    {
        return Vec::new();
    }
    let mut masked: Vec<u8> = text
        .bytes()
        .enumerate()
        .map(|(at, byte)| match byte {
            _ if range.contains(&at) => byte,
            b'\n' => b'\n',
            _ => b' ',
        })
        .collect();
    masked[..MACRO_PREFIX.len()].copy_from_slice(MACRO_PREFIX.as_bytes());
    masked.extend_from_slice(b";}");
    // Only whole characters of the token tree are kept (its ends are ASCII
    // brackets), so the copy is UTF-8.
    let Ok(masked) = String::from_utf8(masked) else {
        return Vec::new();
    };
    let Ok(parsed) = parse_tree(&masked, Language::Rust) else {
        return Vec::new();
    };
    let mut found = Vec::new();
    tree::preorder(parsed.root_node(), |node| {
        if !range.contains(&node.start_byte()) {
            return;
        }
        match node.kind() {
            "call_expression" => found.extend(tool_new(text, node, qualified)),
            "macro_invocation" => found.extend(in_macro(text, node, qualified, depth + 1)),
            _ => {}
        }
    });
    found
}

/// Whether the file imports `ToolAnnotations` (new annotations are then
/// written with its short name, else with its full path).
fn imports_annotations(text: &str) -> bool {
    text.lines().any(|line| {
        let line = line.trim_start();
        line.starts_with("use ") && line.contains("ToolAnnotations")
    })
}

/// The attribute of an `attribute_item` when it is rmcp's `#[tool]`.
fn tool_macro<'tree>(text: &str, item: Node<'tree>) -> Option<Node<'tree>> {
    let attribute = children(item)
        .into_iter()
        .find(|child| child.kind() == "attribute")?;
    let path = attribute.named_child(0)?;
    let named = match path.kind() {
        "identifier" => tree::text(text, path),
        "scoped_identifier" => {
            let scope = path.child_by_field_name("path")?;
            if !tree::text(text, scope).starts_with("rmcp") {
                return None;
            }
            tree::text(text, path.child_by_field_name("name")?)
        }
        _ => return None,
    };
    (named == "tool").then_some(attribute)
}

/// The item of `kind` (a function, a struct) an attribute item is written
/// on: the next item after it and the other attributes and comments in
/// between.
fn attributed<'tree>(item: Node<'tree>, kind: &str) -> Option<Node<'tree>> {
    let mut next = item.next_named_sibling();
    while let Some(node) = next {
        match node.kind() {
            found if found == kind => return Some(node),
            "attribute_item" | "line_comment" | "block_comment" => {
                next = node.next_named_sibling();
            }
            _ => return None,
        }
    }
    None
}

/// One argument of a macro's token tree: `key = value`, `key(…)`, or a
/// bare `key`.
struct Argument<'tree> {
    /// The key's identifier.
    key: Node<'tree>,
    /// What follows `=`, or the nested token tree; `None` for a bare key.
    value: Option<Node<'tree>>,
    /// Whether the argument is more than one of these shapes (an
    /// expression hintlint does not read).
    complex: bool,
    /// Its last token.
    last: Node<'tree>,
}

impl Argument<'_> {
    /// From its key to the end of its value.
    fn span(&self) -> Spot {
        let end = self.last.end_byte();
        Spot::of(self.key.start_byte()..end)
    }
}

/// The arguments of a token tree, split at its commas.
fn arguments(tokens: Node<'_>) -> Vec<Argument<'_>> {
    let mut found = Vec::new();
    let mut current: Vec<Node<'_>> = Vec::new();
    let mut cursor = tokens.walk();
    let inner: Vec<Node<'_>> = tokens.children(&mut cursor).collect();
    let inner = inner
        .get(1..inner.len().saturating_sub(1))
        .unwrap_or_default();
    for token in inner.iter().copied().chain(std::iter::once(tokens)) {
        let at_end = token.id() == tokens.id();
        if !at_end && token.kind() != "," {
            if !token.kind().contains("comment") {
                current.push(token);
            }
            continue;
        }
        let parts = std::mem::take(&mut current);
        let Some((&key, rest)) = parts.split_first() else {
            continue;
        };
        if key.kind() != "identifier" {
            continue;
        }
        let (value, complex) = match rest {
            [] => (None, false),
            [nested] if nested.kind() == "token_tree" => (Some(*nested), false),
            [equals, value] if equals.kind() == "=" => (Some(*value), false),
            [equals, value, ..] if equals.kind() == "=" => (Some(*value), true),
            [first, ..] => (Some(*first), true),
        };
        found.push(Argument {
            key,
            value,
            complex,
            last: parts.last().copied().unwrap_or(key),
        });
    }
    found
}

/// A Rust string literal, decoded (raw strings kept as written).
fn string<'t>(text: &'t str, node: Node<'_>) -> Option<Str<'t>> {
    let written = tree::text(text, node);
    let value = match node.kind() {
        "string_literal" => tree::unescape(written.get(1..written.len().checked_sub(1)?)?),
        "raw_string_literal" => {
            let body = written.strip_prefix('r')?.trim_matches('#');
            Cow::Borrowed(body.get(1..body.len().checked_sub(1)?)?)
        }
        _ => return None,
    };
    Some(Str {
        value,
        span: spot(node),
    })
}

/// An identifier without its raw prefix (`r#type` is the tool `type`).
fn identifier<'t>(text: &'t str, node: Node<'_>) -> Str<'t> {
    let written = tree::text(text, node);
    Str {
        value: Cow::Borrowed(written.strip_prefix("r#").unwrap_or(written)),
        span: spot(node),
    }
}

/// The JSON key an attribute's annotation key stands for: the hints'
/// snake_case names as theirs, anything else as written.
fn annotation_key(written: &str) -> &str {
    match Hint::from_snake_key(written) {
        Some(hint) => hint.key(),
        None => written,
    }
}

/// `#[tool(…)]` on a function: its holder is the attribute's arguments.
fn tool_attribute<'t>(
    text: &'t str,
    item: Node<'_>,
    reach: Option<super::effects::Reach<'_>>,
) -> Option<Registration<'t>> {
    let attribute = tool_macro(text, item)?;
    let function = attributed(item, "function_item")?;
    let function_name = identifier(text, function.child_by_field_name("name")?);
    let tokens = attribute.child_by_field_name("arguments");
    let arguments = tokens.map(arguments).unwrap_or_default();
    let syntax = CodeSyntax::RustAttribute {
        last_argument: arguments.last().map(Argument::span),
        attribute: spot(item),
    };
    let holder_span = match tokens {
        Some(tokens) => spot(tokens),
        None => Spot::of(attribute.end_byte()..attribute.end_byte()),
    };
    let mut members = Vec::new();
    let mut name = None;
    let mut opaque = None;
    for argument in arguments {
        let key = tree::text(text, argument.key);
        match (key, argument.value) {
            ("name", Some(value)) => match string(text, value).filter(|_| !argument.complex) {
                Some(written) => {
                    name = Some(written.clone());
                    members.push(member("name", span(argument.key), Value::String(written)));
                }
                None => {
                    opaque.get_or_insert(Opaque::at(text, value));
                }
            },
            (TITLE_KEY, Some(value)) => {
                if let Some(title) = string(text, value) {
                    members.push(member(TITLE_KEY, span(argument.key), Value::String(title)));
                }
            }
            ("annotations", Some(value)) if value.kind() == "token_tree" => {
                match annotations(text, value, spot(item)) {
                    Ok(object) => {
                        members.push(member(
                            "annotations",
                            span(argument.key),
                            Value::Object(object),
                        ));
                    }
                    Err(found) => {
                        opaque.get_or_insert(found);
                    }
                }
            }
            ("annotations", Some(value)) => {
                opaque.get_or_insert(Opaque::at(text, value));
            }
            _ => {}
        }
    }
    let name = name.or(Some(function_name));
    let anchor = anchor(name.as_ref(), function);
    let holder = Object {
        span: holder_span,
        members,
        layout: Layout::Code(Box::new(syntax)),
    };
    let registration = Registration {
        unjudged: opaque,
        ..Registration::new(holder, name, anchor, Vec::new())
    };
    Some(registration.with_handler_reaching(
        text,
        Language::Rust,
        function.child_by_field_name("body"),
        reach,
    ))
}

/// The `annotations(…)` of `#[tool]`.
fn annotations<'t>(text: &'t str, tokens: Node<'_>, attribute: Spot) -> Result<Object<'t>, Opaque> {
    let mut members = Vec::new();
    for argument in arguments(tokens) {
        let written = tree::text(text, argument.key);
        let key = annotation_key(written);
        let value = match argument.value {
            // `read_only_hint` alone is `true` to the macro; it is
            // replaced whole, key and all.
            None => Value::Bool(true, spot(argument.key)),
            Some(value) if argument.complex => return Err(Opaque::at(text, value)),
            Some(value) => literal(text, value)?,
        };
        members.push(member(key, span(argument.key), value));
    }
    Ok(Object {
        span: spot(tokens),
        members,
        layout: Layout::Code(Box::new(CodeSyntax::RustAttribute {
            last_argument: None,
            attribute,
        })),
    })
}

/// A literal argument: a boolean, a string or a number.
fn literal<'t>(text: &'t str, node: Node<'_>) -> Result<Value<'t>, Opaque> {
    match node.kind() {
        "boolean_literal" => Ok(Value::Bool(tree::text(text, node) == "true", spot(node))),
        "string_literal" | "raw_string_literal" => string(text, node)
            .map(Value::String)
            .ok_or_else(|| Opaque::at(text, node)),
        "integer_literal" | "float_literal" => Ok(Value::Number(crate::document::Number {
            text: Cow::Borrowed(tree::text(text, node)),
            span: spot(node),
        })),
        _ => Err(Opaque::at(text, node)),
    }
}

/// The links of a method chain, innermost first: the call it starts from
/// and each `.method(arguments)` after it.
fn chain<'tree>(call: Node<'tree>) -> (Node<'tree>, Vec<(Node<'tree>, Node<'tree>)>) {
    let mut links = Vec::new();
    let mut at = call;
    while at.kind() == "call_expression" {
        let Some((function, arguments)) = tree::field_pair(at, "function", "arguments") else {
            break;
        };
        if function.kind() != "field_expression" {
            break;
        }
        let Some((receiver, field)) = tree::field_pair(function, "value", "field") else {
            break;
        };
        links.push((field, arguments));
        at = receiver;
    }
    links.reverse();
    (at, links)
}

/// The associated function a chain starts from (`Tool::new`), when it is
/// one of `type_name`'s.
fn starts_with<'t>(text: &'t str, start: Node<'_>, type_name: &str) -> Option<&'t str> {
    if start.kind() != "call_expression" {
        return None;
    }
    let function = start.child_by_field_name("function")?;
    if function.kind() != "scoped_identifier" {
        return None;
    }
    let path = tree::text(text, function.child_by_field_name("path")?);
    let last = path.rsplit("::").next().unwrap_or(path);
    if last != type_name {
        return None;
    }
    Some(tree::text(text, function.child_by_field_name("name")?))
}

/// A `Tool::new(name, …)` chain, at the outermost call of the chain.
fn tool_new<'t>(text: &'t str, call: Node<'_>, qualified: bool) -> Option<Registration<'t>> {
    // Only the outermost call of a chain is a registration.
    if call
        .parent()
        .is_some_and(|parent| parent.kind() == "field_expression")
    {
        return None;
    }
    let (start, links) = chain(call);
    if starts_with(text, start, "Tool")? != "new" {
        return None;
    }
    let arguments = children(start.child_by_field_name("arguments")?);
    let name_node = arguments.first()?;
    let name = string(text, *name_node);
    let anchor = anchor(name.as_ref(), *name_node);
    let syntax = CodeSyntax::RustBuilder { qualified };
    let mut members = Vec::new();
    if let Some(name) = &name {
        members.push(member(
            "name",
            span(*name_node),
            Value::String(name.clone()),
        ));
    }
    let mut opaque = None;
    for (method, arguments) in links {
        let method_name = tree::text(text, method);
        if !matches!(method_name, "annotate" | "with_annotations") {
            continue;
        }
        let Some(&value) = children(arguments).first() else {
            continue;
        };
        match builder_annotations(text, value) {
            Ok(object) => {
                // A later call replaces the earlier annotations whole.
                members.retain(|member: &Member<'_>| member.key.value != "annotations");
                members.push(member("annotations", span(method), Value::Object(object)));
            }
            Err(found) => {
                opaque.get_or_insert(found);
            }
        }
    }
    let holder = Object {
        span: spot(call),
        members,
        layout: Layout::Code(Box::new(syntax)),
    };
    Some(Registration {
        unjudged: opaque,
        ..Registration::new(holder, name, anchor, Vec::new())
    })
}

/// A `ToolAnnotations::new()…` chain as an object whose members are the
/// builder calls; new hints are added at the end of the chain.
fn builder_annotations<'t>(text: &'t str, value: Node<'_>) -> Result<Object<'t>, Opaque> {
    let (start, links) = chain(value);
    let mut members = Vec::new();
    match starts_with(text, start, "ToolAnnotations") {
        Some("new" | "default") => {}
        Some("with_title") => {
            let arguments = start
                .child_by_field_name("arguments")
                .map(children)
                .unwrap_or_default();
            let function = start.child_by_field_name("function");
            if let (Some(title), Some(function)) = (arguments.first(), function) {
                let title = string(text, *title).ok_or_else(|| Opaque::at(text, *title))?;
                members.push(member(TITLE_KEY, span(function), Value::String(title)));
            }
        }
        _ => return Err(Opaque::at(text, value)),
    }
    for (method, arguments) in links {
        let method_name = tree::text(text, method);
        let Some((_, key)) = BUILDER_METHODS
            .iter()
            .find(|(builder, _)| *builder == method_name)
        else {
            return Err(Opaque::at(text, value));
        };
        let argument = children(arguments)
            .into_iter()
            .next()
            .ok_or_else(|| Opaque::at(text, arguments))?;
        let literal = literal(text, argument)?;
        // A later call overrides an earlier one.
        members.retain(|member: &Member<'_>| member.key.value != *key);
        members.push(member(*key, span(method), literal));
    }
    Ok(Object {
        span: spot(value),
        members,
        layout: Layout::Code(Box::new(CodeSyntax::RustBuilder { qualified: false })),
    })
}

/// The names rust-mcp-sdk's servers give a tool struct's handler.
const HANDLERS: [&str; 2] = ["run_tool", "call_tool"];

/// Whether a text may hold a tool this reader reads: rmcp's, or
/// rust-mcp-sdk's.
pub fn might_register(text: &str) -> bool {
    (text.contains("rmcp")
        && ["tool", "Tool::new", "ToolAnnotations"]
            .iter()
            .any(|needle| text.contains(needle)))
        || text.contains("mcp_tool")
}

/// The attribute of an `attribute_item` when it is rust-mcp-sdk's
/// `#[mcp_tool]`.
fn mcp_tool_macro<'tree>(text: &str, item: Node<'tree>) -> Option<Node<'tree>> {
    let attribute = children(item)
        .into_iter()
        .find(|child| child.kind() == "attribute")?;
    let path = tree::text(text, attribute.named_child(0)?);
    (path == "mcp_tool" || path.ends_with("::mcp_tool")).then_some(attribute)
}

/// `#[mcp_tool(…)]` on a struct: its holder is the attribute's arguments,
/// which are its annotations too.
fn mcp_tool<'t, 'tree>(
    text: &'t str,
    item: Node<'tree>,
) -> Option<(Registration<'t>, Option<Node<'tree>>)> {
    let attribute = mcp_tool_macro(text, item)?;
    let structure = attributed(item, "struct_item")?;
    let type_name = tree::text(text, structure.child_by_field_name("name")?);
    let tokens = attribute.child_by_field_name("arguments")?;
    let arguments = arguments(tokens);
    let syntax = CodeSyntax::RustAttribute {
        last_argument: arguments.last().map(Argument::span),
        attribute: spot(item),
    };
    let mut members = Vec::new();
    let mut hints = Vec::new();
    let mut name = None;
    let mut opaque = None;
    for argument in &arguments {
        let key = tree::text(text, argument.key);
        let Some(value) = argument.value else {
            continue;
        };
        if let Some(hint) = Hint::from_snake_key(key) {
            match literal(text, value).ok().filter(|_| !argument.complex) {
                Some(read) => hints.push(member(hint.key(), span(argument.key), read)),
                None => {
                    opaque.get_or_insert(Opaque::at(text, value));
                }
            }
            continue;
        }
        let read = string(text, value).filter(|_| !argument.complex);
        match (key, read) {
            ("name", Some(written)) => {
                name = Some(written.clone());
                members.push(member("name", span(argument.key), Value::String(written)));
            }
            ("name", None) => {
                opaque.get_or_insert(Opaque::at(text, value));
            }
            (TITLE_KEY, Some(written)) => {
                members.push(member(
                    TITLE_KEY,
                    span(argument.key),
                    Value::String(written),
                ));
            }
            _ => {}
        }
    }
    // The hints are the attribute's own arguments: a hint the fix adds is
    // one more argument.
    members.push(member(
        "annotations",
        span(tokens),
        Value::Object(Object {
            span: spot(tokens),
            members: hints,
            layout: Layout::Code(Box::new(syntax)),
        }),
    ));
    let anchor = name
        .as_ref()
        .map_or(span(structure), |name| name.span.range());
    let holder = Object {
        span: spot(tokens),
        members,
        layout: Layout::Code(Box::new(syntax)),
    };
    let registration = Registration {
        unjudged: opaque,
        ..Registration::new(holder, name, anchor, Vec::new())
    };
    let root = crate::code::model::root_of(item);
    Some((registration, handler(text, root, type_name)))
}

/// The body of the handler of the tool struct `type_name`: its `impl`'s
/// `run_tool` in the file.
fn handler<'tree>(text: &str, root: Node<'tree>, type_name: &str) -> Option<Node<'tree>> {
    let mut found = None;
    tree::preorder(root, |node| {
        if found.is_some() || node.kind() != "impl_item" {
            return;
        }
        let implemented = node
            .child_by_field_name("type")
            .is_some_and(|written| tree::text(text, written) == type_name);
        if !implemented || node.child_by_field_name("trait").is_some() {
            return;
        }
        let Some(body) = node.child_by_field_name("body") else {
            return;
        };
        found = children(body).into_iter().find(|function| {
            function.kind() == "function_item"
                && function
                    .child_by_field_name("name")
                    .is_some_and(|named| HANDLERS.contains(&tree::text(text, named)))
        });
    });
    found.and_then(|function| function.child_by_field_name("body"))
}
