//! Swift: the official swift-sdk, and SwiftMCP's macros.

use super::schema::{Catalogue, EntryPoint, Family, Form};

/// The catalogue of Swift.
#[rustfmt::skip]
pub const CATALOGUE: Catalogue = Catalogue::new("Swift", &[Family::new("swift-sdk (`MCP`)", Some("Swift `MCP` (swift-sdk: `Tool(…, annotations: .init(…))`)"), &[
    EntryPoint::new(Form::Call, "Tool(name: …, description: …, inputSchema: …, annotations: .init(readOnlyHint: …))", &["Tool(name:", "Tool(\n"], ["`name:`", "`description:`", "`annotations:`"]),
    EntryPoint::new(Form::ListHandler, "server.withMethodHandler(ListTools.self) { … }", &["ListTools.self"], ["`name:` of each listed `Tool`", "`description:` of each", "`annotations:` of each"]),
]), Family::new("SwiftMCP (`Cocoanetics/SwiftMCP`)", Some("Swift SwiftMCP (`@MCPTool` on a method of an `@MCPServer` type)"), &[
    EntryPoint::new(Form::Attribute, "@MCPTool(name: …, description: …, hints: [.readOnly], readOnlyHint: true)", &["@MCPTool"], ["`name:` (a string literal), else the function's name", "`description:`, else the doc comment", "`hints:` and the `…Hint: true` literals (a hint is sent only when true)"]),
])]);
