//! C#'s values: literals, and the `const`s of the file and of the
//! solution's classes they name; what the reader's files share.

use std::borrow::Cow;

use tree_sitter::Node;

use crate::code::registration::{Constants, Converted, Opaque};
use crate::code::tree::{self, spot};
use crate::document::{Str, Value};

/// A C# string literal, decoded (verbatim and raw strings kept as
/// written).
fn string<'t>(text: &'t str, node: Node<'_>) -> Option<Str<'t>> {
    let written = tree::text(text, node);
    let value = match node.kind() {
        "string_literal" => tree::unescape(written.get(1..written.len().checked_sub(1)?)?),
        "verbatim_string_literal" => Cow::Borrowed(written.get(2..written.len().checked_sub(1)?)?),
        "raw_string_literal" => Cow::Borrowed(written.trim_matches('"')),
        _ => return None,
    };
    Some(Str {
        value,
        span: spot(node),
    })
}

/// The value of an attribute argument: a literal, or a `const` of the
/// file by name (`Safe`) or through its class (`Hints.Safe`).
pub fn value<'t, 'tree>(constants: &mut Constants<'t, 'tree>, node: Node<'tree>) -> Converted<'t> {
    let text = constants.text;
    match node.kind() {
        "boolean_literal" => Ok(Value::Bool(tree::text(text, node) == "true", spot(node))),
        "null_literal" => Ok(Value::Null(spot(node))),
        "string_literal" | "verbatim_string_literal" | "raw_string_literal" => string(text, node)
            .map(Value::String)
            .ok_or_else(|| Opaque::at(text, node)),
        "integer_literal" | "real_literal" => Ok(Value::Number(crate::document::Number {
            text: Cow::Borrowed(tree::text(text, node)),
            span: spot(node),
        })),
        "parenthesized_expression" => match node.named_child(0) {
            Some(inner) => value(constants, inner),
            None => Err(Opaque::at(text, node)),
        },
        "identifier" => constants.follow(node, |constants, defined| value(constants, defined)),
        "member_access_expression" => {
            let (Some(class), Some(name)) = (
                node.child_by_field_name("expression"),
                node.child_by_field_name("name"),
            ) else {
                return Err(Opaque::at(text, node));
            };
            constants
                .follow_qualified(name, node, |constants, defined| value(constants, defined))
                .or_else(|_| constants.follow_member(node, class, name))
        }
        _ => Err(Opaque::at(text, node)),
    }
}
