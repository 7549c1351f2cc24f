//! A tool class's base written in another file of the project: `class
//! Search < BaseTool` in `search.rb`, `class BaseTool < MCP::Tool` in
//! `base_tool.rb` beside it. The base is looked for in the files of the
//! class's folder and of the two folders above (only through the
//! repository-bounded lookups of the [`Place`]), its own base followed in
//! turn, at most [`DEPTH`] classes deep, over the text: a line `class
//! Name < Superclass` outside a string. And the other way: whether a class
//! of this file is a base other files of its folder extend.

use crate::code::registration::Place;

/// How many project classes deep a base is followed.
pub const DEPTH: usize = 3;

/// How many folders above a file's own its base classes are looked for.
const FOLDERS_UP: usize = 2;

/// The extension of Ruby files.
const EXTENSIONS: &[&str] = &["rb"];

/// A line `class Name < Superclass` (a comment after it allowed): the
/// class's name as written and its superclass, without a leading `::`.
fn class_line(line: &str) -> Option<(&str, &str)> {
    let declared = line.trim_start().strip_prefix("class ")?.trim_start();
    let (class, rest) = declared.split_once('<')?;
    let rest = rest.trim_start().trim_start_matches("::");
    let end = rest
        .find(|ch: char| !(ch.is_ascii_alphanumeric() || ch == '_' || ch == ':'))
        .unwrap_or(rest.len());
    let superclass = rest[..end].trim_end_matches(':');
    (!superclass.is_empty()).then_some((class.trim(), superclass))
}

/// `C` of `A::B::C`.
fn last_segment(name: &str) -> &str {
    name.rsplit("::").next().unwrap_or(name)
}

/// The superclass `class {name} < Superclass` names in `text` (without a
/// leading `::`), on a line of its own: the first such declaration.
pub fn superclass_in<'t>(text: &'t str, name: &str) -> Option<&'t str> {
    text.lines().find_map(|line| {
        let (class, superclass) = class_line(line)?;
        (last_segment(class) == name).then_some(superclass)
    })
}

/// What `base`, a class declared in another file near `place`, extends in
/// the end: the first superclass `known` accepts (a gem's class), its
/// project classes followed `depth` deep. `None` when no file of the
/// project says so.
pub fn reaching(
    base: &str,
    place: Place<'_>,
    known: fn(&str) -> bool,
    depth: usize,
) -> Option<String> {
    if depth == 0 {
        return None;
    }
    let needle = format!("class {base}");
    for folder in place.path.ancestors().skip(1).take(FOLDERS_UP + 1) {
        for file in place.texts.holding(folder, EXTENSIONS, &[&needle]).iter() {
            let Some(text) = place.texts.text(file) else {
                continue;
            };
            let Some(superclass) = superclass_in(&text, base) else {
                continue;
            };
            if known(superclass) {
                return Some(superclass.to_owned());
            }
            let next = last_segment(superclass);
            if next == base {
                continue;
            }
            let from = Place {
                path: file,
                texts: place.texts,
            };
            if let Some(found) = reaching(next, from, known, depth - 1) {
                return Some(found);
            }
        }
    }
    None
}

/// Whether another file of the folder of `place` (or of the folder above)
/// declares a class extending `name`.
pub fn extended_elsewhere(name: &str, place: Place<'_>) -> bool {
    let needle = format!("< {name}");
    crate::code::nearby::near(place.path, place.texts, EXTENSIONS, &[&needle])
        .iter()
        .any(|file| {
            place.texts.text(file).is_some_and(|text| {
                text.lines().any(|line| {
                    class_line(line).is_some_and(|(_, superclass)| last_segment(superclass) == name)
                })
            })
        })
}

#[cfg(test)]
mod tests {
    use super::superclass_in;

    #[test]
    fn a_class_line_names_its_superclass() {
        let text = "module A\n  class BaseTool < ::MCP::Tool\n  end\nend\n";
        assert_eq!(superclass_in(text, "BaseTool"), Some("MCP::Tool"));
        assert_eq!(
            superclass_in("class A::Base<Tools::Root # x", "Base"),
            Some("Tools::Root")
        );
        assert_eq!(superclass_in("class Other < MCP::Tool", "BaseTool"), None);
        assert_eq!(superclass_in("# class BaseTool < X", "BaseTool"), None);
        assert_eq!(superclass_in("class BaseTool", "BaseTool"), None);
    }
}
