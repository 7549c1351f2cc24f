//! Go lowered into the shared program model (`code::model`): a file's
//! constants, package-level variables and functions, its package siblings
//! (the module's `rest`), the packages of its own module it imports (each
//! a module of its folder's files); in a function's body `:=`, `=` and
//! `var` of one name, `if`/`else` and `return`; expressions from literals
//! and `+` to selectors, calls and struct literals (their keyed fields as
//! members, `&` dropped).

use std::borrow::Cow;
use std::path::Path;
use std::sync::Arc;

use tree_sitter::Node;

use super::mirror;
use super::values::{element, string};
use crate::code::Language;
use crate::code::model::{
    Arg, Binding, Entry, Expr, Function, Import, Kind, Lit, Lower, Module, Param, Reading,
    Resolver, Site, Stmt, Val, enclosing, lowered_function, parsed, unmodelled, written_before,
};
use crate::code::registration::{Place, line_of};
use crate::code::tree::{self, children, span, spot};
use crate::document::Str;

/// The prefix of the specifier of a file's package siblings.
const SIBLINGS: &str = "siblings of ";

/// Go's lowering of the files of one module (its imports need the place
/// of each file: the `go.mod` it is under).
pub struct Go<'p> {
    /// The texts of the files.
    texts: &'p dyn crate::base::files::TextSource,
}

impl Go<'_> {
    /// The module of one file at `path`.
    fn file(&self, text: &str, root: Node<'_>, path: &Path) -> Module {
        let mut module = Module {
            files: vec![Arc::from(path)],
            ..Module::default()
        };
        let place = Place {
            path,
            texts: self.texts,
        };
        for (local, folder) in mirror::own_packages(text, root, place, &[]) {
            module.imports.push(Import {
                local: local.to_owned(),
                specifier: folder.to_string_lossy().into_owned(),
                name: None,
            });
        }
        for declaration in children(root) {
            match declaration.kind() {
                "function_declaration" => {
                    module.functions.extend(function(text, declaration, None));
                }
                "const_declaration" | "var_declaration" => {
                    module.bindings.extend(specs(text, declaration));
                }
                _ => {}
            }
        }
        module
    }
}

impl Lower for Go<'_> {
    fn module(&self, text: &str, root: Node<'_>, file: Arc<Path>) -> Module {
        let mut module = self.file(text, root, &file);
        module.rest = Some(format!("{SIBLINGS}{}", file.display()));
        module
    }

    fn expr(&self, text: &str, node: Node<'_>) -> Expr {
        expr(text, node)
    }

    fn enclosing(&self, text: &str, node: Node<'_>) -> Vec<Function> {
        enclosing(
            node,
            &["function_declaration", "method_declaration"],
            |parent, inner| function(text, parent, Some(inner)),
        )
    }
}

/// A package's modules: a folder of the module's own (its files merged),
/// or the siblings of a file.
impl Resolver for Go<'_> {
    fn resolve(&mut self, _from: &Path, specifier: &str) -> Option<(Arc<Path>, Module)> {
        let (folder, own) = match specifier.strip_prefix(SIBLINGS) {
            Some(file) => {
                let file = Path::new(file);
                (file.parent()?.to_path_buf(), Some(file.to_path_buf()))
            }
            None => (Path::new(specifier).to_path_buf(), None),
        };
        let mut parts = Vec::new();
        for path in self.texts.go_files(&folder).iter() {
            if own
                .as_deref()
                .is_some_and(|own| own.file_name() == path.file_name())
            {
                continue;
            }
            if let Some((text, tree)) = parsed(self.texts, path, Language::Go) {
                parts.push(self.file(&text, tree.root_node(), path));
            }
        }
        let key: Arc<Path> = match own {
            Some(own) => Arc::from(Path::new(&format!("{SIBLINGS}{}", own.display()))),
            None => Arc::from(folder.as_path()),
        };
        Some((key, Module::merged(parts)))
    }
}

/// The names a `const`/`var` declaration binds (one value per name).
fn specs(text: &str, declaration: Node<'_>) -> Vec<Binding> {
    let mut found = Vec::new();
    tree::preorder(declaration, |node| {
        if !matches!(node.kind(), "const_spec" | "var_spec") {
            return;
        }
        let mut cursor = node.walk();
        let names: Vec<Node<'_>> = node.children_by_field_name("name", &mut cursor).collect();
        let values = node
            .child_by_field_name("value")
            .map(children)
            .unwrap_or_default();
        if names.len() == values.len() {
            for (name, value) in names.into_iter().zip(values) {
                found.push(Binding {
                    name: tree::text(text, name).to_owned(),
                    value: expr(text, value),
                    span: span(node),
                    file: 0,
                });
            }
        }
    });
    found
}

