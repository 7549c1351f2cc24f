//! The server's end of the connection. Messages come in framed with
//! bounds and parsed into `lsp-server`'s types ([`super::incoming`]);
//! messages go out serialized once, from their typed values.
//! (`lsp-server`'s own transport takes a `serde_json::Value`: for a file
//! with a thousand findings, building that tree, writing it and dropping
//! it cost more than linting the file.)

use std::io::{self, Write};
use std::thread::JoinHandle;

use crossbeam_channel::{Receiver, Sender, bounded, unbounded};
use lsp_server::{Message, RequestId};
use serde::Serialize;

use super::incoming::read_into;

/// A message to write: one `lsp-server` built, or JSON text already
/// serialized.
pub enum Outgoing {
    /// A message as `lsp-server` models it.
    Message(Message),
    /// A whole JSON-RPC message, serialized.
    Json(String),
}

/// The server's end: what the client sent, and where answers go.
pub struct Transport {
    /// The client's messages, in order.
    pub receiver: Receiver<Message>,
    sender: Sender<Outgoing>,
}

/// A JSON-RPC notification, serialized from its typed parameters.
#[derive(Serialize)]
struct NotificationOut<'a, P> {
    jsonrpc: &'static str,
    method: &'a str,
    params: &'a P,
}

/// A JSON-RPC request of the server's, serialized from its parameters.
#[derive(Serialize)]
struct RequestOut<'a, P> {
    jsonrpc: &'static str,
    id: &'a RequestId,
    method: &'a str,
    params: &'a P,
}

/// A successful response whose result is serialized already.
#[derive(Serialize)]
struct ResponseOut<'a> {
    jsonrpc: &'static str,
    id: &'a RequestId,
    result: &'a serde_json::value::RawValue,
}

impl Transport {
    /// The transport over standard input and output, and its threads.
    pub fn stdio() -> (Transport, IoThreads) {
        let (to_server, receiver) = bounded::<Message>(0);
        let (sender, to_client) = unbounded::<Outgoing>();
        let log = sender.clone();
        let reader = std::thread::spawn(move || {
            let stdin = io::stdin();
            read_into(stdin.lock(), &to_server, |text| {
                let _ = log.send(Outgoing::Json(text));
            })
        });
        let writer = std::thread::spawn(move || {
            let stdout = io::stdout();
            let mut stdout = stdout.lock();
            for outgoing in to_client {
                write_one(&mut stdout, &outgoing)?;
            }
            Ok(())
        });
        (Transport { receiver, sender }, IoThreads { reader, writer })
    }

    /// A transport in memory, and the client's end of it (for tests):
    /// serialized messages reach the client parsed, as a real one would
    /// read them.
    pub fn memory() -> (Transport, lsp_server::Connection) {
        let (client_sender, receiver) = unbounded::<Message>();
        let (sender, outgoing) = unbounded::<Outgoing>();
        let (to_client, client_receiver) = unbounded::<Message>();
        std::thread::spawn(move || {
            for message in outgoing {
                let message = match message {
                    Outgoing::Message(message) => Some(message),
                    Outgoing::Json(text) => serde_json::from_str(&text).ok(),
                };
                if let Some(message) = message
                    && to_client.send(message).is_err()
                {
                    break;
                }
            }
        });
        let client = lsp_server::Connection {
            sender: client_sender,
            receiver: client_receiver,
        };
        (Transport { receiver, sender }, client)
    }

    /// Sends a message `lsp-server` built.
    pub fn send(&self, message: Message) {
        // A client gone away ends the loop at its next read.
        let _ = self.sender.send(Outgoing::Message(message));
    }

    /// Sends the notification `method` with `params`.
    pub fn notify<P: Serialize>(&self, method: &str, params: &P) {
        let message = NotificationOut {
            jsonrpc: "2.0",
            method,
            params,
        };
        self.send_serialized(&message);
    }

    /// Sends a whole JSON-RPC message, serialized already.
    pub fn send_json(&self, message: String) {
        let _ = self.sender.send(Outgoing::Json(message));
    }

    /// Sends the server's request `method` with `params`.
    pub fn request<P: Serialize>(&self, id: &RequestId, method: &str, params: &P) {
        let message = RequestOut {
            jsonrpc: "2.0",
            id,
            method,
            params,
        };
        self.send_serialized(&message);
    }

    /// Answers request `id` with `result`, serialized already.
    pub fn respond(&self, id: &RequestId, result: &serde_json::value::RawValue) {
        self.send_serialized(&ResponseOut {
            jsonrpc: "2.0",
            id,
            result,
        });
    }

    fn send_serialized(&self, message: &impl Serialize) {
        if let Ok(text) = serde_json::to_string(message) {
            self.send_json(text);
        }
    }
}

/// Writes one message with its header and flushes.
fn write_one(output: &mut impl Write, outgoing: &Outgoing) -> io::Result<()> {
    match outgoing {
        Outgoing::Message(message) => message.write(output),
        Outgoing::Json(text) => {
            write!(output, "Content-Length: {}\r\n\r\n", text.len())?;
            output.write_all(text.as_bytes())?;
            output.flush()
        }
    }
}

/// The reader and writer threads of [`Transport::stdio`].
pub struct IoThreads {
    reader: JoinHandle<io::Result<()>>,
    writer: JoinHandle<io::Result<()>>,
}

impl IoThreads {
    /// Waits for both threads; the writer ends once every sender is gone.
    pub fn join(self) -> io::Result<()> {
        let joined = |thread: JoinHandle<io::Result<()>>| {
            thread
                .join()
                .unwrap_or_else(|_| Err(io::Error::other("an I/O thread panicked")))
        };
        joined(self.reader)?;
        joined(self.writer)
    }
}
