//! Tools of the Swift MCP SDK (`modelcontextprotocol/swift-sdk`, module
//! `MCP`): every `Tool(name: "…", description: …, inputSchema: …,
//! annotations: .init(readOnlyHint: true, …))` the file writes, wherever
//! it is written: in the array a `withMethodHandler(ListTools.self)`
//! handler returns, or as a `static let` of a catalogue the handler names
//! (`[Tools.search, Tools.delete]`: the tool is its definition, read once).
//! `Tool.Annotations(…)` is read like `.init(…)`, and `.init(name: …,
//! inputSchema: …)` where a `Tool` is expected like `Tool(…)`.
//!
//! Names, titles and hints are literals or `let` constants of the file
//! (`static let` or top-level, by name or through their type:
//! `Names.search`); annotations may be a constant too. A hint written
//! `nil` is absent, as the SDK sends it. A name the file computes leaves
//! the tool named by its place; annotations it computes leave the tool
//! unjudged.

use tree_sitter::Node;

use super::registration::{
    Constants, Converted, Found, Opaque, Place, Registration, member, tolerated, unread,
};
use super::tree::{self, children, span, spot};
use crate::base::hint::TITLE_KEY;
use crate::document::{CodeSyntax, Layout, Member, NamedStyle, Object, Str, Value};

/// Reads the registrations of a parsed Swift file.
pub fn registrations<'t>(text: &'t str, root: Node<'_>, _: Option<Place<'t>>) -> Found<'t> {
    let mut constants = Constants::of_file(text, root, definitions);
    // A new annotations value is written as the file writes them.
    let annotations_type = if text.contains("Tool.Annotations(") {
        "Tool.Annotations"
    } else {
        ".init"
    };
    let mut found = Vec::new();
    // Every `Tool` is given its `name:`: only the nodes that hold one are
    // walked.
    let offsets = tree::offsets_of(text, &["name"]);
    tree::preorder_holding(root, &offsets, |node| {
        if node.kind() == "call_expression"
            && let Some(arguments) = tool_arguments(text, node)
        {
            found.push(tool(&mut constants, node, arguments, annotations_type));
        }
    });
    found
}

/// The file's `let` constants, top-level or `static` in a type: name to
/// value node (`var`s may change, and are not read).
fn definitions<'a, 'b>(text: &'a str, root: Node<'b>) -> Vec<(&'a str, Node<'b>)> {
    let mut found = Vec::new();
    tree::preorder(root, |node| {
        if node.kind() != "property_declaration" {
            return;
        }
        let constant = children(node).iter().any(|child| {
            child.kind() == "value_binding_pattern" && tree::text(text, *child) == "let"
        });
        if !constant {
            return;
        }
        let mut cursor = node.walk();
        let names: Vec<Node<'b>> = node.children_by_field_name("name", &mut cursor).collect();
        let mut cursor = node.walk();
        let values: Vec<Node<'b>> = node.children_by_field_name("value", &mut cursor).collect();
        // `let a = 1, b = 2`: each name with its value (a name without one
        // would pair the others wrongly).
        if names.len() != values.len() {
            return;
        }
        for (name, value) in names.into_iter().zip(values) {
            if let Some(bound) = name.child_by_field_name("bound_identifier") {
                found.push((tree::text(text, bound), value));
            }
        }
    });
    found
}

/// The argument list of `call` when it constructs a `Tool`: `Tool(…)`,
/// `MCP.Tool(…)`, or `.init(…)` with the labels `name:` and
/// `inputSchema:` (which only `Tool`'s initializer takes together).
fn tool_arguments<'tree>(text: &str, call: Node<'tree>) -> Option<Node<'tree>> {
    let callee = call.named_child(0)?;
    let arguments = call_arguments(call)?;
    let labels: Vec<&str> = labelled(arguments)
        .map(|(label, _, _)| tree::text(text, label))
        .collect();
    let is_tool = match tree::text(text, callee) {
        "Tool" | "MCP.Tool" => labels.contains(&"name"),
        ".init" => labels.contains(&"name") && labels.contains(&"inputSchema"),
        _ => false,
    };
    is_tool.then_some(arguments)
}

