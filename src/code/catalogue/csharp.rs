//! C#: the official `ModelContextProtocol` SDK.

use super::schema::{Catalogue, EntryPoint, Family, Form};

/// The catalogue of C#.
#[rustfmt::skip]
pub const CATALOGUE: Catalogue = Catalogue::new("C#", &[Family::new("`ModelContextProtocol`", Some("C# `ModelContextProtocol` (`[McpServerTool]`)"), &[
    EntryPoint::new(Form::Attribute, "[McpServerTool(Name = …, ReadOnly = …, Destructive = …)]", &["[McpServerTool"], ["`Name =`, else the method's name", "`[Description(…)]`", "`ReadOnly`, `Destructive`, `Idempotent`, `OpenWorld` named arguments"]),
    EntryPoint::new(Form::Call, "McpServerTool.Create(delegate, new McpServerToolCreateOptions { … })", &["McpServerTool.Create("], ["`Name` of the options", "`Description` of the options", "`ReadOnly`, … of the options"]).unread(),
])]);
