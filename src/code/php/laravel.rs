//! Laravel MCP's tools (`laravel/mcp`): a class extending
//! `Laravel\Mcp\Server\Tool` states each hint with an attribute of its own,
//! `#[IsReadOnly]`, `#[IsDestructive(false)]`, `#[IsIdempotent]`,
//! `#[IsOpenWorld(false)]` (the value defaults to true). Laravel sends the
//! attributes the class itself writes, and no others: attributes on a base
//! class are not read for its subclasses, and a class without any sends
//! `annotations: {}`.
//!
//! The name is the `name()` method's literal, else `#[Name('…')]`, else a
//! non-empty `protected string $name`, else the class's short name in
//! kebab case as Laravel's `Str::kebab` writes it (`ListFilesTool` →
//! `list-files-tool`); the title likewise from `title()`, `#[Title]`,
//! `$title`, else `Str::headline` of the class name (`List Files Tool`).

use std::borrow::Cow;

use tree_sitter::Node;

use super::values::{Reader, short, value};
use crate::base::hint::{Hint, TITLE_KEY};
use crate::code::hints_member::hints_member;
use crate::code::registration::{Constants, Registration, member};
use crate::code::tree::{self, children, span, spot};
use crate::document::spelling::LARAVEL_ANNOTATIONS;
use crate::document::{CodeSyntax, Layout, Member, Object, Spot, Str, Value};

/// The class a Laravel tool extends.
const TOOL_CLASS: &str = "Laravel\\Mcp\\Server\\Tool";

/// A class extending Laravel MCP's `Tool`, read as a tool.
pub(super) fn tool_class<'t, 'tree>(
    reader: &Reader<'t>,
    constants: &mut Constants<'t, 'tree>,
    root: Node<'tree>,
    class: Node<'tree>,
) -> Option<Registration<'t>> {
    let text = reader.text;
    let base = children(class)
        .into_iter()
        .find(|child| child.kind() == "base_clause")?;
    let extended = children(base).into_iter().next()?;
    if reader.imports.resolve(tree::text(text, extended)) != TOOL_CLASS {
        return None;
    }
    if children(class)
        .iter()
        .any(|child| child.kind() == "abstract_modifier")
    {
        return None;
    }
    let class_name = class.child_by_field_name("name")?;
    let syntax = CodeSyntax::PhpAttributes {
        before: Spot::of(before(class)..before(class)),
        imported: Hint::ALL.map(|hint| {
            reader
                .imports
                .local(&format!("{LARAVEL_ANNOTATIONS}\\{}", attribute_of(hint)))
        }),
        use_after: use_after(root).map(spot),
    };
    let layout = || Layout::Code(Box::new(syntax));
    let mut hints: Vec<Member<'t>> = Vec::new();
    let mut opaque = None;
    let mut name = None;
    let mut title = None;
    let list = class.child_by_field_name("attributes");
    for attribute in attributes(list) {
        let Some(written) = children(attribute)
            .into_iter()
            .find(|child| matches!(child.kind(), "name" | "qualified_name" | "relative_name"))
        else {
            continue;
        };
        let resolved = reader.imports.resolve(tree::text(text, written));
        let argument = attribute
            .child_by_field_name("parameters")
            .and_then(|list| children(list).into_iter().next())
            .and_then(|argument| children(argument).into_iter().last());
        let class_of = short(&resolved);
        if let Some(hint) = Hint::ALL
            .into_iter()
            .find(|hint| attribute_of(*hint) == class_of)
        {
            let converted = match argument {
                Some(argument) => value(reader, constants, argument),
                None => Ok(Value::Bool(true, spot(written))),
            };
            match converted {
                Ok(converted) => hints.push(member(hint.key(), span(written), converted)),
                Err(found) => {
                    opaque.get_or_insert(found);
                }
            }
            continue;
        }
        let field = match class_of {
            "Name" => &mut name,
            "Title" => &mut title,
            _ => continue,
        };
        if let Some(Ok(Value::String(string))) =
            argument.map(|argument| value(reader, constants, argument))
        {
            *field = Some((span(written), string));
        }
    }
    let body = class.child_by_field_name("body");
    for declared in body.map(children).unwrap_or_default() {
        match declared.kind() {
            "property_declaration" => {
                for element in children(declared) {
                    if element.kind() != "property_element" {
                        continue;
                    }
                    let Some((variable, default)) =
                        tree::field_pair(element, "name", "default_value")
                    else {
                        continue;
                    };
                    let field = match tree::text(text, variable) {
                        "$name" => &mut name,
                        "$title" => &mut title,
                        _ => continue,
                    };
                    if field.is_none()
                        && let Ok(Value::String(string)) = value(reader, constants, default)
                        && !string.value.is_empty()
                    {
                        *field = Some((span(variable), string));
                    }
                }
            }
            "method_declaration" => {
                let Some(method) = declared.child_by_field_name("name") else {
                    continue;
                };
                let field = match tree::text(text, method) {
                    "name" => &mut name,
                    "title" => &mut title,
                    _ => continue,
                };
                // The method overrides the attribute and the property.
                if let Some(returned) = returned_literal(declared)
                    && let Ok(Value::String(string)) = value(reader, constants, returned)
                {
                    *field = Some((span(method), string));
                }
            }
            _ => {}
        }
    }
    let written_class = tree::text(text, class_name);
    let (name_key, name) = name.unwrap_or_else(|| {
        let derived = Str {
            value: Cow::Owned(kebab(written_class)),
            span: spot(class_name),
        };
        (span(class_name), derived)
    });
    let (title_key, title) = title.unwrap_or_else(|| {
        let derived = Str {
            value: Cow::Owned(headline(written_class)),
            span: spot(class_name),
        };
        (span(class_name), derived)
    });
    let header = class.start_byte()..body.map_or(class.end_byte(), |body| body.start_byte());
    let mut members = vec![
        member("name", name_key, Value::String(name.clone())),
        member(TITLE_KEY, title_key, Value::String(title)),
    ];
    let hints_span = list.map_or(Spot::of(header.clone()), spot);
    members.extend(hints_member(hints, hints_span, layout()));
    let holder = Object {
        span: Spot::of(header),
        members,
        layout: layout(),
    };
    let anchor = name.span.range();
    let uses = constants.take_uses();
    // What the tool runs: its `handle` method.
    let handler = super::sdk::declared_method(text, class, "handle")
        .and_then(|method| method.child_by_field_name("body"));
    let registration = Registration {
        unjudged: opaque,
        ..Registration::new(holder, Some(name), anchor, uses)
    };
    Some(registration.with_handler_reaching(
        text,
        crate::code::Language::Php,
        handler,
        reader.reach,
    ))
}

