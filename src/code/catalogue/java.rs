//! Java: the official SDK, Spring AI, Quarkus.

use super::schema::{Catalogue, EntryPoint, Family, Form};

/// The catalogue of Java.
pub const CATALOGUE: Catalogue = Catalogue {
    language: "Java",
    families: &[
        Family {
            sdk: "Java SDK (`io.modelcontextprotocol.sdk`)",
            wire: Some("Java SDK `McpSchema.ToolAnnotations` (builder or record)"),
            entry_points: &[
                EntryPoint {
                    written: "Tool.builder().name(…).description(…).annotations(…).build()",
                    form: Form::Builder,
                    needles: &["Tool.builder("],
                    name: "`.name(…)`",
                    description: "`.description(…)`",
                    hints: "`.annotations(new ToolAnnotations(…))`",
                    read: true,
                    requires: &[],
                },
                EntryPoint {
                    written: "new McpServerFeatures.SyncToolSpecification(tool, handler)",
                    form: Form::Adds,
                    needles: &["SyncToolSpecification(", "AsyncToolSpecification("],
                    name: "the tool value's",
                    description: "the tool value's",
                    hints: "the tool value's",
                    read: true,
                    requires: &[],
                },
            ],
        },
        Family {
            sdk: "Spring AI `@McpTool`, spring-ai-community `mcp-annotations`",
            wire: Some("Spring AI `@McpTool` (and spring-ai-community `mcp-annotations`)"),
            entry_points: &[EntryPoint {
                written: "@McpTool(name = …, description = …, annotations = @McpAnnotations(…))",
                form: Form::Annotation,
                needles: &["@McpTool"],
                name: "`name`, else the method's name",
                description: "`description`",
                hints: "`annotations` (the annotation type's defaults for any left out)",
                read: true,
                requires: &[],
            }],
        },
        Family {
            sdk: "Quarkus MCP server, Spring AI `@Tool`",
            wire: Some("Quarkus MCP server `@Tool(annotations = @Tool.Annotations(…))`"),
            entry_points: &[EntryPoint {
                written: "@Tool(name = …, description = …, annotations = @Tool.Annotations(…))",
                form: Form::Annotation,
                needles: &["@Tool"],
                name: "`name`, else the method's name",
                description: "`description`",
                hints: "`annotations`",
                read: true,
                requires: &["quarkiverse.mcp", "springframework.ai"],
            }],
        },
    ],
};
