//! A small model of a TypeScript project's modules and one evaluator that
//! answers "what value reaches this expression": literals, bindings of the
//! module and of a function's body, constants and enum members across the
//! project's modules, member access, object literals with spreads, casts,
//! comparisons and boolean operators, `switch` and `if` on known values,
//! calls of the project's functions (parameters bound at the call site),
//! and `this` in a class and its bases (getters, fields, statics). What it
//! cannot follow stays [`Val::Unknown`] with the reason, never a guess.
//!
//! Modules are reached only through the file's [`TextSource`] (relative
//! specifiers and the repository's own workspace packages, see
//! [`super::resolve`]), each parsed at most once per reading, and the whole
//! evaluation is bounded: at most [`MODULES`] modules and [`STEPS`] steps.

use std::collections::HashMap;
use std::ops::Range;
use std::path::{Path, PathBuf};
use std::rc::Rc;
use std::sync::Arc;

use tree_sitter::{Node, Tree};

use super::values::{string, unwrap};
use crate::base::files::TextSource;
use crate::code::Language;
use crate::code::registration::Opaque;
use crate::code::tree::{self, children};

/// How many modules one reading may parse.
const MODULES: usize = 24;
/// How many expressions one reading may evaluate.
const STEPS: usize = 20_000;
/// How deep calls and module hops may nest.
const DEPTH: usize = 8;

/// A value as the evaluator knows it.
#[derive(Debug, Clone, PartialEq)]
pub(super) enum Val {
    /// A string.
    Str(String),
    /// A boolean.
    Bool(bool),
    /// A number, as written.
    Num(String),
    /// `null` or `undefined`.
    Nothing,
    /// An object, its members in order (a later one wins).
    Object(Vec<(String, Val)>),
    /// What the evaluator cannot know, and why.
    Unknown(String),
    /// A boolean an object writes as a member, with where it was written
    /// and what it came through ([`super::trace`]); only an object's
    /// members are traced, and [`Val::member`] reads the plain value.
    Traced(Box<Val>, Box<super::trace::Trace>),
}

impl Val {
    /// The member `key` of an object (the last one written).
    pub(super) fn member(&self, key: &str) -> Val {
        match self {
            Val::Object(members) => members
                .iter()
                .rev()
                .find(|(name, _)| name == key)
                .map_or(Val::Nothing, |(_, value)| value.clone().plain()),
            Val::Unknown(why) => Val::Unknown(why.clone()),
            _ => Val::Unknown(format!("`.{key}` of a value that is not an object")),
        }
    }

    fn set(&mut self, key: &str, value: Val) {
        if let Val::Object(members) = self {
            members.retain(|(name, _)| name != key);
            members.push((key.to_owned(), value));
        }
    }

    /// The value as a member written at `member` (a pair, a shorthand) of
    /// `module`: a boolean keeps the place.
    fn written_at(self, module: &Module, member: Node<'_>) -> Val {
        match self {
            Val::Bool(_) => {
                let spot = super::trace::spot(&module.path, &module.text, tree::span(member));
                Val::Traced(Box::new(self), Box::new(super::trace::Trace::at(spot)))
            }
            other => other,
        }
    }

    /// The value without its provenance.
    fn plain(self) -> Val {
        match self {
            Val::Traced(inner, _) => *inner,
            other => other,
        }
    }

    /// The value having come through `what` at `node` of `module`: each
    /// traced value in it (itself, or an object's members, nested) adds
    /// the step.
    pub(super) fn through(self, what: &str, module: &Module, node: Node<'_>) -> Val {
        let step = crate::code::provenance::Step {
            what: what.to_owned(),
            at: super::trace::spot(&module.path, &module.text, tree::span(node)),
        };
        self.with_step(&step)
    }

    fn with_step(self, step: &crate::code::provenance::Step) -> Val {
        match self {
            Val::Traced(inner, mut trace) => {
                trace.step(step);
                Val::Traced(inner, trace)
            }
            Val::Object(members) => Val::Object(
                members
                    .into_iter()
                    .map(|(key, inner)| (key, inner.with_step(step)))
                    .collect(),
            ),
            other => other,
        }
    }
}

