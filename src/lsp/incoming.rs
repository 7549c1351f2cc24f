//! What the client sends: frames ([`super::framing`]) parsed into
//! `lsp-server`'s messages, and what is dropped instead. The body is read
//! as a JSON-RPC envelope, once (`lsp-server`'s untagged `Message` copies
//! the whole body into an intermediate tree, then tries each variant, and
//! took `{"id": 1, "method": 5}` for a response).

use std::io::{self, BufRead};

use crossbeam_channel::Sender;
use lsp_server::{Message, Notification, Request, RequestId, Response};
use serde::Deserialize;
use serde_json::{Value, json};

use super::framing::{Frame, Framing, MAX_MESSAGE};

/// How many dropped messages are logged to the client: a client that
/// sends nothing but garbage is not answered with a log line for each.
const LOGGED: usize = 20;

/// Reads the client's messages into `to_server` until `exit` or the end of
/// input; `to_client` writes a serialized message to the client. What
/// cannot be a message is dropped and the reading goes on: a
/// request that names an `id` is answered with an error; anything else (a
/// body over the cap, a length that lied, headers without a length, a body
/// that is not JSON-RPC) has no id to answer, so it is logged to the client
/// (`window/logMessage`, the first [`LOGGED`] times).
pub fn read_into(
    input: impl BufRead,
    to_server: &Sender<Message>,
    mut to_client: impl FnMut(String),
) -> io::Result<()> {
    let mut framing = Framing::new(input);
    let mut logged = 0;
    while let Some(frame) = framing.next_frame()? {
        let dropped = match frame {
            Frame::Body(body) => match parse(&body) {
                Ok(message) => {
                    let exit = matches!(&message, Message::Notification(notification) if notification.method == "exit");
                    if to_server.send(message).is_err() || exit {
                        break;
                    }
                    continue;
                }
                Err(Rejected::Answer(answer)) => {
                    to_client(answer);
                    continue;
                }
                Err(Rejected::Dropped(why)) => {
                    format!("a message that is not JSON-RPC was dropped: {why}")
                }
            },
            Frame::TooLarge(length) => format!(
                "a message of {length} bytes was dropped unread: the largest read is {MAX_MESSAGE} bytes"
            ),
            Frame::CutShort => {
                "a message ended before its Content-Length, at the next header: it was dropped"
                    .to_owned()
            }
            Frame::NoLength => "headers without a Content-Length were dropped".to_owned(),
        };
        logged += 1;
        if let Some(line) = log_line(dropped, logged) {
            to_client(line);
        }
    }
    Ok(())
}

/// The `window/logMessage` notification saying `text`, the `count`th
/// dropped message, while fewer than [`LOGGED`] were logged.
fn log_line(text: String, count: usize) -> Option<String> {
    let text = match count {
        ..LOGGED => text,
        LOGGED => format!("{text} (further dropped messages are not logged)"),
        _ => return None,
    };
    let message = json!({
        "jsonrpc": "2.0",
        "method": "window/logMessage",
        "params": { "type": 2, "message": format!("hintlint: {text}") },
    });
    Some(message.to_string())
}

/// A JSON-RPC message's members, as sent.
#[derive(Deserialize)]
struct Envelope {
    #[serde(default)]
    id: Option<Value>,
    #[serde(default)]
    method: Option<Value>,
    #[serde(default)]
    params: Value,
    #[serde(default)]
    result: Option<Value>,
    #[serde(default)]
    error: Option<Value>,
}

/// Why a body is no message.
#[derive(Debug, PartialEq)]
enum Rejected {
    /// A request's: the error answering it, serialized.
    Answer(String),
    /// No request's: why, for the log.
    Dropped(String),
}

