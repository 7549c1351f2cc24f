//! Following a handler: its calls read against the catalogue, and the
//! project's own functions it calls (in the same file, by name, through
//! `this`/`self`) followed to a bounded depth. A call is certain when it
//! is on every path: under no branch, loop, callback or `catch`, after no
//! early `return`, and reached through calls that are certain too.
//!
//! What is followed is asked of a [`Functions`] index, the small interface
//! a shared program model can later answer instead.

use std::cell::RefCell;
use std::collections::HashMap;
use std::ops::Range;
use std::rc::Rc;
use std::sync::Arc;

use tree_sitter::Node;

use super::elsewhere::{Call, Reach, named, parsed};
use super::judge::judge;
use super::sites::{Site, site};
use crate::base::files::Place;
use crate::base::method::{EffectFile, HandlerEffect, HandlerEffects};
use crate::code::Language;
use crate::code::tree;

/// How many calls deep the project's functions are followed.
pub const DEPTH: usize = 3;

/// The receivers through which a class's code calls its own methods.
const SELF: &[&str] = &[
    "this", "self", "$this", "static", "self::", "Self", "cls", "parent",
];

/// The words of node kinds that make what is under them run on some
/// paths only: branches, loops, callbacks, handlers of errors.
const CONDITIONAL: &[&str] = &[
    "if",
    "else",
    "elif",
    "switch",
    "case",
    "match",
    "conditional",
    "ternary",
    "for",
    "foreach",
    "while",
    "loop",
    "catch",
    "except",
    "rescue",
    "lambda",
    "closure",
    "arrow",
    "when",
    "guard",
    "unless",
    "until",
    "do",
    "function",
    "method",
    "anonymous",
    "func",
];

/// The effects of the handler at `handler` (a function or its body) in
/// `text`, following the project's functions it calls: in its file, and,
/// with `reach`, in the modules its file imports.
pub fn handler_effects(
    text: &str,
    language: Language,
    handler: Node<'_>,
    reach: Option<Reach<'_>>,
) -> HandlerEffects {
    let rows = super::tables::rows(language);
    let mut found = HandlerEffects::default();
    if rows.is_empty() {
        return found;
    }
    // Kotlin's trailing lambda: the lambda is the handler, not a callback
    // in it.
    let handler = match handler.kind() {
        "annotated_lambda" => tree::children(handler)
            .into_iter()
            .find(|child| child.kind() == "lambda_literal")
            .unwrap_or(handler),
        _ => handler,
    };
    let functions = Functions::of(text, language, handler);
    let mut shared = Shared {
        found: &mut found.effects,
        visited: Vec::new(),
        reach,
    };
    let mut walk = Walk {
        text,
        language,
        rows,
        functions: &functions,
        file: None,
        shared: &mut shared,
    };
    if matches!(handler.kind(), "identifier" | "field_identifier") {
        // A handler named, defined in another module: the function the
        // file imports under that name.
        let name = tree::text(text, handler);
        let named = Site {
            node: handler,
            sent: handler,
            name,
            receiver: None,
            arguments: Vec::new(),
            callee: name,
        };
        walk.elsewhere(&named, &[], None);
    } else {
        walk.function(handler, &[], None);
    }
    found
}

/// What the walks of one handler share, whichever file they are in.
struct Shared<'a, 'p> {
    found: &'a mut Vec<HandlerEffect>,
    /// The functions walked: their file's text address and their span.
    visited: Vec<(usize, Range<usize>)>,
    /// How other modules are reached, when the handler's file imports any.
    reach: Option<Reach<'p>>,
}

/// One handler's walk through one file.
struct Walk<'a, 'b, 'p, 'tree> {
    text: &'a str,
    language: Language,
    rows: &'static [super::schema::Row],
    functions: &'a Functions<'a, 'tree>,
    /// The file walked when it is not the handler's.
    file: Option<&'a EffectFile>,
    shared: &'a mut Shared<'b, 'p>,
}

