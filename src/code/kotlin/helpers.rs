//! Tools a Kotlin project registers through a helper of its own that
//! reaches the SDK: a function of a base class in another module
//! (`abstract class Component { fun tool(name: String, description:
//! String, toolAnnotations: ToolAnnotations? = null, handler: …) { … Tool(
//! name = name, annotations = toolAnnotations) … server.addTool(tool) } }`)
//! that its subclasses call (`tool<Args, Out>(Names.SEARCH, "…") { … }`).
//! Each call is a tool, its name and annotations the arguments bound to
//! the parameters the helper passes as the SDK's `name` and `annotations`
//! (a parameter not given: its default, `null` none). The base's file is
//! the one the class's import names (or one of its own folder and the two
//! above); a helper is followed one call deep (one that only calls
//! another helper is not a helper here).
//!
//! And the constants a call names through a project `object` of another
//! file (`object Names { const val SEARCH = "search" }`), looked for in
//! the files of the caller's folder and the two above.

use std::path::PathBuf;

use tree_sitter::Node;

use crate::code::Language;
use crate::code::packages;
use crate::code::registration::{Imported, Place};
use crate::code::tree::{self, children};
use crate::document::{Spot, Str, Value};

/// How many folders above a file's own its objects are looked for.
const FOLDERS_UP: usize = 2;

/// A project function that registers a tool with what its parameters
/// give.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Helper {
    /// Its name (`tool`).
    pub function: String,
    /// The parameter passed as the tool's name, and its position.
    pub name: (String, usize),
    /// The parameter passed as the tool's annotations, and its position.
    pub annotations: Option<(String, usize)>,
}

/// The helpers the classes of the file (`text`, at `place`) inherit from
/// `bases`, the bases they declare, where the project declares them in
/// another file.
pub fn inherited(text: &str, bases: &[&str], place: Place<'_>) -> Vec<Helper> {
    bases
        .iter()
        .flat_map(|base| helpers_of(text, base, place))
        .collect()
}

/// The helpers of the class `base` as the file `text` at `place` reaches
/// it: through its import, or declared near it.
fn helpers_of(text: &str, base: &str, place: Place<'_>) -> Vec<Helper> {
    let declaring = format!("class {base}");
    let mut files: Vec<PathBuf> = Vec::new();
    if let Some(imported) =
        packages::imports(text).find(|imported| imported.rsplit('.').next() == Some(base))
        && let Some((file, folder)) = packages::imported_file(text, place.path, imported, "kt")
    {
        files.push(file);
        files.extend(
            place
                .texts
                .holding(&folder, &["kt"], &[&declaring])
                .to_vec(),
        );
    }
    files.extend(near(place, &declaring));
    files.dedup();
    files
        .iter()
        .find_map(|file| {
            let other = place.texts.text(file)?;
            if !other.contains(&declaring) {
                return None;
            }
            let parsed = crate::code::parse::tree_of(&other, Language::Kotlin).ok()?;
            Some(declared_helpers(&other, parsed.root_node()))
        })
        .unwrap_or_default()
}

/// The files of the folder of `place` and the two above holding `needle`.
fn near(place: Place<'_>, needle: &str) -> Vec<PathBuf> {
    place
        .path
        .ancestors()
        .skip(1)
        .take(FOLDERS_UP + 1)
        .flat_map(|folder| place.texts.holding(folder, &["kt"], &[needle]).to_vec())
        .collect()
}

/// The functions of a file that build the SDK's `Tool(name = p, …)` or
/// call `addTool(name = p, …)` with `p` one of their parameters.
fn declared_helpers(text: &str, root: Node<'_>) -> Vec<Helper> {
    let mut found = Vec::new();
    tree::preorder(root, |node| {
        if node.kind() != "function_declaration" {
            return;
        }
        let Some(function) = node.child_by_field_name("name") else {
            return;
        };
        let parameters = parameters(text, node);
        if let Some((name, annotations)) = registered_with(text, node, &parameters) {
            found.push(Helper {
                function: tree::text(text, function).to_owned(),
                name,
                annotations,
            });
        }
    });
    found
}

