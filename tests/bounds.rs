//! What a run costs is bounded by what it reads: walked files over the
//! size caps are skipped unread (and named with `-v`), and special files
//! given as options are refused, never waited on.

use crate::binary::{hintlint, write};

#[test]
fn walked_files_over_the_caps_are_skipped_unread_and_named() {
    let dir = tempfile::tempdir().expect("temp dir");
    write(
        dir.path(),
        "tools.json",
        r#"[{"name": "a", "inputSchema": {}}]"#,
    );
    // Sparse: a 2 GB bundle and a 100 MB data file cost no disk.
    for (name, size) in [("dist.ts", 2u64 << 30), ("data.json", 100 << 20)] {
        let file = std::fs::File::create(dir.path().join(name)).expect("created");
        file.set_len(size).expect("sized");
    }
    let run = hintlint(&["check", "-v", "--format", "concise", "."], dir.path());
    assert_eq!(run.code, 0, "{}{}", run.stdout, run.stderr);
    assert!(run.stderr.contains("(2 files skipped)"), "{}", run.stderr);
    assert!(
        run.stderr
            .contains("dist.ts: skipped: not read: 2048 MiB, larger than the 4 MiB a walk reads"),
        "{}",
        run.stderr
    );
    assert!(
        run.stderr
            .contains("data.json: skipped: not read: 100 MiB, larger than the 64 MiB a walk reads"),
        "{}",
        run.stderr
    );
    let census = hintlint(&["census", "."], dir.path());
    assert_eq!(census.code, 0, "{}{}", census.stdout, census.stderr);
    assert!(census.stdout.contains("tools.json"), "{}", census.stdout);
}

#[cfg(unix)]
#[test]
fn a_fifo_given_as_an_option_is_refused_not_waited_on() {
    use std::time::{Duration, Instant};
    let dir = tempfile::tempdir().expect("temp dir");
    write(
        dir.path(),
        "tools.json",
        r#"[{"name": "a", "inputSchema": {}}]"#,
    );
    let fifo = dir.path().join("pipe.toml");
    let made = std::process::Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .expect("mkfifo runs");
    assert!(made.success());
    // A watchdog: were the FIFO waited on, a writer opening it after ten
    // seconds ends the wait, and the run is then too slow.
    let watched = fifo.clone();
    std::thread::spawn(move || {
        std::thread::sleep(Duration::from_secs(10));
        let _ = std::fs::OpenOptions::new().write(true).open(watched);
    });
    for option in ["--config", "--baseline", "--openapi"] {
        let started = Instant::now();
        let run = hintlint(&["check", option, "pipe.toml", "tools.json"], dir.path());
        assert!(
            started.elapsed() < Duration::from_secs(8),
            "{option}: waited on the FIFO"
        );
        assert_eq!(run.code, 2, "{option}: {}{}", run.stdout, run.stderr);
        assert!(
            run.stderr.contains("not a regular file"),
            "{option}: {}",
            run.stderr
        );
    }
}

/// Each `unread-tool` place is told its line from one index of the file's
/// line ends: 200,000 of them in one file are located in one pass. When
/// each counted the lines from the start of the file, this census scanned
/// some 600 GB (about ten CPU-minutes in a debug build); it now reads the
/// file a few times.
#[test]
fn the_lines_of_many_unread_places_are_found_in_one_pass() {
    let dir = tempfile::tempdir().expect("temp dir");
    let places = 200_000;
    let text: String = (0..places)
        .map(|n| format!("configure_{}(readOnlyHint=True)\n", n % 100))
        .collect();
    write(dir.path(), "unread.py", &text);
    let run = hintlint(&["census", "--format", "json", "unread.py"], dir.path());
    assert_eq!(run.code, 0, "{}", run.stderr);
    let census: serde_json::Value = serde_json::from_str(&run.stdout).expect("JSON");
    assert_eq!(census["trees"][0]["total"]["unread"], places);
}
