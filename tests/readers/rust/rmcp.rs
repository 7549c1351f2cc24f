use rmcp::{tool, tool_router};

#[tool_router]
impl Notes {
    #[tool(name = "read_note", annotations(read_only_hint = true, open_world_hint = false))]
    //     ^ tool: read_note readOnlyHint=true openWorldHint=false
    async fn read_note(&self) -> String {
        String::new()
    }

    #[tool(name = "drop_note", annotations(destructive_hint = true))]
    //     ^ tool: drop_note destructiveHint=true
    async fn drop_note(&self) -> String {
        String::new()
    }
}
