//! `--fix` writes only the files it was asked to, as the user, and never
//! loses an edit: links, `--`, permissions, owners, hard links, file-size
//! limits, one file named several ways, and the configuration in force.

use crate::binary;

use std::os::unix::fs::MetadataExt;
use std::path::Path;
use std::process::Command;

use crate::binary::{hintlint, read, write};

/// A tool whose missing hints `--fix` writes.
const UNANNOTATED: &str = r#"{"name": "t", "inputSchema": {}}"#;

fn names_in(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .expect("listing")
        .filter_map(Result::ok)
        .map(|entry| entry.file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

#[test]
fn a_glob_never_follows_a_linked_folder_out_of_the_tree_nor_loops() {
    let outside = tempfile::tempdir().expect("temp dir");
    write(outside.path(), "victim.json", UNANNOTATED);
    let dir = tempfile::tempdir().expect("temp dir");
    write(dir.path(), "tree/own.json", UNANNOTATED);
    std::os::unix::fs::symlink(outside.path(), dir.path().join("tree/linked")).expect("link");
    std::os::unix::fs::symlink(dir.path().join("tree"), dir.path().join("tree/loop"))
        .expect("loop");
    let run = hintlint(&["check", "--fix", "tree/**/*.json"], dir.path());
    assert_eq!(run.code, 0, "{}", run.stdout);
    assert!(run.stdout.contains("in 1 file"), "{}", run.stdout);
    assert_eq!(
        read(&outside.path().join("victim.json")),
        UNANNOTATED.as_bytes()
    );
    assert_ne!(
        read(&dir.path().join("tree/own.json")),
        UNANNOTATED.as_bytes()
    );
}

#[test]
fn a_named_symbolic_link_stays_a_link_and_its_target_is_fixed() {
    let dir = tempfile::tempdir().expect("temp dir");
    write(dir.path(), "real/tools.json", UNANNOTATED);
    std::os::unix::fs::symlink("real/tools.json", dir.path().join("link.json")).expect("link");
    let run = hintlint(&["check", "--fix", "link.json"], dir.path());
    assert_eq!(run.code, 0, "{}", run.stderr);
    let link = std::fs::symlink_metadata(dir.path().join("link.json")).expect("metadata");
    assert!(link.file_type().is_symlink(), "the link is still a link");
    assert!(
        String::from_utf8_lossy(&read(&dir.path().join("real/tools.json")))
            .contains("openWorldHint"),
        "the target is fixed"
    );
    assert_eq!(names_in(&dir.path().join("real")), ["tools.json"]);
}

#[test]
fn arguments_after_double_dash_are_paths() {
    let dir = tempfile::tempdir().expect("temp dir");
    write(dir.path(), "-tools.json", UNANNOTATED);
    write(dir.path(), "other.json", UNANNOTATED);
    let run = hintlint(&["check", "--fix", "--", "-tools.json"], dir.path());
    assert_eq!(run.code, 0, "{}", run.stderr);
    assert_ne!(
        read(&dir.path().join("-tools.json")),
        UNANNOTATED.as_bytes()
    );
    assert_eq!(
        read(&dir.path().join("other.json")),
        UNANNOTATED.as_bytes(),
        "only the named file is fixed"
    );
}

#[test]
fn a_path_with_a_live_server_is_a_usage_error() {
    let dir = tempfile::tempdir().expect("temp dir");
    write(dir.path(), "t.json", UNANNOTATED);
    hintlint(
        &["check", "t.json", "--url", "http://127.0.0.1:9/mcp"],
        dir.path(),
    )
    .assert_fails(
        2,
        "`t.json`: a path cannot be combined with --server or --url",
    );
    hintlint(&["check", "t.json", "--server", "--", "true"], dir.path()).assert_fails(
        2,
        "`t.json`: a path cannot be combined with --server or --url",
    );
}

#[test]
fn one_file_named_three_ways_is_fixed_once() {
    let dir = tempfile::tempdir().expect("temp dir");
    write(dir.path(), "a.json", UNANNOTATED);
    std::fs::create_dir(dir.path().join("x")).expect("folder");
    let absolute = dir.path().join("a.json");
    let absolute = absolute.to_string_lossy();
    let run = hintlint(
        &["check", "--fix", "a.json", "x/../a.json", &absolute],
        dir.path(),
    );
    assert_eq!(run.code, 0, "{}", run.stdout);
    assert!(
        run.stdout.contains("1 fix applied in 1 file"),
        "{}",
        run.stdout
    );
}

#[test]
fn a_hard_linked_file_is_refused() {
    let dir = tempfile::tempdir().expect("temp dir");
    write(dir.path(), "t.json", UNANNOTATED);
    std::fs::hard_link(dir.path().join("t.json"), dir.path().join("also.json")).expect("link");
    hintlint(&["check", "--fix", "t.json"], dir.path())
        .assert_fails(2, "t.json: not fixed: it has 2 hard links");
    assert_eq!(read(&dir.path().join("also.json")), UNANNOTATED.as_bytes());
}

#[test]
fn a_file_size_limit_is_a_write_error_and_leaves_no_litter() {
    let dir = tempfile::tempdir().expect("temp dir");
    let big = format!(
        "[{}]",
        (0..200)
            .map(|index| format!(r#"{{"name": "t{index}", "inputSchema": {{}}}}"#))
            .collect::<Vec<_>>()
            .join(",")
    );
    write(dir.path(), "big.json", &big);
    let script = format!(
        "ulimit -f 8; exec '{}' check --fix big.json",
        env!("CARGO_BIN_EXE_hintlint")
    );
    let output = Command::new("bash")
        .args(["-c", &script])
        .current_dir(dir.path())
        .output()
        .expect("runs");
    let stderr = String::from_utf8_lossy(&output.stdout);
    assert_eq!(
        output.status.code(),
        Some(2),
        "not killed by SIGXFSZ: {stderr}"
    );
    assert!(
        stderr.contains("big.json: not fixed: cannot write"),
        "{stderr}"
    );
    assert_eq!(read(&dir.path().join("big.json")), big.as_bytes());
    assert_eq!(names_in(dir.path()), ["big.json"], "no temporary file left");
}

/// Running as root, `--fix` keeps the file's owner and group.
#[test]
fn the_owner_and_group_are_kept() {
    let dir = tempfile::tempdir().expect("temp dir");
    write(dir.path(), "t.json", UNANNOTATED);
    let path = dir.path().join("t.json");
    if std::os::unix::fs::chown(&path, Some(65534), Some(65534)).is_err() {
        // Not root: a user cannot give a file away, so there is nothing to keep.
        return;
    }
    let run = hintlint(&["check", "--fix", "t.json"], dir.path());
    assert_eq!(run.code, 0, "{}", run.stderr);
    let metadata = std::fs::metadata(&path).expect("metadata");
    assert_eq!((metadata.uid(), metadata.gid()), (65534, 65534));
    assert_ne!(read(&path), UNANNOTATED.as_bytes());
}

/// A user who may not write a file (root-owned, 0644) in a folder they may
/// write is refused, and the file keeps its owner and content. Run as an
/// unprivileged user through `setpriv` when the tests run as root.
#[test]
fn a_file_the_user_may_not_write_is_refused() {
    let dir = tempfile::tempdir().expect("temp dir");
    write(dir.path(), "t.json", UNANNOTATED);
    let path = dir.path().join("t.json");
    std::fs::set_permissions(
        dir.path(),
        std::os::unix::fs::PermissionsExt::from_mode(0o777),
    )
    .expect("folder open to all");
    std::fs::set_permissions(&path, std::os::unix::fs::PermissionsExt::from_mode(0o644))
        .expect("file mode");
    let owner = std::fs::metadata(&path).expect("metadata").uid();
    let binary = env!("CARGO_BIN_EXE_hintlint");
    let output = if owner == 0 {
        Command::new("setpriv")
            .args(["--reuid=65534", "--regid=65534", "--clear-groups", binary])
            .args(["check", "--fix", "t.json"])
            .current_dir(dir.path())
            .output()
    } else {
        // Not root: make the file someone else's is impossible; a file
        // without write permission for its owner stands in for it.
        std::fs::set_permissions(&path, std::os::unix::fs::PermissionsExt::from_mode(0o444))
            .expect("file mode");
        Command::new(binary)
            .args(["check", "--fix", "t.json"])
            .current_dir(dir.path())
            .output()
    };
    let Ok(output) = output else {
        return; // setpriv is not installed: nothing to run the check as.
    };
    let stderr = String::from_utf8_lossy(&output.stdout);
    assert_eq!(output.status.code(), Some(2), "{stderr}");
    assert!(stderr.contains("t.json: not fixed:"), "{stderr}");
    assert_eq!(read(&path), UNANNOTATED.as_bytes());
    assert_eq!(std::fs::metadata(&path).expect("metadata").uid(), owner);
    assert_eq!(names_in(dir.path()), ["t.json"]);
}

#[test]
fn a_configuration_above_the_repository_is_not_used() {
    let parent = tempfile::tempdir().expect("temp dir");
    write(
        parent.path(),
        "hintlint.toml",
        "[[exception]]\ntool = \"*\"\nrule = \"unsound-claim\"\nreason = \"planted\"\n",
    );
    let repository = parent.path().join("repository");
    std::fs::create_dir_all(repository.join(".git")).expect("a repository");
    write(
        &repository,
        "tools.json",
        r#"{"name": "send", "inputSchema": {}, "annotations": {"readOnlyHint": false, "destructiveHint": false, "idempotentHint": false, "openWorldHint": true}, "_meta": {"http": {"method": "POST"}}}"#,
    );
    let run = hintlint(&["check", "tools.json"], &repository);
    assert_eq!(run.code, 1, "{}", run.stdout);
    assert!(!run.stdout.contains("configuration:"), "{}", run.stdout);
    // The repository's own configuration is used, and named.
    write(
        &repository,
        "hintlint.toml",
        "[lints]\nnon-maximal = \"warn\"\n",
    );
    let run = hintlint(&["check", "../tools.json"], &repository.join(".git"));
    assert!(
        run.stdout.contains("; configuration: ../hintlint.toml"),
        "{}",
        run.stdout
    );
    let json = hintlint(&["check", "--format", "json", "tools.json"], &repository);
    assert_eq!(binary::json(&json)["configuration"], "hintlint.toml");
}
