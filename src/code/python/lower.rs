//! Python lowered into the shared program model (`code::model`): module
//! assignments, classes of constants (an enum's members) as objects,
//! functions with their parameters and defaults, `if`/`elif`/`else` and
//! `return`, imports; expressions from literals, f-strings and `+` to
//! calls with keyword arguments and `**` spreads. `ToolAnnotations(…)` and
//! `dict(…)` are objects of their keyword arguments.

use std::borrow::Cow;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use tree_sitter::Node;

use super::definitions::undecorated;
use super::values::string;
use crate::code::Language;
use crate::code::model::{
    Arg, Binding, Entry, Expr, Function, Import, Kind, Lit, Lower, Module, NoImports, Param,
    Reading, Resolver, Stmt, enclosing, lowered_function, parsed, root_of, unmodelled,
    written_before,
};
use crate::code::registration::Place;
use crate::code::tree::{self, children, span, spot};
use crate::document::Str;

/// Python's lowering.
pub struct Python;

impl Lower for Python {
    fn module(&self, text: &str, root: Node<'_>, file: Arc<Path>) -> Module {
        let mut module = Module {
            files: vec![file],
            ..Module::default()
        };
        for statement in children(root) {
            let Some(statement) = undecorated(statement) else {
                continue;
            };
            match statement.kind() {
                "function_definition" => module.functions.extend(function(text, statement, None)),
                "class_definition" => module.bindings.extend(class(text, statement)),
                "import_from_statement" | "import_statement" => {
                    module.imports.extend(imports(text, statement));
                }
                _ => {
                    if let Stmt::Assign(binding) = self::statement(text, statement) {
                        module.bindings.push(binding);
                    }
                }
            }
        }
        module
    }

    fn expr(&self, text: &str, node: Node<'_>) -> Expr {
        expr(text, node)
    }

    fn enclosing(&self, text: &str, node: Node<'_>) -> Vec<Function> {
        enclosing(node, &["function_definition"], |parent, inner| {
            function(text, parent, Some(inner))
        })
    }
}

/// A function, its body cut before the statement holding `before`.
fn function(text: &str, node: Node<'_>, before: Option<Node<'_>>) -> Option<Function> {
    let mut params = Vec::new();
    if let Some(parameters) = node.child_by_field_name("parameters") {
        for parameter in children(parameters) {
            let (name, default) = match parameter.kind() {
                "identifier" => (Some(parameter), None),
                "typed_parameter" => (parameter.named_child(0), None),
                "default_parameter" | "typed_default_parameter" => (
                    parameter.child_by_field_name("name"),
                    parameter.child_by_field_name("value"),
                ),
                // `*args`, `**kwargs`, `*`, `/`: nothing binds by name.
                _ => continue,
            };
            let Some(name) = name.filter(|name| name.kind() == "identifier") else {
                continue;
            };
            params.push(Param {
                name: tree::text(text, name).to_owned(),
                default: default.map(|default| expr(text, default)),
            });
        }
    }
    lowered_function(text, node, params, |body| block(text, body, before))
}

/// The statements of a block, up to the one holding `before`.
fn block(text: &str, body: Node<'_>, before: Option<Node<'_>>) -> Vec<Stmt> {
    written_before(children(body), before)
        .map(|statement| self::statement(text, statement))
        .collect()
}

/// One statement.
fn statement(text: &str, node: Node<'_>) -> Stmt {
    match node.kind() {
        "expression_statement" => {
            let Some(assignment) = node
                .named_child(0)
                .filter(|inner| inner.kind() == "assignment")
            else {
                return Stmt::Other;
            };
            match (
                assignment.child_by_field_name("left"),
                assignment.child_by_field_name("right"),
            ) {
                (Some(left), Some(right)) if left.kind() == "identifier" => Stmt::Assign(Binding {
                    name: tree::text(text, left).to_owned(),
                    value: expr(text, right),
                    span: span(node),
                    file: 0,
                }),
                _ => Stmt::Other,
            }
        }
        "return_statement" => Stmt::Return(match node.named_child(0) {
            Some(value) => expr(text, value),
            None => Expr::Lit(Lit::Nothing, span(node)),
        }),
        "if_statement" => if_statement(text, node),
        _ => Stmt::Other,
    }
}

