//! Effect kinds the other fixtures of Rust do not show: an SQL statement
//! and a database SDK's insert, each behind read_only_hint = true.

use rmcp::{tool, tool_router};

struct Kinds {
    pool: sqlx::PgPool,
    users: mongodb::Collection<String>,
}

#[tool_router]
impl Kinds {
    /// Purges the expired sessions.
    #[tool(annotations(read_only_hint = true))]
    async fn purge_sessions(&self) -> String {
        sqlx::query("DELETE FROM sessions WHERE expires < now()").execute(&self.pool).await.ok();
        String::new()
    }

    /// Adds a user.
    #[tool(annotations(read_only_hint = true))]
    async fn add_user(&self, name: String) -> String {
        self.users.insert_one(name).await.ok();
        String::new()
    }
}
