//! The legacy HTTP+SSE transport (protocol 2024-11-05), for servers that
//! speak only that: a GET opens an event stream whose first `endpoint`
//! event names the URL to POST messages to; every answer comes back on the
//! stream. Bounded like the Streamable HTTP client: the stream is read on a
//! thread of its own with the answer size limit on every event, the whole
//! exchange has the run's deadline, and the endpoint must be on the same
//! origin as the URL given (the headers never travel elsewhere).

use std::sync::mpsc::{Receiver, RecvTimeoutError, channel};

use serde_json::{Value, json};

use super::limits::{Limits, MAX_OTHER_MESSAGES, MAX_SERVER_REQUESTS};
use super::lines::{Line, for_each_line};
use super::post::{agent, post_message};
use super::{Answer, Reply, Transport, answer_to, redact_url};

/// What the stream thread hands over.
enum Event {
    /// The URL (as written) to POST messages to.
    Endpoint(String),
    /// The data of a `message` event.
    Message(String),
    /// The stream ended or failed.
    Closed(String),
}

/// A session over the legacy transport.
pub struct LegacySession {
    agent: ureq::Agent,
    post_url: String,
    headers: Vec<(String, String)>,
    limits: Limits,
    next_id: u64,
    events: Receiver<Event>,
}

impl LegacySession {
    /// Opens the event stream at `url` and waits for its endpoint.
    pub fn connect(
        url: &str,
        headers: &[(String, String)],
        limits: Limits,
    ) -> Result<LegacySession, String> {
        let agent = agent();
        let mut request = agent.get(url).header("Accept", "text/event-stream");
        for (name, value) in headers {
            request = request.header(name, value);
        }
        let response = request
            .config()
            .timeout_global(Some(limits.left()))
            .build()
            .call()
            .map_err(|error| match error {
                ureq::Error::Timeout(_) => limits.timed_out("opening the event stream"),
                other => format!(
                    "cannot reach {}: {}",
                    redact_url(url),
                    redact_url(&other.to_string())
                ),
            })?;
        let status = response.status();
        if !status.is_success() {
            return Err(format!(
                "HTTP {status} to the POST of Streamable HTTP and to the GET of the legacy \
                 HTTP+SSE transport: is {} an MCP endpoint?",
                redact_url(url)
            ));
        }
        let (sender, events) = channel();
        let limit = limits.answer_bytes;
        let reader = response
            .into_body()
            .into_with_config()
            .limit(u64::MAX)
            .reader();
        std::thread::spawn(move || {
            let mut name = String::new();
            let mut data = String::new();
            let mut closing = "the server closed the event stream".to_owned();
            for_each_line(reader, limit, |line| {
                let line = match line {
                    Line::Text(line) => line,
                    Line::NotUtf8(_) => {
                        closing = "the event stream is not UTF-8".to_owned();
                        return false;
                    }
                    Line::TooLong => {
                        closing = "an event of the stream is over the answer size limit".to_owned();
                        return false;
                    }
                };
                if let Some(value) = line.strip_prefix("event:") {
                    name = value.trim().to_owned();
                } else if let Some(payload) = line.strip_prefix("data:") {
                    if data.len() + payload.len() > limit {
                        closing = "an event of the stream is over the answer size limit".to_owned();
                        return false;
                    }
                    data.push_str(payload.trim_start());
                } else if line.is_empty() && !data.is_empty() {
                    let payload = std::mem::take(&mut data);
                    let event = if name == "endpoint" {
                        Event::Endpoint(payload)
                    } else {
                        Event::Message(payload)
                    };
                    name.clear();
                    // The receiver is gone once the exchange ended.
                    return sender.send(event).is_ok();
                }
                true
            });
            let _ = sender.send(Event::Closed(closing));
        });
        let endpoint = match receive(&events, limits)? {
            Event::Endpoint(endpoint) => endpoint,
            Event::Message(_) => {
                return Err("the event stream did not start with an `endpoint` event".to_owned());
            }
            Event::Closed(why) => return Err(why),
        };
        Ok(LegacySession {
            agent,
            post_url: same_origin(url, &endpoint)?,
            headers: headers.to_vec(),
            limits,
            next_id: 1,
            events,
        })
    }

