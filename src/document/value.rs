//! hintlint's own spanned document model: what rules, fixes and renderers
//! read, whatever the file's format. Every node carries its byte span in
//! the (BOM-stripped) text; keys keep every occurrence (a duplicate is a
//! finding), and lookups return the last one, which is what clients read.
//!
//! The model is lazy: a reader builds only what hintlint reads (tools,
//! annotations, `_meta`, OpenAPI operations) and keeps every other subtree
//! as a validated [`Value::Skipped`] span.

use std::borrow::Cow;
use std::ops::Range;

/// A value of the document.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Value<'t> {
    /// An object, with its members in source order.
    Object(Object<'t>),
    /// An array.
    Array(Array<'t>),
    /// A string.
    String(Str<'t>),
    /// A number, as written.
    Number(Number<'t>),
    /// `true` or `false`.
    Bool(bool, Spot),
    /// `null` (in source code also `None`, `nil`: see
    /// [`CodeSyntax::omits_null`] for which of them are absent).
    Null(Spot),
    /// JavaScript's `undefined`: `JSON.stringify` leaves such a member out,
    /// so a hint written `undefined` is absent, in every SDK.
    Undefined(Spot),
    /// A container the reader validated but did not build, because nothing
    /// hintlint reads lies inside it.
    Skipped(Container, Spot),
}

/// Which kind of container a skipped value is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Container {
    /// `{…}`.
    Object,
    /// `[…]`.
    Array,
}

/// A string and where it is written (quotes included).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Str<'t> {
    /// The decoded text (borrowed when it holds no escape).
    pub value: Cow<'t, str>,
    /// The span of the literal, quotes included.
    pub span: Spot,
}

/// A number as written.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Number<'t> {
    /// The literal.
    pub text: Cow<'t, str>,
    /// Its span.
    pub span: Spot,
}

/// An object.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Object<'t> {
    /// From `{` to `}` inclusive (a YAML block mapping: from its first key
    /// to the end of its last value).
    pub span: Spot,
    /// The members in source order, repeated keys included.
    pub members: Vec<Member<'t>>,
    /// How it is written, which decides how edits are laid out.
    pub layout: Layout,
}

/// How an object is written.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub enum Layout {
    /// JSON or JSONC braces.
    #[default]
    Json,
    /// A YAML block mapping whose keys start at this column (0-based).
    YamlBlock(u32),
    /// A YAML flow mapping, `{a: 1, b: 2}`.
    YamlFlow,
    /// Source code that registers a tool: how its members are written
    /// (boxed: it is rare, and every object of the model has a layout).
    Code(Box<CodeSyntax>),
}

