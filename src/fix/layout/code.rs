//! Edits in source code that registers tools: members written the way the
//! language and the file write them (`readOnlyHint: true` in a TypeScript
//! object, `readOnlyHint=True` in a Python call, `ReadOnlyHint: true` in a
//! Go struct, `mcp.WithReadOnlyHintAnnotation(true)` among mcp-go's
//! options), laid out like their neighbours with the braced-object logic
//! of [`crate::fix::braced`].

use std::borrow::Cow;
use std::ops::Range;

use crate::document::spelling::{
    ANNOTATIONS, Spelling, boolean, cs_property, go_field, go_option, go_value, member_alone,
    named_key, python_quote, rust_key, slice, write_member,
};
use crate::document::{CodeSyntax, GoFlavour, Member, NamedStyle, Object, Spot, Str};

use crate::fix::braced::{
    Style, chain_line, insert_braced_members, new_braced_object, own_lines, remove_braced_member,
};
use crate::fix::{Edit, sdk_names};

/// Separates mcp-go options in the value [`new_object`] writes for
/// [`CodeSyntax::GoOptions`], so that [`insert_members`] can lay each out on
/// a line of its own. An option never holds a line feed.
const OPTION_BREAK: char = '\n';

/// `written` (the text of the value of hint `key`) with its boolean made
/// `value`: the boolean literal inside a wrapper such as a pointer helper
/// is replaced, anything else (`nil`, `None`, a string, `new(bool)`)
/// becomes the value as the field takes it (a Go `*bool` through the
/// file's helper or the language).
pub fn replace_boolean(
    text: &str,
    written: &str,
    syntax: CodeSyntax,
    key: &str,
    value: bool,
) -> String {
    let new = boolean(syntax, value);
    // A Rust flag written bare (`read_only_hint`) gets its value.
    let bare_flag = !matches!(written, "true" | "false")
        && !written.is_empty()
        && written
            .bytes()
            .all(|byte| byte.is_ascii_alphanumeric() || byte == b'_');
    if matches!(syntax, CodeSyntax::RustAttribute { .. }) && bare_flag {
        return format!("{written} = {new}");
    }
    // A bare Laravel attribute (`#[IsDestructive]`) gets its value.
    if let Some(valued) = super::php::bare_attribute(text, written, syntax, new) {
        return valued;
    }
    match boolean_inside(written, new) {
        Some(replaced) => replaced,
        None => go_value(text, syntax, key, new),
    }
}

/// `written` with the boolean literal it is or wraps made `new`.
fn boolean_inside(written: &str, new: &str) -> Option<String> {
    let is_word = |byte: u8| byte.is_ascii_alphanumeric() || byte == b'_';
    let call = written.ends_with(')') && written.contains('(');
    for old in ["true", "false", "True", "False"] {
        if written == old {
            return Some(new.to_owned());
        }
        if !call {
            continue;
        }
        if let Some(at) = written.find(old) {
            let before = written.as_bytes().get(at.wrapping_sub(1)).copied();
            let after = written.as_bytes().get(at + old.len()).copied();
            if before.is_none_or(|byte| !is_word(byte)) && after.is_none_or(|byte| !is_word(byte)) {
                return Some(format!(
                    "{}{new}{}",
                    &written[..at],
                    &written[at + old.len()..]
                ));
            }
        }
    }
    None
}

/// A key as `syntax` writes it when a key is renamed: a hint's snake_case
/// field in Rust, `None` where the key is written as in JSON.
pub fn renamed_key(syntax: CodeSyntax, key: &str) -> Option<String> {
    match syntax {
        CodeSyntax::RustAttribute { .. } => Some(rust_key(key).to_owned()),
        CodeSyntax::CsAttribute { .. } => Some(cs_property(key)),
        CodeSyntax::Named {
            style: NamedStyle::RubyKeywords,
            annotations_key,
            ..
        } => Some(named_key(NamedStyle::RubyKeywords, annotations_key, key).to_owned()),
        _ => None,
    }
}

/// What a file's members show beyond the syntax: the quote of Python
/// dict keys, and the column gofmt aligned a Go struct's values to.
#[derive(Debug, Clone, Copy)]
struct Conventions {
    /// `'` or `"`.
    quote: char,
    /// From the start of a key to its value, in an aligned Go block.
    value_column: Option<usize>,
}

