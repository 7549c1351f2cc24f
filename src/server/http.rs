//! The Streamable HTTP transport: every message is a POST; an answer comes
//! back as JSON or as a server-sent event stream. In the legacy era the
//! session id the server gives on `initialize` goes with every later
//! message; in the modern era there is no session, and every POST carries
//! `MCP-Protocol-Version` (the revision of its `_meta`) and `Mcp-Method`.
//! hintlint sends no method that takes `Mcp-Name` (`tools/call`,
//! `resources/read`, `prompts/get`).
//!
//! Bounded like the stdio client: every request gets what is left of the
//! exchange's deadline, every body and event the answer size limit, the
//! server's own requests are answered as they arrive on the stream (and
//! counted), and no redirect is followed, so that the session id never
//! travels to a host the user did not name.

use serde_json::{Value, json};

use super::era::LEGACY_DEFAULT;
use super::limits::{Limits, MAX_OTHER_MESSAGES, MAX_SERVER_REQUESTS};
use super::lines::{Line, for_each_line};
use super::post::{agent, post_message};
use super::{Answer, Reply, Transport, answer_to, redact_url};

/// A session with a Streamable HTTP server.
pub struct HttpSession {
    agent: ureq::Agent,
    url: String,
    session_id: Option<String>,
    next_id: u64,
    limits: Limits,
    headers: Vec<(String, String)>,
    /// The status of the last answer that was not a success.
    refused: Option<u16>,
    /// The modern revision every request is sent at; `None` in the legacy
    /// era.
    modern: Option<String>,
    /// The legacy revision `initialize` asks for, sent as the header.
    legacy: &'static str,
}

/// The most of a refusal's body read, for its JSON-RPC error.
const REFUSAL_BYTES: u64 = 64 * 1024;

/// What the messages of one exchange counted so far.
#[derive(Default)]
struct Counts {
    requests: usize,
    others: usize,
}

impl HttpSession {
    /// A session with the server at `url` that sends `headers` (say,
    /// `Authorization`) with every request, bounded by `limits`; modern
    /// (no session, the revision's headers) when `modern` names a revision.
    pub fn new(
        url: &str,
        headers: &[(String, String)],
        limits: Limits,
        modern: Option<&str>,
    ) -> HttpSession {
        let agent = agent();
        HttpSession {
            agent,
            url: url.to_owned(),
            session_id: None,
            next_id: 1,
            limits,
            headers: headers.to_vec(),
            refused: None,
            modern: modern.map(str::to_owned),
            legacy: LEGACY_DEFAULT,
        }
    }

    /// Sends the following requests in the legacy era, at `version`.
    pub fn set_legacy(&mut self, version: &'static str) {
        self.modern = None;
        self.legacy = version;
    }

    /// Sends the following requests at the modern revision `version`.
    pub fn set_modern(&mut self, version: &str) {
        self.modern = Some(version.to_owned());
    }

