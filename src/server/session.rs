//! One server process and the JSON-RPC lines exchanged with it, every step
//! bounded: its stdout is read by a thread into a bounded queue, line by
//! bounded line; its stdin is written by another thread (a server that
//! never reads cannot block hintlint); its stderr keeps only its last
//! lines; and everything is over by the exchange's deadline.

use std::collections::VecDeque;
use std::io::Write;
use std::os::unix::process::CommandExt;
use std::process::{Child, Command, Stdio};
use std::sync::mpsc::{Receiver, RecvTimeoutError, SyncSender, TrySendError, sync_channel};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use serde_json::{Value, json};

use super::limits::{
    Limits, MAX_OTHER_MESSAGES, MAX_SERVER_REQUESTS, STDERR_LINE_BYTES, STDERR_LINES,
};
use super::lines::{Line, for_each_line};
use super::{Answer, Reply, ServerCommand, ServerError, Transport, answer_to, reap};

/// Lines of stdout waiting to be handled; the reader waits when it is full.
const QUEUE: usize = 256;

/// A running server.
pub struct Session {
    child: Child,
    group: i32,
    writer: Option<SyncSender<Vec<u8>>>,
    lines: Receiver<Line>,
    stderr: Arc<Mutex<VecDeque<String>>>,
    skipped: Vec<String>,
    limits: Limits,
    next_id: u64,
    ended: bool,
    closed: bool,
}

impl Session {
    /// Starts the server in its own process group with piped stdin,
    /// stdout and stderr.
    pub fn start(server: &ServerCommand, limits: Limits) -> Result<Session, ServerError> {
        let failure = |message: String| ServerError {
            phase: "start",
            message,
            stderr_tail: Vec::new(),
        };
        let (program, arguments) = server
            .command
            .split_first()
            .ok_or_else(|| failure("no command given after --server --".to_owned()))?;
        reap::become_subreaper();
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
        let group = i32::try_from(child.id()).unwrap_or(0);
        reap::register(group);
        let writer = child.stdin.take().map(|mut stdin| {
            let (sender, messages) = sync_channel::<Vec<u8>>(QUEUE);
            std::thread::spawn(move || {
                for message in messages {
                    if stdin
                        .write_all(&message)
                        .and_then(|()| stdin.flush())
                        .is_err()
                    {
                        break;
                    }
                }
            });
            sender
        });
        let (sender, lines) = sync_channel(QUEUE);
        if let Some(stdout) = child.stdout.take() {
            let limit = limits.answer_bytes;
            std::thread::spawn(move || {
                for_each_line(stdout, limit, |line| sender.send(line).is_ok());
            });
        }
        let stderr = Arc::new(Mutex::new(VecDeque::new()));
        if let Some(err) = child.stderr.take() {
            let kept = Arc::clone(&stderr);
            std::thread::spawn(move || {
                for_each_line(err, STDERR_LINE_BYTES, |line| {
                    let text = match line {
                        Line::Text(text) => text,
                        Line::NotUtf8(bytes) => String::from_utf8_lossy(&bytes).into_owned(),
                        Line::TooLong => format!("(a line longer than {STDERR_LINE_BYTES} bytes)"),
                    };
                    if let Ok(mut lines) = kept.lock() {
                        if lines.len() == STDERR_LINES {
                            lines.pop_front();
                        }
                        lines.push_back(text);
                    }
                    true
                });
            });
        }
        Ok(Session {
            child,
            group,
            writer,
            lines,
            stderr,
            skipped: Vec::new(),
            limits,
            next_id: 1,
            ended: false,
            closed: false,
        })
    }

    /// Queues a message for the server's stdin; a server that has stopped
    /// reading fills the queue, which is an error rather than a hang.
    fn send(&mut self, message: &Value) -> Result<(), String> {
        let writer = self.writer.as_ref().ok_or("the server's stdin is closed")?;
        let mut bytes = message.to_string().into_bytes();
        bytes.push(b'\n');
        match writer.try_send(bytes) {
            Ok(()) => Ok(()),
            Err(TrySendError::Full(_)) => {
                Err("the server does not read its stdin (hintlint's messages pile up)".to_owned())
            }
            Err(TrySendError::Disconnected(_)) => Err("the server closed its stdin".to_owned()),
        }
    }

    /// Whether the server closed its stdout (or exited).
    pub fn is_closed(&self) -> bool {
        self.closed
    }

    /// Moves the deadline of the requests that follow (a probe waits less
    /// than the whole exchange may take).
    pub fn set_deadline(&mut self, deadline: Instant) {
        self.limits.deadline = deadline;
    }

