//! The files that steer a run (`hintlint.toml`, `--config`, `--baseline`,
//! `--openapi`) on the real binary, planted by a hostile pull request: a
//! link to `/proc/self/environ` or to a secret outside the repository, a
//! linked folder, a FIFO, a configuration of 80 MB or of thousands of
//! globs. Each is refused by name, and no line of what a link points at
//! reaches stdout or stderr.
#![cfg(unix)]

use std::path::Path;
use std::time::{Duration, Instant};

use crate::binary::{Run, hintlint, hintlint_with_env, write};

/// A text that must never be printed: not TOML, not JSON, so that a reader
/// that followed the link would fail on its first line and draw it.
const SECRET: &str = "AWS_SECRET_ACCESS_KEY=wJalrXUtnFEMI/K7MDENG/bPxRfiCYzSECRET";

/// The value of the variable put in the run's environment.
const ENVIRONMENT_SECRET: &str = "ghp_environmentTokenThatMustNotLeak0123";

const TOOLS: &str = r#"{"tools": [{"name": "get_user", "inputSchema": {},
 "annotations": {"readOnlyHint": true, "openWorldHint": false}}]}
"#;

/// A repository (`repo/`, with `.git`) and, beside it, a folder outside it
/// holding the secret.
fn repository() -> (tempfile::TempDir, std::path::PathBuf) {
    let dir = tempfile::tempdir().expect("temp dir");
    let repo = dir.path().join("repo");
    std::fs::create_dir_all(repo.join(".git")).expect("repository");
    write(&repo, "tools.json", TOOLS);
    write(dir.path(), "outside/secret.txt", format!("{SECRET}\n"));
    (dir, repo)
}

fn link(target: &Path, at: &Path) {
    std::os::unix::fs::symlink(target, at).expect("a link");
}

/// Neither the secret file's text nor the environment's shows anywhere.
fn assert_nothing_leaks(run: &Run, case: &str) {
    for leaked in [SECRET, "wJalrXUtnFEMI", ENVIRONMENT_SECRET, "PATH="] {
        assert!(
            !run.stdout.contains(leaked) && !run.stderr.contains(leaked),
            "{case}: `{leaked}` was printed:\n{}{}",
            run.stdout,
            run.stderr
        );
    }
}

fn run_with_secret_environment(args: &[&str], dir: &Path) -> Run {
    hintlint_with_env(args, dir, &[("HINTLINT_TEST_TOKEN", ENVIRONMENT_SECRET)])
}

#[test]
fn a_discovered_configuration_that_is_a_link_is_refused_unread() {
    let (dir, repo) = repository();
    let config = repo.join("hintlint.toml");
    for target in [
        Path::new("/proc/self/environ").to_path_buf(),
        dir.path().join("outside/secret.txt"),
        // Even a link to a regular file inside the repository: the file
        // could be one the job wrote (`.env`), not the pull request.
        repo.join("tools.json"),
    ] {
        let _ = std::fs::remove_file(&config);
        link(&target, &config);
        for format in ["human", "concise", "json", "sarif"] {
            let run = run_with_secret_environment(&["check", "--format", format], &repo);
            let case = format!("{} ({format})", target.display());
            assert_eq!(run.code, 2, "{case}: {}{}", run.stdout, run.stderr);
            assert!(
                run.stderr
                    .contains("hintlint.toml: it is a symbolic link, and hintlint never reads"),
                "{case}: {}",
                run.stderr
            );
            assert_nothing_leaks(&run, &case);
        }
    }
}

#[test]
fn files_named_on_the_command_line_are_never_read_through_a_link() {
    let (dir, repo) = repository();
    link(Path::new("/proc/self/environ"), &repo.join("environ.toml"));
    link(
        &dir.path().join("outside/secret.txt"),
        &repo.join("secret.json"),
    );
    // A folder of the repository that is a link out of it.
    link(&dir.path().join("outside"), &repo.join("ci"));
    for option in ["--config", "--baseline", "--openapi"] {
        for (path, refusal) in [
            ("environ.toml", "it is a symbolic link"),
            ("secret.json", "it is a symbolic link"),
            ("ci/secret.txt", "a folder on its path is a symbolic link"),
        ] {
            let run = run_with_secret_environment(&["check", option, path, "tools.json"], &repo);
            let case = format!("{option} {path}");
            assert_eq!(run.code, 2, "{case}: {}{}", run.stdout, run.stderr);
            assert!(
                run.stderr.contains(path) && run.stderr.contains(refusal),
                "{case}: {}",
                run.stderr
            );
            assert_nothing_leaks(&run, &case);
        }
    }
}

