//! Effect kinds the other fixtures of Rust do not show: an SQL statement,
//! a database SDK's insert, mail sent and a GraphQL mutation, each behind
//! read_only_hint = true.

use rmcp::{tool, tool_router};

struct Kinds {
    pool: sqlx::PgPool,
    users: mongodb::Collection<String>,
    client: reqwest::Client,
    mailer: lettre::AsyncSmtpTransport<lettre::Tokio1Executor>,
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

    /// Mails the team.
    #[tool(annotations(read_only_hint = true))]
    async fn notify(&self, email: lettre::Message) -> String {
        self.mailer.send(email).await.ok();
        String::new()
    }

    /// Creates an issue over GraphQL: a mutation, sent through the builder.
    #[tool(annotations(read_only_hint = true))]
    async fn create_issue(&self) -> String {
        self.client
            .post("https://api.example.com/graphql")
            .body(r#"{"query": "mutation { closeIssues { id } }"}"#)
            .send()
            .await
            .ok();
        String::new()
    }
}
