//! The project's own methods that make a tool with the gem
//! (`def build_tool(name:, read_only_hint:, …)` whose body calls
//! `::MCP::Tool.define(name: name, annotations: { read_only_hint:
//! read_only_hint, … })`), and the calls of them in the same file
//! (`build_tool(name: "inspect", read_only_hint: true)`): the reader reads
//! the body's tool once per call, each parameter bound to the argument the
//! call gives, or to its default.

use std::collections::HashMap;

use tree_sitter::Node;

use crate::code::tree::{self, children};

/// A method of the file whose body makes a tool.
pub struct Wrapper<'t, 'tree> {
    /// Its name.
    pub name: &'t str,
    /// Its definition.
    pub method: Node<'tree>,
    /// Its parameters, in order: name, whether it is a keyword, and its
    /// default.
    parameters: Vec<(&'t str, bool, Option<Node<'tree>>)>,
}

/// The method (`def`) that holds `node`, if any.
pub fn enclosing_method(node: Node<'_>) -> Option<Node<'_>> {
    tree::enclosing(node, "method")
}

impl<'t, 'tree> Wrapper<'t, 'tree> {
    /// The method `method`, a wrapper when its body makes a tool.
    pub fn of(text: &'t str, method: Node<'tree>) -> Option<Self> {
        let name = tree::text(text, method.child_by_field_name("name")?);
        let mut parameters = Vec::new();
        for parameter in method
            .child_by_field_name("parameters")
            .map(children)
            .unwrap_or_default()
        {
            match parameter.kind() {
                "identifier" => parameters.push((tree::text(text, parameter), false, None)),
                "keyword_parameter" | "optional_parameter" => {
                    let Some(named) = parameter.child_by_field_name("name") else {
                        continue;
                    };
                    parameters.push((
                        tree::text(text, named),
                        parameter.kind() == "keyword_parameter",
                        parameter.child_by_field_name("value"),
                    ));
                }
                _ => {}
            }
        }
        Some(Wrapper {
            name,
            method,
            parameters,
        })
    }

    /// The calls of this wrapper among `calls` (without a receiver, or on
    /// `self`), outside its own body.
    pub fn calls_in(&self, text: &str, calls: &[Node<'tree>]) -> Vec<Node<'tree>> {
        calls
            .iter()
            .copied()
            .filter(|call| {
                let receiver = call
                    .child_by_field_name("receiver")
                    .map(|receiver| tree::text(text, receiver));
                matches!(receiver, None | Some("self"))
                    && call
                        .child_by_field_name("method")
                        .is_some_and(|method| tree::text(text, method) == self.name)
                    && !(self.method.start_byte() <= call.start_byte()
                        && call.end_byte() <= self.method.end_byte())
            })
            .collect()
    }

    /// Each parameter bound for `call`: to the argument it gives (by
    /// keyword, or by position), else to its default; one without either
    /// is bound to the method itself, which reads as nothing static.
    pub fn bindings(&self, text: &'t str, call: Node<'tree>) -> HashMap<&'t str, Node<'tree>> {
        let arguments = call
            .child_by_field_name("arguments")
            .map(children)
            .unwrap_or_default();
        let mut keywords = HashMap::new();
        let mut positional = Vec::new();
        for argument in arguments {
            match argument.kind() {
                "pair" => {
                    if let (Some(key), Some(value)) = (
                        argument.child_by_field_name("key"),
                        argument.child_by_field_name("value"),
                    ) {
                        let key = tree::text(text, key);
                        let key = key.trim_start_matches(':').trim_end_matches(':');
                        keywords.insert(key, value);
                    }
                }
                "block_argument" | "hash_splat_argument" | "splat_argument" => {}
                _ => positional.push(argument),
            }
        }
        let mut positional = positional.into_iter();
        self.parameters
            .iter()
            .map(|&(name, keyword, default)| {
                let given = if keyword {
                    keywords.get(name).copied()
                } else {
                    positional.next()
                };
                (name, given.or(default).unwrap_or(self.method))
            })
            .collect()
    }
}