impl Conventions {
    /// These conventions with `style`'s colon, as the member writer takes
    /// them.
    fn spelling<'s>(self, style: &Style<'s>) -> Spelling<'s> {
        Spelling {
            quote: self.quote,
            value_column: self.value_column,
            colon: style.colon,
        }
    }

    /// The conventions of `object`'s members, else of the file.
    fn of(text: &str, object: &Object<'_>) -> Conventions {
        let quote = python_quote(text, object);
        // gofmt pads `Key:` so that the values of a block of members on
        // lines of their own line up: the column of the values is where
        // the first one's starts.
        let value_column = object.members.first().and_then(|member| {
            let between = text.get(member.key.span.end()..member.value.span().start)?;
            let own_line =
                crate::fix::braced::indent_before(text, member.key.span.start()).is_some();
            (own_line && between.starts_with(':') && !between.contains('\n'))
                .then(|| member.value.span().start - member.key.span.start())
        });
        Conventions {
            quote,
            value_column,
        }
    }
}

/// Writes `members` as a new annotations object that will be a member of
/// `container`, in the container's language.
pub fn new_object(
    text: &str,
    container: &Object<'_>,
    syntax: CodeSyntax,
    members: &[(&str, String)],
) -> String {
    // The new object's members are on one line: nothing to align.
    let conventions = Conventions {
        value_column: None,
        ..Conventions::of(text, container)
    };
    let write = |out: &mut String, key: &str, value: &str, style: &Style<'_>| {
        write_member(text, syntax, conventions.spelling(style), out, (key, value));
    };
    match syntax {
        CodeSyntax::Unwritable { .. } => String::new(),
        CodeSyntax::JsObject | CodeSyntax::JsToolArguments { .. } => {
            let mut one_line = Object {
                span: container.span,
                members: Vec::new(),
                layout: container.layout.clone(),
            };
            if matches!(syntax, CodeSyntax::JsObject) {
                one_line
                    .members
                    .clone_from(&written_inside(container).members);
            }
            let object = new_braced_object(text, &one_line, members, &write, ("{ ", " }"));
            with_trailing_comma(object, trailing_comma(text, container))
        }
        CodeSyntax::PyDict => {
            let dict = CodeSyntax::PyDict;
            let write = |out: &mut String, key: &str, value: &str, style: &Style<'_>| {
                write_member(text, dict, conventions.spelling(style), out, (key, value));
            };
            new_braced_object(text, &flat(container), members, &write, ("{", "}"))
        }
        CodeSyntax::PyKeywords { .. } => match sdk_names::new_type(text, container, syntax) {
            Some(callee) => format!(
                "{}{}",
                callee.name,
                keyword_arguments(text, syntax, conventions, members)
            ),
            // The file names no `ToolAnnotations` here: a dict needs none.
            None => new_object(text, &flat(container), CodeSyntax::PyDict, members),
        },
        CodeSyntax::GoStruct {
            flavour, qualifier, ..
        } => {
            let type_name = match flavour {
                GoFlavour::Official => format!("&{}.ToolAnnotations", slice(text, qualifier)),
                GoFlavour::McpGo => format!("{}.ToolAnnotation", slice(text, qualifier)),
            };
            let inner = new_braced_object(text, &flat(container), members, &write, ("{", "}"));
            // Go requires the comma before a closing brace on its own line.
            format!("{type_name}{}", with_trailing_comma(inner, true))
        }
        CodeSyntax::GoOptions { qualifier, .. } => members
            .iter()
            .map(|(key, value)| go_option(text, qualifier, key, value))
            .collect::<Vec<_>>()
            .join(&OPTION_BREAK.to_string()),
        CodeSyntax::RustAttribute { .. } => keyword_arguments(text, syntax, conventions, members),
        CodeSyntax::RustBuilder { .. } => {
            let name = sdk_names::new_type(text, container, syntax).map(|reach| reach.name);
            let mut out = format!("{}::new()", name.unwrap_or_default());
            for (key, value) in members {
                write(&mut out, key, value, &Style::plain());
            }
            out
        }
        CodeSyntax::CsAttribute { .. } => members
            .iter()
            .map(|(key, value)| {
                let mut out = String::new();
                write(&mut out, key, value, &Style::plain());
                out
            })
            .collect::<Vec<_>>()
            .join(&OPTION_BREAK.to_string()),
        CodeSyntax::RubyClass { .. } => super::ruby::new_hash(text, members),
        CodeSyntax::PhpAttributes { .. } => super::php::new_attributes(text, syntax, members),
        CodeSyntax::JavaBuilder { .. } | CodeSyntax::JavaRecord => {
            let name = sdk_names::new_type(text, container, syntax).map(|reach| reach.name);
            super::java::new_annotations(text, &name.unwrap_or_default(), members)
        }
        CodeSyntax::Named {
            style,
            annotations_type,
            ..
        } => {
            let ordered: Vec<&(&str, String)> = match style {
                NamedStyle::Labels => super::swift::in_declaration_order(members),
                _ => members.iter().collect(),
            };
            let arguments: Vec<String> = ordered
                .iter()
                .map(|(key, value)| member_alone(text, syntax, key, value))
                .collect();
            match (style, annotations_type) {
                (NamedStyle::RubyKeywords, "") => format!("{{ {} }}", arguments.join(", ")),
                _ => {
                    let name = sdk_names::new_type(text, container, syntax).map(|reach| reach.name);
                    format!("{}({})", name.unwrap_or_default(), arguments.join(", "))
                }
            }
        }
    }
}

