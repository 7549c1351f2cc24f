//! One server process and the JSON-RPC lines exchanged with it.

use std::io::{BufRead, BufReader, Write};
use std::os::unix::process::CommandExt;
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::{Receiver, RecvTimeoutError, channel};
use std::sync::{Arc, Mutex};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use serde_json::{Value, json};

use super::{ServerCommand, ServerError, Transport, answer_to};

/// A running server.
pub struct Session {
    child: Child,
    stdin: Option<ChildStdin>,
    lines: Receiver<String>,
    stderr: Arc<Mutex<Vec<String>>>,
    readers: Vec<JoinHandle<()>>,
    skipped: Vec<String>,
    timeout: Duration,
    next_id: u64,
}

impl Session {
    /// Starts the server with piped stdin, stdout and stderr.
    pub fn start(server: &ServerCommand) -> Result<Session, ServerError> {
        let failure = |message: String| ServerError {
            phase: "start",
            message,
            stderr_tail: Vec::new(),
        };
        let (program, arguments) = server
            .command
            .split_first()
            .ok_or_else(|| failure("no command given after --server --".to_owned()))?;
        let mut child = Command::new(program)
            .args(arguments)
            // Its own process group, so that shutting down reaches the
            // processes it starts (npx starts node, which starts the server).
            .process_group(0)
            .envs(server.env.iter().map(|(key, value)| (key, value)))
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .map_err(|error| failure(format!("cannot start `{program}`: {error}")))?;
        let stdin = child.stdin.take();
        let (sender, lines) = channel();
        let stderr = Arc::new(Mutex::new(Vec::new()));
        let mut readers = Vec::new();
        if let Some(stdout) = child.stdout.take() {
            readers.push(std::thread::spawn(move || {
                for line in BufReader::new(stdout).lines().map_while(Result::ok) {
                    if sender.send(line).is_err() {
                        break;
                    }
                }
            }));
        }
        if let Some(err) = child.stderr.take() {
            let collected = Arc::clone(&stderr);
            readers.push(std::thread::spawn(move || {
                for line in BufReader::new(err).lines().map_while(Result::ok) {
                    if let Ok(mut lines) = collected.lock() {
                        lines.push(line);
                    }
                }
            }));
        }
        Ok(Session {
            child,
            stdin,
            lines,
            stderr,
            readers,
            skipped: Vec::new(),
            timeout: server.timeout,
            next_id: 1,
        })
    }

    fn send(&mut self, message: &Value) -> Result<(), String> {
        let stdin = self.stdin.as_mut().ok_or("the server's stdin is closed")?;
        writeln!(stdin, "{message}")
            .and_then(|()| stdin.flush())
            .map_err(|error| format!("cannot write to the server: {error}"))
    }
}

impl Transport for Session {
    fn notify(&mut self, method: &str) -> Result<(), String> {
        self.send(&json!({"jsonrpc": "2.0", "method": method}))
    }

    /// Waits (at most the timeout) for the result, answering the server's
    /// own requests and skipping banner lines.
    fn request(&mut self, method: &str, params: Value) -> Result<Value, String> {
        let id = self.next_id;
        self.next_id += 1;
        self.send(&json!({"jsonrpc": "2.0", "id": id, "method": method, "params": params}))?;
        let deadline = Instant::now() + self.timeout;
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            let line = match self.lines.recv_timeout(left) {
                Ok(line) => line,
                Err(RecvTimeoutError::Timeout) => {
                    return Err(format!(
                        "no answer to {method} within {} s",
                        self.timeout.as_secs()
                    ));
                }
                Err(RecvTimeoutError::Disconnected) => {
                    let status = self.child.try_wait().ok().flatten();
                    return Err(match status {
                        Some(status) => {
                            format!("the server exited ({status}) before answering {method}")
                        }
                        None => format!("the server closed its stdout before answering {method}"),
                    });
                }
            };
            let Ok(message) = serde_json::from_str::<Value>(&line) else {
                if !line.trim().is_empty() {
                    self.skipped.push(line);
                }
                continue;
            };
            if message.get("jsonrpc").is_none() {
                self.skipped.push(line);
                continue;
            }
            if let Some(request) = message.get("method").and_then(Value::as_str) {
                if let Some(request_id) = message.get("id") {
                    self.send(&answer_to(request, request_id))?;
                }
                continue;
            }
            if message.get("id") != Some(&json!(id)) {
                continue;
            }
            if let Some(error) = message.get("error") {
                return Err(format!("{method} answered with an error: {error}"));
            }
            return Ok(message.get("result").cloned().unwrap_or(Value::Null));
        }
    }
}

impl Session {
    /// Closes stdin, waits a grace period, then kills the server; returns
    /// the skipped stdout lines and the server's stderr.
    pub fn shut_down(mut self) -> (Vec<String>, Vec<String>) {
        drop(self.stdin.take());
        let grace = self.timeout.min(Duration::from_secs(2));
        let deadline = Instant::now() + grace;
        while Instant::now() < deadline {
            if let Ok(Some(_)) = self.child.try_wait() {
                break;
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        // The whole group goes: the server and whatever it started.
        let group = format!("-{}", self.child.id());
        let _ = Command::new("kill")
            .args(["-KILL", "--", &group])
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .status();
        if let Ok(None) = self.child.try_wait() {
            let _ = self.child.kill();
        }
        let _ = self.child.wait();
        // The readers end when the last holder of the pipes is gone; wait
        // for them only briefly, so that a stray holder cannot hang the run.
        let deadline = Instant::now() + Duration::from_millis(500);
        for reader in self.readers.drain(..) {
            while !reader.is_finished() && Instant::now() < deadline {
                std::thread::sleep(Duration::from_millis(10));
            }
            if reader.is_finished() {
                let _ = reader.join();
            }
        }
        let stderr = self
            .stderr
            .lock()
            .map(|lines| lines.clone())
            .unwrap_or_default();
        (std::mem::take(&mut self.skipped), stderr)
    }
}
