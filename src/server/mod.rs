//! Linting what a running MCP server says: start it over stdio, ask for its
//! tools (`initialize`, `notifications/initialized`, `tools/list` through
//! every page), and shut it down.
//!
//! The client is written against the protocol directly, blocking, with the
//! standard library: the exchange is four messages and a few answers, and
//! the official SDK's client would bring an async runtime and its tree of
//! crates into every build.

mod http;
mod session;

use std::time::Duration;

use serde_json::{Value, json};

pub use http::HttpSession;
pub use session::Session;

/// A way of exchanging JSON-RPC messages with a server.
pub trait Transport {
    /// Sends a request and returns its result (answering the server's own
    /// requests meanwhile).
    fn request(&mut self, method: &str, params: Value) -> Result<Value, String>;
    /// Sends a notification.
    fn notify(&mut self, method: &str) -> Result<(), String>;
}

/// How to start and talk to a server.
#[derive(Debug, Clone)]
pub struct ServerCommand {
    /// The program and its arguments.
    pub command: Vec<String>,
    /// Extra environment variables for the child.
    pub env: Vec<(String, String)>,
    /// Bound on starting, on each request and on shutting down.
    pub timeout: Duration,
}

/// A server's answer to `tools/list`, every page joined.
#[derive(Debug, Clone, PartialEq)]
pub struct Capture {
    /// The tools, in the order the server listed them.
    pub tools: Vec<Value>,
    /// Lines on stdout that were not JSON-RPC (banners), skipped.
    pub skipped_lines: Vec<String>,
    /// What the server wrote on stderr.
    pub stderr: Vec<String>,
}

/// Why a server could not be linted.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ServerError {
    /// The phase it failed in: `start`, `initialize`, `tools/list`.
    pub phase: &'static str,
    /// What happened.
    pub message: String,
    /// The last lines the server wrote on stderr.
    pub stderr_tail: Vec<String>,
}

impl std::fmt::Display for ServerError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "the server failed during {}: {}",
            self.phase, self.message
        )?;
        if !self.stderr_tail.is_empty() {
            write!(f, "\nits last lines on stderr:")?;
            for line in &self.stderr_tail {
                write!(f, "\n  | {line}")?;
            }
        }
        Ok(())
    }
}

/// The protocol version hintlint asks for.
const PROTOCOL_VERSION: &str = "2025-06-18";

/// Lists the tools of the Streamable HTTP server at `url`.
pub fn capture_url(url: &str, timeout: std::time::Duration) -> Result<Capture, ServerError> {
    let mut session = HttpSession::new(url, timeout);
    let tools = exchange(&mut session).map_err(|(phase, message)| ServerError {
        phase,
        message,
        stderr_tail: Vec::new(),
    })?;
    session.close();
    Ok(Capture {
        tools,
        skipped_lines: Vec::new(),
        stderr: Vec::new(),
    })
}

/// Starts the server, lists its tools and shuts it down.
pub fn capture(server: &ServerCommand) -> Result<Capture, ServerError> {
    let mut session = Session::start(server)?;
    let result = exchange(&mut session);
    let (skipped_lines, stderr) = session.shut_down();
    let tools = result.map_err(|(phase, message)| ServerError {
        phase,
        message,
        stderr_tail: stderr.iter().rev().take(10).rev().cloned().collect(),
    })?;
    Ok(Capture {
        tools,
        skipped_lines,
        stderr,
    })
}

fn exchange(session: &mut impl Transport) -> Result<Vec<Value>, (&'static str, String)> {
    session
        .request(
            "initialize",
            json!({
                "protocolVersion": PROTOCOL_VERSION,
                "capabilities": {"roots": {"listChanged": false}},
                "clientInfo": {"name": "hintlint", "version": env!("CARGO_PKG_VERSION")},
            }),
        )
        .map_err(|message| ("initialize", message))?;
    session
        .notify("notifications/initialized")
        .map_err(|message| ("initialize", message))?;
    let mut tools = Vec::new();
    let mut cursor: Option<String> = None;
    // A server that hands back the same cursor forever is cut off.
    for _ in 0..10_000 {
        let params = match &cursor {
            Some(cursor) => json!({"cursor": cursor}),
            None => json!({}),
        };
        let page = session
            .request("tools/list", params)
            .map_err(|message| ("tools/list", message))?;
        match page.get("tools") {
            Some(Value::Array(listed)) => tools.extend(listed.iter().cloned()),
            _ => return Err(("tools/list", "the answer holds no `tools` array".to_owned())),
        }
        match page.get("nextCursor").and_then(Value::as_str) {
            Some(next) if !next.is_empty() => cursor = Some(next.to_owned()),
            _ => return Ok(tools),
        }
    }
    Err(("tools/list", "more than 10,000 pages".to_owned()))
}

impl Capture {
    /// The capture as a JSON-RPC response to `tools/list`, pretty-printed:
    /// what is linted, and what `--save` writes.
    pub fn to_response(&self) -> String {
        let response = json!({"jsonrpc": "2.0", "id": 2, "result": {"tools": self.tools}});
        let mut text = serde_json::to_string_pretty(&response).unwrap_or_default();
        text.push('\n');
        text
    }
}

/// hintlint's answer to a request the server sends it.
fn answer_to(method: &str, id: &Value) -> Value {
    match method {
        "ping" => json!({"jsonrpc": "2.0", "id": id, "result": {}}),
        "roots/list" => json!({"jsonrpc": "2.0", "id": id, "result": {"roots": []}}),
        other => json!({"jsonrpc": "2.0", "id": id,
            "error": {"code": -32601, "message": format!("hintlint does not support {other}")}}),
    }
}
