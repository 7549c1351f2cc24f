//! TypeScript and JavaScript: the official SDK, NestJS, xmcp, FastMCP for
//! TypeScript, WebMCP.

use super::schema::{Catalogue, EntryPoint, Family, Form};

/// The catalogue of TypeScript and JavaScript.
#[rustfmt::skip]
pub const CATALOGUE: Catalogue = Catalogue {
    language: "TypeScript",
    families: &[
        Family {
            sdk: "`@modelcontextprotocol/sdk` 1.x, `@modelcontextprotocol/server` 2.x",
            wire: Some(
                "TypeScript `@modelcontextprotocol/sdk` 1.x and `@modelcontextprotocol/server` 2.x",
            ),
            entry_points: &[
                EntryPoint::new(Form::Call, "server.registerTool(name, { description, annotations }, cb)", &[".registerTool("], ["first argument", "`description` of the second", "`annotations` of the second"]),
                EntryPoint::new(Form::Call, "server.tool(name, description?, schema?, annotations?, cb)", &[".tool("], ["first argument", "the string after the name", "the object of hints before the callback"]),
                EntryPoint::new(Form::ListHandler, "server.setRequestHandler(ListToolsRequestSchema, …)", &["setRequestHandler(ListToolsRequestSchema"], ["`name` of each listed tool", "`description` of each listed tool", "`annotations` of each listed tool"]),
            ],
        },
        Family {
            sdk: "NestJS `@rekog/mcp-nest`",
            wire: Some("NestJS `@rekog/mcp-nest` (`@Tool({…})` on a method)"),
            entry_points: &[EntryPoint::new(Form::Decorator, "@Tool({ name, description, annotations })", &["@Tool("], ["`name`", "`description`", "`annotations`"]).requiring(&["Tool|@rekog/mcp-nest"])],
        },
        Family {
            sdk: "xmcp",
            wire: Some("xmcp (`export const metadata: ToolMetadata` in a tool file)"),
            entry_points: &[EntryPoint::new(Form::Module, "export const metadata: ToolMetadata = { name, description, annotations }", &["ToolMetadata ="], ["`name`", "`description`", "`annotations`"])],
        },
        Family {
            sdk: "FastMCP for TypeScript (`fastmcp`)",
            wire: None,
            entry_points: &[EntryPoint::new(Form::Call, "server.addTool({ name, description, annotations, execute })", &[".addTool("], ["`name`", "`description`", "`annotations`"]).unread()],
        },
        Family {
            sdk: "WebMCP",
            wire: Some("WebMCP `navigator.modelContext.registerTool({…})`"),
            entry_points: &[EntryPoint::new(Form::Call, "useWebMCP({ name, description, annotations })", &["useWebMCP("], ["`name`", "`description`", "`annotations`"])],
        },
    ],
};
