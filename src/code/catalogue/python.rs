//! Python: the official `mcp` SDK and FastMCP.

use super::schema::{Catalogue, EntryPoint, Family, Form};

/// The catalogue of Python.
pub const CATALOGUE: Catalogue = Catalogue {
    language: "Python",
    families: &[Family {
        sdk: "`mcp` 1.x and 2.x, FastMCP 2–4",
        wire: Some("Python `mcp` 1.x and 2.x, FastMCP 2–4"),
        entry_points: &[
            EntryPoint {
                written: "@mcp.tool(name=…, description=…, annotations=…)",
                form: Form::Decorator,
                needles: &[".tool(", ".tool\n", ".tool\r\n"],
                name: "`name=`, else the function's name",
                description: "`description=`, else the docstring",
                hints: "`annotations=` (a `ToolAnnotations` or a dict)",
                read: true,
                requires: &[],
            },
            EntryPoint {
                written: "mcp.add_tool(fn or tool, name=…, description=…, annotations=…)",
                form: Form::Adds,
                needles: &[".add_tool("],
                name: "`name=`, else the function's name",
                description: "`description=`, else the docstring",
                hints: "`annotations=`",
                read: true,
                requires: &[],
            },
            EntryPoint {
                written: "Tool.from_function(fn, name=…, annotations=…)",
                form: Form::Call,
                needles: &["Tool.from_function("],
                name: "`name=`, else the function's name",
                description: "`description=`, else the docstring",
                hints: "`annotations=`",
                read: true,
                requires: &[],
            },
            EntryPoint {
                written: "@server.list_tools() returning [types.Tool(…)]",
                form: Form::ListHandler,
                needles: &[".list_tools("],
                name: "`name=` of each `Tool(…)`",
                description: "`description=` of each",
                hints: "`annotations=` of each",
                read: true,
                requires: &[],
            },
            EntryPoint {
                written: "types.Tool(name=…, description=…, annotations=…)",
                form: Form::Call,
                needles: &["types.Tool(", "mcp.types.Tool("],
                name: "`name=`",
                description: "`description=`",
                hints: "`annotations=`",
                read: true,
                requires: &[],
            },
        ],
    }],
};
