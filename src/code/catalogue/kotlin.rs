//! Kotlin: the official kotlin-sdk.

use super::schema::{Catalogue, EntryPoint, Family, Form};

/// The catalogue of Kotlin.
pub const CATALOGUE: Catalogue = Catalogue {
    language: "Kotlin",
    families: &[Family {
        sdk: "`io.modelcontextprotocol:kotlin-sdk`",
        wire: Some(
            "Kotlin `io.modelcontextprotocol:kotlin-sdk` 0.8 and later (`addTool`, `Tool`, `ToolAnnotations`)",
        ),
        entry_points: &[
            EntryPoint {
                written: "server.addTool(name = …, description = …, toolAnnotations = ToolAnnotations(…))",
                form: Form::Call,
                needles: &[".addTool(name"],
                name: "`name =`",
                description: "`description =`",
                hints: "`toolAnnotations =`",
                read: true,
                requires: &[],
            },
            EntryPoint {
                written: "server.addTool(tool) { … }, addTools(listOf(RegisteredTool(tool, handler)))",
                form: Form::Adds,
                needles: &[".addTool(", ".addTools("],
                name: "the tool value's",
                description: "the tool value's",
                hints: "the tool value's",
                read: true,
                requires: &[],
            },
            EntryPoint {
                written: "Tool(name = …, description = …, annotations = ToolAnnotations(…))",
                form: Form::Call,
                needles: &["Tool(name", "Tool(\n"],
                name: "`name =`",
                description: "`description =`",
                hints: "`annotations =`",
                read: true,
                requires: &[],
            },
        ],
    }],
};