/// The `value_arguments` of a call.
fn call_arguments(call: Node<'_>) -> Option<Node<'_>> {
    let suffix = children(call)
        .into_iter()
        .find(|child| child.kind() == "call_suffix")?;
    children(suffix)
        .into_iter()
        .find(|child| child.kind() == "value_arguments")
}

/// The labelled arguments of a `value_arguments` node: label, value and
/// the whole argument.
fn labelled<'tree>(
    arguments: Node<'tree>,
) -> impl Iterator<Item = (Node<'tree>, Node<'tree>, Node<'tree>)> {
    children(arguments).into_iter().filter_map(|argument| {
        let label = argument.child_by_field_name("name")?;
        let value = argument.child_by_field_name("value")?;
        Some((label, value, argument))
    })
}

/// The syntax of a call's labelled arguments, new ones going after
/// `arguments`' last.
fn syntax(arguments: Node<'_>, annotations_type: &'static str) -> CodeSyntax {
    CodeSyntax::Named {
        style: NamedStyle::Labels,
        last_argument: children(arguments).last().map(|last| spot(*last)),
        annotations_type,
        annotations_key: "annotations",
    }
}

/// The tool `Tool(…)` constructs.
fn tool<'t, 'tree>(
    constants: &mut Constants<'t, 'tree>,
    call: Node<'tree>,
    arguments: Node<'tree>,
    annotations_type: &'static str,
) -> Registration<'t> {
    let text = constants.text;
    let layout = || Layout::Code(Box::new(syntax(arguments, annotations_type)));
    let mut members = Vec::new();
    let mut name = None;
    let mut opaque = None;
    for (label, written, _) in labelled(arguments) {
        let key = tree::text(text, label);
        let converted = match key {
            "name" | TITLE_KEY => constants.nested(written, |constants| scalar(constants, written)),
            "annotations" => annotations(constants, written),
            _ => {
                members.push(member(key, span(label), unread(written)));
                continue;
            }
        };
        let converted = match converted {
            Ok(converted) => Some(converted),
            Err(found) => match tolerated(key, found) {
                Ok(kept) => kept,
                Err(found) => {
                    opaque.get_or_insert(found);
                    None
                }
            },
        };
        if let (Some(Value::String(written)), "name") = (&converted, key) {
            name = Some(written.clone());
        }
        if let Some(converted) = converted {
            members.push(member(key, span(label), converted));
        }
    }
    let anchor = name.as_ref().map_or_else(
        || call.named_child(0).map_or(span(call), span),
        |name| name.span.range(),
    );
    let holder = Object {
        span: spot(arguments),
        members,
        layout: layout(),
    };
    let uses = constants.take_uses();
    Registration {
        unjudged: opaque,
        ..Registration::new(holder, name, anchor, uses)
    }
}

/// The annotations of a tool: `.init(…)` or `Tool.Annotations(…)`, `nil`,
/// or a constant holding one.
fn annotations<'t, 'tree>(
    constants: &mut Constants<'t, 'tree>,
    node: Node<'tree>,
) -> Converted<'t> {
    constants.nested(node, |constants| {
        let text = constants.text;
        match node.kind() {
            "nil_literal" => Ok(Value::Null(spot(node))),
            "simple_identifier" => constants.follow(node, annotations),
            "navigation_expression" => {
                let name = member_name(node).ok_or_else(|| Opaque::at(text, node))?;
                constants.follow(name, annotations)
            }
            "call_expression" => annotations_call(constants, node),
            _ => Err(Opaque::at(text, node)),
        }
    })
}

/// `.init(title: …, readOnlyHint: …, …)` or `Tool.Annotations(…)` as an
/// annotations object.
fn annotations_call<'t, 'tree>(
    constants: &mut Constants<'t, 'tree>,
    call: Node<'tree>,
) -> Converted<'t> {
    let text = constants.text;
    let callee = call
        .named_child(0)
        .map_or("", |callee| tree::text(text, callee));
    let annotations_type = match callee {
        ".init" => ".init",
        "Tool.Annotations" | "MCP.Tool.Annotations" => "Tool.Annotations",
        _ => return Err(Opaque::at(text, call)),
    };
    let arguments = call_arguments(call).ok_or_else(|| Opaque::at(text, call))?;
    let mut members: Vec<Member<'t>> = Vec::new();
    for (label, written, _) in labelled(arguments) {
        let key = tree::text(text, label);
        let converted = constants.nested(written, |constants| scalar(constants, written));
        match (key, converted) {
            (_, Ok(value)) => members.push(member(key, span(label), value)),
            (TITLE_KEY, Err(found)) => {
                if let Ok(Some(kept)) = tolerated(TITLE_KEY, found) {
                    members.push(member(key, span(label), kept));
                }
            }
            (_, Err(found)) => return Err(found),
        }
    }
    Ok(Value::Object(Object {
        span: spot(arguments),
        members,
        layout: Layout::Code(Box::new(syntax(arguments, annotations_type))),
    }))
}

