//! The endpoint's input: JSON-RPC messages, one a line, read on a thread
//! of their own so that a `notifications/cancelled` is seen while a tool
//! call runs. A line is read up to [`MAX_MESSAGE`] bytes; the rest of a
//! longer one is skipped in the reader's fixed-size chunks, never held
//! whole, and answered with a parse error. At most [`QUEUED`] messages wait
//! for the session.

use std::collections::VecDeque;
use std::io::{BufRead, BufReader, Read};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Receiver, SyncSender};
use std::sync::{Arc, Mutex, PoisonError};

use serde_json::Value;

/// The longest message read; a longer line is answered with a parse
/// error and dropped.
pub const MAX_MESSAGE: u64 = 16 * 1024 * 1024;

/// The size of the chunks input is read (and an overlong line skipped) in.
const CHUNK: usize = 64 * 1024;

/// How many messages read ahead wait for the session.
const QUEUED: usize = 4;

/// How many cancellations of requests not yet started are kept.
const EARLY_CANCELS: usize = 64;

/// What the reader hands the session.
#[derive(Debug)]
pub enum Incoming {
    /// A message (a cancellation is taken by the reader, not handed on).
    Message(Value),
    /// A line that is no message: why, for the parse error answered.
    Malformed(String),
    /// Reading failed: the session ends with this error.
    Failed(String),
}

/// One line read.
#[derive(Debug, PartialEq, Eq)]
enum Line {
    /// The input ended.
    End,
    /// A line of at most [`MAX_MESSAGE`] bytes, in the buffer.
    Read,
    /// A longer line, skipped.
    TooLong,
}

/// Reads the next line of `reader` into `line`: at most `cap` bytes; the
/// rest of a longer line is skipped chunk by chunk.
fn read_line(reader: &mut impl BufRead, line: &mut Vec<u8>, cap: u64) -> std::io::Result<Line> {
    line.clear();
    let read = reader.by_ref().take(cap).read_until(b'\n', line)?;
    if read == 0 {
        return Ok(Line::End);
    }
    if line.ends_with(b"\n") || (read as u64) < cap {
        return Ok(Line::Read);
    }
    line.clear();
    loop {
        let chunk = reader.fill_buf()?;
        if chunk.is_empty() {
            return Ok(Line::TooLong);
        }
        match memchr::memchr(b'\n', chunk) {
            Some(end) => {
                reader.consume(end + 1);
                return Ok(Line::TooLong);
            }
            None => {
                let skipped = chunk.len();
                reader.consume(skipped);
            }
        }
    }
}

/// The cancellations the client sent: the running request's flag, and
/// the ids of requests cancelled before they started.
#[derive(Debug, Default)]
pub struct Cancellations {
    state: Mutex<State>,
}

#[derive(Debug, Default)]
struct State {
    /// The request being answered, and its flag.
    running: Option<(Value, Arc<AtomicBool>)>,
    /// Requests cancelled before they started, oldest first.
    early: VecDeque<Value>,
}

impl Cancellations {
    fn state(&self) -> std::sync::MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// The client cancelled the request `id`.
    fn cancel(&self, id: Value) {
        let mut state = self.state();
        match &state.running {
            Some((running, flag)) if *running == id => flag.store(true, Ordering::SeqCst),
            _ => {
                if state.early.len() == EARLY_CANCELS {
                    state.early.pop_front();
                }
                state.early.push_back(id);
            }
        }
    }

    /// Starts answering the request `id`: the flag its cancellation sets,
    /// or `None` when it was cancelled before it started.
    pub fn start(&self, id: &Value) -> Option<Arc<AtomicBool>> {
        let mut state = self.state();
        if let Some(at) = state.early.iter().position(|early| early == id) {
            state.early.remove(at);
            return None;
        }
        let flag = Arc::new(AtomicBool::new(false));
        state.running = Some((id.clone(), Arc::clone(&flag)));
        Some(flag)
    }

    /// The running request is answered (or dropped).
    pub fn finish(&self) {
        self.state().running = None;
    }
}

