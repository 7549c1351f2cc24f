use super::Store;

impl Store {
    pub async fn write_note(&self, name: &str, text: &str) -> Result<(), String> {
        tokio::fs::write(self.root.join(name), text)
            .await
            .map_err(|error| error.to_string())
    }
}