/// `if … elif … else …` as nested ifs.
fn if_statement(text: &str, node: Node<'_>) -> Stmt {
    let (Some(test), Some(then)) = (
        node.child_by_field_name("condition"),
        node.child_by_field_name("consequence"),
    ) else {
        return Stmt::Other;
    };
    let mut cursor = node.walk();
    let alternatives: Vec<Node<'_>> = node
        .children_by_field_name("alternative", &mut cursor)
        .collect();
    let mut otherwise = Vec::new();
    for alternative in alternatives.iter().rev() {
        let body = alternative
            .child_by_field_name("consequence")
            .or_else(|| alternative.child_by_field_name("body"));
        let branch = body.map(|body| block(text, body, None)).unwrap_or_default();
        otherwise = match (
            alternative.kind(),
            alternative.child_by_field_name("condition"),
        ) {
            ("elif_clause", Some(test)) => vec![Stmt::If(expr(text, test), branch, otherwise)],
            _ => branch,
        };
    }
    Stmt::If(expr(text, test), block(text, then, None), otherwise)
}

/// A class's body assignments (an enum's members, a namespace of
/// constants) as an object bound to the class's name.
fn class(text: &str, node: Node<'_>) -> Option<Binding> {
    let name = tree::text(text, node.child_by_field_name("name")?).to_owned();
    let body = node.child_by_field_name("body")?;
    let entries = children(body)
        .into_iter()
        .filter_map(|statement| match self::statement(text, statement) {
            Stmt::Assign(binding) => Some(Entry::Pair(binding.name, binding.value)),
            _ => None,
        })
        .collect();
    Some(Binding {
        name,
        value: Expr::Object(entries, span(body)),
        span: span(node),
        file: 0,
    })
}

/// The names an import statement binds.
fn imports(text: &str, node: Node<'_>) -> Vec<Import> {
    let mut found = Vec::new();
    let module = node
        .child_by_field_name("module_name")
        .map(|module| tree::text(text, module).to_owned());
    let mut cursor = node.walk();
    for name in node.children_by_field_name("name", &mut cursor) {
        let (original, local) = match name.kind() {
            "aliased_import" => (
                name.child_by_field_name("name"),
                name.child_by_field_name("alias"),
            ),
            _ => (Some(name), Some(name)),
        };
        let (Some(original), Some(local)) = (original, local) else {
            continue;
        };
        let original = tree::text(text, original).to_owned();
        found.push(match &module {
            // `from x import y`
            Some(module) => Import {
                local: tree::text(text, local).to_owned(),
                specifier: module.clone(),
                name: Some(original),
            },
            // `import x.y` binds `x`, `import x.y as z` binds `z`
            None if name.kind() == "aliased_import" => Import {
                local: tree::text(text, local).to_owned(),
                specifier: original,
                name: None,
            },
            None => Import {
                local: original.split('.').next().unwrap_or_default().to_owned(),
                specifier: original,
                name: None,
            },
        });
    }
    found
}