/// Whether the last member of `object` is followed by a comma (the file
/// writes trailing commas).
fn trailing_comma(text: &str, object: &Object<'_>) -> bool {
    object.members.last().is_some_and(|last| {
        let end = object.span.end().saturating_sub(1).max(last.span().end);
        text.get(last.span().end..end)
            .is_some_and(|between| between.trim_start().starts_with(','))
    })
}

/// `object` (a new object's text) with a comma after its last member when
/// it spans several lines and `wanted`.
fn with_trailing_comma(object: String, wanted: bool) -> String {
    if !wanted {
        return object;
    }
    match object.rfind(['\n', '\r']) {
        Some(line_end) if object[..line_end].trim_end().ends_with(['{', ',']) => object,
        Some(line_end) => {
            let body_end = object[..line_end].trim_end_matches('\r').len();
            format!("{},{}", &object[..body_end], &object[body_end..])
        }
        None => object,
    }
}

/// `(key=value, …)`: members as the keyword arguments of a new call.
fn keyword_arguments(
    text: &str,
    syntax: CodeSyntax,
    conventions: Conventions,
    members: &[(&str, String)],
) -> String {
    let mut out = String::from("(");
    for (index, (key, value)) in members.iter().enumerate() {
        if index > 0 {
            out.push_str(", ");
        }
        write_member(
            text,
            syntax,
            conventions.spelling(&Style::plain()),
            &mut out,
            (key, value),
        );
    }
    out.push(')');
    out
}

/// An object with `container`'s span and layout but no members: a new
/// object written for it goes on one line.
fn flat(container: &Object<'_>) -> Object<'static> {
    Object {
        span: container.span,
        members: Vec::new(),
        layout: container.layout.clone(),
    }
}

/// `object` with only the members written inside it: members spread in
/// from a constant (`{...BASE, readOnlyHint: true}`) are read, but the
/// layout is the literal's own.
fn written_inside<'o, 't>(object: &'o Object<'t>) -> Cow<'o, Object<'t>> {
    let inside = |member: &Member<'_>| {
        let span = member.span();
        object.span.start() <= span.start && span.end <= object.span.end()
    };
    if object.members.iter().all(inside) {
        return Cow::Borrowed(object);
    }
    Cow::Owned(Object {
        span: object.span,
        members: object
            .members
            .iter()
            .filter(|member| inside(member))
            .cloned()
            .collect(),
        layout: object.layout.clone(),
    })
}

/// Where the last element written inside `object`'s delimiters ends when
/// it is not one of the members hintlint reads from there: a spread
/// (`...BASE`, `**BASE`, `**{…}`), whose members were read from elsewhere
/// or from inside it. New members go after it, so that the spread is kept.
fn unread_tail(text: &str, object: &Object<'_>, syntax: CodeSyntax) -> Option<Spot> {
    let inner = (object.span.start() + 1)..object.span.end().saturating_sub(1);
    let from = object
        .members
        .iter()
        .map(|member| member.span().end)
        .filter(|end| inner.contains(end))
        .max()
        .unwrap_or(inner.start);
    let (start, end) = content_bounds(text, from..inner.end, syntax.is_python())?;
    Some(Spot::of(start..end))
}

