//! One program model for every language: each reader lowers its
//! tree-sitter tree into a small shared model ([`ir`]: modules with their
//! bindings, functions and imports; statements; expressions), and one
//! evaluator ([`eval`]) answers "what value reaches this expression" over
//! it, with where each value was written ([`value`]).
//!
//! - [`Val`] is the language-neutral value: a string, a boolean, a number,
//!   nothing, an object (members in order, a later one wins), a list, or
//!   unknown with the reason. Each carries its [`Provenance`]: the file and
//!   bytes its literal is written at, and the constants and calls it came
//!   through ([`Via`]), for `explain --tool` and SARIF's related
//!   locations.
//! - A language implements [`Lower`] (its module, one expression, the
//!   functions around a place) and a [`Resolver`] (the module an import
//!   names, found through the reading's `TextSource` and lowered once).
//! - [`Evaluator`] follows locals, module bindings, imports (a name or a
//!   whole module), member access and indexing, spreads and merges,
//!   strings joined, comparisons and conditions on known values, and
//!   calls of the project's functions with their parameters bound at the
//!   call site (positional, keyword, spread, defaults) to what they
//!   return. It is bounded ([`LIMITS`]: 20,000 steps, 3 calls deep, 24
//!   modules per reading); what it cannot follow is [`Kind::Unknown`] with
//!   the reason, never a guess.
//!
//! Python (`python/lower.rs`) and Go (`go/lower.rs`) lower into it today,
//! where their readers gave up (a name built from constants and helpers of
//! other modules, a name from the parameters of the function around a
//! registration). **TypeScript next**: its own evaluator
//! (`typescript/model.rs`) walks the tree directly; lowering it here means
//! writing `Lower` for `lexical_declaration`/`variable_declarator`
//! (bindings), `import_statement` (imports with their specifiers, resolved
//! by `typescript/resolve.rs` as the resolver), `function_declaration` and
//! arrow functions (functions), `object` with `spread_element` (objects),
//! `as`/`satisfies`/non-null expressions (lowered to their inner
//! expression), `template_string` (concat) and `switch` (as chained `If`s);
//! classes with their bases become objects of their static members, a
//! `this` member a name bound in the method's scope. Its `Val` maps onto
//! [`Kind`] one to one, and its bounds are [`Limits`].

pub mod document;
pub mod eval;
pub mod ir;
pub mod value;

use std::path::Path;
use std::sync::Arc;

use tree_sitter::Node;

pub use eval::{Evaluator, LIMITS, Limits, NoImports, Resolver, Scope};
pub use ir::{Arg, Binding, Entry, Expr, Function, Import, Lit, Module, Param, Stmt};
pub use value::{Kind, Provenance, Site, Val, Via};

/// How a language lowers its syntax tree into the model.
pub trait Lower {
    /// The module a parsed file is (its `files` holding `file` alone).
    fn module(&self, text: &str, root: Node<'_>, file: Arc<Path>) -> Module;
    /// One expression.
    fn expr(&self, text: &str, node: Node<'_>) -> Expr;
    /// The functions around `node`, outermost first, each with the
    /// statements of its body written before the one holding `node`.
    fn enclosing(&self, text: &str, node: Node<'_>) -> Vec<Function>;
}

/// The evaluation of one parsed file: its module lowered once, the
/// modules it reaches lowered once each, as many places evaluated as the
/// reader asks.
pub struct Reading<'r> {
    lower: Box<dyn Lower + 'r>,
    evaluator: Evaluator<'r>,
    file: Arc<Path>,
}

impl<'r> Reading<'r> {
    /// The reading of the file `file`, lowered by `lower`, other modules
    /// reached through `resolver`.
    pub fn new(
        lower: Box<dyn Lower + 'r>,
        resolver: Box<dyn Resolver + 'r>,
        (text, root, file): (&str, Node<'_>, Arc<Path>),
    ) -> Reading<'r> {
        let mut evaluator = Evaluator::new(resolver, LIMITS);
        evaluator.add(file.clone(), lower.module(text, root, file.clone()));
        Reading {
            lower,
            evaluator,
            file,
        }
    }

    /// The value that reaches `node` of the file (whose `text` it is).
    pub fn value(&mut self, text: &str, node: Node<'_>) -> Val {
        let scope = self
            .evaluator
            .scope(&self.file, &self.lower.enclosing(text, node));
        self.evaluator.eval(&scope, &self.lower.expr(text, node))
    }
}

/// The text and syntax tree of the file at `path` in `language`, read
/// through `texts` (a project's kept tree when it has one), for a
/// resolver to lower.
pub fn parsed(
    texts: &dyn crate::base::files::TextSource,
    path: &Path,
    language: crate::code::Language,
) -> Option<(Arc<str>, tree_sitter::Tree)> {
    let text = texts.text(path)?;
    let tree = match crate::code::kept_trees(texts) {
        Some(trees) => trees.parse(path, &text, language),
        None => crate::code::parse_tree(&text, language),
    }
    .ok()?;
    Some((text, tree))
}

/// The root of the tree `node` is in.
pub fn root_of(node: Node<'_>) -> Node<'_> {
    let mut root = node;
    while let Some(parent) = root.parent() {
        root = parent;
    }
    root
}

/// The functions around `node`, outermost first: each ancestor whose kind
/// is one of `kinds`, lowered by `function` with its child that holds
/// `node` (its body is cut there).
pub fn enclosing<'tree>(
    node: Node<'tree>,
    kinds: &[&str],
    function: impl Fn(Node<'tree>, Node<'tree>) -> Option<Function>,
) -> Vec<Function> {
    let mut found = Vec::new();
    let mut inner = node;
    while let Some(parent) = inner.parent() {
        if kinds.contains(&parent.kind()) {
            found.extend(function(parent, inner));
        }
        inner = parent;
    }
    found.reverse();
    found
}

/// A function definition lowered: its `name` field, the parameters its
/// language read, and its `body` field's statements as the language's
/// `block` lowers them (every lowered grammar names both fields so).
pub fn lowered_function<'tree>(
    text: &str,
    node: Node<'tree>,
    params: Vec<Param>,
    block: impl FnOnce(Node<'tree>) -> Vec<Stmt>,
) -> Option<Function> {
    let name = text.get(node.child_by_field_name("name")?.byte_range())?;
    Some(Function {
        name: name.to_owned(),
        params,
        body: node
            .child_by_field_name("body")
            .map(block)
            .unwrap_or_default(),
        span: node.byte_range(),
        file: 0,
    })
}

/// The statements of a body written before the one holding `before` (all
/// of them without one).
pub fn written_before<'tree>(
    statements: Vec<Node<'tree>>,
    before: Option<Node<'_>>,
) -> impl Iterator<Item = Node<'tree>> {
    let holder = before.map(|before| (before.start_byte(), before.end_byte()));
    statements.into_iter().take_while(move |statement| {
        holder.is_none_or(|(start, end)| {
            !(statement.start_byte() <= start && end <= statement.end_byte())
        })
    })
}

/// What an expression the lowering does not model is: its first line,
/// capped, in backticks.
pub fn unmodelled(written: &str) -> String {
    let line = written.lines().next().unwrap_or_default();
    match line.char_indices().nth(48) {
        Some((cut, _)) => format!("`{}…`", &line[..cut]),
        None => format!("`{line}`"),
    }
}