/// One parsed module of the project.
pub(super) struct Module {
    /// Where it is.
    pub(super) path: PathBuf,
    /// Its text.
    pub(super) text: Arc<str>,
    tree: Tree,
}

impl Module {
    /// The module's syntax tree's root.
    pub(super) fn root(&self) -> Node<'_> {
        self.tree.root_node()
    }

    /// `path`, relative to nothing: the file name and the line of `at`.
    pub(super) fn shown(&self, at: usize) -> String {
        let name = self
            .path
            .file_name()
            .map_or_else(String::new, |name| name.to_string_lossy().into_owned());
        format!(
            "{name}, line {}",
            crate::code::registration::line_of(&self.text, at)
        )
    }
}

/// A class and the module it is written in (its node found again by its
/// span), for `this`.
#[derive(Clone)]
pub(super) struct ClassAt {
    /// The module.
    pub(super) module: Rc<Module>,
    /// The class declaration's span.
    pub(super) span: Range<usize>,
}

impl ClassAt {
    /// The class declaration node.
    pub(super) fn node(&self) -> Option<Node<'_>> {
        let mut node = self
            .module
            .root()
            .descendant_for_byte_range(self.span.start, self.span.end)?;
        while tree::span(node) != self.span || !is_class(node) {
            node = node.parent()?;
        }
        Some(node)
    }
}

/// Whether `node` declares a class.
pub(super) fn is_class(node: Node<'_>) -> bool {
    matches!(
        node.kind(),
        "class_declaration" | "abstract_class_declaration" | "class"
    )
}

/// What a body is evaluated with: its bindings and, in a class, the class
/// and its bases (most derived first).
#[derive(Default, Clone)]
pub(super) struct Env {
    vars: HashMap<String, Val>,
    this: Option<Rc<Vec<ClassAt>>>,
    /// Set when a statement whose effect is not known was run: what the
    /// body returns is then unknown, for this reason.
    unknown: Option<String>,
}

impl Env {
    /// An environment with `this` the class `chain`.
    pub(super) fn of_class(chain: Vec<ClassAt>) -> Env {
        Env {
            this: Some(Rc::new(chain)),
            ..Env::default()
        }
    }
}

/// The evaluator: the modules it has parsed and its budget.
pub(super) struct Eval<'p> {
    texts: &'p dyn TextSource,
    modules: HashMap<PathBuf, Option<Rc<Module>>>,
    steps: usize,
    depth: usize,
}

impl<'p> Eval<'p> {
    /// An evaluator reading modules from `texts`.
    pub(super) fn new(texts: &'p dyn TextSource) -> Self {
        Eval {
            texts,
            modules: HashMap::new(),
            steps: 0,
            depth: 0,
        }
    }

