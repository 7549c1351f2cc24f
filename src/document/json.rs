//! The JSON and JSONC reader of the document model: a byte scanner that
//! validates the whole text (strict RFC 8259 grammar for JSON; comments and
//! trailing commas for JSONC; no control character unescaped; bounded
//! nesting) and builds only the parts [`Build`] asks for.
//!
//! Everything it skips is still checked, byte for byte, so a file is either
//! read or refused with the place the reader stopped; skipping only means
//! that no node is allocated.

use std::borrow::Cow;
use std::ops::Range;

use super::json_skip::MAX_DEPTH;
use super::reading::{LineComment, ParseFailure};
use super::value::{Array, Container, Layout, Member, Number, Object, Spot, Str, Value};

/// What the reader builds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Build {
    /// Every node.
    Everything,
    /// What a manifest or an OpenAPI document needs: see [`keeps`].
    Manifest,
}

/// Top-level keys whose values are built in [`Build::Manifest`]: the
/// envelopes of the manifest shapes, the members of a single tool, and
/// the parts of an OpenAPI document that hold operations.
const ROOT_KEYS: [&str; 12] = [
    "tools",
    "result",
    "paths",
    "components",
    "annotations",
    "_meta",
    "x-mcp-annotations",
    "x-speakeasy-mcp",
    "name",
    "jsonrpc",
    "openapi",
    "swagger",
];

/// Keys whose values no rule reads, below the top level: schemas, bodies,
/// examples and the like, by far the largest part of real documents.
/// (A `match`, which compiles to a test of the length first: every key of a
/// built object is checked.)
fn opaque(key: &str) -> bool {
    matches!(
        key,
        "inputSchema"
            | "outputSchema"
            | "requestBody"
            | "requestBodies"
            | "responses"
            | "parameters"
            | "schemas"
            | "schema"
            | "examples"
            | "example"
            | "properties"
            | "items"
            | "allOf"
            | "anyOf"
            | "oneOf"
            | "definitions"
            | "$defs"
            | "securitySchemes"
            | "security"
            | "servers"
            | "headers"
            | "callbacks"
            | "links"
            | "content"
            | "info"
            | "tags"
            | "externalDocs"
    )
}

/// Containers deeper than this are skipped in [`Build::Manifest`]: nothing
/// hintlint reads lies that deep.
const MANIFEST_DEPTH: usize = 12;

/// The members of a tool, built in an object that a top-level key of no
/// known shape holds (a map of tools by name).
const TOOL_KEYS: [&str; 8] = [
    "name",
    "title",
    "annotations",
    "_meta",
    "x-mcp-annotations",
    "x-speakeasy-mcp",
    "httpMethod",
    "inputSchema",
];

/// The input-schema properties whose value names the HTTP method a tool
/// sends ([`crate::tools::manifest::input_schema`] reads them).
pub const METHOD_PROPERTIES: [&str; 8] = [
    "method",
    "httpMethod",
    "http_method",
    "verb",
    "httpVerb",
    "http_verb",
    "requestMethod",
    "request_method",
];

/// The input-schema properties whose value picks one of a tool's actions.
pub const ACTION_PROPERTIES: [&str; 4] = ["action", "operation", "mode", "op"];

/// Whether a member named `name` (raw bytes) may select a method or an
/// action: one of [`METHOD_PROPERTIES`] or [`ACTION_PROPERTIES`], written
/// out as a pattern, which compiles to a test of the length and then of the
/// bytes (every member name of every input schema goes through it; a test
/// holds it to the lists).
#[inline]
fn is_selector(name: &[u8]) -> bool {
    matches!(
        name,
        b"method"
            | b"httpMethod"
            | b"http_method"
            | b"verb"
            | b"httpVerb"
            | b"http_verb"
            | b"requestMethod"
            | b"request_method"
            | b"action"
            | b"operation"
            | b"mode"
            | b"op"
    )
}