#[test]
fn the_files_themselves_are_read_and_drawn_as_before() {
    let (dir, repo) = repository();
    // A mistake in a regular configuration is drawn from its text.
    write(&repo, "hintlint.toml", "[lints]\nnon-maximal = \"loud\"\n");
    let run = hintlint(&["check"], &repo);
    assert_eq!(run.code, 2, "{}", run.stderr);
    assert!(
        run.stderr.contains("2 │ non-maximal = \"loud\""),
        "{}",
        run.stderr
    );
    // Named outside the repository (a shared configuration), not a link.
    write(
        dir.path(),
        "outside/shared.toml",
        "[lints]\nnon-maximal = \"deny\"\n",
    );
    std::fs::remove_file(repo.join("hintlint.toml")).expect("removed");
    let run = hintlint(&["check", "--config", "../outside/shared.toml"], &repo);
    assert_eq!(run.code, 0, "{}{}", run.stdout, run.stderr);
}

#[test]
fn a_fifo_named_hintlint_toml_is_refused_without_blocking() {
    let (_dir, repo) = repository();
    let fifo = repo.join("hintlint.toml");
    let made = std::process::Command::new("mkfifo")
        .arg(&fifo)
        .status()
        .expect("mkfifo runs");
    assert!(made.success());
    let started = Instant::now();
    let run = hintlint(&["check"], &repo);
    assert!(
        started.elapsed() < Duration::from_secs(8),
        "waited on the FIFO"
    );
    assert_eq!(run.code, 2, "{}{}", run.stdout, run.stderr);
    assert!(
        run.stderr
            .contains("hintlint.toml: it is not a regular file"),
        "{}",
        run.stderr
    );
}

#[test]
fn a_configuration_over_the_cap_is_refused_by_its_size_at_once() {
    let (_dir, repo) = repository();
    // 80 MB of globs: before the cap, 15 s and 5 GB.
    let glob = "  \"servers/**/generated/*.json\",\n";
    let mut text = String::from("[files]\nexclude = [\n");
    while text.len() < 80_000_000 {
        text.push_str(glob);
    }
    text.push_str("]\n");
    write(&repo, "hintlint.toml", &text);
    let started = Instant::now();
    let run = hintlint(&["check"], &repo);
    assert!(
        started.elapsed() < Duration::from_secs(5),
        "took {:?}",
        started.elapsed()
    );
    assert_eq!(run.code, 2, "{}{}", run.stdout, run.stderr);
    assert!(
        run.stderr.contains(&format!(
            "hintlint.toml: it is too large ({} bytes; at most 1048576 bytes are read)",
            text.len()
        )),
        "{}",
        run.stderr
    );
}

/// Runs `check` over a configuration of `text` and returns its stderr,
/// after checking that it failed fast as a configuration error.
fn config_error(text: &str) -> String {
    let (_dir, repo) = repository();
    write(&repo, "hintlint.toml", text);
    let started = Instant::now();
    let run = hintlint(&["check"], &repo);
    assert!(
        started.elapsed() < Duration::from_secs(5),
        "{:?}",
        started.elapsed()
    );
    assert_eq!(run.code, 2, "{}{}", run.stdout, run.stderr);
    run.stderr
}

#[test]
fn too_many_or_too_long_globs_are_located_errors() {
    // 1,001 globs in a list: the error is at the 1,001st (line 1,003).
    let list: String = (0..1_001)
        .map(|n| format!("  \"generated/{n}/**\",\n"))
        .collect();
    let stderr = config_error(&format!("[files]\nexclude = [\n{list}]\n"));
    assert!(
        stderr.contains("error: this list holds 1001 globs; a list holds at most 1000")
            && stderr.contains("--> hintlint.toml:1003:3"),
        "{stderr}"
    );
    // 1,000 is fine.
    let list: String = (0..1_000)
        .map(|n| format!("  \"generated/{n}/**\",\n"))
        .collect();
    let (_dir, repo) = repository();
    write(
        &repo,
        "hintlint.toml",
        format!("[files]\nexclude = [\n{list}]\n"),
    );
    assert_eq!(hintlint(&["check"], &repo).code, 0);

    let long = "a/".repeat(2_100);
    let stderr = config_error(&format!("[files]\ninclude = [\"{long}*.json\"]\n"));
    assert!(
        stderr.contains("error: this glob is 4206 bytes long; a glob is at most 4096")
            && stderr.contains("--> hintlint.toml:2:12"),
        "{stderr}"
    );
    let stderr = config_error(&format!(
        "[[binding]]\ntools = [{}]\nmethod = \"GET\"\n",
        vec!["\"get_*\""; 1_001].join(", ")
    ));
    assert!(
        stderr.contains("this list holds 1001 globs") && stderr.contains("--> hintlint.toml:2:9"),
        "{stderr}"
    );
}

