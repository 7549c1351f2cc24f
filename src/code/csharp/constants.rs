//! The `const`s of a project's other C# files, named through their class
//! (`[McpServerTool(Name = ToolNames.Search)]` with `static class
//! ToolNames { public const string Search = "search"; }` in another
//! file). C# has no imports by file: the class is looked for in the
//! files of the tool's folder, of the folder above and of that folder's
//! other folders (a project's `Constants/` beside its `Tools/`), then in
//! the solution's other projects (the folders below the file's lookup
//! root, breadth first, at most [`MOST_FOLDERS`], `bin/`, `obj/` and `node_modules/` left
//! out); only a file that declares the class and names the constant is
//! parsed. The search runs only for a name no file-level `const` gives.

use std::path::PathBuf;

use tree_sitter::Node;

use crate::code::Language;
use crate::code::identifier::line_of;
use crate::code::registration::{Constants, Converted, Imported, Importer, Place, module_naming};
use crate::code::relocated::relocated;
use crate::code::tree;

/// How the reader converts a constant's value.
pub type Convert = for<'a, 'b> fn(&mut Constants<'a, 'b>, Node<'b>) -> Converted<'a>;

/// The kinds of declaration a `const` is a member of.
const TYPE_DECLARATIONS: [&str; 4] = [
    "class_declaration",
    "struct_declaration",
    "interface_declaration",
    "record_declaration",
];

/// The most folders of a solution searched for a class.
pub const MOST_FOLDERS: usize = 400;

/// The folders of build output, never searched.
const BUILD_OUTPUT: [&str; 3] = ["bin", "obj", "node_modules"];

/// The project's class constants near a file, read as its importer.
pub struct ClassConstants<'a> {
    /// Where the file is.
    pub place: Place<'a>,
    /// How a constant's value is read.
    pub convert: Convert,
    /// The bases the file's types declare (`class Search : WebTool`),
    /// whose constants the file's attributes may name unqualified.
    pub bases: Vec<String>,
}

/// The last names of the bases the types enclosing `members` declare
/// (`: Tools.WebTool(client), IDisposable` → `WebTool`, `IDisposable`).
pub fn bases_of<'tree>(text: &str, members: impl Iterator<Item = Node<'tree>>) -> Vec<String> {
    let mut bases: Vec<String> = Vec::new();
    for member in members {
        let mut at = member.parent();
        while let Some(parent) = at {
            if TYPE_DECLARATIONS.contains(&parent.kind()) {
                let listed = tree::children(parent)
                    .into_iter()
                    .filter(|child| child.kind() == "base_list");
                for base in listed.flat_map(tree::children) {
                    let written = tree::text(text, base);
                    let head = written.split(['(', '<']).next().unwrap_or(written).trim();
                    let last = head.rsplit('.').next().unwrap_or(head);
                    if !last.is_empty() && !bases.iter().any(|known| known == last) {
                        bases.push(last.to_owned());
                    }
                }
            }
            at = parent.parent();
        }
    }
    bases
}

impl Importer for ClassConstants<'_> {
    /// A constant a base class declares, named unqualified.
    fn import(&self, name: &str) -> Option<Imported> {
        self.bases
            .iter()
            .find_map(|base| self.import_member(base, name))
    }

    fn import_member(&self, class: &str, name: &str) -> Option<Imported> {
        let class = class.rsplit('.').next().unwrap_or(class);
        let declaring = [
            format!("class {class}"),
            format!("struct {class}"),
            format!("record {class}"),
        ];
        let needles: Vec<&str> = declaring.iter().map(String::as_str).collect();
        let near = crate::code::nearby::around(self.place.path, self.place.texts);
        let find = |folders: &[PathBuf]| {
            folders
                .iter()
                .flat_map(|folder| self.place.texts.holding(folder, &["cs"], &needles).to_vec())
                .filter(|file| file != self.place.path)
                .find_map(|file| self.constant_in(&file, class, name))
        };
        find(&near).or_else(|| {
            let mut solution = self.solution();
            solution.retain(|folder| !near.contains(folder));
            find(&solution)
        })
    }
}

/// The folders of the solution of the file at `place`: those below its
/// lookup root ([`below`]).
pub fn solution(place: Place<'_>) -> Vec<PathBuf> {
    below(crate::base::paths::lookup_root(place.path), place)
}

/// `root` and the folders below it, breadth first, at most
/// [`MOST_FOLDERS`], build output left out.
pub fn below(root: PathBuf, place: Place<'_>) -> Vec<PathBuf> {
    let mut folders = vec![root];
    let mut next = 0;
    while next < folders.len() && folders.len() < MOST_FOLDERS {
        let inner = place.texts.folders(&folders[next]);
        next += 1;
        for folder in inner.iter() {
            let build = folder
                .file_name()
                .is_some_and(|name| BUILD_OUTPUT.iter().any(|output| name == *output));
            if !build && folders.len() < MOST_FOLDERS {
                folders.push(folder.clone());
            }
        }
    }
    folders
}

impl ClassConstants<'_> {
    /// The folders of the file's solution ([`solution`]).
    fn solution(&self) -> Vec<PathBuf> {
        solution(self.place)
    }

    /// The constant `name` of the type `class` declared in `file`.
    fn constant_in(&self, file: &std::path::Path, class: &str, name: &str) -> Option<Imported> {
        let (text, parsed) = module_naming(self.place.texts, file, Language::CSharp, name)?;
        let root = parsed.root_node();
        let found = super::forms::located(root, &text);
        let defined: Vec<(&str, Node<'_>)> = found
            .iter()
            .flat_map(|each| each.constants(&text))
            .filter(|(_, value)| declared_in(&text, *value) == Some(class))
            .collect();
        let &(_, node) = defined.iter().find(|(defined, _)| *defined == name)?;
        let mut constants = Constants::new(&text, defined.clone());
        let converted = (self.convert)(&mut constants, node).ok()?;
        let shown = file.file_name().map_or_else(
            || file.display().to_string(),
            |shown| shown.to_string_lossy().into_owned(),
        );
        Some(Imported {
            value: relocated(converted, &(0..0)),
            from: format!("{shown}, line {}", line_of(&text, node.start_byte())),
        })
    }
}

/// The name of the type whose member the node is.
fn declared_in<'t>(text: &'t str, node: Node<'_>) -> Option<&'t str> {
    let mut at = node.parent();
    while let Some(parent) = at {
        if TYPE_DECLARATIONS.contains(&parent.kind()) {
            return parent
                .child_by_field_name("name")
                .map(|name| tree::text(text, name));
        }
        at = parent.parent();
    }
    None
}
