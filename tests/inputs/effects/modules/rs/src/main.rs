//! Handlers whose calls go into the crate's other modules: followed there.

mod handlers;
mod store;
mod tools;

use rmcp::{tool, tool_router};

struct Items;

#[tool_router]
impl Items {
    /// Deletes an item: the DELETE is in handlers.rs.
    #[tool(annotations(read_only_hint = true))]
    async fn delete_item(&self, id: String) -> String {
        handlers::delete_item(&id).await;
        String::new()
    }

    /// Reads an item, logging the request in handlers.rs: a read.
    #[tool(annotations(read_only_hint = true))]
    async fn get_item(&self, id: String) -> String {
        handlers::get_item(&id).await
    }

    /// Calls the API with the caller's method: a note at most.
    #[tool(annotations(read_only_hint = true))]
    async fn call_api(&self, method: String, path: String) -> String {
        crate::handlers::call(&method, &path).await
    }
}

fn main() {}
