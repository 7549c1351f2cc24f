//! Edits of Laravel MCP's hint attributes ([`CodeSyntax::PhpAttributes`]):
//! a new hint is an attribute on a line of its own just above the class
//! (after the attributes it has, at the class's indentation), and a `use`
//! line imports its class when the file does not (among the file's `use`
//! lines in order, else after its `namespace`); a removed one goes with
//! its `#[…]`, or with its comma when it shares one.

use crate::base::hint::Hint;
use crate::document::spelling::{ANNOTATIONS, laravel_attribute, php_attribute, slice};
use crate::document::{CodeSyntax, Member};

use crate::fix::Edit;
use crate::fix::braced::{newline, own_lines};
use crate::fix::names::{self, Import, Reach};

/// Separates the attributes of a new annotations value.
const BREAK: char = '\n';

/// `members` as new attributes, one per line of the value.
pub fn new_attributes(text: &str, syntax: CodeSyntax, members: &[(&str, String)]) -> String {
    members
        .iter()
        .map(|(key, value)| attribute(text, syntax, key, value))
        .collect::<Vec<_>>()
        .join(&BREAK.to_string())
}

/// The hint attribute class of `key` as the scope above the class reaches
/// it ([`super::names`]): imported, imported already (under its alias),
/// or fully qualified where its short name is another class's.
fn reached(text: &str, syntax: CodeSyntax, key: &str) -> Option<Reach> {
    let CodeSyntax::PhpAttributes {
        before, imported, ..
    } = syntax
    else {
        return None;
    };
    let hint = Hint::from_key(key)?;
    let sdk = crate::fix::sdk_names::laravel_attribute(laravel_attribute(key)?)?;
    let at = before.start();
    // The local name the file imports the class as, when it binds it here.
    let alias = imported[hint as usize]
        .map(|local| slice(text, local))
        .filter(|alias| {
            names::is_bound(
                text,
                at,
                names::SdkName {
                    written: alias,
                    ..sdk
                },
            )
        });
    Some(match alias {
        Some(alias) => Reach {
            name: alias.to_owned(),
            import: None,
        },
        None => names::reach(text, at, sdk),
    })
}

/// Member `key` as an attribute: a hint's class named as the scope
/// reaches it, the others as [`php_attribute`] writes them.
fn attribute(text: &str, syntax: CodeSyntax, key: &str, value: &str) -> String {
    match reached(text, syntax, key) {
        Some(reach) if value == "true" => format!("#[{}]", reach.name),
        Some(reach) => format!("#[{}({value})]", reach.name),
        None => php_attribute(text, syntax, key, value),
    }
}

/// The edits that add `members` (hints, or a new annotations value of
/// attributes) above the class, with the `use` lines their classes need.
pub fn insert_attributes(text: &str, syntax: CodeSyntax, members: &[(&str, String)]) -> Vec<Edit> {
    let CodeSyntax::PhpAttributes { before, .. } = syntax else {
        return Vec::new();
    };
    let attributes: Vec<String> = members
        .iter()
        .flat_map(|(key, value)| {
            if *key == ANNOTATIONS {
                value.split(BREAK).map(str::to_owned).collect()
            } else {
                vec![attribute(text, syntax, key, value)]
            }
        })
        .filter(|attribute| !attribute.is_empty())
        .collect();
    if attributes.is_empty() {
        return Vec::new();
    }
    let at = before.start().min(text.len());
    let line_start = text[..at].rfind(['\n', '\r']).map_or(0, |found| found + 1);
    let indent = &text[line_start..at];
    let inserted: String = if indent.trim().is_empty() {
        let newline = newline(text);
        attributes
            .iter()
            .map(|attribute| format!("{attribute}{newline}{indent}"))
            .collect()
    } else {
        attributes
            .iter()
            .map(|attribute| format!("{attribute} "))
            .collect()
    };
    let mut edits = Vec::new();
    // The imports of the classes written short that the scope lacks.
    let mut needed: Vec<Import> = Hint::ALL
        .iter()
        .filter_map(|hint| {
            let import = reached(text, syntax, hint.key())?.import?;
            let class = laravel_attribute(hint.key())?;
            attributes
                .iter()
                .any(|attribute| {
                    attribute
                        .strip_prefix("#[")
                        .and_then(|rest| rest.strip_prefix(class))
                        .is_some_and(|rest| rest.starts_with(['(', ']']))
                })
                .then_some(import)
        })
        .collect();
    needed.sort_by_key(|import| import.line.to_ascii_lowercase());
    if let Some(after) = needed.first().map(|import| import.after.clone()) {
        let lines: Vec<String> = needed.into_iter().map(|import| import.line).collect();
        edits.extend(use_lines(text, after.unwrap_or(0..0), &lines));
    }
    edits.push(Edit::insert(at, inserted));
    edits
}