/// Where in a manifest the members of an object being built are, which
/// says which of them are built ([`keeps`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Scope {
    /// Anywhere else: built by depth and key.
    Open,
    /// A possible tool under a top-level key of no known shape (a map of
    /// tools by name): only its tool members.
    ToolMembers,
    /// A tool's `inputSchema`: only its `properties`.
    InputSchema,
    /// Those properties: only the ones that may let the caller choose an
    /// HTTP method or an action ([`METHOD_PROPERTIES`], [`ACTION_PROPERTIES`]).
    SchemaProperties,
    /// One such property: its `type`, `enum` and `description`.
    Selector,
}

/// Whether the value of member `key` of an object at `depth` (the root is
/// 0) in `scope` is built, and the scope of its own members. Input schemas
/// are built only as far as the selectors a rule reads: the rest of them,
/// by far the largest part of real manifests, is skipped.
pub(crate) fn keeps(build: Build, depth: usize, key: &str, scope: Scope) -> (bool, Scope) {
    match (build, scope) {
        (Build::Everything, _) => (true, Scope::Open),
        (Build::Manifest, Scope::ToolMembers) => (TOOL_KEYS.contains(&key), child_of_tool(key)),
        (Build::Manifest, Scope::InputSchema) => (key == "properties", Scope::SchemaProperties),
        (Build::Manifest, Scope::SchemaProperties) => (
            METHOD_PROPERTIES.contains(&key) || ACTION_PROPERTIES.contains(&key),
            Scope::Selector,
        ),
        (Build::Manifest, Scope::Selector) => {
            (matches!(key, "type" | "enum" | "description"), Scope::Open)
        }
        (Build::Manifest, Scope::Open) if depth == 0 => match ROOT_KEYS.contains(&key) {
            true => (true, Scope::Open),
            false if key == "inputSchema" => (true, Scope::InputSchema),
            false => (true, Scope::ToolMembers),
        },
        (Build::Manifest, Scope::Open) if key == "inputSchema" => {
            (depth < MANIFEST_DEPTH, Scope::InputSchema)
        }
        (Build::Manifest, Scope::Open) => (depth < MANIFEST_DEPTH && !opaque(key), Scope::Open),
    }
}

/// The scope of the members of a tool member `key`.
fn child_of_tool(key: &str) -> Scope {
    match key {
        "inputSchema" => Scope::InputSchema,
        _ => Scope::Open,
    }
}

/// A read text: its root value and, for JSONC, its `//` comments.
#[derive(Debug)]
pub struct Parsed<'t> {
    /// The root value.
    pub root: Value<'t>,
    /// The line comments, in source order.
    pub comments: Vec<LineComment>,
}

/// Where an array of tools handed to a [`ToolSink`] is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ToolArray {
    /// The document is the array.
    Root,
    /// The value of the root object's `tools` member.
    RootTools,
}

/// Receives the tools of an array that looks like a manifest's while the
/// rest of the text is still being read: where the array is, the index of
/// the first tool of the batch, and the batch. The array is then left
/// empty in the document.
pub type ToolSink<'s, 't> = &'s mut dyn FnMut(ToolArray, usize, Vec<Value<'t>>);

/// Which JSON a text is written in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Syntax {
    /// RFC 8259 JSON: nothing else is accepted.
    Json,
    /// JSON with `//` and `/* */` comments and trailing commas.
    Jsonc,
}

/// How many tools a [`ToolSink`] receives at once.
const TOOL_BATCH: usize = 1024;

/// Reads `text` as `syntax`, building what `build` asks for. Empty text
/// (or only whitespace and comments) is a failure, not a missing value.
pub fn read(text: &str, syntax: Syntax, build: Build) -> Result<Parsed<'_>, ParseFailure> {
    read_with(text, syntax, build, None)
}