/// The first and one past the last byte of `text[range]` that lie outside
/// whitespace, commas and comments (strings skipped whole).
fn content_bounds(text: &str, range: Range<usize>, python: bool) -> Option<(usize, usize)> {
    let bytes = text.as_bytes();
    let end = range.end.min(bytes.len());
    let mut at = range.start;
    let mut bounds: Option<(usize, usize)> = None;
    let mut mark = |from: usize, to: usize| {
        bounds = Some(bounds.map_or((from, to), |(first, _)| (first, to)));
    };
    while at < end {
        match bytes[at] {
            b' ' | b'\t' | b'\n' | b'\r' | b',' => at += 1,
            b'#' if python => {
                at = memchr::memchr2(b'\n', b'\r', &bytes[at..end]).map_or(end, |n| at + n);
            }
            b'/' if !python && bytes.get(at + 1) == Some(&b'/') => {
                at = memchr::memchr2(b'\n', b'\r', &bytes[at..end]).map_or(end, |n| at + n);
            }
            b'/' if !python && bytes.get(at + 1) == Some(&b'*') => {
                at = memchr::memmem::find(&bytes[at + 2..end], b"*/").map_or(end, |n| at + 4 + n);
            }
            quote @ (b'"' | b'\'' | b'`') => {
                let from = at;
                at += 1;
                while at < end && bytes[at] != quote {
                    at += if bytes[at] == b'\\' { 2 } else { 1 };
                }
                at = (at + 1).min(end);
                mark(from, at);
            }
            _ => {
                mark(at, at + 1);
                at += 1;
            }
        }
    }
    bounds
}

/// Adds `members` to `object`, written in `syntax`; a Rust attribute is
/// then laid out again as rustfmt lays it out.
pub fn insert_members(
    text: &str,
    object: &Object<'_>,
    syntax: CodeSyntax,
    members: &[(&str, String)],
) -> Vec<Edit> {
    let edits = match syntax {
        // Swift labels in declaration order: those declared before a
        // written one go before it, the others after the last argument.
        CodeSyntax::Named {
            style: NamedStyle::Labels,
            ..
        } => {
            let (mut edits, rest) =
                super::swift::before_later_labels(text, object, syntax, members);
            if !rest.is_empty() {
                edits.extend(inserted_members(text, object, syntax, &rest));
            }
            edits
        }
        _ => inserted_members(text, object, syntax, members),
    };
    // A Python line, and a JavaScript or TypeScript one, is laid out once
    // the fix is whole, for the file's line length (`super::width`).
    match syntax {
        CodeSyntax::RustAttribute { attribute, .. } => {
            let width = crate::base::line_width::Formatter::Rustfmt.default_width();
            match super::rust::laid_out(text, attribute.range(), &edits, width) {
                Some(laid_out) => vec![laid_out],
                None => edits,
            }
        }
        _ => edits,
    }
}

