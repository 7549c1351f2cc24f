//! What source code says of tools that no reader reads: hint values
//! written as literal booleans in any spelling an MCP SDK uses, and calls
//! of an SDK's tool registration in languages hintlint does not parse
//! (Dart, Elixir: the community's SDKs). Found over the bytes, with no parse:
//! a `memmem` prefilter, then one pass of a small lexer that skips comments
//! and strings and keeps the brackets open at each place, so that a value
//! can say which call it is passed to. The lint path
//! ([`crate::lint::judge`]) compares the places with the spans of the tools
//! a reader read; this module makes no finding.

use std::ops::Range;

use memchr::memmem;

mod shape;

/// A source language hintlint does not parse (an MCP SDK of the
/// community is written in it): its files are scanned for hint values and
/// registrations, never read as tools.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Foreign {
    /// Dart (`.dart`): the Dart team's `dart_mcp` (`registerTool(Tool(…),
    /// …)`) and `mcp_dart` (`server.tool(…)`, `server.registerTool(…)`).
    Dart,
    /// Elixir (`.ex`, `.exs`): Hermes MCP and its successor Anubis MCP,
    /// whose tools are modules that `use …Server.Component, type: :tool`.
    Elixir,
}

impl Foreign {
    /// Every language, with its name and extensions.
    const ALL: [(Foreign, &'static str, &'static [&'static str]); 2] = [
        (Foreign::Dart, "Dart", &["dart"]),
        (Foreign::Elixir, "Elixir", &["ex", "exs"]),
    ];

    /// The language of a file, by its extension (compared without case).
    pub fn of_path(path: &std::path::Path) -> Option<Foreign> {
        let ext = path.extension()?.to_str()?;
        Foreign::ALL
            .iter()
            .find(|(_, _, extensions)| extensions.iter().any(|e| ext.eq_ignore_ascii_case(e)))
            .map(|(foreign, _, _)| *foreign)
    }

    /// Its name in messages.
    pub fn name(self) -> &'static str {
        Foreign::ALL[self as usize].1
    }

    /// How its comments and strings are written.
    pub fn lexis(self) -> Lexis {
        match self {
            Foreign::Dart => Lexis {
                single_quoted_strings: true,
                triple_quotes: true,
                ..Lexis::C_LIKE
            },
            Foreign::Elixir => Lexis::ELIXIR,
        }
    }
}

/// How a language writes comments and strings, for the lexer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Lexis {
    /// `//` line comments and `/* */` block comments.
    pub slash_comments: bool,
    /// `#` line comments (PHP's `#[` is an attribute, not a comment).
    pub hash_comments: bool,
    /// `'…'` is a string (else a character literal, or Rust's lifetime).
    pub single_quoted_strings: bool,
    /// `"""…"""` (and `'''…'''` where `'` quotes strings) span lines.
    pub triple_quotes: bool,
    /// `` `…` `` is a string that spans lines (JavaScript, Go).
    pub backtick_strings: bool,
    /// `<!-- … -->` comments (HTML).
    pub markup_comments: bool,
    /// `Type{…}` is a value of the type (Go's composite literals, Rust's
    /// struct expressions, C#'s object initialisers); elsewhere a `{`
    /// after a name opens a declaration's body (`class … implements Tool
    /// {`).
    pub type_literals: bool,
    /// The SDK spellings of this language only: C#'s `ReadOnly = true`,
    /// rmcp's `.read_only(true)`, Laravel's `#[IsReadOnly]`.
    pub spellings: Spellings,
}

/// Hint spellings one language's SDK has besides `readOnlyHint` and its
/// snake and Pascal cases.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Spellings {
    /// Only the common ones.
    Common,
    /// C#: `[McpServerTool(ReadOnly = true)]`.
    CSharp,
    /// Rust: rmcp's `ToolAnnotations::new().read_only(true)`.
    Rust,
    /// PHP: Laravel MCP's `#[IsReadOnly]`.
    Php,
}

