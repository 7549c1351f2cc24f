//! C#: the official `ModelContextProtocol` SDK, and the
//! `com.IvanMurzak.McpPlugin` framework (Unity-MCP), whose attributed
//! methods its server lists as the SDK's tools.

use super::schema::{Catalogue, EntryPoint, Family, Form};

/// The catalogue of C#.
#[rustfmt::skip]
pub const CATALOGUE: Catalogue = Catalogue::new("C#", &[
    Family::new("`ModelContextProtocol`", Some("C# `ModelContextProtocol` (`[McpServerTool]`)"), &[
        EntryPoint::new(Form::Attribute, "[McpServerTool(Name = …, ReadOnly = …, Destructive = …)]", &["[McpServerTool"], ["`Name =`, else the method's name", "`[Description(…)]`", "`ReadOnly`, `Destructive`, `Idempotent`, `OpenWorld` named arguments"]),
        EntryPoint::new(Form::Call, "McpServerTool.Create(delegate, new McpServerToolCreateOptions { … })", &["McpServerTool.Create("], ["`Name` of the options", "`Description` of the options", "`ReadOnly`, … of the options"]).unread(),
        EntryPoint::new(Form::ListHandler, "ListToolsHandler building new Tool { Name = tool.Name, … } from instances of a project base class", &["ListToolsHandler"], ["each class's overridden `Name`", "each class's `Description`", "the `Tool`'s `Annotations =` (none: no hint sent)"]),
    ]),
    Family::new("`com.IvanMurzak.McpPlugin` (MCP-Plugin-dotnet, Unity-MCP)", Some("C# `com.IvanMurzak.McpPlugin` (`[AiTool]`)"), &[
        EntryPoint::new(Form::Attribute, "[AiTool(\"name\", Title = …, ReadOnlyHint = …, DestructiveHint = …)]", &["[AiTool", "[McpPluginTool"], ["the first argument", "`[Description(…)]`", "`ReadOnlyHint`, `DestructiveHint`, `IdempotentHint`, `OpenWorldHint` named arguments (`ToolType = McpToolType.System`: no MCP tool)"]),
    ]),
]);
