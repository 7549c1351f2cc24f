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
use super::query::Queries;
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

/// Every language, in [`Language`] order.
pub const LANGUAGES: [LanguageInfo; 12] = [
    LanguageInfo {
        language: Language::TypeScript,
        name: "TypeScript",
        family: "JavaScript",
        extensions: &["ts", "mts", "cts"],
        comment: "//",
        grammar: || tree_sitter_typescript::LANGUAGE_TYPESCRIPT.into(),
        registrations: typescript::registrations,
        prefilter: Prefilter::Test(typescript::might_register),
        assumed: typescript::assumed,
        forms: "registerTool, server.tool, ListToolsRequestSchema handlers, NestJS's @Tool, xmcp tool files, WebMCP's registerTool",
        read_elsewhere: typescript::read_elsewhere,
        page: None,
        modules: Some(typescript::MODULES),
        queries: &[],
    },
    LanguageInfo {
        language: Language::Tsx,
        name: "JavaScript/TSX",
        family: "JavaScript",
        extensions: &["tsx", "js", "jsx", "mjs", "cjs"],
        comment: "//",
        grammar: || tree_sitter_typescript::LANGUAGE_TSX.into(),
        registrations: typescript::registrations,
        prefilter: Prefilter::Test(typescript::might_register),
        assumed: typescript::assumed,
        forms: "registerTool, server.tool, ListToolsRequestSchema handlers, NestJS's @Tool, xmcp tool files, WebMCP's registerTool",
        read_elsewhere: typescript::read_elsewhere,
        page: None,
        modules: Some(typescript::MODULES),
        queries: &[],
    },
    LanguageInfo {
        language: Language::Python,
        name: "Python",
        family: "Python",
        extensions: &["py"],
        comment: "#",
        grammar: || tree_sitter_python::LANGUAGE.into(),
        registrations: python::registrations,
        prefilter: Prefilter::Within("mcp", &[".tool", "add_tool", "Tool("]),
        assumed: python::assumed,
        forms: "@mcp.tool, add_tool, Tool.from_function, types.Tool, FastMCP mounts",
        read_elsewhere: nothing,
        page: None,
        modules: Some(python::MODULES),
        queries: &[],
    },
    LanguageInfo {
        language: Language::Go,
        name: "Go",
        family: "Go",
        extensions: &["go"],
        comment: "//",
        grammar: || tree_sitter_go::LANGUAGE.into(),
        registrations: go::registrations,
        prefilter: Prefilter::Test(go::might_register),
        assumed: nothing,
        forms: "mcp.NewTool, mcp.Tool and mcp.ToolAnnotations literals",
        read_elsewhere: nothing,
        page: None,
        modules: Some(go::MODULES),
        queries: &[&go::QUERIES],
    },
    LanguageInfo {
        language: Language::Rust,
        name: "Rust",
        family: "Rust",
        extensions: &["rs"],
        comment: "//",
        grammar: || tree_sitter_rust::LANGUAGE.into(),
        registrations: rust::registrations,
        prefilter: Prefilter::Test(rust::might_register),
        assumed: nothing,
        forms: "rmcp's #[tool] and Tool::new, rust-mcp-sdk's #[mcp_tool]",
        read_elsewhere: nothing,
        page: None,
        modules: None,
        queries: &[],
    },
    LanguageInfo {
        language: Language::CSharp,
        name: "C#",
        family: "C#",
        extensions: &["cs"],
        comment: "//",
        grammar: || tree_sitter_c_sharp::LANGUAGE.into(),
        registrations: csharp::registrations,
        prefilter: Prefilter::Any(&["McpServerTool"]),
        assumed: nothing,
        forms: "[McpServerTool]",
        read_elsewhere: nothing,
        page: None,
        modules: None,
        queries: &[&csharp::QUERIES],
    },
    LanguageInfo {
        language: Language::Html,
        name: "HTML",
        family: "JavaScript",
        extensions: &["html", "htm"],
        comment: "<!--",
        grammar: || tree_sitter_html::LANGUAGE.into(),
        registrations: html::registrations,
        prefilter: Prefilter::Test(html::might_register),
        assumed: html::assumed,
        forms: "WebMCP's <form toolname> and registerTool in scripts",
        read_elsewhere: nothing,
        page: Some(Page {
            check_scripts: html::check_scripts,
            comments: html::comments,
            in_script: html::in_script,
        }),
        modules: None,
        queries: &[],
    },
    LanguageInfo {
        language: Language::Java,
        name: "Java",
        family: "Java",
        extensions: &["java"],
        comment: "//",
        grammar: || tree_sitter_java::LANGUAGE.into(),
        registrations: java::registrations,
        // `McpTool` and Quarkus's package: an annotation may be written
        // fully qualified (`@org.springframework.ai.mcp.annotation.McpTool(…)`).
        prefilter: Prefilter::Any(&[
            "McpTool",
            "@Tool",
            "quarkiverse.mcp.server.Tool",
            "ToolAnnotations",
            "Tool.builder",
        ]),
        assumed: nothing,
        forms: "Spring AI's @McpTool, Quarkus's @Tool, McpSchema.Tool.builder()",
        read_elsewhere: nothing,
        page: None,
        modules: None,
        queries: &[&java::QUERIES],
    },
    LanguageInfo {
        language: Language::Kotlin,
        name: "Kotlin",
        family: "Kotlin",
        extensions: &["kt", "kts"],
        comment: "//",
        grammar: || tree_sitter_kotlin_ng::LANGUAGE.into(),
        registrations: kotlin::registrations,
        prefilter: Prefilter::Any(&["Tool("]),
        assumed: nothing,
        forms: "addTool, Tool(…) given to addTool or RegisteredTool",
        read_elsewhere: kotlin::read_elsewhere,
        page: None,
        modules: None,
        queries: &[],
    },
    LanguageInfo {
        language: Language::Php,
        name: "PHP",
        family: "PHP",
        extensions: &["php"],
        comment: "//",
        grammar: || tree_sitter_php::LANGUAGE_PHP.into(),
        registrations: php::registrations,
        prefilter: Prefilter::Any(&[
            "McpTool",
            "->addTool(",
            "->withTool(",
            "extends Tool",
            "Server\\Tool",
        ]),
        assumed: nothing,
        forms: "#[McpTool], ->addTool, ->withTool, Laravel MCP Tool classes",
        read_elsewhere: nothing,
        page: None,
        modules: None,
        queries: &[&php::QUERIES],
    },
    LanguageInfo {
        language: Language::Ruby,
        name: "Ruby",
        family: "Ruby",
        extensions: &["rb"],
        comment: "#",
        grammar: || tree_sitter_ruby::LANGUAGE.into(),
        registrations: ruby::registrations,
        prefilter: Prefilter::Any(&[
            "MCP::Tool",
            "define_tool",
            "FastMcp::Tool",
            "ActionTool::Base",
            "ApplicationTool",
            "tool_name",
            "input_schema",
            "annotations(",
        ]),
        assumed: ruby::assumed,
        forms: "MCP::Tool classes, MCP::Tool.define, define_tool, FastMcp::Tool classes",
        read_elsewhere: nothing,
        page: None,
        modules: None,
        queries: &[],
    },
    LanguageInfo {
        language: Language::Swift,
        name: "Swift",
        family: "Swift",
        extensions: &["swift"],
        comment: "//",
        grammar: || tree_sitter_swift::LANGUAGE.into(),
        registrations: swift::registrations,
        // Every tool is a `Tool(` call, or an `.init(` given the required
        // `inputSchema:`.
        prefilter: Prefilter::Any(&["Tool(", "inputSchema"]),
        assumed: nothing,
        forms: "Tool(name:, inputSchema:, …)",
        read_elsewhere: swift::read_elsewhere,
        page: None,
        modules: None,
        queries: &[],
    },
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
        for (language, text, admitted) in [
            (TypeScript, "server.registerTool('a', {}, f)", true),
            (TypeScript, "export const x = 1;", false),
            (TypeScript, "lodash.tool(1)", false),
            (
                Python,
                "from mcp.server.fastmcp import FastMCP\n@mcp.tool()",
                true,
            ),
            (Python, "import os\n", false),
            (Go, "mcp.NewTool(\"a\")", true),
            (Rust, "use rmcp::tool;\n#[tool]", true),
            (Rust, "fn main() {}", false),
            (CSharp, "[McpServerTool]", true),
            (CSharp, "class A {}", false),
            (Html, "<form ToolName=\"search\">", true),
            (
                Html,
                "<script>navigator.modelContext.registerTool({})</script>",
                true,
            ),
            (Html, "<form action=\"/search\">", false),
            (Java, "@McpTool(name = \"a\")", true),
            (
                Java,
                "@org.springframework.ai.mcp.annotation.McpTool(name = \"a\")",
                true,
            ),
            (Java, "@io.quarkiverse.mcp.server.Tool(name = \"a\")", true),
            (Java, "McpSchema.Tool.builder().name(\"a\").build()", true),
            (Java, "class Settings { boolean readOnly; }", false),
            (Ruby, "class Search < MCP::Tool\nend", true),
            (Ruby, "server.define_tool(name: \"a\") { }", true),
            (Ruby, "class Search < ApplicationTool\nend", true),
            (Ruby, "class User < ApplicationRecord\nend", false),
            (Php, "#[McpTool(name: 'a')]", true),
            (Php, "class A extends Tool {}", true),
            (Php, "$builder->addTool(fn () => 1)", true),
            (Php, "<?php\nclass User extends Model {}", false),
            (Kotlin, "server.addTool(name = \"a\") { }", true),
            (Kotlin, "val t = Tool(name = \"a\")", true),
            (Kotlin, "fun main() = println(\"tools\")", false),
            (Swift, "let t = Tool(name: \"a\", inputSchema: .null)", true),
            (Swift, ".init(name: \"a\", inputSchema: .null)", true),
            (Swift, "struct Hints { var readOnlyHint: Bool? }", false),
            (
                Swift,
                "let view = ToolbarItem(placement: .automatic)",
                false,
            ),
        ] {
            assert_eq!(language.might_register(text), admitted, "{text}");
        }
    }
}
