//! The languages tools are registered in, chosen by file extension, and
//! the byte prefilter that keeps files without a registration unparsed.

use std::path::Path;

/// A source language hintlint reads tool registrations from.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Language {
    /// TypeScript (`.ts`, `.mts`, `.cts`).
    TypeScript,
    /// TSX, and JavaScript with or without JSX (`.tsx`, `.js`, `.jsx`,
    /// `.mjs`, `.cjs`): the TSX grammar reads them all.
    Tsx,
    /// Python (`.py`).
    Python,
    /// Go (`.go`).
    Go,
}

impl Language {
    /// The language of a file, by its extension.
    pub fn of_path(path: &Path) -> Option<Language> {
        /// Extensions and their languages.
        const EXTENSIONS: [(&str, Language); 10] = [
            ("ts", Language::TypeScript),
            ("mts", Language::TypeScript),
            ("cts", Language::TypeScript),
            ("tsx", Language::Tsx),
            ("js", Language::Tsx),
            ("jsx", Language::Tsx),
            ("mjs", Language::Tsx),
            ("cjs", Language::Tsx),
            ("py", Language::Python),
            ("go", Language::Go),
        ];
        let ext = path.extension()?.to_str()?;
        EXTENSIONS
            .iter()
            .find(|(known, _)| ext.eq_ignore_ascii_case(known))
            .map(|(_, language)| *language)
    }

    /// The language's name in messages and tables.
    pub fn name(self) -> &'static str {
        match self {
            Language::TypeScript => "TypeScript",
            Language::Tsx => "JavaScript/TSX",
            Language::Python => "Python",
            Language::Go => "Go",
        }
    }

    /// The language family one server's files share: TypeScript and
    /// JavaScript are one.
    pub fn family(self) -> &'static str {
        match self {
            Language::TypeScript | Language::Tsx => "JavaScript",
            Language::Python => "Python",
            Language::Go => "Go",
        }
    }

    /// What starts a line comment (where `hintlint-allow` is written).
    pub fn comment_marker(self) -> &'static str {
        match self {
            Language::Python => "#",
            Language::TypeScript | Language::Tsx | Language::Go => "//",
        }
    }

    /// Whether `text` can hold a registration hintlint reads: a cheap
    /// search for the names every construct needs, so that the many source
    /// files of a tree that register nothing are never parsed.
    pub fn might_register(self, text: &str) -> bool {
        match self {
            Language::TypeScript | Language::Tsx => {
                text.contains("registerTool")
                    || text.contains("ListToolsRequestSchema")
                    || text.contains("tools/list")
                    || (text.contains(".tool(")
                        && (text.contains("@modelcontextprotocol") || text.contains("McpServer")))
            }
            Language::Python => {
                text.contains("mcp")
                    && (text.contains(".tool")
                        || text.contains("add_tool")
                        || text.contains("Tool("))
            }
            Language::Go => {
                text.contains("mcp") && (text.contains("NewTool") || text.contains("Tool{"))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
    }
}
