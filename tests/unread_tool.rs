//! `unread-tool` over a walked tree: a TypeScript server with one tool
//! read and a value passed to a project helper, a Kotlin file whose
//! hints go to a project helper hintlint does not follow, a Ruby file that says nothing of tools, and a catalogue the server
//! imports (accounted for there);
//! counted by `census` (per file and per tree) and by the summary line of
//! `check`, and a tree of only unread registrations is not "nothing found".

use crate::binary::{findings, hintlint, json, write};

const SERVER: &str = r#"import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
const server = new McpServer({ name: "files", version: "1.0.0" });
server.registerTool(
  "list_files",
  { description: "List files", annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false } },
  async () => ({ content: [] }),
);
export const del = defineTool({ name: "delete_file", annotations: { destructiveHint: true } });
import { READ } from "./hints.js";
"#;

const KOTLIN: &str = r#"fun configure(server: Server) {
    server.registerReadTool("read", ToolAnnotations(readOnlyHint = true, openWorldHint = false))
}
"#;

/// A tree with 1 unread place in `server.ts` and 2 in `Tools.kt`.
fn tree() -> tempfile::TempDir {
    let dir = tempfile::tempdir().expect("temp dir");
    write(dir.path(), "src/server.ts", SERVER);
    write(dir.path(), "src/Tools.kt", KOTLIN);
    write(
        dir.path(),
        "src/util.rb",
        "# read_only_hint: true\nHELP = 1\n",
    );
    write(
        dir.path(),
        "src/hints.ts",
        "export const READ = { readOnlyHint: true };\n",
    );
    dir
}

#[test]
fn census_counts_the_unread_places_per_file_and_tree() {
    let dir = tree();
    let run = hintlint(&["census", "src", "--format", "json"], dir.path());
    assert_eq!(run.code, 0, "{}", run.stderr);
    let document = json(&run);
    let tree = &document["trees"][0];
    assert_eq!(tree["total"]["unread"], 3, "{document:#}");
    assert_eq!(tree["total"]["tools"], 1);
    let unread: Vec<(String, u64)> = tree["files"]
        .as_array()
        .expect("files")
        .iter()
        .map(|file| {
            (
                file["path"].as_str().unwrap_or("").to_owned(),
                file["unread"].as_u64().unwrap_or(0),
            )
        })
        .collect();
    assert_eq!(
        unread,
        [
            ("src/Tools.kt".to_owned(), 2),
            ("src/server.ts".to_owned(), 1)
        ]
    );
    let text = hintlint(&["census", "src"], dir.path());
    assert!(
        text.stdout.contains("3 places hintlint could not read"),
        "{}",
        text.stdout
    );
}

#[test]
fn check_reports_each_place_and_counts_them_in_the_summary() {
    let dir = tree();
    let run = hintlint(&["check", "src", "--format", "json"], dir.path());
    let found = findings(&run);
    let unread: Vec<&String> = found
        .iter()
        .filter(|(rule, _, _)| rule == "unread-tool")
        .map(|(_, _, message)| message)
        .collect();
    assert_eq!(unread.len(), 3, "{found:?}");
    assert!(
        unread.iter().any(|message| message.contains(
            "`destructiveHint: true` belongs to no tool hintlint reads: it is passed to \
             `defineTool(…)`, a function hintlint does not follow, at line 8"
        )),
        "{unread:?}"
    );
    assert!(
        unread.iter().any(|message| message.contains(
            "`openWorldHint = false` belongs to no tool hintlint reads: it is passed to \
             `server.registerReadTool(…)`, a function hintlint does not follow, at line 2"
        )),
        "{unread:?}"
    );
    let human = hintlint(&["check", "src"], dir.path());
    assert!(
        human.stdout.contains("; 3 places hintlint could not read"),
        "{}",
        human.stdout
    );
}

#[test]
fn a_tree_of_only_unread_registrations_says_so_not_nothing_found() {
    let dir = tempfile::tempdir().expect("temp dir");
    write(dir.path(), "app/Tools.kt", KOTLIN);
    let run = hintlint(&["check", "app"], dir.path());
    let said = format!("{}{}", run.stdout, run.stderr);
    assert!(!said.contains("found no MCP tool manifest"), "{said}");
    assert!(said.contains("2 places hintlint could not read"), "{said}");
    assert_eq!(run.code, 0, "warnings only: {said}");
}

#[test]
fn an_allow_comment_accepts_an_unread_place_in_a_file_no_reader_parsed() {
    let dir = tempfile::tempdir().expect("temp dir");
    write(
        dir.path(),
        "Tools.kt",
        "fun configure(server: Server) {\n    // hintlint-allow(unread-tool): linted live\n    \
         server.registerReadTool(\"read\", ToolAnnotations(readOnlyHint = true))\n}\n",
    );
    write(
        dir.path(),
        "tools.py",
        "# hintlint-allow(unread-tool): a test double\nmake_tool(\"a\", read_only_hint=True)\n",
    );
    let run = hintlint(&["check", "."], dir.path());
    assert!(
        run.stdout
            .contains("0 errors, 0 warnings, 0 notes in 2 files; 2 findings accepted"),
        "{}",
        run.stdout
    );
}

/// A registration hintlint recognises but cannot read, holding a literal
/// hint beside what it cannot read, is reported once, as not judged, at
/// the line it is registered on: never also as an unread place.
#[test]
fn one_report_per_registration_at_its_line() {
    let run = hintlint(
        &[
            "check",
            "tests/fixtures/unjudged-tool/invalid-py-hints-beside-what-is-not-read.py",
            "tests/fixtures/unjudged-tool/invalid-ts-hints-beside-a-spread.ts",
            "--format",
            "json",
        ],
        crate::binary::repo(),
    );
    let found = crate::binary::placed(&run);
    let unjudged = |tool: &str, line: u64| ("unjudged-tool".to_owned(), tool.to_owned(), line);
    assert_eq!(
        found,
        [
            unjudged("list_items", 11),
            unjudged("drop_items", 16),
            unjudged("list_items", 9),
        ],
        "{}",
        run.stdout
    );
}
