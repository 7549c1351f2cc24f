//! Python: the official `mcp` SDK and FastMCP.

use super::schema::{Catalogue, EntryPoint, Family, Form};

/// The catalogue of Python.
#[rustfmt::skip]
pub const CATALOGUE: Catalogue = Catalogue::new("Python", &[Family::new("`mcp` 1.x and 2.x, FastMCP 2–4", Some("Python `mcp` 1.x and 2.x, FastMCP 2–4"), &[
    EntryPoint::new(Form::Decorator, "@mcp.tool(name=…, description=…, annotations=…)", &[".tool(", ".tool\n", ".tool\r\n"], ["`name=`, else the function's name", "`description=`, else the docstring", "`annotations=` (a `ToolAnnotations` or a dict)"]),
    EntryPoint::new(Form::Adds, "mcp.add_tool(fn or tool, name=…, description=…, annotations=…)", &[".add_tool("], ["`name=`, else the function's name", "`description=`, else the docstring", "`annotations=`"]),
    EntryPoint::new(Form::Call, "Tool.from_function(fn, name=…, annotations=…)", &["Tool.from_function("], ["`name=`, else the function's name", "`description=`, else the docstring", "`annotations=`"]),
    EntryPoint::new(Form::ListHandler, "@server.list_tools() returning [types.Tool(…)]", &[".list_tools("], ["`name=` of each `Tool(…)`", "`description=` of each", "`annotations=` of each"]),
    EntryPoint::new(Form::Call, "types.Tool(name=…, description=…, annotations=…)", &["types.Tool(", "mcp.types.Tool("], ["`name=`", "`description=`", "`annotations=`"]),
])]);
