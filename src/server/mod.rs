//! Linting what a running MCP server says: start it over stdio (or reach
//! it over HTTP), learn its era, ask for its tools (`tools/list` through
//! every page), and shut it down.
//!
//! The era is probed as the 2026-07-28 specification asks of a dual-era
//! client ([`era`]): `server/discover` with the `_meta` envelope first;
//! a modern server is then listed with that envelope on every request, a
//! legacy one after `initialize` and `notifications/initialized`. Both eras
//! go through the same bounds ([`Limits`]).
//!
//! The client is written against the protocol directly, blocking, with the
//! standard library: the exchange is four messages and a few answers, and
//! the official SDK's client would bring an async runtime and its tree of
//! crates into every build.

pub mod era;
mod exchange;
mod http;
mod legacy;
mod limits;
mod lines;
pub mod location;
mod message;
mod post;
pub mod reap;
mod redact;
mod session;

use std::time::{Duration, Instant};

use serde_json::{Value, json};

use era::{MODERN_VERSIONS, Protocol, Verdict, envelope};
use exchange::{Failure, Listed};

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

/// What a request got back: its result, or the JSON-RPC error answering it.
#[derive(Debug, Clone)]
pub enum Reply {
    /// The answer with a `result`.
    Result(Answer),
    /// The `error` member of an answer.
    Error(Value),
}

