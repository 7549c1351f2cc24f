//! PHP: the official `mcp/sdk`, `php-mcp/server`, Laravel MCP, and the
//! WordPress abilities `wordpress/mcp-adapter` serves as tools.

use super::schema::{Catalogue, EntryPoint, Family, Form};

/// The catalogue of PHP.
#[rustfmt::skip]
pub const CATALOGUE: Catalogue = Catalogue::new("PHP", &[
    Family::new("`mcp/sdk`", Some("PHP `mcp/sdk` (`#[McpTool]`, `->addTool(…)`, `ToolAnnotations`)"), &[
        EntryPoint::new(Form::Attribute, "#[McpTool(name: …, description: …, annotations: new ToolAnnotations(…))]", &["#[McpTool"], ["`name:`, else the method's name", "`description:`, else the doc comment", "`annotations:`"]),
        EntryPoint::new(Form::Call, "$builder->addTool(handler, name: …, annotations: …)", &["->addTool("], ["`name:`", "`description:`", "`annotations:`"]),
    ]),
    Family::new("`php-mcp/server`", Some("PHP `php-mcp/server` (`#[McpTool]`, `->withTool(…)`, `ToolAnnotations`)"), &[EntryPoint::new(Form::Call, "$builder->withTool(handler, name: …, annotations: …)", &["->withTool("], ["`name:`", "`description:`", "`annotations:`"])]),
    Family::new("Laravel `laravel/mcp`", Some("Laravel `laravel/mcp` (`#[IsReadOnly]`, `#[IsDestructive(false)]`, … on a `Tool` class)"), &[EntryPoint::new(Form::BaseClass, "class X extends Tool { protected string $name; #[IsReadOnly] … }", &["extends Tool"], ["`$name`, else the class name in kebab case", "`$description`", "`#[IsReadOnly]`, `#[IsDestructive]`, `#[IsIdempotent]`, `#[IsOpenWorld]`"])]),
    Family::new("WordPress Abilities API (`wordpress/mcp-adapter`)", Some("PHP WordPress abilities (`wp_register_ability`, served by `wordpress/mcp-adapter`)"), &[EntryPoint::new(Form::Call, "wp_register_ability('plugin/name', array( …, 'meta' => array( 'annotations' => array( 'readonly' => true, … ) ) ))", &["wp_register_ability("], ["the first argument, each `/` made `-`", "`'description'`", "`'meta'`'s `'annotations'`: `readonly`, `destructive`, `idempotent` (and the MCP keys)"])]),
]);
