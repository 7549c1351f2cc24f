//! `check --server` and `--url` in both eras of MCP (2026-07-28): fakes
//! for the probe's rules (tests/servers/modern_fixture_server.py and the
//! `modern` modes of fixture_http_server.py), and servers built with the
//! official SDKs in each era (npm's `@modelcontextprotocol/server` 2.4 from
//! target/mcp-ts, PyPI's `mcp` 2.3 from target/mcp-venv; both installed by
//! .ci/run).
#![cfg(feature = "server")]

use std::io::BufRead;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use crate::binary::http_fixture::HttpFixture;
use crate::binary::{Run, findings, hintlint, json, repo};
use crate::common;

const MODERN_FIXTURE: &str = "tests/servers/modern_fixture_server.py";
const SDK_SERVER: &str = "tests/servers/sdk_server.mjs";
const PY_SDK_SERVER: &str = "tests/servers/py_sdk_server.py";

/// `check -v --format json` of a live server named by `live` (`--server
/// -- CMD` or `--url URL`), with a deadline of `idle` seconds on an idle
/// machine ([`deadline`]).
fn check(live: &[&str], idle: u64) -> Run {
    let timeout = deadline(idle).to_string();
    let mut args = vec!["check", "-v", "--format", "json", "--timeout", &timeout];
    args.extend_from_slice(live);
    hintlint(&args, repo())
}

/// How many times longer than on an idle machine a deadline is here: the
/// load average per core over two, rounded up, from 1 to 4 (`/proc/loadavg`;
/// 1 where it cannot be read). At a load of 10 on two cores the servers
/// these tests start (Python's, Node's, the SDKs' imports) wait seconds
/// for a core, which a fixed deadline would take for a server's silence;
/// every exchange and every message checked stays the same.
fn slowdown() -> u64 {
    static SLOWDOWN: std::sync::OnceLock<u64> = std::sync::OnceLock::new();
    *SLOWDOWN.get_or_init(|| {
        let load: f64 = std::fs::read_to_string("/proc/loadavg")
            .ok()
            .and_then(|text| text.split_whitespace().next()?.parse().ok())
            .unwrap_or(0.0);
        let cores = std::thread::available_parallelism().map_or(1, std::num::NonZero::get);
        let per_core = load / cores as f64;
        // Whole steps from 1 to 4.
        (1..=4u64)
            .find(|step| per_core <= 2.0 * *step as f64)
            .unwrap_or(4)
    })
}

/// `idle` seconds, the deadline that holds on an idle machine, scaled by
/// [`slowdown`].
fn deadline(idle: u64) -> u64 {
    idle * slowdown()
}

/// The probe's window for a run with `--timeout` of `timeout` seconds:
/// half of it, at most 10 s (`src/server/mod.rs`'s `PROBE_TIMEOUT`).
fn probe_window(timeout: u64) -> u64 {
    (timeout / 2).min(10)
}

/// The line `-v` writes about the era spoken.
fn spoke(run: &Run) -> &str {
    run.stderr
        .lines()
        .find(|line| line.starts_with("server: spoke "))
        .unwrap_or_else(|| panic!("no era line in: {}", run.stderr))
}

/// What the fixture says it received, in order (`got METHOD VERSION`).
fn received(run: &Run) -> Vec<&str> {
    run.stderr
        .lines()
        .filter_map(|line| line.strip_prefix("server stderr | got "))
        .collect()
}

/// Asserts the run linted the five tools of the fixtures.
fn linted_all(run: &Run) {
    assert_eq!(run.code, 1, "{}{}", run.stdout, run.stderr);
    assert_eq!(
        json(run)["summary"]["tools"],
        5,
        "all pages: {}",
        run.stderr
    );
}

fn fixture(mode: &str) -> Run {
    check(&["--server", "--", "python3", MODERN_FIXTURE, mode], 8)
}

