//! The project layer: an unsaved buffer is linted with the files it
//! imports as the project has them, so that an imported constant changed
//! only in memory changes the findings of the files that import it.

use std::path::Path;

use hintlint::project::Project;

use crate::common::fired as rules;

const SERVER: &str = "import { McpServer } from \"@modelcontextprotocol/sdk/server/mcp.js\";\n\
                      import { HINTS } from \"./hints\";\n\
                      const server = new McpServer({ name: \"items\", version: \"1\" });\n\
                      server.registerTool(\"list_items\", { description: \"Lists\", annotations: HINTS }, async () => ({ content: [] }));\n";

const ALL_FOUR: &str = "export const HINTS = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false };\n";

fn project_in(dir: &Path) -> Project {
    std::fs::create_dir_all(dir.join(".git")).expect("a repository");
    std::fs::write(dir.join("server.ts"), SERVER).expect("server");
    std::fs::write(dir.join("hints.ts"), ALL_FOUR).expect("hints");
    Project::open(dir, None).expect("no configuration is a valid one")
}

#[test]
fn an_imported_constant_changed_in_memory_changes_the_finding() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut project = project_in(dir.path());
    let server = dir.path().join("server.ts");
    let hints = dir.path().join("hints.ts");
    assert_eq!(
        rules(&project.lint_file(&server)),
        Vec::<&str>::new(),
        "all four on disk"
    );

    project.set_text(
        &hints,
        "export const HINTS = { readOnlyHint: true };\n".to_owned(),
    );
    let edited = project.lint_file(&server);
    assert_eq!(
        rules(&edited),
        ["missing-annotation"],
        "the buffer counts, not the disk"
    );
    assert_eq!(
        std::fs::read_to_string(&hints).expect("hints"),
        ALL_FOUR,
        "nothing is written"
    );
    // The same through a run over the folder.
    let run = project.lint_paths(&[dir.path().to_string_lossy().into_owned()]);
    let fired: Vec<&str> = run.files.iter().flat_map(rules).collect();
    assert_eq!(fired, ["missing-annotation"]);

    project.forget_text(&hints);
    assert_eq!(
        rules(&project.lint_file(&server)),
        Vec::<&str>::new(),
        "the disk again"
    );
}

#[test]
fn a_buffer_is_linted_and_fixed_in_memory() {
    let dir = tempfile::tempdir().expect("temp dir");
    let mut project = project_in(dir.path());
    let server = dir.path().join("server.ts");
    let unsaved = SERVER.replace("annotations: HINTS", "annotations: { readOnlyHint: true }");
    project.set_text(&server, unsaved.clone());
    assert_eq!(rules(&project.lint_file(&server)), ["missing-annotation"]);
    let fixed = project.fixed_text(&server, false).expect("a safe fix");
    assert!(
        fixed.contains(
            "readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: true"
        ),
        "{fixed}"
    );
    assert_eq!(
        std::fs::read_to_string(&server).expect("server"),
        SERVER,
        "nothing is written"
    );
    project.set_text(&server, fixed);
    assert_eq!(rules(&project.lint_file(&server)), Vec::<&str>::new());
    assert_eq!(
        project.fixed_text(&server, true),
        None,
        "nothing left to fix"
    );
}

#[test]
fn a_go_file_only_in_memory_joins_its_package() {
    let dir = tempfile::tempdir().expect("temp dir");
    std::fs::create_dir(dir.path().join(".git")).expect("a repository");
    let main = dir.path().join("main.go");
    std::fs::write(
        &main,
        "package main\n\nimport \"github.com/mark3labs/mcp-go/mcp\"\n\nvar tool = mcp.NewTool(\"get_item\", mcp.WithReadOnlyHintAnnotation(readOnly))\n",
    )
    .expect("main");
    let mut project = Project::open(dir.path(), None).expect("a project");
    let unjudged = project.lint_file(&main);
    assert_eq!(
        rules(&unjudged),
        ["unjudged-tool"],
        "readOnly is defined nowhere yet"
    );
    project.set_text(
        &dir.path().join("hints.go"),
        "package main\n\nconst readOnly = true\n".to_owned(),
    );
    assert_eq!(
        rules(&project.lint_file(&main)),
        ["inert-dependent-hint", "inert-dependent-hint"],
        "the new file's constant is read: readOnlyHint: true beside what mcp.NewTool seeds"
    );
}

