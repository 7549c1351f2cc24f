//! TypeScript's and JavaScript's values as the reader reads them: literals
//! (strings, templates, numbers, enums), object literals as holders,
//! constants and wrapper parameters followed to what they are bound to,
//! and the helpers a file defines or imports.

use std::borrow::Cow;
use std::collections::HashMap;

use tree_sitter::Node;

use crate::code::registration::{
    Arguments, Constants, Converted, HelperCall, Opaque, READ_KEYS, Registration, Signature,
    member, merge_spreads, relocated, tolerated, unread,
};
use crate::code::tree::{self, Literals, children, span, spot};
use crate::document::{CodeSyntax, Container, Layout, Member, Object, Str, Value};

/// The node `node` stands for where it is bound: a parameter of the
/// wrapper or the loop variable being read (`toolName`, `t`) is the
/// argument or element it is bound to, and a member of one bound to an
/// object literal (`t.config`) is that member's value.
pub(super) fn bound_node<'tree>(
    constants: &Constants<'_, 'tree>,
    node: Node<'tree>,
) -> Node<'tree> {
    bound_within(constants, node, BOUND_DEPTH)
}

/// How many members deep [`bound_node`] reads (`t.config.annotations` is
/// two): a longer chain is left as written, so that no input nests the
/// reading deeper than this.
pub(super) const BOUND_DEPTH: usize = 4;

/// [`bound_node`], at most `depth` members deep.
pub(super) fn bound_within<'tree>(
    constants: &Constants<'_, 'tree>,
    node: Node<'tree>,
    depth: usize,
) -> Node<'tree> {
    let text = constants.text;
    let node = unwrap(node);
    match node.kind() {
        "identifier" => constants.bound(tree::text(text, node)).map_or(node, unwrap),
        "member_expression" => {
            let (Some(object), Some(property), Some(depth)) = (
                node.child_by_field_name("object"),
                node.child_by_field_name("property"),
                depth.checked_sub(1),
            ) else {
                return node;
            };
            let object = bound_within(constants, object, depth);
            if object.kind() != "object" || object.id() == node.id() {
                return node;
            }
            let key = tree::text(text, property);
            children(object)
                .into_iter()
                .rev()
                .find_map(|pair| {
                    let written = pair.child_by_field_name("key")?;
                    let named = tree::text(text, written) == key
                        || string(text, written).is_some_and(|name| name.value == key);
                    (pair.kind() == "pair" && named)
                        .then(|| pair.child_by_field_name("value"))
                        .flatten()
                })
                .map_or(node, unwrap)
        }
        _ => node,
    }
}

/// The function a registration's last argument is: written inline, or
/// one of the file's top-level `functions`.
pub(super) fn handler_function<'tree>(
    text: &str,
    functions: &HashMap<&str, Node<'tree>>,
    argument: Option<Node<'tree>>,
) -> Option<Node<'tree>> {
    let argument = unwrap(argument?);
    match argument.kind() {
        "arrow_function" | "function_expression" | "function" => Some(argument),
        "identifier" => functions.get(tree::text(text, argument)).copied(),
        _ => None,
    }
}

/// The file's top-level functions by name: `function handle…`, and `const
/// handle… = async (…) => …`.
pub(super) fn functions<'t, 'tree>(
    text: &'t str,
    root: Node<'tree>,
) -> HashMap<&'t str, Node<'tree>> {
    let mut found: HashMap<&str, Node<'_>> = definitions(text, root)
        .into_iter()
        .map(|(name, value)| (name, unwrap(value)))
        .filter(|(_, value)| {
            matches!(
                value.kind(),
                "arrow_function" | "function_expression" | "function"
            )
        })
        .collect();
    for declaration in top_level(root) {
        if declaration.kind() == "function_declaration"
            && let Some(name) = declaration.child_by_field_name("name")
        {
            found.insert(tree::text(text, name), declaration);
        }
    }
    found
}

