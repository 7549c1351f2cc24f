//! Kotlin: the official kotlin-sdk.

use super::schema::{Catalogue, EntryPoint, Family, Form};

/// The catalogue of Kotlin.
#[rustfmt::skip]
pub const CATALOGUE: Catalogue = Catalogue::new("Kotlin", &[Family::new("`io.modelcontextprotocol:kotlin-sdk`", Some("Kotlin `io.modelcontextprotocol:kotlin-sdk` 0.8 and later (`addTool`, `Tool`, `ToolAnnotations`)"), &[
    EntryPoint::new(Form::Call, "server.addTool(name = …, description = …, toolAnnotations = ToolAnnotations(…))", &[".addTool(name"], ["`name =`", "`description =`", "`toolAnnotations =`"]),
    EntryPoint::adds("server.addTool(tool) { … }, addTools(listOf(RegisteredTool(tool, handler)))", &[".addTool(", ".addTools("]),
    EntryPoint::new(Form::Call, "Tool(name = …, description = …, annotations = ToolAnnotations(…))", &["Tool(name", "Tool(\n"], ["`name =`", "`description =`", "`annotations =`"]),
])]);
