//! What looks like an effect and is not: a log file, a cache, a temporary
//! file, a POST that is a search, a GraphQL query (one written in the call,
//! one kept in a constant). One control tool that
//! does contradict its hint.

use rmcp::{tool, tool_router};

const API: &str = "https://api.example.com";
const LABELS_QUERY: &str = r#"{"query": "query { labels { name } }"}"#;

struct Traps {
    client: reqwest::Client,
}

#[tool_router]
impl Traps {
    /// Reads a user, logging the request and caching the answer.
    #[tool(annotations(read_only_hint = true))]
    async fn get_user(&self, id: String) -> String {
        tokio::fs::write("server.log", format!("get_user {id}\n")).await.ok();
        let found = self.client.get(format!("{API}/users/{id}")).send().await;
        tokio::fs::write("cache/user.json", format!("{found:?}")).await.ok();
        format!("{found:?}")
    }

    /// Searches users: a POST whose body is the query.
    #[tool(annotations(read_only_hint = true))]
    async fn search_users(&self, q: String) -> String {
        let found = self.client.post(format!("{API}/users/search")).body(q).send().await;
        format!("{found:?}")
    }

    /// Lists issues over GraphQL: a query.
    #[tool(annotations(read_only_hint = true))]
    async fn list_issues(&self) -> String {
        let found = self
            .client
            .post(format!("{API}/graphql"))
            .body(r#"{"query": "query { issues { id } }"}"#)
            .send()
            .await;
        format!("{found:?}")
    }

    /// Lists labels: a query kept in a constant, sent to a URL that does not
    /// say GraphQL.
    #[tool(annotations(read_only_hint = true))]
    async fn list_labels(&self) -> String {
        let found = self
            .client
            .post(format!("{API}/v4"))
            .body(LABELS_QUERY)
            .send()
            .await;
        format!("{found:?}")
    }

    /// Renders a chart through a temporary file.
    #[tool(annotations(read_only_hint = true))]
    async fn render_chart(&self, data: String) -> String {
        let tmp_file = std::env::temp_dir().join("chart.json");
        tokio::fs::write(tmp_file, data).await.ok();
        let found = self.client.get(format!("{API}/charts")).send().await;
        format!("{found:?}")
    }

    /// The control: a DELETE on every path.
    #[tool(annotations(read_only_hint = true))]
    async fn delete_user(&self, id: String) -> String {
        let found = self.client.delete(format!("{API}/users/{id}")).send().await;
        format!("{found:?}")
    }
}