/// The attribute class that states `hint`.
fn attribute_of(hint: Hint) -> &'static str {
    crate::document::spelling::laravel_attribute(hint.key()).unwrap_or_default()
}

/// The attributes of a class's attribute list, in order.
fn attributes(list: Option<Node<'_>>) -> Vec<Node<'_>> {
    list.map(children)
        .unwrap_or_default()
        .into_iter()
        .filter(|group| group.kind() == "attribute_group")
        .flat_map(children)
        .filter(|attribute| attribute.kind() == "attribute")
        .collect()
}

/// Where a class's declaration starts after its attributes (`final`,
/// `class`): new attributes go before it.
fn before(class: Node<'_>) -> usize {
    let mut cursor = class.walk();
    class
        .children(&mut cursor)
        .find(|child| child.kind() != "attribute_list" && !child.kind().contains("comment"))
        .map_or(class.start_byte(), |child| child.start_byte())
}

/// The statement a new `use` line follows: the file's last top-level
/// `use`, else its `namespace …;`, its last `declare(…);` or its `<?php`
/// tag; `None` in a file whose namespace is a block (`namespace X { … }`).
fn use_after(root: Node<'_>) -> Option<Node<'_>> {
    let top = children(root);
    let last = |kind: &str| top.iter().rfind(|node| node.kind() == kind).copied();
    if let Some(namespace) = last("namespace_definition")
        && namespace.child_by_field_name("body").is_some()
    {
        return None;
    }
    last("namespace_use_declaration")
        .or_else(|| last("namespace_definition"))
        .or_else(|| last("declare_statement"))
        .or_else(|| last("php_tag"))
}

/// The expression a method returns when its body is `return <it>;`.
fn returned_literal(method: Node<'_>) -> Option<Node<'_>> {
    let body = method.child_by_field_name("body")?;
    let statements = children(body);
    let [statement] = statements.as_slice() else {
        return None;
    };
    if statement.kind() != "return_statement" {
        return None;
    }
    children(*statement).into_iter().next()
}

/// A class name in kebab case as Laravel's `Str::kebab` writes it: a `-`
/// after every character followed by an upper-case letter, then lower
/// case (`ListFilesTool` → `list-files-tool`, `HTTPStatus` →
/// `h-t-t-p-status`).
pub fn kebab(name: &str) -> String {
    if name.chars().all(|ch| !ch.is_uppercase()) {
        return name.to_owned();
    }
    let chars: Vec<char> = name.chars().filter(|ch| !ch.is_whitespace()).collect();
    let mut out = String::with_capacity(name.len() + 4);
    for (index, ch) in chars.iter().enumerate() {
        out.extend(ch.to_lowercase());
        if chars.get(index + 1).is_some_and(|next| next.is_uppercase()) {
            out.push('-');
        }
    }
    out
}

/// A class name as Laravel's `Str::headline` writes it: split before
/// every upper-case letter and at `_` and `-`, each word capitalised
/// (`ListFilesTool` → `List Files Tool`).
pub fn headline(name: &str) -> String {
    let mut words: Vec<String> = Vec::new();
    for part in name.split(['_', '-', ' ']) {
        let mut word = String::new();
        for ch in part.chars() {
            if ch.is_uppercase() && !word.is_empty() {
                words.push(std::mem::take(&mut word));
            }
            word.push(ch);
        }
        if !word.is_empty() {
            words.push(word);
        }
    }
    words
        .iter()
        .map(|word| {
            let mut chars = word.chars();
            let first: String = chars
                .next()
                .map(|ch| ch.to_uppercase().collect())
                .unwrap_or_default();
            format!("{first}{}", chars.as_str().to_lowercase())
        })
        .collect::<Vec<_>>()
        .join(" ")
}
