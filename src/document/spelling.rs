//! How each language spells one member of a tool's annotations: the key
//! and the value as TypeScript (`readOnlyHint: true`), Python
//! (`readOnlyHint=True`, `"readOnlyHint": True`), Go (`ReadOnlyHint:
//! true`, `mcp.WithReadOnlyHintAnnotation(true)`), Rust
//! (`read_only_hint = true`, `.read_only(true)`), C# (`ReadOnly = true`),
//! Java and Kotlin (`readOnlyHint = true`), PHP and Swift (`readOnlyHint:
//! true`) and Ruby (`read_only_hint: true`) write it. The fixer lays members out with it (`fix::layout::code`), and
//! the tool model words hints in messages with it ([`spelled`]); it is
//! below both, knowing only the document model's [`CodeSyntax`].

use super::{CodeSyntax, GoFlavour, NamedStyle, Object, Spot};
use crate::base::hint::{Hint, TITLE_KEY};

/// The key of the member that holds a tool's annotations.
pub const ANNOTATIONS: &str = "annotations";

/// What a file's members show that the syntax leaves open.
#[derive(Debug, Clone, Copy)]
pub struct Spelling<'s> {
    /// The quote of Python dict keys: `'` or `"`.
    pub quote: char,
    /// From the start of a key to its value, in an aligned Go block.
    pub value_column: Option<usize>,
    /// What separates a key from its value where the syntax has a colon,
    /// e.g. `": "` or `":"`.
    pub colon: &'s str,
}

impl Spelling<'static> {
    /// Nothing to follow: double quotes, no alignment, `": "`.
    pub const PLAIN: Spelling<'static> = Spelling {
        quote: '"',
        value_column: None,
        colon: ": ",
    };
}

/// Appends the JSON string literal for `text` to `out`.
pub fn push_quoted(out: &mut String, text: &str) {
    let plain = text
        .bytes()
        .all(|byte| byte.is_ascii_alphanumeric() || matches!(byte, b'_' | b'-' | b'.'));
    if plain {
        out.push('"');
        out.push_str(text);
        out.push('"');
    } else {
        out.push_str(&serde_json::Value::String(text.to_owned()).to_string());
    }
}

/// The text of a span the syntax records.
pub fn slice(text: &str, spot: Spot) -> &str {
    text.get(spot.range()).unwrap_or("")
}

/// A boolean written in the language: `True` in Python, `true` elsewhere.
pub fn boolean(syntax: CodeSyntax, value: bool) -> &'static str {
    match (syntax.is_python(), value) {
        (true, true) => "True",
        (true, false) => "False",
        (false, true) => "true",
        (false, false) => "false",
    }
}

/// `readOnlyHint` as a Go field: `ReadOnlyHint`.
pub fn go_field(key: &str) -> String {
    let mut chars = key.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// `key` as rmcp's attribute and builder name it: a hint's snake_case
/// field (`read_only_hint`), anything else as is.
pub fn rust_key(key: &str) -> &str {
    match Hint::from_key(key) {
        Some(hint) => hint.snake_key(),
        None => key,
    }
}

/// The `ToolAnnotations` builder method that sets `key`.
pub fn rust_builder(key: &str) -> Option<&'static str> {
    match Hint::from_key(key)? {
        Hint::ReadOnly => Some("read_only"),
        Hint::Destructive => Some("destructive"),
        Hint::Idempotent => Some("idempotent"),
        Hint::OpenWorld => Some("open_world"),
    }
}

/// `key` as a property of C#'s `[McpServerTool]`: `ReadOnly`, `Title`.
pub fn cs_property(key: &str) -> String {
    match Hint::from_key(key) {
        Some(Hint::ReadOnly) => "ReadOnly".to_owned(),
        Some(Hint::Destructive) => "Destructive".to_owned(),
        Some(Hint::Idempotent) => "Idempotent".to_owned(),
        Some(Hint::OpenWorld) => "OpenWorld".to_owned(),
        None => go_field(key),
    }
}