/// The file's top-level statements, `export` unwrapped.
pub(super) fn top_level(root: Node<'_>) -> impl Iterator<Item = Node<'_>> {
    children(root)
        .into_iter()
        .filter_map(|statement| tree::unwrapped(statement, "export_statement", "declaration"))
}

/// The file's top-level `const`/`let`/`var` definitions, exported or not.
pub(super) fn definitions<'t, 'tree>(
    text: &'t str,
    root: Node<'tree>,
) -> Vec<(&'t str, Node<'tree>)> {
    let mut found = Vec::new();
    for declaration in top_level(root) {
        // `enum Tools { Search = "search" }`: read as an object of its
        // members.
        if declaration.kind() == "enum_declaration"
            && let (Some(name), Some(body)) = (
                declaration.child_by_field_name("name"),
                declaration.child_by_field_name("body"),
            )
        {
            found.push((tree::text(text, name), body));
            continue;
        }
        if !matches!(
            declaration.kind(),
            "lexical_declaration" | "variable_declaration"
        ) {
            continue;
        }
        for declarator in children(declaration) {
            let Some((name, value)) = tree::field_pair(declarator, "name", "value") else {
                continue;
            };
            if name.kind() == "identifier" {
                found.push((tree::text(text, name), value));
            }
        }
    }
    found
}

/// `x as const`, `x satisfies T`, `(x)`, `x!`: the expression inside.
pub(super) fn unwrap(node: Node<'_>) -> Node<'_> {
    let mut node = node;
    while matches!(
        node.kind(),
        "as_expression"
            | "satisfies_expression"
            | "parenthesized_expression"
            | "non_null_expression"
    ) {
        match node.named_child(0) {
            Some(inner) => node = inner,
            None => break,
        }
    }
    node
}

/// A string literal, or a template literal without substitutions.
pub(super) fn string<'t>(text: &'t str, node: Node<'_>) -> Option<Str<'t>> {
    let parts = children(node);
    if parts
        .iter()
        .any(|part| part.kind() == "template_substitution")
    {
        return None;
    }
    let inner = match (parts.first(), parts.last()) {
        (Some(first), Some(last)) => &text[first.start_byte()..last.end_byte()],
        _ => "",
    };
    Some(Str {
        value: tree::unescape(inner),
        span: spot(node),
    })
}

/// Converts a value hintlint reads (a hint, a title, a name).
pub(super) fn value<'t, 'tree>(
    constants: &mut Constants<'t, 'tree>,
    node: Node<'tree>,
) -> Converted<'t> {
    constants.nested(node, |constants| value_at(constants, node))
}

/// TypeScript's booleans, `null` and numbers.
const LITERALS: Literals = Literals {
    truth: "true",
    falsity: "false",
    null: "null",
    numbers: &["number"],
};

/// [`value`], one level deep.
pub(super) fn value_at<'t, 'tree>(
    constants: &mut Constants<'t, 'tree>,
    node: Node<'tree>,
) -> Converted<'t> {
    let text = constants.text;
    let node = unwrap(node);
    if let Some(literal) = tree::literal(text, node, &LITERALS) {
        return Ok(literal);
    }
    match node.kind() {
        "undefined" => Ok(Value::Undefined(spot(node))),
        "string" | "template_string" => match string(text, node) {
            Some(string) => Ok(Value::String(string)),
            None => template(constants, node),
        },
        "identifier" if tree::text(text, node) == "undefined" => Ok(Value::Undefined(spot(node))),
        "identifier" => constants.follow(node, value),
        // A wrapper's parameter its call leaves out.
        "required_parameter" | "optional_parameter" => Ok(Value::Undefined(spot(node))),
        // `toolName || "web_fetch"`, `toolName ?? "web_fetch"`, and
        // strings joined (`PREFIX + "_search"`).
        "binary_expression" => {
            let operator = node
                .child_by_field_name("operator")
                .map_or("", |operator| tree::text(text, operator));
            if operator == "+" {
                return joined(constants, node);
            }
            let (Some(left), Some(right), "||" | "??") = (
                node.child_by_field_name("left"),
                node.child_by_field_name("right"),
                operator,
            ) else {
                return Err(Opaque::at(text, node));
            };
            let left = value(constants, left).map_err(|_| Opaque::at(text, node))?;
            let falsy = match &left {
                Value::Null(_) | Value::Undefined(_) => true,
                Value::Bool(false, _) => operator == "||",
                Value::String(string) => operator == "||" && string.value.is_empty(),
                _ => false,
            };
            if falsy {
                value(constants, right)
            } else {
                Ok(left)
            }
        }
        // A member of a loop's element (`t.name`).
        "member_expression" if bound_node(constants, node).id() != node.id() => {
            value(constants, bound_node(constants, node))
        }
        "member_expression" => match (
            node.child_by_field_name("object"),
            node.child_by_field_name("property"),
        ) {
            (Some(namespace), Some(name))
                if namespace.kind() == "identifier" && constants.is_namespace(namespace) =>
            {
                // A module imported whole, else an object imported by name.
                constants
                    .follow_member(node, namespace, name)
                    .or_else(|_| member_of(constants, node, namespace, tree::text(text, name)))
            }
            // A member of a constant object (`CATALOG.search.annotations`).
            (Some(object), Some(name)) if name.kind() == "property_identifier" => {
                member_of(constants, node, object, tree::text(text, name))
            }
            _ => Err(Opaque::at(text, node)),
        },
        // `CATALOG["search"]`.
        "subscript_expression" => match (
            node.child_by_field_name("object"),
            node.child_by_field_name("index"),
        ) {
            (Some(object), Some(index)) if index.kind() == "string" => {
                let key = string(text, index).ok_or_else(|| Opaque::at(text, node))?;
                member_of(constants, node, object, &key.value)
            }
            _ => Err(Opaque::at(text, node)),
        },
        "object" => object(constants, node, &|_| true),
        "enum_body" => enum_members(constants, node),
        "array" => Ok(Value::Skipped(Container::Array, spot(node))),
        // A helper of the file (`annotate({ readOnly: true })` is not one;
        // `annotate(true)` with `function annotate(readOnly = false) {
        // return { readOnlyHint: readOnly }; }` is): what it returns, its
        // parameters bound to the arguments.
        "call_expression" => {
            let helper = node
                .child_by_field_name("function")
                .filter(|callee| callee.kind() == "identifier")
                .and_then(|callee| constants.function(tree::text(text, callee)))
                .zip(node.child_by_field_name("arguments"))
                .and_then(|(function, arguments)| helper_call(text, function, arguments, node));
            match helper {
                Some(helper) => constants.call_helper(node, helper, value),
                None => imported_helper_call(constants, node),
            }
        }
        _ => Err(Opaque::at(text, node)),
    }
}