    /// Why the stdout queue ended: the server's exit, or its closing stdout.
    fn closed(&mut self, what: &str) -> String {
        self.closed = true;
        // Give an exiting server a moment to be reaped, for its status.
        let until = Instant::now() + Duration::from_millis(200);
        loop {
            match self.child.try_wait() {
                Ok(Some(status)) => {
                    return format!("the server exited ({status}) before answering {what}");
                }
                _ if Instant::now() >= until => {
                    return format!("the server closed its stdout before answering {what}");
                }
                _ => std::thread::sleep(Duration::from_millis(10)),
            }
        }
    }
}

impl Transport for Session {
    fn notify(&mut self, method: &str) -> Result<(), String> {
        self.send(&json!({"jsonrpc": "2.0", "method": method}))
    }

    /// Waits, until the deadline at most, for the answer, answering the
    /// server's own requests as they come and skipping banner lines.
    fn call(&mut self, method: &str, params: Value) -> Result<Reply, String> {
        let id = self.next_id;
        self.next_id += 1;
        self.send(&json!({"jsonrpc": "2.0", "id": id, "method": method, "params": params}))?;
        let (mut requests, mut others) = (0, 0);
        loop {
            if Instant::now() >= self.limits.deadline {
                return Err(self.limits.timed_out(method));
            }
            let line = match self.lines.recv_timeout(self.limits.left()) {
                Ok(Line::Text(line)) => line,
                Ok(Line::NotUtf8(bytes)) => {
                    return Err(format!(
                        "the server wrote a line on stdout that is not UTF-8 (it begins {:?})",
                        String::from_utf8_lossy(&bytes[..bytes.len().min(40)])
                    ));
                }
                Ok(Line::TooLong) => {
                    return Err(self.limits.too_large("a line the server wrote on stdout"));
                }
                Err(RecvTimeoutError::Timeout) => return Err(self.limits.timed_out(method)),
                Err(RecvTimeoutError::Disconnected) => return Err(self.closed(method)),
            };
            let message = match super::message::parse(&line) {
                Ok(message) if message.get("jsonrpc").is_some() => message,
                Ok(_) => {
                    self.skipped.push(line);
                    continue;
                }
                Err(error)
                    if line.trim_start().starts_with('{') && line.contains("\"jsonrpc\"") =>
                {
                    return Err(format!(
                        "a JSON-RPC message from the server cannot be read: {error}"
                    ));
                }
                Err(_) => {
                    if !line.trim().is_empty() {
                        self.skipped.push(line);
                    }
                    continue;
                }
            };
            if let Some(request) = message.get("method").and_then(Value::as_str) {
                if let Some(request_id) = message.get("id") {
                    requests += 1;
                    if requests > MAX_SERVER_REQUESTS {
                        return Err(format!(
                            "the server sent more than {MAX_SERVER_REQUESTS} requests while \
                             hintlint waited for the answer to {method}"
                        ));
                    }
                    self.send(&answer_to(request, request_id))?;
                } else {
                    others += 1;
                }
            } else if message.get("id") == Some(&json!(id)) {
                if let Some(error) = message.get("error") {
                    return Ok(Reply::Error(error.clone()));
                }
                return Ok(Reply::Result(Answer {
                    result: message.get("result").cloned().unwrap_or(Value::Null),
                    raw: line,
                }));
            } else {
                others += 1;
            }
            if others > MAX_OTHER_MESSAGES {
                return Err(format!(
                    "the server sent more than {MAX_OTHER_MESSAGES} messages that do not answer \
                     {method}"
                ));
            }
        }
    }
}

impl Session {
    /// Closes stdin, waits a short grace, then kills the server's process
    /// group and any orphan it left; returns the skipped stdout lines and
    /// the last lines of the server's stderr.
    pub fn shut_down(mut self) -> (Vec<String>, Vec<String>) {
        self.end();
        let stderr = self
            .stderr
            .lock()
            .map(|lines| lines.iter().cloned().collect())
            .unwrap_or_default();
        (std::mem::take(&mut self.skipped), stderr)
    }

    fn end(&mut self) {
        if self.ended {
            return;
        }
        self.ended = true;
        // Dropping the sender ends the writer thread, which closes stdin.
        self.writer.take();
        let grace = self.limits.timeout.min(Duration::from_secs(2));
        let deadline = Instant::now() + grace;
        while Instant::now() < deadline {
            if let Ok(Some(_)) = self.child.try_wait() {
                break;
            }
            std::thread::sleep(Duration::from_millis(20));
        }
        // The whole group goes (the server and whatever it started), then
        // whatever escaped the group and was reparented to hintlint.
        reap::kill_group(self.group);
        let _ = self.child.kill();
        let _ = self.child.wait();
        reap::kill_orphans();
    }
}

impl Drop for Session {
    /// No server outlives its session, even when hintlint unwinds.
    fn drop(&mut self) {
        self.end();
    }
}
