//! Tools written in the protocol's own shape, outside every SDK entry
//! point: the lexer spots a key giving a tool's input schema
//! (`inputSchema:`, `"inputSchema":`, `InputSchema =`, `'input_schema' =>`)
//! and asks whether its object, map or call defines a tool or converts one
//! defined elsewhere. A definition gives the tool a `name`: not a type's
//! (`name: string`), nor a variable's (a helper's parameter), and neither
//! its name nor its schema is copied from another tool (`name: tool.name`,
//! `InputSchema = tool.GetInputSchema()`), as adapters between a project's
//! tool type and the protocol's write them.

use super::{Context, Found, Lexer, Lexis, Spellings};

/// The spellings of the key every tool carries on the wire.
pub(super) const SHAPE_KEYS: [&str; 3] = ["inputSchema", "InputSchema", "input_schema"];

/// Keywords before a name that declare it (a field, a variable, a
/// parameter), not give it a value.
const DECLARATIONS: [&str; 12] = [
    "let",
    "var",
    "val",
    "const",
    "pub",
    "public",
    "private",
    "protected",
    "internal",
    "readonly",
    "static",
    "final",
];

/// How far into an object its keys are looked for: a tool's fields come
/// first, and a table's handler may be long.
const LOOKED_AT: usize = 16 * 1024;

/// The extent of the object, map or call opening at `open` of `text`,
/// whose schema key's value starts at `value`, when it defines a tool.
fn defines_a_tool(text: &str, open: usize, value: usize) -> Option<std::ops::Range<usize>> {
    let (keys, end) = keys(text, open);
    let schema = value_text(text, value);
    let copied_schema = schema.contains("nputSchema") || schema.contains("nput_schema");
    // Bedrock's tool spec (`'inputSchema': {'json': {…}}`) is no MCP tool.
    let after = text.get(value..).unwrap_or("");
    let bedrock = after
        .trim_start_matches(['{', ' ', '\t', '\n', '\r'])
        .trim_start_matches(['"', '\''])
        .starts_with("json");
    let name = keys
        .iter()
        .find(|(key, _)| key.eq_ignore_ascii_case("name"));
    // Hint values written in it are told as such, once per tool.
    let told = keys.iter().any(|(key, value)| {
        (key.eq_ignore_ascii_case("annotations") || key.to_ascii_lowercase().contains("hint"))
            && ["true", "false", "True", "False"]
                .iter()
                .any(|literal| value.contains(literal))
    });
    let defines = match name {
        _ if told || copied_schema || bedrock => false,
        Some((_, name)) => {
            !typed(name) && !copied_name(name) && !variable(name) && !schema_of(name)
        }
        None => false,
    };
    defines.then_some(open..end)
}

/// A property of a JSON schema (`'name' => array('type' => 'string')`,
/// `name: { type: "string" }`): an object, never a tool's name.
fn schema_of(name: &str) -> bool {
    name.starts_with(['{', '[']) || name.starts_with("array(")
}

/// The keys written at the top level of the bracket opening at `open`
/// (`key:`, `"key":`, `key =`, `'key' =>`), each with the text of its
/// value, up to the bracket's close.
fn keys(text: &str, open: usize) -> (Vec<(&str, &str)>, usize) {
    let bytes = text.as_bytes();
    let end = (open + LOOKED_AT).min(bytes.len());
    let mut keys = Vec::new();
    let mut depth = 0usize;
    let mut index = open + 1;
    // Where the current member starts at depth 0.
    let mut member = index;
    while index < end {
        match bytes[index] {
            b'"' | b'\'' | b'`' => {
                let quote = bytes[index];
                index += 1;
                while index < end && bytes[index] != quote && bytes[index] != b'\n' {
                    index += 1 + usize::from(bytes[index] == b'\\');
                }
            }
            b'(' | b'[' | b'{' => depth += 1,
            b')' | b']' | b'}' if depth == 0 => break,
            b')' | b']' | b'}' => depth -= 1,
            b',' | b';' | b'\n' if depth == 0 => {
                if let Some(key) = key_of(text, member..index) {
                    keys.push(key);
                }
                member = index + 1;
            }
            _ => {}
        }
        index += 1;
    }
    if let Some(key) = key_of(text, member..index.min(end)) {
        keys.push(key);
    }
    (keys, (index + 1).min(bytes.len()))
}