/// The members of an `enum` with values written (`Search = "search"`),
/// as an object: `Tools.Search` is then a member like any constant
/// object's.
pub(super) fn enum_members<'t, 'tree>(
    constants: &mut Constants<'t, 'tree>,
    body: Node<'tree>,
) -> Converted<'t> {
    let text = constants.text;
    let mut members = Vec::new();
    for assignment in children(body) {
        let Some((name, written)) = tree::field_pair(assignment, "name", "value") else {
            continue;
        };
        if let Ok(converted) = value(constants, written) {
            members.push(member(tree::text(text, name), span(name), converted));
        }
    }
    Ok(Value::Object(Object {
        span: spot(body),
        members,
        layout: Layout::Code(Box::new(CodeSyntax::JsObject)),
    }))
}

/// `left + right` of two known strings (or a string and a number): the
/// string they make; anything else is not read.
pub(super) fn joined<'t, 'tree>(
    constants: &mut Constants<'t, 'tree>,
    node: Node<'tree>,
) -> Converted<'t> {
    let text = constants.text;
    let mut written = String::new();
    for side in ["left", "right"] {
        let part = node
            .child_by_field_name(side)
            .ok_or_else(|| Opaque::at(text, node))?;
        push_text(constants, node, part, &mut written)?;
    }
    Ok(tree::made_string(written, node))
}

