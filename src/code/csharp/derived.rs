//! Tools made through a project's own base class (dotnet/aspire's CLI):
//! `class DoctorTool : CliMcpTool { public override string Name =>
//! KnownMcpTools.Doctor; … }`, where the project's abstract `CliMcpTool`
//! is turned into the SDK's `Tool` by a file of the solution that names
//! it: a low-level `tools/list` handler building `new Tool { Name =
//! tool.Name, Description = tool.Description, … }` for each instance.
//!
//! The class hierarchy is followed across the solution: the class's base,
//! then that class's own base, at most [`DEPTH`] classes deep, until a
//! file that builds a `Tool` from one of them (its `Name` assigned from
//! the instance's: `Name = x.Name`) is found. That `Tool`'s initializer
//! says what is sent: without `Annotations =` no hint is sent; with it,
//! the hints are the project's values, which this reader does not follow
//! yet (the tool is unjudged). A class found to reach no such file is
//! not read here (the accounting tells a base class reaching the
//! catalogue by other ways).

use std::path::{Path, PathBuf};

use tree_sitter::Node;

use super::constants::{below, solution};
use crate::code::Language;
use crate::code::registration::{Constants, Opaque, Place, Registration, member, module_naming};
use crate::code::tree::{self, children, span, spot};
use crate::document::{CodeSyntax, Layout, Object, Value};

/// How many project classes deep a base is followed.
pub const DEPTH: usize = 3;

/// What a file of the solution that builds a `Tool` must hold.
const BUILDS_TOOL: &str = "new Tool";

/// What marks a class the prefilter admits for this form: an overridden
/// `Name`.
pub const OVERRIDDEN_NAME: &str = "override string Name";

/// The `Tool` a file of the solution builds from a project class: where,
/// and what its initializer assigns to `Annotations`, if anything.
struct Registrar {
    /// The file.
    file: PathBuf,
    /// The `Annotations` value as written, with its line.
    annotations: Option<(String, usize)>,
}

/// The tools the classes of `root` make through a project base class.
pub fn tools<'t, 'tree>(
    constants: &mut Constants<'t, 'tree>,
    root: Node<'tree>,
    place: Place<'_>,
) -> Vec<Registration<'t>> {
    let text = constants.text;
    let mut found = Vec::new();
    let offsets = tree::offsets_of(text, &[OVERRIDDEN_NAME]);
    tree::preorder_holding(root, &offsets, |node| {
        if node.kind() == "class_declaration"
            && let Some(tool) = class_tool(constants, node, place)
        {
            found.push(tool);
        }
    });
    found
}

/// The last name of a class's first base (`Tools.CliMcpTool<T>(x)` →
/// `CliMcpTool`).
fn first_base<'t>(text: &'t str, class: Node<'_>) -> Option<&'t str> {
    let list = children(class)
        .into_iter()
        .find(|child| child.kind() == "base_list")?;
    let base = children(list).into_iter().next()?;
    let written = tree::text(text, base);
    let head = written.split(['(', '<']).next().unwrap_or(written).trim();
    let last = head.rsplit('.').next().unwrap_or(head);
    (!last.is_empty()).then_some(last)
}

/// Whether a declaration is written with the modifier `word`.
fn has_modifier(text: &str, declaration: Node<'_>, word: &str) -> bool {
    children(declaration)
        .iter()
        .any(|child| child.kind() == "modifier" && tree::text(text, *child) == word)
}

/// The value of the class's `override string Name`: `=> value` or
/// `{ get; } = value`, or `get => value`.
fn overridden_name<'tree>(text: &str, class: Node<'tree>) -> Option<Node<'tree>> {
    let body = class.child_by_field_name("body")?;
    let property = children(body).into_iter().find(|member| {
        member.kind() == "property_declaration"
            && member
                .child_by_field_name("name")
                .is_some_and(|name| tree::text(text, name) == "Name")
            && has_modifier(text, *member, "override")
    })?;
    if let Some(value) = property.child_by_field_name("value") {
        return match value.kind() {
            "arrow_expression_clause" => value.named_child(0),
            _ => Some(value),
        };
    }
    let accessors = property.child_by_field_name("accessors")?;
    let getter = children(accessors).into_iter().find(|accessor| {
        accessor
            .child_by_field_name("name")
            .is_some_and(|name| tree::text(text, name) == "get")
    })?;
    let body = getter.child_by_field_name("body")?;
    (body.kind() == "arrow_expression_clause")
        .then(|| body.named_child(0))
        .flatten()
}

