//! `check --server`: a fixture MCP server (tests/servers/fixture_server.py)
//! served over stdio, paginated, chatty, crashing and hanging.
#![cfg(feature = "server")]

use crate::binary;

use std::time::{Duration, Instant};

use crate::binary::http_fixture::HttpFixture;
use crate::binary::{findings, hintlint, json, repo};

const FIXTURE: &str = "tests/servers/fixture_server.py";

/// `check --format json --server -- python3 FIXTURE paginated`.
fn paginated_as_json() -> binary::Run {
    paginated_json("check")
}

/// `COMMAND --format json --server -- python3 FIXTURE paginated`.
fn paginated_json(command: &str) -> binary::Run {
    hintlint(
        &[
            command,
            "--format",
            "json",
            "--server",
            "--",
            "python3",
            FIXTURE,
            "paginated",
        ],
        repo(),
    )
}

#[test]
fn a_paginated_server_gets_the_findings_of_the_same_tools_in_a_file() {
    let live = paginated_as_json();
    assert_eq!(live.code, 1, "{}", live.stderr);
    let live_findings = findings(&live);
    assert_eq!(json(&live)["summary"]["tools"], 5, "all three pages");
    assert!(
        json(&live)["diagnostics"][0]["path"]
            .as_str()
            .is_some_and(|path| path == "mcp-server:fixture"),
        "located by the name the server gives, never the local command line"
    );

    let dir = tempfile::tempdir().expect("temp dir");
    let saved = dir.path().join("tools.json");
    let saved_arg = saved.to_string_lossy().into_owned();
    let run = hintlint(
        &[
            "check",
            "--format",
            "json",
            "--save",
            &saved_arg,
            "--server",
            "--",
            "python3",
            FIXTURE,
            "paginated",
        ],
        repo(),
    );
    assert_eq!(run.code, 1);
    assert_eq!(
        json(&run)["diagnostics"][0]["path"].as_str(),
        Some(saved_arg.as_str()),
        "with --save, locations point into the file"
    );
    let file = hintlint(&["check", "--format", "json", &saved_arg], repo());
    assert_eq!(findings(&file), live_findings);
    assert!(!live_findings.is_empty());
}

#[test]
fn a_banner_on_stdout_is_skipped_with_a_warning() {
    let run = hintlint(
        &["check", "--server", "--", "python3", FIXTURE, "banner"],
        repo(),
    );
    assert_eq!(run.code, 1, "{}", run.stdout);
    assert!(
        run.stdout
            .contains("skipped a line on stdout that is not JSON-RPC: Fixture server 1.0"),
        "{}",
        run.stdout
    );
    assert!(run.stdout.contains("in 1 file"), "{}", run.stdout);
}

#[test]
fn a_crash_or_an_error_is_exit_two_naming_the_phase_and_the_stderr() {
    let run = hintlint(
        &["check", "--server", "--", "python3", FIXTURE, "crash"],
        repo(),
    );
    run.assert_fails(2, "failed during initialize");
    assert!(
        run.stderr.contains("fatal: cannot open the database"),
        "{}",
        run.stderr
    );
    let run = hintlint(
        &["check", "--server", "--", "python3", FIXTURE, "error"],
        repo(),
    );
    run.assert_fails(2, "tools/list answered with an error");
    let run = hintlint(
        &["check", "--server", "--", "no-such-program-hintlint"],
        repo(),
    );
    run.assert_fails(2, "failed during start");
}

#[test]
fn a_hanging_server_is_stopped_within_the_timeout_and_leaves_no_process() {
    let dir = tempfile::tempdir().expect("temp dir");
    let pid_file = dir.path().join("pid");
    let env = format!("HINTLINT_FIXTURE_PID_FILE={}", pid_file.display());
    let started = Instant::now();
    let run = hintlint(
        &[
            "check",
            "--timeout",
            "2",
            "--env",
            &env,
            "--server",
            "--",
            "python3",
            FIXTURE,
            "hang",
        ],
        repo(),
    );
    assert_eq!(run.code, 2, "{}", run.stderr);
    assert!(
        started.elapsed() < Duration::from_secs(10),
        "took {:?}",
        started.elapsed()
    );
    assert!(
        run.stderr
            .contains("no answer to tools/list within the 2 s"),
        "{}",
        run.stderr
    );
    let pid =
        std::fs::read_to_string(&pid_file).expect("--env reached the server, which wrote its pid");
    let alive = std::path::Path::new("/proc").join(pid.trim()).exists();
    assert!(!alive, "the server process {pid} outlived the run");
}

#[test]
fn fix_needs_a_saved_file() {
    let run = hintlint(
        &[
            "check",
            "--fix",
            "--server",
            "--",
            "python3",
            FIXTURE,
            "paginated",
        ],
        repo(),
    );
    run.assert_fails(2, "--fix needs a file to write");
    let diff = hintlint(
        &[
            "check",
            "--diff",
            "--unsafe-fixes",
            "--server",
            "--",
            "python3",
            FIXTURE,
            "paginated",
        ],
        repo(),
    );
    assert_eq!(diff.code, 1, "{}", diff.stderr);
    assert!(
        diff.stdout.contains("+++ b/mcp-server:fixture"),
        "{}",
        diff.stdout
    );
}