    /// Where the evaluator reads modules from.
    pub(super) fn texts(&self) -> &'p dyn TextSource {
        self.texts
    }

    /// The module at `path`, parsed once.
    pub(super) fn module(&mut self, path: &Path) -> Option<Rc<Module>> {
        if let Some(known) = self.modules.get(path) {
            return known.clone();
        }
        if self.modules.len() >= MODULES {
            return None;
        }
        let loaded = self.load(path);
        self.modules.insert(path.to_path_buf(), loaded.clone());
        loaded
    }

    fn load(&self, path: &Path) -> Option<Rc<Module>> {
        let text = self.texts.text(path)?;
        let language = Language::of_path(path)?;
        let tree = match crate::code::kept_trees(self.texts) {
            Some(trees) => trees.parse(path, &text, language),
            None => crate::code::parse_tree(&text, language),
        }
        .ok()?;
        Some(Rc::new(Module {
            path: path.to_path_buf(),
            text,
            tree,
        }))
    }

    /// The module the specifier `module` names from the file at `from`.
    pub(super) fn import(&mut self, from: &Path, module: &str) -> Option<Rc<Module>> {
        let path = super::resolve::resolve(self.texts, from, module)?;
        self.module(&path)
    }

    /// The declaration of `name` in `module` (a class, function, enum,
    /// type or the value of a constant), following its imports and
    /// re-exports: the module it is in, and its span.
    pub(super) fn declaration(
        &mut self,
        module: &Rc<Module>,
        name: &str,
    ) -> Option<(Rc<Module>, Range<usize>)> {
        self.declaration_within(module, name, DEPTH)
    }

    fn declaration_within(
        &mut self,
        module: &Rc<Module>,
        name: &str,
        depth: usize,
    ) -> Option<(Rc<Module>, Range<usize>)> {
        let depth = depth.checked_sub(1)?;
        let text = module.text.clone();
        let root = module.root();
        if let Some(found) = declared(&text, root, name) {
            return Some((module.clone(), found));
        }
        // Imported, or re-exported (`export { X } from`, `export * from`).
        let mut starred = Vec::new();
        for statement in children(root) {
            let Some(source) = statement
                .child_by_field_name("source")
                .and_then(|source| string(&text, source))
            else {
                continue;
            };
            let mut exported = None;
            let mut star = statement.kind() == "export_statement";
            tree::preorder(statement, |node| {
                if matches!(node.kind(), "import_specifier" | "export_specifier") {
                    star = false;
                    let Some(original) = node.child_by_field_name("name") else {
                        return;
                    };
                    let local = node.child_by_field_name("alias").unwrap_or(original);
                    if tree::text(&text, local) == name {
                        exported = Some(tree::text(&text, original).to_owned());
                    }
                } else if matches!(node.kind(), "namespace_export" | "import_clause") {
                    star = false;
                }
            });
            if statement.kind() == "import_statement" && exported.is_none() {
                // `import X from "./m"`: the module's default export.
                let default = children(statement)
                    .into_iter()
                    .find(|clause| clause.kind() == "import_clause")
                    .and_then(|clause| clause.named_child(0))
                    .filter(|local| {
                        local.kind() == "identifier" && tree::text(&text, *local) == name
                    });
                if default.is_some() {
                    let target = self.import(&module.path, &source.value)?;
                    return default_export(&target).map(|span| (target, span));
                }
            }
            if let Some(exported) = exported {
                let target = self.import(&module.path, &source.value)?;
                return self.declaration_within(&target, &exported, depth);
            }
            if star {
                starred.push(source.value.into_owned());
            }
        }
        for source in starred {
            if let Some(target) = self.import(&module.path, &source)
                && let Some(found) = self.declaration_within(&target, name, depth)
            {
                return Some(found);
            }
        }
        None
    }

    /// The value of `node`, an expression of `module`, in `env`.
    pub(super) fn eval(&mut self, module: &Rc<Module>, node: Node<'_>, env: &Env) -> Val {
        self.steps += 1;
        if self.steps > STEPS || self.depth > DEPTH {
            return Val::Unknown("the evaluation is too deep".to_owned());
        }
        let text = module.text.clone();
        let node = unwrap(node);
        let written = || Val::Unknown(format!("`{}`", Opaque::at(&text, node).what));
        match node.kind() {
            "string" | "template_string" => {
                string(&text, node).map_or_else(written, |s| Val::Str(s.value.into_owned()))
            }
            "true" => Val::Bool(true),
            "false" => Val::Bool(false),
            "null" | "undefined" => Val::Nothing,
            "number" => Val::Num(tree::text(&text, node).to_owned()),
            "type_assertion" => node
                .named_child(1)
                .map_or_else(written, |inner| self.eval(module, inner, env)),
            "identifier" => {
                let name = tree::text(&text, node);
                if let Some(value) = env.vars.get(name) {
                    return value.clone();
                }
                if name == "undefined" {
                    return Val::Nothing;
                }
                let value = self.named(module, name);
                value.through(&format!("`{name}`"), module, node)
            }
            "member_expression" | "subscript_expression" => {
                let Some(object) = node.child_by_field_name("object") else {
                    return written();
                };
                let key = match node.child_by_field_name("property") {
                    Some(property) => tree::text(&text, property).to_owned(),
                    None => match node
                        .child_by_field_name("index")
                        .map(|index| self.eval(module, index, env))
                    {
                        Some(Val::Str(key)) => key,
                        _ => return written(),
                    },
                };
                if unwrap(object).kind() == "this" {
                    return match &env.this {
                        Some(chain) => self.this_member(&chain.clone(), &key),
                        None => Val::Unknown(format!("`this.{key}` outside a class")),
                    };
                }
                self.eval(module, object, env).member(&key)
            }
            "object" => self.object(module, node, env),
            "unary_expression" => {
                let operator = node.child_by_field_name("operator");
                let argument = node.child_by_field_name("argument");
                match (operator.map(|op| tree::text(&text, op)), argument) {
                    (Some("!"), Some(argument)) => match self.eval(module, argument, env) {
                        Val::Bool(value) => Val::Bool(!value),
                        Val::Unknown(why) => Val::Unknown(why),
                        _ => written(),
                    },
                    _ => written(),
                }
            }
            "binary_expression" => self.binary(module, node, env),
            "ternary_expression" => {
                let condition = node.child_by_field_name("condition");
                match condition.map(|condition| self.eval(module, condition, env)) {
                    Some(Val::Bool(true)) => node
                        .child_by_field_name("consequence")
                        .map_or_else(written, |then| self.eval(module, then, env)),
                    Some(Val::Bool(false)) => node
                        .child_by_field_name("alternative")
                        .map_or_else(written, |other| self.eval(module, other, env)),
                    Some(Val::Unknown(why)) => Val::Unknown(why),
                    _ => written(),
                }
            }
            "call_expression" => self.call(module, node, env).unwrap_or_else(written),
            _ => written(),
        }
    }

    /// The object literal `node`, with its spreads.
    fn object(&mut self, module: &Rc<Module>, node: Node<'_>, env: &Env) -> Val {
        let text = module.text.clone();
        let mut value = Val::Object(Vec::new());
        for member in children(node) {
            match member.kind() {
                "pair" => {
                    let Some((key, inner)) = tree::field_pair(member, "key", "value") else {
                        continue;
                    };
                    let key = match key.kind() {
                        "string" => string(&text, key).map(|s| s.value.into_owned()),
                        "computed_property_name" => match key
                            .named_child(0)
                            .map(|inner| self.eval(module, inner, env))
                        {
                            Some(Val::Str(key)) => Some(key),
                            _ => None,
                        },
                        _ => Some(tree::text(&text, key).to_owned()),
                    };
                    if let Some(key) = key {
                        let inner = self.eval(module, inner, env);
                        value.set(&key, inner.written_at(module, member));
                    }
                }
                "shorthand_property_identifier" => {
                    let key = tree::text(&text, member);
                    let inner = env
                        .vars
                        .get(key)
                        .cloned()
                        .unwrap_or_else(|| self.named(module, key));
                    value.set(key, inner.written_at(module, member));
                }
                "spread_element" => match member
                    .named_child(0)
                    .map(|spread| self.eval(module, spread, env))
                {
                    Some(Val::Object(members)) => {
                        let what = super::trace::named_step(&text, member, " spread");
                        for (key, inner) in members {
                            value.set(&key, inner.through(&what, module, member));
                        }
                    }
                    Some(Val::Nothing) => {}
                    Some(Val::Unknown(why)) => return Val::Unknown(why),
                    _ => {
                        return Val::Unknown(format!("the spread `{}`", tree::text(&text, member)));
                    }
                },
                _ => {}
            }
        }
        value
    }

    /// `a === b`, `a !== b`, `a || b`, `a && b`, `a ?? b`.
    fn binary(&mut self, module: &Rc<Module>, node: Node<'_>, env: &Env) -> Val {
        let text = module.text.clone();
        let (Some(left), Some(right), Some(operator)) = (
            node.child_by_field_name("left"),
            node.child_by_field_name("right"),
            node.child_by_field_name("operator"),
        ) else {
            return Val::Unknown(format!("`{}`", tree::text(&text, node)));
        };
        let left = self.eval(module, left, env);
        let operator = tree::text(&text, operator);
        match (operator, &left) {
            ("||", Val::Bool(true)) | ("&&", Val::Bool(false)) => return left,
            ("||", Val::Bool(false)) | ("&&", Val::Bool(true)) => {
                return self.eval(module, right, env);
            }
            ("??", Val::Nothing) => return self.eval(module, right, env),
            ("??", Val::Str(_) | Val::Bool(_) | Val::Num(_) | Val::Object(_)) => return left,
            _ => {}
        }
        if let Val::Unknown(why) = left {
            return Val::Unknown(why);
        }
        let right = self.eval(module, right, env);
        if let Val::Unknown(why) = right {
            return Val::Unknown(why);
        }
        match operator {
            "===" | "==" => Val::Bool(left == right),
            "!==" | "!=" => Val::Bool(left != right),
            _ => Val::Unknown(format!("`{}`", tree::text(&text, node))),
        }
    }

    /// What a call of the project's function returns, its parameters bound
    /// to the call's arguments.
    fn call(&mut self, module: &Rc<Module>, node: Node<'_>, env: &Env) -> Option<Val> {
        let text = module.text.clone();
        let function = unwrap(node.child_by_field_name("function")?);
        if function.kind() != "identifier" {
            return None;
        }
        let arguments: Vec<Val> = children(node.child_by_field_name("arguments")?)
            .into_iter()
            .map(|argument| self.eval(module, argument, env))
            .collect();
        let (defined, span) = self.declaration(module, tree::text(&text, function))?;
        let declaration = node_at(&defined, &span)?;
        let value = self.call_function(&defined, declaration, arguments);
        let what = format!("`{}()`", tree::text(&text, function));
        Some(value.through(&what, module, node))
    }

    /// What the function `function` of `module` returns for `arguments`.
    pub(super) fn call_function(
        &mut self,
        module: &Rc<Module>,
        function: Node<'_>,
        arguments: Vec<Val>,
    ) -> Val {
        let mut env = Env::default();
        for (index, parameter) in super::values::parameters(&module.text, function)
            .into_iter()
            .enumerate()
        {
            if let Some(name) = parameter.1 {
                let given = arguments.get(index).cloned().unwrap_or(Val::Nothing);
                env.vars.insert(name.to_owned(), given);
            }
        }
        let Some(body) = function.child_by_field_name("body") else {
            return Val::Unknown("a function without a body".to_owned());
        };
        self.depth += 1;
        let value = if body.kind() == "statement_block" {
            self.run(module, body, &mut env)
                .unwrap_or(Val::Unknown("a function that returns nothing".to_owned()))
        } else {
            self.eval(module, body, &env)
        };
        self.depth -= 1;
        match env.unknown {
            Some(why) => Val::Unknown(why),
            None => value,
        }
    }

    /// Runs the statements of `block`: `Some` with what a `return` gives.
    pub(super) fn run(
        &mut self,
        module: &Rc<Module>,
        block: Node<'_>,
        env: &mut Env,
    ) -> Option<Val> {
        for statement in children(block) {
            if let Some(returned) = self.statement(module, statement, env) {
                return Some(returned);
            }
            if env.unknown.is_some() {
                return None;
            }
        }
        None
    }

    fn statement(&mut self, module: &Rc<Module>, node: Node<'_>, env: &mut Env) -> Option<Val> {
        self.steps += 1;
        if self.steps > STEPS {
            env.unknown = Some("the evaluation is too long".to_owned());
            return None;
        }
        let text = module.text.clone();
        match node.kind() {
            "lexical_declaration" | "variable_declaration" => {
                for declarator in children(node) {
                    let Some((name, value)) = tree::field_pair(declarator, "name", "value") else {
                        continue;
                    };
                    let value = self.eval(module, value, env);
                    env.vars.insert(tree::text(&text, name).to_owned(), value);
                }
                None
            }
            "expression_statement" => {
                let expression = node.named_child(0)?;
                if expression.kind() != "assignment_expression" {
                    return None;
                }
                let left = expression.child_by_field_name("left")?;
                let right = expression.child_by_field_name("right")?;
                let value = self.eval(module, right, env);
                match left.kind() {
                    "identifier" => {
                        env.vars.insert(tree::text(&text, left).to_owned(), value);
                    }
                    "member_expression" => {
                        let object = left.child_by_field_name("object")?;
                        let key = tree::text(&text, left.child_by_field_name("property")?);
                        if let Some(target) = env.vars.get_mut(tree::text(&text, object)) {
                            target.set(key, value);
                        }
                    }
                    _ => {}
                }
                None
            }
            "return_statement" => Some(
                node.named_child(0)
                    .map_or(Val::Nothing, |value| self.eval(module, value, env)),
            ),
            "statement_block" => self.run(module, node, env),
            "if_statement" => {
                let condition = node.child_by_field_name("condition")?;
                match self.eval(module, condition, env) {
                    Val::Bool(true) => {
                        let then = node.child_by_field_name("consequence")?;
                        self.statement(module, then, env)
                    }
                    Val::Bool(false) => {
                        let other = node.child_by_field_name("alternative")?;
                        let other = other.named_child(0)?;
                        self.statement(module, other, env)
                    }
                    Val::Unknown(why) => {
                        env.unknown = Some(why);
                        None
                    }
                    _ => {
                        env.unknown = Some(format!("`if {}`", tree::text(&text, condition)));
                        None
                    }
                }
            }
            "switch_statement" => self.switch(module, node, env),
            _ => None,
        }
    }

    /// A `switch` on a value the evaluator knows: the matching case's
    /// statements, falling through until a `break`.
    fn switch(&mut self, module: &Rc<Module>, node: Node<'_>, env: &mut Env) -> Option<Val> {
        let discriminant = node.child_by_field_name("value")?;
        let on = self.eval(module, discriminant, env);
        if let Val::Unknown(why) = on {
            env.unknown = Some(format!("the switch on {why}"));
            return None;
        }
        let cases = children(node.child_by_field_name("body")?);
        let matched = cases.iter().position(|case| {
            case.kind() == "switch_case"
                && case
                    .child_by_field_name("value")
                    .is_some_and(|value| self.eval(module, value, env) == on)
        });
        let start = matched.or_else(|| {
            cases
                .iter()
                .position(|case| case.kind() == "switch_default")
        })?;
        for case in &cases[start..] {
            for statement in children(*case) {
                if statement.kind() == "break_statement" {
                    return None;
                }
                if Some(statement.id()) == case.child_by_field_name("value").map(|v| v.id()) {
                    continue;
                }
                if let Some(returned) = self.statement(module, statement, env) {
                    return Some(returned);
                }
            }
        }
        None
    }

    /// The value of the name `name` in `module`: a constant or enum of the
    /// module, or one it imports.
    fn named(&mut self, module: &Rc<Module>, name: &str) -> Val {
        let unknown = || Val::Unknown(format!("`{name}`, not a constant hintlint can read"));
        let Some((defined, span)) = self.declaration(module, name) else {
            return unknown();
        };
        let Some(node) = node_at(&defined, &span) else {
            return unknown();
        };
        match node.kind() {
            "enum_body" => self.enum_members(&defined, node),
            kind if kind.contains("function") || kind.contains("class") => unknown(),
            _ => {
                self.depth += 1;
                let value = self.eval(&defined, node, &Env::default());
                self.depth -= 1;
                value
            }
        }
    }

    /// An enum's members as an object (a member without a value is its
    /// index).
    fn enum_members(&mut self, module: &Rc<Module>, body: Node<'_>) -> Val {
        let text = module.text.clone();
        let mut value = Val::Object(Vec::new());
        for (index, member) in children(body).into_iter().enumerate() {
            let (key, inner) = match member.kind() {
                "enum_assignment" => (
                    member.child_by_field_name("name"),
                    member
                        .child_by_field_name("value")
                        .map(|inner| self.eval(module, inner, &Env::default())),
                ),
                _ => (Some(member), Some(Val::Num(index.to_string()))),
            };
            if let (Some(key), Some(inner)) = (key, inner) {
                value.set(tree::text(&text, key), inner);
            }
        }
        value
    }

    /// `this.key` in the class `chain` (most derived first): a getter, a
    /// field's initial value, or a field the constructor sets from its
    /// arguments, which the tool's class holds as a static member of that
    /// name (`name` as `toolName`).
    pub(super) fn this_member(&mut self, chain: &Rc<Vec<ClassAt>>, key: &str) -> Val {
        let this = Env {
            this: Some(chain.clone()),
            ..Env::default()
        };
        for class in chain.iter() {
            let Some(node) = class.node() else { continue };
            for member in class_members(node) {
                if member_name(&class.module.text, member) != Some(key) || is_static(member) {
                    continue;
                }
                match member.kind() {
                    "method_definition" if has_token(member, "get") => {
                        return self.getter(&class.module, member, &this);
                    }
                    "public_field_definition" => {
                        if let Some(value) = member.child_by_field_name("value") {
                            return self.eval(&class.module, value, &this);
                        }
                    }
                    _ => {}
                }
            }
        }
        if chain.iter().any(|class| sets_in_constructor(class, key)) {
            return match self.static_member(chain, key) {
                Some(value) => value,
                None => Val::Unknown(format!(
                    "`this.{key}`, set by the constructor from its arguments, with no static `{key}` in the tool's class"
                )),
            };
        }
        Val::Unknown(format!(
            "`this.{key}`, not written in the class or its bases"
        ))
    }

    /// What the getter `member` returns, run with `this`.
    fn getter(&mut self, module: &Rc<Module>, member: Node<'_>, this: &Env) -> Val {
        let Some(body) = member.child_by_field_name("body") else {
            return Val::Unknown("a getter without a body".to_owned());
        };
        let mut env = this.clone();
        self.depth += 1;
        let value = self
            .run(module, body, &mut env)
            .unwrap_or(Val::Unknown("a getter that returns nothing".to_owned()));
        self.depth -= 1;
        match env.unknown {
            Some(why) => Val::Unknown(why),
            None => value,
        }
    }

    /// The static member `key` of the class `chain` (most derived first);
    /// for `name`, a static string member whose name ends in `Name`
    /// (`toolName`) when there is no `name`.
    pub(super) fn static_member(&mut self, chain: &Rc<Vec<ClassAt>>, key: &str) -> Option<Val> {
        for wanted in [Some(key), (key == "name").then_some("Name")] {
            let wanted = wanted?;
            for class in chain.iter() {
                let node = class.node()?;
                for member in class_members(node) {
                    let Some(name) = member_name(&class.module.text, member) else {
                        continue;
                    };
                    let fits = if wanted == key {
                        name == key
                    } else {
                        name.ends_with(wanted) && name.len() > wanted.len()
                    };
                    if fits
                        && is_static(member)
                        && let Some(value) = member.child_by_field_name("value")
                    {
                        return Some(self.eval(&class.module, value, &Env::default()));
                    }
                }
            }
        }
        None
    }
}

