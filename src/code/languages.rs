//! The source languages hintlint reads, one row each: its name, the
//! extensions that choose it, its line comment, its tree-sitter grammar,
//! its reader (registrations → holder objects) and the byte prefilter that
//! keeps files without a registration unparsed. Adding a language is its
//! reader's file and a row here.

use std::path::Path;

use tree_sitter::Node;

use super::language::Language;
use super::modules::Modules;
use super::prefilter::Prefilter;
use super::query::{Locator, Queries};
use super::registration::{Place, Registration};
use super::{csharp, go, html, java, kotlin, php, python, ruby, rust, swift, typescript};
use crate::document::{LineComment, ParseFailure};

/// What hintlint knows of one source language.
pub struct LanguageInfo {
    /// The language.
    pub language: Language,
    /// Its name in messages and tables.
    pub name: &'static str,
    /// The family one server's files share (TypeScript and JavaScript are
    /// one).
    pub family: &'static str,
    /// The extensions that choose it (compared without case).
    pub extensions: &'static [&'static str],
    /// What starts a line comment (where `hintlint-allow` is written).
    pub comment: &'static str,
    /// Its tree-sitter grammar.
    pub grammar: fn() -> tree_sitter::Language,
    /// Its reader: the registrations of a parsed file.
    pub registrations:
        for<'t, 'tree> fn(&'t str, Node<'tree>, Option<Place<'t>>) -> Vec<Registration<'t>>,
    /// What a text must hold for the reader to find a registration in it.
    pub prefilter: Prefilter,
    /// What the reader had to assume of a file, for `-v` (which SDK
    /// version it is written for, when nothing says).
    pub assumed: fn(&str, Option<Place<'_>>) -> Vec<String>,
    /// The registrations it reads, as a file that has none is told.
    pub forms: &'static str,
    /// The functions a file calls whose calls another module's reading
    /// reads (a TypeScript wrapper a nearby module exports): what the file
    /// passes them is no unread place.
    pub read_elsewhere: fn(&str, Option<Place<'_>>) -> Vec<String>,
    /// Whether a file is the project's bridge from a tool form it declares
    /// itself to the SDK (Java: a method's `@Tool` of the project read by
    /// reflection and built into the SDK's tool): the tools are read where
    /// that form is written, and its SDK entry points stand for none.
    pub bridges: fn(&str, Option<Place<'_>>) -> bool,
    /// A page read as browsers read it, whose scripts are another
    /// language's (HTML): `None` for a language read strictly.
    pub page: Option<Page>,
    /// How a project in the language declares its entry points and how
    /// its modules load each other, where hintlint follows them (a module
    /// no entry point loads registers no tool at run time): `None` for a
    /// language whose imports are not followed (every module counts as
    /// loaded).
    pub modules: Option<Modules>,
    /// The reader's tree-sitter queries (`<language>/forms.scm`): the
    /// fixed shapes it locates declaratively. A file is not read when one
    /// does not load.
    pub queries: &'static [&'static Queries],
    /// The fixed shapes the reader locates by a walk instead of a query
    /// (C#, whose grammar makes any query cost more to compile than the
    /// walk), with the same captures; `None` for a reader without.
    pub located: Option<Locator>,
}

/// How a page whose scripts are another language's is read: its own
/// syntax recovered from, its scripts held to theirs.
pub struct Page {
    /// The first syntax error of the page's scripts.
    pub check_scripts: fn(&str, Node<'_>) -> Result<(), ParseFailure>,
    /// The page's line comments (its own and its scripts').
    pub comments: fn(&tree_sitter::Tree, &str) -> Vec<LineComment>,
    /// Whether an offset of the page is inside one of its scripts.
    pub in_script: fn(&str, Node<'_>, usize) -> bool,
}

/// Nothing: for a reader that assumes nothing, or whose calls no other
/// module's reading reads.
fn nothing(_: &str, _: Option<Place<'_>>) -> Vec<String> {
    Vec::new()
}

impl LanguageInfo {
    /// A language's row from the parts every reader has: the language, its
    /// name, its family, its extensions, its line comment, its grammar, its
    /// reader, its prefilter and the forms it reads. The hooks a reader may
    /// lack (what it assumes, what it reads elsewhere, a page's hooks, its
    /// modules, its queries) are none until the functions below give them.
    #[allow(clippy::too_many_arguments)]
    const fn new(
        language: Language,
        name: &'static str,
        family: &'static str,
        extensions: &'static [&'static str],
        comment: &'static str,
        grammar: fn() -> tree_sitter::Language,
        registrations: for<'t, 'tree> fn(
            &'t str,
            Node<'tree>,
            Option<Place<'t>>,
        ) -> Vec<Registration<'t>>,
        prefilter: Prefilter,
        forms: &'static str,
    ) -> Self {
        LanguageInfo {
            language,
            name,
            family,
            extensions,
            comment,
            grammar,
            registrations,
            prefilter,
            assumed: nothing,
            forms,
            read_elsewhere: nothing,
            bridges: |_, _| false,
            page: None,
            modules: None,
            queries: &[],
            located: None,
        }
    }

    /// What the reader assumes of a file.
    const fn assuming(self, assumed: fn(&str, Option<Place<'_>>) -> Vec<String>) -> Self {
        LanguageInfo { assumed, ..self }
    }

    /// The functions a file calls whose calls another module's reading
    /// reads.
    const fn reading_elsewhere(
        self,
        read_elsewhere: fn(&str, Option<Place<'_>>) -> Vec<String>,
    ) -> Self {
        LanguageInfo {
            read_elsewhere,
            ..self
        }
    }

    /// Whether a file is the project's bridge to the SDK.
    const fn bridging(self, bridges: fn(&str, Option<Place<'_>>) -> bool) -> Self {
        LanguageInfo { bridges, ..self }
    }

    /// The hooks of a page whose scripts are another language's.
    const fn paged(self, page: Page) -> Self {
        LanguageInfo {
            page: Some(page),
            ..self
        }
    }

    /// How the language's modules load each other.
    const fn following(self, modules: Modules) -> Self {
        LanguageInfo {
            modules: Some(modules),
            ..self
        }
    }

    /// The reader's queries (its `forms.scm`).
    const fn querying(self, queries: &'static [&'static Queries]) -> Self {
        LanguageInfo { queries, ..self }
    }

    /// The reader's walk that locates its fixed shapes.
    const fn locating(self, located: Locator) -> Self {
        LanguageInfo {
            located: Some(located),
            ..self
        }
    }
}

/// TypeScript's and JavaScript's rows: one reader, one family, the grammar
/// and the extensions each its own.
const fn javascript(
    language: Language,
    name: &'static str,
    extensions: &'static [&'static str],
    grammar: fn() -> tree_sitter::Language,
) -> LanguageInfo {
    LanguageInfo::new(
        language,
        name,
        "JavaScript",
        extensions,
        "//",
        grammar,
        typescript::registrations,
        Prefilter::Test(typescript::might_register),
        "registerTool, server.tool, ListToolsRequestSchema handlers, NestJS's @Tool, xmcp tool files, WebMCP's registerTool",
    )
    .assuming(typescript::assumed)
    .reading_elsewhere(typescript::read_elsewhere)
    .following(typescript::MODULES)
}

/// The queries of the readers that have them (a `forms.scm` each).
const GO_FORMS: &[&Queries] = &[&go::QUERIES];

/// Every language, in [`Language`] order.
#[rustfmt::skip]
pub const LANGUAGES: [LanguageInfo; 12] = [
    javascript(Language::TypeScript, "TypeScript", &["ts", "mts", "cts"], || tree_sitter_typescript::LANGUAGE_TYPESCRIPT.into()),
    javascript(Language::Tsx, "JavaScript/TSX", &["tsx", "js", "jsx", "mjs", "cjs"], || tree_sitter_typescript::LANGUAGE_TSX.into()),
    LanguageInfo::new(Language::Python, "Python", "Python", &["py"], "#", || tree_sitter_python::LANGUAGE.into(), python::registrations, Prefilter::Within("mcp", &[".tool", "add_tool", "Tool("]), "@mcp.tool, add_tool, Tool.from_function, types.Tool, FastMCP mounts").assuming(python::assumed).following(python::MODULES).locating(python::located),
    LanguageInfo::new(Language::Go, "Go", "Go", &["go"], "//", || tree_sitter_go::LANGUAGE.into(), go::registrations, Prefilter::Test(go::might_register), "mcp.NewTool, mcp.Tool and mcp.ToolAnnotations literals").following(go::MODULES).querying(GO_FORMS),
    LanguageInfo::new(Language::Rust, "Rust", "Rust", &["rs"], "//", || tree_sitter_rust::LANGUAGE.into(), rust::registrations, Prefilter::Test(rust::might_register), "rmcp's #[tool] and Tool::new, rust-mcp-sdk's #[mcp_tool]"),
    LanguageInfo::new(Language::CSharp, "C#", "C#", &["cs"], "//", || tree_sitter_c_sharp::LANGUAGE.into(), csharp::registrations, Prefilter::Test(csharp::might_register), "[McpServerTool], McpPlugin's [AiTool], classes of a project base the solution lists as Tool").locating(csharp::located),
    LanguageInfo::new(Language::Html, "HTML", "JavaScript", &["html", "htm"], "<!--", || tree_sitter_html::LANGUAGE.into(), html::registrations, Prefilter::Test(html::might_register), "WebMCP's <form toolname> and registerTool in scripts").assuming(html::assumed).paged(Page { check_scripts: html::check_scripts, comments: html::comments, in_script: html::in_script }),
    // `McpTool` and Quarkus's package: an annotation may be written
    // fully qualified (`@org.springframework.ai.mcp.annotation.McpTool(…)`).
    LanguageInfo::new(Language::Java, "Java", "Java", &["java"], "//", || tree_sitter_java::LANGUAGE.into(), java::registrations, Prefilter::Any(&["McpTool", "@Tool", "quarkiverse.mcp.server.Tool", "ToolAnnotations", "Tool.builder"]), "Spring AI's @McpTool, Quarkus's @Tool, McpSchema.Tool.builder()").locating(java::located).bridging(java::bridges),
    LanguageInfo::new(Language::Kotlin, "Kotlin", "Kotlin", &["kt", "kts"], "//", || tree_sitter_kotlin_ng::LANGUAGE.into(), kotlin::registrations, Prefilter::Any(&["Tool(", "tool(", "tool<"]), "addTool, Tool(…) given to addTool or RegisteredTool, a project helper passing its parameters to them").reading_elsewhere(kotlin::read_elsewhere),
    LanguageInfo::new(Language::Php, "PHP", "PHP", &["php"], "//", || tree_sitter_php::LANGUAGE_PHP.into(), php::registrations, Prefilter::Any(&["McpTool", "->addTool(", "->withTool(", "extends Tool", "Server\\Tool", "wp_register_ability"]), "#[McpTool], ->addTool, ->withTool, Laravel MCP Tool classes, WordPress abilities").locating(php::located),
    LanguageInfo::new(Language::Ruby, "Ruby", "Ruby", &["rb"], "#", || tree_sitter_ruby::LANGUAGE.into(), ruby::registrations, Prefilter::Any(&["MCP::Tool", "define_tool", "FastMcp::Tool", "ActionTool::Base", "ApplicationTool", "tool_name", "input_schema", "annotations(", "inputSchema"]), "MCP::Tool classes, MCP::Tool.define, define_tool, FastMcp::Tool classes, a class returning its tool definition hash").assuming(ruby::assumed),
    // Every tool is a `Tool(` call, or an `.init(` given the required
    // `inputSchema:`, or a method SwiftMCP's `@MCPTool` marks.
    LanguageInfo::new(Language::Swift, "Swift", "Swift", &["swift"], "//", || tree_sitter_swift::LANGUAGE.into(), swift::registrations, Prefilter::Any(&["Tool(", "inputSchema", "@MCPTool"]), "Tool(name:, inputSchema:, …), SwiftMCP's @MCPTool").reading_elsewhere(swift::read_elsewhere),
];

impl Language {
    /// The language of a file, by its extension.
    pub fn of_path(path: &Path) -> Option<Language> {
        let ext = path.extension()?.to_str()?;
        LANGUAGES
            .iter()
            .find(|info| {
                info.extensions
                    .iter()
                    .any(|known| ext.eq_ignore_ascii_case(known))
            })
            .map(|info| info.language)
    }

    /// Its row of [`LANGUAGES`].
    pub fn info(self) -> &'static LanguageInfo {
        &LANGUAGES[self as usize]
    }

    /// The language's name in messages and tables.
    pub fn name(self) -> &'static str {
        self.info().name
    }

    /// The language family one server's files share.
    pub fn family(self) -> &'static str {
        self.info().family
    }

    /// What starts a line comment.
    pub fn comment_marker(self) -> &'static str {
        self.info().comment
    }

    /// The registrations hintlint reads in the language, for a file that
    /// has none.
    pub fn forms(self) -> &'static str {
        self.info().forms
    }

    /// Whether `text` can hold a registration hintlint reads.
    pub fn might_register(self, text: &str) -> bool {
        self.info().prefilter.admits(text)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_table_is_in_language_order() {
        for (index, info) in LANGUAGES.iter().enumerate() {
            assert_eq!(info.language as usize, index, "{}", info.name);
        }
    }

    #[test]
    fn extensions_choose_the_language() {
        use Language::*;
        for (path, language) in [
            ("a/server.ts", Some(TypeScript)),
            ("index.MJS", Some(Tsx)),
            ("server.py", Some(Python)),
            ("main.go", Some(Go)),
            ("src/main.rs", Some(Rust)),
            ("Tools.cs", Some(CSharp)),
            ("public/index.HTML", Some(Html)),
            ("Sources/Server.swift", Some(Swift)),
            ("src/Server.kt", Some(Kotlin)),
            ("tools.KTS", Some(Kotlin)),
            ("app/Mcp/Tools/ListFiles.PHP", Some(Php)),
            ("app/tools/search_tool.rb", Some(Ruby)),
            ("src/main/java/WeatherTools.java", Some(Java)),
            ("tools.json", None),
        ] {
            assert_eq!(Language::of_path(Path::new(path)), language, "{path}");
        }
    }

    #[test]
    fn the_prefilter_needs_a_registration_name() {
        use Language::*;
        let admitted = [
            (TypeScript, "server.registerTool('a', {}, f)"),
            (
                Python,
                "from mcp.server.fastmcp import FastMCP\n@mcp.tool()",
            ),
            (Go, "mcp.NewTool(\"a\")"),
            (Rust, "use rmcp::tool;\n#[tool]"),
            (CSharp, "[McpServerTool]"),
            (Html, "<form ToolName=\"search\">"),
            (
                Html,
                "<script>navigator.modelContext.registerTool({})</script>",
            ),
            (Java, "@McpTool(name = \"a\")"),
            (
                Java,
                "@org.springframework.ai.mcp.annotation.McpTool(name = \"a\")",
            ),
            (Java, "@io.quarkiverse.mcp.server.Tool(name = \"a\")"),
            (Java, "McpSchema.Tool.builder().name(\"a\").build()"),
            (Ruby, "class Search < MCP::Tool\nend"),
            (Ruby, "server.define_tool(name: \"a\") { }"),
            (Ruby, "class Search < ApplicationTool\nend"),
            (Php, "#[McpTool(name: 'a')]"),
            (Php, "class A extends Tool {}"),
            (Php, "$builder->addTool(fn () => 1)"),
            (Kotlin, "server.addTool(name = \"a\") { }"),
            (Kotlin, "val t = Tool(name = \"a\")"),
            (Swift, "let t = Tool(name: \"a\", inputSchema: .null)"),
            (Swift, ".init(name: \"a\", inputSchema: .null)"),
        ];
        let refused = [
            (TypeScript, "export const x = 1;"),
            (TypeScript, "lodash.tool(1)"),
            (Python, "import os\n"),
            (Rust, "fn main() {}"),
            (CSharp, "class A {}"),
            (Html, "<form action=\"/search\">"),
            (Java, "class Settings { boolean readOnly; }"),
            (Ruby, "class User < ApplicationRecord\nend"),
            (Php, "<?php\nclass User extends Model {}"),
            (Kotlin, "fun main() = println(\"tools\")"),
            (Swift, "struct Hints { var readOnlyHint: Bool? }"),
            (Swift, "let view = ToolbarItem(placement: .automatic)"),
        ];
        for (language, text) in admitted {
            assert!(language.might_register(text), "refused: {text}");
        }
        for (language, text) in refused {
            assert!(!language.might_register(text), "admitted: {text}");
        }
    }
}