#[test]
fn a_modern_only_server_is_listed_with_the_envelope_through_every_page() {
    let run = fixture("modern");
    linted_all(&run);
    assert!(
        spoke(&run).contains("MCP 2026-07-28 (modern era"),
        "{}",
        run.stderr
    );
    assert_eq!(
        received(&run),
        [
            "server/discover 2026-07-28",
            "tools/list 2026-07-28",
            "tools/list 2026-07-28",
            "tools/list 2026-07-28"
        ],
        "no initialize, the envelope on every page"
    );
    assert_eq!(
        json(&run)["diagnostics"][0]["path"],
        "mcp-server:modern-fixture",
        "the name server/discover gave"
    );
}

#[test]
fn unsupported_version_is_retried_at_a_listed_revision_never_by_initialize() {
    let retried = fixture("retry");
    linted_all(&retried);
    assert_eq!(
        &received(&retried)[..2],
        ["server/discover 2026-07-28", "server/discover 2026-07-28"]
    );
    assert!(
        !retried.stderr.contains("got initialize"),
        "{}",
        retried.stderr
    );
    // A server of revisions hintlint does not speak: an error naming them,
    // with no fallback to initialize.
    let foreign = fixture("foreign");
    foreign.assert_fails(2, "the server supports only protocol versions 2099-01-01");
    assert!(
        !foreign.stderr.contains("got initialize"),
        "{}",
        foreign.stderr
    );
    // A server listing only a legacy revision gets initialize at it.
    let old = fixture("oldonly");
    linted_all(&old);
    assert!(
        spoke(&old).contains("MCP 2025-03-26 (legacy era"),
        "{}",
        old.stderr
    );
    assert!(
        received(&old).contains(&"initialize 2025-03-26"),
        "{}",
        old.stderr
    );
}

#[test]
fn any_other_error_silence_or_an_exit_falls_back_to_initialize() {
    // -32602, not -32601: the fallback is keyed to no one code.
    let invalid = fixture("invalid");
    linted_all(&invalid);
    assert!(spoke(&invalid).contains("legacy era"), "{}", invalid.stderr);
    assert!(spoke(&invalid).contains("-32602"), "{}", invalid.stderr);
    // Silence: the probe waits half of --timeout at most (4 s of 8 on an
    // idle machine), and the whole run keeps within --timeout.
    let started = Instant::now();
    let silent = fixture("silent");
    linted_all(&silent);
    let window = probe_window(deadline(8));
    assert!(
        spoke(&silent).contains(&format!("server/discover had no answer within {window} s")),
        "{}",
        silent.stderr
    );
    assert!(
        started.elapsed() < Duration::from_secs(deadline(8)),
        "{:?}",
        started.elapsed()
    );
    // A server that exits when probed is started again for initialize.
    let exiting = fixture("exiting");
    linted_all(&exiting);
    assert!(
        spoke(&exiting).contains("closed its stdout"),
        "{}",
        exiting.stderr
    );
}

#[test]
fn a_slow_modern_server_named_by_its_answer_to_initialize_stays_modern() {
    let slow = fixture("slow");
    linted_all(&slow);
    assert!(spoke(&slow).contains("modern era"), "{}", slow.stderr);
}

#[test]
fn a_listing_that_is_not_complete_is_refused() {
    let run = fixture("incomplete");
    run.assert_fails(2, "resultType is \"input_required\"");
}

#[test]
fn over_http_a_modern_post_carries_the_headers_and_a_refusal_is_read() {
    let modern = HttpFixture::start("modern");
    let url = format!("http://127.0.0.1:{}/mcp", modern.port);
    let run = check(&["--url", &url], 10);
    linted_all(&run);
    assert!(
        spoke(&run).contains("MCP 2026-07-28 (modern era: server/discover, then per-request _meta) over Streamable HTTP"),
        "{}",
        run.stderr
    );
    // 400 with -32022 listing a legacy revision: initialize at it.
    let old = HttpFixture::start("modernold");
    let url = format!("http://127.0.0.1:{}/mcp", old.port);
    let run = check(&["--url", &url], 10);
    linted_all(&run);
    assert!(
        spoke(&run).contains("MCP 2025-11-25 (legacy era: initialize) over Streamable HTTP"),
        "{}",
        run.stderr
    );
}

/// A server started for a test, killed when dropped.
struct Started(Child);

