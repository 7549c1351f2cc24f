//! What the PHP reader knows of a file (its imports, the SDK it is written
//! for, how it spells `ToolAnnotations`) and PHP's values: strings,
//! booleans, numbers, constants, arguments by name or by place, and
//! `new ToolAnnotations(…)`.

use std::borrow::Cow;

use tree_sitter::Node;

use crate::base::hint::TITLE_KEY;
use crate::code::registration::{Constants, Converted, Opaque, member};
use crate::code::tree::{self, children, span, spot};
use crate::document::{CodeSyntax, Layout, NamedStyle, Object, Spot, Str, Value};

/// `ToolAnnotations`' constructor parameters, in order (both SDKs).
const ANNOTATION_ORDER: [&str; 5] = [
    TITLE_KEY,
    "readOnlyHint",
    "destructiveHint",
    "idempotentHint",
    "openWorldHint",
];

/// Which PHP SDK a file is written for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Sdk {
    /// The official `mcp/sdk` (`Mcp\…`).
    Official,
    /// `php-mcp/server` (`PhpMcp\…`).
    PhpMcp,
}

/// What a file imports with `use`: each local name and the full name it
/// stands for.
pub(super) struct Imports<'t> {
    /// Local name, full name (no leading `\`), where the local name is
    /// written.
    names: Vec<(&'t str, String, Spot)>,
}

impl<'t> Imports<'t> {
    /// The class imports of the file (functions and constants left out).
    fn of(text: &'t str, root: Node<'_>) -> Imports<'t> {
        let mut names = Vec::new();
        // Only the nodes that hold a `use` can be `use` declarations.
        let offsets = tree::offsets_of(text, &["use"]);
        tree::preorder_holding(root, &offsets, |node| {
            if node.kind() != "namespace_use_declaration"
                || node.child_by_field_name("type").is_some()
            {
                return;
            }
            let prefix = children(node)
                .into_iter()
                .find(|child| child.kind() == "namespace_name")
                .map(|prefix| tree::text(text, prefix).trim_start_matches('\\'));
            tree::preorder(node, |clause| {
                if clause.kind() != "namespace_use_clause" {
                    return;
                }
                let Some(imported) = children(clause)
                    .into_iter()
                    .find(|child| matches!(child.kind(), "name" | "qualified_name"))
                else {
                    return;
                };
                let written = tree::text(text, imported).trim_start_matches('\\');
                let full = match prefix {
                    Some(prefix) => format!("{prefix}\\{written}"),
                    None => written.to_owned(),
                };
                let local =
                    clause
                        .child_by_field_name("alias")
                        .unwrap_or_else(|| match imported.kind() {
                            "qualified_name" => children(imported)
                                .into_iter()
                                .rfind(|child| child.kind() == "name")
                                .unwrap_or(imported),
                            _ => imported,
                        });
                names.push((tree::text(text, local), full, spot(local)));
            });
        });
        Imports { names }
    }

    /// The full name of a class written `written` (`McpTool`,
    /// `Attribute\McpTool`, `\Mcp\…\McpTool`), as far as the imports say:
    /// a name the file does not import is returned as written.
    pub(super) fn resolve(&self, written: &str) -> String {
        if let Some(full) = written.strip_prefix('\\') {
            return full.to_owned();
        }
        let (first, rest) = match written.split_once('\\') {
            Some((first, rest)) => (first, Some(rest)),
            None => (written, None),
        };
        match self
            .names
            .iter()
            .find(|(local, _, _)| local.eq_ignore_ascii_case(first))
        {
            Some((_, full, _)) => match rest {
                Some(rest) => format!("{full}\\{rest}"),
                None => full.clone(),
            },
            None => written.to_owned(),
        }
    }

    /// Where the file writes the local name it imports `full` as.
    pub(super) fn local(&self, full: &str) -> Option<Spot> {
        self.names
            .iter()
            .find(|(_, imported, _)| imported.eq_ignore_ascii_case(full))
            .map(|(_, _, at)| *at)
    }

    /// Whether any import starts with `prefix`.
    fn any_under(&self, prefix: &str) -> bool {
        self.names
            .iter()
            .any(|(_, full, _)| full.starts_with(prefix))
    }
}

/// The last segment of a class name (`McpTool` of `Mcp\…\McpTool`).
pub(super) fn short(name: &str) -> &str {
    name.rsplit('\\').next().unwrap_or(name)
}

