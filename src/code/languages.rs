//! The source languages hintlint reads, one row each: its name, the
//! extensions that choose it, its line comment, its tree-sitter grammar,
//! its reader (registrations → holder objects) and the byte prefilter that
//! keeps files without a registration unparsed. Adding a language is its
//! reader's file and a row here.

use std::path::Path;

use tree_sitter::Node;

use super::language::Language;
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
    /// Whether a text can hold a registration the reader reads.
    pub might_register: fn(&str) -> bool,
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
        might_register: typescript::might_register,
        assumed: typescript::assumed,
        forms: "registerTool, server.tool, ListToolsRequestSchema handlers, NestJS's @Tool, xmcp tool files, WebMCP's registerTool",
        read_elsewhere: typescript::read_elsewhere,
        page: None,
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
        might_register: typescript::might_register,
        assumed: typescript::assumed,
        forms: "registerTool, server.tool, ListToolsRequestSchema handlers, NestJS's @Tool, xmcp tool files, WebMCP's registerTool",
        read_elsewhere: typescript::read_elsewhere,
        page: None,
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
        might_register: python::might_register,
        assumed: python::assumed,
        forms: "@mcp.tool, add_tool, Tool.from_function, types.Tool, FastMCP mounts",
        read_elsewhere: nothing,
        page: None,
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
        might_register: go::might_register,
        assumed: nothing,
        forms: "mcp.NewTool, mcp.Tool and mcp.ToolAnnotations literals",
        read_elsewhere: nothing,
        page: None,
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
        might_register: rust::might_register,
        assumed: nothing,
        forms: "rmcp's #[tool] and Tool::new",
        read_elsewhere: nothing,
        page: None,
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
        might_register: csharp::might_register,
        assumed: nothing,
        forms: "[McpServerTool]",
        read_elsewhere: nothing,
        page: None,
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
        might_register: html::might_register,
        assumed: html::assumed,
        forms: "WebMCP's <form toolname> and registerTool in scripts",
        read_elsewhere: nothing,
        page: Some(Page {
            check_scripts: html::check_scripts,
            comments: html::comments,
            in_script: html::in_script,
        }),
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
        might_register: java::might_register,
        assumed: nothing,
        forms: "Spring AI's @McpTool, Quarkus's @Tool, McpSchema.Tool.builder()",
        read_elsewhere: nothing,
        page: None,
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
        might_register: kotlin::might_register,
        assumed: nothing,
        forms: "addTool, Tool(…) given to addTool or RegisteredTool",
        read_elsewhere: nothing,
        page: None,
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
        might_register: php::might_register,
        assumed: nothing,
        forms: "#[McpTool], ->addTool, ->withTool, Laravel MCP Tool classes",
        read_elsewhere: nothing,
        page: None,
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
        might_register: ruby::might_register,
        assumed: ruby::assumed,
        forms: "MCP::Tool classes, MCP::Tool.define, define_tool, FastMcp::Tool classes",
        read_elsewhere: nothing,
        page: None,
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
        might_register: swift::might_register,
        assumed: nothing,
        forms: "Tool(name:, inputSchema:, …)",
        read_elsewhere: nothing,
        page: None,
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
        (self.info().might_register)(text)
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
        assert_eq!(
            Language::of_path(Path::new("a/server.ts")),
            Some(Language::TypeScript)
        );
        assert_eq!(
            Language::of_path(Path::new("index.MJS")),
            Some(Language::Tsx)
        );
        assert_eq!(
            Language::of_path(Path::new("server.py")),
            Some(Language::Python)
        );
        assert_eq!(Language::of_path(Path::new("main.go")), Some(Language::Go));
        assert_eq!(
            Language::of_path(Path::new("src/main.rs")),
            Some(Language::Rust)
        );
        assert_eq!(
            Language::of_path(Path::new("Tools.cs")),
            Some(Language::CSharp)
        );
        assert_eq!(
            Language::of_path(Path::new("public/index.HTML")),
            Some(Language::Html)
        );
        assert_eq!(
            Language::of_path(Path::new("Sources/Server.swift")),
            Some(Language::Swift)
        );
        assert_eq!(
            Language::of_path(Path::new("src/Server.kt")),
            Some(Language::Kotlin)
        );
        assert_eq!(
            Language::of_path(Path::new("tools.KTS")),
            Some(Language::Kotlin)
        );
        assert_eq!(
            Language::of_path(Path::new("app/Mcp/Tools/ListFiles.PHP")),
            Some(Language::Php)
        );
        assert_eq!(
            Language::of_path(Path::new("app/tools/search_tool.rb")),
            Some(Language::Ruby)
        );
        assert_eq!(
            Language::of_path(Path::new("src/main/java/WeatherTools.java")),
            Some(Language::Java)
        );
        assert_eq!(Language::of_path(Path::new("tools.json")), None);
    }

    #[test]
    fn the_prefilter_needs_a_registration_name() {
        assert!(Language::TypeScript.might_register("server.registerTool('a', {}, f)"));
        assert!(!Language::TypeScript.might_register("export const x = 1;"));
        assert!(!Language::TypeScript.might_register("lodash.tool(1)"));
        assert!(
            Language::Python.might_register("from mcp.server.fastmcp import FastMCP\n@mcp.tool()")
        );
        assert!(!Language::Python.might_register("import os\n"));
        assert!(Language::Go.might_register("mcp.NewTool(\"a\")"));
        assert!(Language::Rust.might_register("use rmcp::tool;\n#[tool]"));
        assert!(!Language::Rust.might_register("fn main() {}"));
        assert!(Language::CSharp.might_register("[McpServerTool]"));
        assert!(!Language::CSharp.might_register("class A {}"));
        assert!(Language::Html.might_register("<form ToolName=\"search\">"));
        assert!(
            Language::Html
                .might_register("<script>navigator.modelContext.registerTool({})</script>")
        );
        assert!(!Language::Html.might_register("<form action=\"/search\">"));
        assert!(Language::Java.might_register("@McpTool(name = \"a\")"));
        assert!(
            Language::Java
                .might_register("@org.springframework.ai.mcp.annotation.McpTool(name = \"a\")")
        );
        assert!(Language::Java.might_register("@io.quarkiverse.mcp.server.Tool(name = \"a\")"));
        assert!(Language::Java.might_register("McpSchema.Tool.builder().name(\"a\").build()"));
        assert!(!Language::Java.might_register("class Settings { boolean readOnly; }"));
        assert!(Language::Ruby.might_register("class Search < MCP::Tool\nend"));
        assert!(Language::Ruby.might_register("server.define_tool(name: \"a\") { }"));
        assert!(Language::Ruby.might_register("class Search < ApplicationTool\nend"));
        assert!(!Language::Ruby.might_register("class User < ApplicationRecord\nend"));
        assert!(Language::Php.might_register("#[McpTool(name: 'a')]"));
        assert!(Language::Php.might_register("class A extends Tool {}"));
        assert!(Language::Php.might_register("$builder->addTool(fn () => 1)"));
        assert!(!Language::Php.might_register("<?php\nclass User extends Model {}"));
        assert!(Language::Kotlin.might_register("server.addTool(name = \"a\") { }"));
        assert!(Language::Kotlin.might_register("val t = Tool(name = \"a\")"));
        assert!(!Language::Kotlin.might_register("fun main() = println(\"tools\")"));
        assert!(Language::Swift.might_register("let t = Tool(name: \"a\", inputSchema: .null)"));
        assert!(!Language::Swift.might_register("struct Hints { var readOnlyHint: Bool? }"));
        assert!(!Language::Swift.might_register("let view = ToolbarItem(placement: .automatic)"));
    }
}
