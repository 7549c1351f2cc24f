//! Languages hintlint does not parse: Dart and Elixir. Their entry points
//! are found over the bytes, never read.

use super::schema::{Catalogue, EntryPoint, Family, Form};

/// Dart: `dart_mcp` and `mcp_dart`.
#[rustfmt::skip]
pub const DART: Catalogue = Catalogue::new("Dart", &[Family::new("`dart_mcp`, `mcp_dart`", None, &[
    EntryPoint::new(Form::Call, "registerTool(Tool(name: …, annotations: ToolAnnotations(…)), handler)", &["registerTool("], ["`name:` of the `Tool`", "`description:` of the `Tool`", "`annotations:` of the `Tool`"]).unread(),
    EntryPoint::new(Form::Call, "server.tool(name, description: …, annotations: …)", &[".tool("], ["first argument", "`description:`", "`annotations:`"]).unread(),
])]);

/// Elixir: Hermes MCP and Anubis MCP.
#[rustfmt::skip]
pub const ELIXIR: Catalogue = Catalogue::new("Elixir", &[Family::new("Hermes MCP, Anubis MCP", None, &[EntryPoint::new(Form::Module, "use Hermes.Server.Component, type: :tool", &["use Hermes.Server.Component, type: :tool", "use Anubis.Server.Component, type: :tool"], ["the module's name", "`@moduledoc`", "`annotations/0`"]).unread()])]);
