//! Swift: the official swift-sdk.

use super::schema::{Catalogue, EntryPoint, Family, Form};

/// The catalogue of Swift.
pub const CATALOGUE: Catalogue = Catalogue {
    language: "Swift",
    families: &[Family {
        sdk: "swift-sdk (`MCP`)",
        wire: Some("Swift `MCP` (swift-sdk: `Tool(…, annotations: .init(…))`)"),
        entry_points: &[
            EntryPoint {
                written: "Tool(name: …, description: …, inputSchema: …, annotations: .init(readOnlyHint: …))",
                form: Form::Call,
                needles: &["Tool(name:", "Tool(\n"],
                name: "`name:`",
                description: "`description:`",
                hints: "`annotations:`",
                read: true,
                requires: &[],
            },
            EntryPoint {
                written: "server.withMethodHandler(ListTools.self) { … }",
                form: Form::ListHandler,
                needles: &["ListTools.self"],
                name: "`name:` of each listed `Tool`",
                description: "`description:` of each",
                hints: "`annotations:` of each",
                read: true,
                requires: &[],
            },
        ],
    }],
};