/// [`read`] in strict JSON for a manifest, handing the elements of the
/// root array or of the root object's `tools` array to `sink` in batches
/// as they are read, when the first of them looks like a tool, so that a
/// large manifest is judged batch by batch and never held whole. (A
/// failure later in the text makes what `sink` received moot.)
pub fn read_streaming<'t>(
    text: &'t str,
    sink: ToolSink<'_, 't>,
) -> Result<Parsed<'t>, ParseFailure> {
    read_with(text, Syntax::Json, Build::Manifest, Some(sink))
}

fn read_with<'t>(
    text: &'t str,
    syntax: Syntax,
    build: Build,
    sink: Option<ToolSink<'_, 't>>,
) -> Result<Parsed<'t>, ParseFailure> {
    let mut reader = Reader {
        text,
        bytes: text.as_bytes(),
        at: 0,
        jsonc: syntax == Syntax::Jsonc,
        build,
        comments: Vec::new(),
        members: Vec::new(),
        items: Vec::new(),
        sink,
    };
    reader.trivia()?;
    if reader.at >= reader.bytes.len() {
        return Err(ParseFailure {
            message: "the file holds no JSON value".to_owned(),
            span: text.len()..text.len(),
        });
    }
    let root = reader.root()?;
    reader.trivia()?;
    if reader.at < reader.bytes.len() {
        return Err(reader.fail("unexpected text after the JSON value"));
    }
    Ok(Parsed {
        root,
        comments: reader.comments,
    })
}

struct Reader<'t, 's> {
    text: &'t str,
    bytes: &'t [u8],
    at: usize,
    jsonc: bool,
    build: Build,
    comments: Vec<LineComment>,
    /// Members of the objects being read, innermost last: each object
    /// takes its own off the end, so that its vector is allocated once, at
    /// its exact size.
    members: Vec<Member<'t>>,
    /// The same for array elements.
    items: Vec<Value<'t>>,
    /// Where the tools of a manifest's array go as they are read, if
    /// anywhere.
    sink: Option<ToolSink<'s, 't>>,
}