impl Lexis {
    /// How `language`, which hintlint parses, writes comments and strings.
    pub fn of(language: super::Language) -> Lexis {
        use super::Language;
        match language {
            Language::TypeScript | Language::Tsx => Lexis::JAVASCRIPT,
            Language::Python => Lexis::PYTHON,
            Language::Go => Lexis::GO,
            Language::Rust => Lexis::RUST,
            Language::CSharp => Lexis::CSHARP,
            Language::Html => Lexis::HTML,
            Language::Java => Lexis::C_LIKE,
            Language::Kotlin | Language::Swift => Lexis::TRIPLE_QUOTED,
            Language::Php => Lexis::PHP,
            Language::Ruby => Lexis::RUBY,
        }
    }

    /// C, Java and their kin: `//`, `/* */`, `"…"`, `'c'`.
    pub const C_LIKE: Lexis = Lexis {
        slash_comments: true,
        hash_comments: false,
        single_quoted_strings: false,
        triple_quotes: false,
        backtick_strings: false,
        markup_comments: false,
        type_literals: false,
        spellings: Spellings::Common,
    };
    /// TypeScript and JavaScript.
    pub const JAVASCRIPT: Lexis = Lexis {
        single_quoted_strings: true,
        backtick_strings: true,
        ..Lexis::C_LIKE
    };
    /// Python.
    pub const PYTHON: Lexis = Lexis {
        slash_comments: false,
        hash_comments: true,
        single_quoted_strings: true,
        triple_quotes: true,
        ..Lexis::C_LIKE
    };
    /// Go.
    pub const GO: Lexis = Lexis {
        backtick_strings: true,
        type_literals: true,
        ..Lexis::C_LIKE
    };
    /// Rust.
    pub const RUST: Lexis = Lexis {
        spellings: Spellings::Rust,
        type_literals: true,
        ..Lexis::C_LIKE
    };
    /// C#.
    pub const CSHARP: Lexis = Lexis {
        spellings: Spellings::CSharp,
        type_literals: true,
        ..Lexis::C_LIKE
    };
    /// HTML pages and their scripts.
    pub const HTML: Lexis = Lexis {
        markup_comments: true,
        ..Lexis::JAVASCRIPT
    };
    /// Kotlin and Swift: C's, with `"""…"""` strings.
    pub const TRIPLE_QUOTED: Lexis = Lexis {
        triple_quotes: true,
        ..Lexis::C_LIKE
    };
    /// PHP: `#` comments too (`#[` is an attribute), `'…'` strings, and
    /// Laravel MCP's `#[IsReadOnly]`.
    pub const PHP: Lexis = Lexis {
        hash_comments: true,
        single_quoted_strings: true,
        spellings: Spellings::Php,
        ..Lexis::C_LIKE
    };
    /// Ruby: `#` comments, `'…'` strings.
    pub const RUBY: Lexis = Lexis {
        slash_comments: false,
        hash_comments: true,
        single_quoted_strings: true,
        ..Lexis::C_LIKE
    };
    /// Elixir: Ruby's, with `"""` heredocs.
    pub const ELIXIR: Lexis = Lexis {
        triple_quotes: true,
        ..Lexis::RUBY
    };
}

/// A hint value or a registration found in the bytes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Found {
    /// What is written there, on one line (`readOnlyHint: true`).
    pub written: String,
    /// Where.
    pub span: Range<usize>,
    /// What it is passed to.
    pub context: Context,
    /// A registration call (not a hint value).
    pub registration: bool,
    /// The catalogued entry point a registration is an occurrence of.
    pub entry: Option<super::catalogue::Needle>,
    /// Where the outermost bracket open at the place, inside the innermost
    /// block, opens (a constant's value starts there), and where that
    /// block opens (a function's or a type's body).
    pub outer: (Option<usize>, Option<usize>),
    /// For a tool in the protocol's own shape, the extent of the object
    /// that gives it: a tool read from any of it accounts for it.
    pub object: Option<Range<usize>>,
}

/// Where a hint value is written.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Context {
    /// Passed (maybe inside objects and annotation types) to a call.
    Call {
        /// The callee as written, with its bracket (`server.registerTool(…)`,
        /// `mcp.Tool{…}`).
        callee: String,
        /// Where the callee starts.
        at: usize,
        /// Whether the callee is one of an SDK's tool registrations.
        registration: bool,
        /// Whether the bracket opens a declaration's body after the name
        /// (`class ListNotes implements Tool {`), not a call's arguments
        /// or a literal of the type: `callee` is then the name alone.
        body: bool,
    },
    /// In no call: a constant, a class body, a type's default.
    Data,
}

