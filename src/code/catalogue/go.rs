//! Go: mark3labs/mcp-go and the official go-sdk.

use super::schema::{Catalogue, EntryPoint, Family, Form};

/// The catalogue of Go.
pub const CATALOGUE: Catalogue = Catalogue {
    language: "Go",
    families: &[
        Family {
            sdk: "mark3labs/mcp-go",
            wire: Some("mcp-go `mcp.NewTool(name, options…)`"),
            entry_points: &[
                EntryPoint {
                    written: "mcp.NewTool(name, mcp.WithDescription(…), mcp.WithReadOnlyHintAnnotation(…))",
                    form: Form::Call,
                    needles: &["mcp.NewTool("],
                    name: "first argument",
                    description: "`mcp.WithDescription(…)`",
                    hints: "`mcp.With…HintAnnotation(…)`, `mcp.WithToolAnnotation(…)`",
                    read: true,
                    requires: &[],
                },
                EntryPoint {
                    written: "s.AddTool(tool, handler), s.AddTools(server.ServerTool{…})",
                    form: Form::Adds,
                    needles: &[".AddTools("],
                    name: "the tool value's",
                    description: "the tool value's",
                    hints: "the tool value's",
                    read: true,
                    requires: &[],
                },
            ],
        },
        Family {
            sdk: "mcp-go and go-sdk tool literals",
            wire: Some("mcp-go `mcp.Tool{…}`, `WithToolAnnotation(mcp.ToolAnnotation{…})`"),
            entry_points: &[
                EntryPoint {
                    written: "&mcp.Tool{Name: …, Description: …, Annotations: …}",
                    form: Form::Call,
                    needles: &["mcp.Tool{"],
                    name: "`Name`",
                    description: "`Description`",
                    hints: "`Annotations` (`mcp.ToolAnnotations{…}`)",
                    read: true,
                    requires: &[],
                },
                EntryPoint {
                    written: "mcp.AddTool(server, &mcp.Tool{…}, handler), server.AddTool(…)",
                    form: Form::Adds,
                    needles: &["mcp.AddTool(", ".AddTool("],
                    name: "the tool value's",
                    description: "the tool value's",
                    hints: "the tool value's",
                    read: true,
                    requires: &[],
                },
            ],
        },
    ],
};
