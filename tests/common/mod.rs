//! Helpers shared by the integration tests.

use std::path::Path;

use hintlint::Options;
use hintlint::lint::{FileContext, lint_bytes};
use hintlint::parse::Dialect;
use hintlint::report::FileReport;

/// The options of a run over `examples/` with its configuration.
pub fn examples_options() -> Options {
    let config = hintlint::Config::load(
        Some(Path::new("examples/hintlint.toml")),
        false,
        Path::new("."),
    )
    .expect("the examples' configuration loads");
    Options::from_config(config)
}

/// Lints `bytes` as a file named `name` with the default options.
pub fn lint_named(name: &str, bytes: Vec<u8>) -> FileReport {
    let options = Options::default();
    lint_bytes(
        name,
        Dialect::of_path(Path::new(name)),
        bytes,
        FileContext::named(&options),
    )
}

/// The names of the rules that fired (findings not accepted by an
/// exception), in report order.
pub fn fired(report: &FileReport) -> Vec<&'static str> {
    report
        .findings
        .iter()
        .filter(|finding| finding.is_active())
        .map(|finding| finding.diagnostic.rule.name())
        .collect()
}

/// The environment variable `.ci/run` sets: a tool a test needs (gofmt,
/// ruff, Neovim, the MCP Inspector …) being absent is then a failure, not
/// a skip, so that no check passes in CI without running.
pub const REQUIRE_TOOLS: &str = "HINTLINT_REQUIRE_TOOLS";

/// A test's tool is absent: on a developer's machine, prints `skipped:
/// {reason}` (the caller then returns); in CI ([`REQUIRE_TOOLS`] set),
/// fails the test with the reason.
pub fn tool_missing(reason: &str) {
    let required =
        std::env::var_os(REQUIRE_TOOLS).is_some_and(|value| !value.is_empty() && value != "0");
    tool_missing_where(required, reason);
}

/// [`tool_missing`] with whether tools are required said, not read from
/// the environment (which a test cannot change without changing it for
/// every other test).
pub fn tool_missing_where(required: bool, reason: &str) {
    if required {
        panic!("{reason}, and {REQUIRE_TOOLS} says every tool check must run");
    }
    println!("skipped: {reason}");
}

/// One server with an unannotated tool in each language the five newer
/// SDKs are written in: its file name, languageId, text, and the comment
/// an allow is written with.
pub const NEWER_SDK_SERVERS: [(&str, &str, &str, &str); 5] = [
    (
        "Tools.java",
        "java",
        "import io.quarkiverse.mcp.server.Tool;\n\npublic class Tools {\n    @Tool(name = \"delete_note\", description = \"Deletes a note\")\n    public String deleteNote(String id) {\n        return id;\n    }\n}\n",
        "// hintlint-allow(missing-annotation)",
    ),
    (
        "Server.kt",
        "kotlin",
        "import io.modelcontextprotocol.kotlin.sdk.server.Server\n\nfun register(server: Server) {\n    server.addTool(name = \"delete_note\", description = \"Deletes a note\") { request ->\n        CallToolResult(content = emptyList())\n    }\n}\n",
        "// hintlint-allow(missing-annotation)",
    ),
    (
        "tools.php",
        "php",
        "<?php\n\nuse Mcp\\Capability\\Attribute\\McpTool;\n\nclass NoteTools\n{\n    #[McpTool(name: 'delete_note', description: 'Deletes a note')]\n    public function deleteNote(string $id): string\n    {\n        return $id;\n    }\n}\n",
        "// hintlint-allow(missing-annotation)",
    ),
    (
        "delete_note.rb",
        "ruby",
        "require \"mcp\"\n\nclass DeleteNote < MCP::Tool\n  tool_name \"delete_note\"\n  description \"Deletes a note\"\n\n  def self.call(id:, server_context:)\n    MCP::Tool::Response.new([])\n  end\nend\n",
        "# hintlint-allow(missing-annotation)",
    ),
    (
        "Server.swift",
        "swift",
        "import MCP\n\nlet deleteNote = Tool(name: \"delete_note\", description: \"Deletes a note\", inputSchema: .object([:]))\n",
        "// hintlint-allow(missing-annotation)",
    ),
];
