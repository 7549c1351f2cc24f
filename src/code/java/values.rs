//! Java's literals as values: strings (text blocks kept as written),
//! booleans (`Boolean.TRUE` too), numbers, and the constants they name.

use std::borrow::Cow;

use tree_sitter::Node;

use crate::code::registration::{Constants, Converted, Opaque};
use crate::code::tree::{self, children, spot};
use crate::document::{Str, Value};

/// A Java string literal, decoded (a text block is kept as written
/// between its quotes).
pub(super) fn string<'t>(text: &'t str, node: Node<'_>) -> Option<Str<'t>> {
    let written = tree::text(text, node);
    let value = if let Some(block) = written.strip_prefix("\"\"\"") {
        Cow::Borrowed(block.strip_suffix("\"\"\"")?.trim())
    } else {
        tree::unescape(written.get(1..written.len().checked_sub(1)?)?)
    };
    Some(Str {
        value,
        span: spot(node),
    })
}

/// The value of an expression a hint, a title or a name is written as: a
/// literal, `Boolean.TRUE`, or a constant of the file by name (`SAFE`) or
/// through its class (`Hints.SAFE`).
pub(super) fn value<'t, 'tree>(
    constants: &mut Constants<'t, 'tree>,
    node: Node<'tree>,
) -> Converted<'t> {
    let text = constants.text;
    match node.kind() {
        "true" | "false" => Ok(Value::Bool(node.kind() == "true", spot(node))),
        "null_literal" => Ok(Value::Null(spot(node))),
        "string_literal" => string(text, node)
            .map(Value::String)
            .ok_or_else(|| Opaque::at(text, node)),
        "decimal_integer_literal" | "decimal_floating_point_literal" => {
            Ok(Value::Number(crate::document::Number {
                text: Cow::Borrowed(tree::text(text, node)),
                span: spot(node),
            }))
        }
        "parenthesized_expression" => match children(node).first() {
            Some(inner) => value(constants, *inner),
            None => Err(Opaque::at(text, node)),
        },
        "identifier" => constants.follow(node, |constants, defined| value(constants, defined)),
        "field_access" => {
            let object = node.child_by_field_name("object");
            let field = node
                .child_by_field_name("field")
                .ok_or_else(|| Opaque::at(text, node))?;
            if object.is_some_and(|object| tree::text(text, object) == "Boolean") {
                return match tree::text(text, field) {
                    "TRUE" => Ok(Value::Bool(true, spot(node))),
                    "FALSE" => Ok(Value::Bool(false, spot(node))),
                    _ => Err(Opaque::at(text, node)),
                };
            }
            constants.follow_qualified(field, node, |constants, defined| value(constants, defined))
        }
        _ => Err(Opaque::at(text, node)),
    }
}