impl<'t> Reader<'t, '_> {
    /// A failure at the current byte.
    fn fail(&self, message: impl Into<String>) -> ParseFailure {
        self.fail_at(self.at, message)
    }

    fn fail_at(&self, at: usize, message: impl Into<String>) -> ParseFailure {
        let end = (at + 1).min(self.bytes.len()).max(at);
        ParseFailure {
            message: message.into(),
            span: at..end,
        }
    }

    /// The failure for an unexpected byte at the current position: a
    /// control character is named with its offset.
    fn unexpected(&self, expected: &str) -> ParseFailure {
        match self.bytes.get(self.at) {
            None => self.fail(format!("unexpected end of file, expected {expected}")),
            Some(&byte) if byte < 0x20 => self.control_character(self.at, false),
            Some(_) => {
                let found = self.text[self.at..].chars().next().unwrap_or(' ');
                self.fail(format!("unexpected `{found}`, expected {expected}"))
            }
        }
    }

    fn control_character(&self, at: usize, in_string: bool) -> ParseFailure {
        let byte = self.bytes[at];
        let message = if in_string {
            format!(
                "the control character U+{byte:04X} at byte offset {at} is not JSON; inside a \
                 string it must be escaped"
            )
        } else {
            format!("the control character U+{byte:04X} at byte offset {at} is not JSON")
        };
        self.fail_at(at, message)
    }

    /// Skips whitespace and, in JSONC, comments (collecting `//` ones).
    #[inline]
    fn trivia(&mut self) -> Result<(), ParseFailure> {
        self.at = super::json_skip::whitespace(self.bytes, self.at);
        if self.bytes.get(self.at) == Some(&b'/') {
            return self.comments();
        }
        Ok(())
    }

    /// [`Reader::trivia`] from a `/`: comments and the whitespace between
    /// them.
    fn comments(&mut self) -> Result<(), ParseFailure> {
        loop {
            self.at = super::json_skip::whitespace(self.bytes, self.at);
            if self.bytes.get(self.at) == Some(&b'/')
                && matches!(self.bytes.get(self.at + 1), Some(b'/' | b'*'))
            {
                self.comment()?;
            } else {
                return Ok(());
            }
        }
    }

    fn comment(&mut self) -> Result<(), ParseFailure> {
        let start = self.at;
        let line = self.bytes[start + 1] == b'/';
        let end = if line {
            memchr::memchr2(b'\n', b'\r', &self.bytes[start..])
                .map_or(self.bytes.len(), |n| start + n)
        } else {
            match memchr::memmem::find(&self.bytes[start + 2..], b"*/") {
                Some(n) => start + 2 + n + 2,
                None => return Err(self.fail_at(start, "unterminated block comment")),
            }
        };
        if !self.jsonc {
            return Err(ParseFailure {
                message: "comments are not allowed".to_owned(),
                span: start..end,
            });
        }
        if let Some(at) = self.bytes[start..end]
            .iter()
            .position(|byte| *byte < 0x20 && !matches!(byte, b'\t' | b'\n' | b'\r'))
        {
            return Err(self.control_character(start + at, false));
        }
        if line {
            self.comments.push(LineComment {
                span: start..end,
                text: self.text[start + 2..end].to_owned(),
                marker: "//",
            });
        }
        self.at = end;
        Ok(())
    }

    /// The root value. In [`Build::Manifest`], an array whose first element
    /// is not a named object is no manifest: the rest of it is only
    /// validated, never built. (Whether named objects are tools is decided
    /// by all of them, once read.)
    fn root(&mut self) -> Result<Value<'t>, ParseFailure> {
        if self.build == Build::Manifest && self.bytes[self.at] == b'[' {
            return self.array(0, true, Some(ToolArray::Root));
        }
        self.value(0, true)
    }

    /// A value at the current (non-trivia) byte; containers are built when
    /// `build` says so, and skipped (validated) otherwise.
    fn value(&mut self, depth: usize, build: bool) -> Result<Value<'t>, ParseFailure> {
        self.value_in(depth, build, Scope::Open)
    }

    /// [`Reader::value`], for an object whose members are built as
    /// `scope` says (see [`keeps`]).
    fn value_in(
        &mut self,
        depth: usize,
        build: bool,
        scope: Scope,
    ) -> Result<Value<'t>, ParseFailure> {
        match self.bytes.get(self.at) {
            Some(&open @ (b'{' | b'[')) if !build => {
                // Validated on the fast lane when it is strict JSON.
                let start = self.at;
                if let Some(end) = super::json_skip::container(self.bytes, start, depth) {
                    self.at = end;
                    let kind = match open {
                        b'{' => Container::Object,
                        _ => Container::Array,
                    };
                    return Ok(Value::Skipped(kind, Spot::of(start..end)));
                }
                match open {
                    b'{' => self.object(depth, false, scope),
                    _ => self.array(depth, false, None),
                }
            }
            Some(b'{') => self.object(depth, build, scope),
            Some(b'[') => self.array(depth, build, None),
            Some(b'"') => self.string(build).map(Value::String),
            Some(b'-' | b'0'..=b'9') => self.number(),
            Some(b't') => self.literal("true", |span| Value::Bool(true, span)),
            Some(b'f') => self.literal("false", |span| Value::Bool(false, span)),
            Some(b'n') => self.literal("null", Value::Null),
            _ => Err(self.unexpected("a value")),
        }
    }

    /// A tool's input schema: built (its selectors only) when it holds a
    /// member named as one, else skipped on the fast lane in one pass that
    /// also looks at the names.
    fn input_schema(&mut self, depth: usize) -> Result<Value<'t>, ParseFailure> {
        let start = self.at;
        if self.bytes.get(start) == Some(&b'{') {
            let mut selects = false;
            let end = super::json_skip::container_naming(self.bytes, start, depth, &mut |name| {
                selects |= is_selector(name);
            });
            if let (Some(end), false) = (end, selects) {
                self.at = end;
                return Ok(Value::Skipped(Container::Object, Spot::of(start..end)));
            }
        }
        self.value_in(depth, true, Scope::InputSchema)
    }

    fn deeper(&self, depth: usize) -> Result<usize, ParseFailure> {
        if depth >= MAX_DEPTH {
            return Err(self.fail(format!("nesting deeper than {MAX_DEPTH} levels")));
        }
        Ok(depth + 1)
    }

    fn object(
        &mut self,
        depth: usize,
        build: bool,
        scope: Scope,
    ) -> Result<Value<'t>, ParseFailure> {
        let start = self.at;
        let inner = self.deeper(depth)?;
        self.at += 1;
        let mark = self.members.len();
        self.trivia()?;
        if self.bytes.get(self.at) == Some(&b'}') {
            self.at += 1;
            return Ok(self.container(Container::Object, start, build, |span| {
                Value::Object(Object {
                    span: Spot::of(span),
                    members: Vec::new(),
                    layout: Layout::Json,
                })
            }));
        }
        loop {
            if self.bytes.get(self.at) != Some(&b'"') {
                return Err(self.unexpected("a string key"));
            }
            let key = self.string(build)?;
            self.trivia()?;
            if self.bytes.get(self.at) != Some(&b':') {
                return Err(self.unexpected("a colon"));
            }
            self.at += 1;
            self.trivia()?;
            let (keep, child) = keeps(self.build, depth, &key.value, scope);
            // An array under a key of no known shape holds no tool, and an
            // input schema that is an array no selector.
            let keep = build
                && keep
                && !(matches!(child, Scope::ToolMembers | Scope::InputSchema)
                    && self.bytes.get(self.at) == Some(&b'['));
            let value = if keep
                && depth == 0
                && key.value == "tools"
                && self.bytes.get(self.at) == Some(&b'[')
            {
                self.array(inner, true, Some(ToolArray::RootTools))
            } else if keep && child == Scope::InputSchema {
                self.input_schema(inner)
            } else {
                self.value_in(inner, keep, child)
            }?;
            if build {
                self.members.push(Member { key, value });
            }
            if self.separator(b'}')? {
                break;
            }
        }
        let members = self.members.split_off(mark);
        Ok(self.container(Container::Object, start, build, |span| {
            Value::Object(Object {
                span: Spot::of(span),
                members,
                layout: Layout::Json,
            })
        }))
    }

    /// An array. `tools` says where it is when it may be a manifest's
    /// array of tools: at the root, an array whose first element is not a
    /// named object is no manifest, and the rest of it is only validated;
    /// with a sink, the elements of either go to the sink in batches
    /// instead of into the array, when the first looks like a tool.
    fn array(
        &mut self,
        depth: usize,
        build: bool,
        tools: Option<ToolArray>,
    ) -> Result<Value<'t>, ParseFailure> {
        let start = self.at;
        let inner = self.deeper(depth)?;
        self.at += 1;
        let mark = self.items.len();
        let mut build = build;
        self.trivia()?;
        if self.bytes.get(self.at) == Some(&b']') {
            self.at += 1;
            return Ok(self.container(Container::Array, start, build, |span| {
                Value::Array(Array {
                    span: Spot::of(span),
                    items: Vec::new(),
                })
            }));
        }
        let mut first = true;
        let mut streaming = None;
        let mut batch = Vec::new();
        let mut handed = 0;
        loop {
            let item = self.value(inner, build)?;
            if std::mem::take(&mut first) {
                let tool = looks_like_a_tool(&item);
                if tools == Some(ToolArray::Root) && !is_named_object(&item) {
                    // Not a manifest: validate the rest without building it.
                    build = false;
                }
                if build && tool && self.sink.is_some() {
                    streaming = tools;
                    batch.reserve(TOOL_BATCH);
                }
            }
            match streaming {
                Some(array) => {
                    batch.push(item);
                    if batch.len() == TOOL_BATCH {
                        let full = std::mem::replace(&mut batch, Vec::with_capacity(TOOL_BATCH));
                        self.hand_over(array, handed, full);
                        handed += TOOL_BATCH;
                    }
                }
                None if build => self.items.push(item),
                None => {}
            }
            if self.separator(b']')? {
                break;
            }
        }
        if let Some(array) = streaming
            && !batch.is_empty()
        {
            self.hand_over(array, handed, batch);
        }
        let items = self.items.split_off(mark);
        Ok(self.container(Container::Array, start, build, |span| {
            Value::Array(Array {
                span: Spot::of(span),
                items,
            })
        }))
    }

    /// Hands a batch of tools to the sink.
    fn hand_over(&mut self, array: ToolArray, first: usize, batch: Vec<Value<'t>>) {
        if let Some(sink) = self.sink.as_mut() {
            sink(array, first, batch);
        }
    }

    /// The container that ended just before the current byte: built, or a
    /// skipped span.
    fn container(
        &self,
        kind: Container,
        start: usize,
        build: bool,
        built: impl FnOnce(Range<usize>) -> Value<'t>,
    ) -> Value<'t> {
        let span = start..self.at;
        if build {
            built(span)
        } else {
            Value::Skipped(kind, Spot::of(span))
        }
    }

    /// After a member or element: a comma (then, in JSONC, possibly the
    /// closing bracket) or the closing bracket. Returns whether the
    /// container ended.
    fn separator(&mut self, close: u8) -> Result<bool, ParseFailure> {
        let value_end = self.at;
        self.trivia()?;
        match self.bytes.get(self.at) {
            Some(&b',') => {
                let comma = self.at;
                self.at += 1;
                self.trivia()?;
                if self.bytes.get(self.at) == Some(&close) {
                    if !self.jsonc {
                        return Err(self.fail_at(comma, "trailing commas are not allowed"));
                    }
                    self.at += 1;
                    return Ok(true);
                }
                Ok(false)
            }
            Some(&byte) if byte == close => {
                self.at += 1;
                Ok(true)
            }
            None => Err(self.unexpected(if close == b'}' { "`}`" } else { "`]`" })),
            Some(&byte) if byte < 0x20 && !matches!(byte, b'\t' | b'\n' | b'\r') => {
                Err(self.control_character(self.at, false))
            }
            Some(_) => Err(self.fail_at(value_end, "expected comma")),
        }
    }

    /// A string at the current `"`: decoded when `decode`, else validated.
    fn string(&mut self, decode: bool) -> Result<Str<'t>, ParseFailure> {
        let start = self.at;
        let mut at = start + 1;
        let mut owned: Option<String> = None;
        let mut plain_from = at;
        loop {
            let Some(stop) = super::json_skip::special_byte(self.bytes, at) else {
                return Err(self.fail_at(start, "unterminated string"));
            };
            if self.bytes[stop] < 0x20 {
                return Err(self.control_character(stop, true));
            }
            if self.bytes[stop] == b'"' {
                let value = match owned {
                    Some(mut text) => {
                        text.push_str(&self.text[plain_from..stop]);
                        Cow::Owned(text)
                    }
                    None if decode => Cow::Borrowed(&self.text[start + 1..stop]),
                    None => Cow::Borrowed(""),
                };
                self.at = stop + 1;
                return Ok(Str {
                    value,
                    span: Spot::of(start..self.at),
                });
            }
            // A backslash: one escape.
            let (decoded, next) = self.escape(stop)?;
            if decode {
                let text = owned.get_or_insert_with(String::new);
                text.push_str(&self.text[plain_from..stop]);
                text.push(decoded);
            }
            at = next;
            plain_from = next;
        }
    }

    /// The escape at the backslash at `at`: the character and the offset
    /// after it.
    fn escape(&self, at: usize) -> Result<(char, usize), ParseFailure> {
        let simple = match self.bytes.get(at + 1) {
            Some(b'"') => '"',
            Some(b'\\') => '\\',
            Some(b'/') => '/',
            Some(b'b') => '\u{8}',
            Some(b'f') => '\u{c}',
            Some(b'n') => '\n',
            Some(b'r') => '\r',
            Some(b't') => '\t',
            Some(b'u') => return self.unicode_escape(at),
            _ => return Err(self.fail_at(at, "invalid escape in a string")),
        };
        Ok((simple, at + 2))
    }

    /// `\uXXXX`, with a following low surrogate when it is a high one; a
    /// lone surrogate decodes to U+FFFD.
    fn unicode_escape(&self, at: usize) -> Result<(char, usize), ParseFailure> {
        let unit = self.hex4(at + 2)?;
        if (0xD800..0xDC00).contains(&unit)
            && self.bytes.get(at + 6) == Some(&b'\\')
            && self.bytes.get(at + 7) == Some(&b'u')
        {
            let low = self.hex4(at + 8)?;
            if (0xDC00..0xE000).contains(&low) {
                let code = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00);
                return Ok((char::from_u32(code).unwrap_or('\u{fffd}'), at + 12));
            }
        }
        Ok((char::from_u32(unit).unwrap_or('\u{fffd}'), at + 6))
    }

    fn hex4(&self, at: usize) -> Result<u32, ParseFailure> {
        let digits = self
            .bytes
            .get(at..at + 4)
            .and_then(|digits| std::str::from_utf8(digits).ok())
            .and_then(|digits| u32::from_str_radix(digits, 16).ok().map(|n| (digits, n)));
        match digits {
            Some((text, unit)) if text.bytes().all(|b| b.is_ascii_hexdigit()) => Ok(unit),
            _ => Err(self.fail_at(at, "invalid \\u escape: four hexadecimal digits expected")),
        }
    }

    /// A number in RFC 8259's grammar.
    fn number(&mut self) -> Result<Value<'t>, ParseFailure> {
        let start = self.at;
        let bytes = self.bytes;
        let Some(at) = super::json_skip::number_end(bytes, start) else {
            return Err(self.fail_at(start, "invalid number"));
        };
        if bytes
            .get(at)
            .is_some_and(|byte| byte.is_ascii_alphanumeric() || *byte == b'.')
        {
            return Err(self.fail_at(start, "invalid number"));
        }
        self.at = at;
        Ok(Value::Number(Number {
            text: Cow::Borrowed(&self.text[start..at]),
            span: Spot::of(start..at),
        }))
    }

    fn literal(
        &mut self,
        word: &str,
        make: impl FnOnce(Spot) -> Value<'t>,
    ) -> Result<Value<'t>, ParseFailure> {
        let start = self.at;
        let end = start + word.len();
        let whole = self.bytes.get(start..end) == Some(word.as_bytes())
            && !self
                .bytes
                .get(end)
                .is_some_and(|byte| byte.is_ascii_alphanumeric() || *byte == b'_');
        if !whole {
            let length = self.bytes[start..]
                .iter()
                .take_while(|byte| byte.is_ascii_alphanumeric() || **byte == b'_')
                .count()
                .max(1);
            let found = String::from_utf8_lossy(&self.bytes[start..start + length]).into_owned();
            return Err(ParseFailure {
                message: format!("unexpected word `{found}`, expected a value"),
                span: start..start + length,
            });
        }
        self.at = end;
        Ok(make(Spot::of(start..end)))
    }
}

/// An object with a `name`: what the first element of a root array must be
/// for the array to be built (a list of numbers or strings is data).
fn is_named_object(value: &Value<'_>) -> bool {
    matches!(value, Value::Object(object) if object.get("name").is_some())
}

/// An object with `name` and `inputSchema`, `arguments` or `annotations`:
/// a first element whose array is handed over in batches as tools.
fn looks_like_a_tool(value: &Value<'_>) -> bool {
    match value {
        Value::Object(object) => {
            object.get("name").is_some()
                && ["inputSchema", "arguments", "annotations"]
                    .iter()
                    .any(|key| object.get(key).is_some())
        }
        _ => false,
    }
}

#[cfg(test)]
#[path = "json_tests.rs"]
mod tests;
