//! The languages tools are registered in. What hintlint knows of each —
//! its extensions, grammar, reader and prefilter — is one row of the table
//! in [`super::languages`] (built with the `source` feature).

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
    /// Rust (`.rs`).
    Rust,
    /// C# (`.cs`).
    CSharp,
    /// HTML pages (`.html`, `.htm`): WebMCP's declarative forms and the
    /// tools their inline scripts register.
    Html,
    /// Java (`.java`): the Java SDK, Spring AI and Quarkus.
    Java,
    /// Kotlin (`.kt`, `.kts`): the Kotlin SDK.
    Kotlin,
    /// PHP (`.php`): `mcp/sdk`, php-mcp and Laravel MCP.
    Php,
    /// Ruby (`.rb`): the `mcp` gem and fast-mcp.
    Ruby,
    /// Swift (`.swift`): the Swift SDK.
    Swift,
}