/// The node of `module` at `span`: the declared value found by
/// [`Eval::declaration`].
pub(super) fn node_at<'m>(module: &'m Module, span: &Range<usize>) -> Option<Node<'m>> {
    let mut node = module
        .root()
        .descendant_for_byte_range(span.start, span.end)?;
    while tree::span(node) != *span {
        node = node.parent()?;
    }
    // The widest node of that span (an expression statement's expression).
    while let Some(parent) = node.parent().filter(|parent| tree::span(*parent) == *span) {
        node = parent;
    }
    Some(node)
}

/// Where `name` is declared at the top of a module: a class or function
/// (the declaration), an enum (its body), a type (the declaration) or a
/// constant (its value).
fn declared(text: &str, root: Node<'_>, name: &str) -> Option<Range<usize>> {
    let named = |declaration: Node<'_>| {
        declaration
            .child_by_field_name("name")
            .is_some_and(|found| tree::text(text, found) == name)
    };
    for declaration in super::values::top_level(root) {
        match declaration.kind() {
            "class_declaration"
            | "abstract_class_declaration"
            | "function_declaration"
            | "generator_function_declaration"
            | "type_alias_declaration"
            | "interface_declaration"
                if named(declaration) =>
            {
                return Some(tree::span(declaration));
            }
            "enum_declaration" if named(declaration) => {
                return declaration.child_by_field_name("body").map(tree::span);
            }
            "lexical_declaration" | "variable_declaration" => {
                for declarator in children(declaration) {
                    if named(declarator) {
                        return declarator.child_by_field_name("value").map(tree::span);
                    }
                }
            }
            _ => {}
        }
    }
    None
}