/// The tool a class makes through a project base class, if a file of its
/// solution turns that base into the SDK's `Tool`.
fn class_tool<'t, 'tree>(
    constants: &mut Constants<'t, 'tree>,
    class: Node<'tree>,
    place: Place<'_>,
) -> Option<Registration<'t>> {
    let text = constants.text;
    if has_modifier(text, class, "abstract") {
        return None;
    }
    let class_name = class.child_by_field_name("name")?;
    let written = overridden_name(text, class)?;
    let base = first_base(text, class)?;
    let folders = searched(place);
    let registrar = registrar(base, place, &folders, DEPTH)?;
    let mut opaque = None;
    let name = match super::values::value(constants, written) {
        Ok(Value::String(name)) => Some(name),
        Ok(_) => {
            opaque = Some(Opaque::at(text, written));
            None
        }
        Err(found) => {
            opaque = Some(found);
            None
        }
    };
    if let Some((annotations, line)) = registrar.annotations {
        let shown = registrar
            .file
            .file_name()
            .map_or_else(String::new, |name| name.to_string_lossy().into_owned());
        opaque.get_or_insert(Opaque {
            span: span(class_name),
            what: format!("`Annotations = {annotations}` ({shown}, line {line})"),
        });
    }
    let mut members = Vec::new();
    if let Some(name) = &name {
        members.push(member("name", span(written), Value::String(name.clone())));
    }
    let holder = Object {
        span: spot(written),
        members,
        layout: Layout::Code(Box::new(CodeSyntax::Unwritable { written_as: None })),
    };
    let uses = constants.take_uses();
    let registration = Registration {
        unjudged: opaque,
        ..Registration::new(holder, name, span(class_name), uses)
    };
    let body = class.child_by_field_name("body");
    Some(registration.with_handler(text, Language::CSharp, body))
}

/// How many folders above a file its project's `.csproj` is looked for.
const PROJECT_UP: usize = 6;

/// The folders a class's bases and registrar are looked for in: those
/// around the file, then those of its project (the nearest folder above
/// with a `.csproj`, and its folders below, breadth first, at most
/// [`super::constants::MOST_FOLDERS`]), then the rest of its solution.
fn searched(place: Place<'_>) -> Vec<PathBuf> {
    let mut folders = crate::code::nearby::around(place.path, place.texts);
    let project = place
        .path
        .ancestors()
        .skip(1)
        .take(PROJECT_UP)
        .find(|folder| {
            !place
                .texts
                .holding(folder, &["csproj"], &["<Project"])
                .is_empty()
        });
    let in_project = project.map_or_else(Vec::new, |project| below(project.to_path_buf(), place));
    let mut seen: std::collections::HashSet<PathBuf> = folders.iter().cloned().collect();
    for folder in in_project.into_iter().chain(solution(place)) {
        if seen.insert(folder.clone()) {
            folders.push(folder);
        }
    }
    folders
}

/// The file of `folders` that builds a `Tool` from an instance of
/// `base`, or of the class `base` derives from, `depth` classes deep.
fn registrar(base: &str, place: Place<'_>, folders: &[PathBuf], depth: usize) -> Option<Registrar> {
    if depth == 0 {
        return None;
    }
    let builders = folders.iter().flat_map(|folder| {
        place
            .texts
            .holding(folder, &["cs"], &[BUILDS_TOOL])
            .to_vec()
    });
    for file in builders {
        if let Some(found) = built_in(place, &file, base) {
            return Some(found);
        }
    }
    let declaring = format!("class {base}");
    let next = folders
        .iter()
        .flat_map(|folder| {
            place
                .texts
                .holding(folder, &["cs"], &[declaring.as_str()])
                .to_vec()
        })
        .find_map(|file| declared_base(place, &file, base))?;
    registrar(&next, place, folders, depth - 1)
}

/// The first base of the class `name` declared in `file`, if it has one.
fn declared_base(place: Place<'_>, file: &Path, name: &str) -> Option<String> {
    let (text, parsed) = module_naming(place.texts, file, Language::CSharp, name)?;
    let mut found = None;
    tree::preorder(parsed.root_node(), |node| {
        if found.is_none()
            && node.kind() == "class_declaration"
            && node
                .child_by_field_name("name")
                .is_some_and(|declared| tree::text(&text, declared) == name)
        {
            found = first_base(&text, node).map(str::to_owned);
        }
    });
    found
}