/// The edits of [`insert_members`], each where its member goes.
fn inserted_members(
    text: &str,
    object: &Object<'_>,
    syntax: CodeSyntax,
    members: &[(&str, String)],
) -> Vec<Edit> {
    let written = written_inside(object);
    let tail = match syntax {
        CodeSyntax::JsObject | CodeSyntax::PyDict => unread_tail(text, &written, syntax),
        CodeSyntax::PyKeywords {
            annotations_type: Some(_),
            ..
        } if !object.span.range().is_empty() => unread_tail(text, &written, syntax),
        _ => None,
    };
    let with_tail;
    let object = match tail {
        // The spread is the last element: new members follow it.
        Some(tail) => {
            with_tail = Object {
                span: object.span,
                members: vec![argument_member(tail)],
                layout: object.layout.clone(),
            };
            &with_tail
        }
        None => &*written,
    };
    let written = Conventions::of(text, object);
    // New Go fields line up with the block, at the column of its longest key.
    let conventions = Conventions {
        value_column: written.value_column.map(|column| {
            members
                .iter()
                .map(|(key, _)| go_field(key).len() + 2)
                .fold(column, usize::max)
        }),
        ..written
    };
    let write = |out: &mut String, key: &str, value: &str, style: &Style<'_>| {
        write_member(text, syntax, conventions.spelling(style), out, (key, value));
    };
    match syntax {
        CodeSyntax::Unwritable { .. } => Vec::new(),
        CodeSyntax::JsToolArguments { before } => members
            .iter()
            .filter(|(key, _)| *key == ANNOTATIONS)
            .map(|(_, value)| Edit::insert(before, format!("{value}, ")))
            .collect(),
        CodeSyntax::PyKeywords { .. } if object.span.range().is_empty() => {
            // A decorator without parentheses gets them.
            let arguments = keyword_arguments(text, syntax, conventions, members);
            vec![Edit::insert(object.span.end(), arguments)]
        }
        CodeSyntax::PyKeywords {
            last_positional: Some(last_positional),
            ..
        } if object.members.is_empty() => {
            // Positional arguments only: the keywords follow the last one.
            let arguments = Object {
                span: object.span,
                members: vec![argument_member(last_positional)],
                layout: object.layout.clone(),
            };
            insert_braced_members(text, &arguments, members, &write)
        }
        CodeSyntax::GoOptions { last_argument, .. } => {
            // The options go after the call's last argument, one per member.
            let options: Vec<(&str, String)> = members
                .iter()
                .flat_map(|(key, value)| {
                    if *key == ANNOTATIONS {
                        value
                            .split(OPTION_BREAK)
                            .map(|option| ("", option.to_owned()))
                            .collect::<Vec<_>>()
                    } else {
                        vec![(*key, go_option(text, option_qualifier(syntax), key, value))]
                    }
                })
                .collect();
            after_argument(text, object, last_argument, &options)
        }
        CodeSyntax::GoStruct { .. } => {
            let mut edits = insert_braced_members(text, object, members, &write);
            edits.extend(realigned(text, object, written, conventions));
            edits
        }
        CodeSyntax::RustAttribute { .. }
        | CodeSyntax::CsAttribute { .. }
        | CodeSyntax::Named { .. }
            if object.span.range().is_empty() =>
        {
            // An attribute without arguments gets them.
            let arguments: Vec<String> = attribute_arguments(text, syntax, members)
                .into_iter()
                .map(|(_, argument)| argument)
                .collect();
            vec![Edit::insert(
                object.span.end(),
                format!("({})", arguments.join(", ")),
            )]
        }
        CodeSyntax::RustAttribute {
            last_argument: Some(last_argument),
            ..
        }
        | CodeSyntax::CsAttribute {
            last_argument: Some(last_argument),
        }
        | CodeSyntax::Named {
            last_argument: Some(last_argument),
            ..
        } => {
            // New arguments follow the attribute's last one, whatever it is.
            let written = attribute_arguments(text, syntax, members);
            after_argument(text, object, last_argument, &written)
        }
        CodeSyntax::RustAttribute {
            last_argument: None,
            ..
        }
        | CodeSyntax::CsAttribute {
            last_argument: None,
        }
        | CodeSyntax::Named {
            last_argument: None,
            ..
        } if object.members.is_empty() => {
            // An empty argument list, `()` (with spaces or comments in
            // it): the arguments go inside, written as after an argument.
            let written = attribute_arguments(text, syntax, members);
            let raw = |out: &mut String, _: &str, argument: &str, _: &Style<'_>| {
                out.push_str(argument);
            };
            insert_braced_members(text, &flat(object), &written, &raw)
        }
        CodeSyntax::RubyClass { after, indent } => {
            super::ruby::insert_calls(text, after, indent, members)
        }
        CodeSyntax::PhpAttributes { .. } => super::php::insert_attributes(text, syntax, members),
        CodeSyntax::JavaBuilder { .. } => super::java::insert_calls(text, object, syntax, members),
        // Every member of the record has its place: none is added.
        CodeSyntax::JavaRecord => Vec::new(),
        CodeSyntax::RustBuilder { .. } => {
            let calls = builder_calls(text, object, syntax, members);
            let is_annotations = object
                .members
                .iter()
                .all(|member| member.key.value != "name");
            match broken_chain(text, object, &calls).filter(|_| is_annotations) {
                Some(broken) => vec![broken],
                None => vec![Edit::insert(object.span.end(), calls)],
            }
        }
        _ => insert_braced_members(text, object, members, &write),
    }
}

/// Edits that add `arguments` (each written in full) to the call or
/// attribute `object` after its argument `last`, laid out like the
/// arguments before.
fn after_argument(
    text: &str,
    object: &Object<'_>,
    last: Spot,
    arguments: &[(&str, String)],
) -> Vec<Edit> {
    let before = Object {
        span: object.span,
        members: vec![argument_member(last)],
        layout: object.layout.clone(),
    };
    let raw = |out: &mut String, _: &str, argument: &str, _: &Style<'_>| {
        out.push_str(argument);
    };
    insert_braced_members(text, &before, arguments, &raw)
}

