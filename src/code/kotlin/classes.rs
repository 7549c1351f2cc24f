//! Tools a Kotlin project makes through its own classes, written in other
//! files: a class extending the project's base (`class ListTool :
//! AbstractMcpTool()`) that overrides the SDK `Tool`'s fields as
//! properties (`override val name = "list"`, `override val annotations =
//! Presets.readOnly("List")`), where the base (or an interface it
//! implements) reaches the SDK's `Tool(…)`: in its own file, or in a
//! mapper beside it (`fun McpTool.toSdkTool() = Tool(name = name, …,
//! annotations = annotations)`). Bases are looked for in the class's folder
//! and the two above, at most [`DEPTH`] deep, over the text; a preset is a
//! function of a project `object` of those folders returning
//! `ToolAnnotations(…)`, read with the call's arguments bound to its
//! parameters (defaults where the call gives none).

use std::path::PathBuf;

use tree_sitter::Node;

use crate::code::Language;
use crate::code::registration::{
    Arguments, Convert, Definitions, Imported, Place, Signature, import_helper,
};
use crate::code::tree::{self, children};

/// How many project classes deep a base is followed.
const DEPTH: usize = 3;

/// How many folders above a file's own its bases are looked for.
const FOLDERS_UP: usize = 2;

/// Kotlin's extensions.
const EXTENSIONS: &[&str] = &["kt"];

/// The base a class declares first (`AbstractMcpTool` of `class X :
/// AbstractMcpTool()`), its last segment without type arguments.
pub fn base_of<'t>(text: &'t str, class: Node<'_>) -> Option<&'t str> {
    let specifiers = children(class)
        .into_iter()
        .find(|child| child.kind() == "delegation_specifiers")?;
    let first = children(specifiers).into_iter().next()?;
    let written = tree::text(text, first);
    let written = written.split(['(', '<']).next()?.trim();
    Some(written.rsplit('.').next().unwrap_or(written))
}

/// The value of the property `name` a class body declares (`override val
/// name = "list"`).
pub fn property<'tree>(text: &str, class: Node<'tree>, name: &str) -> Option<Node<'tree>> {
    let body = children(class)
        .into_iter()
        .find(|child| child.kind() == "class_body")?;
    let mut found = None;
    tree::preorder(body, |node| {
        if found.is_some() || node.kind() != "property_declaration" {
            return;
        }
        // A class nested in the body has properties of its own.
        if std::iter::successors(node.parent(), Node::parent)
            .take_while(|ancestor| ancestor.id() != body.id())
            .any(|ancestor| matches!(ancestor.kind(), "class_declaration" | "object_declaration"))
        {
            return;
        }
        let parts = children(node);
        let declared = parts
            .iter()
            .find(|part| part.kind() == "variable_declaration")
            .and_then(|declaration| declaration.named_child(0))
            .is_some_and(|named| tree::text(text, named) == name);
        let value = parts.last().filter(|value| {
            !matches!(
                value.kind(),
                "getter" | "setter" | "property_delegate" | "variable_declaration"
            ) && !value.kind().ends_with("type")
        });
        if declared {
            found = value.copied();
        }
    });
    found
}

/// Whether `text` calls the SDK's `Tool(…)` (not `McpTool(…)`).
fn builds_sdk_tool(text: &str) -> bool {
    text.match_indices("Tool(").any(|(at, _)| {
        !text[..at]
            .chars()
            .next_back()
            .is_some_and(|before| before.is_alphanumeric() || before == '_')
    })
}

/// The files of the folders a class of the file at `place` may extend:
/// its own and the two above, holding one of `needles`.
fn nearby(place: Place<'_>, needles: &[&str]) -> Vec<PathBuf> {
    place
        .path
        .ancestors()
        .skip(1)
        .take(FOLDERS_UP + 1)
        .flat_map(|folder| place.texts.holding(folder, EXTENSIONS, needles).to_vec())
        .collect()
}

/// Whether `base`, a class or interface of the project declared near
/// `place`, makes the SDK's `Tool(…)`: its file does, a file beside maps
/// it (`fun Base.toSdkTool() = Tool(…)`), or its own base does, `depth`
/// deep.
pub fn reaches_tool(base: &str, place: Place<'_>, depth: usize) -> bool {
    if depth == 0 {
        return false;
    }
    let declaring = [format!("class {base}"), format!("interface {base}")];
    let declaring: Vec<&str> = declaring.iter().map(String::as_str).collect();
    let mapper = format!("{base}.");
    for file in nearby(place, &declaring) {
        let Some(text) = place.texts.text(&file) else {
            continue;
        };
        if builds_sdk_tool(&text) {
            return true;
        }
        let next = Place {
            path: &file,
            texts: place.texts,
        };
        if nearby(next, &[&mapper]).iter().any(|beside| {
            place
                .texts
                .text(beside)
                .is_some_and(|beside| builds_sdk_tool(&beside))
        }) {
            return true;
        }
        let own = declared_base(&text, base);
        if let Some(own) = own
            && own != base
            && reaches_tool(own, next, depth - 1)
        {
            return true;
        }
    }
    false
}