/// One expression.
fn expr(text: &str, node: Node<'_>) -> Expr {
    let at = span(node);
    let unknown = || Expr::Unknown(unmodelled(tree::text(text, node)), at.clone());
    match node.kind() {
        "true" => Expr::Lit(Lit::Bool(true), at),
        "false" => Expr::Lit(Lit::Bool(false), at),
        "none" => Expr::Lit(Lit::Nothing, at),
        "integer" | "float" => Expr::Lit(Lit::Num(tree::text(text, node).to_owned()), at),
        "string" => match string(text, node) {
            Some(found) => Expr::Lit(Lit::Str(found.value.into_owned()), at),
            None => formatted(text, node).unwrap_or_else(unknown),
        },
        "concatenated_string" => Expr::Concat(
            children(node)
                .into_iter()
                .map(|part| expr(text, part))
                .collect(),
            at,
        ),
        "binary_operator" => match (
            node.child_by_field_name("operator")
                .map(|operator| tree::text(text, operator)),
            node.child_by_field_name("left"),
            node.child_by_field_name("right"),
        ) {
            (Some("+"), Some(left), Some(right)) => {
                Expr::Concat(vec![expr(text, left), expr(text, right)], at)
            }
            _ => unknown(),
        },
        "parenthesized_expression" => match node.named_child(0) {
            Some(inner) => expr(text, inner),
            None => unknown(),
        },
        "identifier" => Expr::Name(tree::text(text, node).to_owned(), at),
        "attribute" => match (
            node.child_by_field_name("object"),
            node.child_by_field_name("attribute"),
        ) {
            // An enum member's `.value` is the member's own.
            (Some(object), Some(name))
                if tree::text(text, name) == "value" && object.kind() == "attribute" =>
            {
                expr(text, object)
            }
            (Some(object), Some(name)) => Expr::Member(
                Box::new(expr(text, object)),
                tree::text(text, name).to_owned(),
                at,
            ),
            _ => unknown(),
        },
        "subscript" => match (
            node.child_by_field_name("value"),
            node.child_by_field_name("subscript"),
        ) {
            (Some(object), Some(key)) if node.named_child_count() == 2 => {
                Expr::Index(Box::new(expr(text, object)), Box::new(expr(text, key)), at)
            }
            _ => unknown(),
        },
        "dictionary" => {
            let mut entries = Vec::new();
            for entry in children(node) {
                match entry.kind() {
                    "pair" => match (
                        entry
                            .child_by_field_name("key")
                            .and_then(|key| string(text, key)),
                        entry.child_by_field_name("value"),
                    ) {
                        (Some(key), Some(value)) => {
                            entries.push(Entry::Pair(key.value.into_owned(), expr(text, value)));
                        }
                        _ => return unknown(),
                    },
                    "dictionary_splat" => match entry.named_child(0) {
                        Some(spread) => entries.push(Entry::Spread(expr(text, spread))),
                        None => return unknown(),
                    },
                    "comment" => {}
                    _ => return unknown(),
                }
            }
            Expr::Object(entries, at)
        }
        "list" | "tuple" => Expr::List(
            children(node)
                .into_iter()
                .filter(|item| item.kind() != "comment")
                .map(|item| expr(text, item))
                .collect(),
            at,
        ),
        "not_operator" => match node.child_by_field_name("argument") {
            Some(inner) => Expr::Not(Box::new(expr(text, inner)), at),
            None => unknown(),
        },
        "comparison_operator" => {
            let operands = children(node);
            let operator = node
                .child(1)
                .map(|operator| tree::text(text, operator))
                .unwrap_or_default();
            match (operands.as_slice(), operator) {
                ([left, right], "==" | "!=") => Expr::Compare(
                    operator == "==",
                    Box::new(expr(text, *left)),
                    Box::new(expr(text, *right)),
                    at,
                ),
                _ => unknown(),
            }
        }
        "conditional_expression" => match children(node).as_slice() {
            [then, test, otherwise] => Expr::Cond(
                Box::new([expr(text, *test), expr(text, *then), expr(text, *otherwise)]),
                at,
            ),
            _ => unknown(),
        },
        "call" => call(text, node).unwrap_or_else(unknown),
        _ => unknown(),
    }
}

/// A call: `ToolAnnotations(…)` and `dict(…)` are objects of their
/// keyword arguments; any other a call with its arguments.
fn call(text: &str, node: Node<'_>) -> Option<Expr> {
    let callee = node.child_by_field_name("function")?;
    let arguments = node.child_by_field_name("arguments")?;
    if arguments.kind() != "argument_list" {
        return None;
    }
    let mut args = Vec::new();
    for argument in children(arguments) {
        args.push(match argument.kind() {
            "keyword_argument" => Arg::Keyword(
                tree::text(text, argument.child_by_field_name("name")?).to_owned(),
                expr(text, argument.child_by_field_name("value")?),
            ),
            "dictionary_splat" => Arg::Spread(expr(text, argument.named_child(0)?)),
            "list_splat" => return None,
            "comment" => continue,
            _ => Arg::Positional(expr(text, argument)),
        });
    }
    let written = tree::text(text, callee);
    if written.ends_with("ToolAnnotations") || written == "dict" {
        let mut entries = Vec::new();
        for arg in args {
            entries.push(match arg {
                Arg::Keyword(key, value) => Entry::Pair(key, value),
                Arg::Spread(value) => Entry::Spread(value),
                Arg::Positional(_) => return None,
            });
        }
        return Some(Expr::Object(entries, span(node)));
    }
    Some(Expr::Call(Box::new(expr(text, callee)), args, span(node)))
}