/// `members` as the arguments of an attribute, written in full: a new
/// C# annotations value is already its arguments (one per line of it).
fn attribute_arguments<'m>(
    text: &str,
    syntax: CodeSyntax,
    members: &[(&'m str, String)],
) -> Vec<(&'m str, String)> {
    members
        .iter()
        .flat_map(|(key, value)| {
            if *key == ANNOTATIONS && matches!(syntax, CodeSyntax::CsAttribute { .. }) {
                return value
                    .split(OPTION_BREAK)
                    .map(|argument| ("", argument.to_owned()))
                    .collect::<Vec<_>>();
            }
            vec![(*key, member_alone(text, syntax, key, value))]
        })
        .collect()
}

/// rustfmt's default `chain_width`: the longest chain of two calls or
/// more kept on one line.
const RUSTFMT_CHAIN_WIDTH: usize = 60;

/// rustfmt's default `max_width`.
const RUSTFMT_MAX_WIDTH: usize = 100;

/// The edit that adds builder `calls` to the one-line chain `object`, the
/// argument of an `.annotate(…)` call, with the whole call laid out again
/// as rustfmt lays it out ([`annotate_call`]); `None` when the chain is
/// not such an argument or spans lines (the calls are then appended).
fn broken_chain(text: &str, object: &Object<'_>, calls: &str) -> Option<Edit> {
    let span = object.span.range();
    let written = text.get(span.clone())?;
    // A root alone whose arguments rustfmt broke over lines (a long
    // `with_title("…")`) is read back onto one line, as rustfmt reads it.
    let chain = if written.contains(['\n', '\r']) {
        joined_root(written)?
    } else {
        written.to_owned()
    };
    let blank = [' ', '\t', '\r', '\n'];
    let open = text[..span.start]
        .trim_end_matches(blank)
        .strip_suffix('(')?;
    let method = ["annotate", "with_annotations"]
        .into_iter()
        .find(|method| {
            open.strip_suffix(method)
                .is_some_and(|dot| dot.ends_with('.'))
        })?;
    let dot = open.len() - method.len() - 1;
    let after = text[span.end..].trim_start_matches(blank);
    let after = after
        .strip_prefix(',')
        .map_or(after, |rest| rest.trim_start_matches(blank));
    after.strip_prefix(')')?;
    let call_end = text.len() - after.len() + 1;
    let root_end = text[..dot].trim_end_matches(blank).len();
    let flat = format!("{chain}{calls}");
    let laid_out = annotate_call(text, root_end, call_end, method, &flat);
    // Calls that keep the layout are appended alone.
    let appended = [
        &text[root_end..span.start],
        &flat,
        &text[span.end..call_end],
    ]
    .concat();
    (laid_out != appended).then(|| Edit::replace(root_end..call_end, laid_out))
}

/// `root(⏎ argument,⏎)`, a call with no call chained to it whose one
/// argument rustfmt put on a line of its own, on one line: `root(argument)`.
fn joined_root(written: &str) -> Option<String> {
    let blank = [' ', '\t', '\r', '\n'];
    let (head, rest) = written.split_once('(')?;
    let argument = rest.strip_suffix(')')?.trim_matches(blank);
    let argument = argument.strip_suffix(',').unwrap_or(argument);
    let one_line = !head.contains(['\n', '\r']) && !argument.contains(['\n', '\r']);
    let joined = format!("{head}({argument})");
    (one_line && split_chain(&joined).len() == 1).then_some(joined)
}

/// `.method(chain)` written after the chain root or call that ends at
/// `root_end`, for a call that will end where the text at `end` goes on,
/// as rustfmt lays it out:
/// - after a call that closes a multi-line argument list on a line of its
///   own (`)`), or after calls that each start a line, the call starts a
///   line of its own at the same indentation;
/// - after a one-line root, it stays on the root's line when it fits, else
///   it starts the next line, one level in, when it fits there on one
///   line, else the root's line ends with `.method(` and the chain goes
///   on lines of its own (fewest lines, as rustfmt picks).
///
/// The chain itself is on one line when it fits ([`chain_fits`]), else a
/// call per line.
fn annotate_call(text: &str, root_end: usize, end: usize, method: &str, chain: &str) -> String {
    let newline = crate::fix::braced::newline(text);
    let tail = usize::from(text[end..].starts_with([';', ',', ')']));
    let line_start = text[..root_end].rfind(['\n', '\r']).map_or(0, |at| at + 1);
    let line = &text[line_start..root_end];
    let indent = &line[..line.len() - line.trim_start_matches([' ', '\t']).len()];
    let content = line.trim_start_matches([' ', '\t']);
    let open = format!(".{method}(");
    if content == ")" || content.starts_with('.') {
        let call = call_with_chain(&open, chain, indent.len(), indent, tail, newline);
        return format!("{newline}{indent}{call}");
    }
    let column = root_end - line_start;
    if chain_fits(chain, column + open.len(), 1 + tail) {
        return format!("{open}{chain})");
    }
    let next = format!("{indent}    ");
    if chain_fits(chain, next.len() + open.len(), 1 + tail) {
        return format!("{newline}{next}{open}{chain})");
    }
    call_with_chain(&open, chain, column, indent, tail, newline)
}

/// `open` (`.annotate(`), `chain` and `)` starting at `column` on a line
/// indented by `indent`, `tail` more characters after it: on one line
/// when it fits, else the chain on lines of its own, one level in, with a
/// trailing comma.
fn call_with_chain(
    open: &str,
    chain: &str,
    column: usize,
    indent: &str,
    tail: usize,
    newline: &str,
) -> String {
    if chain_fits(chain, column + open.len(), 1 + tail) {
        return format!("{open}{chain})");
    }
    let inner = format!("{indent}    ");
    let mut out = format!("{open}{newline}{inner}");
    if chain_fits(chain, inner.len(), 1) {
        out.push_str(chain);
    } else {
        let mut links = split_chain(chain).into_iter();
        out.push_str(links.next().unwrap_or_default());
        for link in links {
            out.push_str(&format!("{newline}{inner}    {link}"));
        }
    }
    out.push_str(&format!(",{newline}{indent})"));
    out
}

/// Whether rustfmt keeps the builder `chain` on one line from `column`,
/// `tail` more characters after it: one call after the root may run to
/// the line's end, more than one only within `chain_width`.
fn chain_fits(chain: &str, column: usize, tail: usize) -> bool {
    let calls = split_chain(chain).len().saturating_sub(1);
    (calls <= 1 || chain.len() <= RUSTFMT_CHAIN_WIDTH)
        && column + chain.len() + tail <= RUSTFMT_MAX_WIDTH
}

/// A one-line chain split before each `.call(…)` outside parentheses and
/// strings.
fn split_chain(chain: &str) -> Vec<&str> {
    let mut links = Vec::new();
    let (mut depth, mut start, mut in_string) = (0usize, 0, false);
    let bytes = chain.as_bytes();
    let mut at = 0;
    while at < bytes.len() {
        match bytes[at] {
            b'\\' if in_string => at += 1,
            b'"' => in_string = !in_string,
            b'(' if !in_string => depth += 1,
            b')' if !in_string => depth = depth.saturating_sub(1),
            b'.' if !in_string && depth == 0 && at > start => {
                links.push(&chain[start..at]);
                start = at;
            }
            _ => {}
        }
        at += 1;
    }
    links.push(&chain[start..]);
    links
}

/// Builder calls that add `members` at the end of the chain `object`: on
/// lines of their own, indented like the chain's, when its calls start
/// lines.
fn builder_calls(
    text: &str,
    object: &Object<'_>,
    syntax: CodeSyntax,
    members: &[(&str, String)],
) -> String {
    let indent = chain_line(text.get(object.span.range()).unwrap_or(""));
    let mut out = String::new();
    for (key, value) in members {
        if let Some((newline, indent)) = indent {
            out.push_str(newline);
            out.push_str(indent);
        }
        out.push_str(&member_alone(text, syntax, key, value));
    }
    // A new `.annotate(…)` call is laid out as rustfmt lays it out.
    if let [(ANNOTATIONS, value)] = members {
        let end = object.span.end();
        return annotate_call(text, end, end, "annotate", value);
    }
    out
}

/// The edits that move the values of a gofmt-aligned Go block to the
/// column a longer new field needs (gofmt aligns a block to its longest
/// key).
fn realigned(
    text: &str,
    object: &Object<'_>,
    written: Conventions,
    wanted: Conventions,
) -> Vec<Edit> {
    let (Some(column), Some(widest)) = (written.value_column, wanted.value_column) else {
        return Vec::new();
    };
    if widest <= column {
        return Vec::new();
    }
    object
        .members
        .iter()
        .filter(|member| crate::fix::braced::indent_before(text, member.key.span.start()).is_some())
        .filter_map(|member| {
            let gap = member.key.span.end()..member.value.span().start;
            let between = text.get(gap.clone())?;
            (between.starts_with(':') && !between.contains('\n')).then(|| {
                let padding = widest - (member.key.span.end() - member.key.span.start());
                Edit::replace(gap, format!(":{}", " ".repeat(padding.saturating_sub(1))))
            })
        })
        .collect()
}

/// A call's argument at `argument` as a member without a key, after which
/// the braced-object logic lays out new arguments.
fn argument_member(argument: Spot) -> Member<'static> {
    Member {
        key: Str {
            value: "".into(),
            span: Spot::of(argument.start()..argument.start()),
        },
        value: crate::document::Value::Null(argument),
    }
}