/// How the members of an object read from source code are written; the
/// offsets are byte spans of text the edits reuse (a package qualifier, a
/// pointer helper), so that a fix writes what the file already uses.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CodeSyntax {
    /// A JavaScript/TypeScript object literal, `{ readOnlyHint: true }`.
    JsObject,
    /// The arguments of the SDK's older `server.tool(name, …, handler)`: a
    /// new annotations object becomes the argument before `before`.
    JsToolArguments {
        /// Where the handler argument starts.
        before: usize,
    },
    /// A Python dict, `{"readOnlyHint": True}`.
    PyDict,
    /// Python keyword arguments, `(readOnlyHint=True)`; an empty span is a
    /// decorator written without parentheses.
    PyKeywords {
        /// How the file names `ToolAnnotations` (`ToolAnnotations`,
        /// `types.ToolAnnotations`), when it imports it: new annotations are
        /// written as that call, else as a dict.
        annotations_type: Option<Spot>,
        /// The last positional argument of a call that has no keyword
        /// argument (`mcp.tool("search_index")`): the first keyword goes
        /// after it, and the arguments are kept.
        last_positional: Option<Spot>,
        /// Whether hints are written as the Python SDK 2 documents them
        /// (`read_only_hint=True`): fixes write the spelling the file uses.
        snake_case: bool,
    },
    /// A Go composite literal, `mcp.ToolAnnotations{ReadOnlyHint: true}`.
    GoStruct {
        /// Which Go SDK's types these are.
        flavour: GoFlavour,
        /// The package qualifier the file uses for the SDK (`mcp`).
        qualifier: Spot,
        /// The `*bool` helper the file already calls (`mcp.ToBoolPtr`,
        /// `ptr`), if any.
        helper: Option<Spot>,
    },
    /// An object hintlint never edits: read from another file (an
    /// imported constant, shown where this file names it), or from markup
    /// that has nowhere to write a hint (a WebMCP declarative form, a
    /// FastMCP `add_tool` that takes no annotations).
    Unwritable {
        /// How messages spell a hint the author would write elsewhere
        /// (FastMCP's `annotations={"readOnlyHint": False}` where the
        /// tool is made), when not as JavaScript does.
        written_as: Option<&'static CodeSyntax>,
    },
    /// The arguments of rmcp's `#[tool(…)]` attribute and of its
    /// `annotations(…)`: `read_only_hint = true`; an empty span is a
    /// `#[tool]` written without arguments.
    RustAttribute {
        /// The last argument, after which new ones go.
        last_argument: Option<Spot>,
        /// The whole attribute, `#[…]`, laid out again as rustfmt would
        /// once arguments are added.
        attribute: Spot,
    },
    /// rmcp builder calls: `Tool::new(…)` with `.annotate(…)`, and
    /// `ToolAnnotations::new().read_only(true)`; new calls go at the end of
    /// the chain.
    RustBuilder {
        /// Whether new annotations name the type by its full path
        /// (`rmcp::model::ToolAnnotations`): the file does not import it.
        qualified: bool,
    },
    /// The named arguments of C#'s `[McpServerTool(…)]`, `ReadOnly =
    /// true`, which stand for the annotations too; an empty span is an
    /// attribute written without arguments.
    CsAttribute {
        /// The last argument, after which new ones go.
        last_argument: Option<Spot>,
    },
    /// The named arguments of a call, constructor or annotation in Java,
    /// Kotlin, PHP, Ruby or Swift (`readOnlyHint = true`, `readOnlyHint:
    /// true`, `read_only_hint: true`); an empty span is a call or
    /// annotation written without parentheses.
    Named {
        /// How the language writes a member.
        style: NamedStyle,
        /// The last argument, after which new ones go.
        last_argument: Option<Spot>,
        /// What a new annotations value is written as, up to its opening
        /// parenthesis (`@McpTool.McpAnnotations`, `ToolAnnotations`,
        /// `new ToolAnnotations`, `.init`); empty for a Ruby hash.
        annotations_type: &'static str,
        /// The argument the holder takes annotations as (`annotations`,
        /// the Kotlin SDK's `toolAnnotations`).
        annotations_key: &'static str,
    },
    /// The body of a Ruby tool class (`class Search < MCP::Tool`), whose
    /// class-level calls (`tool_name "x"`, `annotations(read_only_hint:
    /// true)`) are its members: a new one is a call on a line of its own
    /// after `after`, at the body's indentation.
    RubyClass {
        /// The statement new calls follow (its heredoc included): the
        /// `description`, `title` or `tool_name` call, else the class's
        /// `class X < Base` line.
        after: Spot,
        /// The indentation of the body's statements; `None` when the class
        /// has none on lines of their own (new calls are then one level in
        /// from the line of `after`).
        indent: Option<Spot>,
    },
    /// Laravel MCP's class attributes, one per hint, on a `Tool` subclass
    /// (`#[IsReadOnly]`, `#[IsDestructive(false)]`): a new one goes on a
    /// line of its own above the class (`src/fix/layout/php.rs`).
    PhpAttributes {
        /// Where new attributes go: the class's first token after its
        /// attributes (`final`, `class`).
        before: Spot,
        /// The name the file imports each hint's attribute class as, in
        /// `Hint::ALL` order (its local name in the `use` line).
        imported: [Option<Spot>; 4],
        /// The statement a new `use` line follows (the last `use`, else
        /// `namespace …;`, `declare(…);` or `<?php`); `None` when attributes
        /// are written fully qualified instead.
        use_after: Option<Spot>,
    },
    /// The Java SDK's builder chains, `McpSchema.Tool.builder()….build()`
    /// and `McpSchema.ToolAnnotations.builder().readOnlyHint(true).build()`:
    /// the span ends before the chain's `.build()`, where new calls go.
    JavaBuilder {
        /// Whether new annotations name the record through `McpSchema`
        /// (`McpSchema.ToolAnnotations`): the file does not import it alone.
        qualified: bool,
    },
    /// The Java SDK's positional record, `new McpSchema.ToolAnnotations(title,
    /// readOnlyHint, destructiveHint, idempotentHint, openWorldHint,
    /// returnDirect)`: every member has its place, and a removed one
    /// becomes `null`.
    JavaRecord,
    /// mcp-go's functional options, `mcp.NewTool(name, mcp.WithX(…), …)`.
    GoOptions {
        /// The package qualifier the file uses for mcp-go (`mcp`).
        qualifier: Spot,
        /// The span of the call's last argument, after which new options go.
        last_argument: Spot,
    },
}

/// How a language of [`CodeSyntax::Named`] writes one named argument.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NamedStyle {
    /// Java annotation members and Kotlin named arguments:
    /// `readOnlyHint = true`.
    Equals,
    /// PHP named arguments: `readOnlyHint: true`.
    Colon,
    /// Swift labels: `readOnlyHint: true`, which must follow the order the
    /// parameters are declared in (a new one goes at its place among them:
    /// `src/fix/swift_layout.rs`).
    Labels,
    /// Ruby keyword arguments and symbol-keyed hashes: `read_only_hint:
    /// true`.
    RubyKeywords,
}

/// A byte range of source text as the model keeps it: two `u32`s, so that
/// every node of the model stays small.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Spot {
    /// First byte.
    start: u32,
    /// One past the last byte.
    end: u32,
}

