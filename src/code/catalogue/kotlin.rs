//! Kotlin: the official kotlin-sdk.

use super::schema::{Catalogue, EntryPoint, Family, Form};

/// The catalogue of Kotlin.
#[rustfmt::skip]
pub const CATALOGUE: Catalogue = Catalogue {
    language: "Kotlin",
    families: &[Family {
        sdk: "`io.modelcontextprotocol:kotlin-sdk`",
        wire: Some(
            "Kotlin `io.modelcontextprotocol:kotlin-sdk` 0.8 and later (`addTool`, `Tool`, `ToolAnnotations`)",
        ),
        entry_points: &[
            EntryPoint::new(Form::Call, "server.addTool(name = …, description = …, toolAnnotations = ToolAnnotations(…))", &[".addTool(name"], ["`name =`", "`description =`", "`toolAnnotations =`"]),
            EntryPoint::new(Form::Adds, "server.addTool(tool) { … }, addTools(listOf(RegisteredTool(tool, handler)))", &[".addTool(", ".addTools("], ["the tool value's", "the tool value's", "the tool value's"]),
            EntryPoint::new(Form::Call, "Tool(name = …, description = …, annotations = ToolAnnotations(…))", &["Tool(name", "Tool(\n"], ["`name =`", "`description =`", "`annotations =`"]),
        ],
    }],
};