/// The qualifier of mcp-go options.
fn option_qualifier(syntax: CodeSyntax) -> Spot {
    match syntax {
        CodeSyntax::GoOptions { qualifier, .. } | CodeSyntax::GoStruct { qualifier, .. } => {
            qualifier
        }
        _ => Spot::of(0..0),
    }
}

/// Removes member `index` of `object`.
pub fn remove_member(
    text: &str,
    object: &Object<'_>,
    syntax: CodeSyntax,
    index: usize,
) -> Vec<Edit> {
    let Some(removed) = object.members.get(index) else {
        return Vec::new();
    };
    let local = written_inside(object);
    // A member spread in from a constant is not this object's to remove.
    let Some(index) = local
        .members
        .iter()
        .position(|member| member.key.span == removed.key.span && member.span() == removed.span())
    else {
        return Vec::new();
    };
    match syntax {
        // A PHP argument written in its place (its key is its value):
        // removing it would move the ones after it, so it becomes `null`.
        CodeSyntax::Named {
            style: NamedStyle::Colon,
            ..
        } if removed.key.span.range() == removed.value.span() => {
            vec![Edit::replace(removed.value.span(), "null")]
        }
        CodeSyntax::GoOptions { .. }
        | CodeSyntax::CsAttribute { .. }
        | CodeSyntax::Named { .. } => {
            vec![remove_argument(text, removed.span())]
        }
        CodeSyntax::RustBuilder { .. } => remove_call(text, removed)
            .map(Edit::delete)
            .into_iter()
            .collect(),
        CodeSyntax::JavaBuilder { .. } => super::java::remove_call(text, removed),
        CodeSyntax::JavaRecord => super::java::null_argument(removed),
        CodeSyntax::PhpAttributes { .. } => super::php::remove_attribute(text, removed),
        CodeSyntax::JsToolArguments { .. }
        | CodeSyntax::Unwritable { .. }
        | CodeSyntax::RubyClass { .. } => Vec::new(),
        _ => remove_braced_member(text, &local, index),
    }
}