/// Starts reading `input` on a thread of its own: the messages, as they
/// come, with cancellations taken into `cancellations`.
pub fn read_on_a_thread(
    input: impl Read + Send + 'static,
    cancellations: Arc<Cancellations>,
) -> Receiver<Incoming> {
    let (sender, receiver) = std::sync::mpsc::sync_channel(QUEUED);
    std::thread::spawn(move || {
        read_messages(
            BufReader::with_capacity(CHUNK, input),
            &sender,
            &cancellations,
        );
    });
    receiver
}

/// Reads messages until the input ends or the session stops listening.
fn read_messages(
    mut reader: impl BufRead,
    sender: &SyncSender<Incoming>,
    cancellations: &Cancellations,
) {
    let mut line = Vec::new();
    loop {
        let incoming = match read_line(&mut reader, &mut line, MAX_MESSAGE) {
            Err(error) => Incoming::Failed(format!("reading the client: {error}")),
            Ok(Line::End) => return,
            Ok(Line::TooLong) => Incoming::Malformed(format!(
                "the message is too long: at most {MAX_MESSAGE} bytes a line"
            )),
            Ok(Line::Read) => {
                let text = String::from_utf8_lossy(&line);
                if text.trim().is_empty() {
                    continue;
                }
                match serde_json::from_str::<Value>(&text) {
                    Err(failure) => Incoming::Malformed(failure.to_string()),
                    Ok(message) if is_cancellation(&message) => {
                        if let Some(id) = message.pointer("/params/requestId") {
                            cancellations.cancel(id.clone());
                        }
                        continue;
                    }
                    Ok(message) => Incoming::Message(message),
                }
            }
        };
        let failed = matches!(incoming, Incoming::Failed(_));
        if sender.send(incoming).is_err() || failed {
            return;
        }
    }
}

/// Whether `message` is the notification that cancels a request.
fn is_cancellation(message: &Value) -> bool {
    message.get("id").is_none()
        && message.get("method").and_then(Value::as_str) == Some("notifications/cancelled")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_overlong_line_is_skipped_in_chunks_and_the_next_is_read() {
        let mut input = vec![b'x'; 3 * CHUNK + 5];
        input.extend_from_slice(b"\n{\"a\":1}\nlast");
        let mut reader = BufReader::with_capacity(CHUNK, input.as_slice());
        let mut line = Vec::new();
        let cap = 1000;
        assert_eq!(
            read_line(&mut reader, &mut line, cap).ok(),
            Some(Line::TooLong)
        );
        assert!(line.capacity() <= 2 * cap as usize, "never held whole");
        assert_eq!(
            read_line(&mut reader, &mut line, cap).ok(),
            Some(Line::Read)
        );
        assert_eq!(line, b"{\"a\":1}\n");
        assert_eq!(
            read_line(&mut reader, &mut line, cap).ok(),
            Some(Line::Read)
        );
        assert_eq!(line, b"last");
        assert_eq!(read_line(&mut reader, &mut line, cap).ok(), Some(Line::End));
        // A line exactly at the cap, its line break past it.
        let exact = [vec![b'y'; 10], b"\nz\n".to_vec()].concat();
        let mut reader = BufReader::new(exact.as_slice());
        assert_eq!(
            read_line(&mut reader, &mut line, 10).ok(),
            Some(Line::TooLong)
        );
        assert_eq!(read_line(&mut reader, &mut line, 10).ok(), Some(Line::Read));
        assert_eq!(line, b"z\n");
    }

    #[test]
    fn a_cancellation_reaches_the_running_request_or_one_not_yet_started() {
        let cancellations = Cancellations::default();
        let flag = cancellations.start(&Value::from(1));
        cancellations.cancel(Value::from(1));
        assert!(flag.is_some_and(|flag| flag.load(Ordering::SeqCst)));
        cancellations.finish();
        cancellations.cancel(Value::from("later"));
        assert!(cancellations.start(&Value::from("later")).is_none());
        let other = cancellations.start(&Value::from(2));
        assert!(other.is_some_and(|flag| !flag.load(Ordering::SeqCst)));
        for id in 0..2 * EARLY_CANCELS {
            cancellations.cancel(Value::from(id + 100));
        }
        assert!(
            cancellations.state().early.len() == EARLY_CANCELS,
            "bounded"
        );
    }
}
