//! TypeScript and JavaScript: the official SDK, NestJS, xmcp, FastMCP for
//! TypeScript, WebMCP.

use super::schema::{Catalogue, EntryPoint, Family, Form};

/// The catalogue of TypeScript and JavaScript.
#[rustfmt::skip]
pub const CATALOGUE: Catalogue = Catalogue::new("TypeScript", &[
    Family::new("`@modelcontextprotocol/sdk` 1.x, `@modelcontextprotocol/server` 2.x", Some("TypeScript `@modelcontextprotocol/sdk` 1.x and `@modelcontextprotocol/server` 2.x"), &[
        EntryPoint::new(Form::Call, "server.registerTool(name, { description, annotations }, cb)", &[".registerTool("], ["first argument", "`description` of the second", "`annotations` of the second"]),
        EntryPoint::new(Form::Call, "server.tool(name, description?, schema?, annotations?, cb)", &[".tool("], ["first argument", "the string after the name", "the object of hints before the callback"]),
        EntryPoint::new(Form::ListHandler, "server.setRequestHandler(ListToolsRequestSchema, …)", &["setRequestHandler(ListToolsRequestSchema"], ["`name` of each listed tool", "`description` of each listed tool", "`annotations` of each listed tool"]),
    ]),
    Family::new("NestJS `@rekog/mcp-nest`", Some("NestJS `@rekog/mcp-nest` (`@Tool({…})` on a method)"), &[EntryPoint::new(Form::Decorator, "@Tool({ name, description, annotations })", &["@Tool("], ["`name`", "`description`", "`annotations`"]).requiring(&["Tool|@rekog/mcp-nest"])]),
    Family::new("xmcp", Some("xmcp (`export const metadata: ToolMetadata` in a tool file)"), &[EntryPoint::new(Form::Module, "export const metadata: ToolMetadata = { name, description, annotations }", &["ToolMetadata ="], ["`name`", "`description`", "`annotations`"])]),
    Family::new("FastMCP for TypeScript (`fastmcp`)", None, &[EntryPoint::new(Form::Call, "server.addTool({ name, description, annotations, execute })", &[".addTool("], ["`name`", "`description`", "`annotations`"]).unread()]),
    Family::new("WebMCP", Some("WebMCP `navigator.modelContext.registerTool({…})`"), &[EntryPoint::new(Form::Call, "useWebMCP({ name, description, annotations })", &["useWebMCP("], ["`name`", "`description`", "`annotations`"])]),
]);
