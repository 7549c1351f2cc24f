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
//!
//! SwiftMCP's `@MCPTool` macro on a method is read by `swiftmcp.rs`.

mod presets;
mod swiftmcp;
mod values;

use tree_sitter::Node;

use super::registration::{
    Constants, Found, Importer, Place, Registration, member, tolerated, unread,
};
use super::tree::{self, span, spot};
use crate::base::hint::TITLE_KEY;
use crate::document::{Layout, Object, Value};
use values::{annotations, call_arguments, definitions, labelled, scalar, syntax};

/// The presets a file declares on the SDK's annotations type (`extension
/// Tool.Annotations { static let readOnly = Tool.Annotations(…) }`): the
/// tools of other files of its package read them where they name them
/// (`annotations: .readOnly`, [`presets`]), so the values they hold are
/// no unread place here.
pub fn read_elsewhere(text: &str, _place: Option<Place<'_>>) -> Vec<String> {
    if !presets::NEEDLES.iter().any(|needle| text.contains(needle)) {
        return Vec::new();
    }
    let Ok(parsed) = super::parse::tree_of(text, super::Language::Swift) else {
        return Vec::new();
    };
    definitions(text, parsed.root_node())
        .into_iter()
        .filter(|(_, value)| {
            std::iter::successors(value.parent(), Node::parent).any(|ancestor| {
                ancestor.kind() == "class_declaration"
                    && tree::text(text, ancestor)
                        .split('{')
                        .next()
                        .is_some_and(|head| {
                            presets::NEEDLES.iter().any(|needle| head.contains(needle))
                        })
            })
        })
        .map(|(name, _)| name.to_owned())
        .collect()
}

/// Reads the registrations of a parsed Swift file.
pub fn registrations<'t>(text: &'t str, root: Node<'_>, place: Option<Place<'t>>) -> Found<'t> {
    let presets =
        place.map(|place| Box::new(presets::Presets::of(place)) as Box<dyn Importer + 't>);
    let mut constants = Constants::of_file(text, root, definitions).importing(presets);
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
    if text.contains(swiftmcp::NEEDLE) {
        found.extend(swiftmcp::tools(text, root));
    }
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
