//! Signals that end a run: Ctrl-C, SIGTERM and SIGHUP remove the temporary
//! files of writes in progress and kill a live server's process group
//! before the process exits, and SIGXFSZ (a
//! file-size limit, `ulimit -f`) becomes an ordinary write error instead of
//! killing the process mid-write.

/// The signal that is ending the run, 0 while none has come.
static RECEIVED: std::sync::atomic::AtomicI32 = std::sync::atomic::AtomicI32::new(0);

/// The exit code of a run a signal ended (128 + the signal), so that the
/// main thread, which may finish first (its server was just killed), exits
/// as the signal says.
pub fn exit_code_of_signal() -> Option<i32> {
    match RECEIVED.load(std::sync::atomic::Ordering::SeqCst) {
        0 => None,
        signal => Some(128 + signal),
    }
}

/// Installs the handlers; a failure to install them is not fatal (the run
/// goes on as it would have without them).
#[cfg(unix)]
pub fn install() {
    use signal_hook::consts::{SIGHUP, SIGINT, SIGTERM, SIGXFSZ};
    use std::sync::Arc;
    use std::sync::atomic::AtomicBool;

    // Catching SIGXFSZ (and doing nothing with it) makes the write that
    // exceeds the limit fail with EFBIG, which the writer reports.
    let _ = signal_hook::flag::register(SIGXFSZ, Arc::new(AtomicBool::new(false)));
    let Ok(mut signals) = signal_hook::iterator::Signals::new([SIGINT, SIGTERM, SIGHUP]) else {
        return;
    };
    std::thread::spawn(move || {
        if let Some(signal) = signals.forever().next() {
            RECEIVED.store(signal, std::sync::atomic::Ordering::SeqCst);
            hintlint::autofix::write::remove_pending();
            // A live server (and whatever it started) goes with hintlint.
            #[cfg(feature = "server")]
            hintlint::server::reap::kill_everything();
            std::process::exit(128 + signal);
        }
    });
}

/// Nothing to install where there are no unix signals.
#[cfg(not(unix))]
pub fn install() {}

/// No signal ends a run where there are none.
#[cfg(not(unix))]
pub fn exit_code_of_signal() -> Option<i32> {
    None
}