/// A function, its body cut before the statement holding `before`.
fn function(text: &str, node: Node<'_>, before: Option<Node<'_>>) -> Option<Function> {
    let mut params = Vec::new();
    if let Some(parameters) = node.child_by_field_name("parameters") {
        for declaration in children(parameters) {
            let mut cursor = declaration.walk();
            for name in declaration.children_by_field_name("name", &mut cursor) {
                params.push(Param {
                    name: tree::text(text, name).to_owned(),
                    default: None,
                });
            }
        }
    }
    lowered_function(text, node, params, |body| block(text, body, before))
}

/// The statements of a block, up to the one holding `before`.
fn block(text: &str, body: Node<'_>, before: Option<Node<'_>>) -> Vec<Stmt> {
    let statements = match body.named_child(0) {
        Some(list) if list.kind() == "statement_list" => children(list),
        _ => children(body),
    };
    written_before(statements, before)
        .flat_map(|statement| self::statement(text, statement))
        .collect()
}

/// One statement (a declaration of several names is several).
fn statement(text: &str, node: Node<'_>) -> Vec<Stmt> {
    match node.kind() {
        "short_var_declaration" | "assignment_statement" => {
            let assigns = node.kind() == "short_var_declaration"
                || node
                    .child_by_field_name("operator")
                    .is_some_and(|operator| tree::text(text, operator) == "=");
            let left = node
                .child_by_field_name("left")
                .map(children)
                .unwrap_or_default();
            let right = node
                .child_by_field_name("right")
                .map(children)
                .unwrap_or_default();
            if !assigns || left.len() != right.len() {
                // `a, err := f()`: each name bound to what is not known.
                return left
                    .iter()
                    .filter(|name| name.kind() == "identifier")
                    .map(|name| {
                        Stmt::Assign(Binding {
                            name: tree::text(text, *name).to_owned(),
                            value: Expr::Unknown("a value of several".to_owned(), span(node)),
                            span: span(node),
                            file: 0,
                        })
                    })
                    .collect();
            }
            left.into_iter()
                .zip(right)
                .filter(|(name, _)| name.kind() == "identifier")
                .map(|(name, value)| {
                    Stmt::Assign(Binding {
                        name: tree::text(text, name).to_owned(),
                        value: expr(text, value),
                        span: span(node),
                        file: 0,
                    })
                })
                .collect()
        }
        "var_declaration" | "const_declaration" => {
            specs(text, node).into_iter().map(Stmt::Assign).collect()
        }
        "return_statement" => vec![Stmt::Return(
            match node
                .named_child(0)
                .map(children)
                .unwrap_or_default()
                .as_slice()
            {
                [only] => expr(text, *only),
                [] => Expr::Lit(Lit::Nothing, span(node)),
                _ => Expr::Unknown("several values".to_owned(), span(node)),
            },
        )],
        "if_statement" if node.child_by_field_name("initializer").is_none() => {
            let (Some(test), Some(then)) = (
                node.child_by_field_name("condition"),
                node.child_by_field_name("consequence"),
            ) else {
                return vec![Stmt::Other];
            };
            let otherwise = match node.child_by_field_name("alternative") {
                Some(alternative) if alternative.kind() == "if_statement" => {
                    statement(text, alternative)
                }
                Some(alternative) => block(text, alternative, None),
                None => Vec::new(),
            };
            vec![Stmt::If(
                expr(text, test),
                block(text, then, None),
                otherwise,
            )]
        }
        _ => vec![Stmt::Other],
    }
}

