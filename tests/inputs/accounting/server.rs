// Tools of rmcp: two read (one named by a function), and a hint given to
// a function of the project no reader follows.
use rmcp::{tool, model::Tool};

impl Notes {
    #[tool(name = "list_notes", annotations(read_only_hint = true, destructive_hint = false, idempotent_hint = true, open_world_hint = false))] // account: read
    async fn list_notes(&self) -> String { String::new() }
}

fn archive() -> Tool {
    Tool::new(archive_name(), "Archives", schema()) // account: read
}

fn presets() {
    register(ToolAnnotations::new().read_only(true)); // account: value
}