/// What the reader knows of a file.
pub(super) struct Reader<'t> {
    /// The file's text.
    pub(super) text: &'t str,
    /// Its imports.
    pub(super) imports: Imports<'t>,
    /// The SDK its `#[McpTool]` and `ToolAnnotations` are from.
    pub(super) sdk: Sdk,
    /// How a new annotations value is written (`new ToolAnnotations`, or
    /// the fully qualified class when the file does not import it).
    annotations_type: &'static str,
    /// How a handler's calls reach the project's classes in other files.
    pub(super) reach: Option<crate::code::effects::Reach<'t>>,
}

impl<'t> Reader<'t> {
    /// The reader of a parsed file.
    pub(super) fn new(text: &'t str, root: Node<'_>) -> Reader<'t> {
        let imports = Imports::of(text, root);
        let sdk = if imports.any_under("PhpMcp\\") || text.contains("PhpMcp\\") {
            Sdk::PhpMcp
        } else {
            Sdk::Official
        };
        let (class, qualified) = match sdk {
            Sdk::Official => (
                "Mcp\\Schema\\ToolAnnotations",
                "new \\Mcp\\Schema\\ToolAnnotations",
            ),
            Sdk::PhpMcp => (
                "PhpMcp\\Schema\\ToolAnnotations",
                "new \\PhpMcp\\Schema\\ToolAnnotations",
            ),
        };
        let annotations_type = match imports.local(class) {
            Some(local) if spelling_of(text, local) == "ToolAnnotations" => "new ToolAnnotations",
            _ => qualified,
        };
        Reader {
            text,
            imports,
            sdk,
            annotations_type,
            reach: None,
        }
    }

    /// The reader, its handlers' calls reaching the project's classes in
    /// other files from `place`.
    pub(super) fn placed(mut self, place: Option<crate::base::files::Place<'t>>) -> Self {
        self.reach =
            crate::code::effects::Reach::of(place, crate::code::effects::classes::PHP, self.text);
        self
    }

    /// The layout of a call's, attribute's or constructor's named
    /// arguments, new ones going after `last`.
    pub(super) fn named(&self, last: Option<Node<'_>>) -> Layout {
        Layout::Code(Box::new(CodeSyntax::Named {
            style: NamedStyle::Colon,
            last_argument: last.map(spot),
            annotations_type: self.annotations_type,
            annotations_key: "annotations",
        }))
    }

    /// Whether the class written `written` is `ToolAnnotations`.
    fn is_annotations_class(&self, written: &str) -> bool {
        short(&self.imports.resolve(written)) == "ToolAnnotations"
    }
}

/// The text at `at`.
fn spelling_of(text: &str, at: Spot) -> &str {
    text.get(at.range()).unwrap_or("")
}

/// A PHP string literal, decoded; `None` for a string that interpolates
/// variables.
pub(super) fn string<'t>(text: &'t str, node: Node<'_>) -> Option<Str<'t>> {
    let written = tree::text(text, node);
    let value = match node.kind() {
        "string" => {
            let body = written.get(1..written.len().checked_sub(1)?)?;
            if body.contains('\\') {
                Cow::Owned(
                    body.replace("\\\\", "\u{0}")
                        .replace("\\'", "'")
                        .replace('\u{0}', "\\"),
                )
            } else {
                Cow::Borrowed(body)
            }
        }
        "encapsed_string" => {
            let plain = children(node)
                .iter()
                .all(|part| matches!(part.kind(), "string_content" | "escape_sequence"));
            if !plain {
                return None;
            }
            tree::unescape(written.get(1..written.len().checked_sub(1)?)?)
        }
        _ => return None,
    };
    Some(Str {
        value,
        span: spot(node),
    })
}

