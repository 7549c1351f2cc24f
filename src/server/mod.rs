//! Linting what a running MCP server says: start it over stdio, ask for its
//! tools (`initialize`, `notifications/initialized`, `tools/list` through
//! every page), and shut it down.
//!
//! The client is written against the protocol directly, blocking, with the
//! standard library: the exchange is four messages and a few answers, and
//! the official SDK's client would bring an async runtime and its tree of
//! crates into every build.

mod http;
mod legacy;
mod limits;
mod lines;
pub mod location;
mod post;
pub mod reap;
mod redact;
mod session;

use std::collections::HashSet;
use std::time::Duration;

use serde_json::value::RawValue;
use serde_json::{Value, json};

pub use http::HttpSession;
pub use legacy::LegacySession;
pub use limits::{DEFAULT_ANSWER_BYTES, Limits};
pub use redact::redact_url;
pub use session::Session;

/// An answer to one of hintlint's requests: its result, and the message
/// exactly as the server sent it.
#[derive(Debug, Clone)]
pub struct Answer {
    /// The `result` member.
    pub result: Value,
    /// The whole JSON-RPC message as received.
    pub raw: String,
}

/// A way of exchanging JSON-RPC messages with a server.
pub trait Transport {
    /// Sends a request and returns its answer (answering the server's own
    /// requests meanwhile).
    fn request(&mut self, method: &str, params: Value) -> Result<Answer, String>;
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
    /// Bound on the whole exchange, from starting to the last page.
    pub timeout: Duration,
    /// The size limit of one answer, and of all pages together.
    pub answer_bytes: usize,
}

/// A server's answer to `tools/list`, every page joined.
#[derive(Debug, Clone, PartialEq)]
pub struct Capture {
    /// The tools, in the order the server listed them, each exactly as the
    /// server wrote it (repeated keys, big numbers and all).
    pub tools: Vec<String>,
    /// Lines on stdout that were not JSON-RPC (banners), skipped.
    pub skipped_lines: Vec<String>,
    /// What the server wrote on stderr.
    pub stderr: Vec<String>,
    /// The name the server gave in `initialize` (`serverInfo.name`), when
    /// it is a plain name.
    pub server_name: Option<String>,
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

/// A server name safe to put in a URI: letters, digits and `-_.@/`, at
/// most 100 of them.
fn is_plain_name(name: &str) -> bool {
    !name.is_empty()
        && name.len() <= 100
        && name
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || "-_.@/".contains(c))
}

/// Lists the tools of the Streamable HTTP server at `url`, sending
/// `headers` with every request.
pub fn capture_url(
    url: &str,
    headers: &[(String, String)],
    timeout: Duration,
    answer_bytes: usize,
) -> Result<Capture, ServerError> {
    let limits = Limits::new(timeout, answer_bytes);
    // What the server says back may echo a header's value.
    let to_error = |(phase, message): (&'static str, String)| ServerError {
        phase,
        message: redact::mask_headers(&message, headers),
        stderr_tail: Vec::new(),
    };
    let mut session = HttpSession::new(url, headers, limits);
    let (tools, server_name) = match exchange(&mut session, limits) {
        Ok(listed) => {
            session.close();
            listed
        }
        // A server of the legacy HTTP+SSE transport refuses the POST of
        // `initialize` (400, 404 or 405): open its event stream instead.
        Err(("initialize", _)) if session.refused_post() => {
            let mut legacy = LegacySession::connect(url, headers, limits)
                .map_err(|message| to_error(("initialize", message)))?;
            exchange(&mut legacy, limits).map_err(to_error)?
        }
        Err(failure) => return Err(to_error(failure)),
    };
    Ok(Capture {
        tools,
        skipped_lines: Vec::new(),
        stderr: Vec::new(),
        server_name,
    })
}