#[test]
fn a_streamable_http_server_gets_the_same_findings() {
    let fixture = HttpFixture::start("");
    let url = format!("http://127.0.0.1:{}/mcp", fixture.port);
    let over_http = hintlint(&["check", "--format", "json", "--url", &url], repo());
    assert_eq!(over_http.code, 1, "{}", over_http.stderr);
    assert_eq!(
        json(&over_http)["summary"]["tools"],
        5,
        "all pages, through the ping"
    );
    let over_stdio = paginated_as_json();
    assert_eq!(findings(&over_http), findings(&over_stdio));
    let nowhere = hintlint(
        &["check", "--timeout", "2", "--url", "http://127.0.0.1:9/mcp"],
        repo(),
    );
    nowhere.assert_fails(2, "failed during server/discover");
}

#[test]
fn a_server_behind_a_bearer_token_gets_the_header_with_the_secret_from_the_environment() {
    let fixture = HttpFixture::start("bearer");
    let url = format!("http://127.0.0.1:{}/mcp?team=red", fixture.port);
    let refused = hintlint(&["check", "--url", &url], repo());
    refused.assert_fails(2, "--header 'Authorization: Bearer ${TOKEN}'");
    let header = "Authorization: Bearer ${FIXTURE_TOKEN}";
    let unset = hintlint(&["check", "--url", &url, "--header", header], repo());
    unset.assert_fails(2, "the environment variable FIXTURE_TOKEN is not set");
    let run = binary::hintlint_with_env(
        &[
            "check", "--format", "sarif", "--url", &url, "--header", header,
        ],
        repo(),
        &[("FIXTURE_TOKEN", "fixture-token")],
    );
    assert_eq!(run.code, 1, "{}", run.stderr);
    assert!(!run.stdout.contains("fixture-token") && !run.stderr.contains("fixture-token"));
    // Located by the URL without its query: the same on every machine.
    let uri =
        json(&run)["runs"][0]["results"][0]["locations"][0]["physicalLocation"]["artifactLocation"]
            ["uri"]
            .as_str()
            .map(str::to_owned);
    assert_eq!(
        uri.as_deref(),
        Some(format!("http://127.0.0.1:{}/mcp", fixture.port).as_str())
    );
    let wrong = binary::hintlint_with_env(
        &["check", "--url", &url, "--header", header],
        repo(),
        &[("FIXTURE_TOKEN", "not-it")],
    );
    wrong.assert_fails(2, "the credentials sent with --header were refused");
}

#[test]
fn a_server_of_the_legacy_sse_transport_is_linted_through_its_event_stream() {
    let fixture = HttpFixture::start("legacy");
    let url = format!("http://127.0.0.1:{}/mcp", fixture.port);
    let run = hintlint(&["check", "--format", "json", "--url", &url], repo());
    assert_eq!(run.code, 1, "{}", run.stderr);
    assert_eq!(json(&run)["summary"]["tools"], 2, "{}", run.stdout);
    assert!(
        findings(&run)
            .iter()
            .any(|(rule, tool, _)| rule == "unsound-claim" && tool == "create_item"),
        "{}",
        run.stdout
    );
}

#[test]
fn diff_compares_a_saved_capture_with_the_live_server() {
    let fixture = HttpFixture::start("");
    let url = format!("http://127.0.0.1:{}/mcp", fixture.port);
    let dir = tempfile::tempdir().expect("temp dir");
    let saved = dir.path().join("tools.json");
    let saved_arg = saved.to_string_lossy().into_owned();
    let save = hintlint(&["check", "--url", &url, "--save", &saved_arg], repo());
    assert_eq!(save.code, 1, "{}", save.stderr);
    let same = hintlint(&["diff", &saved_arg, "--url", &url], repo());
    assert_eq!(same.code, 0, "{}{}", same.stdout, same.stderr);
    assert!(
        same.stdout
            .contains("0 added, 0 removed, 0 stronger claims")
    );
    // The saved capture claimed less: the live server's claims are stronger.
    let text = String::from_utf8(binary::read(&saved)).expect("UTF-8");
    std::fs::write(
        &saved,
        text.replace("\"destructiveHint\": false", "\"destructiveHint\": true"),
    )
    .expect("written");
    let drift = hintlint(
        &["diff", &saved_arg, "--url", &url, "--format", "json"],
        repo(),
    );
    assert_eq!(drift.code, 1, "{}{}", drift.stdout, drift.stderr);
    assert!(
        json(&drift)["stronger"].as_u64().is_some_and(|n| n > 0),
        "{}",
        drift.stdout
    );
}

#[test]
fn a_live_server_is_a_census_tree_of_its_own() {
    let run = paginated_json("census");
    assert_eq!(run.code, 0, "{}", run.stderr);
    let trees = json(&run)["trees"].clone();
    assert_eq!(
        trees.as_array().map(Vec::len),
        Some(1),
        "no path: only the server"
    );
    assert_eq!(trees[0]["root"], "mcp-server:fixture");
    assert_eq!(trees[0]["total"]["tools"], 5, "all pages");
}

#[test]
fn a_server_that_echoes_a_header_never_gets_the_secret_printed() {
    let fixture = HttpFixture::start("echo");
    let url = format!("http://127.0.0.1:{}/mcp", fixture.port);
    let run = binary::hintlint_with_env(
        &[
            "check",
            "--url",
            &url,
            "--header",
            "Authorization: Bearer ${FIXTURE_TOKEN}",
        ],
        repo(),
        &[("FIXTURE_TOKEN", "echoed-s3cret-token")],
    );
    assert_eq!(run.code, 2, "{}{}", run.stdout, run.stderr);
    assert!(
        run.stderr.contains("rejected credentials"),
        "{}",
        run.stderr
    );
    assert!(
        !run.stderr.contains("echoed-s3cret-token") && !run.stdout.contains("echoed-s3cret-token"),
        "{}{}",
        run.stdout,
        run.stderr
    );
}
