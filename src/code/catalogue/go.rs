//! Go: mark3labs/mcp-go and the official go-sdk.

use super::schema::{Catalogue, EntryPoint, Family, Form};

/// The catalogue of Go.
#[rustfmt::skip]
pub const CATALOGUE: Catalogue = Catalogue::new("Go", &[
    Family::new("mark3labs/mcp-go", Some("mcp-go `mcp.NewTool(name, options…)`"), &[
        EntryPoint::new(Form::Call, "mcp.NewTool(name, mcp.WithDescription(…), mcp.WithReadOnlyHintAnnotation(…))", &["mcp.NewTool("], ["first argument", "`mcp.WithDescription(…)`", "`mcp.With…HintAnnotation(…)`, `mcp.WithToolAnnotation(…)`"]),
        EntryPoint::adds("s.AddTool(tool, handler), s.AddTools(server.ServerTool{…})", &[".AddTools("]),
    ]),
    Family::new("mcp-go and go-sdk tool literals", Some("mcp-go `mcp.Tool{…}`, `WithToolAnnotation(mcp.ToolAnnotation{…})`"), &[
        EntryPoint::new(Form::Call, "&mcp.Tool{Name: …, Description: …, Annotations: …}", &["mcp.Tool{"], ["`Name`", "`Description`", "`Annotations` (`mcp.ToolAnnotations{…}`)"]),
        EntryPoint::adds("mcp.AddTool(server, &mcp.Tool{…}, handler), server.AddTool(…)", &["mcp.AddTool(", ".AddTool("]),
    ]),
]);
