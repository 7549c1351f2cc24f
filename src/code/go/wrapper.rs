//! Project functions that forward their parameters into a bare mcp-go
//! `mcp.Tool`: `var ListTeams = tools.MustTool("list_teams", "…", handler,
//! mcp.WithReadOnlyHintAnnotation(true))`, where the project's package
//! `tools` (found in the module, its folder under the `go.mod` that names
//! the module) defines `MustTool(name, …, options ...mcp.ToolOption)`
//! building `mcp.Tool{Name: name, …}` and applying each option to it
//! (`for _, option := range options { option(&t) }`), itself or through
//! another function of its package that does (at most [`DEPTH`] calls
//! deep). Such a call is read as `mcp.NewTool`'s options without its
//! defaults: a hint the options do not write stays absent on the wire.

use std::collections::HashMap;
use std::path::{Path, PathBuf};

use tree_sitter::Node;

use super::mirror;
use crate::code::Language;
use crate::code::registration::Place;
use crate::code::tree::{self, children};

/// How many functions deep a forwarding chain is followed.
const DEPTH: usize = 3;

/// Where a wrapper takes the tool's name and its options.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Wrapper {
    /// The index of the argument that is the tool's name.
    pub name: usize,
    /// The index of the first option argument (the variadic parameter).
    pub options: usize,
}

/// The wrappers a file's calls reach, looked up once per function.
pub struct Wrappers<'p> {
    /// The packages of the file's own module it imports, by local name.
    packages: Vec<(String, PathBuf)>,
    /// Where the file is.
    place: Option<Place<'p>>,
    /// mcp-go's package path.
    mcp_go: &'static str,
    /// What each looked-up `package.Function` turned out to be.
    known: HashMap<(String, String), Option<Wrapper>>,
}

impl<'p> Wrappers<'p> {
    /// The wrappers the file at `place` may call, when it writes an
    /// option of mcp-go (`mcp_go`) at all.
    pub fn of(text: &str, root: Node<'_>, place: Option<Place<'p>>, mcp_go: &'static str) -> Self {
        let packages = match place {
            Some(place) if text.contains("HintAnnotation(") => {
                mirror::own_packages(text, root, place, &[mcp_go])
                    .into_iter()
                    .map(|(local, folder)| (local.to_owned(), folder))
                    .collect()
            }
            _ => Vec::new(),
        };
        Wrappers {
            packages,
            place,
            mcp_go,
            known: HashMap::new(),
        }
    }

    /// The wrapper `qualifier.function` is, when it is one.
    pub fn resolve(&mut self, qualifier: &str, function: &str) -> Option<Wrapper> {
        let place = self.place?;
        let folder = self
            .packages
            .iter()
            .find(|(local, _)| local == qualifier)?
            .1
            .clone();
        let key = (qualifier.to_owned(), function.to_owned());
        if let Some(known) = self.known.get(&key) {
            return *known;
        }
        let found = wrapper_in(place, &folder, function, self.mcp_go, DEPTH);
        self.known.insert(key, found);
        found
    }
}

/// The wrapper the function `name` of the package in `folder` is.
fn wrapper_in(
    place: Place<'_>,
    folder: &Path,
    name: &str,
    mcp_go: &str,
    depth: usize,
) -> Option<Wrapper> {
    if depth == 0 {
        return None;
    }
    let declared = format!("func {name}");
    place.texts.go_files(folder).iter().find_map(|file| {
        let text = place.texts.text(file)?;
        if !text.contains(&declared) {
            return None;
        }
        let parsed = crate::code::parse::parse_tree(&text, Language::Go).ok()?;
        let root = parsed.root_node();
        let function = children(root).into_iter().find(|node| {
            node.kind() == "function_declaration"
                && node
                    .child_by_field_name("name")
                    .is_some_and(|named| tree::text(&text, named) == name)
        })?;
        let tool_types = mcp_go_names(&text, root, mcp_go);
        Function::of(&text, function)?.wrapper(place, folder, &tool_types, mcp_go, depth)
    })
}

/// The names a file gives mcp-go's package.
fn mcp_go_names<'t>(text: &'t str, root: Node<'_>, mcp_go: &str) -> Vec<&'t str> {
    mirror::import_specs(root)
        .into_iter()
        .filter_map(|spec| {
            let path = spec.child_by_field_name("path")?;
            if tree::text(text, path).trim_matches(['"', '`']) != mcp_go {
                return None;
            }
            Some(match spec.child_by_field_name("name") {
                Some(local) => tree::text(text, local),
                None => "mcp",
            })
        })
        .collect()
}

/// A function declaration: its parameters in order and its body.
struct Function<'t, 'tree> {
    /// The file's text.
    text: &'t str,
    /// The parameters' names, in order.
    parameters: Vec<&'t str>,
    /// The variadic `…ToolOption` parameter, last.
    options: &'t str,
    /// The body.
    body: Node<'tree>,
}