/// What a report says, finding by finding: rule, message and where.
fn said(report: &hintlint::report::FileReport) -> Vec<(String, String, std::ops::Range<usize>)> {
    report
        .findings
        .iter()
        .map(|finding| {
            let diagnostic = &finding.diagnostic;
            (
                diagnostic.rule.name().to_owned(),
                diagnostic.message.clone(),
                diagnostic.primary.span.clone(),
            )
        })
        .collect()
}

#[test]
fn a_buffer_edited_again_and_again_is_linted_as_a_fresh_project_lints_it() {
    // A long-lived project parses an edited buffer reusing its last syntax
    // tree; every edit must lint exactly as a project that never saw the
    // buffer before lints it, through broken syntax and back.
    let dir = tempfile::tempdir().expect("temp dir");
    let mut project = project_in(dir.path());
    let server = dir.path().join("server.ts");
    let edits: [(&str, &str); 7] = [
        ("annotations: HINTS", "annotations: { readOnlyHint: true }"),
        (
            "{ readOnlyHint: true }",
            "{ readOnlyHint: true, destructiveHint: true }",
        ),
        ("async () =>", "async ( =>"),
        ("async ( =>", "async () =>"),
        ("\"list_items\"", "\"delete_item\""),
        ("description: \"Lists\", ", ""),
        ("server.registerTool", "// server.registerTool"),
    ];
    let mut text = SERVER.to_owned();
    let mut seen = Vec::new();
    for (from, to) in edits {
        assert!(text.contains(from), "{from}");
        text = text.replacen(from, to, 1);
        project.set_text(&server, text.clone());
        let kept = said(&project.lint_file(&server));
        let mut fresh = project_in(dir.path());
        fresh.set_text(&server, text.clone());
        assert_eq!(
            kept,
            said(&fresh.lint_file(&server)),
            "after {to:?}:\n{text}"
        );
        seen.extend(kept.into_iter().map(|(rule, ..)| rule));
    }
    // The edits went through findings and a syntax error.
    for rule in ["missing-annotation", "parse-error"] {
        assert!(seen.iter().any(|seen| seen == rule), "{rule}: {seen:?}");
    }
}

/// A Go server registering a tool named by a constant of its package.
const GO_SERVER: &str = "package main\n\nimport (\n\tmcpgo \"github.com/mark3labs/mcp-go/mcp\"\n\t\"github.com/mark3labs/mcp-go/server\"\n)\n\nfunc register(s *server.MCPServer) {\n\ts.AddTool(mcpgo.NewTool(Name, mcpgo.WithReadOnlyHintAnnotation(true)), nil)\n}\n";

/// The names of the tools a report's findings name.
fn tools_of(report: &hintlint::report::FileReport) -> Vec<String> {
    report
        .findings
        .iter()
        .filter_map(|finding| finding.diagnostic.tool.clone())
        .collect()
}

#[cfg(unix)]
#[test]
fn a_bounded_project_reads_and_writes_nothing_outside_its_folder() {
    use hintlint::files::Boundary;
    use hintlint::{FixMode, Options};

    let dir = tempfile::tempdir().expect("temp dir");
    let (root, outside) = (dir.path().join("root"), dir.path().join("outside"));
    std::fs::create_dir_all(&root).expect("root");
    std::fs::create_dir_all(&outside).expect("outside");
    std::fs::write(
        outside.join("names.go"),
        "package main\n\nconst Name = \"outside_name\"\n",
    )
    .expect("names");
    let manifest = "{\"tools\": [{\"name\": \"create_note\", \"inputSchema\": {}, \"_meta\": {\"http\": {\"method\": \"POST\"}}, \"annotations\": {\"readOnlyHint\": true}}]}\n";
    std::fs::write(outside.join("tools.json"), manifest).expect("a manifest");
    std::os::unix::fs::symlink(&outside, root.join("linked")).expect("a link");
    let options = Options {
        fix: FixMode::Write,
        unsafe_fixes: true,
        ..Options::from_config(hintlint::config::Config::default())
    };
    let boundary = Boundary::new(&root).expect("a boundary");
    let buffer = root.join("linked/main.go");

    let linting = Options {
        fix: FixMode::Off,
        ..options.clone()
    };
    // Unbounded, the package's other file is read through the link.
    let mut open = Project::with_options(linting.clone());
    open.set_text(&buffer, GO_SERVER.to_owned());
    assert!(tools_of(&open.lint_file(&buffer)).contains(&"outside_name".to_owned()));

    let mut bounded = Project::with_options(linting).within(boundary.clone());
    bounded.set_text(&buffer, GO_SERVER.to_owned());
    assert!(
        !tools_of(&bounded.lint_file(&buffer)).contains(&"outside_name".to_owned()),
        "a Go package file outside is absent"
    );
    let bounded = Project::with_options(options).within(boundary);
    for path in [outside.join("tools.json"), root.join("linked/tools.json")] {
        let run = bounded.lint_paths(&[path.to_string_lossy().into_owned()]);
        assert!(
            matches!(
                run.files[0].status,
                hintlint::report::FileStatus::Unreadable(_)
            ),
            "{}: {:?}",
            path.display(),
            run.files[0].status
        );
        assert_eq!(
            std::fs::read_to_string(outside.join("tools.json")).expect("readable"),
            manifest,
            "not written"
        );
    }
}

