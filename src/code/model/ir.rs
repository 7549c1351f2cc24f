//! The small shared model every language lowers its syntax tree into:
//! modules with their bindings, functions and imports; statements of a
//! function's body; expressions. Every node keeps the byte range it was
//! written at in its file.

use std::ops::Range;

/// A lowered module: a file (Python, TypeScript) or a package's files
/// (Go).
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Module {
    /// The files it is lowered from (one, or a Go package's): bindings and
    /// functions name theirs by index.
    pub files: Vec<std::sync::Arc<std::path::Path>>,
    /// The module-level bindings (constants, variables, a class of
    /// constants lowered as an object), in the order written.
    pub bindings: Vec<Binding>,
    /// The module's functions.
    pub functions: Vec<Function>,
    /// What the module imports.
    pub imports: Vec<Import>,
    /// The specifier of the module holding the names this one does not
    /// (a Go file's package siblings), resolved when one is looked up.
    pub rest: Option<String>,
}

/// A name bound to an expression.
#[derive(Debug, Clone, PartialEq)]
pub struct Binding {
    /// The name.
    pub name: String,
    /// What it is bound to.
    pub value: Expr,
    /// Where the binding is written.
    pub span: Range<usize>,
    /// The index of its file in its module's `files`.
    pub file: usize,
}

/// A function (or method) with its parameters and body.
#[derive(Debug, Clone, PartialEq)]
pub struct Function {
    /// Its name.
    pub name: String,
    /// Its parameters, in order.
    pub params: Vec<Param>,
    /// Its body.
    pub body: Vec<Stmt>,
    /// Where it is written.
    pub span: Range<usize>,
    /// The index of its file in its module's `files`.
    pub file: usize,
}

/// A function's parameter.
#[derive(Debug, Clone, PartialEq)]
pub struct Param {
    /// Its name.
    pub name: String,
    /// Its default value, when it has one.
    pub default: Option<Expr>,
}

/// An import: a name of the module bound to another module (`import x`,
/// a Go package) or to one of its names (`from x import y`).
#[derive(Debug, Clone, PartialEq)]
pub struct Import {
    /// The name it binds in the importing module.
    pub local: String,
    /// The module, as the language writes it (a Go import path, a Python
    /// dotted or relative module, a TypeScript specifier); the resolver
    /// turns it into a module.
    pub specifier: String,
    /// The name imported from it; `None` for the module itself.
    pub name: Option<String>,
}

/// A statement of a function's body.
#[derive(Debug, Clone, PartialEq)]
pub enum Stmt {
    /// `name = value` (`:=`, `var`, `const`, `let`).
    Assign(Binding),
    /// `if test { then } else { otherwise }`.
    If(Expr, Vec<Stmt>, Vec<Stmt>),
    /// `return value` (`Nothing` for a bare `return`).
    Return(Expr),
    /// Any other statement: it binds nothing the evaluator follows.
    Other,
}

/// An expression.
#[derive(Debug, Clone, PartialEq)]
pub enum Expr {
    /// A literal.
    Lit(Lit, Range<usize>),
    /// A name.
    Name(String, Range<usize>),
    /// `object.member` (a module's name, an object's member, an enum's).
    Member(Box<Expr>, String, Range<usize>),
    /// `object[key]`.
    Index(Box<Expr>, Box<Expr>, Range<usize>),
    /// A call.
    Call(Box<Expr>, Vec<Arg>, Range<usize>),
    /// An object, map, struct or keyword arguments' literal.
    Object(Vec<Entry>, Range<usize>),
    /// A list, array, slice or tuple literal.
    List(Vec<Expr>, Range<usize>),
    /// Strings joined (`a + b`, an f-string, a template).
    Concat(Vec<Expr>, Range<usize>),
    /// `a == b` (`true`) or `a != b` (`false`).
    Compare(bool, Box<Expr>, Box<Expr>, Range<usize>),
    /// `not a`, `!a`.
    Not(Box<Expr>, Range<usize>),
    /// `then if test else otherwise`, `test ? then : otherwise`.
    Cond(Box<[Expr; 3]>, Range<usize>),
    /// What the language's lowering does not model, and why.
    Unknown(String, Range<usize>),
}

/// A literal.
#[derive(Debug, Clone, PartialEq)]
pub enum Lit {
    /// A string.
    Str(String),
    /// A boolean.
    Bool(bool),
    /// A number, as written.
    Num(String),
    /// `None`, `nil`, `null`.
    Nothing,
}

/// A member of an object literal.
#[derive(Debug, Clone, PartialEq)]
pub enum Entry {
    /// `key: value`.
    Pair(String, Expr),
    /// `...value`, `**value`: its members merged in.
    Spread(Expr),
}

/// An argument of a call.
#[derive(Debug, Clone, PartialEq)]
pub enum Arg {
    /// A positional argument.
    Positional(Expr),
    /// `name=value`.
    Keyword(String, Expr),
    /// `**value`, `...value`.
    Spread(Expr),
}

impl Expr {
    /// Where the expression is written.
    pub fn span(&self) -> Range<usize> {
        match self {
            Expr::Lit(_, span)
            | Expr::Name(_, span)
            | Expr::Member(_, _, span)
            | Expr::Index(_, _, span)
            | Expr::Call(_, _, span)
            | Expr::Object(_, span)
            | Expr::List(_, span)
            | Expr::Concat(_, span)
            | Expr::Compare(_, _, _, span)
            | Expr::Not(_, span)
            | Expr::Cond(_, span)
            | Expr::Unknown(_, span) => span.clone(),
        }
    }
}

impl Module {
    /// The function named `name`.
    pub fn function(&self, name: &str) -> Option<&Function> {
        self.functions.iter().find(|function| function.name == name)
    }

    /// The last module-level binding of `name`.
    pub fn binding(&self, name: &str) -> Option<&Binding> {
        self.bindings
            .iter()
            .rev()
            .find(|binding| binding.name == name)
    }

    /// The modules of `parts` as one (a Go package's files): their
    /// files, bindings, functions and imports together.
    pub fn merged(parts: Vec<Module>) -> Module {
        let mut whole = Module::default();
        for part in parts {
            let offset = whole.files.len();
            whole.files.extend(part.files);
            whole
                .bindings
                .extend(part.bindings.into_iter().map(|binding| Binding {
                    file: binding.file + offset,
                    ..binding
                }));
            whole
                .functions
                .extend(part.functions.into_iter().map(|function| Function {
                    file: function.file + offset,
                    ..function
                }));
            whole.imports.extend(part.imports);
        }
        whole
    }

    /// The import that binds `name`.
    pub fn import(&self, name: &str) -> Option<&Import> {
        self.imports.iter().find(|import| import.local == name)
    }
}
