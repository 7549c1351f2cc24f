//! A tool annotation whose type the project declares itself, over the
//! Java SDK (`@interface Tool { Annotations annotations() default
//! @Annotations; @interface Annotations { boolean readOnlyHint() default
//! false; … } }`), the project turning each annotated method into an SDK
//! tool by reflection. A member a tool leaves out is the annotation type's
//! default, and that is what is sent: the declaration's defaults are read.
//!
//! The declaration is looked for in the file itself, in the file its
//! import names (its package's folder under the source root the file's
//! own package gives), and in the files of its own folder (the same
//! package needs no import), all through the [`Place`]'s bounded reads.

use tree_sitter::Node;

use crate::base::hint::Hint;
use crate::code::Language;
use crate::code::packages;
use crate::code::registration::Place;
use crate::code::tree::{self, children};

/// What a project's tool annotation type declares.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Declared {
    /// Its member holding the hints (`annotations`).
    pub member: String,
    /// The nested annotation type of that member, as a tool writes it
    /// (`@Tool.Annotations`), when it is a spelling fixes can write.
    pub spelled: &'static str,
    /// The defaults of the hint members, in [`Hint::ALL`] order.
    pub defaults: [Option<bool>; 4],
}

/// The nested annotation types a fix can name, by the outer type's name
/// and the nested one's.
const SPELLINGS: &[(&str, &str, &str)] = &[
    ("Tool", "Annotations", "@Tool.Annotations"),
    ("McpTool", "McpAnnotations", "@McpTool.McpAnnotations"),
];

/// The declaration of the tool annotation `name` the file at `root`
/// uses: declared in the file, in the file `imported` (its import's
/// qualified name) names, or in a file of its folder.
pub fn find(
    text: &str,
    root: Node<'_>,
    name: &str,
    imported: Option<&str>,
    place: Option<Place<'_>>,
) -> Option<Declared> {
    if let Some(found) = in_tree(text, root, name) {
        return Some(found);
    }
    let place = place?;
    let folder = place.path.parent()?;
    let mut candidates = Vec::new();
    if let Some((file, _)) =
        imported.and_then(|imported| packages::imported_file(text, place.path, imported, "java"))
    {
        candidates.push(file);
    } else {
        let needle = format!("@interface {name}");
        candidates.extend(
            place
                .texts
                .holding(folder, &["java"], &[&needle])
                .iter()
                .filter(|path| *path != place.path)
                .cloned(),
        );
    }
    candidates.iter().find_map(|path| {
        let other = place.texts.text(path)?;
        let mut parser = crate::code::parse::parser(Language::Java).ok()?;
        let tree = parser.parse(other.as_bytes(), None)?;
        in_tree(&other, tree.root_node(), name)
    })
}

/// The tool annotation type `name` declared in the tree at `root`: one
/// with a member whose type is an annotation type nested in it that
/// declares hint members.
fn in_tree(text: &str, root: Node<'_>, name: &str) -> Option<Declared> {
    let mut found = None;
    tree::preorder(root, |node| {
        if found.is_none()
            && node.kind() == "annotation_type_declaration"
            && node
                .child_by_field_name("name")
                .is_some_and(|declared| tree::text(text, declared) == name)
        {
            found = tool_type(text, node, name);
        }
    });
    found
}

/// The members of an annotation type's body: element declarations and
/// nested annotation types.
fn body_of(declaration: Node<'_>) -> Vec<Node<'_>> {
    declaration
        .child_by_field_name("body")
        .map(children)
        .unwrap_or_default()
}

/// `declaration` as a tool annotation type named `name`.
fn tool_type(text: &str, declaration: Node<'_>, name: &str) -> Option<Declared> {
    let body = body_of(declaration);
    body.iter()
        .filter(|element| element.kind() == "annotation_type_element_declaration")
        .find_map(|element| {
            let (member, written) = tree::field_pair(*element, "name", "type")?;
            let written = tree::text(text, written);
            let nested_name = written.rsplit('.').next().unwrap_or(written);
            let nested = body.iter().find(|nested| {
                nested.kind() == "annotation_type_declaration"
                    && nested
                        .child_by_field_name("name")
                        .is_some_and(|declared| tree::text(text, declared) == nested_name)
            })?;
            let defaults = hint_defaults(text, *nested)?;
            let spelled = SPELLINGS
                .iter()
                .find(|(outer, inner, _)| *outer == name && *inner == nested_name)
                .map_or("", |(_, _, spelled)| spelled);
            Some(Declared {
                member: tree::text(text, member).to_owned(),
                spelled,
                defaults,
            })
        })
}

/// The defaults of the hint members an annotation type declares (`boolean
/// readOnlyHint() default false;`); `None` when it declares no hint.
fn hint_defaults(text: &str, declaration: Node<'_>) -> Option<[Option<bool>; 4]> {
    let mut defaults = [None; 4];
    let mut any = false;
    for element in body_of(declaration) {
        if element.kind() != "annotation_type_element_declaration" {
            continue;
        }
        let Some(hint) = element
            .child_by_field_name("name")
            .and_then(|name| Hint::from_key(tree::text(text, name)))
        else {
            continue;
        };
        any = true;
        defaults[hint as usize] = match element
            .child_by_field_name("value")
            .map(|value| tree::text(text, value))
        {
            Some("true") => Some(true),
            Some("false") => Some(false),
            _ => None,
        };
    }
    any.then_some(defaults)
}

#[cfg(test)]
mod tests {
    use super::{Declared, find};

    #[test]
    fn a_declared_annotation_type_gives_its_hint_defaults() {
        let text = "package a;\n@interface Tool {\n  String name() default \"\";\n\
                    Annotations annotations() default @Annotations;\n\
                    @interface Annotations {\n    boolean readOnlyHint() default false;\n\
                    boolean destructiveHint() default true;\n    boolean openWorldHint();\n  }\n}\n\
                    @interface Plain { String name(); }\n";
        let mut parser = tree_sitter::Parser::new();
        let language: tree_sitter::Language = tree_sitter_java::LANGUAGE.into();
        assert!(parser.set_language(&language).is_ok());
        let Some(tree) = parser.parse(text, None) else {
            panic!("no tree");
        };
        assert_eq!(
            find(text, tree.root_node(), "Tool", None, None),
            Some(Declared {
                member: "annotations".to_owned(),
                spelled: "@Tool.Annotations",
                defaults: [Some(false), Some(true), None, None],
            })
        );
        assert_eq!(find(text, tree.root_node(), "Plain", None, None), None);
    }
}