/// Appends to `written` the text of `part`, a piece of the string `whole`
/// builds: a known string or number; anything else leaves `whole` unread.
pub(super) fn push_text<'t, 'tree>(
    constants: &mut Constants<'t, 'tree>,
    whole: Node<'tree>,
    part: Node<'tree>,
    written: &mut String,
) -> Result<(), Opaque> {
    let text = constants.text;
    match value(constants, part).map_err(|_| Opaque::at(text, whole))? {
        Value::String(part) => written.push_str(&part.value),
        Value::Number(number) => written.push_str(&number.text),
        _ => return Err(Opaque::at(text, whole)),
    }
    Ok(())
}

/// A template literal whose substitutions are constants
/// (`` `${PREFIX}_search` ``): the string it makes; else not read.
pub(super) fn template<'t, 'tree>(
    constants: &mut Constants<'t, 'tree>,
    node: Node<'tree>,
) -> Converted<'t> {
    let text = constants.text;
    let mut joined = String::new();
    // Between the backticks.
    let mut at = node.start_byte() + 1;
    for substitution in children(node)
        .into_iter()
        .filter(|part| part.kind() == "template_substitution")
    {
        joined.push_str(&tree::unescape(&text[at..substitution.start_byte()]));
        let expression = children(substitution)
            .into_iter()
            .next()
            .ok_or_else(|| Opaque::at(text, node))?;
        push_text(constants, node, expression, &mut joined)?;
        at = substitution.end_byte();
    }
    let end = node.end_byte().saturating_sub(1).max(at);
    joined.push_str(&tree::unescape(&text[at..end]));
    Ok(tree::made_string(joined, node))
}

/// A call of a helper the file imports from a sibling module
/// (`annotate(true)` with `import { annotate } from "./hints.js"`): its
/// arguments read here, what it returns read there.
pub(super) fn imported_helper_call<'t, 'tree>(
    constants: &mut Constants<'t, 'tree>,
    call: Node<'tree>,
) -> Converted<'t> {
    let text = constants.text;
    let (Some(callee), Some(arguments)) = (
        call.child_by_field_name("function")
            .filter(|callee| callee.kind() == "identifier"),
        call.child_by_field_name("arguments"),
    ) else {
        return Err(Opaque::at(text, call));
    };
    if !constants.imports() {
        return Err(Opaque::at(text, call));
    }
    let mut given = Arguments::default();
    for argument in children(arguments) {
        let converted = value(constants, argument).map_err(|_| Opaque::at(text, call))?;
        given.positional.push(relocated(converted, &span(argument)));
    }
    constants.imported_helper(call, tree::text(text, callee), given)
}

/// The top-level function `name` of a module.
pub(super) fn function_named<'tree>(
    text: &str,
    root: Node<'tree>,
    name: &str,
) -> Option<Node<'tree>> {
    functions(text, root).get(name).copied()
}

/// A helper's signature: the expression it returns (an arrow function's
/// expression body, or a body that is one `return`) and its parameters
/// with their defaults. `None` when the body does more, or a parameter is
/// not one name (a rest or destructured parameter).
pub(super) fn signature<'t, 'tree>(
    text: &'t str,
    function: Node<'tree>,
) -> Option<Signature<'t, 'tree>> {
    let body = function.child_by_field_name("body")?;
    let returned = match body.kind() {
        "statement_block" => match children(body).as_slice() {
            [only] if only.kind() == "return_statement" => only.named_child(0)?,
            _ => return None,
        },
        _ => body,
    };
    // `readOnly => ({ … })`: one parameter without parentheses.
    if let Some(parameter) = function.child_by_field_name("parameter") {
        return Some((returned, vec![(tree::text(text, parameter), None)]));
    }
    let mut parameters = Vec::new();
    for parameter in children(function.child_by_field_name("parameters")?) {
        let pattern = parameter
            .child_by_field_name("pattern")
            .filter(|pattern| pattern.kind() == "identifier")?;
        parameters.push((
            tree::text(text, pattern),
            parameter.child_by_field_name("value"),
        ));
    }
    Some((returned, parameters))
}

