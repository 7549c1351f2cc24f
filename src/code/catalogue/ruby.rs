//! Ruby: the official `mcp` gem and fast-mcp.

use super::schema::{Catalogue, EntryPoint, Family, Form};

/// The catalogue of Ruby.
pub const CATALOGUE: Catalogue = Catalogue {
    language: "Ruby",
    families: &[
        Family {
            sdk: "`mcp` gem",
            wire: Some(
                "Ruby `mcp` gem (`annotations(…)` in an `MCP::Tool` class, `MCP::Tool.define`, `define_tool`)",
            ),
            entry_points: &[
                EntryPoint {
                    written: "class X < MCP::Tool; tool_name …; annotations(read_only_hint: …)",
                    form: Form::BaseClass,
                    needles: &["< MCP::Tool", "<MCP::Tool"],
                    name: "`tool_name`, else the class name in snake case",
                    description: "`description`",
                    hints: "`annotations(…)`",
                    read: true,
                    requires: &[],
                },
                EntryPoint {
                    written: "MCP::Tool.define(name: …, annotations: { … })",
                    form: Form::Call,
                    needles: &["MCP::Tool.define("],
                    name: "`name:`",
                    description: "`description:`",
                    hints: "`annotations:`",
                    read: true,
                    requires: &[],
                },
                EntryPoint {
                    written: "server.define_tool(name: …, annotations: { … })",
                    form: Form::Call,
                    needles: &[".define_tool("],
                    name: "`name:`",
                    description: "`description:`",
                    hints: "`annotations:`",
                    read: true,
                    requires: &[],
                },
            ],
        },
        Family {
            sdk: "fast-mcp",
            wire: Some("Ruby fast-mcp (`annotations(…)` in a `FastMcp::Tool` class)"),
            entry_points: &[EntryPoint {
                written: "class X < FastMcp::Tool; tool_name …; annotations(read_only_hint: …)",
                form: Form::BaseClass,
                needles: &["< FastMcp::Tool", "<FastMcp::Tool", "< ApplicationTool"],
                name: "`tool_name`, else the class name",
                description: "`description`",
                hints: "`annotations(…)`",
                read: true,
                requires: &[],
            }],
        },
    ],
};
