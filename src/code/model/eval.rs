//! The one evaluator over the shared model: what value reaches an
//! expression, through bindings (of the module and of the functions
//! around it), imports, member access, spreads, calls of the project's
//! functions with their parameters bound at the call site, returns and
//! conditions on known values. Bounded: at most [`Limits::steps`]
//! expressions, [`Limits::depth`] calls deep and [`Limits::modules`]
//! modules per evaluator; each module is lowered once.

use std::collections::HashMap;
use std::path::Path;
use std::rc::Rc;
use std::sync::Arc;

use super::ir::{Arg, Entry, Expr, Function, Lit, Module, Stmt};
use super::value::{Kind, Site, Val};

/// How far one evaluator goes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limits {
    /// How many expressions it evaluates in all.
    pub steps: usize,
    /// How many calls deep parameters are bound (a helper calling a
    /// helper calling a helper).
    pub depth: usize,
    /// How many modules it lowers besides the ones it is given.
    pub modules: usize,
}

/// The bounds of every reading: depth 3 for call-site binding.
pub const LIMITS: Limits = Limits {
    steps: 20_000,
    depth: 3,
    modules: 24,
};

/// Where the evaluator gets the modules a module imports: the language's
/// resolver, which finds the file (through the reading's `TextSource`),
/// parses it once and lowers it.
pub trait Resolver {
    /// The module `specifier` names when imported from the file `from`:
    /// its key (its file, or a Go package's folder) and its lowered form;
    /// `None` when it is not the project's or cannot be reached.
    fn resolve(&mut self, from: &Path, specifier: &str) -> Option<(Arc<Path>, Module)>;
}

/// A resolver that reaches no module: evaluation within the modules given.
pub struct NoImports;

impl Resolver for NoImports {
    fn resolve(&mut self, _from: &Path, _specifier: &str) -> Option<(Arc<Path>, Module)> {
        None
    }
}

/// What the names of a place are bound to: its module, its file, and the
/// locals of the functions around it.
#[derive(Debug, Clone)]
pub struct Scope {
    /// The module's key.
    module: Arc<Path>,
    /// The file the expressions are written in.
    file: Arc<Path>,
    /// The locals (parameters and assignments), by name.
    locals: HashMap<String, Val>,
}

/// The evaluator of one reading.
pub struct Evaluator<'r> {
    resolver: Box<dyn Resolver + 'r>,
    modules: HashMap<Arc<Path>, Rc<Module>>,
    /// Which module each (importing file, specifier) reached.
    resolved: HashMap<(Arc<Path>, String), Option<Arc<Path>>>,
    limits: Limits,
    lowered: usize,
    steps: usize,
    depth: usize,
    /// The module-level bindings being evaluated (a cycle stays unknown).
    following: Vec<(Arc<Path>, String)>,
}

