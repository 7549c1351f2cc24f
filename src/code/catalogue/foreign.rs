//! Languages hintlint does not parse: Dart and Elixir. Their entry points
//! are found over the bytes, never read.

use super::schema::{Catalogue, EntryPoint, Family, Form};

/// Dart: `dart_mcp` and `mcp_dart`.
#[rustfmt::skip]
pub const DART: Catalogue = Catalogue {
    language: "Dart",
    families: &[Family {
        sdk: "`dart_mcp`, `mcp_dart`",
        wire: None,
        entry_points: &[
            EntryPoint::new(Form::Call, "registerTool(Tool(name: …, annotations: ToolAnnotations(…)), handler)", &["registerTool("], ["`name:` of the `Tool`", "`description:` of the `Tool`", "`annotations:` of the `Tool`"]).unread(),
            EntryPoint::new(Form::Call, "server.tool(name, description: …, annotations: …)", &[".tool("], ["first argument", "`description:`", "`annotations:`"]).unread(),
        ],
    }],
};

/// Elixir: Hermes MCP and Anubis MCP.
#[rustfmt::skip]
pub const ELIXIR: Catalogue = Catalogue {
    language: "Elixir",
    families: &[Family {
        sdk: "Hermes MCP, Anubis MCP",
        wire: None,
        entry_points: &[EntryPoint::new(Form::Module, "use Hermes.Server.Component, type: :tool", &["use Hermes.Server.Component, type: :tool", "use Anubis.Server.Component, type: :tool"], ["the module's name", "`@moduledoc`", "`annotations/0`"]).unread()],
    }],
};