/// Whether `key` is a plain JavaScript identifier, written without quotes.
pub fn js_identifier(key: &str) -> bool {
    let mut chars = key.chars();
    chars
        .next()
        .is_some_and(|first| first.is_ascii_alphabetic() || first == '_' || first == '$')
        && chars.all(|ch| ch.is_ascii_alphanumeric() || ch == '_' || ch == '$')
}

/// Whether a Go field of `flavour` holding `key` is a `*bool`.
pub fn go_pointer(flavour: GoFlavour, key: &str) -> bool {
    match flavour {
        GoFlavour::McpGo => key != TITLE_KEY,
        GoFlavour::Official => key == Hint::Destructive.key() || key == Hint::OpenWorld.key(),
    }
}

/// A boolean value for a Go field: through the file's pointer helper (or
/// mcp-go's `ToBoolPtr`) when the field is a `*bool`. Without a helper the
/// official SDK's pointer is spelt with the language alone.
pub fn go_value(text: &str, syntax: CodeSyntax, key: &str, value: &str) -> String {
    let CodeSyntax::GoStruct {
        flavour,
        qualifier,
        helper,
    } = syntax
    else {
        return value.to_owned();
    };
    if !matches!(value, "true" | "false") || !go_pointer(flavour, key) {
        return value.to_owned();
    }
    match (helper, flavour) {
        (Some(helper), _) => format!("{}({value})", slice(text, helper)),
        (None, GoFlavour::McpGo) => format!("{}.ToBoolPtr({value})", slice(text, qualifier)),
        (None, GoFlavour::Official) if value == "false" => "new(bool)".to_owned(),
        (None, GoFlavour::Official) => "func() *bool { v := true; return &v }()".to_owned(),
    }
}

/// The mcp-go option that sets `key` to `value`.
pub fn go_option(text: &str, qualifier: Spot, key: &str, value: &str) -> String {
    let option = match key {
        TITLE_KEY => "WithTitleAnnotation".to_owned(),
        hint => format!("With{}Annotation", go_field(hint)),
    };
    format!("{}.{option}({value})", slice(text, qualifier))
}

