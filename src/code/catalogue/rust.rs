//! Rust: rmcp, the official SDK.

use super::schema::{Catalogue, EntryPoint, Family, Form};

/// The catalogue of Rust.
#[rustfmt::skip]
pub const CATALOGUE: Catalogue = Catalogue::new("Rust", &[Family::new("`rmcp`", Some("Rust `rmcp` (`#[tool]`, `ToolAnnotations`)"), &[
    EntryPoint::new(Form::Attribute, "#[tool(name = …, description = …, annotations(read_only_hint = …))]", &["#[tool(", "#[tool]", "#[rmcp::tool("], ["`name =`, else the method's name", "`description =`, else the doc comment", "`annotations(…)`"]),
    EntryPoint::new(Form::Builder, "Tool::new(name, description, schema).annotate(ToolAnnotations::new()…)", &["Tool::new("], ["first argument", "second argument", "`.annotate(…)`, `annotations:`"]).unread(),
])]);