/// What `class {name}` (or `interface {name}`) of `text` extends first,
/// read over the text: the first type after the `:` that follows its name
/// and primary constructor.
fn declared_base<'t>(text: &'t str, name: &str) -> Option<&'t str> {
    text.lines().find_map(|line| {
        let trimmed = line.trim_start();
        let at = ["class ", "interface "]
            .iter()
            .filter_map(|keyword| trimmed.find(keyword).map(|at| at + keyword.len()))
            .min()?;
        let rest = trimmed[at..].trim_start().strip_prefix(name)?;
        let rest = match rest.trim_start() {
            open if open.starts_with('(') => {
                let mut depth = 0usize;
                let end = open.char_indices().find_map(|(index, ch)| {
                    match ch {
                        '(' => depth += 1,
                        ')' => {
                            depth -= 1;
                            if depth == 0 {
                                return Some(index + 1);
                            }
                        }
                        _ => {}
                    }
                    None
                })?;
                &open[end..]
            }
            other => other,
        };
        let after = rest.trim_start().strip_prefix(':')?;
        let base = after.trim_start().split(['(', '<', ' ', '{', ',']).next()?;
        (!base.is_empty()).then_some(base.rsplit('.').next().unwrap_or(base))
    })
}

/// Whether `base`, the base a class of the file at `place` declares, is
/// the project's and reaches the SDK's `Tool(…)`, at most [`DEPTH`] deep.
pub fn is_project_tool(base: &str, place: Place<'_>) -> bool {
    reaches_tool(base, place, DEPTH)
}

/// How a preset's returned expression is read: the reader's conversion of
/// annotations.
pub type ReadPreset = for<'a, 'b> fn(
    &mut crate::code::registration::Constants<'a, 'b>,
    Node<'b>,
    Node<'b>,
) -> crate::code::registration::Converted<'a>;

/// The presets of the project's objects near a file (`Presets.readOnly(
/// "List")`), read as its importer: a helper named `Object.function`.
pub struct Presets<'a> {
    /// Where the file is.
    pub place: Place<'a>,
    /// The file's `val`s, as the reader finds them.
    pub definitions: Definitions,
    /// How a returned expression is read.
    pub read: ReadPreset,
}

impl crate::code::registration::Importer for Presets<'_> {
    fn import(&self, name: &str) -> Option<Imported> {
        super::helpers::object_constant(self.place, name)
    }

    fn import_member(&self, _namespace: &str, _name: &str) -> Option<Imported> {
        None
    }

    fn import_helper(&self, name: &str, arguments: &Arguments) -> Option<Imported> {
        let (object, function) = name.rsplit_once('.')?;
        let object = object.rsplit('.').next().unwrap_or(object);
        preset(
            self.place,
            (object, function),
            arguments,
            self.definitions,
            &self.read,
        )
    }
}

/// What the function `function` of the project's object `object` (`fun
/// readOnly(title: String) = ToolAnnotations(…)`, declared in a file near
/// `place`) returns for `arguments`, converted with `convert`.
pub fn preset(
    place: Place<'_>,
    (object, function): (&str, &str),
    arguments: &Arguments,
    definitions: Definitions,
    convert: Convert<'_>,
) -> Option<Imported> {
    let declaring = format!("object {object}");
    nearby(place, &[&declaring]).iter().find_map(|file| {
        let shown = file.file_name().map_or_else(
            || file.display().to_string(),
            |name| name.to_string_lossy().into_owned(),
        );
        import_helper(
            place.texts,
            file,
            Language::Kotlin,
            (function, &shown),
            arguments,
            definitions,
            (find_function, signature),
            convert,
        )
    })
}

/// The function `name` declared anywhere in the file.
fn find_function<'b>(text: &str, root: Node<'b>, name: &str) -> Option<Node<'b>> {
    let mut found = None;
    tree::preorder(root, |node| {
        if found.is_none()
            && node.kind() == "function_declaration"
            && node
                .child_by_field_name("name")
                .is_some_and(|named| tree::text(text, named) == name)
        {
            found = Some(node);
        }
    });
    found
}

/// The signature of a function whose body is one expression (`=
/// ToolAnnotations(…)`, or a block of one `return`): what it returns and
/// its parameters with their defaults (bound by `import_helper`).
fn signature<'a, 'b>(text: &'a str, function: Node<'b>) -> Option<Signature<'a, 'b>> {
    let body = children(function)
        .into_iter()
        .find(|child| child.kind() == "function_body")?;
    let returned = match body.named_child(0)? {
        block if block.kind() == "block" => {
            let statements = children(block);
            let [only] = statements.as_slice() else {
                return None;
            };
            let returned = tree::text(text, *only).strip_prefix("return")?;
            if returned.is_empty() {
                return None;
            }
            only.named_child(0)?
        }
        expression => expression,
    };
    let list = children(function)
        .into_iter()
        .find(|child| child.kind() == "function_value_parameters")?;
    let mut parameters: Vec<(&'a str, Option<Node<'b>>)> = Vec::new();
    for part in children(list) {
        match part.kind() {
            "parameter" => {
                let name = part.named_child(0)?;
                parameters.push((tree::text(text, name), None));
            }
            "parameter_modifiers" => {}
            _ => {
                // A default follows its parameter.
                if let Some(last) = parameters.last_mut() {
                    last.1 = Some(part);
                }
            }
        }
    }
    Some((returned, parameters))
}

#[cfg(test)]
mod tests {
    use super::declared_base;

    #[test]
    fn a_declaration_names_its_base() {
        assert_eq!(
            declared_base(
                "abstract class AbstractMcpTool : McpTool {",
                "AbstractMcpTool"
            ),
            Some("McpTool")
        );
        assert_eq!(
            declared_base("class A(val x: Int) : pkg.Base(x) {", "A"),
            Some("Base")
        );
        assert_eq!(declared_base("interface McpTool {", "McpTool"), None);
    }
}