    /// POSTs `message` and handles the messages of the response: the
    /// server's requests are answered at once; the answer to `wanted` is
    /// returned when it comes.
    fn exchange(
        &mut self,
        message: &Value,
        wanted: Option<&Value>,
        counts: &mut Counts,
    ) -> Result<Option<Reply>, String> {
        let mut transport_headers = vec![("Accept", "application/json, text/event-stream")];
        match &self.modern {
            Some(version) => {
                transport_headers.push(("MCP-Protocol-Version", version));
                if let Some(method) = message.get("method").and_then(Value::as_str) {
                    transport_headers.push(("Mcp-Method", method));
                }
            }
            None => {
                transport_headers.push(("MCP-Protocol-Version", self.legacy));
                if let Some(session) = &self.session_id {
                    transport_headers.push(("Mcp-Session-Id", session));
                }
            }
        }
        let mut response = post_message(
            &self.agent,
            &self.url,
            &transport_headers,
            &self.headers,
            self.limits,
            message,
        )?;
        let status = response.status();
        if status.is_redirection() {
            let target = response
                .headers()
                .get("location")
                .and_then(|value| value.to_str().ok())
                .map_or_else(|| "elsewhere".to_owned(), redact_url);
            return Err(format!(
                "HTTP {status}: the server redirects to {target}; hintlint follows no redirect \
                 (it would carry the session to another address): give the final URL"
            ));
        }
        let limit = self.limits.answer_bytes;
        if !status.is_success() {
            self.refused = Some(status.as_u16());
            let body = response
                .body_mut()
                .with_config()
                .limit(REFUSAL_BYTES.min(limit as u64))
                .read_to_string()
                .unwrap_or_default();
            // A modern server refuses with a JSON-RPC error in the body
            // (400 for an unsupported version): the era is read from it.
            if self.modern.is_some()
                && matches!(status.as_u16(), 400 | 404)
                && let Ok(refusal) = super::message::parse(&body)
                && let Some(error) = refusal.get("error").filter(|error| error.is_object())
            {
                return Ok(Some(Reply::Error(error.clone())));
            }
            let body: String = body.chars().take(4096).collect();
            let hint = match status.as_u16() {
                401 | 403 if self.headers.is_empty() => {
                    " (the server wants credentials: --header 'Authorization: Bearer ${TOKEN}' \
                     sends them, read from the environment)"
                }
                401 | 403 => " (the credentials sent with --header were refused)",
                _ => "",
            };
            return Err(format!("HTTP {status}{hint}: {}", body.trim()));
        }
        // The modern era has no session: an id given anyway is ignored.
        if let Some(session) = response
            .headers()
            .get("mcp-session-id")
            .and_then(|value| value.to_str().ok())
            .filter(|_| self.modern.is_none())
        {
            self.session_id = Some(session.to_owned());
        }
        let is_stream = response
            .headers()
            .get("content-type")
            .and_then(|value| value.to_str().ok())
            .is_some_and(|kind| kind.starts_with("text/event-stream"));
        if status.as_u16() == 202 {
            return Ok(None);
        }
        if !is_stream {
            let body = response
                .body_mut()
                .with_config()
                .limit(limit as u64)
                .read_to_string()
                .map_err(|error| match error {
                    ureq::Error::BodyExceedsLimit(_) => self.limits.too_large("the answer"),
                    other => format!("cannot read the answer: {other}"),
                })?;
            if body.trim().is_empty() {
                return Ok(None);
            }
            let messages = super::message::parse_body(&body)
                .map_err(|error| format!("the answer is not JSON: {error}"))?;
            for (message, raw) in messages {
                if let Some(answer) = self.handle(message, raw, wanted, counts)? {
                    return Ok(Some(answer));
                }
            }
            return Ok(None);
        }
        // An event stream: handle each event as it comes, until the answer.
        let mut data = String::new();
        let mut outcome: Result<Option<Reply>, String> = Ok(None);
        let reader = response.body_mut().with_config().limit(u64::MAX).reader();
        for_each_line(reader, limit, |line| {
            let line = match line {
                Line::Text(line) => line,
                Line::NotUtf8(_) => {
                    outcome = Err("the event stream is not UTF-8".to_owned());
                    return false;
                }
                Line::TooLong => {
                    outcome = Err(self.limits.too_large("an event of the stream"));
                    return false;
                }
            };
            if let Some(payload) = line.strip_prefix("data:") {
                if data.len() + payload.len() > limit {
                    outcome = Err(self.limits.too_large("an event of the stream"));
                    return false;
                }
                data.push_str(payload.trim_start());
                return true;
            }
            if !line.is_empty() || data.is_empty() {
                return true;
            }
            let event = std::mem::take(&mut data);
            let Ok(parsed) = super::message::parse(&event) else {
                return true;
            };
            match self.handle(parsed, event, wanted, counts) {
                Ok(Some(answer)) => {
                    outcome = Ok(Some(answer));
                    false
                }
                Ok(None) => true,
                Err(error) => {
                    outcome = Err(error);
                    false
                }
            }
        });
        if outcome.as_ref().is_ok_and(Option::is_none)
            && std::time::Instant::now() >= self.limits.deadline
        {
            return Err(self.limits.timed_out("a request"));
        }
        outcome
    }

    /// One message from the server: the answer to `wanted`, a request
    /// (answered at once, by a POST of its own), or something else.
    fn handle(
        &mut self,
        message: Value,
        raw: String,
        wanted: Option<&Value>,
        counts: &mut Counts,
    ) -> Result<Option<Reply>, String> {
        if let (Some(request), Some(request_id)) = (
            message.get("method").and_then(Value::as_str),
            message.get("id"),
        ) {
            counts.requests += 1;
            if counts.requests > MAX_SERVER_REQUESTS {
                return Err(format!(
                    "the server sent more than {MAX_SERVER_REQUESTS} requests while hintlint \
                     waited for an answer"
                ));
            }
            let reply = answer_to(request, request_id);
            return self.exchange(&reply, wanted, counts);
        }
        if wanted.is_some() && message.get("id") == wanted {
            if let Some(error) = message.get("error") {
                return Ok(Some(Reply::Error(error.clone())));
            }
            return Ok(Some(Reply::Result(Answer {
                result: message.get("result").cloned().unwrap_or(Value::Null),
                raw,
            })));
        }
        counts.others += 1;
        if counts.others > MAX_OTHER_MESSAGES {
            return Err(format!(
                "the server sent more than {MAX_OTHER_MESSAGES} messages that answer nothing"
            ));
        }
        Ok(None)
    }

    /// Whether the server refused a POST the way a server of the legacy
    /// HTTP+SSE transport does (400, 404 or 405).
    pub fn refused_post(&self) -> bool {
        matches!(self.refused, Some(400 | 404 | 405))
    }

    /// The status of the last refusal, if any.
    pub fn refused(&self) -> Option<u16> {
        self.refused
    }

    /// Ends the session (a DELETE, as the transport asks; errors ignored).
    pub fn close(self) {
        if let Some(session) = &self.session_id {
            let mut request = self
                .agent
                .delete(&self.url)
                .header("Mcp-Session-Id", session);
            for (name, value) in &self.headers {
                request = request.header(name, value);
            }
            let _ = request
                .config()
                .timeout_global(Some(std::time::Duration::from_secs(2)))
                .build()
                .call();
        }
    }
}

impl Transport for HttpSession {
    fn call(&mut self, method: &str, params: Value) -> Result<Reply, String> {
        let id = self.next_id;
        self.next_id += 1;
        let message = json!({"jsonrpc": "2.0", "id": id, "method": method, "params": params});
        let wanted = json!(id);
        self.exchange(&message, Some(&wanted), &mut Counts::default())?
            .ok_or_else(|| format!("no answer to {method}"))
    }

    fn notify(&mut self, method: &str) -> Result<(), String> {
        self.exchange(
            &json!({"jsonrpc": "2.0", "method": method}),
            None,
            &mut Counts::default(),
        )
        .map(|_| ())
    }
}