impl<'tree> Walk<'_, '_, '_, 'tree> {
    /// The effects of the function at `root`, reached through `via`; every
    /// effect is uncertain when the call that reached it is (`reached`).
    fn function(&mut self, root: Node<'tree>, via: &[String], reached: Option<&'static str>) {
        self.shared
            .visited
            .push((self.text.as_ptr() as usize, tree::span(root)));
        let returns = early_returns(self.text, root);
        let mut calls: Vec<Site<'_, 'tree>> = Vec::new();
        tree::preorder(root, |node| {
            calls.extend(site(self.text, self.language, node))
        });
        for call in calls {
            let uncertain = reached
                .or_else(|| conditional(root, call.node))
                .or_else(|| {
                    returns
                        .iter()
                        .any(|at| *at < call.node.start_byte())
                        .then_some("it runs after an early return")
                });
            if let Some(judged) = judge(self.text, &call, self.rows) {
                self.shared.found.push(HandlerEffect {
                    kind: judged.kind,
                    effect: judged.effect,
                    method: judged.method,
                    span: tree::span(call.node),
                    file: self.file.cloned(),
                    shown: format!("{}(…)", call.callee),
                    uncertain: judged.uncertain.or(uncertain),
                    via: via.to_vec(),
                });
                continue;
            }
            if via.len() >= DEPTH {
                continue;
            }
            let mut deeper = via.to_vec();
            deeper.push(call.name.to_owned());
            let reached = uncertain.map(|_| "the call that reaches it runs on some paths only");
            let followed = call.receiver.is_none_or(|receiver| {
                SELF.contains(&receiver)
                    || (self.language == Language::Go && named(Some(receiver), &[]))
            });
            match followed.then(|| self.functions.get(call.name)).flatten() {
                Some(body) => {
                    if !self.walked(self.text, body) {
                        self.function(body, &deeper, reached);
                    }
                }
                None => self.elsewhere(&call, &deeper, reached),
            }
        }
    }

    /// Whether the function at `body` of the file with `text` was walked.
    fn walked(&self, text: &str, body: Node<'_>) -> bool {
        self.shared
            .visited
            .contains(&(text.as_ptr() as usize, tree::span(body)))
    }

    /// Follows `call` into the module of the project that defines the
    /// function it names, when the language's resolution finds one.
    fn elsewhere(&mut self, call: &Site<'_, 'tree>, via: &[String], reached: Option<&'static str>) {
        let Some(reach) = self.shared.reach else {
            return;
        };
        let here = self
            .file
            .map_or(reach.place.path, |file| file.path.as_path());
        let place = Place {
            path: here,
            texts: reach.place.texts,
        };
        let Some(target) = (reach.linker.target)(&Call {
            place,
            text: self.text,
            node: call.node,
            receiver: call.receiver,
            name: call.name,
        }) else {
            return;
        };
        let Some(module) = parsed(reach.place.texts, &target.path, self.language) else {
            return;
        };
        let file = EffectFile {
            path: module.path.clone(),
            text: Arc::clone(&module.text),
        };
        let functions = Functions::of(&module.text, self.language, module.tree.root_node());
        let Some(body) = functions.get(&target.name) else {
            return;
        };
        if self.walked(&module.text, body) {
            return;
        }
        let mut walk = Walk {
            text: &module.text,
            language: self.language,
            rows: self.rows,
            functions: &functions,
            file: Some(&file),
            shared: &mut *self.shared,
        };
        walk.function(body, via, reached);
    }
}

/// Why `node` runs on some paths of `root` only: a branch, a loop, a
/// callback or a `catch` between them.
fn conditional(root: Node<'_>, node: Node<'_>) -> Option<&'static str> {
    let mut child = node;
    let mut current = node.parent()?;
    while current.id() != root.id() {
        if is_conditional(current.kind()) && !always_runs(current, child) {
            return Some("it runs on some paths only");
        }
        child = current;
        current = current.parent()?;
    }
    None
}

/// Whether `child` of the branch or loop `parent` runs whichever way it
/// goes: its condition, a Go `if`'s initializer, a `switch`'s subject, a
/// loop's collection.
fn always_runs(parent: Node<'_>, child: Node<'_>) -> bool {
    ["condition", "initializer", "value", "right", "subject"]
        .iter()
        .any(|field| {
            parent
                .child_by_field_name(field)
                .is_some_and(|held| held.id() == child.id())
        })
}

/// The words of a condition that guards a failure, not a choice of the
/// caller's: `if err != nil`, `if (!user)`, `if not rows`.
const GUARDS: &[&str] = &[
    "err",
    "error",
    "nil",
    "null",
    "none",
    "undefined",
    "!",
    "not ",
    "empty",
    "is_err",
    "exists",
    "length",
    "len(",
    "count",
    "valid",
];

/// Whether the `return` at `node` is under a branch whose condition
/// guards a failure.
fn guards_failure(text: &str, node: Node<'_>) -> bool {
    let mut current = node.parent();
    while let Some(parent) = current {
        if parent
            .kind()
            .split('_')
            .any(|word| word == "if" || word == "elif")
        {
            let condition = parent
                .child_by_field_name("condition")
                .map_or("", |condition| tree::text(text, condition))
                .to_ascii_lowercase();
            return GUARDS.iter().any(|guard| condition.contains(guard));
        }
        current = parent.parent();
    }
    false
}

/// Whether `node` is inside a function nested in `root` (a callback).
fn nested_function(root: Node<'_>, node: Node<'_>) -> bool {
    let mut current = node.parent();
    while let Some(parent) = current {
        if parent.id() == root.id() {
            return false;
        }
        let callback = parent.kind().split('_').any(|word| {
            matches!(
                word,
                "function" | "lambda" | "closure" | "arrow" | "func" | "anonymous" | "do"
            )
        });
        if callback {
            return true;
        }
        current = parent.parent();
    }
    false
}