impl<'t, 'tree> Function<'t, 'tree> {
    /// The function `declaration`, when its last parameter is a variadic
    /// tool option.
    fn of(text: &'t str, declaration: Node<'tree>) -> Option<Self> {
        let list = declaration.child_by_field_name("parameters")?;
        let mut parameters = Vec::new();
        let mut options = None;
        for parameter in children(list) {
            let mut cursor = parameter.walk();
            for name in parameter.children_by_field_name("name", &mut cursor) {
                parameters.push(tree::text(text, name));
            }
            options = (parameter.kind() == "variadic_parameter_declaration")
                .then(|| parameter.child_by_field_name("type"))
                .flatten()
                .filter(|written| tree::text(text, *written).ends_with("ToolOption"))
                .and(parameters.last().copied());
        }
        Some(Function {
            text,
            parameters,
            options: options?,
            body: declaration.child_by_field_name("body")?,
        })
    }

    /// The wrapper the function is: it builds a bare tool named by one
    /// of its parameters and applies its options to it, or forwards both
    /// to a function of its package that is a wrapper.
    fn wrapper(
        &self,
        place: Place<'_>,
        folder: &Path,
        tool_types: &[&str],
        mcp_go: &str,
        depth: usize,
    ) -> Option<Wrapper> {
        let options = self.parameters.len().checked_sub(1)?;
        let mut built = None;
        let mut applied = false;
        let mut forwarded = Vec::new();
        tree::preorder(self.body, |node| match node.kind() {
            "composite_literal" => built = built.or(self.bare_tool(node, tool_types)),
            "range_clause" => {
                applied |= node
                    .child_by_field_name("right")
                    .is_some_and(|right| tree::text(self.text, right) == self.options);
            }
            "call_expression" => forwarded.push(node),
            _ => {}
        });
        if let Some(name) = built.filter(|_| applied) {
            return Some(Wrapper { name, options });
        }
        forwarded.into_iter().find_map(|call| {
            let callee = call.child_by_field_name("function")?;
            let arguments = children(call.child_by_field_name("arguments")?);
            let passes_options = arguments.last().is_some_and(|last| {
                last.kind() == "variadic_argument"
                    && last
                        .named_child(0)
                        .is_some_and(|inner| tree::text(self.text, inner) == self.options)
            });
            if callee.kind() != "identifier" || !passes_options {
                return None;
            }
            let called = tree::text(self.text, callee);
            let inner = wrapper_in(place, folder, called, mcp_go, depth - 1)?;
            if inner.options + 1 != arguments.len() {
                return None;
            }
            let name = self.parameter(*arguments.get(inner.name)?)?;
            Some(Wrapper { name, options })
        })
    }

    /// The parameter `node` names, by index.
    fn parameter(&self, node: Node<'_>) -> Option<usize> {
        let named = tree::text(self.text, node);
        (node.kind() == "identifier")
            .then(|| {
                self.parameters
                    .iter()
                    .position(|parameter| *parameter == named)
            })
            .flatten()
    }

    /// The parameter a `mcp.Tool{Name: parameter, …}` literal without
    /// annotations takes its name from.
    fn bare_tool(&self, literal: Node<'_>, tool_types: &[&str]) -> Option<usize> {
        let written = literal.child_by_field_name("type")?;
        let is_tool = written.kind() == "qualified_type"
            && written
                .child_by_field_name("package")
                .is_some_and(|package| tool_types.contains(&tree::text(self.text, package)))
            && written
                .child_by_field_name("name")
                .is_some_and(|name| tree::text(self.text, name) == "Tool");
        if !is_tool {
            return None;
        }
        let mut name = None;
        for element in children(literal.child_by_field_name("body")?) {
            if element.kind() != "keyed_element" {
                continue;
            }
            let parts = children(element);
            let (Some(key), Some(value)) = (parts.first(), parts.last()) else {
                continue;
            };
            let value = match value.kind() {
                "literal_element" => value.named_child(0).unwrap_or(*value),
                _ => *value,
            };
            match tree::text(self.text, *key) {
                "Name" => name = self.parameter(value),
                // Annotations written in the wrapper seed what the
                // options leave: not a bare tool.
                "Annotations" => return None,
                _ => {}
            }
        }
        name
    }
}

/// Whether the `mcp.Tool{…}` `literal` is a wrapper's own bare tool (its
/// name a parameter, the function's options applied to it): each call of
/// the wrapper is a tool, the literal itself none.
pub fn is_wrapper_tool(text: &str, literal: Node<'_>, tool_types: &[&str]) -> bool {
    let mut enclosing = literal.parent();
    while let Some(node) = enclosing {
        if matches!(node.kind(), "function_declaration" | "method_declaration") {
            break;
        }
        enclosing = node.parent();
    }
    let Some(function) = enclosing.and_then(|node| Function::of(text, node)) else {
        return false;
    };
    let mut applied = false;
    tree::preorder(function.body, |node| {
        applied |= node.kind() == "range_clause"
            && node
                .child_by_field_name("right")
                .is_some_and(|right| tree::text(text, right) == function.options);
    });
    applied && function.bare_tool(literal, tool_types).is_some()
}