/// The span of the builder call `.method(value)` that sets `member`, with
/// the line break and spaces before it.
fn remove_call(text: &str, member: &Member<'_>) -> Option<Range<usize>> {
    let before = text.get(..member.key.span.start())?.trim_end();
    let dot = before
        .strip_suffix('.')?
        .trim_end_matches([' ', '\t', '\r', '\n']);
    let after = text.get(member.value.span().end..)?;
    let close = after.find(')')?;
    Some(dot.len()..member.value.span().end + close + 1)
}

/// Removes one argument of a call: its own line with its trailing comma
/// when it stands alone, else the comma before it and the argument.
fn remove_argument(text: &str, span: Range<usize>) -> Edit {
    let after = &text[span.end..];
    let spaces = after.len() - after.trim_start_matches([' ', '\t']).len();
    let comma_after = after[spaces..].starts_with(',');
    let widened = if comma_after {
        own_lines(text, span.start..span.end + spaces + 1)
    } else {
        own_lines(text, span.clone())
    };
    if widened.start < span.start {
        return Edit::delete(widened);
    }
    let before = text[..span.start].trim_end();
    match before.strip_suffix(',') {
        Some(kept) => Edit::delete(kept.len()..span.end),
        None => Edit::delete(span),
    }
}

#[cfg(test)]
#[path = "code_tests.rs"]
mod tests;
