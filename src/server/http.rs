//! The Streamable HTTP transport: every message is a POST; an answer comes
//! back as JSON or as a server-sent event stream, and the session id the
//! server gives on `initialize` goes with every later message.

use std::io::{BufRead, BufReader};
use std::time::Duration;

use serde_json::{Value, json};

use super::{PROTOCOL_VERSION, Transport, answer_to};

/// A session with a Streamable HTTP server.
pub struct HttpSession {
    agent: ureq::Agent,
    url: String,
    session_id: Option<String>,
    next_id: u64,
}

impl HttpSession {
    /// A session with the server at `url`; every exchange is bounded by
    /// `timeout`.
    pub fn new(url: &str, timeout: Duration) -> HttpSession {
        let agent: ureq::Agent = ureq::Agent::config_builder()
            .timeout_global(Some(timeout))
            .http_status_as_error(false)
            .build()
            .into();
        HttpSession {
            agent,
            url: url.to_owned(),
            session_id: None,
            next_id: 1,
        }
    }

    /// POSTs one message; returns the response's messages (none for 202).
    fn post(&mut self, message: &Value) -> Result<Vec<Value>, String> {
        let mut request = self
            .agent
            .post(&self.url)
            .header("Content-Type", "application/json")
            .header("Accept", "application/json, text/event-stream")
            .header("MCP-Protocol-Version", PROTOCOL_VERSION);
        if let Some(session) = &self.session_id {
            request = request.header("Mcp-Session-Id", session);
        }
        let mut response = request
            .send(message.to_string())
            .map_err(|error| format!("cannot reach {}: {error}", self.url))?;
        let status = response.status();
        if !status.is_success() {
            let body = response.body_mut().read_to_string().unwrap_or_default();
            return Err(format!("HTTP {status}: {}", body.trim()));
        }
        if let Some(session) = response
            .headers()
            .get("mcp-session-id")
            .and_then(|value| value.to_str().ok())
        {
            self.session_id = Some(session.to_owned());
        }
        let is_stream = response
            .headers()
            .get("content-type")
            .and_then(|value| value.to_str().ok())
            .is_some_and(|kind| kind.starts_with("text/event-stream"));
        if status.as_u16() == 202 {
            return Ok(Vec::new());
        }
        if !is_stream {
            let body = response
                .body_mut()
                .read_to_string()
                .map_err(|error| format!("cannot read the answer: {error}"))?;
            if body.trim().is_empty() {
                return Ok(Vec::new());
            }
            return match serde_json::from_str::<Value>(&body) {
                Ok(Value::Array(batch)) => Ok(batch),
                Ok(single) => Ok(vec![single]),
                Err(error) => Err(format!("the answer is not JSON: {error}")),
            };
        }
        // An event stream: read events until the one answering this
        // message (the server may keep the stream open after it).
        let wanted = message.get("id").cloned();
        let mut messages = Vec::new();
        let mut data = String::new();
        let reader = BufReader::new(response.body_mut().as_reader());
        for line in reader.lines() {
            let line = line.map_err(|error| format!("cannot read the event stream: {error}"))?;
            if let Some(payload) = line.strip_prefix("data:") {
                data.push_str(payload.trim_start());
                continue;
            }
            if !line.is_empty() || data.is_empty() {
                continue;
            }
            let event = std::mem::take(&mut data);
            if let Ok(parsed) = serde_json::from_str::<Value>(&event) {
                let answers = parsed.get("id") == wanted.as_ref() && parsed.get("method").is_none();
                messages.push(parsed);
                if answers {
                    break;
                }
            }
        }
        Ok(messages)
    }

    /// Ends the session (a DELETE, as the transport asks; errors ignored).
    pub fn close(self) {
        if let Some(session) = &self.session_id {
            let _ = self
                .agent
                .delete(&self.url)
                .header("Mcp-Session-Id", session)
                .call();
        }
    }
}

impl Transport for HttpSession {
    fn request(&mut self, method: &str, params: Value) -> Result<Value, String> {
        let id = self.next_id;
        self.next_id += 1;
        let mut pending =
            self.post(&json!({"jsonrpc": "2.0", "id": id, "method": method, "params": params}))?;
        // Requests the server sent on the stream are answered by POSTs of
        // their own.
        while !pending.is_empty() {
            let mut later = Vec::new();
            for message in pending {
                if let (Some(request), Some(request_id)) = (
                    message.get("method").and_then(Value::as_str),
                    message.get("id"),
                ) {
                    later.extend(self.post(&answer_to(request, request_id))?);
                    continue;
                }
                if message.get("id") == Some(&json!(id)) {
                    if let Some(error) = message.get("error") {
                        return Err(format!("{method} answered with an error: {error}"));
                    }
                    return Ok(message.get("result").cloned().unwrap_or(Value::Null));
                }
            }
            pending = later;
        }
        Err(format!("no answer to {method}"))
    }

    fn notify(&mut self, method: &str) -> Result<(), String> {
        self.post(&json!({"jsonrpc": "2.0", "method": method}))
            .map(|_| ())
    }
}