/// One expression.
fn expr(text: &str, node: Node<'_>) -> Expr {
    let node = element(node);
    let at = span(node);
    let unknown = || Expr::Unknown(unmodelled(tree::text(text, node)), at.clone());
    match node.kind() {
        "true" => Expr::Lit(Lit::Bool(true), at),
        "false" => Expr::Lit(Lit::Bool(false), at),
        "nil" => Expr::Lit(Lit::Nothing, at),
        "int_literal" | "float_literal" => {
            Expr::Lit(Lit::Num(tree::text(text, node).to_owned()), at)
        }
        "interpreted_string_literal" | "raw_string_literal" => match string(text, node) {
            Some(found) => Expr::Lit(Lit::Str(found.value.into_owned()), at),
            None => unknown(),
        },
        "identifier" => Expr::Name(tree::text(text, node).to_owned(), at),
        "parenthesized_expression" => match node.named_child(0) {
            Some(inner) => expr(text, inner),
            None => unknown(),
        },
        "selector_expression" => match (
            node.child_by_field_name("operand"),
            node.child_by_field_name("field"),
        ) {
            (Some(operand), Some(field)) => Expr::Member(
                Box::new(expr(text, operand)),
                tree::text(text, field).to_owned(),
                at,
            ),
            _ => unknown(),
        },
        "binary_expression" => {
            let operator = node
                .child_by_field_name("operator")
                .map(|operator| tree::text(text, operator));
            match (
                operator,
                node.child_by_field_name("left"),
                node.child_by_field_name("right"),
            ) {
                (Some("+"), Some(left), Some(right)) => {
                    Expr::Concat(vec![expr(text, left), expr(text, right)], at)
                }
                (Some(operator @ ("==" | "!=")), Some(left), Some(right)) => Expr::Compare(
                    operator == "==",
                    Box::new(expr(text, left)),
                    Box::new(expr(text, right)),
                    at,
                ),
                _ => unknown(),
            }
        }
        "unary_expression" => {
            let operand = node.child_by_field_name("operand");
            match (tree::text(text, node).chars().next(), operand) {
                (Some('!'), Some(operand)) => Expr::Not(Box::new(expr(text, operand)), at),
                // A pointer is what it points to.
                (Some('&'), Some(operand)) => expr(text, operand),
                _ => unknown(),
            }
        }
        "call_expression" => {
            let (Some(function), Some(arguments)) = (
                node.child_by_field_name("function"),
                node.child_by_field_name("arguments"),
            ) else {
                return unknown();
            };
            // A pointer helper around one boolean (`ptr.To(true)`,
            // `boolPtr(false)`) is the boolean, as the reader reads it.
            if let [only] = children(arguments).as_slice()
                && matches!(only.kind(), "true" | "false")
            {
                return expr(text, *only);
            }
            let mut args = Vec::new();
            for argument in children(arguments) {
                match argument.kind() {
                    "comment" => {}
                    "variadic_argument" => return unknown(),
                    _ => args.push(Arg::Positional(expr(text, argument))),
                }
            }
            Expr::Call(Box::new(expr(text, function)), args, at)
        }
        "composite_literal" => match node.child_by_field_name("body") {
            Some(body) => {
                let mut entries = Vec::new();
                let mut items = Vec::new();
                for field in children(body) {
                    match (
                        field.kind(),
                        field.child_by_field_name("key"),
                        field.child_by_field_name("value"),
                    ) {
                        ("keyed_element", Some(key), Some(value)) => entries.push(Entry::Pair(
                            tree::text(text, element(key)).to_owned(),
                            expr(text, value),
                        )),
                        ("literal_element", _, _) => items.push(expr(text, field)),
                        _ => {}
                    }
                }
                match items.is_empty() {
                    true => Expr::Object(entries, at),
                    false if entries.is_empty() => Expr::List(items, at),
                    false => unknown(),
                }
            }
            None => unknown(),
        },
        _ => unknown(),
    }
}

/// The evaluation of one Go file's names, made when the first is asked
/// for: its module, its package siblings and the packages of its module
/// it imports each lowered once.
pub struct Names<'t> {
    /// The file's text.
    text: &'t str,
    /// Where it is.
    place: Option<Place<'t>>,
    /// The reading, once made.
    reading: Option<Reading<'t>>,
}

impl<'t> Names<'t> {
    /// The names of the file `text` at `place` (none without a place:
    /// a package is a folder).
    pub fn new(text: &'t str, place: Option<Place<'t>>) -> Names<'t> {
        Names {
            text,
            place,
            reading: None,
        }
    }

    /// The string `node` evaluates to, over the model.
    pub fn string(&mut self, node: Node<'_>) -> Option<Str<'t>> {
        match self.value(node)?.kind {
            Kind::Str(name) => Some(Str {
                value: Cow::Owned(name),
                span: spot(node),
            }),
            _ => None,
        }
    }

    /// Where `site` is, as shown (`schema.go, line 73`).
    pub fn shown(&self, site: &Site) -> String {
        let file = site.file.file_name().unwrap_or_default().to_string_lossy();
        match self.place.and_then(|place| place.texts.text(&site.file)) {
            Some(text) => format!("{file}, line {}", line_of(&text, site.span.start)),
            None => file.into_owned(),
        }
    }

    /// What `node` evaluates to, over the model.
    pub fn value(&mut self, node: Node<'_>) -> Option<Val> {
        let place = self.place?;
        let text = self.text;
        let reading = self.reading.get_or_insert_with(|| {
            Reading::new(
                Box::new(Go { texts: place.texts }),
                Box::new(Go { texts: place.texts }),
                (
                    text,
                    crate::code::model::root_of(node),
                    Arc::from(place.path),
                ),
            )
        });
        Some(reading.value(text, node))
    }
}
