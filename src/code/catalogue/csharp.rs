//! C#: the official `ModelContextProtocol` SDK.

use super::schema::{Catalogue, EntryPoint, Family, Form};

/// The catalogue of C#.
pub const CATALOGUE: Catalogue = Catalogue {
    language: "C#",
    families: &[Family {
        sdk: "`ModelContextProtocol`",
        wire: Some("C# `ModelContextProtocol` (`[McpServerTool]`)"),
        entry_points: &[
            EntryPoint {
                written: "[McpServerTool(Name = …, ReadOnly = …, Destructive = …)]",
                form: Form::Attribute,
                needles: &["[McpServerTool"],
                name: "`Name =`, else the method's name",
                description: "`[Description(…)]`",
                hints: "`ReadOnly`, `Destructive`, `Idempotent`, `OpenWorld` named arguments",
                read: true,
                requires: &[],
            },
            EntryPoint {
                written: "McpServerTool.Create(delegate, new McpServerToolCreateOptions { … })",
                form: Form::Call,
                needles: &["McpServerTool.Create("],
                name: "`Name` of the options",
                description: "`Description` of the options",
                hints: "`ReadOnly`, … of the options",
                read: false,
                requires: &[],
            },
        ],
    }],
};