/// Starts the server, lists its tools and shuts it down (with everything
/// it started), all within the timeout.
pub fn capture(server: &ServerCommand) -> Result<Capture, ServerError> {
    let limits = Limits::new(server.timeout, server.answer_bytes);
    let mut session = Session::start(server, limits)?;
    let result = exchange(&mut session, limits);
    let (skipped_lines, stderr) = session.shut_down();
    let (tools, server_name) = result.map_err(|(phase, message)| ServerError {
        phase,
        message,
        stderr_tail: stderr.iter().rev().take(10).rev().cloned().collect(),
    })?;
    Ok(Capture {
        tools,
        skipped_lines,
        stderr,
        server_name,
    })
}

/// One `tools/list` page, its tools kept as the server wrote them.
#[derive(serde::Deserialize)]
struct Page<'a> {
    #[serde(borrow)]
    result: PageResult<'a>,
}

#[derive(serde::Deserialize)]
struct PageResult<'a> {
    #[serde(borrow)]
    tools: Vec<&'a RawValue>,
    #[serde(rename = "nextCursor")]
    next_cursor: Option<Value>,
}

/// The tools of a server, each as it wrote them, and the name it gave.
type Listed = (Vec<String>, Option<String>);

fn exchange(
    session: &mut impl Transport,
    limits: Limits,
) -> Result<Listed, (&'static str, String)> {
    let initialized = session
        .request(
            "initialize",
            json!({
                "protocolVersion": PROTOCOL_VERSION,
                "capabilities": {"roots": {"listChanged": false}},
                "clientInfo": {"name": "hintlint", "version": env!("CARGO_PKG_VERSION")},
            }),
        )
        .map_err(|message| ("initialize", message))?;
    let server_name = initialized
        .result
        .pointer("/serverInfo/name")
        .and_then(Value::as_str)
        .filter(|name| is_plain_name(name))
        .map(str::to_owned);
    session
        .notify("notifications/initialized")
        .map_err(|message| ("notifications/initialized", message))?;
    let mut tools = Vec::new();
    let mut total = 0;
    let mut cursor: Option<String> = None;
    let mut seen: HashSet<String> = HashSet::new();
    for _ in 0..limits::MAX_PAGES {
        let params = match &cursor {
            Some(cursor) => json!({"cursor": cursor}),
            None => json!({}),
        };
        let answer = session
            .request("tools/list", params)
            .map_err(|message| ("tools/list", message))?;
        total += answer.raw.len();
        if total > limits.answer_bytes {
            return Err((
                "tools/list",
                limits.too_large("the answer, all pages together"),
            ));
        }
        let page: Page<'_> = serde_json::from_str(&answer.raw)
            .map_err(|_| ("tools/list", "the answer holds no `tools` array".to_owned()))?;
        tools.extend(page.result.tools.iter().map(|tool| tool.get().to_owned()));
        match page.result.next_cursor {
            Some(Value::String(next)) if !next.is_empty() => {
                if !seen.insert(next.clone()) {
                    return Err((
                        "tools/list",
                        format!("the server repeated the cursor {next:?}: its pages never end"),
                    ));
                }
                cursor = Some(next);
            }
            _ => return Ok((tools, server_name)),
        }
    }
    Err((
        "tools/list",
        format!("more than {} pages", limits::MAX_PAGES),
    ))
}

impl Capture {
    /// The capture as a JSON-RPC response to `tools/list`, one tool a line,
    /// each exactly as the server sent it: what is linted, and what
    /// `--save` writes.
    pub fn to_response(&self) -> String {
        let mut text = String::from("{\"jsonrpc\": \"2.0\", \"id\": 2, \"result\": {\"tools\": [");
        for (index, tool) in self.tools.iter().enumerate() {
            text.push_str(if index == 0 { "\n  " } else { ",\n  " });
            text.push_str(tool);
        }
        text.push_str(if self.tools.is_empty() {
            "]}}\n"
        } else {
            "\n]}}\n"
        });
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