impl Spot {
    /// The spot of `range` (a text past 4 GiB is never read whole, so the
    /// clamp never bites).
    pub fn of(range: Range<usize>) -> Spot {
        let clamp = |offset: usize| u32::try_from(offset).unwrap_or(u32::MAX);
        Spot {
            start: clamp(range.start),
            end: clamp(range.end),
        }
    }

    /// The byte range.
    pub fn range(self) -> Range<usize> {
        self.start as usize..self.end as usize
    }

    /// The first byte.
    pub fn start(self) -> usize {
        self.start as usize
    }

    /// One past the last byte.
    pub fn end(self) -> usize {
        self.end as usize
    }
}

/// The Go SDK a composite literal belongs to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum GoFlavour {
    /// The official `github.com/modelcontextprotocol/go-sdk`: `ReadOnlyHint`
    /// and `IdempotentHint` are `bool`, the others `*bool`.
    Official,
    /// `github.com/mark3labs/mcp-go`: every hint is a `*bool`.
    McpGo,
}

impl CodeSyntax {
    /// What starts a line comment where this syntax is written: `#` in
    /// Python and Ruby, `//` in the other languages.
    pub fn line_comment(self) -> &'static str {
        match self {
            CodeSyntax::RubyClass { .. }
            | CodeSyntax::Named {
                style: NamedStyle::RubyKeywords,
                ..
            } => "#",
            _ if self.is_python() => "#",
            _ => "//",
        }
    }

    /// Whether booleans are written `True`/`False`.
    pub fn is_python(self) -> bool {
        matches!(self, CodeSyntax::PyDict | CodeSyntax::PyKeywords { .. })
    }

    /// Whether a hint written as null in this syntax (Python's `None`, Go's
    /// `nil`, read as [`Value::Null`]) is absent: the Python SDK sends its
    /// models with `exclude_none`, and the Go SDKs' `*bool` fields are
    /// `omitempty`, so clients never see the hint; the Java, Kotlin, PHP,
    /// Ruby and Swift SDKs leave a null hint out too. A JavaScript `null` is
    /// sent as written, like JSON's.
    pub fn omits_null(self) -> bool {
        matches!(
            self,
            CodeSyntax::PyDict
                | CodeSyntax::PyKeywords { .. }
                | CodeSyntax::GoStruct { .. }
                | CodeSyntax::GoOptions { .. }
                | CodeSyntax::Named { .. }
                | CodeSyntax::JavaBuilder { .. }
                | CodeSyntax::JavaRecord
        )
    }
}

/// One `"key": value` member of an object.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Member<'t> {
    /// The key.
    pub key: Str<'t>,
    /// The value.
    pub value: Value<'t>,
}

/// An array.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Array<'t> {
    /// From `[` to `]` inclusive.
    pub span: Spot,
    /// The elements in order.
    pub items: Vec<Value<'t>>,
}

impl Value<'_> {
    /// The value's span.
    pub fn span(&self) -> Range<usize> {
        match self {
            Value::Object(object) => object.span.range(),
            Value::Array(array) => array.span.range(),
            Value::String(text) => text.span.range(),
            Value::Number(number) => number.span.range(),
            Value::Bool(_, span)
            | Value::Null(span)
            | Value::Undefined(span)
            | Value::Skipped(_, span) => span.range(),
        }
    }

    /// A short description of the value's kind and, for scalars, its text,
    /// for messages: `the string "true"`, `the number 1`, `null`, `an
    /// object`.
    pub fn describe(&self) -> String {
        match self {
            Value::String(text) => format!("the string {:?}", shorten(&text.value)),
            Value::Number(number) => format!("the number {}", shorten(&number.text)),
            Value::Bool(value, _) => format!("the boolean {value}"),
            Value::Null(_) => "null".to_owned(),
            Value::Undefined(_) => "undefined".to_owned(),
            Value::Object(_) | Value::Skipped(Container::Object, _) => "an object".to_owned(),
            Value::Array(_) | Value::Skipped(Container::Array, _) => "an array".to_owned(),
        }
    }
}

impl<'t> Object<'t> {
    /// The last member named `key`, the one clients see.
    pub fn last(&self, key: &str) -> Option<&Member<'t>> {
        self.members
            .iter()
            .rev()
            .find(|member| member.key.value == key)
    }

    /// The value of the last member named `key`.
    pub fn get(&self, key: &str) -> Option<&Value<'t>> {
        self.last(key).map(|member| &member.value)
    }
}

impl Member<'_> {
    /// From the key's opening quote to the end of the value (in source
    /// code a value may be a constant defined before its use: the span
    /// then covers both).
    pub fn span(&self) -> Range<usize> {
        let value = self.value.span();
        self.key.span.start().min(value.start)..self.key.span.end().max(value.end)
    }
}

/// Cuts text that would drown a message.
fn shorten(text: &str) -> String {
    const LIMIT: usize = 40;
    match text.char_indices().nth(LIMIT) {
        Some((cut, _)) => format!("{}…", &text[..cut]),
        None => text.to_owned(),
    }
}
