//! Writing to stdout and stderr without ever panicking: a closed pipe
//! (`hintlint check | head`) ends the output quietly, and a full or closed
//! stderr (`2>/dev/full`, `2>&1 | head`) is ignored, so the exit code is
//! always the one the findings give.

use std::io::Write;

/// Whether stdout was found closed; nothing more is written to it then.
static STDOUT_CLOSED: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

/// Writes `text` to stdout. A closed pipe is not an error (the reader has
/// seen enough); any other failure is returned.
pub fn stdout(text: &str) -> Result<(), String> {
    stdout_chunks(&[text])
}

/// [`stdout`] for a text in pieces, written in order through one buffer.
pub fn stdout_chunks(chunks: &[impl AsRef<str>]) -> Result<(), String> {
    stdout_with(|out| {
        chunks
            .iter()
            .try_for_each(|chunk| out.write_all(chunk.as_ref().as_bytes()))
    })
}

/// [`stdout`] for a text that `write` produces as it goes, through one
/// buffer that gathers small pieces (a concise line) while large ones (a
/// file's drawing, a report's batch) go out without being copied into it.
pub fn stdout_with(
    write: impl FnOnce(&mut dyn Write) -> std::io::Result<()>,
) -> Result<(), String> {
    if STDOUT_CLOSED.load(std::sync::atomic::Ordering::Relaxed) {
        return Ok(());
    }
    let mut handle = std::io::BufWriter::with_capacity(1 << 13, std::io::stdout().lock());
    let written = write(&mut handle).and_then(|()| handle.flush());
    match written {
        Ok(()) => Ok(()),
        Err(error) if error.kind() == std::io::ErrorKind::BrokenPipe => {
            STDOUT_CLOSED.store(true, std::sync::atomic::Ordering::Relaxed);
            Ok(())
        }
        Err(error) => Err(format!("cannot write to stdout: {error}")),
    }
}

/// Writes a line to stdout, ignoring a failure the caller cannot act on
/// (tables, documentation).
pub fn line(text: &str) {
    let _ = stdout(&format!("{text}\n"));
}

/// Writes `text` to stderr; failures are ignored (there is nowhere left to
/// report them).
pub fn stderr(text: &str) {
    let _ = std::io::stderr().lock().write_all(text.as_bytes());
}

/// Writes a line to stderr.
pub fn stderr_line(text: &str) {
    stderr(&format!("{text}\n"));
}