/// A call of the helper `function` with `arguments`: the expression it
/// returns and its parameters bound to the arguments by position, else to
/// their defaults. `None` when the body does more, or a parameter has no
/// value (a rest or destructured parameter, a missing argument).
pub(super) fn helper_call<'t, 'tree>(
    text: &'t str,
    function: Node<'tree>,
    arguments: Node<'tree>,
    call: Node<'tree>,
) -> Option<HelperCall<'t, 'tree>> {
    let name = call
        .child_by_field_name("function")
        .map_or("helper", |callee| tree::text(text, callee));
    let (returned, parameters) = signature(text, function)?;
    let given = children(arguments);
    let mut bindings = HashMap::new();
    for (index, (parameter, default)) in parameters.into_iter().enumerate() {
        bindings.insert(parameter, given.get(index).copied().or(default)?);
    }
    Some(HelperCall {
        name,
        definition: function,
        returned,
        bindings,
    })
}

/// The member `key` of the constant object `object` evaluates to, at
/// `node`: the use of the constant is narrowed to that member, so that
/// tools reading different members of one object share none of it.
pub(super) fn member_of<'t, 'tree>(
    constants: &mut Constants<'t, 'tree>,
    node: Node<'tree>,
    object: Node<'tree>,
    key: &str,
) -> Converted<'t> {
    let text = constants.text;
    let recorded = constants.uses_recorded();
    let Value::Object(object) = value(constants, object)? else {
        return Err(Opaque::at(text, node));
    };
    let Some(member) = object
        .members
        .into_iter()
        .rev()
        .find(|member| member.key.value == key)
    else {
        return Err(Opaque::at(text, node));
    };
    constants.narrow_uses(recorded, tree::text(text, node), &member.value);
    Ok(member.value)
}

/// Converts an object literal, reading the members `read` selects and
/// keeping the others as spans; spreads of constant objects are followed.
pub(super) fn object<'t, 'tree>(
    constants: &mut Constants<'t, 'tree>,
    node: Node<'tree>,
    read: &dyn Fn(&str) -> bool,
) -> Converted<'t> {
    let text = constants.text;
    let mut members: Vec<(Member<'t>, bool)> = Vec::new();
    for child in children(node) {
        match child.kind() {
            "pair" => {
                let Some((key, field)) = tree::field_pair(child, "key", "value") else {
                    continue;
                };
                let name: Cow<'t, str> = match key.kind() {
                    "property_identifier" => Cow::Borrowed(tree::text(text, key)),
                    "string" => string(text, key)
                        .map(|name| name.value)
                        .ok_or_else(|| Opaque::at(text, key))?,
                    "number" => Cow::Borrowed(tree::text(text, key)),
                    _ => return Err(Opaque::at(text, key)),
                };
                let converted = if read(&name) {
                    match value(constants, field) {
                        Ok(converted) => Some(converted),
                        Err(opaque) => tolerated(&name, opaque)?,
                    }
                } else {
                    Some(unread(field))
                };
                // `null`/`undefined` is kept: a written hint whose value
                // is not a boolean (a fix replaces it in place).
                if let Some(converted) = converted {
                    members.push((member(name, span(key), converted), false));
                }
            }
            "shorthand_property_identifier" => {
                let name = tree::text(text, child);
                let converted = if read(name) {
                    constants.follow(child, value)?
                } else {
                    unread(child)
                };
                members.push((member(name, span(child), converted), false));
            }
            "spread_element" => {
                let spread = child
                    .named_child(0)
                    .ok_or_else(|| Opaque::at(text, child))?;
                // `{ ...t.config }` of a loop's element.
                let spread = bound_node(constants, spread);
                let spread = if spread.kind() == "object" {
                    object(constants, spread, read)?
                } else {
                    constants.follow(spread, |constants, node| {
                        object(constants, unwrap(node), read)
                    })?
                };
                match spread {
                    Value::Object(spread) => {
                        members.extend(spread.members.into_iter().map(|member| (member, true)));
                    }
                    _ => return Err(Opaque::at(text, child)),
                }
            }
            // A getter or method that computes a field hintlint reads
            // (`get annotations() { … }`) cannot be read statically, and a
            // fix must not write the field beside it.
            "method_definition"
                if child
                    .child_by_field_name("name")
                    .is_some_and(|name| read(tree::text(text, name))) =>
            {
                return Err(Opaque::at(text, child));
            }
            // Other methods and getters are code, not data.
            _ => {}
        }
    }
    if node.kind() != "object" {
        return Err(Opaque::at(text, node));
    }
    Ok(Value::Object(Object {
        span: spot(node),
        members: merge_spreads(members),
        layout: Layout::Code(Box::new(CodeSyntax::JsObject)),
    }))
}