/// The key and value of one member (`name: "x"`, `'name' => $x`, `Name =
/// y`), if it is one.
fn key_of(text: &str, member: std::ops::Range<usize>) -> Option<(&str, &str)> {
    let written = text.get(member)?.trim();
    let split = ["=>", ":", "="]
        .iter()
        .filter_map(|separator| written.find(separator).map(|at| (at, at + separator.len())))
        .min_by_key(|(at, _)| *at)?;
    let key = written[..split.0]
        .trim()
        .trim_matches(|ch| matches!(ch, '"' | '\'' | '$'));
    let value = written[split.1..].trim();
    (!key.is_empty() && key.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_'))
        .then_some((key, value))
}

/// The text of the value starting at `at`, to the end of its line.
fn value_text(text: &str, at: usize) -> &str {
    let rest = text.get(at..).unwrap_or("");
    rest.split(['\n', ',']).next().unwrap_or(rest)
}

/// A type, not a value: `name: string`, `name: String`.
fn typed(name: &str) -> bool {
    matches!(
        name.trim_end_matches([';', '?']),
        "string" | "String" | "str"
    )
}

/// A variable or a parameter (`name`, `toolName`, `$tool_name`, the
/// shorthand `{ name }`): a helper's or an adapter's, whose tools are made
/// where it is called; a constant (`NOTES_LIST`) names one tool.
fn variable(name: &str) -> bool {
    let name = name.trim_end_matches([',', ';', ')']).trim();
    let bare = name.trim_start_matches('$');
    bare.is_empty()
        || (bare.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_')
            && bare.bytes().any(|b| b.is_ascii_lowercase())
            && !bare.starts_with(|ch: char| ch.is_ascii_digit()))
}

/// A name copied from another object's (`tool.name`, `$config['name']`,
/// `t.Name`, `spec->name`).
fn copied_name(name: &str) -> bool {
    let name = name.trim_end_matches([',', ';', ')']).trim();
    let tail = name
        .trim_end_matches([']', '"', '\''])
        .trim_end_matches(|ch: char| ch.is_ascii_alphanumeric() || ch == '_');
    let field = &name[tail.len()..].trim_end_matches([']', '"', '\'']);
    let own = ["self.", "this.", "$this->", "@"].contains(&tail);
    !own && field.eq_ignore_ascii_case("name")
        && (tail.ends_with('.')
            || tail.ends_with("->")
            || tail.ends_with("['")
            || tail.ends_with("[\""))
}

impl Lexer<'_> {
    /// A key giving a tool's input schema outside every SDK entry point
    /// (`{ name, inputSchema: {…} }`, `"inputSchema":`, `InputSchema =`,
    /// `'input_schema' =>`): a tool in the protocol's own shape, counted as
    /// a definition. Not a declaration (a field's, a parameter's type), nor
    /// a variable, nor `input_schema` where agents' own tool formats write
    /// it (Python, JavaScript).
    pub(super) fn shape_key(&mut self, start: usize, end: usize, word: &'static str) {
        let bytes = self.bytes;
        let lexis = self.lexis;
        let javascript = lexis.backtick_strings && !lexis.type_literals;
        if word == "input_schema"
            && !matches!(lexis.spellings, Spellings::Rust | Spellings::Php)
            && lexis != Lexis::RUBY
        {
            return;
        }
        let Some((mut index, quoted)) = self.key_end(start, end) else {
            return;
        };
        while bytes.get(index).is_some_and(|b| matches!(b, b' ' | b'\t')) {
            index += 1;
        }
        let separator = match bytes.get(index..) {
            Some([b'=', b'>', ..]) => "=>",
            Some([b':', b':' | b'=', ..] | [b'=', b'=', ..]) => return,
            Some([b':', ..]) => ":",
            Some([b'=', ..]) => "=",
            _ => return,
        };
        let Some(open) = self.open.last() else {
            return;
        };
        if open.block {
            return;
        }
        // A declaration: `let inputSchema: T`, `pub input_schema: T`.
        let before = self.text[..if quoted { start - 1 } else { start }].trim_end();
        let previous = before
            .rsplit(|ch: char| !(ch.is_ascii_alphanumeric() || ch == '_'))
            .next()
            .unwrap_or("");
        if DECLARATIONS.contains(&previous) {
            return;
        }
        let opener = self.text[..open.at].trim_end();
        let declared = |keywords: &[&str]| {
            let head = opener
                .trim_end_matches(|ch: char| {
                    ch.is_ascii_alphanumeric() || matches!(ch, '_' | '<' | '>' | ',')
                })
                .trim_end();
            keywords.iter().any(|keyword| head.ends_with(keyword))
        };
        let fits = match (open.byte, separator) {
            (b'[', _) => false,
            // An object literal of JavaScript (not a type's or an
            // interface's body), a dict, a struct or hash literal.
            (b'{', ":") if javascript => {
                let line = opener.rsplit('\n').next().unwrap_or(opener).trim_start();
                let typed = ["type ", "export type ", "declare type "]
                    .iter()
                    .any(|keyword| line.starts_with(keyword));
                !typed
                    && (opener.ends_with(['=', '(', ',', '[', ':', '?', '|', '&'])
                        || opener.ends_with("=>")
                        || opener.ends_with("return"))
            }
            (b'{', ":" | "=>") => !declared(&[
                "struct",
                "class",
                "interface",
                "enum",
                "record",
                "object",
                "type",
            ]),
            // A named argument: `Tool(name: …, inputSchema: …)` (Swift,
            // PHP, Ruby), not a parameter's type in a declaration.
            (b'(', ":") => {
                !javascript && lexis != Lexis::PYTHON && lexis != Lexis::TRIPLE_QUOTED
                    || (lexis == Lexis::TRIPLE_QUOTED
                        && !declared(&["func", "init", "fun", "constructor", "subscript"]))
            }
            // A keyword argument, an initialiser's member: `Tool(name=…,
            // inputSchema=…)`, `new Tool { InputSchema = … }`.
            (b'(' | b'{', "=") => !javascript,
            (b'(', "=>") => true,
            _ => false,
        };
        let Some(object) = fits
            .then(|| defines_a_tool(self.text, open.at, index + separator.len()))
            .flatten()
        else {
            return;
        };
        let context = self.context();
        if matches!(
            context,
            Context::Call {
                registration: true,
                ..
            }
        ) {
            return;
        }
        let from = if quoted { start - 1 } else { start };
        self.scan.found.push(Found {
            written: word.to_owned(),
            span: from..end + usize::from(quoted),
            context,
            registration: true,
            entry: Some(crate::code::catalogue::shape_needle(word)),
            outer: self.outer(),
            object: Some(object),
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn defines(text: &str) -> bool {
        let open = text.find(['{', '(']).expect("a bracket");
        let key = text.find("nputSchema").expect("a schema key") + "nputSchema".len();
        let value = key + text[key..].find([':', '=']).expect("a separator") + 1;
        defines_a_tool(text, open, value).is_some()
    }

    #[test]
    fn a_named_definition_is_a_tool() {
        assert!(defines(
            "{ name: \"notes_list\", description: \"Lists\", inputSchema: { type: \"object\" } }"
        ));
        assert!(defines("Tool(name=NAMES.list, inputSchema={})"));
        assert!(defines(
            "array( 'name' => 'notes-list', 'inputSchema' => $schema )"
        ));
        assert!(defines("{ inputSchema: schema, name: \"after\" }"));
    }

    #[test]
    fn a_variable_s_name_is_a_helper_s_own_a_constant_s_one_tool() {
        assert!(!defines(
            "array( 'name' => $tool_name, 'inputSchema' => $schema )"
        ));
        assert!(!defines("{ name, description, inputSchema: schema }"));
        assert!(defines("Tool(name=self.name, inputSchema={})"));
        assert!(defines("{ name: TOOL_NOTES_LIST, inputSchema: {} }"));
    }

    #[test]
    fn a_converter_a_type_or_a_nameless_config_is_not() {
        assert!(!defines(
            "{ name: tool.name, inputSchema: toJson(tool.schema) }"
        ));
        assert!(!defines(
            "new Tool { Name = t.Name, InputSchema = t.GetInputSchema() }"
        ));
        assert!(!defines(
            "array( 'name' => $config['name'], 'inputSchema' => $schema )"
        ));
        assert!(!defines("{ name: string; inputSchema: TSchema; }"));
        assert!(!defines("{ description: d, inputSchema: shape }"));
        assert!(!defines(
            "{ 'name': LIST, 'inputSchema': {'json': {'type': 'object'}} }"
        ));
        assert!(!defines(
            "{ name: { type: \"string\" }, inputSchema: { type: \"object\" } }"
        ));
        assert!(!defines(
            "{ name: \"x\", inputSchema: {}, annotations: { readOnlyHint: true } }"
        ));
        assert!(!defines(
            "{ name: \"x\", inputSchema: base.inputSchema.extend({}) }"
        ));
    }
}
