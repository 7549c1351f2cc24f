//! What installs and runs hintlint elsewhere is checked here: the GitHub
//! Action, the release workflow, the pre-commit hooks, the wheel's metadata
//! and the crate's package list (statically: scripts/release-channels.sh
//! runs them).

use saphyr::{LoadableYamlNode, Yaml};

fn yaml(path: &str) -> Yaml<'static> {
    let text = std::fs::read_to_string(path).expect("readable");
    let text: &'static str = Box::leak(text.into_boxed_str());
    let mut documents = Yaml::load_from_str(text).unwrap_or_else(|error| panic!("{path}: {error}"));
    assert_eq!(documents.len(), 1, "{path}: one document");
    documents.remove(0)
}

/// The node at `path` (mapping keys), if every key is there.
fn at<'y>(node: &'y Yaml<'static>, path: &[&str]) -> Option<&'y Yaml<'static>> {
    path.iter()
        .try_fold(node, |node, key| node.as_mapping_get(key))
}

/// Every `uses:` of the steps of `steps`.
fn uses(steps: &Yaml<'static>) -> Vec<String> {
    steps
        .as_vec()
        .expect("a list of steps")
        .iter()
        .filter_map(|step| at(step, &["uses"])?.as_str().map(str::to_owned))
        .collect()
}

#[test]
fn the_action_downloads_and_is_complete() {
    let action = yaml("action.yml");
    assert_eq!(
        at(&action, &["runs", "using"]).and_then(Yaml::as_str),
        Some("composite")
    );
    for input in [
        "version",
        "args",
        "paths",
        "format",
        "sarif",
        "category",
        "working-directory",
        "fail-on-findings",
    ] {
        assert!(
            at(&action, &["inputs", input, "description"])
                .and_then(Yaml::as_str)
                .is_some(),
            "input {input} is declared and described"
        );
    }
    let steps = at(&action, &["runs", "steps"]).expect("steps");
    let used = uses(steps);
    let action_names: Vec<&str> = used
        .iter()
        .filter_map(|used| used.split_once('@').map(|(name, _)| name))
        .collect();
    assert_eq!(
        action_names,
        ["actions/cache", "github/codeql-action/upload-sarif"],
        "{used:?}"
    );
    // The install step runs on a cache hit too (it verifies the cached
    // archive again), and the version input is validated before any use.
    for step in steps.as_vec().expect("steps") {
        let name = at(step, &["name"]).and_then(Yaml::as_str).unwrap_or("");
        if name.starts_with("Install hintlint") {
            assert!(
                at(step, &["if"]).is_none(),
                "{name} is not skipped on a cache hit"
            );
        }
    }
    let resolve = at(&steps.as_vec().expect("steps")[0], &["run"])
        .and_then(Yaml::as_str)
        .expect("the version step");
    let checked = resolve
        .find("action_version.sh")
        .expect("the version is checked");
    let written = resolve
        .find("GITHUB_OUTPUT")
        .expect("the version is an output");
    assert!(checked < written, "checked before it reaches an output");
    for step in steps.as_vec().expect("steps") {
        if let Some(run) = at(step, &["run"]).and_then(Yaml::as_str) {
            assert_eq!(
                at(step, &["shell"]).and_then(Yaml::as_str),
                Some("bash"),
                "composite steps name a shell"
            );
            assert!(!run.contains("cargo"), "the Action never compiles: {run}");
        }
    }
    // Every input the steps read is declared.
    let text = std::fs::read_to_string("action.yml").expect("readable");
    for reference in text.split("inputs.").skip(1) {
        let name: String = reference
            .chars()
            .take_while(|ch| ch.is_ascii_alphanumeric() || *ch == '-')
            .collect();
        if name.is_empty() {
            continue;
        }
        assert!(
            at(&action, &["inputs", name.as_str()]).is_some(),
            "inputs.{name} is not declared"
        );
    }
    // Its two scripts, which scripts/release-channels.sh runs here.
    for script in ["scripts/action_install.sh", "scripts/action_run.sh"] {
        assert!(
            text.contains(&format!("$GITHUB_ACTION_PATH/{script}")),
            "{script}"
        );
        assert!(std::path::Path::new(script).is_file(), "{script}");
    }
    let install = std::fs::read_to_string("scripts/action_install.sh").expect("readable");
    assert!(install.contains(".sha256") && install.contains("does not match its checksum"));
}