/// What the scan of a text found: its places, and its line comments
/// (where `hintlint-allow` is written in a file no reader parsed).
#[derive(Debug, Default)]
pub struct Scan {
    /// Hint values and registrations, in source order.
    pub found: Vec<Found>,
    /// The line comments: span from the marker, text after it, marker.
    pub comments: Vec<(Range<usize>, &'static str)>,
}

/// Whether a C# string opening after `before` is verbatim: `@"`, `$@"`,
/// `@$"`.
fn verbatim(before: &[u8]) -> bool {
    matches!(before, [.., b'@'] | [.., b'@', b'$'])
}

/// Whether `text` may write a hint value (the byte prefilter: without it,
/// and without an entry point's text, the lexer never runs).
pub fn might_hold(text: &str, lexis: Lexis) -> bool {
    let bytes = text.as_bytes();
    let [common, csharp, rust, php] = &*SPELLINGS;
    let extra: &[memmem::Finder<'static>] = match lexis.spellings {
        Spellings::Common => &[],
        Spellings::CSharp => csharp,
        Spellings::Rust => rust,
        Spellings::Php => php,
    };
    common
        .iter()
        .chain(extra)
        .any(|finder| finder.find(bytes).is_some())
}

/// The prefilter's texts: those of every language, then those of C#, Rust
/// and PHP alone. Their searchers are built once per run, not once per
/// file.
static SPELLINGS: std::sync::LazyLock<[Vec<memmem::Finder<'static>>; 4]> =
    std::sync::LazyLock::new(|| {
        SPELLING_TEXTS.map(|texts| {
            texts
                .iter()
                .map(|text| memmem::Finder::new(text.as_bytes()))
                .collect::<Vec<_>>()
        })
    });

/// The texts of [`SPELLINGS`].
const SPELLING_TEXTS: [&[&str]; 4] = [
    &["Hint", "hint", "HINT", "nputSchema", "input_schema"],
    &["ReadOnly", "Destructive", "Idempotent", "OpenWorld"],
    &["read_only(", "destructive(", "idempotent(", "open_world("],
    &["#[Is"],
];

/// The hint values of `text` (and, for a foreign language, its
/// registrations), skipping comments and strings; empty unless the
/// prefilter passes.
pub fn scan(text: &str, lexis: Lexis, foreign: Option<Foreign>) -> Scan {
    scan_for(text, lexis, foreign.map(Foreign::name))
}

/// [`scan`], spotting the entry points the catalogue lists for the
/// language named `catalogued` too: the occurrences outside comments and
/// strings, as registrations.
pub fn scan_for(text: &str, lexis: Lexis, catalogued: Option<&str>) -> Scan {
    // Most files of a tree hold none of these texts: one search for all of
    // them says so, where each needle's and spelling's own would cost a
    // pass of the text each.
    if !may_hold_any(text, catalogued) {
        return Scan::default();
    }
    let needles: Vec<super::catalogue::Needle> = catalogued
        .map(|language| super::catalogue::held(language, text))
        .unwrap_or_default();
    if needles.is_empty() && !might_hold(text, lexis) {
        return Scan::default();
    }
    Lexer {
        text,
        bytes: text.as_bytes(),
        lexis,
        needles,
        open: Vec::new(),
        scan: Scan::default(),
    }
    .run()
}

/// Whether `text` holds one of the catalogue's needles for the language
/// named `catalogued` or a hint's spelling of any language: when not, the
/// scan finds nothing. One search of every text at once, its automaton
/// built once per language and run.
fn may_hold_any(text: &str, catalogued: Option<&str>) -> bool {
    type Searchers = Vec<(Option<&'static str>, Option<Arc<packed::Searcher>>)>;
    use aho_corasick::packed;
    use std::sync::Arc;
    static BUILT: std::sync::Mutex<Searchers> = std::sync::Mutex::new(Vec::new());
    // A language without a catalogue has no needles: the spellings alone.
    let language = catalogued.and_then(super::catalogue::named);
    let searcher = {
        // A poisoned lock holds searchers as good as before the panic.
        let mut built = BUILT
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        match built.iter().find(|(each, _)| *each == language) {
            Some((_, searcher)) => searcher.clone(),
            None => {
                let mut builder = packed::Config::new().builder();
                for spelled in SPELLING_TEXTS.iter().flat_map(|texts| texts.iter()) {
                    builder.add(spelled);
                }
                for needle in language
                    .into_iter()
                    .flat_map(super::catalogue::needle_texts)
                {
                    builder.add(needle);
                }
                // A machine without the vector instructions of the packed
                // search (or too many texts) leaves every file to the
                // search of each text.
                let searcher = builder.build().map(Arc::new);
                built.push((language, searcher.clone()));
                searcher
            }
        }
    };
    searcher.is_none_or(|searcher| searcher.find(text).is_some())
}

/// A bracket still open.
struct Open {
    /// `(`, `[` or `{`.
    byte: u8,
    /// Where.
    at: usize,
    /// The callee or type before it (`server.tool`), if any.
    callee: Option<Range<usize>>,
    /// A block of statements (`) {`, `=> {`, `else {`): what is inside is
    /// passed to nothing outside.
    block: bool,
}

/// The one pass over a text.
struct Lexer<'t> {
    text: &'t str,
    bytes: &'t [u8],
    lexis: Lexis,
    /// The catalogue's entry points the text may hold.
    needles: Vec<super::catalogue::Needle>,
    open: Vec<Open>,
    scan: Scan,
}

/// Annotation types and value wrappers a hint is passed through on its
/// way to the call that takes it (the last segment of the callee).
const THROUGH: [&str; 16] = [
    "ToolAnnotations",
    "Annotations",
    "McpAnnotations",
    "annotations",
    "annotate",
    "init",
    "To",
    "Ptr",
    "BoolPtr",
    "boolPtr",
    "Bool",
    "Some",
    "dict",
    "Object",
    "of",
    "mapOf",
];

/// An SDK's tool registrations, by the callee's last segment.
const REGISTRATIONS: [&str; 19] = [
    "registerTool",
    "tool",
    "add_tool",
    "addTool",
    "AddTool",
    "AddTools",
    "NewTool",
    "Tool",
    "McpServerTool",
    "McpTool",
    "define_tool",
    "register_tool",
    "SyncToolSpecification",
    "AsyncToolSpecification",
    "useWebMCP",
    "withTool",
    "setRequestHandler",
    "from_function",
    "tools",
];

/// Keywords a `(` follows that call nothing.
const NOT_CALLS: [&str; 14] = [
    "return", "await", "yield", "if", "for", "while", "switch", "catch", "function", "async",
    "typeof", "not", "and", "or",
];

/// Keywords whose `{` opens a block.
const BLOCK_KEYWORDS: [&str; 9] = [
    "else",
    "try",
    "do",
    "finally",
    "class",
    "impl",
    "object",
    "interface",
    "namespace",
];

fn is_ident_start(byte: u8) -> bool {
    byte.is_ascii_alphabetic() || byte == b'_' || byte == b'$'
}

/// Whether the name starting at `at` is a function's return type (`): T`).
fn returns(text: &str, at: usize) -> bool {
    text[..at]
        .trim_end()
        .strip_suffix(':')
        .is_some_and(|before| before.trim_end().ends_with(')'))
}

fn is_ident(byte: u8) -> bool {
    byte.is_ascii_alphanumeric() || byte == b'_' || byte == b'$'
}

/// Whether the identifier `word` spells a hint, folded (lower case, no
/// `_`): `readOnlyHint`, `read_only_hint`, `WithReadOnlyHintAnnotation`.
/// Folded on the stack: every identifier of a scanned file is asked.
fn common_hint(word: &str) -> bool {
    let mut folded = [0u8; 32];
    let mut len = 0;
    for byte in word.bytes().filter(|byte| *byte != b'_') {
        // Longer than every spelling.
        let Some(slot) = folded.get_mut(len) else {
            return false;
        };
        *slot = byte.to_ascii_lowercase();
        len += 1;
    }
    let folded = &folded[..len];
    let inner = folded
        .strip_prefix(b"with")
        .and_then(|rest| rest.strip_suffix(b"annotation"))
        .unwrap_or(folded);
    matches!(
        inner,
        b"readonlyhint" | b"destructivehint" | b"idempotenthint" | b"openworldhint"
    )
}

impl<'t> Lexer<'t> {
    fn run(mut self) -> Scan {
        let mut at = 0;
        while at < self.bytes.len() {
            at = self.step(at);
        }
        self.scan
    }

    /// Reads what starts at `at`; returns where the next thing starts.
    fn step(&mut self, at: usize) -> usize {
        let bytes = self.bytes;
        let byte = bytes[at];
        let next = bytes.get(at + 1).copied();
        let lexis = self.lexis;
        if lexis.slash_comments && byte == b'/' && next == Some(b'/') {
            return self.line_comment(at, "//");
        }
        if lexis.slash_comments && byte == b'/' && next == Some(b'*') {
            return memmem::find(&bytes[at + 2..], b"*/").map_or(bytes.len(), |end| at + end + 4);
        }
        if lexis.markup_comments && bytes[at..].starts_with(b"<!--") {
            return memmem::find(&bytes[at + 4..], b"-->").map_or(bytes.len(), |end| at + end + 7);
        }
        if byte == b'#' {
            if next == Some(b'[') && (lexis.spellings == Spellings::Php || !lexis.hash_comments) {
                self.registration_at(at);
                return at + 1;
            }
            if lexis.hash_comments {
                return self.line_comment(at, "#");
            }
            return at + 1;
        }
        match byte {
            b'"' if lexis.spellings == Spellings::CSharp && verbatim(&bytes[..at]) => {
                return self.verbatim_string(at);
            }
            b'"' => return self.quoted(at, b'"'),
            b'\'' if lexis.single_quoted_strings => return self.quoted(at, b'\''),
            b'\'' => return self.character(at),
            b'`' if lexis.backtick_strings => {
                return memchr::memchr(b'`', &bytes[at + 1..])
                    .map_or(bytes.len(), |end| at + end + 2);
            }
            b'(' | b'[' | b'{' => {
                if byte == b'[' {
                    self.registration_at(at);
                }
                self.open_bracket(at, byte);
                return at + 1;
            }
            b')' | b']' | b'}' => {
                let opener = match byte {
                    b')' => b'(',
                    b']' => b'[',
                    _ => b'{',
                };
                if let Some(depth) = self.open.iter().rposition(|open| open.byte == opener) {
                    self.open.truncate(depth);
                }
                return at + 1;
            }
            _ => {}
        }
        if is_ident_start(byte) && (at == 0 || !is_ident(bytes[at - 1])) {
            let end = at + bytes[at..].iter().take_while(|b| is_ident(**b)).count();
            self.registration_at(at);
            self.identifier(at, end);
            return end;
        }
        if matches!(byte, b'<' | b'@' | b'-' | b'.') {
            self.registration_at(at);
        }
        at + 1
    }

    /// Skips a line comment, keeping it.
    fn line_comment(&mut self, at: usize, marker: &'static str) -> usize {
        let end = memchr::memchr2(b'\n', b'\r', &self.bytes[at..])
            .map_or(self.bytes.len(), |end| at + end);
        self.scan.comments.push((at..end, marker));
        end
    }

    /// Skips a string quoted with `quote`, reading it as a key when it is
    /// one word (`"readOnlyHint": true`, `'readOnlyHint' => true`).
    fn quoted(&mut self, at: usize, quote: u8) -> usize {
        let end = self.string(at, quote);
        let word = at + 1..end.saturating_sub(1);
        if end >= at + 3
            && self.bytes[end - 1] == quote
            && is_ident_start(self.bytes[word.start])
            && self.bytes[word.clone()].iter().all(|byte| is_ident(*byte))
        {
            self.identifier(word.start, word.end);
        }
        end
    }

    /// Skips a string quoted with `quote` (triple-quoted where the language
    /// has them); a one-line string ends at the line's end whatever it
    /// holds, so that a lexing mistake costs one line.
    fn string(&self, at: usize, quote: u8) -> usize {
        let bytes = self.bytes;
        let triple = [quote; 3];
        if self.lexis.triple_quotes && bytes[at..].starts_with(&triple) {
            return memmem::find(&bytes[at + 3..], &triple).map_or(bytes.len(), |end| at + end + 6);
        }
        let mut index = at + 1;
        while index < bytes.len() {
            match bytes[index] {
                b'\\' => index += 2,
                b'\n' | b'\r' => return index,
                byte if byte == quote => return index + 1,
                _ => index += 1,
            }
        }
        bytes.len()
    }

    /// Skips a C# verbatim string (`@"…"`, `$@"…"`), which spans lines
    /// and writes a quote as `""`.
    fn verbatim_string(&self, at: usize) -> usize {
        let bytes = self.bytes;
        let mut index = at + 1;
        while let Some(quote) = memchr::memchr(b'"', &bytes[index..]) {
            index += quote + 1;
            if bytes.get(index) != Some(&b'"') {
                return index;
            }
            index += 1;
        }
        bytes.len()
    }

    /// Skips a character literal (`'a'`, `'\n'`); a lone `'` (a lifetime)
    /// is passed over.
    fn character(&self, at: usize) -> usize {
        let bytes = self.bytes;
        match bytes.get(at + 1) {
            Some(b'\\') => memchr::memchr(b'\'', &bytes[(at + 2).min(bytes.len())..])
                .filter(|end| *end < 10)
                .map_or(at + 1, |end| at + 2 + end + 1),
            Some(_) => {
                let width = self.text[at + 1..].chars().next().map_or(1, char::len_utf8);
                if bytes.get(at + 1 + width) == Some(&b'\'') {
                    at + 2 + width
                } else {
                    at + 1
                }
            }
            None => at + 1,
        }
    }

    /// The callee or type written just before `at` (`server.tool`,
    /// `@mcp.tool`, `mcp.ToolAnnotations`), and whether a `{` there opens
    /// a block.
    fn before(&self, at: usize) -> (Option<Range<usize>>, bool) {
        let bytes = self.bytes;
        let mut end = at;
        while end > 0 && matches!(bytes[end - 1], b' ' | b'\t') {
            end -= 1;
        }
        let mut start = end;
        while start > 0 {
            let byte = bytes[start - 1];
            let chained = is_ident(byte)
                || matches!(byte, b'.' | b':' | b'@' | b'?' | b'!' | b'\\')
                || (byte == b'>' && start >= 2 && bytes[start - 2] == b'-');
            if !chained {
                break;
            }
            start -= 1;
            if byte == b'>' {
                start -= 1;
            }
        }
        while start < end && matches!(bytes[start], b'.' | b':' | b'?' | b'!' | b'\\') {
            start += 1;
        }
        let previous = bytes[..end].last().copied();
        let arrow = previous == Some(b'>') && end >= 2 && matches!(bytes[end - 2], b'=' | b'-');
        let callee =
            (start < end && bytes[start..end].iter().any(|b| is_ident(*b))).then_some(start..end);
        let keyword = callee
            .as_ref()
            .is_some_and(|callee| BLOCK_KEYWORDS.contains(&&self.text[callee.clone()]));
        // A Swift extension's body (`extension Tool.Annotations {`) and a
        // Kotlin object's (`object Presets {`): their `let`s and functions
        // are declarations, not arguments of the type.
        let declared = self.text[..start].trim_end_matches([' ', '\t']);
        let extension = declared.ends_with("extension") || declared.ends_with("object");
        let block = previous == Some(b')') || arrow || keyword || extension;
        (if arrow { None } else { callee }, block)
    }

    fn open_bracket(&mut self, at: usize, byte: u8) {
        let (callee, block) = self.before(at);
        self.open.push(Open {
            byte,
            at,
            callee,
            block: byte == b'{' && block,
        });
    }

    /// The outermost bracket open inside the innermost block, and that
    /// block.
    fn outer(&self) -> (Option<usize>, Option<usize>) {
        let block = self.open.iter().rposition(|open| open.block);
        let first = block.map_or(0, |block| block + 1);
        (
            self.open.get(first).map(|open| open.at),
            block.map(|block| self.open[block].at),
        )
    }

    /// What the brackets open at a place say of a value there.
    fn context(&self) -> Context {
        for open in self.open.iter().rev() {
            if open.block {
                return Context::Data;
            }
            let Some(callee) = open.callee.clone() else {
                continue;
            };
            let written = &self.text[callee.clone()];
            let last = written
                .rsplit(['.', ':', '>', '@', '\\'])
                .next()
                .unwrap_or(written);
            if THROUGH.contains(&last) || (open.byte == b'(' && NOT_CALLS.contains(&last)) {
                continue;
            }
            // `Tool::new(…)`, `Tool.new(…)`: the type names the call.
            let segments: Vec<&str> = written
                .split(['.', ':', '>', '@', '\\'])
                .filter(|segment| !segment.is_empty())
                .collect();
            let key = match segments.as_slice() {
                [.., named, "new"] => named,
                _ => &last,
            };
            let registration = REGISTRATIONS.contains(key);
            if open.byte == b'[' || (open.byte == b'{' && !registration) {
                // An index or a type's literal (`mcp.Tool{…}` is a
                // registration's, `Config{…}` a type's): keep looking out.
                continue;
            }
            // Each language's own notation: `mcp.Tool{…}` is Go's, and a
            // `{` after a name in TypeScript opens a class's body.
            let body = open.byte == b'{' && !self.lexis.type_literals;
            if body && returns(self.text, callee.start) {
                // `function f(…): mcp.Tool {`: the name is the function's
                // return type, and the brace opens its body.
                return Context::Data;
            }
            let close = match open.byte {
                b'{' if body => "",
                b'{' => "{…}",
                _ => "(…)",
            };
            return Context::Call {
                callee: format!("{written}{close}"),
                at: callee.start,
                registration,
                body,
            };
        }
        Context::Data
    }

    /// An entry point of the catalogue starting at `at`, if one does (not
    /// a declaration of it: `class Tool(`, `def tool(`).
    fn registration_at(&mut self, at: usize) {
        let rest = &self.bytes[at..];
        let Some(needle) = self.needles.iter().copied().find(|needle| {
            let text = needle.text.as_bytes();
            rest.starts_with(text)
                && (!is_ident(text[text.len() - 1])
                    || rest
                        .get(text.len())
                        .is_none_or(|b| !is_ident(*b) && *b != b'.'))
        }) else {
            return;
        };
        if !needle.fits(self.text, at) {
            return;
        }
        let end = at + needle.text.len();
        // An empty literal registers nothing, and a slice's (`[]mcp.Tool{…}`)
        // elements are entry points of their own.
        let slice = self.text[..at].ends_with(']');
        if needle.text.ends_with('{') && (slice || self.text[end..].trim_start().starts_with('}')) {
            return;
        }
        let trimmed = needle.text.trim_end();
        let written = match trimmed.split_once('(') {
            Some((callee, _)) => format!("{callee}(…)"),
            None => trimmed.to_owned(),
        };
        self.scan.found.push(Found {
            written,
            span: at..end,
            context: self.context(),
            registration: true,
            entry: Some(needle),
            outer: (None, None),
            object: None,
        });
    }

    /// An identifier from `start` to `end`: a hint value when it is a hint
    /// spelling followed by a literal boolean.
    fn identifier(&mut self, start: usize, end: usize) {
        let word = &self.text[start..end];
        let bytes = self.bytes;
        let dotted = start > 0 && bytes[start - 1] == b'.';
        if let Some(key) = shape::SHAPE_KEYS.into_iter().find(|key| *key == word) {
            if !dotted {
                self.shape_key(start, end, key);
            }
            return;
        }
        let spelled = common_hint(word)
            || match self.lexis.spellings {
                Spellings::CSharp => matches!(
                    word,
                    "ReadOnly" | "Destructive" | "Idempotent" | "OpenWorld"
                ),
                Spellings::Rust => {
                    dotted
                        && matches!(
                            word,
                            "read_only" | "destructive" | "idempotent" | "open_world"
                        )
                }
                Spellings::Php => matches!(
                    word,
                    "IsReadOnly" | "IsDestructive" | "IsIdempotent" | "IsOpenWorld"
                ),
                Spellings::Common => false,
            };
        if !spelled {
            return;
        }
        let php_attribute = word.starts_with("Is");
        let Some((index, quoted)) = self.key_end(start, end) else {
            return;
        };
        let Some(value_end) = self.value_after(index, php_attribute) else {
            return;
        };
        let mut from = if quoted || dotted { start - 1 } else { start };
        if php_attribute && from >= 2 && &bytes[from - 2..from] == b"#[" {
            from -= 2;
        }
        let written: String = self.text[from..value_end]
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ");
        let written = if written.chars().count() > 80 {
            format!("{}…", written.chars().take(79).collect::<String>())
        } else {
            written
        };
        self.scan.found.push(Found {
            written,
            span: from..value_end,
            context: self.context(),
            registration: false,
            entry: None,
            outer: self.outer(),
            object: None,
        });
    }

    /// Where the key spelled from `start` to `end` ends, and whether it is
    /// quoted (`"readOnlyHint": true`, `'readOnlyHint' => true`): after its
    /// closing quote, `None` when the quote does not close there.
    fn key_end(&self, start: usize, end: usize) -> Option<(usize, bool)> {
        let bytes = self.bytes;
        let quoted = start > 0 && matches!(bytes[start - 1], b'"' | b'\'');
        if !quoted {
            return Some((end, false));
        }
        (bytes.get(end) == Some(&bytes[start - 1])).then_some((end + 1, true))
    }

    /// Where a literal boolean given to a hint spelling ending at `at` ends:
    /// `: true`, `= True`, `=> true`, `(true)`, `: ptr.To(true)`, `: &v`
    /// no; `None` when no literal boolean is given (a type, a schema, a
    /// variable). An attribute (`#[IsReadOnly]`) is a value by itself.
    fn value_after(&self, at: usize, attribute: bool) -> Option<usize> {
        let bytes = self.bytes;
        let skip = |mut index: usize| {
            while index < bytes.len() && bytes[index].is_ascii_whitespace() {
                index += 1;
            }
            index
        };
        let mut index = skip(at);
        if attribute {
            return match bytes.get(index) {
                Some(b']') => Some(index + 1),
                Some(b',') => Some(at),
                Some(b'(') => self
                    .boolean(skip(index + 1))
                    .map(skip)
                    .filter(|end| bytes.get(*end) == Some(&b')'))
                    .map(|end| end + 1),
                _ => None,
            };
        }
        let call = bytes.get(index) == Some(&b'(');
        match bytes.get(index..) {
            Some([b'=', b'>', ..]) => index += 2,
            Some([b':', b'=', ..] | [b'=', b'=', ..] | [b':', b':', ..]) => return None,
            Some([b':' | b'=' | b'(', ..]) => index += 1,
            _ => return None,
        }
        index = skip(index);
        if bytes.get(index) == Some(&b'&') {
            index = skip(index + 1);
        }
        if let Some(end) = self.boolean(index) {
            return match call {
                true => Some(skip(end))
                    .filter(|end| bytes.get(*end) == Some(&b')'))
                    .map(|end| end + 1),
                false => Some(end),
            };
        }
        // A wrapper of one boolean: `ptr.To(true)`, `Some(true)`.
        let name_end = index
            + bytes[index..]
                .iter()
                .take_while(|b| is_ident(**b) || matches!(b, b'.' | b':'))
                .count();
        if name_end == index || bytes.get(name_end) != Some(&b'(') {
            return None;
        }
        let inner = self.boolean(skip(name_end + 1))?;
        let close = skip(inner);
        (bytes.get(close) == Some(&b')')).then_some(close + 1)
    }

    /// Where a literal boolean starting at `at` ends.
    fn boolean(&self, at: usize) -> Option<usize> {
        let rest = &self.bytes[at.min(self.bytes.len())..];
        ["true", "false", "True", "False"]
            .iter()
            .find(|word| {
                rest.starts_with(word.as_bytes())
                    && rest.get(word.len()).is_none_or(|b| !is_ident(*b))
            })
            .map(|word| at + word.len())
    }
}

#[cfg(test)]
mod tests;