/// Whether a node kind is a branch, loop, callback or error handler.
fn is_conditional(kind: &str) -> bool {
    kind.split('_').any(|word| CONDITIONAL.contains(&word))
        && !matches!(
            kind,
            "function_call_expression"
                | "method_invocation"
                | "method_call_expression"
                | "arrow_expression_clause"
                | "function_body"
        )
}

/// Where `root` returns early: each `return` under a branch that is not
/// inside a nested function nor the guard of a failure (`if err != nil`).
fn early_returns(text: &str, root: Node<'_>) -> Vec<usize> {
    let mut found = Vec::new();
    tree::preorder(root, |node| {
        if node.kind().starts_with("return")
            && conditional(root, node).is_some()
            && !nested_function(root, node)
            && !guards_failure(text, node)
        {
            found.push(node.start_byte());
        }
    });
    found
}

/// The functions of a file by name, each name defined once (a name
/// defined twice is not followed), indexed when first asked.
pub struct Functions<'a, 'tree> {
    text: &'a str,
    language: Language,
    root: Node<'tree>,
    spans: std::cell::OnceCell<Rc<Spans>>,
}

/// Function names → the span of their one definition (`None` for a name
/// defined more than once).
type Spans = HashMap<String, Option<Range<usize>>>;

/// A file's identity for the cache: its text's address and length, and its
/// root node.
type FileKey = (usize, usize, usize);

/// How many files' indexes a thread keeps: the handler's file and the
/// modules its handlers call into.
const INDEXED: usize = 8;

thread_local! {
    /// The last files' indexes, by (text address, length, root node), the
    /// most recent last: the handlers of one file share one index.
    static LAST: RefCell<Vec<(FileKey, Rc<Spans>)>> = const { RefCell::new(Vec::new()) };
}

impl<'a, 'tree> Functions<'a, 'tree> {
    /// The functions of the file `handler` is in.
    fn of(text: &'a str, language: Language, handler: Node<'tree>) -> Self {
        let mut root = handler;
        while let Some(parent) = root.parent() {
            root = parent;
        }
        Functions {
            text,
            language,
            root,
            spans: std::cell::OnceCell::new(),
        }
    }

    /// The function named `name`, when the file defines it once.
    fn get(&self, name: &str) -> Option<Node<'tree>> {
        let spans = self.spans.get_or_init(|| {
            let key = (self.text.as_ptr() as usize, self.text.len(), self.root.id());
            LAST.with(|last| {
                if let Some((_, spans)) = last.borrow().iter().find(|(cached, _)| *cached == key) {
                    return Rc::clone(spans);
                }
                let spans = Rc::new(index(self.text, self.language, self.root));
                let mut last = last.borrow_mut();
                if last.len() >= INDEXED {
                    last.remove(0);
                }
                last.push((key, Rc::clone(&spans)));
                spans
            })
        });
        let span = spans.get(name)?.clone()?;
        self.root.descendant_for_byte_range(span.start, span.end)
    }
}

/// The file's functions: name → the span of the one definition (`None`
/// for a name defined more than once).
fn index(text: &str, language: Language, root: Node<'_>) -> HashMap<String, Option<Range<usize>>> {
    let mut found: HashMap<String, Option<Range<usize>>> = HashMap::new();
    tree::preorder(root, |node| {
        let Some((name, body)) = definition(text, language, node) else {
            return;
        };
        found
            .entry(name.to_owned())
            .and_modify(|span| *span = None)
            .or_insert(Some(tree::span(body)));
    });
    found
}

/// A function definition at `node`: its name and the node to walk.
fn definition<'t, 'tree>(
    text: &'t str,
    language: Language,
    node: Node<'tree>,
) -> Option<(&'t str, Node<'tree>)> {
    let kind = node.kind();
    let defines = match language {
        Language::TypeScript | Language::Tsx => {
            if kind == "variable_declarator" {
                let value = node.child_by_field_name("value")?;
                if !matches!(
                    value.kind(),
                    "arrow_function" | "function_expression" | "function"
                ) {
                    return None;
                }
                let name = node.child_by_field_name("name")?;
                return Some((tree::text(text, name), value));
            }
            matches!(
                kind,
                "function_declaration" | "generator_function_declaration" | "method_definition"
            )
        }
        Language::Python => kind == "function_definition",
        Language::Go => matches!(kind, "function_declaration" | "method_declaration"),
        Language::Rust => kind == "function_item",
        Language::CSharp => matches!(kind, "method_declaration" | "local_function_statement"),
        Language::Php => matches!(kind, "function_definition" | "method_declaration"),
        Language::Java => kind == "method_declaration",
        Language::Ruby => matches!(kind, "method" | "singleton_method"),
        Language::Kotlin => {
            if kind != "function_declaration" {
                return None;
            }
            let name = node.child_by_field_name("name").or_else(|| {
                tree::children(node)
                    .into_iter()
                    .find(|child| child.kind() == "simple_identifier")
            })?;
            return Some((tree::text(text, name), node));
        }
        _ => false,
    };
    if !defines {
        return None;
    }
    let name = node.child_by_field_name("name")?;
    Some((tree::text(text, name), node))
}