/// The tool object `node` stands for (a literal or a constant), with its
/// name read from `name` when the call gives it apart.
pub(super) fn tool_object<'t, 'tree>(
    constants: &mut Constants<'t, 'tree>,
    node: Node<'tree>,
    name: Option<Node<'tree>>,
) -> Registration<'t> {
    let text = constants.text;
    let read = |key: &str| READ_KEYS.contains(&key);
    let node = bound_node(constants, node);
    let converted = match node.kind() {
        "identifier" => constants.follow(node, |constants, value| {
            object(constants, unwrap(value), &read)
        }),
        _ => object(constants, node, &read),
    };
    let name_value = match name {
        Some(name) => value(constants, name).ok(),
        None => None,
    };
    let uses = constants.take_uses();
    match converted {
        Ok(Value::Object(holder)) => {
            let name = match name_value {
                Some(Value::String(name)) => Some(name),
                _ => match holder.get("name") {
                    Some(Value::String(name)) => Some(name.clone()),
                    _ => None,
                },
            };
            let anchor = name
                .as_ref()
                .map_or(holder.span.start()..holder.span.start() + 1, |name| {
                    name.span.range()
                });
            Registration::new(holder, name, anchor, uses)
        }
        Ok(_) => unjudged(Opaque::at(text, node), name_value, uses),
        Err(opaque) => unjudged(opaque, name_value, uses),
    }
}

/// A registration that is not judged, because of `opaque`.
pub(super) fn unjudged<'t>(
    opaque: Opaque,
    name: Option<Value<'t>>,
    uses: Vec<crate::code::registration::ConstantUse>,
) -> Registration<'t> {
    let name = match name {
        Some(Value::String(name)) => Some(name),
        _ => None,
    };
    Registration::not_judged(
        opaque,
        name,
        Layout::Code(Box::new(CodeSyntax::JsObject)),
        uses,
    )
}

/// The extensions of the modules that may call a TypeScript or
/// JavaScript wrapper.
pub(super) const SCRIPTS: [&str; 7] = ["ts", "tsx", "mts", "cts", "js", "mjs", "jsx"];

/// A function's parameters in order, each with its name when it is a
/// plain identifier (`spec => …` has one, written without parentheses).
pub(super) fn parameters<'t, 'tree>(
    text: &'t str,
    function: Node<'tree>,
) -> Vec<(Node<'tree>, Option<&'t str>)> {
    if let Some(only) = function.child_by_field_name("parameter") {
        return vec![(only, Some(tree::text(text, only)))];
    }
    function
        .child_by_field_name("parameters")
        .map(children)
        .unwrap_or_default()
        .into_iter()
        .map(|parameter| {
            let name = parameter
                .child_by_field_name("pattern")
                .filter(|pattern| pattern.kind() == "identifier")
                .map(|pattern| tree::text(text, pattern));
            (parameter, name)
        })
        .collect()
}
