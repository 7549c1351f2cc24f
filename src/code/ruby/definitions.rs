//! A project's own tool classes, served by its own `tools/list` handler
//! with no gem between: a class extending the project's base (`class
//! GetLogs < App::Tool`) whose method returns the tool as MCP lists it, a
//! hash with `"name"` and `"inputSchema"` (`def definition; { "name" =>
//! "get_logs", "inputSchema" => { … }, "annotations" => { "readOnlyHint" =>
//! true } }; end`). What the hash holds is what is sent: its `annotations`
//! as written, nothing seeded.

use tree_sitter::Node;

use super::values::{pairs_of, string};
use crate::code::registration::{Constants, Registration, member};
use crate::code::tree::{self, children, span, spot};
use crate::document::{CodeSyntax, Layout, Object, Value};

/// The keys of a tool's definition as MCP lists it, as a hash may write
/// them (a string or a symbol).
const NAME_KEYS: &[&str] = &["\"name\"", "'name'", "name:", ":name"];

/// The keys of a definition's input schema.
const SCHEMA_KEYS: &[&str] = &[
    "\"inputSchema\"",
    "'inputSchema'",
    "inputSchema:",
    ":inputSchema",
];

/// The tool `class` (which extends some base) defines as a hash one of its
/// methods returns, if it does.
pub fn definition_tool<'t, 'tree>(
    constants: &mut Constants<'t, 'tree>,
    class: Node<'tree>,
) -> Option<Registration<'t>> {
    class.child_by_field_name("superclass")?;
    let text = constants.text;
    let body = class.child_by_field_name("body")?;
    children(body)
        .into_iter()
        .filter(|statement| statement.kind() == "method")
        .find_map(|method| {
            let returned = children(method.child_by_field_name("body")?)
                .into_iter()
                .last()?;
            (returned.kind() == "hash").then_some(returned)?;
            tool_of(constants, text, returned)
        })
}

/// The pair of `hash` whose key is written as one of `keys`.
fn pair<'tree>(text: &str, hash: Node<'tree>, keys: &[&str]) -> Option<Node<'tree>> {
    children(hash).into_iter().find(|pair| {
        pair.kind() == "pair"
            && pair.child_by_field_name("key").is_some_and(|key| {
                let written = tree::text(text, key);
                keys.iter()
                    .any(|wanted| wanted.trim_end_matches(':') == written.trim_end_matches(':'))
            })
    })
}

/// The tool a definition hash describes: named by its `"name"` string,
/// with an `"inputSchema"`, its hints in its `"annotations"` hash.
fn tool_of<'t, 'tree>(
    constants: &mut Constants<'t, 'tree>,
    text: &'t str,
    hash: Node<'tree>,
) -> Option<Registration<'t>> {
    pair(text, hash, SCHEMA_KEYS)?;
    let named = pair(text, hash, NAME_KEYS)?;
    let (key, written) = tree::field_pair(named, "key", "value")?;
    let name = string(text, written)?;
    let mut members = vec![member("name", span(key), Value::String(name.clone()))];
    let mut opaque = None;
    if let Some(annotations) = pair(
        text,
        hash,
        &["\"annotations\"", "'annotations'", "annotations:"],
    ) && let Some((key, written)) = tree::field_pair(annotations, "key", "value")
    {
        let read = match written.kind() {
            "hash" => pairs_of(constants, &children(written)).map(|members| {
                Value::Object(Object {
                    span: spot(written),
                    members,
                    layout: Layout::Code(Box::new(CodeSyntax::Unwritable { written_as: None })),
                })
            }),
            _ => super::values::value(constants, written),
        };
        match read {
            Ok(value) => members.push(member("annotations", span(key), value)),
            Err(found) => opaque = Some(found),
        }
    }
    let holder = Object {
        span: spot(hash),
        members,
        layout: Layout::Code(Box::new(CodeSyntax::Unwritable { written_as: None })),
    };
    let anchor = name.span.range();
    let uses = constants.take_uses();
    Some(Registration {
        unjudged: opaque,
        ..Registration::new(holder, Some(name), anchor, uses)
    })
}