/// A member `key` with `value` (a boolean or a nested object) as `syntax`
/// writes it, following the file's `conventions`.
pub fn write_member(
    text: &str,
    syntax: CodeSyntax,
    spelling: Spelling<'_>,
    out: &mut String,
    (key, value): (&str, &str),
) {
    let value = match value {
        "true" | "false" if syntax.is_python() => boolean(syntax, value == "true").to_owned(),
        _ => value.to_owned(),
    };
    match syntax {
        CodeSyntax::JsObject
        | CodeSyntax::JsToolArguments { .. }
        | CodeSyntax::Unwritable { .. } => {
            if js_identifier(key) {
                out.push_str(key);
            } else {
                push_quoted(out, key);
            }
            out.push_str(spelling.colon);
            out.push_str(&value);
        }
        CodeSyntax::PyDict => {
            out.push(spelling.quote);
            out.push_str(key);
            out.push(spelling.quote);
            out.push_str(spelling.colon);
            out.push_str(&value);
        }
        CodeSyntax::PyKeywords { snake_case, .. } => {
            let key = match Hint::from_key(key) {
                Some(hint) if snake_case => hint.snake_key(),
                _ => key,
            };
            out.push_str(key);
            out.push('=');
            out.push_str(&value);
        }
        CodeSyntax::GoStruct { .. } => {
            let field = go_field(key);
            let width = spelling
                .value_column
                .map_or(field.len() + 2, |column| column.max(field.len() + 2));
            out.push_str(&format!("{:<width$}", format!("{field}:")));
            out.push_str(&go_value(text, syntax, key, &value));
        }
        CodeSyntax::GoOptions { qualifier, .. } => {
            out.push_str(&go_option(text, qualifier, key, &value));
        }
        CodeSyntax::RustAttribute { .. } if key == ANNOTATIONS => {
            out.push_str(ANNOTATIONS);
            out.push_str(&value);
        }
        CodeSyntax::RustAttribute { .. } => {
            out.push_str(rust_key(key));
            out.push_str(" = ");
            out.push_str(&value);
        }
        CodeSyntax::RustBuilder { .. } => {
            let method = match key {
                ANNOTATIONS => "annotate",
                TITLE_KEY => "with_title",
                other => rust_builder(other).unwrap_or(other),
            };
            out.push('.');
            out.push_str(method);
            out.push('(');
            out.push_str(&value);
            out.push(')');
        }
        CodeSyntax::CsAttribute { .. } => {
            out.push_str(&cs_property(key));
            out.push_str(" = ");
            out.push_str(&value);
        }
        // The class's own calls, `annotations(…)` and `tool_name "x"`; a
        // hint is a keyword argument of `annotations`.
        CodeSyntax::RubyClass { .. } if matches!(key, ANNOTATIONS | "name") => {
            out.push_str(&ruby_class_call(key, &value));
        }
        CodeSyntax::RubyClass { .. } => {
            out.push_str(named_key(NamedStyle::RubyKeywords, ANNOTATIONS, key));
            out.push_str(": ");
            out.push_str(&value);
        }
        CodeSyntax::PhpAttributes { .. } => {
            out.push_str(&php_attribute(text, syntax, key, &value));
        }
        CodeSyntax::JavaBuilder { .. } => {
            out.push('.');
            out.push_str(key);
            out.push('(');
            out.push_str(&value);
            out.push(')');
        }
        CodeSyntax::JavaRecord => {
            // An argument in its place, named by a comment.
            out.push_str("/* ");
            out.push_str(key);
            out.push_str(" */ ");
            out.push_str(&value);
        }
        CodeSyntax::Named {
            style,
            annotations_key,
            ..
        } => {
            out.push_str(named_key(style, annotations_key, key));
            out.push_str(match style {
                NamedStyle::Equals => " = ",
                NamedStyle::Colon | NamedStyle::Labels | NamedStyle::RubyKeywords => ": ",
            });
            out.push_str(&value);
        }
    }
}

/// The class-level call of a Ruby tool class that sets `key` to `value`:
/// `annotations(…)` with a new hash's members (`{ read_only_hint: true }`)
/// as its keyword arguments, `tool_name "x"`, `title "T"`.
pub fn ruby_class_call(key: &str, value: &str) -> String {
    let method = match key {
        "name" => "tool_name",
        other => other,
    };
    match value
        .strip_prefix("{ ")
        .and_then(|inner| inner.strip_suffix(" }"))
    {
        Some(arguments) if key == ANNOTATIONS => format!("{method}({arguments})"),
        _ => format!("{method} {value}"),
    }
}

/// `key` as a named argument of `style` writes it: annotations under the
/// holder's own argument (`toolAnnotations`), a hint in snake_case in
/// Ruby (`read_only_hint`), anything else as in JSON.
pub fn named_key<'k>(style: NamedStyle, annotations_key: &'k str, key: &'k str) -> &'k str {
    match (style, Hint::from_key(key)) {
        _ if key == ANNOTATIONS => annotations_key,
        (NamedStyle::RubyKeywords, Some(hint)) => hint.snake_key(),
        _ => key,
    }
}

/// The namespace of Laravel MCP's hint attributes.
pub const LARAVEL_ANNOTATIONS: &str = "Laravel\\Mcp\\Server\\Tools\\Annotations";

/// The Laravel MCP attribute class that states `key`: `IsReadOnly` for
/// `readOnlyHint`, `Title` and `Name` for the tool's title and name.
pub fn laravel_attribute(key: &str) -> Option<&'static str> {
    match key {
        TITLE_KEY => Some("Title"),
        "name" => Some("Name"),
        _ => match Hint::from_key(key)? {
            Hint::ReadOnly => Some("IsReadOnly"),
            Hint::Destructive => Some("IsDestructive"),
            Hint::Idempotent => Some("IsIdempotent"),
            Hint::OpenWorld => Some("IsOpenWorld"),
        },
    }
}