impl Drop for Started {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// Starts `program args` in the repository, reads the port from its first
/// line and waits until it accepts connections.
fn serve(program: &Path, args: &[&str], env: &[(&str, PathBuf)]) -> (Started, String) {
    let mut child = Command::new(program)
        .args(args)
        .envs(env.iter().map(|(key, value)| (key, value)))
        .current_dir(repo())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("the server starts");
    let mut port = String::new();
    let stdout = child.stdout.take().expect("piped");
    std::io::BufReader::new(stdout)
        .read_line(&mut port)
        .expect("the port");
    let port = port.trim().to_owned();
    let until = Instant::now() + Duration::from_secs(deadline(30));
    while std::net::TcpStream::connect(format!("127.0.0.1:{port}")).is_err() {
        assert!(
            Instant::now() < until,
            "the server never listened on {port}"
        );
        std::thread::sleep(Duration::from_millis(100));
    }
    (Started(child), port)
}

/// target/mcp-ts, where .ci/run installs the TypeScript SDK, if it is there.
fn typescript_sdk() -> Option<PathBuf> {
    let root = repo().join("target/mcp-ts");
    let installed = root
        .join("node_modules/@modelcontextprotocol/server/package.json")
        .is_file()
        && Command::new("node").arg("--version").output().is_ok();
    installed.then_some(root)
}

#[test]
fn typescript_sdk_servers_of_each_era_over_stdio_and_http() {
    let Some(sdk) = typescript_sdk() else {
        common::tool_missing("npm's @modelcontextprotocol/server 2.4 is not in target/mcp-ts");
        return;
    };
    let env = [("HINTLINT_MCP_TS", sdk.clone())];
    for (era, expected) in [
        ("modern", "MCP 2026-07-28 (modern era"),
        ("dual", "MCP 2026-07-28 (modern era"),
        ("legacy", "MCP 2025-06-18 (legacy era"),
    ] {
        let timeout = deadline(30).to_string();
        let mut args = vec!["check", "-v", "--format", "json", "--timeout", &timeout];
        args.extend(["--server", "--", "node", SDK_SERVER, "stdio", era]);
        let stdio = crate::binary::hintlint_with_env(
            &args,
            repo(),
            &[("HINTLINT_MCP_TS", sdk.to_str().unwrap_or("target/mcp-ts"))],
        );
        linted_all(&stdio);
        assert!(
            spoke(&stdio).contains(expected),
            "stdio {era}: {}",
            stdio.stderr
        );
        let (_server, port) = serve(Path::new("node"), &[SDK_SERVER, "http", era], &env);
        let url = format!("http://127.0.0.1:{port}/mcp");
        let http = check(&["--url", &url], 20);
        linted_all(&http);
        assert!(
            spoke(&http).contains(expected),
            "http {era}: {}",
            http.stderr
        );
        assert!(
            spoke(&http).contains("over Streamable HTTP"),
            "{}",
            http.stderr
        );
        assert_eq!(
            findings(&stdio),
            findings(&http),
            "{era}: the same findings over both transports"
        );
    }
}

#[test]
fn python_sdk_2_servers_are_modern_over_stdio_and_http() {
    let python = repo().join("target/mcp-venv/bin/python");
    let has_mcp = Command::new(&python)
        .args(["-c", "import mcp.server.mcpserver"])
        .output()
        .is_ok_and(|output| output.status.success());
    if !has_mcp {
        common::tool_missing("PyPI's mcp 2.x is not in target/mcp-venv");
        return;
    }
    let shown = python.to_string_lossy().into_owned();
    let stdio = check(&["--server", "--", &shown, PY_SDK_SERVER, "stdio"], 20);
    linted_all(&stdio);
    assert!(
        spoke(&stdio).contains("MCP 2026-07-28 (modern era"),
        "{}",
        stdio.stderr
    );
    let (_server, port) = serve(&python, &[PY_SDK_SERVER, "http"], &[]);
    let url = format!("http://127.0.0.1:{port}/mcp");
    let http = check(&["--url", &url], 20);
    linted_all(&http);
    assert!(
        spoke(&http).contains("MCP 2026-07-28 (modern era")
            && spoke(&http).contains("Streamable HTTP"),
        "{}",
        http.stderr
    );
}