/// The message of `body`.
fn parse(body: &[u8]) -> Result<Message, Rejected> {
    // serde reads a struct from an array too: `[1]` would be `{"id": 1}`.
    let first = body
        .iter()
        .find(|byte| !matches!(byte, b' ' | b'\t' | b'\n' | b'\r'));
    if first != Some(&b'{') {
        return Err(Rejected::Dropped("it is not a JSON object".to_owned()));
    }
    let envelope: Envelope =
        serde_json::from_slice(body).map_err(|error| Rejected::Dropped(error.to_string()))?;
    let id = envelope.id.filter(|id| !id.is_null());
    let refuse = |id: &Value, why: &str| {
        Rejected::Answer(
            json!({ "jsonrpc": "2.0", "id": id, "error": { "code": -32600, "message": why } })
                .to_string(),
        )
    };
    match (envelope.method, id) {
        (Some(Value::String(method)), None) => Ok(Message::Notification(Notification::new(
            method,
            envelope.params,
        ))),
        (Some(method), Some(id)) => {
            let known = request_id(&id).ok_or_else(|| {
                refuse(&id, "a request's id is a string or an integer of 32 bits")
            })?;
            let Value::String(method) = method else {
                return Err(refuse(&id, "a request's method is a string"));
            };
            Ok(Message::Request(Request::new(
                known,
                method,
                envelope.params,
            )))
        }
        (Some(_), None) => Err(Rejected::Dropped("its method is not a string".to_owned())),
        (None, Some(id)) => {
            let known = request_id(&id).ok_or_else(|| {
                Rejected::Dropped("a response to no request of the server's".to_owned())
            })?;
            let error = envelope
                .error
                .map(serde_json::from_value)
                .transpose()
                .map_err(|error| Rejected::Dropped(error.to_string()))?;
            Ok(Message::Response(Response {
                id: known,
                result: envelope.result,
                error,
            }))
        }
        (None, None) => Err(Rejected::Dropped(
            "it has neither a method nor an id".to_owned(),
        )),
    }
}

/// The id `lsp-server` can hold: a string, or an integer of 32 bits.
fn request_id(id: &Value) -> Option<RequestId> {
    match id {
        Value::String(text) => Some(RequestId::from(text.clone())),
        Value::Number(number) => number
            .as_i64()
            .and_then(|number| i32::try_from(number).ok())
            .map(RequestId::from),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parsed(text: &str) -> Result<Message, Rejected> {
        parse(text.as_bytes())
    }

    #[test]
    fn requests_notifications_and_responses_are_told_apart() {
        let Ok(Message::Request(request)) =
            parsed(r#"{"jsonrpc":"2.0","id":"a","method":"shutdown"}"#)
        else {
            panic!("a request");
        };
        assert_eq!(
            (request.id, request.params),
            (RequestId::from("a".to_owned()), Value::Null)
        );
        let Ok(Message::Notification(notification)) =
            parsed(r#"{"jsonrpc":"2.0","method":"exit","id":null,"params":[1]}"#)
        else {
            panic!("a notification");
        };
        assert_eq!(notification.params, json!([1]));
        let Ok(Message::Response(response)) =
            parsed(r#"{"jsonrpc":"2.0","id":3,"error":{"code":-1,"message":"no"}}"#)
        else {
            panic!("a response");
        };
        assert_eq!(response.error.map(|error| error.code), Some(-1));
    }

    #[test]
    fn a_request_that_cannot_be_held_is_answered_and_the_rest_dropped() {
        for id in ["5000000000", "1.5", "[1]", "{}"] {
            let answer = parsed(&format!(r#"{{"id":{id},"method":"x"}}"#));
            let Err(Rejected::Answer(answer)) = answer else {
                panic!("{id}: {answer:?}");
            };
            let answer: Value = serde_json::from_str(&answer).expect("JSON");
            assert_eq!(
                answer["id"],
                serde_json::from_str::<Value>(id).expect("an id")
            );
            assert_eq!(answer["error"]["code"], -32600);
        }
        let Err(Rejected::Answer(answer)) = parsed(r#"{"id":1,"method":5}"#) else {
            panic!("an answer");
        };
        assert!(answer.contains(r#""id":1"#), "{answer}");
        for body in [
            r#"{"method":5}"#,
            "[1]",
            "[1, \"x\"]",
            "{",
            "{}",
            r#"{"id":1.5}"#,
            "\u{feff}{}",
        ] {
            assert!(matches!(parsed(body), Err(Rejected::Dropped(_))), "{body}");
        }
    }
}
