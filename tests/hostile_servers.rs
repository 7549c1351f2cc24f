//! Servers that talk too much, never listen, daemonise or lie cannot hang,
//! exhaust or outlive a `check --server` / `--url` run: every case ends with
//! exit code 2 within the deadline, under a memory limit, with no process
//! left behind.
#![cfg(feature = "server")]

use std::path::Path;
use std::process::Command;
use std::time::{Duration, Instant};

use crate::binary::http_fixture::HttpFixture;

const FIXTURE: &str = "tests/servers/fixture_server.py";

/// What a bounded run gave.
struct Outcome {
    code: Option<i32>,
    stdout: String,
    stderr: String,
    took: Duration,
}

/// Runs hintlint with `args` under a 1.5 GiB address-space limit (so that
/// unbounded memory is an abort, not a slow machine), from the repository.
fn bounded(args: &[&str], env: &[(&str, String)]) -> Outcome {
    let quoted: Vec<String> = args.iter().map(|arg| format!("'{arg}'")).collect();
    let script = format!(
        "ulimit -v 1500000; exec '{}' {}",
        env!("CARGO_BIN_EXE_hintlint"),
        quoted.join(" ")
    );
    let started = Instant::now();
    let output = Command::new(which("bash"))
        .args(["-c", &script])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .envs(env.iter().map(|(key, value)| (*key, value.as_str())))
        .output()
        .expect("bash runs");
    Outcome {
        code: output.status.code(),
        stdout: String::from_utf8_lossy(&output.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&output.stderr).into_owned(),
        took: started.elapsed(),
    }
}

fn stdio(mode: &str, timeout: &str) -> Outcome {
    bounded(
        &[
            "check",
            "--timeout",
            timeout,
            "--server",
            "--",
            "python3",
            FIXTURE,
            mode,
        ],
        &[],
    )
}

fn assert_ends(outcome: &Outcome, within: u64, says: &str) {
    assert_eq!(outcome.code, Some(2), "{}", outcome.stderr);
    assert!(
        outcome.took < Duration::from_secs(within),
        "took {:?}: {}",
        outcome.took,
        outcome.stderr
    );
    assert!(
        outcome.stderr.contains(says),
        "no `{says}` in {}",
        outcome.stderr
    );
    assert!(!outcome.stderr.contains("panicked"), "{}", outcome.stderr);
}

fn alive(pid: &str) -> bool {
    let pid = pid.trim();
    // A zombie is dead for our purposes.
    std::fs::read_to_string(format!("/proc/{pid}/stat")).is_ok_and(|stat| {
        !stat
            .split(") ")
            .nth(1)
            .is_some_and(|rest| rest.starts_with('Z'))
    })
}

#[test]
fn a_server_that_never_reads_its_stdin_cannot_block_the_run() {
    let outcome = stdio("deaf", "10");
    assert_ends(&outcome, 8, "failed during");
}

#[test]
fn a_flood_of_notifications_is_cut_off() {
    let outcome = stdio("flood", "10");
    assert_ends(&outcome, 8, "messages that do not answer");
}

#[test]
fn an_endless_line_is_bounded() {
    let outcome = bounded(
        &[
            "check",
            "--timeout",
            "20",
            "--max-answer-size",
            "1",
            "--server",
            "--",
            "python3",
            FIXTURE,
            "longline",
        ],
        &[],
    );
    assert_ends(&outcome, 15, "larger than 1 MiB");
}

#[test]
fn an_endless_stderr_keeps_only_its_last_lines() {
    let outcome = stdio("stderrflood", "3");
    assert_ends(&outcome, 8, "no answer to initialize within the 3 s");
    assert!(
        outcome.stderr.lines().count() < 40,
        "{}",
        outcome.stderr.len()
    );
}

