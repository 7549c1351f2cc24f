//! The bounds a live server cannot push hintlint past: one deadline for
//! the whole exchange, one size limit for every answer, and caps on what
//! one request may make the server send.

use std::time::{Duration, Instant};

/// The default size limit of one answer (and of all `tools/list` pages
/// together), in bytes.
pub const DEFAULT_ANSWER_BYTES: usize = 16 * 1024 * 1024;

/// Requests (pings, roots/list, …) the server may send while hintlint
/// waits for the answer to one of its own.
pub const MAX_SERVER_REQUESTS: usize = 100;

/// Messages that are neither the answer nor a request (notifications,
/// answers to other ids) accepted while waiting for one answer.
pub const MAX_OTHER_MESSAGES: usize = 10_000;

/// `tools/list` pages read at most.
pub const MAX_PAGES: usize = 1_000;

/// Lines of the server's stderr kept (the last ones), and the length each
/// is cut to.
pub const STDERR_LINES: usize = 200;
/// See [`STDERR_LINES`].
pub const STDERR_LINE_BYTES: usize = 1_000;

/// The bounds of one exchange.
#[derive(Debug, Clone, Copy)]
pub struct Limits {
    /// When the whole exchange (start to the last page) must be over.
    pub deadline: Instant,
    /// The timeout the deadline came from, for messages.
    pub timeout: Duration,
    /// The size limit of one answer, and of all pages together.
    pub answer_bytes: usize,
}

impl Limits {
    /// Limits for an exchange starting now. A timeout too large to add to
    /// the clock is a day.
    pub fn new(timeout: Duration, answer_bytes: usize) -> Limits {
        let timeout = timeout.min(Duration::from_secs(86_400));
        let now = Instant::now();
        Limits {
            deadline: now.checked_add(timeout).unwrap_or(now),
            timeout,
            answer_bytes,
        }
    }

    /// Time left before the deadline (zero once it passed).
    pub fn left(&self) -> Duration {
        self.deadline.saturating_duration_since(Instant::now())
    }

    /// The message of a run that hit the deadline while waiting for
    /// `what`.
    pub fn timed_out(&self, what: &str) -> String {
        format!(
            "no answer to {what} within the {} s the whole exchange may take (--timeout)",
            self.timeout.as_secs()
        )
    }

    /// The message of an answer over the size limit.
    pub fn too_large(&self, what: &str) -> String {
        format!(
            "{what} is larger than {} MiB (--max-answer-size)",
            self.answer_bytes / (1024 * 1024)
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_huge_timeout_does_not_overflow_the_clock() {
        let limits = Limits::new(Duration::from_secs(u64::MAX), DEFAULT_ANSWER_BYTES);
        assert!(limits.left() > Duration::from_secs(3600));
    }
}
