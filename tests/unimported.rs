//! Modules no entry point imports (issue 58): a tool registered in one is
//! never registered when the server runs, so it is told once as such
//! ("defined in a module the server does not import"), with no hint
//! finding and no fix, in each language whose imports are followed
//! (`tests/inputs/unimported/{ts,python,go}`: one module the entry point
//! reaches and one nothing imports, each registering a tool with no
//! hint). Where the entry points or the imports cannot be known, every
//! module counts as imported.

use std::path::Path;

use crate::binary::{self, findings_by_file as found, hintlint, repo};

const TREE: &str = "tests/inputs/unimported";

/// The `(file, rule, tool)` of `found`.
fn short(found: &[(String, String, String, String)]) -> Vec<(&str, &str, &str)> {
    found
        .iter()
        .map(|(file, rule, tool, _)| (file.as_str(), rule.as_str(), tool.as_str()))
        .collect()
}

const NOT_IMPORTED: &str = "is not judged: defined in a module the server does not import";

/// Checks one language's tree: the reached module's tool is judged (the
/// rule `reached.2` fires on it), the other's is one note.
fn told_in(language: &str, reached: (&str, &str, &str), unreached: (&str, &str)) {
    let tree = format!("{TREE}/{language}");
    let run = hintlint(&["check", &tree, "--format", "json"], repo());
    let found = found(&run);
    let rules = short(&found);
    assert!(
        rules.contains(&(reached.0, reached.2, reached.1)),
        "{language}: the imported module's tool is judged: {found:?}"
    );
    let about_unreached: Vec<_> = found
        .iter()
        .filter(|(file, ..)| file == unreached.0)
        .collect();
    assert_eq!(
        about_unreached.len(),
        1,
        "{language}: one report for the unimported module's tool: {found:?}"
    );
    let (_, rule, tool, message) = about_unreached[0];
    assert_eq!(
        (rule.as_str(), tool.as_str()),
        ("unjudged-tool", unreached.1)
    );
    assert!(
        message.ends_with(NOT_IMPORTED),
        "{language}: the note says why: {message}"
    );
}

#[test]
fn a_typescript_module_no_entry_point_imports_is_told_not_judged() {
    // package.json's `main` (dist/index.js) is src/index.ts, which imports
    // tools/search.ts; tools/legacy.ts is imported by nothing.
    told_in(
        "ts",
        ("search.ts", "search_notes", "missing-annotation"),
        ("legacy.ts", "purge_notes"),
    );
}

#[test]
fn a_python_module_no_entry_point_imports_is_told_not_judged() {
    // [project.scripts] names weather.server, which imports forecasts;
    // stations.py is imported by nothing.
    told_in(
        "python",
        ("forecasts.py", "forecast", "missing-annotation"),
        ("stations.py", "delete_station"),
    );
}

#[test]
fn a_go_package_no_command_imports_is_told_not_judged() {
    // cmd/notes (package main) imports example.com/notes/tools;
    // tools/legacy is imported by no package.
    told_in(
        "go",
        ("tools.go", "list_notes", "inert-dependent-hint"),
        ("legacy.go", "purge_notes"),
    );
}

/// Copies the tree of `language` into a temporary folder.
fn copied(language: &str) -> tempfile::TempDir {
    let dir = tempfile::tempdir().expect("temp dir");
    let from = repo().join(TREE).join(language);
    let mut stack = vec![from.clone()];
    while let Some(folder) = stack.pop() {
        for entry in std::fs::read_dir(&folder)
            .expect("readable folder")
            .flatten()
        {
            let path = entry.path();
            if path.is_dir() {
                stack.push(path);
            } else {
                let below = path.strip_prefix(&from).expect("below the tree");
                binary::write(dir.path(), &below.to_string_lossy(), binary::read(&path));
            }
        }
    }
    // A repository of its own, so that lookups stop at its root.
    std::fs::create_dir(dir.path().join(".git")).expect(".git made");
    dir
}

#[test]
fn the_fixer_leaves_an_unimported_module_as_it_is() {
    for (language, reached, unreached) in [
        ("ts", "src/tools/search.ts", "src/tools/legacy.ts"),
        ("python", "weather/forecasts.py", "weather/stations.py"),
        ("go", "tools/tools.go", "tools/legacy/legacy.go"),
    ] {
        let dir = copied(language);
        let before = |file: &str| binary::read(&dir.path().join(file));
        let (reached_before, unreached_before) = (before(reached), before(unreached));
        let run = hintlint(&["check", ".", "--fix", "--unsafe-fixes"], dir.path());
        assert_ne!(
            before(reached),
            reached_before,
            "{language}: the imported module is fixed: {}",
            run.stdout
        );
        assert_eq!(
            before(unreached),
            unreached_before,
            "{language}: the unimported module is not written"
        );
    }
}

/// The rules fired on `file` when the tree of `language`, copied and
/// changed by `change`, is checked.
fn rules_on(language: &str, file: &str, change: impl Fn(&Path)) -> Vec<String> {
    let dir = copied(language);
    change(dir.path());
    let run = hintlint(&["check", ".", "--format", "json"], dir.path());
    found(&run)
        .into_iter()
        .filter(|(name, ..)| name == file)
        .map(|(_, rule, ..)| rule)
        .collect()
}

#[test]
fn where_loading_cannot_be_known_every_module_counts_as_imported() {
    let judged = vec!["missing-annotation".to_owned()];
    // A module loaded by a name made at run time (a plugin loader).
    let loader = |dir: &Path| {
        let server = dir.join("weather/server.py");
        let text = String::from_utf8(binary::read(&server)).expect("UTF-8");
        let loader = "\n\nimport importlib\n\nfor name in (\"stations\",):\n    \
                      importlib.import_module(f\"weather.{name}\")\n";
        binary::write(dir, "weather/server.py", text + loader);
    };
    assert_eq!(rules_on("python", "stations.py", loader), judged);
    // No entry point declared: no scripts in pyproject.toml.
    let no_scripts = |dir: &Path| {
        binary::write(dir, "pyproject.toml", "[project]\nname = \"weather\"\n");
    };
    assert_eq!(rules_on("python", "stations.py", no_scripts), judged);
    // A dynamic import() in TypeScript.
    let dynamic = |dir: &Path| {
        let index = dir.join("src/index.ts");
        let text = String::from_utf8(binary::read(&index)).expect("UTF-8");
        let loader = "\nfor (const name of [\"legacy\"]) await import(`./tools/${name}.js`);\n";
        binary::write(dir, "src/index.ts", text + loader);
    };
    assert_eq!(rules_on("ts", "legacy.ts", dynamic), judged);
    // No main, bin or exports in package.json.
    let no_main = |dir: &Path| {
        binary::write(dir, "package.json", "{ \"name\": \"unimported-ts\" }\n");
    };
    assert_eq!(rules_on("ts", "legacy.ts", no_main), judged);
    // A Go library: no package main.
    let library = |dir: &Path| {
        std::fs::remove_dir_all(dir.join("cmd")).expect("cmd removed");
    };
    let inert = vec!["inert-dependent-hint".to_owned(); 2];
    assert_eq!(rules_on("go", "legacy.go", library), inert);
    // Imported after all: the TypeScript entry imports the legacy module.
    let imported = |dir: &Path| {
        let index = dir.join("src/index.ts");
        let text = String::from_utf8(binary::read(&index)).expect("UTF-8");
        binary::write(
            dir,
            "src/index.ts",
            text + "import \"./tools/legacy.js\";\n",
        );
    };
    assert_eq!(rules_on("ts", "legacy.ts", imported), judged);
}
