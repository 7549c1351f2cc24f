//! The fixed shapes the PHP reader locates, found by a walk of the paths
//! to where they are written rather than a tree-sitter query: compiling a
//! query against PHP's grammar analyses its parse table first (22 M
//! instructions once per process), and the query's cursor visits every
//! node of the file, where an attribute group starts with `#[` and a
//! constant's declaration with `const`.
//!
//! The walk gives what `forms.scm` gave, with the captures of
//! [`crate::code::query`]: every attribute of an attribute list, whatever
//! it is named (the reader resolves the name through the file's `use`s,
//! which may alias it), with its arguments when written and its holder (a
//! method, a class, a function, a parameter) as its target; and each
//! element of a constant's declaration, global or of a class (`const
//! READ_ONLY = true;`), with its value.

use tree_sitter::Node;

use crate::code::query::{Found, in_source_order};
use crate::code::tree;

/// The attributes and the constants under `root`, in source order.
pub fn located<'tree>(root: Node<'tree>, text: &str) -> Vec<Found<'tree>> {
    // PHP's keywords are written in any case (`CONST`).
    let mut offsets = tree::offsets_of(text, &["#["]);
    offsets.extend(tree::offsets_of(&text.to_ascii_lowercase(), &["const"]));
    offsets.sort_unstable();
    offsets.dedup();
    let mut found = Vec::new();
    tree::preorder_holding(root, &offsets, |node| match node.kind() {
        "attribute_group" => found.extend(attributes(node)),
        "const_declaration" => found.extend(constants(node)),
        _ => {}
    });
    // A declaration is visited before the attributes written on it.
    in_source_order(&mut found);
    found
}

/// The attributes of `group`, an attribute group of an attribute list: each
/// with its name, its arguments when written, and the list's holder.
fn attributes(group: Node<'_>) -> Vec<Found<'_>> {
    let Some(target) = group
        .parent()
        .filter(|list| list.kind() == "attribute_list")
        .and_then(|list| list.parent())
    else {
        return Vec::new();
    };
    let mut cursor = group.walk();
    group
        .named_children(&mut cursor)
        .filter(|attribute| attribute.kind() == "attribute")
        .filter_map(|attribute| {
            let mut cursor = attribute.walk();
            let name = attribute
                .named_children(&mut cursor)
                .find(|name| matches!(name.kind(), "name" | "qualified_name" | "relative_name"))?;
            let arguments = attribute
                .child_by_field_name("parameters")
                .filter(|arguments| arguments.kind() == "arguments");
            Some(Found::attribute(attribute, name, arguments, target))
        })
        .collect()
}

/// The elements of `declaration`, a constant's declaration: each element
/// whose first named child is its name, with its last as the value.
fn constants(declaration: Node<'_>) -> Vec<Found<'_>> {
    let mut cursor = declaration.walk();
    declaration
        .named_children(&mut cursor)
        .filter(|element| element.kind() == "const_element")
        .filter_map(|element| {
            let name = element
                .named_child(0)
                .filter(|name| name.kind() == "name")?;
            let last = u32::try_from(element.named_child_count().checked_sub(1)?).ok()?;
            let value = element
                .named_child(last)
                .filter(|value| value.start_byte() >= name.end_byte() && value.id() != name.id())?;
            Some(Found::constant(name, value))
        })
        .collect()
}
