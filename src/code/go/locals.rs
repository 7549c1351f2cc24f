//! A function's local variable whose address a Go hint takes (`&v` after
//! `v := true`): followed to its one definition.

use tree_sitter::Node;

use crate::code::tree::{self, children};

/// A variable of a function whose address a hint takes (`&v` after `v :=
/// true` or `var v = true`): defined once in the function, never assigned
/// again, ranged over or a parameter.
pub(super) struct Local<'tree> {
    /// The expression it is defined with.
    pub(super) value: Node<'tree>,
    /// Whether it is named more than once besides its definition (a fix
    /// then replaces the pointer at the use, not the shared value).
    pub(super) shared: bool,
}

impl<'tree> Local<'tree> {
    /// The local variable `identifier` names, if it is one as above.
    pub(super) fn of(text: &str, identifier: Node<'tree>) -> Option<Local<'tree>> {
        if identifier.kind() != "identifier" {
            return None;
        }
        let name = tree::text(text, identifier);
        let mut function = identifier.parent();
        while let Some(node) = function
            && !matches!(
                node.kind(),
                "function_declaration" | "method_declaration" | "func_literal"
            )
        {
            function = node.parent();
        }
        let function = function?;
        let mut definitions = Vec::new();
        let mut names = 0usize;
        let mut other = false;
        tree::preorder(function, |node| match node.kind() {
            "identifier" if tree::text(text, node) == name => names += 1,
            "short_var_declaration" | "var_spec" => {
                let (left, right) = match node.kind() {
                    "var_spec" => (Some(node), node.child_by_field_name("value")),
                    _ => (
                        node.child_by_field_name("left"),
                        node.child_by_field_name("right"),
                    ),
                };
                let Some(left) = left else { return };
                let mut cursor = left.walk();
                let defined: Vec<Node<'tree>> = match node.kind() {
                    "var_spec" => left.children_by_field_name("name", &mut cursor).collect(),
                    _ => children(left),
                };
                let values = right.map(children).unwrap_or_default();
                for (index, defined) in defined.into_iter().enumerate() {
                    if tree::text(text, defined) == name {
                        definitions.push(values.get(index).copied());
                    }
                }
            }
            "assignment_statement" | "range_clause" | "parameter_declaration" => {
                let left = node
                    .child_by_field_name("left")
                    .or_else(|| node.child_by_field_name("name"));
                let mut assigned = false;
                if let Some(left) = left {
                    tree::preorder(left, |inner| {
                        assigned |= inner.kind() == "identifier" && tree::text(text, inner) == name;
                    });
                }
                other |= assigned;
            }
            _ => {}
        });
        match definitions.as_slice() {
            [Some(value)] if !other && value.start_byte() < identifier.start_byte() => {
                Some(Local {
                    value: *value,
                    // The definition's name and this use are two.
                    shared: names > 2,
                })
            }
            _ => None,
        }
    }
}