/// Every `uses:` of a workflow's jobs or of a composite action's steps.
fn every_use(path: &str) -> Vec<String> {
    let document = yaml(path);
    if let Some(steps) = at(&document, &["runs", "steps"]) {
        return uses(steps);
    }
    let jobs = at(&document, &["jobs"])
        .and_then(Yaml::as_mapping)
        .expect("jobs");
    jobs.values()
        .filter_map(|job| at(job, &["steps"]))
        .flat_map(uses)
        .collect()
}

#[test]
fn every_action_used_is_pinned_to_a_commit() {
    let mut paths = vec!["action.yml".to_owned()];
    for entry in std::fs::read_dir(".github/workflows").expect("the workflows") {
        paths.push(entry.expect("an entry").path().display().to_string());
    }
    let mut checked = 0;
    for path in &paths {
        for used in every_use(path) {
            if used.starts_with("./") {
                continue;
            }
            let commit = used.rsplit_once('@').map_or("", |(_, commit)| commit);
            assert!(
                commit.len() == 40 && commit.bytes().all(|byte| byte.is_ascii_hexdigit()),
                "{path}: `uses: {used}` is not pinned to a commit"
            );
            checked += 1;
        }
    }
    assert!(checked > 20, "only {checked} uses found");
}

#[test]
fn the_release_runs_no_tool_at_a_floating_version() {
    let text = std::fs::read_to_string(".github/workflows/release.yml").expect("readable");
    assert!(
        !text.contains("npx"),
        "no npx in the release: tools come from a lock file"
    );
    assert!(!text.contains("@latest"), "no @latest in the release");
    let manifest: serde_json::Value = serde_json::from_str(
        &std::fs::read_to_string("editors/vscode/package.json").expect("readable"),
    )
    .expect("JSON");
    let lock: serde_json::Value = serde_json::from_str(
        &std::fs::read_to_string("editors/vscode/package-lock.json").expect("readable"),
    )
    .expect("JSON");
    for tool in ["@vscode/vsce", "ovsx"] {
        let wanted = manifest["devDependencies"][tool].as_str().expect(tool);
        assert!(
            wanted
                .bytes()
                .all(|byte| byte.is_ascii_digit() || byte == b'.'),
            "{tool} is pinned to one version, not {wanted}"
        );
        let locked = &lock["packages"][format!("node_modules/{tool}")];
        assert_eq!(locked["version"].as_str(), Some(wanted), "{tool} locked");
        assert!(
            locked["integrity"].as_str().is_some(),
            "{tool} has its hash"
        );
        let bin = tool.rsplit('/').next().unwrap_or(tool);
        assert!(
            text.contains(&format!("editors/vscode/node_modules/.bin/{bin} publish")),
            "{tool} runs from the lock file's install"
        );
    }
}