/// The parameters of a function, by name, in order.
fn parameters<'t>(text: &'t str, function: Node<'_>) -> Vec<&'t str> {
    children(function)
        .into_iter()
        .find(|child| child.kind() == "function_value_parameters")
        .map(children)
        .unwrap_or_default()
        .into_iter()
        .filter(|part| part.kind() == "parameter")
        .filter_map(|part| part.named_child(0))
        .map(|name| tree::text(text, name))
        .collect()
}

/// The parameter `function` passes as the name of the `Tool(…)` or
/// `addTool(…)` its body calls, and the one it passes as annotations.
type Passed = ((String, usize), Option<(String, usize)>);

/// What `function` passes to the SDK's `Tool(…)` or `addTool(…)`, when its
/// name is a parameter.
fn registered_with(text: &str, function: Node<'_>, parameters: &[&str]) -> Option<Passed> {
    let position = |written: &str| {
        parameters
            .iter()
            .position(|parameter| *parameter == written)
            .map(|at| (written.to_owned(), at))
    };
    let mut found = None;
    tree::preorder(function, |node| {
        if found.is_some() || node.kind() != "call_expression" {
            return;
        }
        let Some(callee) = node.named_child(0) else {
            return;
        };
        let called = tree::text(text, callee);
        let called = called.rsplit('.').next().unwrap_or(called);
        let annotations_key = match called {
            "Tool" => "annotations",
            "addTool" => "toolAnnotations",
            _ => return,
        };
        let arguments = children(node)
            .into_iter()
            .find(|part| part.kind() == "value_arguments")
            .map(children)
            .unwrap_or_default();
        let named = |key: &str| {
            arguments.iter().find_map(|argument| {
                let parts = children(*argument);
                let [name, value] = parts.as_slice() else {
                    return None;
                };
                (tree::text(text, *name) == key && value.kind() == "identifier")
                    .then(|| tree::text(text, *value))
            })
        };
        if let Some(name) = named("name").and_then(position) {
            found = Some((name, named(annotations_key).and_then(position)));
        }
    });
    found
}

/// The constant `name` of a project `object` declared in a file near
/// `place` (`const val SEARCH = "search"`): a string literal without
/// templates, read over the text.
pub fn object_constant(place: Place<'_>, name: &str) -> Option<Imported> {
    let needle = format!("val {name} ");
    near(place, &needle).iter().find_map(|file| {
        let text = place.texts.text(file)?;
        let (line, written) = text.lines().enumerate().find_map(|(line, written)| {
            let rest = written.trim_start();
            let rest = rest.strip_prefix("const ").unwrap_or(rest);
            let rest = rest.strip_prefix("val ")?.trim_start().strip_prefix(name)?;
            let rest = rest.trim_start();
            let rest = match rest.strip_prefix(':') {
                Some(typed) => typed.trim_start().strip_prefix("String")?.trim_start(),
                None => rest,
            };
            let literal = rest.strip_prefix('=')?.trim();
            let literal = literal.strip_prefix('"')?.strip_suffix('"')?;
            (!literal.contains(['"', '\\', '$'])).then_some((line, literal))
        })?;
        let shown = file.file_name()?.to_string_lossy().into_owned();
        Some(Imported {
            value: Value::String(Str {
                value: written.to_owned().into(),
                span: Spot::of(0..0),
            }),
            from: format!("{shown}, line {}", line + 1),
        })
    })
}

#[cfg(test)]
mod tests {
    use super::{Helper, declared_helpers};

    #[test]
    fn a_function_passing_its_parameters_to_the_sdk_is_a_helper() {
        let text = "abstract class Component {\n\
                    fun tool(name: String, description: String, hints: ToolAnnotations? = null) {\n\
                    val tool = Tool(name = name, description = description, annotations = hints)\n\
                    server.addTool(tool) { }\n}\n\
                    fun other(id: String) { Tool(name = \"fixed\") }\n}\n";
        let Ok(parsed) = crate::code::parse::tree_of(text, crate::code::Language::Kotlin) else {
            panic!("no tree");
        };
        assert_eq!(
            declared_helpers(text, parsed.root_node()),
            [Helper {
                function: "tool".to_owned(),
                name: ("name".to_owned(), 0),
                annotations: Some(("hints".to_owned(), 2)),
            }]
        );
    }
}