/// The member a navigation names (`search` of `Names.search`).
fn member_name(node: Node<'_>) -> Option<Node<'_>> {
    node.child_by_field_name("suffix")?
        .child_by_field_name("suffix")
        .filter(|name| name.kind() == "simple_identifier")
}

/// A name, title or hint: a literal, `nil`, or a `let` constant of the
/// file by name or through its type.
fn scalar<'t, 'tree>(constants: &mut Constants<'t, 'tree>, node: Node<'tree>) -> Converted<'t> {
    let text = constants.text;
    match node.kind() {
        "boolean_literal" => Ok(Value::Bool(tree::text(text, node) == "true", spot(node))),
        "nil_literal" => Ok(Value::Null(spot(node))),
        "line_string_literal" => string(text, node)
            .map(Value::String)
            .ok_or_else(|| Opaque::at(text, node)),
        "simple_identifier" => constants.follow(node, scalar),
        "navigation_expression" => {
            let name = member_name(node).ok_or_else(|| Opaque::at(text, node))?;
            constants.follow_qualified(name, node, scalar)
        }
        _ => Err(Opaque::at(text, node)),
    }
}

/// A one-line Swift string literal without interpolation, decoded.
fn string<'t>(text: &'t str, node: Node<'_>) -> Option<Str<'t>> {
    if children(node)
        .iter()
        .any(|child| child.kind() == "interpolated_expression")
    {
        return None;
    }
    let written = tree::text(text, node);
    let body = written.strip_prefix('"')?.strip_suffix('"')?;
    Some(Str {
        value: tree::unescape(body),
        span: spot(node),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(source: &str) -> Vec<(Option<String>, usize, bool)> {
        let mut parser = tree_sitter::Parser::new();
        let language: tree_sitter::Language = tree_sitter_swift::LANGUAGE.into();
        assert!(parser.set_language(&language).is_ok());
        let Some(parsed) = parser.parse(source, None) else {
            panic!("no tree");
        };
        registrations(source, parsed.root_node(), None)
            .into_iter()
            .map(|found| {
                let hints = match found.holder.get("annotations") {
                    Some(Value::Object(object)) => object.members.len(),
                    _ => 0,
                };
                (
                    found.name.map(|name| name.value.into_owned()),
                    hints,
                    found.unjudged.is_some(),
                )
            })
            .collect()
    }

    #[test]
    fn tools_are_read_where_they_are_written() {
        let source = r#"
let prefix = "files"
enum Tools {
    static let searchName = "search"
    static let search = Tool(name: searchName, description: nil, inputSchema: .null,
                             annotations: .init(readOnlyHint: true, openWorldHint: false))
    static let delete = MCP.Tool(name: "de\u{6C}ete", description: nil, inputSchema: .null)
}
server.withMethodHandler(ListTools.self) { _ in
    .init(tools: [Tools.search, Tools.delete,
                  .init(name: "\(prefix)_list", description: nil, inputSchema: .null,
                        annotations: makeHints())])
}
"#;
        assert_eq!(
            read(source),
            vec![
                (Some("search".to_owned()), 2, false),
                (Some("delete".to_owned()), 0, false),
                (None, 0, true),
            ]
        );
    }

    #[test]
    fn annotations_are_followed_through_constants() {
        let source = r#"
struct Hints { static let safe: Tool.Annotations = Tool.Annotations(title: "T", readOnlyHint: true) }
let a = Tool(name: "a", description: nil, inputSchema: .null, annotations: Hints.safe)
var changing = Tool.Annotations(readOnlyHint: true)
let b = Tool(name: "b", description: nil, inputSchema: .null, annotations: changing)
"#;
        assert_eq!(
            read(source),
            vec![
                (Some("a".to_owned()), 2, false),
                (Some("b".to_owned()), 0, true)
            ]
        );
    }
}
