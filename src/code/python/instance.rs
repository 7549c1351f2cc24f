//! What `self.<attribute>` holds inside a method of a module's class: a
//! class attribute of the class or one of its bases, or what `__init__`
//! assigns, a parameter of a base's `__init__` bound to what the derived
//! class's `super().__init__(…)` passes (`class ListFiles(ToolHandler):
//! def __init__(self): super().__init__(TOOL_LIST_FILES)`).

use tree_sitter::Node;

use super::definitions::{bound, classes, parameters};
use crate::code::tree::{self, children};

/// How many bases up a class's chain is followed.
const BASES_DEPTH: usize = 6;

/// The expression `self.<attribute>` holds for instances of the class
/// whose method `node` is written in, when the class or a base of the same
/// module fixes it; `None` when it is set at run time, by a base out of
/// reach, or through another `self.` attribute.
pub(super) fn attribute<'tree>(
    text: &str,
    node: Node<'tree>,
    attribute: &str,
) -> Option<Node<'tree>> {
    let chain = chain(text, tree::enclosing(node, "class_definition")?);
    for (depth, class) in chain.iter().enumerate() {
        let body = class.child_by_field_name("body")?;
        if let Some(value) = assigned(text, children(body), attribute) {
            return plain(text, value);
        }
        let Some(init) = method(text, *class, "__init__") else {
            continue;
        };
        let Some(value) = init
            .child_by_field_name("body")
            .and_then(|body| assigned(text, children(body), &format!("self.{attribute}")))
        else {
            continue;
        };
        let params = parameters(text, init)?;
        let Some(parameter) = (value.kind() == "identifier")
            .then(|| tree::text(text, value))
            .filter(|name| params.iter().any(|(param, _)| param == name))
        else {
            return plain(text, value);
        };
        // A parameter of this `__init__`: what the class below it in the
        // chain passes up, else its default.
        let passed = depth
            .checked_sub(1)
            .and_then(|below| chain.get(below))
            .and_then(|derived| passed_up(text, *derived, *class, params.clone(), parameter));
        let default = params
            .iter()
            .find(|(param, _)| *param == parameter)
            .and_then(|(_, default)| *default);
        return plain(text, passed.or(default)?);
    }
    None
}

/// `value` unless it is itself a `self.` attribute (never followed twice,
/// so a cycle of attributes cannot loop).
fn plain<'tree>(text: &str, value: Node<'tree>) -> Option<Node<'tree>> {
    (!tree::text(text, value).starts_with("self.")).then_some(value)
}

/// `class` then its first base, that base's, and so on, while each is a
/// class of the same module.
fn chain<'tree>(text: &str, class: Node<'tree>) -> Vec<Node<'tree>> {
    let mut root = class;
    while let Some(parent) = root.parent() {
        root = parent;
    }
    let module = classes(text, root);
    let mut chain = vec![class];
    while chain.len() < BASES_DEPTH {
        let Some(base) = chain
            .last()
            .and_then(|class| class.child_by_field_name("superclasses"))
            .and_then(|bases| {
                children(bases)
                    .into_iter()
                    .find(|base| base.kind() == "identifier")
            })
        else {
            break;
        };
        let name = tree::text(text, base);
        match module.iter().find(|(defined, _)| *defined == name) {
            Some((_, definition)) if !chain.contains(definition) => chain.push(*definition),
            _ => break,
        }
    }
    chain
}

/// The method `name` of a class.
fn method<'tree>(text: &str, class: Node<'tree>, name: &str) -> Option<Node<'tree>> {
    children(class.child_by_field_name("body")?)
        .into_iter()
        .find(|statement| {
            statement.kind() == "function_definition"
                && statement
                    .child_by_field_name("name")
                    .is_some_and(|defined| tree::text(text, defined) == name)
        })
}

/// The value assigned last to `target` (`name`, `self.name`) among
/// `statements`.
fn assigned<'tree>(text: &str, statements: Vec<Node<'tree>>, target: &str) -> Option<Node<'tree>> {
    statements.into_iter().rev().find_map(|statement| {
        if statement.kind() != "expression_statement" {
            return None;
        }
        children(statement).into_iter().find_map(|assignment| {
            let (left, right) = tree::field_pair(assignment, "left", "right")?;
            (assignment.kind() == "assignment" && tree::text(text, left) == target).then_some(right)
        })
    })
}

