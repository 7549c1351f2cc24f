//! What installs and runs hintlint elsewhere is checked here: the GitHub
//! Action, the release workflow, the pre-commit hooks, the wheel's metadata
//! and the crate's package list.

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
fn the_action_is_complete_and_consistent() {
    let action = yaml("action.yml");
    assert_eq!(
        at(&action, &["runs", "using"]).and_then(Yaml::as_str),
        Some("composite")
    );
    for input in ["args", "version", "sarif", "category", "fail-on-findings"] {
        assert!(
            at(&action, &["inputs", input, "description"])
                .and_then(Yaml::as_str)
                .is_some(),
            "input {input} is declared and described"
        );
    }
    let steps = at(&action, &["runs", "steps"]).expect("steps");
    let used = uses(steps);
    assert!(used.contains(&"actions/cache@v4".to_owned()), "{used:?}");
    assert!(
        used.contains(&"github/codeql-action/upload-sarif@v4".to_owned()),
        "{used:?}"
    );
    for step in steps.as_vec().expect("steps") {
        if at(step, &["run"]).is_some() {
            assert_eq!(
                at(step, &["shell"]).and_then(Yaml::as_str),
                Some("bash"),
                "composite steps name a shell"
            );
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
    assert!(text.contains("--format sarif --output hintlint.sarif"));
    assert!(text.contains("GITHUB_STEP_SUMMARY"));
    assert!(text.contains("security-events: write"));
    assert!(text.contains("actions: read"));
}

#[test]
fn the_release_workflow_and_the_hooks_parse() {
    let release = yaml(".github/workflows/release.yml");
    let steps = at(&release, &["jobs", "binaries", "steps"]).expect("steps");
    assert!(uses(steps).contains(&"actions/checkout@v5".to_owned()));
    let targets: Vec<&str> = at(
        &release,
        &["jobs", "binaries", "strategy", "matrix", "include"],
    )
    .and_then(Yaml::as_vec)
    .expect("a matrix")
    .iter()
    .filter_map(|entry| at(entry, &["target"])?.as_str())
    .collect();
    for target in [
        "x86_64-unknown-linux-musl",
        "aarch64-unknown-linux-musl",
        "aarch64-apple-darwin",
    ] {
        assert!(targets.contains(&target), "{targets:?}");
    }
    let hooks = yaml(".pre-commit-hooks.yaml");
    let entries: Vec<&str> = hooks
        .as_vec()
        .expect("a list of hooks")
        .iter()
        .filter_map(|hook| at(hook, &["entry"])?.as_str())
        .collect();
    assert_eq!(entries, ["hintlint check", "hintlint check --fix"]);
}

#[test]
fn the_wheel_carries_the_binary_and_the_package_no_test_corpora() {
    let pyproject: toml::Table =
        toml::from_str(&std::fs::read_to_string("pyproject.toml").expect("readable"))
            .expect("TOML");
    assert_eq!(
        pyproject["tool"]["maturin"]["bindings"].as_str(),
        Some("bin")
    );
    let cargo: toml::Table =
        toml::from_str(&std::fs::read_to_string("Cargo.toml").expect("readable")).expect("TOML");
    let include: Vec<&str> = cargo["package"]["include"]
        .as_array()
        .expect("an include list")
        .iter()
        .filter_map(toml::Value::as_str)
        .collect();
    assert!(include.iter().any(|pattern| pattern.starts_with("/rules")));
    assert!(!include.iter().any(|pattern| pattern.starts_with("/tests")
        || pattern.starts_with("/snapshots")
        || pattern.starts_with("/fuzz")
        || pattern.starts_with("/bench")));
    assert!(cargo["profile"]["dist"]["lto"].as_str() == Some("fat"));
    assert!(cargo["profile"]["release"]["lto"].as_bool() == Some(false));
}