/// The span of a module's default export (`export default X`: what `X`
/// is, or the expression).
fn default_export(module: &Module) -> Option<Range<usize>> {
    let text = &module.text;
    for statement in children(module.root()) {
        if statement.kind() != "export_statement"
            || !children_all(statement)
                .iter()
                .any(|c| c.kind() == "default")
        {
            continue;
        }
        if let Some(declaration) = statement.child_by_field_name("declaration") {
            return Some(tree::span(declaration));
        }
        let value = statement.child_by_field_name("value")?;
        if value.kind() == "identifier" {
            return declared(text, module.root(), tree::text(text, value));
        }
        return Some(tree::span(value));
    }
    None
}

/// Every child of `node`, the anonymous tokens too.
fn children_all(node: Node<'_>) -> Vec<Node<'_>> {
    let mut cursor = node.walk();
    node.children(&mut cursor).collect()
}

/// Whether `node` has the anonymous token `token` (`static`, `get`).
fn has_token(node: Node<'_>, token: &str) -> bool {
    children_all(node).iter().any(|child| child.kind() == token)
}

/// Whether a class member is static.
pub(super) fn is_static(member: Node<'_>) -> bool {
    has_token(member, "static")
}

/// The members of a class declaration's body.
pub(super) fn class_members(class: Node<'_>) -> Vec<Node<'_>> {
    class
        .child_by_field_name("body")
        .map(children)
        .unwrap_or_default()
}

/// A class member's name.
pub(super) fn member_name<'t>(text: &'t str, member: Node<'_>) -> Option<&'t str> {
    member
        .child_by_field_name("name")
        .or_else(|| member.child_by_field_name("property"))
        .map(|name| tree::text(text, name))
}

/// Whether the class's constructor sets `this.key` from one of its
/// parameters (`this.name = name`, destructured or not).
fn sets_in_constructor(class: &ClassAt, key: &str) -> bool {
    let Some(node) = class.node() else {
        return false;
    };
    let text = &class.module.text;
    class_members(node)
        .into_iter()
        .filter(|member| member_name(text, *member) == Some("constructor"))
        .any(|constructor| {
            let mut found = false;
            tree::preorder(constructor, |node| {
                if node.kind() == "assignment_expression"
                    && node
                        .child_by_field_name("left")
                        .is_some_and(|left| tree::text(text, left) == format!("this.{key}"))
                    && node
                        .child_by_field_name("right")
                        .is_some_and(|right| unwrap(right).kind() == "identifier")
                {
                    found = true;
                }
            });
            found
        })
}