/// What `derived`'s `__init__` passes for `parameter` of `base`'s, by
/// `super().__init__(…)` or `Base.__init__(self, …)`.
fn passed_up<'t, 'tree>(
    text: &'t str,
    derived: Node<'tree>,
    base: Node<'tree>,
    params: Vec<(&'t str, Option<Node<'tree>>)>,
    parameter: &str,
) -> Option<Node<'tree>> {
    let init = method(text, derived, "__init__")?;
    // A parameter of the derived `__init__` is given where the class is
    // made, at run time here.
    let own = parameters(text, init)?;
    let own_parameter = |value: Node<'_>| {
        value.kind() == "identifier" && own.iter().any(|(name, _)| *name == tree::text(text, value))
    };
    let base_name = tree::text(text, base.child_by_field_name("name")?);
    let explicit = format!("{base_name}.__init__");
    children(init.child_by_field_name("body")?)
        .into_iter()
        .filter(|statement| statement.kind() == "expression_statement")
        .filter_map(|statement| statement.named_child(0))
        .filter(|call| call.kind() == "call")
        .find_map(|call| {
            let callee = tree::text(text, call.child_by_field_name("function")?);
            let arguments = call.child_by_field_name("arguments")?;
            // `super().__init__(x)` passes no `self`; `Base.__init__(self,
            // x)` does.
            let params = match callee {
                "super().__init__" => params.iter().skip(1).copied().collect(),
                _ if callee == explicit => params.clone(),
                _ => return None,
            };
            bound(text, params, arguments)
                .into_iter()
                .find(|(param, _)| *param == parameter)
                .and_then(|(_, value)| value)
                .filter(|value| !own_parameter(*value))
        })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::code::Language;

    fn held(source: &str, attribute_of: &str) -> Option<String> {
        let tree = crate::code::parse::parser(Language::Python)
            .ok()
            .and_then(|mut parser| parser.parse(source, None))
            .expect("parses");
        let at = source
            .rfind(attribute_of)
            .expect("the attribute is written");
        let node = tree
            .root_node()
            .descendant_for_byte_range(at, at + attribute_of.len())
            .expect("a node");
        attribute(source, node, "name").map(|value| tree::text(source, value).to_owned())
    }

    const HANDLERS: &str = "NAME = 'files_list'\n\
class Handler():\n    def __init__(self, tool_name: str):\n        self.name = tool_name\n\
class ListFiles(Handler):\n    def __init__(self):\n        super().__init__(NAME)\n    def describe(self):\n        return Tool(name=self.name)\n";

    #[test]
    fn a_base_parameter_is_what_the_derived_class_passes_up() {
        assert_eq!(held(HANDLERS, "self.name)").as_deref(), Some("NAME"));
    }

    #[test]
    fn an_explicit_base_call_passes_self_first() {
        let source = HANDLERS.replace("super().__init__(NAME)", "Handler.__init__(self, 'x')");
        assert_eq!(held(&source, "self.name)").as_deref(), Some("'x'"));
    }

    #[test]
    fn a_class_attribute_of_the_class_or_a_base() {
        let source = "class Base:\n    name = 'base'\nclass Tool(Base):\n    def describe(self):\n        return self.name\n";
        assert_eq!(held(source, "self.name").as_deref(), Some("'base'"));
    }

    #[test]
    fn a_run_time_value_or_a_cycle_stays_unknown() {
        let passed_on = HANDLERS.replace("super().__init__(NAME)", "pass");
        assert_eq!(held(&passed_on, "self.name)"), None);
        let given = HANDLERS
            .replace("def __init__(self):", "def __init__(self, NAME):")
            .replace("class Handler", "NAME = 'shadowed'\nclass Handler");
        assert_eq!(held(&given, "self.name)"), None);
        let cycle = "class A:\n    def __init__(self):\n        self.name = self.name\n    def f(self):\n        return self.name\n";
        assert_eq!(held(cycle, "return self.name").map(|_| ()), None);
    }
}