/// An f-string as the concatenation of its pieces (a field with a
/// conversion or a format spec is not modelled).
fn formatted(text: &str, node: Node<'_>) -> Option<Expr> {
    let parts = children(node);
    let prefix = tree::text(text, *parts.first()?).to_ascii_lowercase();
    if prefix.contains('b') {
        return None;
    }
    let mut pieces = Vec::new();
    for part in parts {
        match part.kind() {
            "string_start" | "string_end" => {}
            "string_content" => {
                let written = tree::text(text, part);
                let value = match prefix.contains('r') {
                    true => written.to_owned(),
                    false => tree::unescape(written).into_owned(),
                };
                pieces.push(Expr::Lit(Lit::Str(value), span(part)));
            }
            "interpolation" if part.named_child_count() == 1 => {
                pieces.push(expr(text, part.child_by_field_name("expression")?));
            }
            _ => return None,
        }
    }
    Some(Expr::Concat(pieces, span(node)))
}

/// Python's modules reached from a file: relative (`from .presets import
/// READ`) from its folder, absolute (`from app.presets import READ`) from
/// its folder and the three above, as `name.py` or `name/__init__.py`.
pub struct Modules<'p> {
    /// Where the file is, and the texts of the others.
    pub place: Place<'p>,
}

impl Resolver for Modules<'_> {
    fn resolve(&mut self, from: &Path, specifier: &str) -> Option<(Arc<Path>, Module)> {
        let folder = from.parent()?;
        let dotted = specifier.trim_start_matches('.');
        let ups = specifier.len() - dotted.len();
        let bases: Vec<PathBuf> = match ups {
            0 => folder.ancestors().take(4).map(Path::to_path_buf).collect(),
            _ => vec![folder.ancestors().nth(ups - 1)?.to_path_buf()],
        };
        for base in bases {
            let mut module = base;
            for part in dotted.split('.').filter(|part| !part.is_empty()) {
                module.push(part);
            }
            let mut file = module.clone().into_os_string();
            file.push(".py");
            for path in [PathBuf::from(file), module.join("__init__.py")] {
                if path.as_path() == from {
                    continue;
                }
                if let Some((text, tree)) = parsed(self.place.texts, &path, Language::Python) {
                    let key: Arc<Path> = Arc::from(path.as_path());
                    let lowered = Python.module(&text, tree.root_node(), key.clone());
                    return Some((key, lowered));
                }
            }
        }
        None
    }
}

/// The name `name=` gives where hintlint's constants do not reach it:
/// evaluated over the model (the parameters of the functions around the
/// registration take their defaults, `namespace_prefix + "search"` with
/// `namespace=""`), when it is a string.
pub(super) fn evaluated_name<'t>(
    text: &str,
    arguments: Node<'_>,
    place: Option<Place<'_>>,
) -> Option<Str<'t>> {
    let value = children(arguments).into_iter().find_map(|argument| {
        let key = argument.child_by_field_name("name")?;
        (argument.kind() == "keyword_argument" && tree::text(text, key) == "name")
            .then(|| argument.child_by_field_name("value"))
            .flatten()
    })?;
    let file: Arc<Path> = Arc::from(place.map_or(Path::new("<text>"), |place| place.path));
    let resolver: Box<dyn Resolver> = match place {
        Some(place) => Box::new(Modules { place }),
        None => Box::new(NoImports),
    };
    let mut reading = Reading::new(Box::new(Python), resolver, (text, root_of(arguments), file));
    let found = reading.value(text, value);
    match found.kind {
        Kind::Str(name) => Some(Str {
            value: Cow::Owned(name),
            span: spot(value),
        }),
        _ => None,
    }
}
