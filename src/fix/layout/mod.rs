//! Edits that keep a file's layout: indentation (spaces or tabs), line
//! endings, key/value spacing, one-line objects, comments and trailing
//! commas. The document is never re-serialised; every edit is computed from
//! parsed spans. Each edit goes to the layout of its object: braced JSON
//! ([`super::braced`]), YAML ([`yaml`]) or source code
//! ([`code`]).

pub mod code;
mod java;
mod php;
mod python;
mod ruby;
mod rust;
mod swift;
pub mod width;
pub mod yaml;

use crate::document::{Layout, Member, Object, Value};

use super::Edit;
use super::braced::{
    insert_braced_members, keeping_comments, new_braced_object, push_member, quote,
    remove_braced_member,
};
use super::trivia::BlockComments;

/// Writes `members` (key, value text) as the members of a new object laid
/// out like `container`, the object it will be a member of: on several lines
/// when `container`'s members start lines of their own, on one otherwise.
pub fn new_object(text: &str, container: &Object<'_>, members: &[(&str, String)]) -> String {
    match container.layout.clone() {
        Layout::Json => new_braced_object(text, container, members, &push_member, ("{", "}")),
        Layout::YamlBlock(_) | Layout::YamlFlow => yaml::new_object(text, container, members),
        Layout::Code(syntax) => code::new_object(text, container, *syntax, members),
    }
}

/// The imports a new object written into `container` needs
/// ([`super::sdk_names::new_object_imports`]): none outside source code.
pub fn new_object_imports(text: &str, container: &Object<'_>) -> Vec<Edit> {
    match &container.layout {
        Layout::Code(syntax) => super::sdk_names::new_object_imports(text, container, **syntax),
        _ => Vec::new(),
    }
}

/// Adds `members` (key, value text) at the end of `object`, after its last
/// member, in the object's own layout. Comments stay where they are: a
/// comment at the end of the last member's line stays on that line (so an
/// end-of-line `hintlint-allow` keeps its member), and a comment inside an
/// empty object is kept before the new members.
pub fn insert_members(text: &str, object: &Object<'_>, members: &[(&str, String)]) -> Vec<Edit> {
    match object.layout.clone() {
        Layout::Json => insert_braced_members(text, object, members, &push_member),
        Layout::YamlBlock(_) | Layout::YamlFlow => yaml::insert_members(text, object, members),
        Layout::Code(syntax) => code::insert_members(text, object, *syntax, members),
    }
}

/// Removes member `index` of `object` with one of its commas. Comments
/// around it are kept, so are comments inside it (where it was), and a
/// comma inside a comment is never taken for the separator.
pub fn remove_member(text: &str, object: &Object<'_>, index: usize) -> Vec<Edit> {
    match object.layout.clone() {
        Layout::Json => remove_braced_member(text, object, index),
        Layout::YamlBlock(_) | Layout::YamlFlow => yaml::remove_member(text, object, index),
        Layout::Code(syntax) => code::remove_member(text, object, *syntax, index),
    }
}

/// Replaces a member's value, keeping the comments it holds.
pub fn replace_value(text: &str, prop: &Member<'_>, content: impl Into<String>) -> Edit {
    if let Some(alias) = yaml::alias_after_key(text, prop) {
        // A YAML alias (`destructiveHint: *no`): the value is replaced
        // here, never at its anchor, which other data may share.
        return Edit::replace(alias, content.into());
    }
    let value = prop.value.span();
    if value.is_empty() {
        // A YAML key with no value (`key:`, null): write right after the
        // colon, where the value would be.
        let colon = text[prop.key.span.end()..]
            .find(':')
            .map_or(prop.key.span.end(), |at| prop.key.span.end() + at + 1);
        return Edit::insert(colon, content.into());
    }
    let content = content.into();
    // Content that starts a line of its own (a YAML block mapping for a
    // `key: []`) takes the place of the spaces and line break before the
    // value too, leaving no trailing spaces or blank line.
    let value = if content.starts_with(['\n', '\r']) {
        text[..value.start]
            .trim_end_matches([' ', '\t', '\r', '\n'])
            .len()..value.end
    } else {
        value
    };
    // Only an object's text can hold a comment in source code (a Rust
    // literal holds none): its language says where block comments end.
    let block = match &prop.value {
        Value::Object(object) => BlockComments::of(&object.layout),
        _ => BlockComments::Flat,
    };
    let content = keeping_comments(text, value.clone(), content, block);
    Edit::replace(value, content)
}

