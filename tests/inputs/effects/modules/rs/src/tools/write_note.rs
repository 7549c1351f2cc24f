use rust_mcp_sdk::macros::{JsonSchema, mcp_tool};

use crate::store::Store;

/// rust-mcp-sdk's tool: the handler calls a method of its parameter's
/// type, whose impl is in a submodule of the module the type comes from.
#[mcp_tool(
    name = "write_note",
    description = "Write a note, replacing the one there",
    destructive_hint = false,
    read_only_hint = false
)]
#[derive(Debug, JsonSchema)]
pub struct WriteNote {
    pub name: String,
    pub text: String,
}

impl WriteNote {
    pub async fn run_tool(params: Self, context: &Store) -> Result<String, String> {
        context.write_note(&params.name, &params.text).await?;
        Ok(String::new())
    }
}