/// A way of exchanging JSON-RPC messages with a server.
pub trait Transport {
    /// Sends a request and returns its result or its error (answering the
    /// server's own requests meanwhile).
    fn call(&mut self, method: &str, params: Value) -> Result<Reply, String>;
    /// Sends a request and returns its answer; a JSON-RPC error is an
    /// error.
    fn request(&mut self, method: &str, params: Value) -> Result<Answer, String> {
        match self.call(method, params)? {
            Reply::Result(answer) => Ok(answer),
            Reply::Error(error) => Err(format!("{method} answered with an error: {error}")),
        }
    }
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
    /// The name the server gave in `initialize` (`serverInfo.name`) or in
    /// `server/discover`, when it is a plain name.
    pub server_name: Option<String>,
    /// The era, revision and transport spoken.
    pub protocol: Protocol,
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

/// The longest a stdio server's answer to the `server/discover` probe is
/// awaited (at most half of `--timeout`) before it is taken for legacy.
const PROBE_TIMEOUT: Duration = Duration::from_secs(10);

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
/// `headers` with every request: a modern POST of `server/discover` first,
/// then, for a legacy server, `initialize` over Streamable HTTP, then the
/// legacy HTTP+SSE transport.
pub fn capture_url(
    url: &str,
    headers: &[(String, String)],
    timeout: Duration,
    answer_bytes: usize,
) -> Result<Capture, ServerError> {
    let limits = Limits::new(timeout, answer_bytes);
    // What the server says back may echo a header's value.
    let to_error = |(phase, message): Failure| ServerError {
        phase,
        message: redact::mask_headers(&message, headers),
        stderr_tail: Vec::new(),
    };
    let mut session = HttpSession::new(url, headers, limits, Some(MODERN_VERSIONS[0]));
    let mut version = MODERN_VERSIONS[0];
    let mut retried = false;
    let (listed, protocol) = loop {
        let probed = session.call("server/discover", json!({"_meta": envelope(version)}));
        let (verdict, name) = match probed {
            Ok(Reply::Result(answer)) => (
                era::of_result(&answer.result),
                exchange::discovered_name(&answer.result),
            ),
            Ok(Reply::Error(error)) => (era::of_error(&error, retried), None),
            // A refusal without a modern error in its body: a legacy server
            // (or one of the HTTP+SSE transport): "anything else identifies
            // a legacy server". Credentials refused, a redirect or no answer
            // at all tell nothing of the era.
            Err(message) => match session.refused() {
                Some(status) if status != 401 && status != 403 => (
                    Verdict::Legacy(
                        era::LEGACY_DEFAULT,
                        format!(
                            "the modern POST of server/discover was refused with HTTP {status}"
                        ),
                    ),
                    None,
                ),
                _ => return Err(to_error(("server/discover", message))),
            },
        };
        match verdict {
            Verdict::Modern(spoken) => {
                let listed = exchange::modern(&mut session, limits, &spoken, name);
                session.close();
                break (listed.map_err(to_error)?, modern_over("Streamable HTTP"));
            }
            Verdict::Retry(again) => {
                retried = true;
                session.set_modern(&again);
                version = MODERN_VERSIONS
                    .iter()
                    .find(|known| **known == again)
                    .copied()
                    .unwrap_or(version);
            }
            Verdict::Legacy(asked, because) => {
                session.set_legacy(asked);
                break legacy_over_http(session, url, headers, limits, asked, because)
                    .map_err(to_error)?;
            }
            Verdict::Fail(message) => return Err(to_error(("server/discover", message))),
        }
    };
    Ok(Capture {
        tools: listed.tools,
        skipped_lines: Vec::new(),
        stderr: Vec::new(),
        server_name: listed.server_name,
        protocol: Protocol {
            version: listed.version,
            ..protocol
        },
    })
}

/// What a modern exchange over `transport` spoke (its revision is filled
/// in from the listing).
fn modern_over(transport: &'static str) -> Protocol {
    Protocol {
        modern: true,
        version: String::new(),
        transport,
        because: None,
    }
}

/// The legacy era over Streamable HTTP, falling back to HTTP+SSE.
fn legacy_over_http(
    mut session: HttpSession,
    url: &str,
    headers: &[(String, String)],
    limits: Limits,
    asked: &'static str,
    because: String,
) -> Result<(Listed, Protocol), Failure> {
    let legacy = |transport| Protocol {
        modern: false,
        version: String::new(),
        transport,
        because: Some(because.clone()),
    };
    match exchange::legacy(&mut session, limits, asked) {
        Ok(listed) => {
            session.close();
            Ok((listed, legacy("Streamable HTTP")))
        }
        // A server of the legacy HTTP+SSE transport refuses the POST of
        // `initialize` (400, 404 or 405): open its event stream instead.
        Err(Err(("initialize", _))) if session.refused_post() => {
            let mut sse = LegacySession::connect(url, headers, limits)
                .map_err(|message| ("initialize", message))?;
            let listed = exchange::legacy(&mut sse, limits, asked).map_err(initialize_error)?;
            Ok((listed, legacy("HTTP+SSE")))
        }
        // A modern server that the probe missed names its revisions.
        Err(Ok(error)) if era::modern_in(&error).is_some() => {
            let spoken = era::modern_in(&error).unwrap_or_default();
            session.set_modern(&spoken);
            let listed = exchange::modern(&mut session, limits, &spoken, None)?;
            Ok((listed, modern_over("Streamable HTTP")))
        }
        Err(failure) => Err(initialize_error(failure)),
    }
}

/// A failed legacy exchange as a failure of its phase.
fn initialize_error(failure: Result<Value, Failure>) -> Failure {
    match failure {
        Ok(error) => (
            "initialize",
            format!("initialize answered with an error: {error}"),
        ),
        Err(failure) => failure,
    }
}

/// Starts the server, learns its era, lists its tools and shuts it down
/// (with everything it started), all within the timeout. A server that
/// exits when probed is started again for `initialize`.
pub fn capture(server: &ServerCommand) -> Result<Capture, ServerError> {
    let limits = Limits::new(server.timeout, server.answer_bytes);
    let mut session = Session::start(server, limits)?;
    let mut outcome = over_stdio(&mut session, limits);
    let mut earlier = (Vec::new(), Vec::new());
    if let Opened::Restart(because) = outcome {
        earlier = session.shut_down();
        session = Session::start(server, limits)?;
        outcome = Opened::Done(legacy_over_stdio(
            &mut session,
            limits,
            era::LEGACY_DEFAULT,
            because,
        ));
    }
    let (mut skipped_lines, mut stderr) = session.shut_down();
    skipped_lines.splice(0..0, earlier.0);
    stderr.splice(0..0, earlier.1);
    let result = match outcome {
        Opened::Done(result) => result,
        Opened::Restart(because) => Err(("server/discover", because)),
    };
    let (listed, protocol) = result.map_err(|(phase, message)| ServerError {
        phase,
        message,
        stderr_tail: stderr.iter().rev().take(10).rev().cloned().collect(),
    })?;
    Ok(Capture {
        tools: listed.tools,
        skipped_lines,
        stderr,
        server_name: listed.server_name,
        protocol: Protocol {
            version: listed.version,
            ..protocol
        },
    })
}

/// How the stdio probe ended.
enum Opened {
    /// The exchange is over.
    Done(Result<(Listed, Protocol), Failure>),
    /// The server closed its stdout when probed (some legacy servers exit
    /// on any request before `initialize`): start it again, legacy.
    Restart(String),
}

/// Probes a stdio server with `server/discover` and lists its tools in
/// the era the probe shows.
fn over_stdio(session: &mut Session, limits: Limits) -> Opened {
    let window = PROBE_TIMEOUT.min(limits.timeout / 2);
    let probe_until = (Instant::now() + window).min(limits.deadline);
    let mut version = MODERN_VERSIONS[0];
    let mut retried = false;
    loop {
        session.set_deadline(probe_until);
        let probed = session.call("server/discover", json!({"_meta": envelope(version)}));
        session.set_deadline(limits.deadline);
        let (verdict, name) = match probed {
            Ok(Reply::Result(answer)) => (
                era::of_result(&answer.result),
                exchange::discovered_name(&answer.result),
            ),
            Ok(Reply::Error(error)) => (era::of_error(&error, retried), None),
            Err(_) if session.is_closed() => {
                return Opened::Restart(
                    "the server closed its stdout when probed with server/discover".to_owned(),
                );
            }
            Err(_) if Instant::now() < limits.deadline && Instant::now() >= probe_until => (
                Verdict::Legacy(
                    era::LEGACY_DEFAULT,
                    format!(
                        "server/discover had no answer within {} s",
                        window.as_secs_f32()
                    ),
                ),
                None,
            ),
            Err(message) => return Opened::Done(Err(("server/discover", message))),
        };
        let done = match verdict {
            Verdict::Modern(spoken) => exchange::modern(session, limits, &spoken, name)
                .map(|listed| (listed, modern_over("stdio"))),
            Verdict::Retry(again) => {
                retried = true;
                version = MODERN_VERSIONS
                    .iter()
                    .find(|known| **known == again)
                    .copied()
                    .unwrap_or(version);
                continue;
            }
            Verdict::Legacy(asked, because) => legacy_over_stdio(session, limits, asked, because),
            Verdict::Fail(message) => Err(("server/discover", message)),
        };
        return Opened::Done(done);
    }
}

/// The legacy era over stdio; an `initialize` answered with the modern
/// revisions (a slow modern server the probe gave up on) goes modern.
fn legacy_over_stdio(
    session: &mut Session,
    limits: Limits,
    asked: &'static str,
    because: String,
) -> Result<(Listed, Protocol), Failure> {
    match exchange::legacy(session, limits, asked) {
        Ok(listed) => Ok((
            listed,
            Protocol {
                modern: false,
                version: String::new(),
                transport: "stdio",
                because: Some(because),
            },
        )),
        Err(Ok(error)) if era::modern_in(&error).is_some() => {
            let spoken = era::modern_in(&error).unwrap_or_default();
            let listed = exchange::modern(session, limits, &spoken, None)?;
            Ok((listed, modern_over("stdio")))
        }
        Err(failure) => Err(initialize_error(failure)),
    }
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