#[test]
fn too_many_exceptions_are_a_located_error() {
    let exceptions: String = (0..1_001)
        .map(|n| {
            format!(
                "[[exception]]\ntool = \"tool_{n}\"\nrule = \"unsound-claim\"\nreason = \"documented as append-only\"\n\n"
            )
        })
        .collect();
    let stderr = config_error(&exceptions);
    // The 1,001st table starts on line 5,001.
    assert!(
        stderr.contains(
            "error: the configuration holds 1001 [[exception]] tables; it holds at most 1000"
        ) && stderr.contains("--> hintlint.toml:5001:1"),
        "{stderr}"
    );
}

#[test]
fn an_expiry_date_is_exactly_yyyy_mm_dd() {
    let exception = |expires: &str| {
        format!(
            "[[exception]]\ntool = \"get_user\"\nrule = \"unsound-claim\"\nreason = \"documented\"\nexpires = {expires}\n"
        )
    };
    for bad in [
        "\"2027-+1-+1\"",
        "\"2027-01-+1\"",
        "\"+027-01-01\"",
        "\" 2027-01-01\"",
        "\"2027-1-1\"",
        "\"2027-02-30\"",
        "2027-01-01T00:00:00",
    ] {
        let stderr = config_error(&exception(bad));
        assert!(
            stderr.contains("error: `expires` is not a date")
                && stderr.contains("--> hintlint.toml:5:11"),
            "{bad}: {stderr}"
        );
    }
    for good in ["\"2099-01-01\"", "2099-01-01"] {
        let (_dir, repo) = repository();
        write(&repo, "hintlint.toml", exception(good));
        let run = hintlint(&["check"], &repo);
        assert!(
            !run.stderr.contains("is not a date"),
            "{good}: {}",
            run.stderr
        );
    }
}

#[test]
fn an_exception_whose_reason_is_a_placeholder_is_a_located_error() {
    for reason in ["<why this is acceptable>", "<reason>", "   "] {
        let stderr = config_error(&format!(
            "[[exception]]\ntool = \"get_user\"\nrule = \"unsound-claim\"\nreason = \"{reason}\"\n"
        ));
        assert!(
            stderr.contains("--> hintlint.toml:4:10")
                && (stderr.contains("the exception's reason is a placeholder, not a reason")
                    || stderr.contains("an exception needs a reason")),
            "{reason}: {stderr}"
        );
    }
}

/// Files to lint named on the command line (a job that lints the changed
/// files names what a pull request added): one reached through a link out
/// of the repository, or one the kernel generates, is not read, and no
/// error draws its lines; a link within the repository is linted as before.
#[test]
fn inputs_named_through_a_link_out_of_the_repository_are_not_read() {
    let (dir, repo) = repository();
    link(Path::new("/proc/self/environ"), &repo.join("env.json"));
    link(
        &dir.path().join("outside/secret.txt"),
        &repo.join("secret.json"),
    );
    link(&dir.path().join("outside"), &repo.join("ci"));
    write(dir.path(), "outside/other.txt", format!("{SECRET}\n"));
    link(&repo.join("tools.json"), &repo.join("alias.json"));
    for format in ["human", "concise", "json", "sarif"] {
        let run = run_with_secret_environment(
            &[
                "check",
                "--format",
                format,
                "env.json",
                "secret.json",
                "ci/other.txt",
                "alias.json",
            ],
            &repo,
        );
        assert_eq!(run.code, 2, "{format}: {}{}", run.stdout, run.stderr);
        assert_nothing_leaks(&run, format);
        let said = format!("{}{}", run.stdout, run.stderr);
        for path in ["env.json", "secret.json", "ci/other.txt"] {
            assert!(said.contains(path), "{format}: {path} is named: {said}");
        }
        assert!(
            said.contains("leads out of the repository"),
            "{format}: {said}"
        );
        // The link within the repository is linted: its tool is read.
        if format == "json" {
            let findings = crate::binary::json(&run);
            assert!(
                findings["diagnostics"]
                    .as_array()
                    .is_some_and(|found| found.iter().any(|d| d["path"] == "alias.json")),
                "{said}"
            );
        }
    }
}

/// A file whose content is not its size (the kernel's) is not linted even
/// when named directly, with no link on the way; `/proc/self/environ`
/// (itself reached through the link `/proc/self`) is refused either way.
#[test]
fn a_generated_file_named_directly_is_not_read() {
    let run = hintlint(
        &["check", "--format", "concise", "/proc/version"],
        Path::new("."),
    );
    assert_eq!(run.code, 2, "{}{}", run.stdout, run.stderr);
    let said = format!("{}{}", run.stdout, run.stderr);
    assert!(
        said.contains("/proc/version: error: cannot read the file: its content is not the size"),
        "{said}"
    );
    assert!(!said.contains("Linux version"), "{said}");
    let run = run_with_secret_environment(
        &["check", "--format", "concise", "/proc/self/environ"],
        Path::new("."),
    );
    assert_eq!(run.code, 2, "{}{}", run.stdout, run.stderr);
    assert_nothing_leaks(&run, "/proc/self/environ");
}
