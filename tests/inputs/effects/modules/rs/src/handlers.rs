use std::io::Write;

const API: &str = "https://api.example.com";

pub async fn delete_item(id: &str) {
    send(id).await;
}

async fn send(id: &str) {
    let client = reqwest::Client::new();
    client.delete(format!("{API}/items/{id}")).send().await.ok();
}

pub async fn get_item(id: &str) -> String {
    if let Ok(mut log) = std::fs::OpenOptions::new().append(true).open("server.log") {
        writeln!(log, "get_item {id}").ok();
    }
    let client = reqwest::Client::new();
    let found = client.get(format!("{API}/items/{id}")).send().await;
    format!("{found:?}")
}

pub async fn call(method: &str, path: &str) -> String {
    let method = reqwest::Method::from_bytes(method.as_bytes()).unwrap_or_default();
    let client = reqwest::Client::new();
    let sent = client.request(method, format!("{API}{path}")).send().await;
    format!("{sent:?}")
}