#[test]
fn the_release_builds_every_platform_and_creates_the_release_once() {
    let release = yaml(".github/workflows/release.yml");
    let jobs = at(&release, &["jobs"]).expect("jobs");
    let steps = at(jobs, &["binaries", "steps"]).expect("steps");
    assert!(
        uses(steps)
            .iter()
            .any(|used| used.starts_with("actions/checkout@"))
    );
    let matrix: Vec<(&str, &str)> = at(jobs, &["binaries", "strategy", "matrix", "include"])
        .and_then(Yaml::as_vec)
        .expect("a matrix")
        .iter()
        .filter_map(|entry| {
            Some((
                at(entry, &["os"])?.as_str()?,
                at(entry, &["target"])?.as_str()?,
            ))
        })
        .collect();
    let targets: Vec<&str> = matrix.iter().map(|(_, target)| *target).collect();
    assert_eq!(
        targets,
        [
            "x86_64-unknown-linux-musl",
            "aarch64-unknown-linux-musl",
            "aarch64-apple-darwin",
            "x86_64-apple-darwin",
            "x86_64-pc-windows-msvc",
        ]
    );
    assert!(
        !matrix.iter().any(|(os, _)| *os == "macos-13"),
        "macos-13 was retired in December 2025"
    );
    // One job creates the release, after every build.
    let text = std::fs::read_to_string(".github/workflows/release.yml").expect("readable");
    assert_eq!(text.matches("gh release create").count(), 1);
    assert!(!text.contains("gh release upload"));
    let needs: Vec<&str> = at(jobs, &["release", "needs"])
        .and_then(Yaml::as_vec)
        .expect("needs")
        .iter()
        .filter_map(Yaml::as_str)
        .collect();
    assert_eq!(needs, ["binaries", "wheels", "sdist"]);
    for job in ["pypi", "crates", "npm", "vscode"] {
        assert_eq!(
            at(jobs, &[job, "needs"]).and_then(Yaml::as_str),
            Some("release"),
            "{job} publishes after the release exists"
        );
    }
    assert!(text.contains("attest-build-provenance") && text.contains("SHA256SUMS"));
    assert!(text.contains("scripts/release-channels.sh --release"));
}

#[test]
fn the_hooks_install_the_wheel_pinned_to_this_version() {
    let hooks = yaml(".pre-commit-hooks.yaml");
    let hooks = hooks.as_vec().expect("a list of hooks");
    let entries: Vec<&str> = hooks
        .iter()
        .filter_map(|hook| at(hook, &["entry"])?.as_str())
        .collect();
    assert_eq!(entries, ["hintlint check", "hintlint check --fix"]);
    for hook in hooks {
        assert_eq!(
            at(hook, &["language"]).and_then(Yaml::as_str),
            Some("python"),
            "pre-commit installs the wheel, not a Rust toolchain"
        );
    }
    let shim: toml::Table =
        toml::from_str(&std::fs::read_to_string("pyproject.toml").expect("readable"))
            .expect("TOML");
    let pin = format!("hintlint=={}", env!("CARGO_PKG_VERSION"));
    assert_eq!(
        shim["project"]["version"].as_str(),
        Some(env!("CARGO_PKG_VERSION"))
    );
    assert_eq!(
        shim["project"]["dependencies"]
            .as_array()
            .map(Vec::as_slice),
        Some([toml::Value::String(pin)].as_slice())
    );
}

#[test]
fn the_wheel_carries_the_binary_and_the_package_no_test_corpora() {
    let pyproject: toml::Table = toml::from_str(
        &std::fs::read_to_string("packaging/pypi/pyproject.toml").expect("readable"),
    )
    .expect("TOML");
    assert_eq!(
        pyproject["tool"]["maturin"]["bindings"].as_str(),
        Some("bin")
    );
    assert_eq!(
        pyproject["tool"]["maturin"]["manifest-path"].as_str(),
        Some("../../Cargo.toml")
    );
    let cargo: toml::Table =
        toml::from_str(&std::fs::read_to_string("Cargo.toml").expect("readable")).expect("TOML");
    let package = &cargo["package"];
    assert!(
        package.get("repository").is_none(),
        "no repository address in the sources: the release stamps the real one"
    );
    let binstall = &package["metadata"]["binstall"];
    assert!(
        binstall["pkg-url"]
            .as_str()
            .is_some_and(|url| url.starts_with("{ repo }/releases/download/v{ version }/")),
        "cargo binstall downloads the release archive"
    );
    let include: Vec<&str> = package["include"]
        .as_array()
        .expect("an include list")
        .iter()
        .filter_map(toml::Value::as_str)
        .collect();
    assert!(include.iter().any(|pattern| pattern.starts_with("/rules")));
    assert!(include.contains(&"/CHANGELOG.md"));
    assert!(!include.iter().any(|pattern| pattern.starts_with("/tests")
        || pattern.starts_with("/snapshots")
        || pattern.starts_with("/fuzz")
        || pattern.starts_with("/bench")));
    assert!(cargo["profile"]["dist"]["lto"].as_str() == Some("fat"));
    assert!(cargo["profile"]["release"]["lto"].as_bool() == Some(false));
}

