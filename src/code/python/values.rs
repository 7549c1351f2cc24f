//! Python's values: string literals decoded (raw strings kept as written;
//! bytes and f-strings with interpolation are not literals), and every value
//! hintlint reads lowered (constants followed, f-strings, dicts,
//! `ToolAnnotations(…)`, a helper's call), with the names a module gives
//! `ToolAnnotations` and its hints.

use std::borrow::Cow;

use tree_sitter::Node;

use crate::base::hint::Hint;
use crate::code::registration::{
    Arguments, Constants, Converted, Opaque, Place, ValueAt, member, merge_spreads, relocated,
    value,
};
use crate::code::tree::{self, Literals, children, span, spot};
use crate::document::{CodeSyntax, Layout, Object, Spot, Str, Value};

use super::definitions::{class_member, helper_call};
use super::instance;
use super::sdk::{self, PySdk};

/// Python's booleans, `None` and numbers.
const LITERALS: Literals = Literals {
    truth: "true",
    falsity: "false",
    null: "none",
    numbers: &["integer", "float"],
};

/// The text of a Python string literal without interpolation.
pub(super) fn literal_string(text: &str, node: Node<'_>) -> Option<String> {
    string(text, node).map(|found| found.value.into_owned())
}

/// A Python string literal without interpolation, decoded.
pub(super) fn string<'t>(text: &'t str, node: Node<'_>) -> Option<Str<'t>> {
    let parts = children(node);
    let start = parts.iter().find(|part| part.kind() == "string_start")?;
    let end = parts.iter().find(|part| part.kind() == "string_end")?;
    let prefix = tree::text(text, *start)
        .trim_end_matches(['"', '\''])
        .to_ascii_lowercase();
    if prefix.contains('b') || parts.iter().any(|part| part.kind() == "interpolation") {
        return None;
    }
    let body = text.get(start.end_byte()..end.start_byte())?;
    let value = if prefix.contains('r') {
        Cow::Borrowed(body)
    } else {
        tree::unescape(body)
    };
    Some(Str {
        value,
        span: spot(node),
    })
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
                let Some((key, written)) = tree::field_pair(argument, "name", "value") else {
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
pub(super) fn annotations_type(text: &str, root: Node<'_>) -> Option<Spot> {
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
pub(super) struct PyNames<'t> {
    /// The names `ToolAnnotations` is imported under (`as Hints`).
    aliases: Vec<&'t str>,
    /// Whether snake_case fields (`read_only_hint`) are the hints: the
    /// module is written for the Python SDK 2 (`mcp.server.mcpserver`,
    /// `MCPServer`) or says nothing of its SDK; under SDK 1
    /// (`mcp.server.fastmcp`) they are extra fields clients never read.
    pub(super) snake_case: bool,
}

impl<'t> PyNames<'t> {
    pub(super) fn of(
        text: &'t str,
        annotations_type: Option<Spot>,
        place: Option<Place<'_>>,
    ) -> PyNames<'t> {
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

/// Whether the module writes a hint as a snake_case keyword
/// (`read_only_hint=`): new hints are then written so too.
pub(super) fn writes_snake_case(text: &str) -> bool {
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

/// Python's values: literals, f-strings and joined strings, `ToolAnnotations(…)`,
/// dicts, constants and helper calls.
impl<'t> ValueAt<'t> for PyNames<'_> {
    fn value_at<'n>(&self, constants: &mut Constants<'t, 'n>, node: Node<'n>) -> Converted<'t> {
        let names = self;
        let text = constants.text;
        if let Some(literal) = tree::literal(text, node, &LITERALS) {
            return Ok(literal);
        }
        match node.kind() {
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
                // What the class of the method, or a base of it, sets
                // `self.name` to (`super().__init__(TOOL_NAME)`).
                (Some(namespace), Some(name))
                    if namespace.kind() == "identifier"
                        && tree::text(text, namespace) == "self" =>
                {
                    match instance::attribute(text, node, tree::text(text, name)) {
                        Some(held) => value(constants, names, held),
                        None => Err(Opaque::at(text, node)),
                    }
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
                            Some(helper) => {
                                constants.call_helper(node, helper, |constants, node| {
                                    value(constants, names, node)
                                })
                            }
                            None => imported_helper_call(constants, names, node, callee, arguments),
                        }
                    }
                    _ => Err(Opaque::at(text, node)),
                }
            }
            _ => Err(Opaque::at(text, node)),
        }
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
    Ok(tree::made_string(made, node))
}

/// Strings joined by `+` or written side by side (`SEARCH + "_v2"`,
/// `"crm_" "search"`), when every part is static.
fn joined<'t, 'tree>(
    constants: &mut Constants<'t, 'tree>,
    names: &PyNames<'_>,
    node: Node<'tree>,
) -> Converted<'t> {
    let parts = addends(constants.text, node).ok_or_else(|| Opaque::at(constants.text, node))?;
    let text = constants.text;
    parts
        .into_iter()
        .map(|part| match value(constants, names, part)? {
            Value::String(found) => Ok(found.value),
            _ => Err(Opaque::at(text, part)),
        })
        .collect::<Result<String, _>>()
        .map(|made| tree::made_string(made, node))
}

/// The parts of `a + b`, or of strings written side by side: `None` for
/// another operator.
fn addends<'tree>(text: &str, node: Node<'tree>) -> Option<Vec<Node<'tree>>> {
    if node.kind() != "binary_operator" {
        return Some(children(node));
    }
    let plus = node
        .child_by_field_name("operator")
        .is_some_and(|operator| tree::text(text, operator) == "+");
    let left = node.child_by_field_name("left")?;
    let right = node.child_by_field_name("right")?;
    plus.then(|| vec![left, right])
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
