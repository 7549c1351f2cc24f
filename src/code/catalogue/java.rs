//! Java: the official SDK, Spring AI, Quarkus.

use super::schema::{Catalogue, EntryPoint, Family, Form};

/// The catalogue of Java.
#[rustfmt::skip]
pub const CATALOGUE: Catalogue = Catalogue {
    language: "Java",
    families: &[
        Family {
            sdk: "Java SDK (`io.modelcontextprotocol.sdk`)",
            wire: Some("Java SDK `McpSchema.ToolAnnotations` (builder or record)"),
            entry_points: &[
                EntryPoint::new(Form::Builder, "Tool.builder().name(…).description(…).annotations(…).build()", &["Tool.builder("], ["`.name(…)`", "`.description(…)`", "`.annotations(new ToolAnnotations(…))`"]),
                EntryPoint::new(Form::Adds, "new McpServerFeatures.SyncToolSpecification(tool, handler)", &["SyncToolSpecification(", "AsyncToolSpecification("], ["the tool value's", "the tool value's", "the tool value's"]),
            ],
        },
        Family {
            sdk: "Spring AI `@McpTool`, spring-ai-community `mcp-annotations`",
            wire: Some("Spring AI `@McpTool` (and spring-ai-community `mcp-annotations`)"),
            entry_points: &[EntryPoint::new(Form::Annotation, "@McpTool(name = …, description = …, annotations = @McpAnnotations(…))", &["@McpTool"], ["`name`, else the method's name", "`description`", "`annotations` (the annotation type's defaults for any left out)"])],
        },
        Family {
            sdk: "Quarkus MCP server, Spring AI `@Tool`",
            wire: Some("Quarkus MCP server `@Tool(annotations = @Tool.Annotations(…))`"),
            entry_points: &[EntryPoint::new(Form::Annotation, "@Tool(name = …, description = …, annotations = @Tool.Annotations(…))", &["@Tool"], ["`name`, else the method's name", "`description`", "`annotations`"]).requiring(&["quarkiverse.mcp", "springframework.ai"])],
        },
    ],
};
