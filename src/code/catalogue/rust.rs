//! Rust: rmcp, the official SDK.

use super::schema::{Catalogue, EntryPoint, Family, Form};

/// The catalogue of Rust.
pub const CATALOGUE: Catalogue = Catalogue {
    language: "Rust",
    families: &[Family {
        sdk: "`rmcp`",
        wire: Some("Rust `rmcp` (`#[tool]`, `ToolAnnotations`)"),
        entry_points: &[
            EntryPoint {
                written: "#[tool(name = …, description = …, annotations(read_only_hint = …))]",
                form: Form::Attribute,
                needles: &["#[tool(", "#[tool]", "#[rmcp::tool("],
                name: "`name =`, else the method's name",
                description: "`description =`, else the doc comment",
                hints: "`annotations(…)`",
                read: true,
                requires: &[],
            },
            EntryPoint {
                written: "Tool::new(name, description, schema).annotate(ToolAnnotations::new()…)",
                form: Form::Builder,
                needles: &["Tool::new("],
                name: "first argument",
                description: "second argument",
                hints: "`.annotate(…)`, `annotations:`",
                read: false,
                requires: &[],
            },
        ],
    }],
};