/// The value of an argument: a literal, a `ToolAnnotations`, or a
/// constant of the file by name (`READ_ONLY`) or through its class
/// (`self::READ_ONLY`, `Hints::READ_ONLY`).
pub(super) fn value<'t, 'tree>(
    reader: &Reader<'t>,
    constants: &mut Constants<'t, 'tree>,
    node: Node<'tree>,
) -> Converted<'t> {
    let text = constants.text;
    match node.kind() {
        "boolean" => Ok(Value::Bool(
            tree::text(text, node).eq_ignore_ascii_case("true"),
            spot(node),
        )),
        "null" => Ok(Value::Null(spot(node))),
        "string" | "encapsed_string" => string(text, node)
            .map(Value::String)
            .ok_or_else(|| Opaque::at(text, node)),
        "integer" | "float" => Ok(Value::Number(crate::document::Number {
            text: Cow::Borrowed(tree::text(text, node)),
            span: spot(node),
        })),
        "parenthesized_expression" => match node.named_child(0) {
            Some(inner) => value(reader, constants, inner),
            None => Err(Opaque::at(text, node)),
        },
        "name" => constants.follow(node, |constants, defined| value(reader, constants, defined)),
        "class_constant_access_expression" => {
            let name = children(node)
                .into_iter()
                .last()
                .filter(|name| name.kind() == "name")
                .ok_or_else(|| Opaque::at(text, node))?;
            constants.follow_qualified(name, node, |constants, defined| {
                value(reader, constants, defined)
            })
        }
        "object_creation_expression" => {
            let class = children(node)
                .into_iter()
                .find(|child| matches!(child.kind(), "name" | "qualified_name" | "relative_name"))
                .ok_or_else(|| Opaque::at(text, node))?;
            if !reader.is_annotations_class(tree::text(text, class)) {
                return Err(Opaque::at(text, node));
            }
            let arguments = children(node)
                .into_iter()
                .find(|child| child.kind() == "arguments");
            let at = Spot::of(node.end_byte()..node.end_byte());
            constants.nested(node, |constants| {
                annotations(reader, constants, arguments, at)
            })
        }
        // php-mcp's `ToolAnnotations::make(…)`, in the constructor's order.
        "scoped_call_expression" => {
            let scope = node.child_by_field_name("scope");
            let method = node.child_by_field_name("name");
            let is_make = scope
                .is_some_and(|scope| reader.is_annotations_class(tree::text(text, scope)))
                && method.is_some_and(|method| tree::text(text, method) == "make");
            if !is_make {
                return Err(Opaque::at(text, node));
            }
            let arguments = node.child_by_field_name("arguments");
            let at = Spot::of(node.end_byte()..node.end_byte());
            constants.nested(node, |constants| {
                annotations(reader, constants, arguments, at)
            })
        }
        _ => Err(Opaque::at(text, node)),
    }
}

/// One argument of a call: its name (with its node), and its value's node.
pub(super) struct Argument<'tree> {
    /// The whole argument.
    pub(super) node: Node<'tree>,
    /// `name:`, when written by name.
    pub(super) name: Option<Node<'tree>>,
    /// The value.
    pub(super) value: Node<'tree>,
}

/// The arguments of an `arguments` node; `Err` at a spread (`...$x`).
pub(super) fn arguments<'tree>(
    text: &str,
    list: Option<Node<'tree>>,
) -> Result<Vec<Argument<'tree>>, Opaque> {
    let mut found = Vec::new();
    for argument in list.map(children).unwrap_or_default() {
        if argument.kind() != "argument" {
            return Err(Opaque::at(text, argument));
        }
        let name = argument.child_by_field_name("name");
        let value = children(argument)
            .into_iter()
            .rfind(|child| Some(child.id()) != name.map(|name| name.id()))
            .ok_or_else(|| Opaque::at(text, argument))?;
        if value.kind() == "variadic_unpacking" {
            return Err(Opaque::at(text, argument));
        }
        found.push(Argument {
            node: argument,
            name,
            value,
        });
    }
    Ok(found)
}

/// A `ToolAnnotations`' arguments as an annotations object: named ones
/// by their names, positional ones by the constructor's order (a
/// positional member's key is its value). `at` is where parentheses go
/// when there are none.
fn annotations<'t, 'tree>(
    reader: &Reader<'t>,
    constants: &mut Constants<'t, 'tree>,
    list: Option<Node<'tree>>,
    at: Spot,
) -> Converted<'t> {
    let text = constants.text;
    let written = arguments(text, list)?;
    let mut members = Vec::new();
    for (index, argument) in written.iter().enumerate() {
        let (key, key_span) = match argument.name {
            Some(name) => (Cow::Borrowed(tree::text(text, name)), span(name)),
            None => match ANNOTATION_ORDER.get(index) {
                Some(key) => (Cow::Borrowed(*key), span(argument.value)),
                None => continue,
            },
        };
        let converted = value(reader, constants, argument.value)?;
        members.push(member(key, key_span, converted));
    }
    Ok(Value::Object(Object {
        span: list.map_or(at, spot),
        members,
        layout: reader.named(written.last().map(|last| last.node)),
    }))
}
