//! Ruby: the official `mcp` gem and fast-mcp.

use super::schema::{Catalogue, EntryPoint, Family, Form};

/// The catalogue of Ruby.
#[rustfmt::skip]
pub const CATALOGUE: Catalogue = Catalogue::new("Ruby", &[
    Family::new("`mcp` gem", Some("Ruby `mcp` gem (`annotations(…)` in an `MCP::Tool` class, `MCP::Tool.define`, `define_tool`)"), &[
        EntryPoint::new(Form::BaseClass, "class X < MCP::Tool; tool_name …; annotations(read_only_hint: …)", &["< MCP::Tool", "<MCP::Tool"], ["`tool_name`, else the class name in snake case", "`description`", "`annotations(…)`"]),
        EntryPoint::new(Form::Call, "MCP::Tool.define(name: …, annotations: { … })", &["MCP::Tool.define("], ["`name:`", "`description:`", "`annotations:`"]),
        EntryPoint::new(Form::Call, "server.define_tool(name: …, annotations: { … })", &[".define_tool("], ["`name:`", "`description:`", "`annotations:`"]),
    ]),
    Family::new("fast-mcp", Some("Ruby fast-mcp (`annotations(…)` in a `FastMcp::Tool` class)"), &[EntryPoint::new(Form::BaseClass, "class X < FastMcp::Tool; tool_name …; annotations(read_only_hint: …)", &["< FastMcp::Tool", "<FastMcp::Tool", "< ApplicationTool"], ["`tool_name`, else the class name", "`description`", "`annotations(…)`"])]),
]);
