//! Languages hintlint does not parse: Dart and Elixir. Their entry points
//! are found over the bytes, never read.

use super::schema::{Catalogue, EntryPoint, Family, Form};

/// Dart: `dart_mcp` and `mcp_dart`.
pub const DART: Catalogue = Catalogue {
    language: "Dart",
    families: &[Family {
        sdk: "`dart_mcp`, `mcp_dart`",
        wire: None,
        entry_points: &[
            EntryPoint {
                written: "registerTool(Tool(name: …, annotations: ToolAnnotations(…)), handler)",
                form: Form::Call,
                needles: &["registerTool("],
                name: "`name:` of the `Tool`",
                description: "`description:` of the `Tool`",
                hints: "`annotations:` of the `Tool`",
                read: false,
                requires: &[],
            },
            EntryPoint {
                written: "server.tool(name, description: …, annotations: …)",
                form: Form::Call,
                needles: &[".tool("],
                name: "first argument",
                description: "`description:`",
                hints: "`annotations:`",
                read: false,
                requires: &[],
            },
        ],
    }],
};

/// Elixir: Hermes MCP and Anubis MCP.
pub const ELIXIR: Catalogue = Catalogue {
    language: "Elixir",
    families: &[Family {
        sdk: "Hermes MCP, Anubis MCP",
        wire: None,
        entry_points: &[EntryPoint {
            written: "use Hermes.Server.Component, type: :tool",
            form: Form::Module,
            needles: &[
                "use Hermes.Server.Component, type: :tool",
                "use Anubis.Server.Component, type: :tool",
            ],
            name: "the module's name",
            description: "`@moduledoc`",
            hints: "`annotations/0`",
            read: false,
            requires: &[],
        }],
    }],
};