/// The Install section of a Markdown page: from its heading to the next.
fn install_section(page: &str) -> String {
    let text = std::fs::read_to_string(page).expect("readable");
    let start = text.find("## Install").expect("an Install section");
    let rest = &text[start + 2..];
    let end = rest.find("\n## ").map_or(rest.len(), |end| end);
    rest[..end].to_owned()
}

/// Whether CHANGELOG.md has a released version's section (`## [0.1.0]`).
fn a_release_exists() -> bool {
    let changelog = std::fs::read_to_string("CHANGELOG.md").expect("readable");
    changelog.lines().any(|line| {
        line.strip_prefix("## [")
            .and_then(|rest| rest.split(']').next())
            .is_some_and(|version| version.starts_with(|first: char| first.is_ascii_digit()))
    })
}

#[test]
fn the_install_lines_name_only_what_the_release_publishes() {
    let release = std::fs::read_to_string(".github/workflows/release.yml").expect("readable");
    let workflow = yaml(".github/workflows/release.yml");
    let jobs = at(&workflow, &["jobs"]).expect("jobs");
    // Each channel a page names, and what in the release makes it true.
    let channels: [(&str, &str, bool); 5] = [
        (
            "pipx install hintlint",
            "pypi",
            release.contains("gh-action-pypi-publish"),
        ),
        ("npx hintlint", "npm", release.contains("npm publish")),
        (
            "cargo binstall hintlint",
            "crates",
            release.contains("cargo publish")
                && std::fs::read_to_string("Cargo.toml")
                    .expect("readable")
                    .contains("releases/download/v{ version }/hintlint-{ target }")
                && release.contains("dist/hintlint-$TARGET.tar.gz"),
        ),
        ("uvx hintlint", "pypi", true),
        (
            "GitHub Action",
            "release",
            std::path::Path::new("action.yml").is_file(),
        ),
    ];
    for page in ["README.md", "docs/getting-started.md"] {
        let install = install_section(page);
        let flat = install.split_whitespace().collect::<Vec<_>>().join(" ");
        for (channel, job, published) in channels {
            let named = flat.contains(channel)
                || (channel == "GitHub Action"
                    && (flat.contains("GitHub Action") || flat.contains("GitHub Actions")));
            assert!(named, "{page} names {channel}");
            assert!(
                at(jobs, &[job]).is_some() && published,
                "{page} names `{channel}`, which the release workflow does not publish"
            );
        }
        if !a_release_exists() {
            // Before the first release: what works now comes first, and
            // every channel is said to start with v0.1.0.
            let first_line = install.lines().nth(2).unwrap_or("");
            assert!(
                first_line.starts_with("No release is published yet"),
                "{page}: the Install section says first that there is no release yet, not `{first_line}`"
            );
            let from_source = flat
                .find("cargo install --locked --path .")
                .expect("the checkout's install");
            let channels_start = flat
                .find("v0.1.0 on")
                .or_else(|| flat.find("v0.1.0) on"))
                .expect("the channels start at v0.1.0");
            assert!(
                from_source < channels_start,
                "{page}: from a checkout first"
            );
            for (channel, _, _) in channels {
                if let Some(at) = flat.find(channel) {
                    assert!(
                        at > channels_start,
                        "{page}: `{channel}` before v0.1.0 is said"
                    );
                }
            }
        }
    }
}