#[test]
fn repeated_and_endless_pages_end() {
    assert_ends(&stdio("repeat", "10"), 8, "repeated the cursor");
    let endless = bounded(
        &[
            "check",
            "--timeout",
            "30",
            "--max-answer-size",
            "4",
            "--server",
            "--",
            "python3",
            FIXTURE,
            "endless",
        ],
        &[],
    );
    assert_ends(&endless, 25, "all pages together");
}

#[test]
fn lies_get_honest_messages() {
    assert_ends(&stdio("badutf8", "10"), 8, "not UTF-8");
    assert_ends(&stdio("deep", "10"), 8, "cannot be read");
}

#[test]
fn a_huge_timeout_is_a_usage_error_not_a_panic() {
    let outcome = bounded(
        &[
            "check",
            "--timeout",
            "18446744073709551615",
            "--server",
            "--",
            "true",
        ],
        &[],
    );
    assert_eq!(outcome.code, Some(2), "{}", outcome.stderr);
    assert!(!outcome.stderr.contains("panicked"), "{}", outcome.stderr);
}

#[test]
fn a_daemonised_grandchild_does_not_outlive_the_run() {
    let dir = tempfile::tempdir().expect("temp dir");
    let pid_file = dir.path().join("pid");
    let env = format!("HINTLINT_FIXTURE_PID_FILE={}", pid_file.display());
    // No `kill` program on PATH: the group is signalled directly. (The
    // interpreter itself, not a shim script that needs PATH.)
    let python = Command::new("python3")
        .args(["-c", "import sys; print(sys.executable)"])
        .output()
        .map(|output| String::from_utf8_lossy(&output.stdout).trim().to_owned())
        .expect("python3 runs");
    let outcome = bounded(
        &[
            "check",
            "--timeout",
            "2",
            "--env",
            &env,
            "--server",
            "--",
            &python,
            FIXTURE,
            "daemon",
        ],
        &[("PATH", "/nonexistent".to_owned())],
    );
    assert_ends(&outcome, 10, "no answer to tools/list");
    let server = std::fs::read_to_string(&pid_file).expect("the server's pid");
    let daemon = std::fs::read_to_string(dir.path().join("pid.daemon")).expect("the daemon's pid");
    std::thread::sleep(Duration::from_millis(200));
    assert!(!alive(&server), "the server {server} outlived the run");
    assert!(
        !alive(&daemon),
        "the daemonised grandchild {daemon} outlived the run"
    );
}

#[test]
fn stopping_hintlint_stops_the_server() {
    let dir = tempfile::tempdir().expect("temp dir");
    let pid_file = dir.path().join("pid");
    let mut child = Command::new(env!("CARGO_BIN_EXE_hintlint"))
        .args([
            "check",
            "--timeout",
            "60",
            "--server",
            "--",
            "python3",
            FIXTURE,
            "hang",
        ])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .env("HINTLINT_FIXTURE_PID_FILE", &pid_file)
        .stderr(std::process::Stdio::null())
        .spawn()
        .expect("spawned");
    let started = Instant::now();
    while !pid_file.exists() && started.elapsed() < Duration::from_secs(10) {
        std::thread::sleep(Duration::from_millis(20));
    }
    std::thread::sleep(Duration::from_millis(200));
    let server = std::fs::read_to_string(&pid_file).expect("the server started");
    let _ = Command::new("kill")
        .args(["-TERM", &child.id().to_string()])
        .status();
    let status = child.wait().expect("hintlint ended");
    assert_eq!(status.code(), Some(128 + 15));
    std::thread::sleep(Duration::from_millis(200));
    assert!(!alive(&server), "the server {server} outlived hintlint");
}

fn which(program: &str) -> String {
    std::env::var_os("PATH")
        .and_then(|paths| {
            std::env::split_paths(&paths)
                .map(|folder| folder.join(program))
                .find(|candidate| candidate.is_file())
        })
        .map(|path| path.to_string_lossy().into_owned())
        .unwrap_or_else(|| program.to_owned())
}

