//! PHP: the official `mcp/sdk`, `php-mcp/server`, Laravel MCP.

use super::schema::{Catalogue, EntryPoint, Family, Form};

/// The catalogue of PHP.
pub const CATALOGUE: Catalogue = Catalogue {
    language: "PHP",
    families: &[
        Family {
            sdk: "`mcp/sdk`",
            wire: Some("PHP `mcp/sdk` (`#[McpTool]`, `->addTool(…)`, `ToolAnnotations`)"),
            entry_points: &[
                EntryPoint {
                    written: "#[McpTool(name: …, description: …, annotations: new ToolAnnotations(…))]",
                    form: Form::Attribute,
                    needles: &["#[McpTool"],
                    name: "`name:`, else the method's name",
                    description: "`description:`, else the doc comment",
                    hints: "`annotations:`",
                    read: true,
                    requires: &[],
                },
                EntryPoint {
                    written: "$builder->addTool(handler, name: …, annotations: …)",
                    form: Form::Call,
                    needles: &["->addTool("],
                    name: "`name:`",
                    description: "`description:`",
                    hints: "`annotations:`",
                    read: true,
                    requires: &[],
                },
            ],
        },
        Family {
            sdk: "`php-mcp/server`",
            wire: Some("PHP `php-mcp/server` (`#[McpTool]`, `->withTool(…)`, `ToolAnnotations`)"),
            entry_points: &[EntryPoint {
                written: "$builder->withTool(handler, name: …, annotations: …)",
                form: Form::Call,
                needles: &["->withTool("],
                name: "`name:`",
                description: "`description:`",
                hints: "`annotations:`",
                read: true,
                requires: &[],
            }],
        },
        Family {
            sdk: "Laravel `laravel/mcp`",
            wire: Some(
                "Laravel `laravel/mcp` (`#[IsReadOnly]`, `#[IsDestructive(false)]`, … on a `Tool` class)",
            ),
            entry_points: &[EntryPoint {
                written: "class X extends Tool { protected string $name; #[IsReadOnly] … }",
                form: Form::BaseClass,
                needles: &["extends Tool"],
                name: "`$name`, else the class name in kebab case",
                description: "`$description`",
                hints: "`#[IsReadOnly]`, `#[IsDestructive]`, `#[IsIdempotent]`, `#[IsOpenWorld]`",
                read: true,
                requires: &[],
            }],
        },
    ],
};
