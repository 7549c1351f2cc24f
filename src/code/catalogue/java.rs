//! Java: the official SDK, Spring AI, Quarkus.

use super::schema::{Catalogue, EntryPoint, Family, Form};

/// The catalogue of Java.
#[rustfmt::skip]
pub const CATALOGUE: Catalogue = Catalogue::new("Java", &[
    Family::new("Java SDK (`io.modelcontextprotocol.sdk`)", Some("Java SDK `McpSchema.ToolAnnotations` (builder or record)"), &[
        EntryPoint::new(Form::Builder, "Tool.builder().name(…).description(…).annotations(…).build()", &["Tool.builder("], ["`.name(…)`", "`.description(…)`", "`.annotations(new ToolAnnotations(…))`"]),
        EntryPoint::adds("new McpServerFeatures.SyncToolSpecification(tool, handler)", &["SyncToolSpecification(", "AsyncToolSpecification("]),
    ]),
    Family::new("Spring AI `@McpTool`, spring-ai-community `mcp-annotations`", Some("Spring AI `@McpTool` (and spring-ai-community `mcp-annotations`)"), &[EntryPoint::new(Form::Annotation, "@McpTool(name = …, description = …, annotations = @McpAnnotations(…))", &["@McpTool"], ["`name`, else the method's name", "`description`", "`annotations` (the annotation type's defaults for any left out)"])]),
    Family::new("Quarkus MCP server, Spring AI `@Tool`", Some("Quarkus MCP server `@Tool(annotations = @Tool.Annotations(…))`"), &[EntryPoint::new(Form::Annotation, "@Tool(name = …, description = …, annotations = @Tool.Annotations(…))", &["@Tool"], ["`name`, else the method's name", "`description`", "`annotations`"]).requiring(&["quarkiverse.mcp", "springframework.ai"])]),
]);