/// The `Tool` `file` builds from an instance of `base`: a file naming
/// `base` with a `new Tool { Name = x.Name, … }`. Where the file builds
/// several, the one built from a collection the file declares with
/// `base` (`IReadOnlyList<Base> tools` … `tools.Select(tool => new Tool
/// { … })`) is it; failing that, they must agree on `Annotations`.
fn built_in(place: Place<'_>, file: &Path, base: &str) -> Option<Registrar> {
    let (text, parsed) = module_naming(place.texts, file, Language::CSharp, base)?;
    let mut candidates: Vec<(Option<(String, usize)>, bool)> = Vec::new();
    tree::preorder(parsed.root_node(), |node| {
        if node.kind() != "object_creation_expression" {
            return;
        }
        let is_tool = node.child_by_field_name("type").is_some_and(|kind| {
            let written = tree::text(&text, kind);
            written == "Tool" || written.ends_with(".Tool")
        });
        let Some(initializer) = node.child_by_field_name("initializer").filter(|_| is_tool) else {
            return;
        };
        let assigned: Vec<(&str, Node<'_>)> = children(initializer)
            .into_iter()
            .filter(|child| child.kind() == "assignment_expression")
            .filter_map(|assignment| {
                let left = assignment.child_by_field_name("left")?;
                let right = assignment.child_by_field_name("right")?;
                Some((tree::text(&text, left), right))
            })
            .collect();
        let from_instance = assigned.iter().any(|(property, value)| {
            *property == "Name"
                && value.kind() == "member_access_expression"
                && value
                    .child_by_field_name("name")
                    .is_some_and(|name| tree::text(&text, name) == "Name")
        });
        if !from_instance {
            return;
        }
        let annotations = assigned
            .iter()
            .find(|(property, _)| *property == "Annotations")
            .map(|(_, value)| {
                (
                    tree::text(&text, *value).to_owned(),
                    crate::code::identifier::line_of(&text, value.start_byte()),
                )
            });
        let linked = source(&text, node).is_some_and(|source| declared_with(&text, source, base));
        candidates.push((annotations, linked));
    });
    let chosen = match candidates.iter().find(|(_, linked)| *linked) {
        Some((annotations, _)) => annotations.clone(),
        None => {
            let (first, _) = candidates.first()?;
            if candidates.iter().any(|(other, _)| other != first) {
                return None;
            }
            first.clone()
        }
    };
    Some(Registrar {
        file: file.to_path_buf(),
        annotations: chosen,
    })
}

/// The collection a `new Tool { … }` is built from: the first name of the
/// receiver of the call its lambda is given to (`tools` of
/// `tools.Select(tool => new Tool { … })`, `KnownTools` of
/// `KnownTools.Values.Select(…)`), or of a `foreach`'s collection.
fn source<'t>(text: &'t str, tool: Node<'_>) -> Option<&'t str> {
    let mut at = tool.parent();
    while let Some(node) = at {
        let receiver = match node.kind() {
            "invocation_expression" => node
                .child_by_field_name("function")
                .filter(|function| function.kind() == "member_access_expression")
                .and_then(|function| function.child_by_field_name("expression")),
            "foreach_statement" => node.child_by_field_name("right"),
            _ => None,
        };
        if let Some(receiver) = receiver {
            let written = tree::text(text, receiver);
            let first = written
                .split(|ch: char| !(ch.is_alphanumeric() || ch == '_'))
                .find(|part| !part.is_empty() && *part != "this");
            return first;
        }
        at = node.parent();
    }
    None
}

/// Whether `text` declares `collection` with `base` as the type of its
/// elements: `base` right before the name, past the closing brackets
/// (`IReadOnlyList<Base> tools`, `Dictionary<string, Base> _known`,
/// `Base[] all`).
fn declared_with(text: &str, collection: &str, base: &str) -> bool {
    let bytes = text.as_bytes();
    let ident = |byte: u8| byte.is_ascii_alphanumeric() || byte == b'_';
    memchr::memmem::find_iter(bytes, collection.as_bytes()).any(|at| {
        let end = at + collection.len();
        let whole = (at == 0 || !ident(bytes[at - 1])) && bytes.get(end).is_none_or(|b| !ident(*b));
        let before = text[..at]
            .trim_end()
            .trim_end_matches(['>', ']', '[', '?', ' ']);
        whole
            && before.ends_with(base)
            && before[..before.len() - base.len()]
                .bytes()
                .last()
                .is_none_or(|byte| !ident(byte))
    })
}
