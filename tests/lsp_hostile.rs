//! The language server as a binary, driven by a hostile client over its
//! stdio: `Content-Length` values over the cap (up to more than 64 bits),
//! lengths larger than what follows, garbage headers, bodies that are not
//! JSON-RPC. Each is dropped (logged, or answered when it names an id), the
//! server holds at most the cap of any message, and it answers the valid
//! requests that follow.
#![cfg(feature = "lsp")]

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{Receiver, channel};
use std::time::Duration;

use serde_json::{Value, json};

/// The server's cap on one message (`src/lsp/framing.rs`).
const CAP: u64 = 16 * 1024 * 1024;

/// A `hintlint lsp` process and the messages it wrote.
struct Server {
    child: Child,
    input: ChildStdin,
    output: Receiver<Value>,
    /// The `window/logMessage` texts received so far.
    logged: Vec<String>,
    next: i64,
}

impl Server {
    /// Starts `hintlint lsp` and initializes it.
    fn start() -> Server {
        let mut child = Command::new(env!("CARGO_BIN_EXE_hintlint"))
            .arg("lsp")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .expect("hintlint lsp starts");
        let input = child.stdin.take().expect("stdin");
        let stdout = child.stdout.take().expect("stdout");
        let (sender, output) = channel();
        std::thread::spawn(move || {
            let mut stdout = BufReader::new(stdout);
            while let Some(message) = read_message(&mut stdout) {
                if sender.send(message).is_err() {
                    break;
                }
            }
        });
        let mut server = Server {
            child,
            input,
            output,
            logged: Vec::new(),
            next: 0,
        };
        let initialized = server.request(
            "initialize",
            json!({ "processId": null, "rootUri": null, "capabilities": {} }),
        );
        assert_eq!(initialized["result"]["serverInfo"]["name"], "hintlint");
        server.send(&json!({ "jsonrpc": "2.0", "method": "initialized", "params": {} }));
        server
    }

    fn raw(&mut self, bytes: &[u8]) {
        self.input.write_all(bytes).expect("the server reads");
        self.input.flush().expect("flushed");
    }

    fn send(&mut self, message: &Value) {
        let body = message.to_string();
        self.raw(format!("Content-Length: {}\r\n\r\n{body}", body.len()).as_bytes());
    }

    /// Sends a request and waits for its response.
    fn request(&mut self, method: &str, params: Value) -> Value {
        self.next += 1;
        let id = self.next;
        self.send(&json!({ "jsonrpc": "2.0", "id": id, "method": method, "params": params }));
        self.response(&json!(id))
    }

    /// A hover on a document that is not open: answered `null`, at once.
    fn hover(&mut self) -> Value {
        let answer = self.request(
            "textDocument/hover",
            json!({ "textDocument": { "uri": "file:///nowhere.json" },
                    "position": { "line": 0, "character": 0 } }),
        );
        assert!(answer.get("error").is_none(), "{answer}");
        answer
    }

    /// The response to `id`, keeping the log messages met before it.
    fn response(&mut self, id: &Value) -> Value {
        loop {
            let message = self
                .output
                .recv_timeout(Duration::from_secs(60))
                .expect("the server answers");
            if message["method"] == "window/logMessage" {
                let text = message["params"]["message"].as_str().unwrap_or_default();
                self.logged.push(text.to_owned());
            } else if message.get("method").is_none() && &message["id"] == id {
                return message;
            }
        }
    }

    /// The peak resident memory of the server, in bytes (Linux).
    fn peak_memory(&self) -> Option<u64> {
        let status = std::fs::read_to_string(format!("/proc/{}/status", self.child.id())).ok()?;
        let line = status.lines().find(|line| line.starts_with("VmHWM:"))?;
        let kib: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
        Some(kib * 1024)
    }

    fn shutdown(mut self) {
        self.request("shutdown", Value::Null);
        self.send(&json!({ "jsonrpc": "2.0", "method": "exit" }));
        let status = self.child.wait().expect("the server ends");
        assert!(status.success(), "{status}");
    }
}