/// The edits that add the `use` lines `needed` to a file whose last
/// `use` (or the statement they follow) is at `after`: among the `use`
/// lines in order (case aside), else after it with a blank line between.
fn use_lines(text: &str, after: std::ops::Range<usize>, needed: &[String]) -> Vec<Edit> {
    let newline = newline(text);
    let written = text.get(after.clone()).unwrap_or("");
    if !written.starts_with("use ") {
        if needed.is_empty() {
            return Vec::new();
        }
        // Inside `namespace X { … }`, at the indentation of the block's
        // first line.
        let next = text[after.end..].trim_start_matches(['\n', '\r']);
        let indent = &next[..next.len() - next.trim_start_matches([' ', '\t']).len()];
        let indent = if written.ends_with('{') { indent } else { "" };
        let lines: String = needed
            .iter()
            .map(|line| format!("{newline}{indent}{line}"))
            .collect();
        return vec![Edit::insert(after.end, format!("{newline}{lines}"))];
    }
    let line_start = text[..after.start]
        .rfind(['\n', '\r'])
        .map_or(0, |found| found + 1);
    let indent = text.get(line_start..after.start).unwrap_or("");
    let indent = if indent.trim().is_empty() { indent } else { "" };
    // The block of `use` lines that ends with the last one.
    let mut block: Vec<(usize, &str)> = Vec::new();
    let mut end = after.end;
    loop {
        let start = text[..end].rfind(['\n', '\r']).map_or(0, |found| found + 1);
        let line = &text[start..end];
        if !line.trim_start().starts_with("use ") {
            break;
        }
        block.push((start, line.trim()));
        if start == 0 {
            break;
        }
        end = text[..start].trim_end_matches(['\n', '\r']).len();
        if text[end..start].matches('\n').count() > 1 {
            break;
        }
    }
    block.reverse();
    let mut edits: Vec<Edit> = Vec::new();
    for line in needed {
        let lower = line.to_ascii_lowercase();
        let edit = match block
            .iter()
            .find(|(_, written)| written.to_ascii_lowercase() > lower)
        {
            Some((start, _)) => Edit::insert(*start, format!("{indent}{line}{newline}")),
            None => Edit::insert(after.end, format!("{newline}{indent}{line}")),
        };
        edits.push(edit);
    }
    edits
}

/// The edit that removes the hint attribute `member`: its `#[…]` (with its
/// line when alone on it), or the attribute and its comma in a group.
pub fn remove_attribute(text: &str, member: &Member<'_>) -> Vec<Edit> {
    let start = member.key.span.start();
    let mut end = member.span().end.max(member.key.span.end());
    // The closing parenthesis of `IsDestructive(false)`.
    let rest = text.get(end..).unwrap_or("");
    let trimmed = rest.trim_start();
    if trimmed.starts_with(')') {
        end += rest.len() - trimmed.len() + 1;
    }
    let before = text[..start].trim_end();
    let after = text[end..].trim_start();
    if let (Some(opening), Some(closing)) = (before.strip_suffix("#["), after.strip_prefix(']')) {
        let group = opening.len()..text.len() - closing.len();
        return vec![Edit::delete(own_lines(text, group))];
    }
    if let Some(next) = after.strip_prefix(',') {
        let next = next.trim_start();
        return vec![Edit::delete(start..text.len() - next.len())];
    }
    match before.strip_suffix(',') {
        Some(kept) => vec![Edit::delete(kept.len()..end)],
        None => vec![Edit::delete(start..end)],
    }
}