/// `key` set to `value` as a Laravel MCP attribute: `#[IsReadOnly]` for
/// true (the attribute's default), `#[IsDestructive(false)]`, named as the
/// file imports the class, by its short name when a `use` line will import
/// it, else in full; `#[Title("T")]` for a title.
pub fn php_attribute(text: &str, syntax: CodeSyntax, key: &str, value: &str) -> String {
    let CodeSyntax::PhpAttributes {
        imported,
        use_after,
        ..
    } = syntax
    else {
        return String::new();
    };
    let Some(class) = laravel_attribute(key) else {
        return String::new();
    };
    let local = Hint::from_key(key).and_then(|hint| imported[hint as usize]);
    let name = match (local, use_after) {
        (Some(local), _) => slice(text, local).to_owned(),
        (None, Some(_)) if Hint::from_key(key).is_some() => class.to_owned(),
        (None, _) if Hint::from_key(key).is_some() => format!("\\{LARAVEL_ANNOTATIONS}\\{class}"),
        (None, _) => format!("\\Laravel\\Mcp\\Server\\Attributes\\{class}"),
    };
    match value {
        "true" if Hint::from_key(key).is_some() => format!("#[{name}]"),
        _ => format!("#[{name}({value})]"),
    }
}

/// `key` set to `value` as `syntax` writes it, for messages:
/// `readOnlyHint: true`, `readOnlyHint=True`, `"readOnlyHint": True`,
/// `ReadOnlyHint: true`, `mcp.WithReadOnlyHintAnnotation(true)`.
/// A Python dict's keys are quoted as `object`'s are (as the fixer writes
/// them), so that a fix's title and its edit agree.
pub fn spelled(
    text: &str,
    object: &Object<'_>,
    syntax: CodeSyntax,
    key: &str,
    value: bool,
) -> String {
    let syntax = match syntax {
        CodeSyntax::PyKeywords {
            annotations_type: None,
            ..
        } => CodeSyntax::PyDict,
        CodeSyntax::Unwritable {
            written_as: Some(written_as),
        } => *written_as,
        other => other,
    };
    let spelling = match syntax {
        CodeSyntax::PyDict => Spelling {
            quote: python_quote(text, object),
            ..Spelling::PLAIN
        },
        _ => Spelling::PLAIN,
    };
    let mut out = String::new();
    let value = if value { "true" } else { "false" };
    write_member(text, syntax, spelling, &mut out, (key, value));
    out
}

/// The quote of the keys of a Python dict `object`: its first key's, else
/// the quote the code around it uses most (a window, not the whole file:
/// a fix per tool stays linear in the file).
pub fn python_quote(text: &str, object: &Object<'_>) -> char {
    let written_key = object
        .members
        .first()
        .and_then(|member| text.get(member.key.span.range()));
    const AROUND: usize = 4096;
    match written_key.and_then(|key| key.chars().next()) {
        Some(quote @ ('\'' | '"')) => quote,
        _ => {
            let from = floor_char_boundary(text, object.span.start().saturating_sub(AROUND));
            let to = floor_char_boundary(text, object.span.end().saturating_add(AROUND));
            let around = text.as_bytes().get(from..to).unwrap_or_default();
            let count = |quote: u8| memchr::memchr_iter(quote, around).count();
            if count(b'\'') > count(b'"') {
                '\''
            } else {
                '"'
            }
        }
    }
}

/// The largest char boundary of `text` at or before `at`.
fn floor_char_boundary(text: &str, at: usize) -> usize {
    let mut at = at.min(text.len());
    while !text.is_char_boundary(at) {
        at -= 1;
    }
    at
}

/// `key` set to `value` as `syntax` writes it alone, with no neighbour's
/// conventions to follow.
pub fn member_alone(text: &str, syntax: CodeSyntax, key: &str, value: &str) -> String {
    let mut out = String::new();
    write_member(text, syntax, Spelling::PLAIN, &mut out, (key, value));
    out
}
