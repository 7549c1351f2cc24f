//! The string a name under a call is bound to in the call's file: a
//! GraphQL document kept in a variable or a constant (`const MUTATION =
//! \`mutation …\``, `query = """mutation …"""`, `private const string
//! Mutation = "mutation …";`) and sent by name (`client.request(MUTATION)`,
//! `json={"query": query}`). A name bound in the function around the call
//! is read there (its last binding before the call); otherwise only a name
//! the file binds once is read.

use tree_sitter::Node;

use super::sites::literal;
use crate::code::tree::{self, children};

/// How many names under one call are looked up.
const NAMES: usize = 16;

/// The kinds of the leaves that name a variable or a constant, in every
/// grammar's spelling (PHP's `$query` is a `variable_name` around a `name`).
const NAME_KINDS: &[&str] = &[
    "identifier",
    "simple_identifier",
    "constant",
    "property_identifier",
    "field_identifier",
    "name",
];

/// The string literals the names under `node` are bound to in its file.
pub fn bound_literals<'t>(text: &'t str, node: Node<'_>) -> Vec<&'t str> {
    let mut names: Vec<&str> = Vec::new();
    tree::preorder(node, |inner| {
        if names.len() < NAMES
            && inner.named_child_count() == 0
            && NAME_KINDS.contains(&inner.kind())
        {
            let name = tree::text(text, inner);
            if !names.contains(&name) {
                names.push(name);
            }
        }
    });
    if names.is_empty() {
        return Vec::new();
    }
    let root = crate::code::model::root_of(node);
    let function = enclosing_function(node);
    let mut bindings: Vec<(&str, Node<'_>, &str)> = Vec::new();
    tree::preorder(root, |inner| {
        if inner.named_child_count() != 0 || !NAME_KINDS.contains(&inner.kind()) {
            return;
        }
        let name = tree::text(text, inner);
        if !names.contains(&name) {
            return;
        }
        if let Some(value) = bound_value(text, inner) {
            bindings.push((name, inner, value));
        }
    });
    names
        .iter()
        .filter_map(|name| {
            let all: Vec<_> = bindings
                .iter()
                .filter(|(bound, ..)| bound == name)
                .collect();
            let local = function.and_then(|function| {
                all.iter()
                    .rev()
                    .find(|(_, at, _)| within(*at, function) && at.start_byte() < node.start_byte())
            });
            if let Some((.., value)) = local {
                return Some(*value);
            }
            // A name bound in another function is not this one's; one bound
            // outside functions (a module's or a class's constant) is, when
            // it is bound once.
            let outside: Vec<_> = all
                .iter()
                .filter(|(_, at, _)| enclosing_function(*at).is_none())
                .collect();
            match outside.as_slice() {
                [(.., value)] => Some(*value),
                _ => None,
            }
        })
        .collect()
}

/// The string literal the name at `name` is bound to, when `name` is what
/// a declaration or an assignment binds and its value is a literal
/// (through a wrapper of one child, `= "…"`, or a tag, `gql\`…\``).
fn bound_value<'t>(text: &'t str, name: Node<'_>) -> Option<&'t str> {
    let binding = std::iter::successors(name.parent(), Node::parent)
        .take(3)
        .find(|ancestor| is_binding(ancestor.kind()))?;
    let value = children(binding)
        .into_iter()
        .filter(|child| child.start_byte() >= name.end_byte())
        .find(|child| !child.kind().contains("type"))?;
    literal(text, value).or_else(|| {
        let inner = children(value);
        let wrapped = match inner.as_slice() {
            [only] => Some(*only),
            // A tagged template: `gql\`mutation …\``.
            [_, last] if value.kind().contains("call") => Some(*last),
            _ => None,
        }?;
        literal(text, wrapped)
    })
}

/// Whether a node kind binds a name to a value: a declarator, an
/// assignment, a `const` or `let` of any grammar.
fn is_binding(kind: &str) -> bool {
    [
        "declarator",
        "assignment",
        "property_declaration",
        "const_item",
        "static_item",
        "const_spec",
        "var_spec",
        "let_declaration",
        "const_element",
        "property_element",
        "short_var_declaration",
    ]
    .iter()
    .any(|binding| kind.contains(binding))
}

/// The function (or method, lambda) around `node`, if any.
fn enclosing_function(node: Node<'_>) -> Option<Node<'_>> {
    std::iter::successors(node.parent(), Node::parent).find(|ancestor| {
        let words: Vec<&str> = ancestor.kind().split('_').collect();
        words
            .iter()
            .any(|word| matches!(*word, "function" | "method" | "lambda" | "closure" | "func"))
            && !words
                .iter()
                .any(|word| matches!(*word, "call" | "invocation" | "reference"))
    })
}

/// Whether `node` lies within `outer`.
fn within(node: Node<'_>, outer: Node<'_>) -> bool {
    node.start_byte() >= outer.start_byte() && node.end_byte() <= outer.end_byte()
}