/// A bare attribute (`IsReadOnly`, whose value is its name) given the
/// value `new`: `IsReadOnly(false)`; `None` for a value written in
/// parentheses, which is replaced in place.
pub fn bare_attribute(text: &str, written: &str, syntax: CodeSyntax, new: &str) -> Option<String> {
    let CodeSyntax::PhpAttributes { imported, .. } = syntax else {
        return None;
    };
    let class = written.rsplit('\\').next().unwrap_or(written);
    let known = Hint::ALL
        .iter()
        .any(|hint| laravel_attribute(hint.key()) == Some(class));
    let aliased = imported
        .iter()
        .flatten()
        .any(|local| text.get(local.range()) == Some(written));
    (known || aliased).then(|| format!("{written}({new})"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::document::Spot;

    fn syntax(before: usize, use_after: Option<std::ops::Range<usize>>) -> CodeSyntax {
        CodeSyntax::PhpAttributes {
            before: Spot::of(before..before),
            imported: [None; 4],
            use_after: use_after.map(Spot::of),
        }
    }

    fn applied(text: &str, edits: &[Edit]) -> String {
        let refs: Vec<&Edit> = edits.iter().collect();
        crate::fix::apply(text, &refs)
    }

    #[test]
    fn new_attributes_go_above_the_class_with_their_use_lines_in_order() {
        let text = "<?php\n\nuse Laravel\\Mcp\\Server\\Tool;\nuse Zed\\Other;\n\n    #[IsReadOnly]\n    class A extends Tool {}\n";
        let class = text.find("class").expect("class");
        let last_use = text.find("use Zed").expect("use");
        let syntax = syntax(class, Some(last_use..last_use + "use Zed\\Other;".len()));
        let edits = insert_attributes(text, syntax, &[("destructiveHint", "false".to_owned())]);
        assert_eq!(
            applied(text, &edits),
            "<?php\n\nuse Laravel\\Mcp\\Server\\Tool;\nuse Laravel\\Mcp\\Server\\Tools\\Annotations\\IsDestructive;\nuse Zed\\Other;\n\n    #[IsReadOnly]\n    #[IsDestructive(false)]\n    class A extends Tool {}\n"
        );
    }

    #[test]
    fn without_a_use_line_the_class_is_written_in_full() {
        let text = "<?php\nnamespace A { #[IsReadOnly] class B {} }\n";
        let class = text.find("class").expect("class");
        let edits = insert_attributes(
            text,
            syntax(class, None),
            &[("openWorldHint", "true".to_owned())],
        );
        assert_eq!(
            applied(text, &edits),
            "<?php\nnamespace A { #[IsReadOnly] #[\\Laravel\\Mcp\\Server\\Tools\\Annotations\\IsOpenWorld] class B {} }\n"
        );
    }

    #[test]
    fn a_removed_attribute_goes_with_its_group_or_its_comma() {
        let member = |text: &str, name: &str, value: Option<&str>| {
            let key = text.find(name).expect("name");
            let value_span = match value {
                Some(value) => {
                    let at = text[key..].find(value).expect("value") + key;
                    at..at + value.len()
                }
                None => key..key + name.len(),
            };
            Member {
                key: crate::document::Str {
                    value: "destructiveHint".into(),
                    span: Spot::of(key..key + name.len()),
                },
                value: crate::document::Value::Bool(false, Spot::of(value_span)),
            }
        };
        let text = "#[IsReadOnly]\n#[IsDestructive(false)]\nclass A {}\n";
        let removed = remove_attribute(text, &member(text, "IsDestructive", Some("false")));
        assert_eq!(applied(text, &removed), "#[IsReadOnly]\nclass A {}\n");
        let text = "#[IsReadOnly, IsDestructive]\nclass A {}\n";
        let removed = remove_attribute(text, &member(text, "IsDestructive", None));
        assert_eq!(applied(text, &removed), "#[IsReadOnly]\nclass A {}\n");
        let text = "#[IsDestructive(false), IsReadOnly]\nclass A {}\n";
        let removed = remove_attribute(text, &member(text, "IsDestructive", Some("false")));
        assert_eq!(applied(text, &removed), "#[IsReadOnly]\nclass A {}\n");
    }

    #[test]
    fn a_bare_attribute_takes_its_value_in_parentheses() {
        let syntax = syntax(0, None);
        assert_eq!(
            bare_attribute("", "IsDestructive", syntax, "false").as_deref(),
            Some("IsDestructive(false)")
        );
        assert_eq!(bare_attribute("", "self::NO", syntax, "false"), None);
        assert_eq!(bare_attribute("", "DESTRUCTIVE", syntax, "false"), None);
    }
}