/// Replaces the key of `prop`, a member of `object`, keeping its value.
pub fn rename_key(text: &str, object: &Object<'_>, prop: &Member<'_>, key: &str) -> Edit {
    if let Layout::Code(syntax) = &object.layout
        && let Some(renamed) = code::renamed_key(**syntax, key)
    {
        return Edit::replace(prop.key.span.range(), renamed);
    }
    // A JSON key is quoted; a YAML one keeps the style it was written in.
    let written = &text[prop.key.span.range()];
    let renamed = if written.starts_with('"') || written.starts_with('\'') {
        quote(key)
    } else {
        yaml::key(key)
    };
    Edit::replace(prop.key.span.range(), renamed)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::document::Value;
    use crate::fix::apply;
    use crate::tools::parse::{Dialect, parse};

    fn with_object(text: &str, run: impl Fn(&Object<'_>) -> Vec<Edit>) -> String {
        let root = parse(text, Dialect::Jsonc).expect("parses");
        let Value::Object(object) = &root else {
            panic!("an object")
        };
        let edits = run(object);
        apply(text, &edits.iter().collect::<Vec<_>>())
    }

    fn add_b(text: &str) -> String {
        with_object(text, |object| {
            insert_members(text, object, &[("b", "true".to_owned())])
        })
    }

    #[test]
    fn insertion_follows_the_object_layout() {
        assert_eq!(add_b("{\"a\": 1}"), "{\"a\": 1, \"b\": true}");
        assert_eq!(add_b("{\"a\":1}"), "{\"a\":1,\"b\":true}");
        assert_eq!(add_b("{}"), "{\"b\": true}");
        assert_eq!(
            add_b("{\n  \"a\": 1\n}"),
            "{\n  \"a\": 1,\n  \"b\": true\n}"
        );
        assert_eq!(
            add_b("{\r\n\t\"a\": 1\r\n}"),
            "{\r\n\t\"a\": 1,\r\n\t\"b\": true\r\n}"
        );
        assert_eq!(
            add_b("{\n  \"a\": 1, // note\n}"),
            "{\n  \"a\": 1, // note\n  \"b\": true,\n}"
        );
    }

    #[test]
    fn insertion_keeps_every_comment_where_it_was() {
        assert_eq!(
            add_b("{\n  \"a\": 1 // hintlint-allow(x): y\n}"),
            "{\n  \"a\": 1, // hintlint-allow(x): y\n  \"b\": true\n}"
        );
        assert_eq!(add_b("{ /* todo */ }"), "{ /* todo */ \"b\": true }");
        assert_eq!(add_b("{\n  // todo\n}"), "{\n  // todo\n  \"b\": true\n}");
        assert_eq!(
            add_b("{\n  \"a\": 1 /* x, y */\n}"),
            "{\n  \"a\": 1, /* x, y */\n  \"b\": true\n}"
        );
    }

    #[test]
    fn new_objects_nest_one_indent_deeper() {
        let text = "{\n    \"name\": \"t\"\n}";
        let root = parse(text, Dialect::Json).expect("parses");
        let Value::Object(object) = &root else {
            panic!("an object")
        };
        let members = [("x", "1".to_owned()), ("y", "2".to_owned())];
        assert_eq!(
            new_object(text, object, &members),
            "{\n        \"x\": 1,\n        \"y\": 2\n    }"
        );
        let flat = "{\"name\":\"t\"}";
        let root = parse(flat, Dialect::Json).expect("parses");
        let Value::Object(object) = &root else {
            panic!("an object")
        };
        assert_eq!(new_object(flat, object, &members), "{\"x\":1,\"y\":2}");
    }

    fn remove(text: &str, index: usize) -> String {
        with_object(text, |object| remove_member(text, object, index))
    }

    #[test]
    fn removal_takes_one_comma_and_keeps_the_rest() {
        assert_eq!(remove("{\"a\": 1, \"b\": 2}", 0), "{\"b\": 2}");
        assert_eq!(remove("{\"a\": 1, \"b\": 2}", 1), "{\"a\": 1}");
        assert_eq!(remove("{\"a\": 1}", 0), "{}");
        assert_eq!(
            remove("{\n  \"a\": 1,\n  \"b\": 2,\n  \"c\": 3\n}", 1),
            "{\n  \"a\": 1,\n  \"c\": 3\n}"
        );
        assert_eq!(
            remove("{\n  \"a\": 1,\n  \"b\": 2\n}", 1),
            "{\n  \"a\": 1\n}"
        );
        assert_eq!(
            remove("{\n  \"a\": 1, // about a\n  \"b\": 2\n}", 1),
            "{\n  \"a\": 1 // about a\n}"
        );
    }

    #[test]
    fn removal_keeps_comments_and_finds_the_real_comma() {
        assert_eq!(
            remove("{\"a\": 1 /* a, b */, \"b\": 2}", 0),
            "{ /* a, b */ \"b\": 2}"
        );
        assert_eq!(remove("{ /* keep */ \"a\": 1 }", 0), "{ /* keep */  }");
        assert_eq!(
            remove("{\"a\": 1, /* c, d */ \"b\": 2}", 1),
            "{\"a\": 1 /* c, d */ }"
        );
    }
}