/// An HTTP fixture in a mode, reached through a URL with credentials
/// (which must never be shown).
struct Http {
    _fixture: HttpFixture,
    url: String,
}

impl Http {
    fn start(mode: &str) -> Http {
        let fixture = HttpFixture::start(mode);
        let url = format!(
            "http://user:secret@127.0.0.1:{}/mcp?token=abc",
            fixture.port
        );
        Http {
            _fixture: fixture,
            url,
        }
    }
}

#[test]
fn an_http_server_that_pings_forever_is_cut_off() {
    let http = Http::start("pingloop");
    let outcome = bounded(&["check", "--timeout", "10", "--url", &http.url], &[]);
    assert_ends(&outcome, 9, "more than 100 requests");
}

#[test]
fn a_ping_on_the_stream_is_answered_at_once() {
    let http = Http::start("sseping");
    let outcome = bounded(
        &[
            "check",
            "--timeout",
            "10",
            "--format",
            "json",
            "--url",
            &http.url,
        ],
        &[],
    );
    assert_eq!(outcome.code, Some(1), "{}", outcome.stderr);
    assert!(
        outcome.took < Duration::from_secs(5),
        "took {:?}",
        outcome.took
    );
}

#[test]
fn redirects_are_not_followed_and_credentials_never_shown() {
    let http = Http::start("redirect");
    let outcome = bounded(&["check", "--timeout", "10", "--url", &http.url], &[]);
    assert_ends(&outcome, 9, "follows no redirect");
    assert!(!outcome.stderr.contains("secret"), "{}", outcome.stderr);
    assert!(!outcome.stderr.contains("token=abc"), "{}", outcome.stderr);
    assert!(!outcome.stderr.contains("stolen"), "{}", outcome.stderr);
}

#[test]
fn an_endless_event_and_repeated_pages_end_over_http() {
    let http = Http::start("longevent");
    let outcome = bounded(
        &[
            "check",
            "--timeout",
            "20",
            "--max-answer-size",
            "1",
            "--url",
            &http.url,
        ],
        &[],
    );
    assert_ends(&outcome, 15, "larger than 1 MiB");
    let http = Http::start("repeat");
    let outcome = bounded(&["check", "--timeout", "10", "--url", &http.url], &[]);
    assert_ends(&outcome, 9, "repeated the cursor");
}

#[test]
fn save_keeps_the_bytes_the_server_sent() {
    let dir = tempfile::tempdir().expect("temp dir");
    let saved = dir.path().join("tools.json");
    let saved_arg = saved.to_string_lossy().into_owned();
    let outcome = bounded(
        &[
            "check",
            "--save",
            &saved_arg,
            "--server",
            "--",
            "python3",
            FIXTURE,
            "paginated",
        ],
        &[],
    );
    assert_eq!(outcome.code, Some(1), "{}", outcome.stderr);
    let text = std::fs::read_to_string(Path::new(&saved)).expect("saved");
    assert!(
        text.contains(r#"{"name": "list_items", "inputSchema": {"type": "object"}"#),
        "the tools as the server wrote them: {text}"
    );
}

/// A number no double holds (`ttlMs: 1e400`) in a live answer is read as a
/// file holding it is: the run goes on, and the tool is linted.
#[test]
fn a_number_beyond_a_double_does_not_fail_the_run() {
    let outcome = bounded(
        &[
            "check",
            "--format",
            "concise",
            "--timeout",
            "10",
            "--server",
            "--",
            "python3",
            FIXTURE,
            "hugenumber",
        ],
        &[],
    );
    assert_eq!(
        outcome.code,
        Some(0),
        "{}{}",
        outcome.stdout,
        outcome.stderr
    );
    assert!(
        outcome.stdout.contains("`cache_item` has no annotations"),
        "{}",
        outcome.stdout
    );
    assert!(!outcome.stderr.contains("panicked"), "{}", outcome.stderr);
}
