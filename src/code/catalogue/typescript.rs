//! TypeScript and JavaScript: the official SDK, NestJS, xmcp, FastMCP for
//! TypeScript, WebMCP.

use super::schema::{Catalogue, EntryPoint, Family, Form};

/// The catalogue of TypeScript and JavaScript.
pub const CATALOGUE: Catalogue = Catalogue {
    language: "TypeScript",
    families: &[
        Family {
            sdk: "`@modelcontextprotocol/sdk` 1.x, `@modelcontextprotocol/server` 2.x",
            wire: Some(
                "TypeScript `@modelcontextprotocol/sdk` 1.x and `@modelcontextprotocol/server` 2.x",
            ),
            entry_points: &[
                EntryPoint {
                    written: "server.registerTool(name, { description, annotations }, cb)",
                    form: Form::Call,
                    needles: &[".registerTool("],
                    name: "first argument",
                    description: "`description` of the second",
                    hints: "`annotations` of the second",
                    read: true,
                    requires: &[],
                },
                EntryPoint {
                    written: "server.tool(name, description?, schema?, annotations?, cb)",
                    form: Form::Call,
                    needles: &[".tool("],
                    name: "first argument",
                    description: "the string after the name",
                    hints: "the object of hints before the callback",
                    read: true,
                    requires: &[],
                },
                EntryPoint {
                    written: "server.setRequestHandler(ListToolsRequestSchema, …)",
                    form: Form::ListHandler,
                    needles: &["setRequestHandler(ListToolsRequestSchema"],
                    name: "`name` of each listed tool",
                    description: "`description` of each listed tool",
                    hints: "`annotations` of each listed tool",
                    read: true,
                    requires: &[],
                },
            ],
        },
        Family {
            sdk: "NestJS `@rekog/mcp-nest`",
            wire: Some("NestJS `@rekog/mcp-nest` (`@Tool({…})` on a method)"),
            entry_points: &[EntryPoint {
                written: "@Tool({ name, description, annotations })",
                form: Form::Decorator,
                needles: &["@Tool("],
                name: "`name`",
                description: "`description`",
                hints: "`annotations`",
                read: true,
                requires: &["Tool|@rekog/mcp-nest"],
            }],
        },
        Family {
            sdk: "xmcp",
            wire: Some("xmcp (`export const metadata: ToolMetadata` in a tool file)"),
            entry_points: &[EntryPoint {
                written: "export const metadata: ToolMetadata = { name, description, annotations }",
                form: Form::Module,
                needles: &["ToolMetadata ="],
                name: "`name`",
                description: "`description`",
                hints: "`annotations`",
                read: true,
                requires: &[],
            }],
        },
        Family {
            sdk: "FastMCP for TypeScript (`fastmcp`)",
            wire: None,
            entry_points: &[EntryPoint {
                written: "server.addTool({ name, description, annotations, execute })",
                form: Form::Call,
                needles: &[".addTool("],
                name: "`name`",
                description: "`description`",
                hints: "`annotations`",
                read: false,
                requires: &[],
            }],
        },
        Family {
            sdk: "WebMCP",
            wire: Some("WebMCP `navigator.modelContext.registerTool({…})`"),
            entry_points: &[EntryPoint {
                written: "useWebMCP({ name, description, annotations })",
                form: Form::Call,
                needles: &["useWebMCP("],
                name: "`name`",
                description: "`description`",
                hints: "`annotations`",
                read: true,
                requires: &[],
            }],
        },
    ],
};