/// One message of the server's output; `None` when it ends.
fn read_message(output: &mut impl BufRead) -> Option<Value> {
    let mut length = None;
    loop {
        let mut line = String::new();
        if output.read_line(&mut line).ok()? == 0 {
            return None;
        }
        let line = line.trim_end();
        if line.is_empty() {
            break;
        }
        if let Some(value) = line.strip_prefix("Content-Length: ") {
            length = value.parse::<usize>().ok();
        }
    }
    let mut body = vec![0; length?];
    output.read_exact(&mut body).ok()?;
    serde_json::from_slice(&body).ok()
}

#[test]
fn huge_content_lengths_are_dropped_unread_and_the_next_request_answered() {
    let mut server = Server::start();
    for length in ["5000000000", "99999999999999", "18446744073709551616999"] {
        // The announced bytes never come: the next header ends the lie.
        server.raw(format!("Content-Length: {length}\r\n\r\n{{\"jsonrpc\":\"2.0\",").as_bytes());
        assert!(server.hover()["result"].is_null());
    }
    assert!(
        server.logged.iter().any(|text| text.contains(
            "a message of 5000000000 bytes was dropped unread: the largest read is 16777216 bytes"
        )),
        "{:?}",
        server.logged
    );
    if let Some(peak) = server.peak_memory() {
        assert!(peak < 4 * CAP, "the server peaked at {peak} bytes");
    }
    server.shutdown();
}

#[test]
fn a_message_over_the_cap_is_discarded_without_being_held() {
    let mut server = Server::start();
    server.hover();
    let before = server.peak_memory();
    // An honest 48 MiB didOpen: every announced byte comes.
    let text = "x".repeat(3 * CAP as usize);
    server.send(&json!({ "jsonrpc": "2.0", "method": "textDocument/didOpen",
        "params": { "textDocument": { "uri": "file:///tmp/huge.json", "languageId": "json",
                                      "version": 1, "text": text } } }));
    assert!(server.hover()["result"].is_null());
    assert!(
        server
            .logged
            .iter()
            .any(|text| text.contains("bytes was dropped unread")),
        "{:?}",
        server.logged
    );
    if let (Some(before), Some(after)) = (before, server.peak_memory()) {
        assert!(
            after < before + CAP,
            "the peak went from {before} to {after} bytes"
        );
    }
    server.shutdown();
}

#[test]
fn lengths_that_lie_garbage_headers_and_bodies_that_are_no_message_are_dropped() {
    let mut server = Server::start();
    let junk: [&[u8]; 9] = [
        // A length larger than what follows, within the cap.
        b"Content-Length: 4000\r\n\r\n{\"jsonrpc\":\"2.0\"}",
        b"Garbage\r\n\r\n",
        b"Content-Length: -5\r\n\r\n",
        b"Content-Length: abc\r\nContent-Type: text/plain\r\n\r\n",
        b"\xff\xfe\r\nContent-Length\r\n\r\n",
        b"Content-Length: 5\r\n\r\n{{{{{",
        b"Content-Length: 4\r\n\r\n\xff\xfe\xfd\xfc",
        b"Content-Length: 11\r\n\r\n[1, 2, 3.5]",
        b"Content-Length: 1\r\n\r\n}",
    ];
    for bytes in junk {
        server.raw(bytes);
        assert!(server.hover()["result"].is_null());
    }
    // A header line of a megabyte, without its end of line for a while.
    server.raw(&vec![b'h'; 1 << 20]);
    server.raw(b"\r\n\r\n");
    assert!(server.hover()["result"].is_null());
    // A request that is no valid request but names its id is answered.
    server.raw(b"Content-Length: 36\r\n\r\n{\"jsonrpc\":\"2.0\",\"id\":77,\"method\":5}");
    let refused = server.response(&json!(77));
    assert_eq!(refused["error"]["code"], -32600, "{refused}");
    assert!(
        server
            .logged
            .iter()
            .any(|text| text.contains("ended before its Content-Length")),
        "{:?}",
        server.logged
    );
    assert!(
        server
            .logged
            .iter()
            .any(|text| text.contains("headers without a Content-Length")),
        "{:?}",
        server.logged
    );
    server.shutdown();
}
