//! Go: mark3labs/mcp-go and the official go-sdk.

use super::schema::{Catalogue, EntryPoint, Family, Form};

/// The catalogue of Go.
#[rustfmt::skip]
pub const CATALOGUE: Catalogue = Catalogue {
    language: "Go",
    families: &[
        Family {
            sdk: "mark3labs/mcp-go",
            wire: Some("mcp-go `mcp.NewTool(name, options…)`"),
            entry_points: &[
                EntryPoint::new(Form::Call, "mcp.NewTool(name, mcp.WithDescription(…), mcp.WithReadOnlyHintAnnotation(…))", &["mcp.NewTool("], ["first argument", "`mcp.WithDescription(…)`", "`mcp.With…HintAnnotation(…)`, `mcp.WithToolAnnotation(…)`"]),
                EntryPoint::new(Form::Adds, "s.AddTool(tool, handler), s.AddTools(server.ServerTool{…})", &[".AddTools("], ["the tool value's", "the tool value's", "the tool value's"]),
            ],
        },
        Family {
            sdk: "mcp-go and go-sdk tool literals",
            wire: Some("mcp-go `mcp.Tool{…}`, `WithToolAnnotation(mcp.ToolAnnotation{…})`"),
            entry_points: &[
                EntryPoint::new(Form::Call, "&mcp.Tool{Name: …, Description: …, Annotations: …}", &["mcp.Tool{"], ["`Name`", "`Description`", "`Annotations` (`mcp.ToolAnnotations{…}`)"]),
                EntryPoint::new(Form::Adds, "mcp.AddTool(server, &mcp.Tool{…}, handler), server.AddTool(…)", &["mcp.AddTool(", ".AddTool("], ["the tool value's", "the tool value's", "the tool value's"]),
            ],
        },
    ],
};
