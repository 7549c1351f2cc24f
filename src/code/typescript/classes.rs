//! Tools written as classes of the project's own base class: `class
//! FindTool extends MongoToolBase { static toolName = "find"; static
//! operationType = "read"; … }`, where a base (in this module, a sibling or
//! a package of the repository's workspace) registers every subclass with
//! `server.registerTool(this.name, { annotations: this.annotations, … })`.
//! Each concrete subclass is a tool: its name and hints are what the base's
//! call gives for it, evaluated with `this` the subclass (a getter
//! switching on a static field is run on the field's value). Hints computed
//! in the base serve every subclass: no fix is offered, and a note says
//! where they are computed.

use std::rc::Rc;

use tree_sitter::Node;

use super::derived::{hints_object, registration};
use super::model::{ClassAt, Env, Eval, Module, class_members, is_class, node_at};
use super::values::unwrap;
use crate::code::registration::Registration;
use crate::code::tree::{self, children};

/// How many bases are followed up from a tool's class.
const BASES: usize = 5;

/// Whether a text may declare such a class: a cheap search.
pub(super) fn might_declare(text: &str) -> bool {
    text.contains("extends ") && text.contains("static ")
}

/// The tools the concrete classes of `module` (the file being read) are.
pub(super) fn class_tools<'t>(
    eval: &mut Eval<'_>,
    module: &Rc<Module>,
    text: &'t str,
) -> Vec<Registration<'t>> {
    let _ = text;
    let mut found = Vec::new();
    for declaration in super::values::top_level(module.root()) {
        if declaration.kind() != "class_declaration" || base_name(module, declaration).is_none() {
            continue;
        }
        let chain = chain(eval, module, declaration);
        let Some((registering, call)) = registering_call(&chain) else {
            continue;
        };
        let chain = Rc::new(chain);
        let env = Env::of_class(chain.to_vec());
        let arguments = children_of_call(registering.module.root(), &call);
        let (Some(name), Some(config)) = (arguments.first(), arguments.get(1)) else {
            continue;
        };
        let Some(name_node) = node_at(&registering.module, name) else {
            continue;
        };
        let name = eval.eval(&registering.module, name_node, &env);
        let annotations = match node_at(&registering.module, config) {
            Some(config) => eval
                .eval(&registering.module, config, &env)
                .member("annotations"),
            None => continue,
        };
        let anchor = declaration
            .child_by_field_name("name")
            .map_or_else(|| tree::span(declaration), tree::span);
        let base = registering
            .node()
            .and_then(|node| node.child_by_field_name("name"))
            .map_or("the base class", |name| {
                tree::text(&registering.module.text, name)
            });
        found.push(registration(
            name,
            hints_object(annotations),
            anchor,
            (
                format!("{base}.annotations"),
                registering.module.shown(call.start),
            ),
        ));
    }
    found
}

/// The name of the class a declaration extends, when it is a plain name.
fn base_name<'m>(module: &'m Module, class: Node<'_>) -> Option<&'m str> {
    let heritage = children(class)
        .into_iter()
        .find(|child| child.kind() == "class_heritage")?;
    let extends = children(heritage)
        .into_iter()
        .find(|child| child.kind() == "extends_clause")?;
    let base = extends.child_by_field_name("value")?;
    (base.kind() == "identifier").then(|| tree::text(&module.text, base))
}

/// The class `class` of `module` and its bases, most derived first.
fn chain(eval: &mut Eval<'_>, module: &Rc<Module>, class: Node<'_>) -> Vec<ClassAt> {
    let mut chain = vec![ClassAt {
        module: module.clone(),
        span: tree::span(class),
    }];
    for _ in 0..BASES {
        let Some(last) = chain.last().cloned() else {
            break;
        };
        let Some(node) = last.node() else { break };
        let Some(base) = base_name(&last.module, node) else {
            break;
        };
        let base = base.to_owned();
        let Some((defined, span)) = eval.declaration(&last.module, &base) else {
            break;
        };
        if !node_at(&defined, &span).is_some_and(is_class) {
            break;
        }
        chain.push(ClassAt {
            module: defined,
            span,
        });
    }
    chain
}

/// The class of `chain` whose methods call `registerTool` on a server,
/// and that call's span (casts around the callee allowed:
/// `(server.registerTool as Register)(…)`).
fn registering_call(chain: &[ClassAt]) -> Option<(ClassAt, std::ops::Range<usize>)> {
    for class in chain {
        let node = class.node()?;
        let text = &class.module.text;
        let mut found = None;
        for member in class_members(node) {
            tree::preorder(member, |node| {
                if found.is_some() || node.kind() != "call_expression" {
                    return;
                }
                let callee = node.child_by_field_name("function").map(unwrap);
                let method = callee
                    .filter(|callee| callee.kind() == "member_expression")
                    .and_then(|callee| callee.child_by_field_name("property"))
                    .map(|property| tree::text(text, property));
                if matches!(method, Some("registerTool" | "registerToolTask")) {
                    found = Some(tree::span(node));
                }
            });
        }
        if let Some(call) = found {
            return Some((class.clone(), call));
        }
    }
    None
}

/// The spans of the arguments of the call at `call`.
fn children_of_call(root: Node<'_>, call: &std::ops::Range<usize>) -> Vec<std::ops::Range<usize>> {
    let Some(mut node) = root.descendant_for_byte_range(call.start, call.end) else {
        return Vec::new();
    };
    while tree::span(node) != *call || node.kind() != "call_expression" {
        match node.parent() {
            Some(parent) => node = parent,
            None => return Vec::new(),
        }
    }
    node.child_by_field_name("arguments")
        .map(children)
        .unwrap_or_default()
        .into_iter()
        .map(tree::span)
        .collect()
}