    /// POSTs one message to the endpoint.
    fn post(&self, message: &Value) -> Result<(), String> {
        let response = post_message(
            &self.agent,
            &self.post_url,
            &[],
            &self.headers,
            self.limits,
            message,
        )?;
        if response.status().is_success() {
            Ok(())
        } else {
            Err(format!("HTTP {} to a posted message", response.status()))
        }
    }
}

/// The next event, within the deadline.
fn receive(events: &Receiver<Event>, limits: Limits) -> Result<Event, String> {
    match events.recv_timeout(limits.left()) {
        Ok(event) => Ok(event),
        Err(RecvTimeoutError::Timeout) => Err(limits.timed_out("waiting on the event stream")),
        Err(RecvTimeoutError::Disconnected) => Err("the event stream ended".to_owned()),
    }
}

/// The origin of `url`: `https://host:port`.
fn origin(url: &str) -> Option<&str> {
    let scheme_end = url.find("://")? + 3;
    let end = url[scheme_end..]
        .find(['/', '?', '#'])
        .map_or(url.len(), |at| scheme_end + at);
    Some(&url[..end])
}

/// The endpoint as an absolute URL on the origin of `url`; an endpoint on
/// another origin is refused.
fn same_origin(url: &str, endpoint: &str) -> Result<String, String> {
    let Some(base) = origin(url) else {
        return Err(format!("{} is not an absolute URL", redact_url(url)));
    };
    if endpoint.contains("://") {
        if origin(endpoint).is_some_and(|other| other.eq_ignore_ascii_case(base)) {
            return Ok(endpoint.to_owned());
        }
        return Err(format!(
            "the server names the endpoint {} on another origin; hintlint sends the headers \
             only to the origin of the URL given",
            redact_url(endpoint)
        ));
    }
    if endpoint.starts_with('/') {
        return Ok(format!("{base}{endpoint}"));
    }
    let path = &url[base.len()..];
    let path = path.split(['?', '#']).next().unwrap_or(path);
    let folder = path.rsplit_once('/').map_or("", |(folder, _)| folder);
    Ok(format!("{base}{folder}/{endpoint}"))
}

impl Transport for LegacySession {
    fn call(&mut self, method: &str, params: Value) -> Result<Reply, String> {
        let id = self.next_id;
        self.next_id += 1;
        self.post(&json!({"jsonrpc": "2.0", "id": id, "method": method, "params": params}))?;
        let wanted = json!(id);
        let (mut requests, mut others) = (0, 0);
        loop {
            let data = match receive(&self.events, self.limits)? {
                Event::Message(data) => data,
                Event::Endpoint(_) => continue,
                Event::Closed(why) => return Err(format!("no answer to {method}: {why}")),
            };
            let Ok(message) = super::message::parse(&data) else {
                continue;
            };
            if let (Some(request), Some(request_id)) = (
                message.get("method").and_then(Value::as_str),
                message.get("id"),
            ) {
                requests += 1;
                if requests > MAX_SERVER_REQUESTS {
                    return Err(format!(
                        "the server sent more than {MAX_SERVER_REQUESTS} requests while \
                         hintlint waited for an answer"
                    ));
                }
                self.post(&answer_to(request, request_id))?;
                continue;
            }
            if message.get("id") == Some(&wanted) {
                if let Some(error) = message.get("error") {
                    return Ok(Reply::Error(error.clone()));
                }
                return Ok(Reply::Result(Answer {
                    result: message.get("result").cloned().unwrap_or(Value::Null),
                    raw: data,
                }));
            }
            others += 1;
            if others > MAX_OTHER_MESSAGES {
                return Err(format!(
                    "the server sent more than {MAX_OTHER_MESSAGES} messages that answer nothing"
                ));
            }
        }
    }

    fn notify(&mut self, method: &str) -> Result<(), String> {
        self.post(&json!({"jsonrpc": "2.0", "method": method}))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn endpoints_resolve_on_the_origin_only() {
        let url = "http://127.0.0.1:9/mcp/sse?x=1";
        assert_eq!(
            same_origin(url, "/messages?sessionId=1").as_deref(),
            Ok("http://127.0.0.1:9/messages?sessionId=1")
        );
        assert_eq!(
            same_origin(url, "messages").as_deref(),
            Ok("http://127.0.0.1:9/mcp/messages")
        );
        assert_eq!(
            same_origin(url, "http://127.0.0.1:9/m").as_deref(),
            Ok("http://127.0.0.1:9/m")
        );
        assert!(same_origin(url, "http://evil.example/m").is_err());
    }
}