#[test]
fn a_cancelled_project_writes_no_fix() {
    use hintlint::{FixMode, Options};

    let dir = tempfile::tempdir().expect("temp dir");
    let manifest = "{\"tools\": [{\"name\": \"create_note\", \"inputSchema\": {}, \"_meta\": {\"http\": {\"method\": \"POST\"}}, \"annotations\": {\"readOnlyHint\": true}}]}\n";
    let file = dir.path().join("tools.json");
    std::fs::write(&file, manifest).expect("a manifest");
    let options = Options {
        fix: FixMode::Write,
        unsafe_fixes: true,
        ..Options::from_config(hintlint::config::Config::default())
    };
    let cancelled = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(true));
    let project = Project::with_options(options.clone()).cancelled_by(cancelled);
    let paths = [file.to_string_lossy().into_owned()];
    project.lint_paths(&paths);
    assert_eq!(
        std::fs::read_to_string(&file).expect("readable"),
        manifest,
        "cancelled: not written"
    );
    // Control: not cancelled, the fix is written.
    Project::with_options(options).lint_paths(&paths);
    assert_ne!(std::fs::read_to_string(&file).expect("readable"), manifest);
}

/// A workspace bounded inside a larger repository (an editor's or the MCP
/// endpoint's) reads no formatter setting above its own root: a hostile
/// `.editorconfig` at the repository's root, which a run over the
/// repository reads, leaves the workspace's fixes at PSR-12's 120.
#[test]
fn a_bounded_workspace_reads_no_editorconfig_above_its_root() {
    let dir = tempfile::tempdir().expect("temp dir");
    std::fs::create_dir(dir.path().join(".git")).expect("a repository");
    std::fs::write(
        dir.path().join(".editorconfig"),
        "[*]\nmax_line_length = 40\nindent_style = tab\n",
    )
    .expect("the repository's .editorconfig");
    let workspace = dir.path().join("tools");
    std::fs::create_dir(&workspace).expect("the workspace");
    let file = workspace.join("LedgerTools.php");
    std::fs::write(
        &file,
        "<?php\n\nuse Mcp\\Capability\\Attribute\\McpTool;\nuse Mcp\\Schema\\ToolAnnotations;\n\n\
         final class LedgerTools\n{\n    #[McpTool('close_month', annotations: new ToolAnnotations(null, false, true, false))]\n    \
         public function closeMonth(string $month): bool\n    {\n        return $month !== '';\n    }\n}\n",
    )
    .expect("the tool");
    let one_line = "    #[McpTool('close_month', annotations: new ToolAnnotations(null, false, true, \
                    false, openWorldHint: true))]\n";
    // The repository's run reads it: the fix is split.
    let open = Project::open(&workspace, None).expect("no configuration");
    let fixed = open.fixed_text(&file, true).expect("a fix");
    assert!(!fixed.contains(one_line), "{fixed}");
    // The workspace bounded to its folder does not.
    let boundary = hintlint::base::files::Boundary::new(&workspace).expect("a boundary");
    let bounded = Project::open(&workspace, None)
        .expect("no configuration")
        .within(boundary);
    let fixed = bounded.fixed_text(&file, true).expect("a fix");
    assert!(fixed.contains(one_line), "{fixed}");
}