impl<'r> Evaluator<'r> {
    /// An evaluator reaching other modules through `resolver`.
    pub fn new(resolver: Box<dyn Resolver + 'r>, limits: Limits) -> Evaluator<'r> {
        Evaluator {
            resolver,
            modules: HashMap::new(),
            resolved: HashMap::new(),
            limits,
            lowered: 0,
            steps: 0,
            depth: 0,
            following: Vec::new(),
        }
    }

    /// Gives the evaluator a module lowered by the caller (the file being
    /// read), under `key`.
    pub fn add(&mut self, key: Arc<Path>, module: Module) {
        self.modules.insert(key, Rc::new(module));
    }

    /// The scope of a place in the module `key`, inside `enclosing` (the
    /// functions around it, outermost first, each with the statements of
    /// its body written before the place): their parameters bound to their
    /// defaults (a parameter without one is unknown: its caller gives it),
    /// then their assignments run in order.
    pub fn scope(&mut self, key: &Arc<Path>, enclosing: &[Function]) -> Scope {
        let file = self.file_of(key, 0);
        let mut scope = Scope {
            module: key.clone(),
            file,
            locals: HashMap::new(),
        };
        for function in enclosing {
            for param in &function.params {
                let value = match &param.default {
                    Some(default) => self.eval(&scope, default),
                    None => Val::unknown(
                        format!("`{}`, a parameter its caller gives", param.name),
                        None,
                    ),
                };
                scope.locals.insert(param.name.clone(), value);
            }
            // What the body returns before the place is not the place's.
            let _ = self.exec(&mut scope, &function.body);
        }
        scope
    }

    /// What value reaches `expr` in `scope`.
    pub fn eval(&mut self, scope: &Scope, expr: &Expr) -> Val {
        self.steps += 1;
        let site = Some(Site {
            file: scope.file.clone(),
            span: expr.span(),
        });
        if self.steps > self.limits.steps {
            return Val::unknown("past the evaluation's bound", site);
        }
        match expr {
            Expr::Lit(lit, _) => Val::new(
                match lit {
                    Lit::Str(text) => Kind::Str(text.clone()),
                    Lit::Bool(value) => Kind::Bool(*value),
                    Lit::Num(text) => Kind::Num(text.clone()),
                    Lit::Nothing => Kind::Nothing,
                },
                site,
            ),
            Expr::Name(name, _) => self.name(scope, name, site),
            Expr::Member(object, key, _) => self.member(scope, object, key, site),
            Expr::Index(object, key, _) => {
                let object = self.eval(scope, object);
                let key = self.eval(scope, key);
                let found = match (&object.kind, &key.kind) {
                    (Kind::Object(_), Kind::Str(key)) => object.member(key).cloned(),
                    (Kind::List(items), Kind::Num(index)) => index
                        .parse::<usize>()
                        .ok()
                        .and_then(|index| items.get(index).cloned()),
                    _ => None,
                };
                found.unwrap_or_else(|| Val::unknown(unknown_why(&object, "a member"), site))
            }
            Expr::Call(callee, args, _) => self.call(scope, callee, args, site),
            Expr::Object(entries, _) => {
                let mut members: Vec<(String, Val)> = Vec::new();
                for entry in entries {
                    match entry {
                        Entry::Pair(key, value) => {
                            members.push((key.clone(), self.eval(scope, value)));
                        }
                        Entry::Spread(spread) => match self.eval(scope, spread) {
                            Val {
                                kind: Kind::Object(spread),
                                ..
                            } => members.extend(spread),
                            other => {
                                return Val::unknown(unknown_why(&other, "a spread"), site);
                            }
                        },
                    }
                }
                Val::new(Kind::Object(members), site)
            }
            Expr::List(items, _) => {
                let items = items.iter().map(|item| self.eval(scope, item)).collect();
                Val::new(Kind::List(items), site)
            }
            Expr::Concat(parts, _) => {
                let mut made = String::new();
                for part in parts {
                    let part = self.eval(scope, part);
                    match &part.kind {
                        Kind::Str(text) | Kind::Num(text) => made.push_str(text),
                        _ => return Val::unknown(unknown_why(&part, "a part of a string"), site),
                    }
                }
                Val::new(Kind::Str(made), site)
            }
            Expr::Compare(equal, left, right, _) => {
                let left = self.eval(scope, left);
                let right = self.eval(scope, right);
                match left.equals(&right) {
                    Some(same) => Val::new(Kind::Bool(same == *equal), site),
                    None => Val::unknown("a comparison of values not known", site),
                }
            }
            Expr::Not(inner, _) => match self.eval(scope, inner).truthy() {
                Some(value) => Val::new(Kind::Bool(!value), site),
                None => Val::unknown("the negation of a value not known", site),
            },
            Expr::Cond(parts, _) => {
                let [test, then, otherwise] = parts.as_ref();
                match self.eval(scope, test).truthy() {
                    Some(true) => self.eval(scope, then),
                    Some(false) => self.eval(scope, otherwise),
                    None => Val::unknown("a condition not known", site),
                }
            }
            Expr::Unknown(why, _) => Val::unknown(why.clone(), site),
        }
    }

    /// The value bound to `name`: a local, a binding of the module, a name
    /// it imports.
    fn name(&mut self, scope: &Scope, name: &str, site: Option<Site>) -> Val {
        if let Some(local) = scope.locals.get(name) {
            return self.came_through(local.clone(), name, site);
        }
        let module = scope.module.clone();
        let value = self.module_name(&module, name);
        self.came_through(value, name, site)
    }

    /// The value the module `key` binds to `name` (a binding, or a name
    /// it imports from another).
    fn module_name(&mut self, key: &Arc<Path>, name: &str) -> Val {
        let Some(module) = self.modules.get(key).cloned() else {
            return Val::unknown(format!("`{name}`, in a module not read"), None);
        };
        if let Some(binding) = module.binding(name) {
            let entry = (key.clone(), name.to_owned());
            if self.following.contains(&entry) {
                return Val::unknown(format!("`{name}`, defined through itself"), None);
            }
            self.following.push(entry);
            let scope = Scope {
                module: key.clone(),
                file: self.file_of(key, binding.file),
                locals: HashMap::new(),
            };
            let value = self.eval(&scope, &binding.value);
            self.following.pop();
            return value;
        }
        if let Some(import) = module.import(name).cloned() {
            let file = self.file_of(key, 0);
            return match (self.module_of(&file, &import.specifier), &import.name) {
                (Some(imported), Some(original)) => self.module_name(&imported, original),
                (Some(_), None) => Val::unknown(format!("`{name}`, a module"), None),
                (None, _) => Val::unknown(
                    format!("`{name}`, from `{}`, not read", import.specifier),
                    None,
                ),
            };
        }
        if let Some(rest) = self.rest_of(key, &module) {
            return self.module_name(&rest, name);
        }
        Val::unknown(format!("`{name}`, not a value hintlint can follow"), None)
    }

    /// The module holding the rest of `module`'s names (a Go file's
    /// package siblings), lowered once.
    fn rest_of(&mut self, key: &Arc<Path>, module: &Module) -> Option<Arc<Path>> {
        let rest = module.rest.as_ref()?;
        let file = self.file_of(key, 0);
        self.module_of(&file, rest).filter(|rest| rest != key)
    }

    /// `object.key`: a name of an imported module, a member of an object.
    fn member(&mut self, scope: &Scope, object: &Expr, key: &str, site: Option<Site>) -> Val {
        if let Some(imported) = self.imported_module(scope, object) {
            let value = self.module_name(&imported, key);
            return self.came_through(value, key, site);
        }
        let value = self.eval(scope, object);
        match value.member(key) {
            Some(member) => member.clone(),
            None => Val::unknown(unknown_why(&value, &format!("`.{key}`")), site),
        }
    }

    /// The module `expr` names, when it is a name of a module imported
    /// whole (`import tools`, a Go package) and no local hides it.
    fn imported_module(&mut self, scope: &Scope, expr: &Expr) -> Option<Arc<Path>> {
        let Expr::Name(name, _) = expr else {
            return None;
        };
        if scope.locals.contains_key(name) {
            return None;
        }
        let module = self.modules.get(&scope.module)?.clone();
        let import = module.import(name).filter(|import| import.name.is_none())?;
        self.module_of(&scope.file, &import.specifier)
    }

    /// A call of a function of the project: what it returns with its
    /// parameters bound to the call's arguments.
    fn call(&mut self, scope: &Scope, callee: &Expr, args: &[Arg], site: Option<Site>) -> Val {
        let target = match callee {
            Expr::Name(name, _) if !scope.locals.contains_key(name) => {
                self.function_named(&scope.module.clone(), name)
            }
            Expr::Member(object, name, _) => self
                .imported_module(scope, object)
                .and_then(|module| self.function_named(&module, name)),
            _ => None,
        };
        let Some((module, function)) = target else {
            return Val::unknown("a call of a function hintlint does not follow", site);
        };
        if self.depth >= self.limits.depth {
            return Val::unknown(
                format!(
                    "`{}`, called deeper than the evaluation follows",
                    function.name
                ),
                site,
            );
        }
        let mut locals = HashMap::new();
        let mut positional = Vec::new();
        let mut keywords: Vec<(String, Val)> = Vec::new();
        for arg in args {
            match arg {
                Arg::Positional(value) => positional.push(self.eval(scope, value)),
                Arg::Keyword(name, value) => keywords.push((name.clone(), self.eval(scope, value))),
                Arg::Spread(value) => match self.eval(scope, value) {
                    Val {
                        kind: Kind::Object(members),
                        ..
                    } => keywords.extend(members),
                    other => return Val::unknown(unknown_why(&other, "a spread argument"), site),
                },
            }
        }
        let mut callee_scope = Scope {
            module: module.clone(),
            file: self.file_of(&module, function.file),
            locals: HashMap::new(),
        };
        let mut positional = positional.into_iter();
        for param in &function.params {
            let given = positional.next().or_else(|| {
                keywords
                    .iter()
                    .rev()
                    .find(|(name, _)| *name == param.name)
                    .map(|(_, value)| value.clone())
            });
            let value = match (given, &param.default) {
                (Some(value), _) => value,
                (None, Some(default)) => self.eval(&callee_scope, default),
                (None, None) => Val::unknown(format!("`{}`, not given", param.name), None),
            };
            locals.insert(param.name.clone(), value);
        }
        callee_scope.locals = locals;
        self.depth += 1;
        let returned = self.exec(&mut callee_scope, &function.body);
        self.depth -= 1;
        let value = returned.unwrap_or_else(|| {
            Val::unknown(
                format!("`{}` returns no value hintlint follows", function.name),
                None,
            )
        });
        match site {
            Some(site) => value.through(&format!("{}()", function.name), site),
            None => value,
        }
    }

    /// The function `name` of the module `key`, or the one it imports
    /// under that name.
    fn function_named(&mut self, key: &Arc<Path>, name: &str) -> Option<(Arc<Path>, Rc<Function>)> {
        let module = self.modules.get(key)?.clone();
        if let Some(function) = module.function(name) {
            return Some((key.clone(), Rc::new(function.clone())));
        }
        let Some(import) = module.import(name).cloned() else {
            let rest = self.rest_of(key, &module)?;
            return self.function_named(&rest, name);
        };
        let original = import.name.as_ref()?;
        let file = self.file_of(key, 0);
        let imported = self.module_of(&file, &import.specifier)?;
        let imported_module = self.modules.get(&imported)?.clone();
        let function = imported_module.function(original)?;
        Some((imported, Rc::new(function.clone())))
    }

    /// Runs `body` in `scope`: its assignments bind locals; the value of
    /// the first `return` reached, if any.
    fn exec(&mut self, scope: &mut Scope, body: &[Stmt]) -> Option<Val> {
        for statement in body {
            match statement {
                Stmt::Assign(binding) => {
                    let value = self.eval(scope, &binding.value);
                    scope.locals.insert(binding.name.clone(), value);
                }
                Stmt::Return(value) => return Some(self.eval(scope, value)),
                Stmt::If(test, then, otherwise) => {
                    let test_value = self.eval(scope, test);
                    match test_value.truthy() {
                        Some(true) => {
                            if let Some(returned) = self.exec(scope, then) {
                                return Some(returned);
                            }
                        }
                        Some(false) => {
                            if let Some(returned) = self.exec(scope, otherwise) {
                                return Some(returned);
                            }
                        }
                        None => {
                            let why = unknown_why(&test_value, "a condition");
                            if returns(then) || returns(otherwise) {
                                return Some(Val::unknown(why, None));
                            }
                            for name in assigned(then).into_iter().chain(assigned(otherwise)) {
                                scope
                                    .locals
                                    .insert(name.to_owned(), Val::unknown(why.clone(), None));
                            }
                        }
                    }
                }
                Stmt::Other => {}
            }
        }
        None
    }

    /// The module `specifier` names from `file`, lowered once.
    fn module_of(&mut self, file: &Arc<Path>, specifier: &str) -> Option<Arc<Path>> {
        let entry = (file.clone(), specifier.to_owned());
        if let Some(known) = self.resolved.get(&entry) {
            return known.clone();
        }
        let found = if self.lowered >= self.limits.modules {
            None
        } else {
            self.resolver.resolve(file, specifier).map(|(key, module)| {
                if !self.modules.contains_key(&key) {
                    self.lowered += 1;
                    self.modules.insert(key.clone(), Rc::new(module));
                }
                key
            })
        };
        self.resolved.insert(entry, found.clone());
        found
    }

    /// The file of index `index` in the module `key` (the key itself when
    /// the module is not known or names none).
    fn file_of(&self, key: &Arc<Path>, index: usize) -> Arc<Path> {
        self.modules
            .get(key)
            .and_then(|module| module.files.get(index).cloned())
            .unwrap_or_else(|| key.clone())
    }

    /// `value` as reached through the name `name` used at `site`.
    fn came_through(&self, value: Val, name: &str, site: Option<Site>) -> Val {
        match site {
            Some(site) => value.through(name, site),
            None => value,
        }
    }
}

/// Why a value made from `value` is unknown: its own reason, or that it
/// is not the kind `what` needs.
fn unknown_why(value: &Val, what: &str) -> String {
    match &value.kind {
        Kind::Unknown(why) => why.clone(),
        _ => format!("{what} of a value of another kind"),
    }
}

/// Whether `body` returns somewhere.
fn returns(body: &[Stmt]) -> bool {
    body.iter().any(|statement| match statement {
        Stmt::Return(_) => true,
        Stmt::If(_, then, otherwise) => returns(then) || returns(otherwise),
        _ => false,
    })
}

/// The names `body` assigns, at any depth.
fn assigned(body: &[Stmt]) -> Vec<&str> {
    let mut names = Vec::new();
    for statement in body {
        match statement {
            Stmt::Assign(binding) => names.push(binding.name.as_str()),
            Stmt::If(_, then, otherwise) => {
                names.extend(assigned(then));
                names.extend(assigned(otherwise));
            }
            _ => {}
        }
    }
    names
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::code::model::ir::{Binding, Import, Param};

    fn lit(text: &str) -> Expr {
        Expr::Lit(Lit::Str(text.to_owned()), 0..1)
    }

    fn name(text: &str) -> Expr {
        Expr::Name(text.to_owned(), 0..1)
    }

    fn call(callee: &str, args: Vec<Arg>) -> Expr {
        Expr::Call(Box::new(name(callee)), args, 0..1)
    }

    fn binding(text: &str, value: Expr) -> Binding {
        Binding {
            name: text.to_owned(),
            value,
            span: 0..1,
            file: 0,
        }
    }

    fn function(text: &str, params: &[&str], body: Vec<Stmt>) -> Function {
        Function {
            name: text.to_owned(),
            params: params
                .iter()
                .map(|param| Param {
                    name: (*param).to_owned(),
                    default: None,
                })
                .collect(),
            body,
            span: 0..1,
            file: 0,
        }
    }

    /// Evaluates `expr` at the top of `module`, with `resolver`.
    fn run(module: Module, expr: &Expr, limits: Limits, resolver: Box<dyn Resolver>) -> Val {
        let key: Arc<Path> = Arc::from(Path::new("main.py"));
        let mut evaluator = Evaluator::new(resolver, limits);
        evaluator.add(key.clone(), module);
        let scope = evaluator.scope(&key, &[]);
        evaluator.eval(&scope, expr)
    }

    #[test]
    fn parameters_are_bound_at_each_call_site_three_calls_deep() {
        // outer(x) -> middle(x) -> inner(x) -> x + "_tool"
        let module = Module {
            functions: vec![
                function(
                    "outer",
                    &["x"],
                    vec![Stmt::Return(call(
                        "middle",
                        vec![Arg::Positional(name("x"))],
                    ))],
                ),
                function(
                    "middle",
                    &["x"],
                    vec![Stmt::Return(call(
                        "inner",
                        vec![Arg::Keyword("x".to_owned(), name("x"))],
                    ))],
                ),
                function(
                    "inner",
                    &["x"],
                    vec![Stmt::Return(Expr::Concat(
                        vec![name("x"), lit("_tool")],
                        0..1,
                    ))],
                ),
            ],
            ..Module::default()
        };
        let two = call("outer", vec![Arg::Positional(lit("list"))]);
        let found = run(module.clone(), &two, LIMITS, Box::new(NoImports));
        assert_eq!(found.as_str(), Some("list_tool"));
        assert_eq!(
            found
                .from
                .through
                .iter()
                .map(|via| via.what.as_str())
                .collect::<Vec<_>>(),
            ["outer()", "middle()", "inner()"],
            "the calls it came through, outermost first"
        );
        let shallow = Limits { depth: 2, ..LIMITS };
        let found = run(module, &two, shallow, Box::new(NoImports));
        assert!(
            matches!(&found.kind, Kind::Unknown(why) if why.contains("deeper")),
            "{found:?}"
        );
    }

    #[test]
    fn spreads_merge_and_a_later_member_wins() {
        let module = Module {
            bindings: vec![binding(
                "READ",
                Expr::Object(
                    vec![Entry::Pair(
                        "readOnlyHint".to_owned(),
                        Expr::Lit(Lit::Bool(true), 3..7),
                    )],
                    0..9,
                ),
            )],
            ..Module::default()
        };
        let merged = Expr::Object(
            vec![
                Entry::Spread(name("READ")),
                Entry::Pair(
                    "readOnlyHint".to_owned(),
                    Expr::Lit(Lit::Bool(false), 20..25),
                ),
            ],
            10..30,
        );
        let found = run(module.clone(), &merged, LIMITS, Box::new(NoImports));
        let read_only = found.member("readOnlyHint").map(|value| value.kind.clone());
        assert_eq!(read_only, Some(Kind::Bool(false)));
        let spread = run(
            module,
            &Expr::Member(Box::new(name("READ")), "readOnlyHint".to_owned(), 0..1),
            LIMITS,
            Box::new(NoImports),
        );
        assert_eq!(spread.kind, Kind::Bool(true));
        assert_eq!(
            spread.from.written.map(|site| site.span),
            Some(3..7),
            "where the value is written, not where it is used"
        );
    }

    #[test]
    fn what_cannot_be_followed_stays_unknown_with_its_reason() {
        let module = Module {
            bindings: vec![binding("A", name("B")), binding("B", name("A"))],
            functions: vec![function(
                "pick",
                &["flag"],
                vec![Stmt::If(
                    name("flag"),
                    vec![Stmt::Return(lit("a"))],
                    vec![Stmt::Return(lit("b"))],
                )],
            )],
            ..Module::default()
        };
        let cycle = run(module.clone(), &name("A"), LIMITS, Box::new(NoImports));
        assert!(
            matches!(&cycle.kind, Kind::Unknown(why) if why.contains("itself")),
            "{cycle:?}"
        );
        let unknown = run(
            module.clone(),
            &call("pick", vec![]),
            LIMITS,
            Box::new(NoImports),
        );
        assert!(
            matches!(&unknown.kind, Kind::Unknown(why) if why.contains("not given")),
            "{unknown:?}"
        );
        let known = run(
            module,
            &call(
                "pick",
                vec![Arg::Positional(Expr::Lit(Lit::Str(String::new()), 0..1))],
            ),
            LIMITS,
            Box::new(NoImports),
        );
        assert_eq!(known.as_str(), Some("b"), "an empty string is false");
        let bounded = Limits { steps: 1, ..LIMITS };
        let past = run(
            Module::default(),
            &Expr::Concat(vec![lit("a"), lit("b")], 0..1),
            bounded,
            Box::new(NoImports),
        );
        assert!(
            matches!(&past.kind, Kind::Unknown(why) if why.contains("bound")),
            "{past:?}"
        );
    }

    /// A resolver of one module, `presets`, counting how often it is asked.
    struct Presets(Rc<std::cell::Cell<usize>>);

    impl Resolver for Presets {
        fn resolve(&mut self, _from: &Path, specifier: &str) -> Option<(Arc<Path>, Module)> {
            self.0.set(self.0.get() + 1);
            (specifier == "presets").then(|| {
                let module = Module {
                    files: vec![Arc::from(Path::new("presets.py"))],
                    bindings: vec![binding("PREFIX", lit("crm_"))],
                    ..Module::default()
                };
                (Arc::from(Path::new("presets.py")), module)
            })
        }
    }

    #[test]
    fn imports_are_resolved_once_and_followed_by_name_or_module() {
        let asked = Rc::new(std::cell::Cell::new(0));
        let module = Module {
            imports: vec![
                Import {
                    local: "PREFIX".to_owned(),
                    specifier: "presets".to_owned(),
                    name: Some("PREFIX".to_owned()),
                },
                Import {
                    local: "presets".to_owned(),
                    specifier: "presets".to_owned(),
                    name: None,
                },
            ],
            ..Module::default()
        };
        let both = Expr::Concat(
            vec![
                name("PREFIX"),
                Expr::Member(Box::new(name("presets")), "PREFIX".to_owned(), 0..1),
            ],
            0..1,
        );
        let found = run(module, &both, LIMITS, Box::new(Presets(asked.clone())));
        assert_eq!(found.as_str(), Some("crm_crm_"));
        assert_eq!(asked.get(), 1, "one module, resolved once");
    }
}
